import { type LabUser, ResetLabUserPassword } from '@lims/contract';
import { checkPassword } from '@lims/domain';
import { PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { useIssueMessage } from '../../../app/forms/use-issue-message';
import { zodResolver } from '../../../app/forms/zod-resolver';
import { Dialog, showSuccess } from '../../../ui';
import { useResetLabUserPassword } from '../hooks/use-lab-users';
import { FormActions } from './FormActions';
import { PasswordField } from './PasswordField';

interface ResetValues {
  password: string;
  confirmation: string;
}

function ResetPasswordForm({ user, onDone }: { user: LabUser; onDone: () => void }) {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const reset = useResetLabUserPassword();
  const schemaErrors = zodResolver(ResetLabUserPassword, {
    toInput: (values: ResetValues) => ({ password: values.password }),
    message: issueMessage,
  });
  const form = useForm<ResetValues>({
    initialValues: { password: '', confirmation: '' },
    validate: (values) => {
      const errors = schemaErrors(values);
      if (!errors.password && !checkPassword(values.password).ok) {
        errors.password = values.password === '' ? t('messages.fieldEmpty') : t('messages.passwordRule');
      }
      if (values.confirmation !== values.password) errors.confirmation = t('labUsers.passwordsDoNotMatch');
      return errors;
    },
  });

  const submit = form.onSubmit((values) =>
    reset.mutate(
      { id: user.id, password: values.password },
      {
        onSuccess: () => {
          showSuccess(t('labUsers.passwordChanged'));
          onDone();
        },
        onError: (error) => applyApiError(form, error),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('labUsers.resetPasswordFor', { name: user.fullName, username: user.username })}
        </Text>
        <PasswordField form={form} label={t('labUsers.newPassword')} autoFocus />
        <PasswordInput
          label={t('labUsers.confirmPassword')}
          required
          autoComplete="new-password"
          {...form.getInputProps('confirmation')}
        />
        <FormActions submitLabel={t('labUsers.resetPassword')} loading={reset.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

export function ResetPasswordModal({ user, onClose }: { user: LabUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog opened={user !== null} onClose={onClose} title={t('labUsers.resetPassword')}>
      {user && <ResetPasswordForm key={user.id} user={user} onDone={onClose} />}
    </Dialog>
  );
}
