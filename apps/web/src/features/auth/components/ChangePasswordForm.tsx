import { ChangePasswordRequest } from '@lims/contract';
import { checkPassword } from '@lims/domain';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { useIssueMessage } from '../../../app/forms/use-issue-message';
import { zodResolver } from '../../../app/forms/zod-resolver';
import { showSuccess } from '../../../ui';
import { PasswordField } from '../../settings';
import { useChangePassword } from '../hooks/use-auth';

interface ChangePasswordValues {
  currentPassword: string;
  /** The new password: named as the shared field with the rule's checklist reads it. */
  password: string;
  confirmation: string;
}

/** The API's name of a field, as this form names it. */
const formFieldOf = (field: string) => (field === 'newPassword' ? 'password' : field);

interface ChangePasswordFormProps {
  intro: string;
  /** Beside the submit button: sign-out on the forced page. */
  secondaryAction?: ReactNode;
  onChanged?: () => void;
}

/** Current password, the new one under the password rule (spec 000 §5) and its confirmation. */
export function ChangePasswordForm({ intro, secondaryAction, onChanged }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const change = useChangePassword();
  const schemaErrors = zodResolver(ChangePasswordRequest, {
    toInput: (values: ChangePasswordValues) => ({
      currentPassword: values.currentPassword,
      newPassword: values.password,
    }),
    fieldOf: formFieldOf,
    message: issueMessage,
  });
  const form = useForm<ChangePasswordValues>({
    initialValues: { currentPassword: '', password: '', confirmation: '' },
    validate: (values) => {
      const errors = schemaErrors(values);
      if (!errors.password && !checkPassword(values.password).ok) {
        errors.password = values.password === '' ? t('messages.fieldEmpty') : t('messages.passwordRule');
      }
      if (values.confirmation !== values.password) {
        errors.confirmation = t('account.changePassword.passwordsDoNotMatch');
      }
      return errors;
    },
  });

  const submit = form.onSubmit(({ currentPassword, password }) =>
    change.mutate(
      { currentPassword, newPassword: password },
      {
        onSuccess: () => {
          showSuccess(t('account.changePassword.changed'));
          form.reset();
          onChanged?.();
        },
        onError: (error) => applyApiError(form, error, formFieldOf),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        <PasswordInput
          label={t('account.changePassword.currentPassword')}
          required
          autoComplete="current-password"
          leftSection={<IconLock size={16} stroke={1.5} />}
          data-autofocus
          {...form.getInputProps('currentPassword')}
        />
        <PasswordField form={form} label={t('account.changePassword.newPassword')} />
        <PasswordInput
          label={t('account.changePassword.confirmPassword')}
          required
          autoComplete="new-password"
          leftSection={<IconLock size={16} stroke={1.5} />}
          {...form.getInputProps('confirmation')}
        />
        <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
          {secondaryAction}
          <Button type="submit" loading={change.isPending}>
            {t('account.changePassword.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
