import type { OverviewReport, PatientVisit } from '@lims/contract';
import { defaultDateFormat } from '@lims/domain';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Grid,
  Group,
  NavLink,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconCheck, IconFileText, IconHeartFilled, IconPrinter, IconTable } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../app/session/access';
import { Dialog, EmptyState, UserText } from '../../../ui';
import {
  billsToShare,
  criticalColour,
  ReportStatusBadge,
  ReportViewerModal,
  ShareReportsButton,
  ValueFlag,
} from '../../reports';
import { patientsPaths } from '../area';
import { showOverviewFailure, useMarkPrintDone, usePatientVisits, useVisitReports } from './use-overview';

/** A visit day (`YYYY-MM-DD`) as the product writes dates, DD-MM-YYYY (spec 000 §9). */
export const visitDayLabel = (day: string) => dayjs(day).format(defaultDateFormat);

export interface PatientOverviewModalProps {
  patientId: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * The Patient Overview modal (spec 000 §2; §4 'Patient overview'): the visit days newest first
 * with a heart on the days with a cardiac score; the newest day active once they load and its
 * reports fetched; a day's reports kept after first load; choosing the active day again folds
 * or unfolds its test list; Back and Escape close it.
 */
export function PatientOverviewModal({ patientId, opened, onClose }: PatientOverviewModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('patientOverview.title')} size="76rem" closeOnEscape>
      {opened && <PatientOverview patientId={patientId} onClose={onClose} />}
    </Dialog>
  );
}

