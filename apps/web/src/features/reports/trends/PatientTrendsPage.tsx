import type { PatientTrends, TrendSeries } from '@lims/contract';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Flex,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../app/api-client';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { recordIdOf } from '../../../app/records/LoadedRecord';
import { EmptyState, NotFoundPage, PageHeader, showError, showSuccess, UserText } from '../../../ui';
import { usePatientText } from '../../patients';
import { TrendChart } from './TrendChart';
import { type PatientTrendsTarget, patientTrendsPath, patientTrendsPdfUrl, type TrendsFlag } from './trends-api';
import { usePatientTrends, useSaveTrendsSettings, useTrendsSettings } from './use-patient-trends';

/** The report, the bill or the patient the address names, in that order (spec 001 §2 'It can also be loaded by labReportId or labPatientId'). */
function targetOf(search: URLSearchParams): PatientTrendsTarget | null {
  const labReportId = recordIdOf(search.get('labReportId') ?? undefined);
  if (labReportId !== null) return { labReportId };
  const labBillId = recordIdOf(search.get('labBillId') ?? undefined);
  if (labBillId !== null) return { labBillId };
  const labPatientId = recordIdOf(search.get('labPatientId') ?? undefined);
  if (labPatientId !== null) return { labPatientId };
  return null;
}

/**
 * `/v4/fetch-data-for-trends?labBillId|labReportId|labPatientId&flag` (spec 001 §2 'Trends
 * report, new window'; 'Patient Trends': the frame titled 'Patient Trends Report' with a side
 * list and Save Settings): a chart per series the lab shows, the compact flag (0) in a denser
 * grid, and the same trends as a PDF.
 */
export function PatientTrendsPage() {
  const [search] = useSearchParams();
  const target = targetOf(search);
  const flag: TrendsFlag = search.get('flag') === '0' ? 0 : 1;
  if (target === null) return <NotFoundPage />;
  return <Trends key={JSON.stringify(target)} target={target} flag={flag} />;
}

function Trends({ target, flag }: { target: PatientTrendsTarget; flag: TrendsFlag }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const trends = usePatientTrends(target, flag);
  const patientText = usePatientText();
  // Read before Save Settings, which keeps the lab's other hidden series.
  useTrendsSettings();
  const patient = trends.data?.patient;
  const description = patient
    ? [patient.name, patient.age, patientText.gender(patient.gender)].filter(Boolean).join(' · ')
    : undefined;

  return (
    <Stack gap="md">
      <PageHeader
        title={t('patientTrends.title')}
        description={description}
        actions={
          <Group gap="xs" wrap="wrap">
            <SegmentedControl
              size="xs"
              value={String(flag)}
              onChange={(value) => void navigate(patientTrendsPath(target, value === '0' ? 0 : 1), { replace: true })}
              data={[
                { value: '1', label: t('patientTrends.menu.report') },
                { value: '0', label: t('patientTrends.menu.compact') },
              ]}
              aria-label={t('patientTrends.layout')}
            />
            <Anchor href={patientTrendsPdfUrl(target, flag)} size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                <IconDownload size={14} aria-hidden />
                {t('patientTrends.downloadPdf')}
              </Group>
            </Anchor>
          </Group>
        }
      />
      {trends.isError ? (
        <EmptyState
          variant="failedToLoad"
          title={t('patientTrends.failedToLoad')}
          onRetry={() => void trends.refetch()}
        />
      ) : !trends.data ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('patientTrends.loading')} />
        </Group>
      ) : trends.data.series.length === 0 ? (
        <EmptyState
          variant="noPending"
          title={t('patientTrends.emptyTitle')}
          description={t('patientTrends.emptyText')}
        />
      ) : (
        <TrendsView trends={trends.data} compact={flag === 0} />
      )}
    </Stack>
  );
}

/** The series of one test together, in the order the server sends them. */
function byTest(series: readonly TrendSeries[]): [string, TrendSeries[]][] {
  const groups = new Map<string, TrendSeries[]>();
  for (const one of series) groups.set(one.testName, [...(groups.get(one.testName) ?? []), one]);
  return [...groups];
}

