import type { LoginKind } from '@lims/domain';
import { Button, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconLogout, IconSignature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../app/session/access';
import { useCurrentSession } from '../../../app/session/session-context';
import { useLogout } from '../../auth';
import { reportsPaths } from '../../reports';
import { WelcomeHeader } from './WelcomeHeader';

export type PersonalKind = Exclude<LoginKind, 'lab'>;

function usePlannedWork(): Record<PersonalKind, string[]> {
  const { t } = useTranslation();
  return {
    doctor: [t('dashboard.landing.doctor.one'), t('dashboard.landing.doctor.two'), t('dashboard.landing.doctor.three')],
    organisation: [
      t('dashboard.landing.organisation.one'),
      t('dashboard.landing.organisation.two'),
      t('dashboard.landing.organisation.three'),
    ],
    patient: [
      t('dashboard.landing.patient.one'),
      t('dashboard.landing.patient.two'),
      t('dashboard.landing.patient.three'),
    ],
    support: [
      t('dashboard.landing.support.one'),
      t('dashboard.landing.support.two'),
      t('dashboard.landing.support.three'),
    ],
  };
}

/**
 * Doctors, organisations, patients and support staff land on their own page, not on the lab's
 * controls: who they are, the lab they are signed in to, what their pages will let them do,
 * and the way out.
 */
export function PersonalLanding({ kind }: { kind: PersonalKind }) {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const logout = useLogout();
  const allowed = useCan();
  const planned = usePlannedWork()[kind];
  return (
    <Stack maw={640} gap={0} data-testid="personal-landing">
      <WelcomeHeader subtitle={session.labName} />
      <Paper withBorder radius="md" p="lg">
        <Text fw={500} mb="sm">
          {t('dashboard.landing.intro')}
        </Text>
        <List
          spacing="xs"
          center
          icon={
            <ThemeIcon size={22} radius="xl" variant="light">
              <IconCircleCheck size={14} stroke={1.8} />
            </ThemeIcon>
          }
        >
          {planned.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Paper>
      {/* spec 001 §6: a doctor signs in to see their own waiting list. */}
      {kind === 'doctor' && allowed('doctor.reports') && (
        <div>
          <Button component={Link} to={reportsPaths.doctorWaiting()} mt="lg" leftSection={<IconSignature size={16} />}>
            {t('nav.doctorWaiting')}
          </Button>
        </div>
      )}
      <div>
        <Button
          mt="lg"
          variant="default"
          leftSection={<IconLogout size={16} stroke={1.5} className="lims-flip-rtl" />}
          loading={logout.isPending}
          onClick={() => logout.mutate()}
        >
          {t('userMenu.logout')}
        </Button>
      </div>
    </Stack>
  );
}
