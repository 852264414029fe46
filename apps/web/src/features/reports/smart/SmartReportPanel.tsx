import type { BillSmartReports, SmartReport, SmartReportProvider } from '@lims/contract';
import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconExternalLink,
  IconFileText,
  IconRefresh,
  IconUserExclamation,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { useMoney } from '../../../app/money/use-money';
import { useCurrentSession } from '../../../app/session/session-context';
import { EmptyState, formatLabDateTime, showError, showSuccess, UserText } from '../../../ui';
import { usePatientText } from '../../patients';
import { SmartReportShare } from './SmartReportShare';
import { smartReportPdfUrl } from './smart-reports-api';
import { useBillSmartReports, useGenerateSmartReport, useReportSmartReportIssue } from './use-smart-reports';

export interface SmartReportPanelProps {
  billId: number;
  provider: SmartReportProvider;
  /** The failure panel's Standard Report: back to the bill's standard report. */
  onStandardReport: () => void;
}

/**
 * The smart report panel of a bill for one provider (spec 001 §2 'Smart report panel (per
 * bill)', §4 Smart report): the checklist, the letterhead choice, Generate or Regenerate, the
 * generating spinner (status 2), the failure panel (status 0), the age gate (§5 'Smart report
 * only for age 18 or more'), the generated reports with their share block, and Report An Issue.
 */
export function SmartReportPanel({ billId, provider, onStandardReport }: SmartReportPanelProps) {
  const { t } = useTranslation();
  const panel = useBillSmartReports(billId);
  if (panel.isError)
    return (
      <EmptyState
        variant="failedToLoad"
        title={t('smartReports.panel.failedToLoad')}
        onRetry={() => void panel.refetch()}
      />
    );
  if (!panel.data)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('smartReports.panel.loading')} />
      </Group>
    );
  return <LoadedPanel panel={panel.data} provider={provider} onStandardReport={onStandardReport} />;
}

function LoadedPanel({
  panel,
  provider,
  onStandardReport,
}: {
  panel: BillSmartReports;
  provider: SmartReportProvider;
  onStandardReport: () => void;
}) {
  const { t } = useTranslation();
  const patientText = usePatientText();
  const billId = panel.bill.id;
  // Newest first: the first is what the panel is in now.
  const reports = panel.reports.filter((report) => report.providerId === provider.id).sort((a, b) => b.id - a.id);
  const latest = reports[0];
  const generated = reports.filter((report) => report.status === 1);
  const generate = useGenerateSmartReport(billId);

  const start = (reportIds: number[], withLetterhead: boolean) =>
    generate.mutate(
      { providerId: provider.id, reportIds, withLetterhead },
      {
        onError: (error) =>
          showError(
            isApiError(error)
              ? localiseMessage(error.messageKey, error.params)
              : localiseMessage('smartReportsNotGenerated'),
          ),
      },
    );

  const patientLine = [panel.patient.age, patientText.gender(panel.patient.gender)].filter(Boolean).join(' · ');

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
        <Stack gap={2} miw={0}>
          <Title order={3} size="h4">
            {provider.name}
          </Title>
          {provider.description && (
            <Text size="sm" c="dimmed">
              {provider.description}
            </Text>
          )}
        </Stack>
        <Stack gap={0} align="flex-end" miw={0}>
          <UserText size="sm" fw={600}>
            {panel.patient.name}
          </UserText>
          <Text size="xs" c="dimmed">
            {t('smartReports.panel.bill', { id: panel.bill.labBillId })}
            {patientLine && ` · ${patientLine}`}
          </Text>
        </Stack>
      </Group>

      {!panel.patient.adult ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconUserExclamation size={18} />}
          title={t('smartReports.panel.ageTitle')}
        >
          {t('smartReports.panel.ageText')}
        </Alert>
      ) : (
        <>
          {latest?.status === 2 && (
            <Paper withBorder p="lg" radius="md" role="status">
              <Group gap="md" wrap="nowrap">
                <Loader size="md" aria-hidden />
                <Stack gap={2}>
                  <Text fw={600}>{t('smartReports.panel.generating')}</Text>
                  <Text size="sm" c="dimmed">
                    {t('smartReports.panel.generatingHint')}
                  </Text>
                </Stack>
              </Group>
            </Paper>
          )}
          {latest?.status === 0 && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={t('smartReports.panel.failedTitle')}
            >
              <Stack gap="sm">
                <Text size="sm">{latest.error ?? localiseMessage('smartReportsNotGenerated')}</Text>
                <Group gap="xs">
                  <Button
                    size="xs"
                    leftSection={<IconRefresh size={14} />}
                    loading={generate.isPending}
                    onClick={() => start(latest.reportIds, latest.withLetterhead)}
                  >
                    {t('smartReports.panel.retry')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconFileText size={14} />}
                    onClick={onStandardReport}
                  >
                    {t('smartReports.panel.standardReport')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          {latest?.status !== 2 && (
            <GenerateForm
              key={latest?.id ?? 0}
              panel={panel}
              provider={provider}
              latest={latest}
              regenerate={latest?.status === 1}
              generating={generate.isPending}
              onGenerate={start}
            />
          )}
        </>
      )}

      {generated.length > 0 && (
        <Stack gap="xs">
          <Title order={4} size="h5">
            {t('smartReports.panel.generatedTitle')}
          </Title>
          <Accordion variant="contained" defaultValue={String(generated[0]?.id)}>
            {generated.map((report) => (
              <GeneratedReport key={report.id} report={report} panel={panel} />
            ))}
          </Accordion>
        </Stack>
      )}

      <ReportIssue providerId={provider.id} billId={billId} status={latest?.status} />
    </Stack>
  );
}

