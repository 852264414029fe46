import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { showSuccess } from '../../../ui';
import { useLabUserValidation } from '../hooks/use-lab-user-validation';
import { useCreateLabUser } from '../hooks/use-lab-users';
import { FormActions } from './FormActions';
import { LabUserAccessFields } from './LabUserAccessFields';
import { LabUserProfileFields } from './LabUserProfileFields';
import { emptyLabUserValues, formFieldOf, hintBelow, type LabUserFormValues, toCreateLabUser } from './lab-user-form';
import { PasswordField } from './PasswordField';

export function CreateLabUserForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const validation = useLabUserValidation();
  const create = useCreateLabUser();
  const form = useForm<LabUserFormValues>({ initialValues: emptyLabUserValues, validate: validation.create });

  const submit = form.onSubmit((values) =>
    create.mutate(toCreateLabUser(values), {
      onSuccess: () => {
        showSuccess(t('labUsers.added'));
        onDone();
      },
      onError: (error) => applyApiError(form, error, formFieldOf),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('labUsers.username')}
            // The rule is the hint; when it is broken, the error says it once instead.
            description={form.errors.username ? undefined : t('messages.usernameCharacters')}
            inputWrapperOrder={hintBelow}
            required
            autoComplete="off"
            leftSection={<IconAt size={16} stroke={1.5} />}
            maxLength={150}
            data-autofocus
            {...form.getInputProps('username')}
          />
          <PasswordField form={form} label={t('labUsers.password')} />
        </SimpleGrid>
        <LabUserProfileFields form={form} />
        <LabUserAccessFields form={form} />
        <FormActions submitLabel={t('labUsers.add')} loading={create.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