function PatientOverview({ patientId, onClose }: { patientId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const visits = usePatientVisits(patientId);
  const [activeDay, setActiveDay] = useState<string | null>(null);
  const [testsShown, setTestsShown] = useState(true);
  const [viewedReport, setViewedReport] = useState<OverviewReport | null>(null);

  const newestDay = visits.data?.items[0]?.day ?? null;
  useEffect(() => {
    if (activeDay === null && newestDay !== null) setActiveDay(newestDay);
  }, [activeDay, newestDay]);
  useEffect(() => {
    if (visits.isError) showOverviewFailure(visits.error, 'reportListFetchFailed');
  }, [visits.isError, visits.error]);

  const choose = (day: string) => {
    if (day === activeDay) {
      setTestsShown((shown) => !shown);
      return;
    }
    setActiveDay(day);
    setTestsShown(true);
  };

  const header = (
    <Group justify="space-between" gap="sm" mb="sm">
      <Anchor component="button" type="button" size="sm" onClick={onClose}>
        <IconArrowLeft size={14} className="lims-flip-rtl" style={{ verticalAlign: 'middle' }} aria-hidden />{' '}
        {t('patientOverview.back')}
      </Anchor>
      <Anchor component={Link} to={patientsPaths.cumulative(patientId)} size="sm">
        <IconTable size={14} style={{ verticalAlign: 'middle' }} aria-hidden /> {t('patientOverview.cumulativeLink')}
      </Anchor>
    </Group>
  );

  if (visits.isPending) {
    return (
      <Stack gap="sm" aria-busy aria-label={t('patientOverview.loading')}>
        {header}
        <Skeleton h={36} />
        <Skeleton h={36} />
        <Skeleton h={160} />
      </Stack>
    );
  }
  if (visits.isError) {
    return (
      <Stack gap="sm">
        {header}
        <EmptyState
          variant="failedToLoad"
          title={t('messages.reportListFetchFailed')}
          onRetry={() => void visits.refetch()}
        />
      </Stack>
    );
  }
  if (visits.data.items.length === 0) {
    return (
      <Stack gap="sm">
        {header}
        <Text c="dimmed" ta="center" py="xl">
          {t('patientOverview.noVisits')}
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap={0}>
      {header}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <Box component="nav" aria-label={t('patientOverview.visitDays')}>
            <Text size="xs" fw={600} c="dimmed" mb={4}>
              {t('patientOverview.visitDays')}
            </Text>
            <ScrollArea.Autosize mah="60vh" type="auto" offsetScrollbars>
              <Stack gap={2}>
                {visits.data.items.map((visit) => (
                  <VisitDay
                    key={visit.day}
                    patientId={patientId}
                    visit={visit}
                    active={visit.day === activeDay}
                    testsShown={visit.day === activeDay && testsShown}
                    onChoose={() => choose(visit.day)}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }} miw={0}>
          {activeDay !== null && <DayReports patientId={patientId} day={activeDay} onView={setViewedReport} />}
        </Grid.Col>
      </Grid>
      <ReportViewerModal
        reportId={viewedReport?.id ?? null}
        billDue={viewedReport?.bill.due}
        onClose={() => setViewedReport(null)}
      />
    </Stack>
  );
}

function VisitDay({
  patientId,
  visit,
  active,
  testsShown,
  onChoose,
}: {
  patientId: number;
  visit: PatientVisit;
  active: boolean;
  testsShown: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  // Only the active day's reports are asked for; another day's come from the cache when kept.
  const reports = useVisitReports(patientId, active ? visit.day : null);
  return (
    <NavLink
      component="button"
      type="button"
      active={active}
      opened={testsShown}
      onClick={onChoose}
      aria-expanded={active ? testsShown : undefined}
      label={
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={active ? 600 : 500}>
            {visitDayLabel(visit.day)}
          </Text>
          {visit.cardiacScore && (
            <IconHeartFilled
              size={14}
              color="var(--mantine-color-red-7)"
              aria-label={t('patientOverview.cardiacScore')}
              role="img"
            />
          )}
        </Group>
      }
      description={t('patientOverview.reportCount', { number: visit.reports })}
      // The active link's own small text in the primary colour reads 4.47:1 on its background.
      styles={{ description: { color: 'var(--mantine-color-dimmed)' } }}
      childrenOffset="sm"
    >
      {active &&
        (reports.data?.items ?? []).map((report) => (
          <Text key={report.id} size="xs" py={2} ps="xs" c="dimmed" dir="auto">
            {report.test.name}
          </Text>
        ))}
    </NavLink>
  );
}

/** The right side: the day's reports with their results, and the day's 'Mark As Print Done'. */
function DayReports({
  patientId,
  day,
  onView,
}: {
  patientId: number;
  day: string;
  onView: (report: OverviewReport) => void;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const reports = useVisitReports(patientId, day);
  const markPrintDone = useMarkPrintDone(patientId, day);
  const [markedDays, setMarkedDays] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (reports.isError) showOverviewFailure(reports.error, 'reportListDetailsFetchFailed');
  }, [reports.isError, reports.error]);

  if (reports.isPending) return <Skeleton h={200} aria-busy />;
  if (reports.isError) {
    return (
      <EmptyState
        variant="failedToLoad"
        title={t('messages.reportListDetailsFetchFailed')}
        onRetry={() => void reports.refetch()}
      />
    );
  }

  const signed = reports.data.items.filter((report) => report.signed);
  const printed = markedDays.has(day) || (signed.length > 0 && signed.every((report) => report.printDone));
  const mayPrint = can('reports.print');
  const mark = () =>
    markPrintDone.mutate(
      signed.map((report) => report.id),
      {
        onSuccess: () => setMarkedDays((previous) => new Set(previous).add(day)),
        onError: (error) => showOverviewFailure(error, 'getReportsFailed'),
      },
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={3} fz="h5">
          {visitDayLabel(day)}
        </Title>
        <Group gap="xs" wrap="wrap">
          <ShareReportsButton billIds={billsToShare(signed, new Set())} />
          {mayPrint && signed.length > 0 && (
            <Button
              size="xs"
              variant={printed ? 'light' : 'filled'}
              color={printed ? 'teal' : undefined}
              leftSection={printed ? <IconCheck size={14} /> : <IconPrinter size={14} />}
              loading={markPrintDone.isPending}
              onClick={printed ? undefined : mark}
              aria-disabled={printed || undefined}
            >
              {printed ? t('patientOverview.printDone') : t('patientOverview.markPrintDone')}
            </Button>
          )}
        </Group>
      </Group>
      {reports.data.items.length === 0 ? (
        <Text c="dimmed">{t('patientOverview.noReports')}</Text>
      ) : (
        reports.data.items.map((report) => (
          <ReportCard key={report.id} report={report} mayView={mayPrint && report.signed} onView={onView} />
        ))
      )}
    </Stack>
  );
}

function ReportCard({
  report,
  mayView,
  onView,
}: {
  report: OverviewReport;
  mayView: boolean;
  onView: (report: OverviewReport) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={report.test.name}>
      <Group justify="space-between" gap="xs" wrap="wrap" mb="xs">
        <Stack gap={0} miw={0}>
          <UserText fw={600} size="sm">
            {report.test.name}
          </UserText>
          <Text size="xs" c="dimmed" dir="auto">
            {report.department.name} · {t('patientOverview.bill', { id: report.bill.labBillId })}
          </Text>
        </Stack>
        <Group gap="xs">
          <ReportStatusBadge status={report.status} />
          {report.printDone && (
            <Badge color="teal" variant="light" radius="sm" leftSection={<IconCheck size={12} aria-hidden />}>
              {t('patientOverview.printDone')}
            </Badge>
          )}
          {mayView && (
            <Button
              size="compact-xs"
              variant="default"
              leftSection={<IconFileText size={12} />}
              onClick={() => onView(report)}
            >
              {t('patientOverview.viewReport')}
            </Button>
          )}
        </Group>
      </Group>
      <ReportResults report={report} />
    </Paper>
  );
}

function ReportResults({ report }: { report: OverviewReport }) {
  const { t } = useTranslation();
  if (report.results.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {report.signed ? t('patientOverview.noResults') : t('patientOverview.resultsPending')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420} type="native">
      <Table verticalSpacing={4} horizontalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('patientOverview.results.parameter')}</Table.Th>
            <Table.Th>{t('patientOverview.results.result')}</Table.Th>
            <Table.Th>{t('patientOverview.results.unit')}</Table.Th>
            <Table.Th>{t('patientOverview.results.range')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.results.map((result) => (
            <Table.Tr key={result.name}>
              <Table.Td>
                <UserText size="sm">{result.name}</UserText>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={result.level > 0 ? 700 : undefined} c={criticalColour[result.level]} dir="auto">
                    {result.value}
                  </Text>
                  <ValueFlag level={result.level} />
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" dir="ltr">
                  {result.unit ?? ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" dir="ltr">
                  {result.referenceRange ?? ''}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
