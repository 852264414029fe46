import type { PatientReportsItem, ReportListItem } from '@lims/contract';
import { Anchor, Box, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../app/session/access';
import { DataTable, type DataTableColumn, SelectionBar, type ServerList, UserText, useRowSelection } from '../../../ui';
import { reportsPaths } from '../area';
import { useMinuteClock } from '../hooks/use-minute-clock';
import type { NoFilters, ReportSortKey } from '../hooks/use-report-lists';
import { EmergencyMark, PatientStatusBadge } from './ReportBadges';
import { PatientCell, ReportActionLink, type ReportListState, ReportMarks } from './ReportCells';
import { ReportSelectionActions } from './ReportSelectionActions';

interface PatientReportsTableProps {
  label: string;
  list: ServerList<PatientReportsItem, ReportSortKey, NoFilters>;
  empty: ReactNode;
}

/** One report beneath its patient: the test, its marks, and the link into it. */
function PatientReportRow({
  report,
  now,
  listState,
}: {
  report: ReportListItem;
  now: Date;
  listState: ReportListState;
}) {
  return (
    <Paper withBorder radius="sm" px="sm" py={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={4} miw={0}>
          <Group gap={6} wrap="wrap">
            <UserText size="sm" fw={500}>
              {report.test.name}
            </UserText>
            <UserText size="xs" c="dimmed">
              {report.department.name}
            </UserText>
            {report.sample && (
              <Text size="xs" c="dimmed" ff="monospace">
                {report.sample.autoSampleId}
              </Text>
            )}
          </Group>
          <ReportMarks report={report} now={now} />
        </Stack>
        <ReportActionLink report={report} to={reportsPaths.report(report.id)} listState={listState} />
      </Group>
    </Paper>
  );
}

/**
 * The patient-wise list (spec 002 §2 /patient-wise): each patient with the patient-level status
 * (spec 002 §4) and their reports beneath, emergency patients first as the server orders them.
 * Choosing a patient chooses all their reports for a comment or a submit.
 */
export function PatientReportsTable({ label, list, empty }: PatientReportsTableProps) {
  const { t } = useTranslation();
  const allowed = useCan();
  const now = useMinuteClock();
  const selection = useRowSelection(list.items, (item) => item.patient.id);
  const selecting = allowed('reports.manage') || allowed('reports.submit');
  const listState = { reportIds: list.items.flatMap((item) => item.reports.map((report) => report.id)) };

  const patientCell = (item: PatientReportsItem) => (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {selecting && (
        <Checkbox
          aria-label={t('reports.selectPatient', { patient: item.patient.fullName })}
          checked={selection.isSelected(item)}
          onChange={(event) => selection.toggle(item, event.currentTarget.checked)}
          mt={2}
        />
      )}
      <Stack gap={6} miw={0}>
        <Anchor component={Link} to={reportsPaths.patientWise(item.patient.id)} underline="never" c="inherit">
          <PatientCell patient={item.patient} />
        </Anchor>
        <Group gap={4} wrap="wrap">
          <PatientStatusBadge status={item.status} />
          <EmergencyMark emergency={item.emergency} />
        </Group>
      </Stack>
    </Group>
  );
  const reportsCell = (item: PatientReportsItem) => (
    <Stack gap={6}>
      {item.reports.map((report) => (
        <PatientReportRow key={report.id} report={report} now={now} listState={listState} />
      ))}
    </Stack>
  );
  // One column, the reports beneath their patient: beside the patient they would leave it
  // floating in the middle of a tall row, and on a phone's card squeezed beside a label.
  const columns: DataTableColumn<PatientReportsItem, ReportSortKey>[] = [
    {
      key: 'patient',
      header: t('reports.columns.patientReports'),
      cell: (item) => (
        <Stack gap="sm">
          {patientCell(item)}
          <Box ps={{ base: 0, sm: 'xl' }}>{reportsCell(item)}</Box>
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap="md">
      {selecting && list.items.length > 0 && (
        <SelectionBar
          selection={selection}
          selectAllLabel={t('reports.selectAll')}
          countText={t('reports.selectedPatients', { count: selection.selected.length })}
        >
          <ReportSelectionActions
            reports={selection.selected.flatMap((item) => item.reports)}
            onDone={selection.clear}
          />
        </SelectionBar>
      )}
      <DataTable
        label={label}
        list={list}
        columns={columns}
        rowKey={(item) => item.patient.id}
        searchPlaceholder={t('reports.list.searchPatients')}
        empty={empty}
        minWidth={560}
      />
    </Stack>
  );
}
