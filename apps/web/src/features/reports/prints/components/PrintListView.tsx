import type { PageBreak, PrintListPatient, PrintListReport } from '@lims/contract';
import { type PrintListTabName, printCardGroups } from '@lims/domain';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Switch, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilter, IconFilterOff, IconRefresh, IconSend } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateRange } from '../../../../app/date-range/date-range-context';
import { useReportsFilterRange } from '../../../../app/date-range/use-reports-filter-range';
import { localiseMessage } from '../../../../app/i18n/localise-message';
import { useCan } from '../../../../app/session/access';
import { useCurrentSession } from '../../../../app/session/session-context';
import { EmptyState, searchDebounceMs, showSuccess, TableSkeleton } from '../../../../ui';
import { TablePager } from '../../../../ui/data-table/TablePager';
import { toDay } from '../../../../ui/date-range-values';
import { showReportsFailure } from '../../hooks/use-report-lists';
import { ReportViewerModal } from '../../viewer/ReportViewerModal';
import { usePrintBlock } from '../hooks/use-print-block';
import {
  type PrintListFilters,
  useArchiveReport,
  useMarkPrintDone,
  usePrintList,
  useRefreshOnPrints,
} from '../hooks/use-report-prints';
import { PrintAllMenu } from './PageBreakMenu';
import { PatientPrintCard } from './PatientPrintCard';
import classes from './PrintCards.module.css';
import { allCases, noSearches, type PrintCases, PrintFilterPanel, type PrintSearches } from './PrintFilterPanel';
import { PrintGroupHeading } from './PrintGroupHeading';
import { type PrintRequest, PrintRunModal } from './PrintRunModal';
import { SubmitAllModal, type SubmitCandidate } from './SubmitAllModal';

const trimmed = (value: string) => (value.trim() === '' ? undefined : value.trim());

/**
 * The print and dispatch list (spec 001 §2, §4) of one tab: the toolbar, the header that
 * toggles the filter panel, the patient cards under their headings, and the Print All, Submit
 * All and viewer dialogs. `patientId`: one patient's reports of any day (spec 001 §2
 * /dispatched/{labUserId}); `patientLink`: the dispatched list, whose cards open their patient.
 */
