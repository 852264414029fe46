import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useReportsFilterRange } from '../../../app/date-range/use-reports-filter-range';
import { PageHeader } from '../../../ui';
import { WorkListMenu } from '../../worklists';
import { reportsPaths } from '../area';
import { EntryListEmpty } from '../components/EntryListEmpty';
import { EntryListTabs, EntryListViewSwitch } from '../components/EntryListNav';
import { entryListTabOf, patientIdOf } from '../components/entry-list-tabs';
import { PatientReportsTable } from '../components/PatientReportsTable';
import {
  type ReportListFilters,
  useHeaderFilters,
  usePatientWiseList,
  useRefreshOnReports,
} from '../hooks/use-report-lists';

/**
 * The patient-wise entry list (`/patient-wise/{tab}`, spec 002 §2): patients with their reports
 * of a tab in the header's days and department. `/patient-wise/{id}` (spec 001 §2, the default
 * target when a patient's reports are opened) shows every report of that patient, of any day.
 */
export function PatientWisePage() {
  const { t } = useTranslation();
  const segment = useParams().tab;
  const tab = entryListTabOf(segment);
  const patientId = patientIdOf(segment);
  useReportsFilterRange();
  const headerFilters = useHeaderFilters();
  const filters: ReportListFilters =
    patientId === null ? { tab: tab ?? 'pending', ...headerFilters } : { tab: 'total', patientId };
  const list = usePatientWiseList(filters);
  useRefreshOnReports();
  if (tab === null && patientId === null) return <Navigate to={reportsPaths.patientWise()} replace />;
  const patientName = patientId === null ? null : list.items[0]?.patient.fullName;
  return (
    <>
      <PageHeader
        title={
          patientName ? t('reports.patientWise.patientTitle', { patient: patientName }) : t('reports.patientWise.title')
        }
        description={
          patientId === null ? t('reports.patientWise.description') : t('reports.patientWise.patientDescription')
        }
        actions={
          <Group>
            <WorkListMenu {...headerFilters} />
            <EntryListViewSwitch view="patientWise" tab={tab ?? 'total'} />
          </Group>
        }
      />
      {patientId !== null && (
        <Anchor component={Link} to={reportsPaths.patientWise()} size="sm" mb="sm" display="inline-flex">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} className="lims-flip-rtl" />
            {t('reports.patientWise.allPatients')}
          </Group>
        </Anchor>
      )}
      <EntryListTabs view="patientWise" />
      <PatientReportsTable
        label={patientName ?? t(`reports.tabs.${tab ?? 'total'}`)}
        list={list}
        empty={
          <EntryListEmpty
            tab={tab ?? 'total'}
            narrowed={patientId === null && headerFilters.departmentId !== undefined}
          />
        }
      />
    </>
  );
}
