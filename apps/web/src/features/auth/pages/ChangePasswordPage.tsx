import { Button, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useCurrentSession } from '../../../app/session/session-context';
import { PageHeader } from '../../../ui';
import { AuthLayout } from '../components/AuthLayout';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { useLogout } from '../hooks/use-auth';

/**
 * 'Change your password'. Right after signing in with a password someone else chose (the
 * sign-up sends the new admin's), it is the only page, outside the frame, with sign-out as the
 * one way elsewhere; the server refuses everything else meanwhile. Otherwise it is the user
 * menu's page in the frame, and returns to the dashboard once done.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useCurrentSession();
  const logout = useLogout();

  if (session.mustChangePassword) {
    return (
      <AuthLayout title={t('account.changePassword.title')}>
        <ChangePasswordForm
          intro={t('account.changePassword.forcedIntro')}
          secondaryAction={
            <Button variant="subtle" color="gray" onClick={() => logout.mutate()} loading={logout.isPending}>
              {t('account.changePassword.signOut')}
            </Button>
          }
        />
      </AuthLayout>
    );
  }
  return (
    <>
      <PageHeader title={t('account.changePassword.title')} />
      <Paper withBorder radius="md" p="lg" maw={520}>
        <ChangePasswordForm
          intro={t('account.changePassword.intro')}
          onChanged={() => void navigate(paths.dashboard)}
        />
      </Paper>
    </>
  );
}