export function PrintListView({
  tab,
  patientId = null,
  patientLink,
  header,
}: {
  tab: PrintListTabName;
  patientId?: number | null;
  patientLink?: (patientId: number) => string;
  /** The page's title and tabs, given the name of the first patient listed (one patient's page names them). */
  header: (patientName: string | null) => ReactNode;
}) {
  const { t } = useTranslation();
  const allowed = useCan();
  const { timeZone, currentDepartment } = useCurrentSession();
  // The reports filter and the default report window (spec 001 §2 'Other widgets', §9).
  useReportsFilterRange();
  const { range } = useDateRange();
  const [hideOutsourced, setHideOutsourced] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [searches, setSearches] = useState<PrintSearches>(noSearches);
  const [sentSearches] = useDebouncedValue(searches, searchDebounceMs);
  const [cases, setCases] = useState<PrintCases>(allCases);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [printRequest, setPrintRequest] = useState<PrintRequest | null>(null);
  const [submitting, setSubmitting] = useState<SubmitCandidate[] | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [markedPatients, setMarkedPatients] = useState<ReadonlySet<number>>(new Set());
  const [archived, setArchived] = useState<ReadonlySet<number>>(new Set());
  const printBlock = usePrintBlock();
  const markPrintDone = useMarkPrintDone();
  const archive = useArchiveReport();

  const filters: PrintListFilters = {
    tab,
    ...(patientId === null
      ? { from: toDay(range.from, timeZone), to: toDay(range.to, timeZone), departmentId: currentDepartment?.id }
      : { patientId }),
    hideOutsourced: hideOutsourced ? 'true' : undefined,
    hideSeen: cases.hideSeen ? 'true' : undefined,
    statusCase: cases.statusCase,
    paidCase: cases.paidCase,
    searchId: trimmed(sentSearches.searchId),
    searchName: trimmed(sentSearches.searchName),
    searchReferral: trimmed(sentSearches.searchReferral),
    searchOrganisation: trimmed(sentSearches.searchOrganisation),
  };
  const list = usePrintList(filters);
  useRefreshOnPrints();

  // An archived report leaves at once; the list read again afterwards agrees.
  const cards: PrintListPatient[] = list.items
    .map((card) => ({ ...card, reports: card.reports.filter((report) => !archived.has(report.id)) }))
    .filter((card) => card.reports.length > 0);
  const reportsShown = cards.flatMap((card) => card.reports);
  const chosen = reportsShown.filter((report) => selected.has(report.id));
  const choosable = chosen.filter((report) => printBlock(report) === null);
  const allChosen = reportsShown.length > 0 && chosen.length === reportsShown.length;
  const groups = list.grouping === null ? [] : printCardGroups(cards, list.grouping);
  const canSubmit = allowed('reports.submit') && tab !== 'dispatched' && tab !== 'archives';

  const choose = (reportIds: number[], on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of reportIds) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const print = (reportIds: number[], pageBreak: PageBreak) => {
    if (reportIds.length > 0) setPrintRequest({ reportIds, pageBreak });
  };
  const reviewSubmit = (reports: PrintListReport[]) =>
    setSubmitting(
      reports.map((report) => {
        const card = cards.find((item) => item.reports.some((candidate) => candidate.id === report.id));
        return {
          id: report.id,
          patientName: card?.patient.fullName ?? '',
          labPatientId: card?.patient.labPatientId ?? '',
          testName: report.test.name,
        };
      }),
    );
  const markDone = (patient: number, reportIds: number[]) =>
    markPrintDone.mutate(reportIds, {
      onSuccess: () => {
        setMarkedPatients((previous) => new Set(previous).add(patient));
        showSuccess(localiseMessage('printDoneMarked'));
      },
      onError: (error) => showReportsFailure(error, 'somethingWentWrong'),
    });
  const archiveOne = (report: PrintListReport) =>
    archive.mutate(report.id, {
      onSuccess: () => {
        setArchived((previous) => new Set(previous).add(report.id));
        choose([report.id], false);
        showSuccess(localiseMessage('reportArchived'));
      },
      onError: (error) => showReportsFailure(error, 'somethingWentWrong'),
    });

  const printBlocked = chosen.length > 0 && choosable.length === 0 ? (chosen[0] ? printBlock(chosen[0]) : null) : null;

  return (
    <Stack gap="md">
      <div>{header(cards[0]?.patient.fullName ?? null)}</div>
      <Paper withBorder radius="md" p="sm" component="section" aria-label={t('reportPrints.toolbar.label')}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="wrap">
            <Switch
              label={t('reportPrints.toolbar.hideOutsourced')}
              checked={hideOutsourced}
              onChange={(event) => setHideOutsourced(event.currentTarget.checked)}
            />
            <Button
              variant="default"
              disabled={reportsShown.length === 0}
              onClick={() =>
                allChosen
                  ? setSelected(new Set())
                  : choose(
                      reportsShown.map((report) => report.id),
                      true,
                    )
              }
            >
              {allChosen ? t('reportPrints.toolbar.clearSelection') : t('reportPrints.toolbar.selectAll')}
            </Button>
            {chosen.length > 0 && (
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('reportPrints.toolbar.selected', { count: chosen.length })}
              </Text>
            )}
          </Group>
          <Group gap="xs" wrap="wrap">
            <PrintAllMenu
              disabled={chosen.length === 0}
              blocked={printBlocked}
              onPrint={(pageBreak) =>
                print(
                  choosable.map((report) => report.id),
                  pageBreak,
                )
              }
            />
            {canSubmit && (
              <Button
                variant="light"
                leftSection={<IconSend size={16} />}
                disabled={chosen.filter((report) => !report.dispatched).length === 0}
                onClick={() => reviewSubmit(chosen.filter((report) => !report.dispatched))}
              >
                {t('reportPrints.toolbar.submitAll')}
              </Button>
            )}
            <Tooltip label={t('reportPrints.toolbar.filters')}>
              <ActionIcon
                variant={filtersOpen ? 'filled' : 'default'}
                size="lg"
                aria-label={t('reportPrints.toolbar.filters')}
                aria-pressed={filtersOpen}
                onClick={() => setFiltersOpen((open) => !open)}
              >
                {filtersOpen ? <IconFilterOff size={18} /> : <IconFilter size={18} />}
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('reportPrints.toolbar.refresh')}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('reportPrints.toolbar.refresh')}
                loading={list.refreshing}
                onClick={list.refetch}
              >
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {list.counts && (
          <Group gap="xs" mt="xs" aria-label={t('reportPrints.counts.label')}>
            <Badge variant="light" color="blue">
              {t('reportPrints.counts.signed', { count: list.counts.signed })}
            </Badge>
            <Badge variant="light" color="teal">
              {t('reportPrints.counts.dispatched', { count: list.counts.dispatched })}
            </Badge>
          </Group>
        )}
      </Paper>

      <button
        type="button"
        className={classes.header}
        aria-expanded={filtersOpen}
        onClick={() => setFiltersOpen((open) => !open)}
      >
        {/* The columns' names stay in the button's name (what is seen is what is said), the hint after them. */}
        <VisuallyHidden>{t('reportPrints.columns.toggleFilters')}</VisuallyHidden>
        {(['patientId', 'patientDetails', 'referral', 'organisation', 'readyReports', 'pendingPrints'] as const).map(
          (column) => (
            <Text
              key={column}
              size="sm"
              fw={600}
              className={column === 'readyReports' || column === 'pendingPrints' ? classes.count : undefined}
            >
              {t(`reportPrints.columns.${column}`)}
            </Text>
          ),
        )}
      </button>
      {filtersOpen && (
        <PrintFilterPanel
          searches={searches}
          onSearches={setSearches}
          cases={cases}
          onCases={setCases}
          showStatusCase={tab === 'all' || tab === 'pending'}
        />
      )}

      {list.status === 'loading' ? (
        <TableSkeleton />
      ) : list.status === 'failed' ? (
        <EmptyState variant="failedToLoad" onRetry={list.refetch} />
      ) : cards.length === 0 ? (
        <EmptyState variant="noPending" title={localiseMessage('reportsNotFound')} />
      ) : (
        <Stack gap="md">
          {groups.map((group) => (
            <Stack key={group.kind === 'day' ? group.day : group.kind} gap="sm" component="section">
              <PrintGroupHeading group={group} />
              {group.cards.map((card) => (
                <PatientPrintCard
                  key={card.patient.id}
                  card={card}
                  offers={{
                    patientLink: patientLink && patientId === null ? patientLink(card.patient.id) : null,
                    submit: canSubmit,
                    archive: tab === 'archives' && allowed('reports.print'),
                  }}
                  selected={selected}
                  onSelect={choose}
                  printBlock={printBlock}
                  onView={setViewing}
                  onPrint={print}
                  onSubmit={reviewSubmit}
                  printDone={markedPatients.has(card.patient.id)}
                  markingPrintDone={
                    markPrintDone.isPending &&
                    card.reports.some((report) => markPrintDone.variables?.includes(report.id) ?? false)
                  }
                  onMarkPrintDone={(reportIds) => markDone(card.patient.id, reportIds)}
                  onArchive={archiveOne}
                  archiving={archive.isPending ? (archive.variables ?? null) : null}
                />
              ))}
            </Stack>
          ))}
          <TablePager list={list.pager} compact={false} />
        </Stack>
      )}

      <PrintRunModal request={printRequest} onClose={() => setPrintRequest(null)} />
      <SubmitAllModal
        reports={submitting}
        onClose={() => setSubmitting(null)}
        onSubmitted={() => setSelected(new Set())}
      />
      <ReportViewerModal
        reportId={viewing}
        billDue={reportsShown.find((report) => report.id === viewing)?.bill.due}
        billId={reportsShown.find((report) => report.id === viewing)?.bill.id}
        onClose={() => setViewing(null)}
      />
    </Stack>
  );
}
