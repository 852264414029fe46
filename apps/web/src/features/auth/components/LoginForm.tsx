import type { LoginKind } from '@lims/domain';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLock, IconUser } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../app/api-client';
import { localiseMessage } from '../../../app/i18n/localise-message';
import type { SignInState } from '../../../app/paths';
import { returnPathOf } from '../../../app/session/return-path';
import { useLogin } from '../hooks/use-auth';

interface LoginValues {
  username: string;
  password: string;
}
type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/**
 * spec 000 §5: an empty field says so. That is all of the contract's `LoginRequest` a user meets
 * (a name is trimmed first, a password never); the server checks the rest. Neither its schema
 * nor a form library is used here: with zod and @mantine/form the sign-in page would pass its
 * budget (docs/decisions/0017-delivery-and-speed.md).
 */
function validate({ username, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (username.trim() === '') errors.username = localiseMessage('fieldEmpty');
  if (password === '') errors.password = localiseMessage('fieldEmpty');
  return errors;
}

export function LoginForm({ kind }: { kind: LoginKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state: SignInState | null = useLocation().state;
  const loginMutation = useLogin();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});

  /** A field's value and error; typing clears its error. */
  const field = (name: keyof LoginValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...others }) => others);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // Back to the page that was asked for (STYLE.md Screens), never off this site.
    loginMutation.mutate(
      { ...values, kind },
      { onSuccess: () => void navigate(returnPathOf(state?.from), { replace: true }) },
    );
  };

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
          {...field('username')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          leftSection={<IconLock size={16} stroke={1.5} />}
          required
          {...field('password')}
        />
        <Button type="submit" fullWidth mt="xs" loading={loginMutation.isPending}>
          {t('auth.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
