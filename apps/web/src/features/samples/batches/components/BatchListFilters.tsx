import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../../app/session/session-context';
import { OptionalDateRange, type ServerList } from '../../../../ui';
import type { BatchFilters, BatchSortKey } from '../hooks/use-batches';

const statusChoices = ['sent', 'received', 'rejected'] as const satisfies readonly NonNullable<
  BatchFilters['status']
>[];

/** The batches list's filters, applied by the server: the batch's status and the days it was sent. */
export function BatchListFilters({
  list,
}: {
  list: Pick<ServerList<unknown, BatchSortKey, BatchFilters>, 'filters' | 'setFilters'>;
}) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const { filters, setFilters } = list;
  const statusLabel = t('sampleBatches.filters.status');
  return (
    <>
      <Select
        aria-label={statusLabel}
        placeholder={t('sampleBatches.filters.anyStatus')}
        clearable
        data={statusChoices.map((status) => ({ value: status, label: t(`sampleBatches.status.${status}`) }))}
        value={filters.status ?? null}
        onChange={(status) => setFilters({ ...filters, status: statusChoices.find((choice) => choice === status) })}
        w={{ base: '100%', xs: 190 }}
      />
      <OptionalDateRange
        anyLabel={t('sampleBatches.filters.anyDate')}
        clearLabel={t('sampleBatches.filters.clearDate')}
        startPreset="today"
        timeZone={timeZone}
        onChange={(days) => setFilters({ ...filters, from: days?.from, to: days?.to })}
      />
    </>
  );
}
