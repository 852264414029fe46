import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { SignInState } from '../../../app/paths';

/** Why the user is back on the sign-in page, when they did not sign out themselves. */
export function SignInNotice() {
  const { t } = useTranslation();
  const state: SignInState | null = useLocation().state;
  if (!state?.notice) return null;
  const text = state.notice === 'concurrentLogin' ? t('auth.concurrentLogin') : t('messages.notSignedIn');
  return (
    <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} mb="md">
      {text}
    </Alert>
  );
}
