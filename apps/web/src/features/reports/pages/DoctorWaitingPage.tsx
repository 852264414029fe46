import type { ReportListItem } from '@lims/contract';
import { doctorReadOnlyStatuses } from '@lims/domain';
import { Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useDateRange } from '../../../app/date-range/date-range-context';
import { useCurrentSession } from '../../../app/session/session-context';
import { EmptyState, LinkTabs, PageHeader } from '../../../ui';
import { toDay } from '../../../ui/date-range-values';
import { reportsPaths } from '../area';
import { type DoctorDepartmentChoice, DoctorWaitingFilters } from '../components/DoctorWaitingFilters';
import { doctorWaitingTabOf, doctorWaitingTabs } from '../components/entry-list-tabs';
import { ReportsTable } from '../components/ReportsTable';
import { SignPatientReports } from '../components/SignPatientReports';
import { useDoctorWaitingList, useRefreshOnReports } from '../hooks/use-report-lists';

/**
 * The signed-in doctor's own list (`/doctor-waiting/{tab}`, spec 001 §2, §4 'Doctor-login
 * read-only', §7 doctor/waiting and doctor/history): the reports waiting for them, or those they
 * signed, by dates; each opens on the doctor's report page to read, enter where the lab allows,
 * and sign.
 */
export function DoctorWaitingPage() {
  const { t } = useTranslation();
  const tab = doctorWaitingTabOf(useParams().tab);
  const { timeZone } = useCurrentSession();
  const { range } = useDateRange();
  const [department, setDepartment] = useState<DoctorDepartmentChoice>('all');
  const [assigned, setAssigned] = useState(false);
  const list = useDoctorWaitingList({
    view: tab === 'history' ? 'history' : 'waiting',
    department,
    assigned: assigned ? true : undefined,
    from: toDay(range.from, timeZone),
    to: toDay(range.to, timeZone),
  });
  useRefreshOnReports();
  if (tab === null) return <Navigate to={reportsPaths.doctorWaiting()} replace />;
  const narrowed = department !== 'all' || assigned;
  // The server decides which it may sign; a report the doctor only reads is not even asked for.
  const signableOf = (patientId: number) =>
    list.items
      .filter((report) => report.patient.id === patientId && !doctorReadOnlyStatuses.has(report.status))
      .map((report) => report.id);
  const signPatient = (report: ReportListItem) => {
    const reportIds = signableOf(report.patient.id);
    return reportIds.length > 0 ? <SignPatientReports patient={report.patient} reportIds={reportIds} /> : null;
  };
  return (
    <>
      <PageHeader title={t('reports.doctorWaiting.title')} description={t('reports.doctorWaiting.description')} />
      <LinkTabs
        label={t('reports.doctorWaiting.tabsLabel')}
        tabs={doctorWaitingTabs.map((each) => ({
          to: reportsPaths.doctorWaiting(each),
          label: t(`reports.doctorWaiting.tabs.${each}`),
        }))}
      />
      {/* Above the table, not in its toolbar: an empty list still lets the doctor change the days. */}
      <Group gap="sm" align="center" wrap="wrap" mb="md">
        <DoctorWaitingFilters
          department={department}
          onDepartmentChange={setDepartment}
          assigned={assigned}
          onAssignedChange={setAssigned}
        />
      </Group>
      <ReportsTable
        label={t(`reports.doctorWaiting.tabs.${tab}`)}
        list={list}
        forDoctor
        patientAction={tab === 'history' ? undefined : signPatient}
        empty={
          narrowed ? (
            <EmptyState
              variant="noPending"
              title={t('messages.filteredDataNotFound')}
              description={t('reports.doctorWaiting.emptyFiltered')}
            />
          ) : (
            <EmptyState
              variant={tab === 'history' ? 'noPending' : 'allProcessed'}
              description={
                tab === 'history' ? t('reports.doctorWaiting.emptyHistory') : t('reports.doctorWaiting.empty')
              }
            />
          )
        }
      />
    </>
  );
}