/** The checklist (with prices and select-all), the letterhead radio and Generate / Regenerate Report. */
function GenerateForm({
  panel,
  provider,
  latest,
  regenerate,
  generating,
  onGenerate,
}: {
  panel: BillSmartReports;
  provider: SmartReportProvider;
  latest: SmartReport | undefined;
  regenerate: boolean;
  generating: boolean;
  onGenerate: (reportIds: number[], withLetterhead: boolean) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  // An empty list of the provider's tests means it explains every test with numeric results.
  const tests = panel.tests.filter((test) => provider.testIds.length === 0 || provider.testIds.includes(test.testId));
  const signed = tests.filter((test) => test.signed).map((test) => test.reportId);
  // The last request's tests again, else every signed test: what a regeneration usually wants.
  const [chosen, setChosen] = useState<ReadonlySet<number>>(
    () => new Set(latest ? latest.reportIds.filter((id) => signed.includes(id)) : signed),
  );
  const [letterhead, setLetterhead] = useState(latest?.withLetterhead === false ? 'without' : 'with');
  const allChosen = signed.length > 0 && signed.every((id) => chosen.has(id));

  const choose = (reportIds: number[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const id of reportIds) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  if (tests.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('smartReports.panel.noTests')}
      </Text>
    );

  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="sm">
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Checkbox
              label={t('smartReports.panel.selectAll')}
              checked={allChosen}
              indeterminate={chosen.size > 0 && !allChosen}
              disabled={signed.length === 0}
              onChange={(event) => choose(signed, event.currentTarget.checked)}
            />
            <Text size="xs" c="dimmed">
              {t('smartReports.panel.price')}
            </Text>
          </Group>
          {tests.map((test) => (
            <Group key={test.reportId} justify="space-between" wrap="nowrap" gap="xs" ps="md">
              <Checkbox
                miw={0}
                checked={chosen.has(test.reportId)}
                disabled={!test.signed}
                onChange={(event) => choose([test.reportId], event.currentTarget.checked)}
                label={
                  <Group gap={6} wrap="wrap" component="span">
                    <UserText span size="sm">
                      {test.name}
                    </UserText>
                    {!test.signed && (
                      <Badge size="xs" color="gray" variant="light">
                        {t('smartReports.panel.notSigned')}
                      </Badge>
                    )}
                  </Group>
                }
              />
              <Text size="sm" ff="monospace" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                {money.format(test.price)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Radio.Group value={letterhead} onChange={setLetterhead} aria-label={t('smartReports.panel.letterhead')}>
          <Group gap="md">
            <Radio value="with" label={t('smartReports.panel.withLetterhead')} />
            <Radio value="without" label={t('smartReports.panel.withoutLetterhead')} />
          </Group>
        </Radio.Group>
        <Button
          loading={generating}
          disabled={chosen.size === 0}
          onClick={() =>
            onGenerate(
              signed.filter((id) => chosen.has(id)),
              letterhead === 'with',
            )
          }
        >
          {regenerate ? t('smartReports.panel.regenerate') : t('smartReports.panel.generate')}
        </Button>
      </Group>
    </Stack>
  );
}

/** One generated smart report: its PDF in a new tab and its share-by-email block. */
function GeneratedReport({ report, panel }: { report: SmartReport; panel: BillSmartReports }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  return (
    <Accordion.Item value={String(report.id)}>
      <Accordion.Control>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={500}>
            {t('smartReports.panel.generatedOn', {
              date: formatLabDateTime(report.generatedAt ?? report.requestedAt, timeZone),
            })}
          </Text>
          <Badge size="xs" variant="light" color={report.withLetterhead ? 'blue' : 'gray'}>
            {report.withLetterhead ? t('smartReports.panel.withLetterhead') : t('smartReports.panel.withoutLetterhead')}
          </Badge>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md">
          <Anchor href={report.url ?? smartReportPdfUrl(report.id)} target="_blank" rel="noopener" size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              <IconExternalLink size={14} aria-hidden />
              {t('smartReports.panel.openPdf')}
            </Group>
          </Anchor>
          <SmartReportShare
            smartReportId={report.id}
            patientEmail={panel.patient.email}
            doctorEmail={panel.doctor?.email ?? null}
          />
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/** Report An Issue (spec 001 §7 reportIssue): a comment to the provider about this bill. */
function ReportIssue({
  providerId,
  billId,
  status,
}: {
  providerId: string;
  billId: number;
  status: SmartReport['status'] | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const send = useReportSmartReportIssue();
  const submit = () =>
    send.mutate(
      { providerId, billId, comment: comment.trim(), smartReportGenerateStatus: status },
      {
        onSuccess: () => {
          showSuccess(localiseMessage('issueReported'));
          setComment('');
          setOpen(false);
        },
        onError: () => showError(localiseMessage('issueNotReported')),
      },
    );
  return (
    <Stack gap="xs">
      <Button variant="subtle" color="orange" size="xs" w="fit-content" onClick={() => setOpen((shown) => !shown)}>
        {t('smartReports.issue.open')}
      </Button>
      {open && (
        <Stack gap="xs">
          <Textarea
            label={t('smartReports.issue.label')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={2}
          />
          <Group gap="xs" justify="flex-end">
            <Button variant="default" size="xs" onClick={() => setOpen(false)}>
              {t('smartReports.issue.cancel')}
            </Button>
            <Button size="xs" disabled={comment.trim() === ''} loading={send.isPending} onClick={submit}>
              {t('smartReports.issue.send')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
