import type { ReportListItem } from '@lims/contract';
import { Checkbox, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/session/access';
import { useCurrentSession } from '../../../app/session/session-context';
import {
  DataTable,
  type DataTableColumn,
  formatLabDateTime,
  SelectionBar,
  type ServerList,
  useRowSelection,
} from '../../../ui';
import { BillNumberLink } from '../../billing';
import { reportsPaths } from '../area';
import { useMinuteClock } from '../hooks/use-minute-clock';
import type { NoFilters, ReportSortKey } from '../hooks/use-report-lists';
import { PatientCell, ReportActionLink, ReportMarks, SampleCell, TestCell } from './ReportCells';
import { ReportSelectionActions } from './ReportSelectionActions';

interface ReportsTableProps {
  label: string;
  list: ServerList<ReportListItem, ReportSortKey, NoFilters>;
  /** The doctor's list: links to the doctor's report page, read-only statuses locked, no selection. */
  forDoctor?: boolean;
  /** Something to do with the row's patient, under their name (the doctor's 'Sign all'). */
  patientAction?: (report: ReportListItem) => ReactNode;
  empty: ReactNode;
}

/**
 * Reports one to a row, paged by the server: the patient, the test, the sample and bill, the
 * status with what needs attention, and the link into the report. The link carries the page's
 * reports in order, so the entry page moves to the next one after a save.
 */
export function ReportsTable({ label, list, forDoctor = false, patientAction, empty }: ReportsTableProps) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const allowed = useCan();
  const now = useMinuteClock();
  const selection = useRowSelection(list.items, (report) => report.id);
  const selecting = !forDoctor && (allowed('reports.manage') || allowed('reports.submit'));
  const listState = { reportIds: list.items.map((report) => report.id) };
  const reportPath = forDoctor ? reportsPaths.doctorReport : reportsPaths.report;

  const columns: DataTableColumn<ReportListItem, ReportSortKey>[] = [
    {
      key: 'patient',
      header: t('reports.columns.patient'),
      cell: (report) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {selecting && (
            <Checkbox
              aria-label={t('reports.select', { test: report.test.name, patient: report.patient.fullName })}
              checked={selection.isSelected(report)}
              onChange={(event) => selection.toggle(report, event.currentTarget.checked)}
              mt={2}
            />
          )}
          <Stack gap={2} align="flex-start" miw={0}>
            <PatientCell patient={report.patient} />
            {patientAction?.(report)}
          </Stack>
        </Group>
      ),
    },
    { key: 'test', header: t('reports.columns.test'), cell: (report) => <TestCell report={report} /> },
    {
      key: 'sample',
      header: t('reports.columns.sampleAndBill'),
      sortKey: 'accessionDate',
      width: 160,
      cell: (report) => (
        <Stack gap={4}>
          <SampleCell report={report} />
          <Stack gap={0}>
            <BillNumberLink bill={report.bill} />
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatLabDateTime(report.bill.billedAt, timeZone)}
            </Text>
          </Stack>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('reports.columns.status'),
      width: 170,
      cell: (report) => <ReportMarks report={report} now={now} forDoctor={forDoctor} />,
    },
    {
      key: 'action',
      header: t('reports.columns.action'),
      width: 80,
      cell: (report) => <ReportActionLink report={report} to={reportPath(report.id)} listState={listState} />,
    },
  ];

  return (
    <Stack gap="md">
      {selecting && list.items.length > 0 && (
        <SelectionBar
          selection={selection}
          selectAllLabel={t('reports.selectAll')}
          countText={t('reports.selected', { count: selection.selected.length })}
        >
          <ReportSelectionActions reports={selection.selected} onDone={selection.clear} />
        </SelectionBar>
      )}
      <DataTable
        label={label}
        list={list}
        columns={columns}
        rowKey={(report) => report.id}
        searchPlaceholder={t('reports.list.search')}
        empty={empty}
        // Fits the content beside the navigation at 1024 px, so the way in never needs a sideways scroll.
        minWidth={720}
      />
    </Stack>
  );
}
