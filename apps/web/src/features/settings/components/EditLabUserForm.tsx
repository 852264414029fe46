import type { LabUser } from '@lims/contract';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { showSuccess } from '../../../ui';
import { useLabUserValidation } from '../hooks/use-lab-user-validation';
import { isStale, useUpdateLabUser } from '../hooks/use-lab-users';
import { FormActions } from './FormActions';
import { LabUserAccessFields } from './LabUserAccessFields';
import { LabUserProfileFields } from './LabUserProfileFields';
import { formFieldOf, type LabUserFormValues, labUserValues, toUpdateLabUser } from './lab-user-form';

interface EditLabUserFormProps {
  user: LabUser;
  isSelf: boolean;
  onDone: () => void;
  /** Someone else changed the user first: the dialog says so and shows their version. */
  onStale: (message: string) => void;
}

export function EditLabUserForm({ user, isSelf, onDone, onStale }: EditLabUserFormProps) {
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
        onError: (error) => {
          if (isStale(error)) onStale(localiseMessage(error.messageKey, error.params));
          else applyApiError(form, error, formFieldOf);
        },
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