function TrendsView({ trends, compact }: { trends: PatientTrends; compact: boolean }) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 62em)') ?? false;
  const [listOpen, setListOpen] = useState(false);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    () => new Set(trends.series.filter((series) => series.hidden).map((series) => series.key)),
  );
  const save = useSaveTrendsSettings();
  const visible = trends.series.filter((series) => !hidden.has(series.key));

  const toggle = (key: string, shown: boolean) =>
    setHidden((current) => {
      const next = new Set(current);
      if (shown) next.delete(key);
      else next.add(key);
      return next;
    });

  const saveSettings = () =>
    save.mutate(
      { listed: trends.series.map((series) => series.key), hidden },
      {
        onSuccess: () => showSuccess(localiseMessage('trendsSettingsSaved')),
        onError: (error) =>
          showError(
            isApiError(error) ? localiseMessage(error.messageKey, error.params) : localiseMessage('somethingWentWrong'),
          ),
      },
    );

  const list = (
    <Stack gap="sm">
      {byTest(trends.series).map(([testName, series]) => (
        <Stack key={testName} gap={4} role="group" aria-label={testName}>
          <UserText size="xs" fw={700} c="dimmed">
            {testName}
          </UserText>
          {series.map((one) => (
            <Checkbox
              key={one.key}
              size="xs"
              // A parameter whose unit changed has a series per unit: the unit tells them apart.
              label={one.unit ? `${one.parameterName} (${one.unit})` : one.parameterName}
              checked={!hidden.has(one.key)}
              onChange={(event) => toggle(one.key, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      ))}
      <Button size="xs" onClick={saveSettings} loading={save.isPending}>
        {t('patientTrends.saveSettings')}
      </Button>
    </Stack>
  );

  return (
    <Flex gap="md" direction={{ base: 'column', md: 'row' }} align="flex-start">
      <Paper
        withBorder
        radius="md"
        p="sm"
        component="aside"
        aria-label={t('patientTrends.seriesList')}
        w={{ base: '100%', md: '15rem' }}
        style={{ flexShrink: 0 }}
      >
        {wide ? (
          list
        ) : (
          <>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconListCheck size={14} />}
              onClick={() => setListOpen((open) => !open)}
              aria-expanded={listOpen}
            >
              {t('patientTrends.seriesShown', { shown: visible.length, total: trends.series.length })}
            </Button>
            {listOpen && <Stack pt="xs">{list}</Stack>}
          </>
        )}
      </Paper>
      {visible.length === 0 ? (
        <Text c="dimmed" size="sm" p="md">
          {t('patientTrends.allHidden')}
        </Text>
      ) : (
        <SimpleGrid
          cols={compact ? { base: 1, sm: 2, xl: 3 } : { base: 1, lg: 2 }}
          spacing={compact ? 'xs' : 'md'}
          style={{ flex: 1 }}
          miw={0}
          w="100%"
        >
          {visible.map((series) => (
            <SeriesCard key={series.key} series={series} compact={compact} />
          ))}
        </SimpleGrid>
      )}
    </Flex>
  );
}

function SeriesCard({ series, compact }: { series: TrendSeries; compact: boolean }) {
  const { t } = useTranslation();
  const last = series.points.at(-1);
  const range =
    series.low === null && series.high === null
      ? null
      : [series.low, series.high].map((bound) => (bound === null ? '…' : String(bound))).join(' – ');
  return (
    <Paper withBorder radius="md" p={compact ? 'xs' : 'sm'} component="section" aria-label={series.parameterName}>
      <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
        <Stack gap={0} miw={0}>
          <UserText size="sm" fw={600}>
            {series.parameterName}
          </UserText>
          <UserText size="xs" c="dimmed">
            {series.testName}
          </UserText>
        </Stack>
        <Stack gap={2} align="flex-end">
          {last && (
            <Text size="sm" fw={600} dir="ltr">
              {[last.text, series.unit].filter(Boolean).join(' ')}
            </Text>
          )}
          {range && (
            <Badge size="xs" variant="light" color="teal">
              {t('patientTrends.referenceRange', { range })}
            </Badge>
          )}
        </Stack>
      </Group>
      {series.points.length === 0 ? (
        <Text size="sm" c="dimmed" py="md">
          {t('patientTrends.noPoints')}
        </Text>
      ) : (
        <TrendChart series={series} compact={compact} />
      )}
    </Paper>
  );
}
