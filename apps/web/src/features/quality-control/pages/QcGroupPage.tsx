import type { QcGroup } from '@lims/contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlayerRecord } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink, LoadedRecord, recordIdOf } from '../../../app/records/LoadedRecord';
import { useCan } from '../../../app/session/access';
import { UserText } from '../../../ui';
import { qualityControlPaths } from '../area';
import { LeveyJenningsChart } from '../components/LeveyJenningsChart';
import { QcRecordsTable } from '../components/QcRecordsTable';
import { RecordRunDialog } from '../components/RecordRunDialog';
import { useQcChart, useQcGroup } from '../hooks/use-quality-control';

/** A QC group (`/quality-control/groups/:groupId`): its control, Record run, and a chart per test. */
export function QcGroupPage() {
  const { t } = useTranslation();
  const groupId = recordIdOf(useParams().groupId) ?? 0;
  const group = useQcGroup(groupId);
  return (
    <Stack gap="md">
      <BackLink to={qualityControlPaths.qualityControl}>{t('qualityControl.title')}</BackLink>
      <LoadedRecord
        query={group}
        listPath={qualityControlPaths.qualityControl}
        notFoundTitle={t('qualityControl.group.notFound')}
      >
        {(loaded) => <GroupView group={loaded} />}
      </LoadedRecord>
    </Stack>
  );
}

function GroupView({ group }: { group: QcGroup }) {
  const { t } = useTranslation();
  const allowed = useCan();
  const [recording, setRecording] = useState(false);
  const [chosenTestId, setChosenTestId] = useState<number | null>(null);
  const testId = group.tests.some((test) => test.testId === chosenTestId)
    ? chosenTestId
    : (group.tests[0]?.testId ?? null);
  const fact = (label: string, value: string) => (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      <UserText span size="sm">
        {value}
      </UserText>
    </Text>
  );
  const testChoices = group.tests.map((test) => ({ value: String(test.testId), label: test.testName }));
  return (
    <>
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 20rem', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={2}>
              <UserText inherit>{group.name}</UserText>
            </Title>
            <Badge variant="light">{t(`qualityControl.levels.${group.level}`)}</Badge>
            {!group.enabled && (
              <Badge color="gray" variant="light">
                {t('qualityControl.groups.disabled')}
              </Badge>
            )}
          </Group>
          <Group gap="lg" wrap="wrap">
            {fact(t('qualityControl.groups.device'), group.device.name)}
            {fact(t('qualityControl.groups.department'), group.department.name)}
            {fact(t('qualityControl.form.lotNumber'), group.lotNumber ?? t('qualityControl.group.noLot'))}
          </Group>
        </Stack>
        {allowed('qc.record') && group.enabled && (
          <Button leftSection={<IconPlayerRecord size={16} />} onClick={() => setRecording(true)}>
            {t('qualityControl.run.record')}
          </Button>
        )}
      </Group>
      {group.openHolds > 0 && (
        <Alert color="red" variant="light" role="status">
          {t('qualityControl.group.openHolds', { count: group.openHolds })}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          {testChoices.length > 1 && testChoices.length <= 4 ? (
            <SegmentedControl
              aria-label={t('qualityControl.chart.test')}
              data={testChoices}
              value={String(testId)}
              onChange={(value) => setChosenTestId(Number(value))}
              style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
            />
          ) : testChoices.length > 4 ? (
            <Select
              label={t('qualityControl.chart.test')}
              data={testChoices}
              value={String(testId)}
              allowDeselect={false}
              onChange={(value) => value && setChosenTestId(Number(value))}
              maw={320}
            />
          ) : null}
          {testId !== null && <TestChart groupId={group.id} testId={testId} />}
        </Stack>
      </Paper>
      <RecordRunDialog group={group} opened={recording} onClose={() => setRecording(false)} />
    </>
  );
}

/** One test's chart and, below it, its records as a table. */
function TestChart({ groupId, testId }: { groupId: number; testId: number }) {
  const { t } = useTranslation();
  const chart = useQcChart(groupId, testId);
  if (chart.isPending) return <Skeleton h={320} radius="md" />;
  if (chart.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('qualityControl.chart.failed')}
      </Alert>
    );
  const { data } = chart;
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('qualityControl.chart.heading', { test: data.test.name })}
      </Title>
      {data.records.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('qualityControl.chart.noRecords')}
        </Text>
      ) : (
        <>
          <LeveyJenningsChart chart={data} />
          <QcRecordsTable
            records={data.records}
            caption={t('qualityControl.records.caption', { test: data.test.name })}
          />
        </>
      )}
    </Stack>
  );
}
