import { isCollectionCentreUser } from '@lims/domain';
import { SimpleGrid } from '@mantine/core';
import { IconBuildingHospital, IconFlask2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { SelectedRangeCard } from '../components/SelectedRangeCard';
import { SummaryCard } from '../components/SummaryCard';
import { WelcomeHeader } from '../components/WelcomeHeader';

export function DashboardPage() {
  const { t } = useTranslation();
  const session = useCurrentSession();
  // Collection centres work without departments (spec 000 §6).
  const withDepartment = session.kind === 'lab' && !isCollectionCentreUser(session.isCollectionCenter);
  return (
    <>
      <WelcomeHeader />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <SummaryCard
          label={t('dashboard.lab')}
          value={session.labName ?? t('app.name')}
          hint={session.timeZone}
          icon={<IconFlask2 size={22} stroke={1.5} />}
        />
        {withDepartment && (
          <SummaryCard
            label={t('dashboard.department')}
            value={session.currentDepartment?.name ?? t('dashboard.allDepartments')}
            icon={<IconBuildingHospital size={22} stroke={1.5} />}
          />
        )}
        <SelectedRangeCard />
      </SimpleGrid>
    </>
  );
}
