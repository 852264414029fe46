import type { OutsourcingReportItem } from '@lims/contract';
import { Anchor, Button, Checkbox, Group, Menu, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../../app/money/use-money';
import { notifyError } from '../../../app/notify-error';
import { useCan } from '../../../app/session/access';
import { useCurrentSession } from '../../../app/session/session-context';
import {
  confirm,
  DataTable,
  type DataTableColumn,
  EmptyState,
  formatLabDate,
  formatLabDateTime,
  SelectionBar,
  showError,
  showSuccess,
  UserText,
  useRowSelection,
} from '../../../ui';
import { BillNumberLink } from '../../billing';
import { patientsPaths } from '../../patients/area';
import { fileReportUrl } from '../api/outsourcing-api';
import {
  type OutsourcingSortKey,
  type OutsourcingView,
  useMakeNormalReport,
  useOutsourcingList,
  usePutBack,
} from '../hooks/use-outsourcing';
import { OutsourceDialog } from './OutsourceDialog';
import { OutsourcingBadges } from './OutsourcingBadges';
import { OutsourcingHistoryDialog } from './OutsourcingHistoryDialog';
import { UploadReportDialog } from './UploadReportDialog';

type OpenDialog =
  | { kind: 'outsource'; reports: OutsourcingReportItem[] }
  | { kind: 'upload' | 'history'; report: OutsourcingReportItem };

const emptyTexts = {
  eligible: 'outsourcing.list.emptyEligible',
  outsourced: 'outsourcing.list.emptyOutsourced',
  returned: 'outsourcing.list.emptyReturned',
} as const;

/**
 * One tab of the outsourcing page (spec 002 §7 Outsourcing): the reports, searched, sorted and
 * paged by the server. Eligible reports are chosen row by row and sent together; an outsourced
 * one is put back, marked done or given the centre's report from its row's menu.
 */
export function OutsourcingTable({ view }: { view: OutsourcingView }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const money = useMoney();
  const allowed = useCan();
  const list = useOutsourcingList(view);
  const putBack = usePutBack();
  const makeNormal = useMakeNormalReport();
  const selection = useRowSelection(list.items, (report) => report.labReportId);
  const { selected } = selection;
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const mayManage = allowed('outsourcing.manage');
  const selecting = view === 'eligible' && mayManage;

  const testName = (report: OutsourcingReportItem) => `${report.test.code} ${report.test.name}`;

  const columns: DataTableColumn<OutsourcingReportItem, OutsourcingSortKey>[] = [
    {
      key: 'test',
      header: t('outsourcing.columns.test'),
      cell: (report) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {selecting && (
            <Checkbox
              aria-label={t('outsourcing.select', { test: report.test.name, bill: report.bill.labBillId })}
              checked={selection.isSelected(report)}
              onChange={(event) => selection.toggle(report, event.currentTarget.checked)}
              mt={2}
            />
          )}
          <Stack gap={2} miw={0}>
            <UserText size="sm" fw={500}>
              {report.test.name}
            </UserText>
            <Text size="xs" c="dimmed" ff="monospace">
              {report.test.code}
            </Text>
          </Stack>
        </Group>
      ),
    },
    {
      key: 'badges',
      header: t('outsourcing.columns.status'),
      width: 170,
      cell: (report) => <OutsourcingBadges report={report} />,
    },
    {
      key: 'patient',
      header: t('outsourcing.columns.patient'),
      cell: (report) => (
        <Stack gap={2} miw={0}>
          <Anchor component={Link} to={patientsPaths.patient(report.patient.id)} size="sm">
            <UserText inherit truncate="end">
              {report.patient.fullName}
            </UserText>
          </Anchor>
          <Text size="xs" c="dimmed" ff="monospace">
            {report.patient.labPatientId}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'bill',
      header: t('outsourcing.columns.bill'),
      sortKey: 'billedAt',
      width: 140,
      cell: (report) => (
        <Stack gap={2} miw={0}>
          <BillNumberLink bill={report.bill} />
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatLabDate(report.billedAt, timeZone)}
          </Text>
          {report.sample && (
            <Text size="xs" c="dimmed" ff="monospace">
              {report.sample.autoSampleId}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'centre',
      header: t('outsourcing.columns.centre'),
      cell: (report) => {
        const centre = report.outsourcing?.centre ?? report.suggestedCentre;
        if (!centre) return '-';
        return (
          <Stack gap={2} miw={0}>
            <UserText size="sm">{centre.name}</UserText>
            {report.outsourcing ? (
              <Text size="xs" dir="ltr" ta="start" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {money.format(report.outsourcing.price)}
              </Text>
            ) : (
              <Text size="xs" c="dimmed">
                {t('outsourcing.suggested')}
              </Text>
            )}
          </Stack>
        );
      },
    },
    ...(view === 'eligible'
      ? []
      : [
          {
            key: 'sent',
            header: t('outsourcing.columns.sent'),
            sortKey: 'outsourcedAt' as const,
            width: 170,
            cell: (report: OutsourcingReportItem) =>
              report.outsourcing ? (
                <Stack gap={2} miw={0}>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatLabDateTime(report.outsourcing.outsourcedAt, timeZone)}
                  </Text>
                  {report.outsourcing.outsourcedBy && (
                    <UserText size="xs" c="dimmed">
                      {report.outsourcing.outsourcedBy}
                    </UserText>
                  )}
                  {report.outsourcing.fileReport && (
                    <Anchor href={fileReportUrl(report.outsourcing.id)} target="_blank" rel="noopener" size="xs">
                      {t('outsourcing.actions.openReport')}
                    </Anchor>
                  )}
                </Stack>
              ) : (
                '-'
              ),
          },
        ]),
  ];

  const putBackReport = async (report: OutsourcingReportItem, markDone: boolean) => {
    const sending = report.outsourcing;
    if (!sending) return;
    const confirmed = await confirm({
      title: t(markDone ? 'outsourcing.putBack.doneTitle' : 'outsourcing.putBack.title', { test: report.test.name }),
      message: t(markDone ? 'outsourcing.putBack.doneMessage' : 'outsourcing.putBack.message'),
      confirmLabel: t(markDone ? 'outsourcing.actions.putBackDone' : 'outsourcing.actions.putBack'),
    });
    if (!confirmed) return;
    putBack.mutate(
      { id: sending.id, version: sending.version, markDone },
      {
        onSuccess: () => showSuccess(t(markDone ? 'outsourcing.done.markedDone' : 'outsourcing.done.putBack')),
        onError: (error) => notifyError(error),
      },
    );
  };

  const rowItems = (report: OutsourcingReportItem): ReactNode => {
    const sending = report.outsourcing;
    const out = sending?.status === 'sent';
    return [
      mayManage && report.outsourceEligible && (
        <Menu.Item key="outsource" onClick={() => setDialog({ kind: 'outsource', reports: [report] })}>
          {t('outsourcing.actions.outsource')}
        </Menu.Item>
      ),
      mayManage && out && (
        <Menu.Item key="putBack" disabled={putBack.isPending} onClick={() => void putBackReport(report, false)}>
          {t('outsourcing.actions.putBack')}
        </Menu.Item>
      ),
      mayManage && out && (
        <Menu.Item key="putBackDone" disabled={putBack.isPending} onClick={() => void putBackReport(report, true)}>
          {t('outsourcing.actions.putBackDone')}
        </Menu.Item>
      ),
      mayManage && out && !sending.fileReport && (
        <Menu.Item key="upload" onClick={() => setDialog({ kind: 'upload', report })}>
          {t('outsourcing.actions.uploadReport')}
        </Menu.Item>
      ),
      sending?.fileReport && (
        <Menu.Item key="open" component="a" href={fileReportUrl(sending.id)} target="_blank" rel="noopener">
          {t('outsourcing.actions.openReport')}
        </Menu.Item>
      ),
      mayManage && out && sending.fileReport && (
        <Menu.Item
          key="normal"
          disabled={makeNormal.isPending}
          onClick={() =>
            makeNormal.mutate(
              { id: sending.id, version: sending.version },
              {
                onSuccess: () => showSuccess(t('outsourcing.done.normal')),
                onError: (error) => notifyError(error),
              },
            )
          }
        >
          {t('outsourcing.actions.makeNormal')}
        </Menu.Item>
      ),
      <Menu.Item key="history" onClick={() => setDialog({ kind: 'history', report })}>
        {t('outsourcing.actions.history')}
      </Menu.Item>,
    ];
  };

  const selectionBar = selecting && list.items.length > 0 && (
    <SelectionBar
      selection={selection}
      selectAllLabel={t('outsourcing.selectAll')}
      countText={t('outsourcing.selected', { count: selected.length })}
    >
      <Button
        leftSection={<IconSend size={16} />}
        onClick={() =>
          selected.length === 0
            ? showError(t('messages.selectMappedTestsForOutsource'))
            : setDialog({ kind: 'outsource', reports: selected })
        }
      >
        {t('outsourcing.actions.outsource')}
      </Button>
    </SelectionBar>
  );

  return (
    <Stack gap="md">
      {selectionBar}
      <DataTable
        label={t(`outsourcing.tabs.${view}`)}
        list={list}
        columns={columns}
        rowKey={(report) => report.labReportId}
        rowActions={{ name: testName, items: rowItems }}
        searchPlaceholder={t('outsourcing.list.search')}
        empty={<EmptyState variant="noPending" title={t('messages.dataNotFound')} description={t(emptyTexts[view])} />}
        minWidth={1000}
      />
      {dialog?.kind === 'outsource' && (
        <OutsourceDialog
          reports={dialog.reports}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            selection.clear();
          }}
        />
      )}
      {dialog?.kind === 'upload' && <UploadReportDialog report={dialog.report} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'history' && (
        <OutsourcingHistoryDialog report={dialog.report} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}
