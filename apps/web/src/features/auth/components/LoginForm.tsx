import { LoginRequest } from '@lims/contract';
import type { LoginKind } from '@lims/domain';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../app/api-client';
import { useIssueMessage } from '../../../app/forms/use-issue-message';
import { zodResolver } from '../../../app/forms/zod-resolver';
import { localiseMessage } from '../../../app/i18n/localise-message';
import type { SignInState } from '../../../app/paths';
import { returnPathOf } from '../../../app/session/return-path';
import { useLogin } from '../hooks/use-auth';

interface LoginValues {
  username: string;
  password: string;
}

export function LoginForm({ kind }: { kind: LoginKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state: SignInState | null = useLocation().state;
  const issueMessage = useIssueMessage();
  const loginMutation = useLogin();
  const form = useForm<LoginValues>({
    initialValues: { username: '', password: '' },
    validate: zodResolver(LoginRequest, {
      toInput: (values: LoginValues) => ({ ...values, kind }),
      message: issueMessage,
    }),
  });

  // Back to the page that was asked for (STYLE.md Screens), never off this site.
  const submit = form.onSubmit((values) =>
    loginMutation.mutate(
      { ...values, kind },
      { onSuccess: () => void navigate(returnPathOf(state?.from), { replace: true }) },
    ),
  );

  const error = loginMutation.error;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert variant="light" color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {isApiError(error) ? localiseMessage(error.messageKey, error.params) : t('messages.somethingWentWrong')}
          </Alert>
        )}
        <TextInput
          label={t('auth.username')}
          autoComplete="username"
          leftSection={<IconUser size={16} stroke={1.5} />}
          required
          data-autofocus
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          leftSection={<IconLock size={16} stroke={1.5} />}
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth mt="xs" loading={loginMutation.isPending}>
          {t('auth.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
