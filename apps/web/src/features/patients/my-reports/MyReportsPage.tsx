import type { MyBill, MyReport } from '@lims/contract';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartLine, IconDownload, IconFileInvoice, IconHourglassHigh } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../app/money/use-money';
import { useCurrentSession } from '../../../app/session/session-context';
import { EmptyState, formatLabDate, PageHeader } from '../../../ui';
import { myBillPdfPath, myBillReportsPdfPath, myReportPdfPath, myTrendsPdfPath } from './my-reports-api';
import { useMyReports } from './use-my-reports';

/** A PDF the browser opens in a new tab: the session cookie goes with it. */
const pdfLink = { component: 'a', target: '_blank', rel: 'noopener' } as const;

/** One ready report: its test, department and signing date, and its download (or why it waits). */
function ReportRow({ report }: { report: MyReport }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" component="li" py={6}>
      <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} dir="auto">
            {report.testName}
          </Text>
          {report.amended && (
            <Badge size="sm" color="orange" variant="light">
              {t('myReports.amended')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          <span dir="auto">{report.departmentName}</span>
          {' · '}
          {t('myReports.signedOn', { date: formatLabDate(report.signedAt, timeZone) })}
        </Text>
      </Stack>
      {report.held === null && (
        <Button
          {...pdfLink}
          href={myReportPdfPath(report.id)}
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          aria-label={t('myReports.downloadReport', { test: report.testName })}
        >
          {t('myReports.download')}
        </Button>
      )}
    </Group>
  );
}

/** A bill as a card: its number, date and amounts, its ready reports and the names of the rest. */
function BillCard({ bill }: { bill: MyBill }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const money = useMoney();
  const titleId = useId();
  const held = bill.reports.some((report) => report.held !== null);
  const downloadable = bill.reports.some((report) => report.held === null);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Group gap="xs" wrap="wrap">
              <Title order={3} fz="md" id={titleId}>
                {t('myReports.bill', { number: bill.labBillId })}
              </Title>
              {bill.due > 0 ? (
                <Badge color="red" variant="light">
                  {t('myReports.amountDue', { amount: money.format(bill.due) })}
                </Badge>
              ) : (
                <Badge color="teal" variant="light">
                  {t('myReports.paidInFull')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('myReports.billedOn', { date: formatLabDate(bill.billedAt, timeZone) })}
            </Text>
          </Stack>
          <Group gap="xs" wrap="wrap">
            {downloadable && (
              <Button
                {...pdfLink}
                href={myBillReportsPdfPath(bill.id)}
                size="xs"
                leftSection={<IconDownload size={14} />}
                aria-label={t('myReports.downloadAllOf', { number: bill.labBillId })}
              >
                {t('myReports.downloadAll')}
              </Button>
            )}
            <Button
              {...pdfLink}
              href={myBillPdfPath(bill.id)}
              size="xs"
              variant="default"
              leftSection={<IconFileInvoice size={14} />}
              aria-label={t('myReports.receiptOf', { number: bill.labBillId })}
            >
              {t('myReports.receipt')}
            </Button>
          </Group>
        </Group>
        <Group gap="lg" wrap="wrap">
          {(
            [
              ['total', bill.total],
              ['paid', bill.paid],
              ['due', bill.due],
            ] as const
          ).map(([label, amount]) => (
            <Text size="sm" key={label}>
              <Text span c="dimmed">
                {t(`myReports.${label}`)}
              </Text>{' '}
              <Text span fw={600}>
                {money.format(amount)}
              </Text>
            </Text>
          ))}
        </Group>
        {held && (
          <Text size="sm" c="red.8">
            {t('myReports.heldForDue')}
          </Text>
        )}
        {bill.reports.length > 0 ? (
          <Stack
            gap={0}
            component="ul"
            aria-label={t('myReports.reports', { number: bill.labBillId })}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {bill.reports.map((report) => (
              <ReportRow key={report.id} report={report} />
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('myReports.noneReady')}
          </Text>
        )}
        {bill.inProgress.length > 0 && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconHourglassHigh size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
            <Text size="sm" c="dimmed">
              {t('myReports.inProgressTests', { tests: bill.inProgress.join(', ') })}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** 'Trends Report' and 'Trends Compact' (spec 001 §2 'Patient Trends', both BETA), each a PDF in a new tab. */
function TrendsLinks() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const beta = (
    <Badge size="xs" color="grape" variant="light" aria-hidden>
      {t('myReports.beta')}
    </Badge>
  );
  return (
    <>
      {([1, 0] as const).map((flag) => (
        <Button
          key={flag}
          {...pdfLink}
          href={myTrendsPdfPath(flag, language)}
          variant="default"
          leftSection={<IconChartLine size={16} />}
          rightSection={beta}
        >
          {t(flag === 1 ? 'myReports.trendsReport' : 'myReports.trendsCompact')}
        </Button>
      ))}
    </>
  );
}

/**
 * The patient's own reports and bills (issue 13: 'A patient signs in and sees their own signed,
 * submitted reports and bills, downloads the PDFs and the trends, and nothing of anyone else').
 */
export function MyReportsPage() {
  const { t } = useTranslation();
  const query = useMyReports();

  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy>
        <Skeleton h={40} w="40%" />
        <Skeleton h={160} radius="md" />
        <Skeleton h={160} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return <EmptyState variant="failedToLoad" title={t('myReports.loadFailed')} onRetry={() => void query.refetch()} />;
  }
  const { bills, trends } = query.data;
  return (
    <Stack gap="md">
      <PageHeader
        title={t('myReports.title')}
        description={t('myReports.description')}
        actions={trends ? <TrendsLinks /> : undefined}
      />
      {bills.length === 0 ? (
        <EmptyState variant="noPending" title={t('myReports.empty')} description={t('myReports.emptyHint')} />
      ) : (
        bills.map((bill) => <BillCard key={bill.id} bill={bill} />)
      )}
    </Stack>
  );
}
