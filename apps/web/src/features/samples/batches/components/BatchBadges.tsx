import type { SampleListItem } from '@lims/contract';
import { type BatchStatus, batchStatusValues } from '@lims/domain';
import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const statusColours: Record<BatchStatus, string> = { sent: 'blue', received: 'teal', rejected: 'red' };
const isBatchStatus = (value: string): value is BatchStatus => batchStatusValues.some((status) => status === value);

/** spec 002 §4 'Batch states: created and sent, then received or rejected.' */
export function BatchStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  if (!isBatchStatus(status)) return null;
  return (
    <Badge color={statusColours[status]} variant="light" radius="sm" style={{ flex: 'none' }}>
      {t(`sampleBatches.status.${status}`)}
    </Badge>
  );
}

/** spec 002 §2: a sample travelling to the lab in a batch is marked 'Batch Processing', with the batch's number. */
export function BatchProcessingBadge({ sample }: { sample: Pick<SampleListItem, 'batch'> }) {
  const { t } = useTranslation();
  if (!sample.batch) return null;
  return (
    <Tooltip label={t('sampleBatches.badgeHint', { reference: sample.batch.referenceNo })}>
      <Badge color="indigo" variant="outline" radius="sm" style={{ flex: 'none' }}>
        {t('sampleBatches.badge')}
      </Badge>
    </Tooltip>
  );
}
