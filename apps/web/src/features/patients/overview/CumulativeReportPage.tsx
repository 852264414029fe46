import type { CumulativeReport } from '@lims/contract';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertOctagon, IconAlertTriangle, IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCurrentSession } from '../../../app/session/session-context';
import { EmptyState, formatLabDate, NotFoundPage, PageHeader, UserText } from '../../../ui';
import { criticalColour, ValueFlag } from '../../reports';
import { patientsPaths } from '../area';
import { usePatient, usePatientText } from '../hooks/use-patients';
import { cumulativePdfPath } from './overview-api';
import { showOverviewFailure, useCumulativeReport } from './use-overview';

type Cell = CumulativeReport['rows'][number]['cells'][number];

/** A value with its level in colour, weight and an icon, never in colour alone (as the entry screen). */
function ValueCell({ cell }: { cell: Cell }) {
  const { t } = useTranslation();
  if (cell === null) {
    return (
      <Text size="sm" c="dimmed" ta="end" aria-label={t('patientOverview.cumulative.notMeasured')}>
        –
      </Text>
    );
  }
  const Icon = cell.level === 2 ? IconAlertOctagon : cell.level === 1 ? IconAlertTriangle : null;
  const levelName =
    cell.level === 2 ? t('reportEntry.flag.critical') : cell.level === 1 ? t('reportEntry.flag.abnormal') : undefined;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end" dir="ltr">
      {Icon && <Icon size={14} color={criticalColour[cell.level]} aria-label={levelName} role="img" />}
      <Text size="sm" fw={cell.level > 0 ? 700 : undefined} c={criticalColour[cell.level]} title={levelName}>
        {cell.value}
      </Text>
    </Group>
  );
}

/** The sticky first column: it stays in view while the visits scroll sideways (390 px included). */
const stickyStart = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset -1px 0 0 var(--mantine-color-default-border)',
} as const;

function CumulativeTable({ report }: { report: CumulativeReport }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  let previousTest: string | null = null;
  return (
    <Table.ScrollContainer minWidth={0} type="native" aria-label={t('patientOverview.cumulative.scrollHint')}>
      <Table verticalSpacing={6} horizontalSpacing="sm" fz="sm" withRowBorders style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={stickyStart}>{t('patientOverview.cumulative.parameter')}</Table.Th>
            <Table.Th>{t('patientOverview.cumulative.unit')}</Table.Th>
            <Table.Th>{t('patientOverview.cumulative.referenceRange')}</Table.Th>
            {report.columns.map((column) => (
              <Table.Th key={column.labBillId} ta="end">
                <Stack gap={0} align="flex-end">
                  <Text size="sm" fw={700} dir="ltr">
                    {formatLabDate(column.reportedAt, timeZone)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('patientOverview.cumulative.bill', { id: column.labBillId })}
                  </Text>
                </Stack>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.flatMap((row) => {
            const heading =
              row.test === previousTest
                ? []
                : [
                    <Table.Tr key={`test-${row.department}-${row.test}`} bg="var(--mantine-color-default-hover)">
                      <Table.Td style={{ ...stickyStart, background: 'inherit' }} fw={700}>
                        <UserText inherit>{row.test}</UserText>
                      </Table.Td>
                      <Table.Td colSpan={2 + report.columns.length} />
                    </Table.Tr>,
                  ];
            previousTest = row.test;
            return [
              ...heading,
              <Table.Tr key={`${row.department}-${row.test}-${row.parameter}-${row.unit ?? ''}`}>
                <Table.Td style={stickyStart}>
                  <UserText size="sm">{row.parameter}</UserText>
                </Table.Td>
                <Table.Td dir="ltr">{row.unit ?? ''}</Table.Td>
                <Table.Td dir="ltr">{row.referenceRange ?? ''}</Table.Td>
                {row.cells.map((cell, position) => (
                  <Table.Td key={report.columns[position]?.labBillId ?? position}>
                    <ValueCell cell={cell} />
                  </Table.Td>
                ))}
              </Table.Tr>,
            ];
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The cumulative report of one patient (issue 12), with its PDF. */
export function CumulativeReportView({ patientId }: { patientId: number }) {
  const { t, i18n } = useTranslation();
  const patient = usePatient(patientId);
  const text = usePatientText();
  const report = useCumulativeReport(patientId);

  useEffect(() => {
    if (report.isError) showOverviewFailure(report.error, 'getReportsFailed');
  }, [report.isError, report.error]);

  const back = (
    <Anchor component={Link} to={patientsPaths.patient(patientId)} size="sm" w="fit-content">
      <IconArrowLeft size={14} className="lims-flip-rtl" style={{ verticalAlign: 'middle' }} aria-hidden />{' '}
      {t('patientOverview.cumulative.backToPatient')}
    </Anchor>
  );

  return (
    <Stack gap="md">
      {back}
      <PageHeader
        title={t('patientOverview.cumulative.title')}
        description={patient.data ? `${text.name(patient.data)} · ${patient.data.labPatientId}` : undefined}
        actions={
          <Button
            component="a"
            href={cumulativePdfPath(patientId, i18n.resolvedLanguage ?? i18n.language)}
            target="_blank"
            rel="noopener"
            leftSection={<IconDownload size={16} />}
          >
            {t('patientOverview.cumulative.downloadPdf')}
          </Button>
        }
      />
      {report.isPending ? (
        <Skeleton h={240} radius="md" aria-busy />
      ) : report.isError ? (
        <EmptyState
          variant="failedToLoad"
          title={t('messages.getReportsFailed')}
          onRetry={() => void report.refetch()}
        />
      ) : report.data.rows.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed" ta="center">
            {t('patientOverview.cumulative.empty')}
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="md" p={0}>
          <Group gap="xs" px="sm" pt="xs" wrap="wrap">
            <Text size="xs" c="dimmed">
              {t('patientOverview.cumulative.subtitle')}
            </Text>
            <ValueFlag level={1} />
            <ValueFlag level={2} />
          </Group>
          <CumulativeTable report={report.data} />
        </Paper>
      )}
    </Stack>
  );
}

/** `/patients/:patientId/cumulative`. */
export function CumulativeReportPage() {
  const { patientId } = useParams();
  const id = Number(patientId);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return <CumulativeReportView key={id} patientId={id} />;
}
