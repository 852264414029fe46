import type { SampleListItem } from '@lims/contract';
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../../ui';
import { usePatientText } from '../../../patients';
import { SampleStatusBadge } from '../../components/SampleBadges';
import { BatchProcessingBadge } from './BatchBadges';

/** Phones, below Mantine's `sm` breakpoint, as the DataTable turns rows into cards there. */
const phoneQuery = '(max-width: 48em)';

function SampleStatus({ sample }: { sample: SampleListItem }) {
  return (
    <Group gap={4} wrap="wrap">
      <SampleStatusBadge status={sample.status} />
      <BatchProcessingBadge sample={sample} />
    </Group>
  );
}

/** On a phone each sample is a card: its id and status, then the patient, type and tests. */
function BatchSampleCards({ samples }: { samples: readonly SampleListItem[] }) {
  const { t } = useTranslation();
  const patientText = usePatientText();
  return (
    <Stack gap="xs" role="list" aria-label={t('sampleBatches.detail.samples')}>
      {samples.map((sample) => (
        <Paper key={sample.id} withBorder radius="md" p="sm" role="listitem">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" ff="monospace" fw={500}>
                {sample.manualSampleId ?? sample.autoSampleId}
              </Text>
              <SampleStatus sample={sample} />
            </Group>
            <UserText size="sm">{patientText.name(sample.patient)}</UserText>
            <UserText size="xs" c="dimmed">
              {[sample.sampleType?.name, sample.testNames.join(', ')].filter(Boolean).join(' · ')}
            </UserText>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The samples a batch carried (spec 002 §7 getBatchSampleList), each with its status now. */
export function BatchSamplesTable({ samples }: { samples: readonly SampleListItem[] }) {
  const { t } = useTranslation();
  const patientText = usePatientText();
  const phone = useMediaQuery(phoneQuery) ?? false;
  if (phone) return <BatchSampleCards samples={samples} />;
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('sampleBatches.detail.samples')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('samples.columns.sample')}</Table.Th>
              <Table.Th>{t('samples.columns.patient')}</Table.Th>
              <Table.Th>{t('samples.columns.sampleType')}</Table.Th>
              <Table.Th>{t('samples.columns.tests')}</Table.Th>
              <Table.Th>{t('samples.columns.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {samples.map((sample) => (
              <Table.Tr key={sample.id}>
                <Table.Td>
                  <Text size="sm" ff="monospace" fw={500}>
                    {sample.autoSampleId}
                  </Text>
                  {sample.manualSampleId && (
                    <Text size="xs" c="dimmed" ff="monospace">
                      {sample.manualSampleId}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Stack gap={0} miw={0}>
                    <UserText size="sm">{patientText.name(sample.patient)}</UserText>
                    <Text size="xs" c="dimmed">
                      {sample.patient.labPatientId}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <UserText size="sm">{sample.sampleType?.name ?? '-'}</UserText>
                </Table.Td>
                <Table.Td>
                  <UserText size="sm" lineClamp={2}>
                    {sample.testNames.join(', ') || '-'}
                  </UserText>
                </Table.Td>
                <Table.Td>
                  <SampleStatus sample={sample} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
