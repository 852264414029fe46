import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useReportsFilterRange } from '../../../app/date-range/use-reports-filter-range';
import { PageHeader } from '../../../ui';
import { WorkListMenu } from '../../worklists';
import { reportsPaths } from '../area';
import { EntryListEmpty } from '../components/EntryListEmpty';
import { EntryListTabs, EntryListViewSwitch } from '../components/EntryListNav';
import { entryListTabOf } from '../components/entry-list-tabs';
import { ReportsTable } from '../components/ReportsTable';
import { useHeaderFilters, useRefreshOnReports, useTestWiseList } from '../hooks/use-report-lists';

/**
 * The test-wise entry list (`/test-wise/{tab}`, spec 002 §2 waiting lists, §4 'Worklist tabs'):
 * one row per report in the header's days and department, the chosen ones commented on or
 * submitted together, each opened for entry or review. Changes made anywhere in the lab show
 * without a reload.
 */
export function TestWisePage() {
  const { t } = useTranslation();
  const tab = entryListTabOf(useParams().tab);
  useReportsFilterRange();
  const headerFilters = useHeaderFilters();
  const list = useTestWiseList({ tab: tab ?? 'pending', ...headerFilters });
  useRefreshOnReports();
  if (tab === null) return <Navigate to={reportsPaths.testWise()} replace />;
  return (
    <>
      <PageHeader
        title={t('reports.testWise.title')}
        description={t('reports.testWise.description')}
        actions={
          <Group>
            <WorkListMenu {...headerFilters} />
            <EntryListViewSwitch view="testWise" tab={tab} />
          </Group>
        }
      />
      <EntryListTabs view="testWise" />
      <ReportsTable
        label={t(`reports.tabs.${tab}`)}
        list={list}
        empty={<EntryListEmpty tab={tab} narrowed={headerFilters.departmentId !== undefined} />}
      />
    </>
  );
}
