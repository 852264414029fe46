import { Alert, Text } from '@mantine/core';
import { IconClockHour4, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../session/session-context';
import { trialState } from './trial-state';

/** From this many days left, the banner turns from information to a warning. */
const warnFromDays = 3;

/**
 * Every user of a lab in trial sees how many days are left; once it has ended, that the lab
 * only reads, and how to continue: the admin from support, everyone else from their admin.
 */
export function TrialBanner() {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const state = trialState(session.trialEndsAt, new Date());
  if (state.kind === 'none') return null;
  if (state.kind === 'running') {
    return (
      <Alert
        data-testid="trial-banner"
        color={state.daysLeft <= warnFromDays ? 'yellow' : 'blue'}
        icon={<IconClockHour4 size={18} stroke={1.5} />}
        py="xs"
        mb="md"
      >
        <Text size="sm">{t('trial.daysLeft', { days: state.daysLeft })}</Text>
      </Alert>
    );
  }
  return (
    <Alert data-testid="trial-banner" color="red" icon={<IconLock size={18} stroke={1.5} />} py="xs" mb="md">
      <Text size="sm" fw={600}>
        {t('trial.ended')}
      </Text>
      <Text size="sm">{session.admin ? t('trial.continueAdmin') : t('trial.continueUser')}</Text>
    </Alert>
  );
}
