import type { LabUser } from '@lims/contract';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { showSuccess } from '../../../ui';
import { useLabUserValidation } from '../hooks/use-lab-user-validation';
import { useUpdateLabUser } from '../hooks/use-lab-users';
import { FormActions } from './FormActions';
import { LabUserAccessFields } from './LabUserAccessFields';
import { LabUserProfileFields } from './LabUserProfileFields';
import { formFieldOf, type LabUserFormValues, labUserValues, toUpdateLabUser } from './lab-user-form';

interface EditLabUserFormProps {
  user: LabUser;
  isSelf: boolean;
  onDone: () => void;
}

export function EditLabUserForm({ user, isSelf, onDone }: EditLabUserFormProps) {
  const { t } = useTranslation();
  const validation = useLabUserValidation();
  const update = useUpdateLabUser();
  const form = useForm<LabUserFormValues>({ initialValues: labUserValues(user), validate: validation.update });

  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: user.id, changes: toUpdateLabUser(values) },
      {
        onSuccess: () => {
          showSuccess(t('messages.updatedSuccessfully'));
          onDone();
        },
        onError: (error) => applyApiError(form, error, formFieldOf),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <LabUserProfileFields form={form} />
        <LabUserAccessFields form={form} lockAdmin={isSelf && user.admin} />
        <FormActions submitLabel={t('common.save')} loading={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
