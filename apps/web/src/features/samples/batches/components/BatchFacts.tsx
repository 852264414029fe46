import type { SampleBatchItem } from '@lims/contract';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../../app/session/session-context';
import { formatLabDateTime, UserText } from '../../../../ui';
import { BatchStatusBadge } from './BatchBadges';
import { usePlaceNames } from './use-place-names';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      {typeof children === 'string' ? <UserText size="sm">{children}</UserText> : children}
    </Stack>
  );
}

/** Who did it and when: '21 May 2025, 10:30 · Anita Rao'. */
const byWhom = (at: string, by: string | null, timeZone: string) =>
  [formatLabDateTime(at, timeZone), by].filter(Boolean).join(' · ');

/** A batch as spec 002 §3 'Sample logistics batch' records it, and what the lab decided. */
export function BatchFacts({ batch }: { batch: SampleBatchItem }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const places = usePlaceNames();
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" verticalSpacing="md">
        <Fact label={t('sampleBatches.columns.status')}>
          <BatchStatusBadge status={batch.status} />
        </Fact>
        <Fact label={t('sampleBatches.fields.from')}>{places.from(batch)}</Fact>
        <Fact label={t('sampleBatches.fields.to')}>{places.to(batch)}</Fact>
        <Fact label={t('sampleBatches.columns.organisation')}>{batch.organisation?.name ?? '-'}</Fact>
        <Fact label={t('sampleBatches.fields.temperature')}>{batch.temperature ?? '-'}</Fact>
        <Fact label={t('sampleBatches.fields.collectingPerson')}>{batch.collectingPerson ?? '-'}</Fact>
        <Fact label={t('sampleBatches.columns.sent')}>{byWhom(batch.createdAt, batch.createdBy, timeZone)}</Fact>
        <Fact label={t('sampleBatches.columns.samples')}>{String(batch.sampleCount)}</Fact>
        {batch.receivedAt && (
          <Fact label={t('sampleBatches.fields.received')}>{byWhom(batch.receivedAt, batch.receivedBy, timeZone)}</Fact>
        )}
        {batch.rejectedAt && (
          <Fact label={t('sampleBatches.fields.rejected')}>{byWhom(batch.rejectedAt, batch.rejectedBy, timeZone)}</Fact>
        )}
        {batch.rejectReason && <Fact label={t('sampleBatches.fields.reason')}>{batch.rejectReason}</Fact>}
        {batch.comments && <Fact label={t('sampleBatches.fields.comments')}>{batch.comments}</Fact>}
      </SimpleGrid>
    </Paper>
  );
}
