import { Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCan } from '../../../app/session/access';
import { useCurrentSession } from '../../../app/session/session-context';
import { EmptyState } from '../../../ui';
import { supportPaths } from '../../support';
import { PersonalLanding } from '../components/PersonalLanding';
import { TodayCounts } from '../components/TodayCounts';
import { WelcomeHeader } from '../components/WelcomeHeader';

/** Lab staff see their lab's day; everyone else lands on their own page. */
export function DashboardPage() {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const allowed = useCan();
  // Support staff work on the support dashboard: its lab picker is their home.
  if (session.kind === 'support') return <Navigate to={supportPaths.home} replace />;
  if (session.kind !== 'lab') return <PersonalLanding kind={session.kind} />;
  return (
    <>
      <WelcomeHeader subtitle={t('dashboard.subtitle')} />
      {allowed('dashboard.labCounts') ? (
        <TodayCounts />
      ) : (
        <Center>
          <EmptyState variant="notAuthorised" />
        </Center>
      )}
    </>
  );
}
