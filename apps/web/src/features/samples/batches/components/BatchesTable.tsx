import type { SampleBatchItem } from '@lims/contract';
import { Anchor, Menu, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCurrentSession } from '../../../../app/session/session-context';
import { DataTable, type DataTableColumn, EmptyState, formatLabDateTime, UserText } from '../../../../ui';
import { samplesPaths } from '../../area';
import { type BatchSortKey, useBatchList } from '../hooks/use-batches';
import { BatchStatusBadge } from './BatchBadges';
import { BatchListFilters } from './BatchListFilters';
import { usePlaceNames } from './use-place-names';

const orDash = (text: string | null) => (text ? <UserText size="sm">{text}</UserText> : '-');

/**
 * The lab's batches (spec 002 §7 getSampleBatchesList), newest first: where each went, how it
 * travelled, how many samples it carried and who sent it. The reference opens the batch.
 */
export function BatchesTable() {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const navigate = useNavigate();
  const places = usePlaceNames();
  const list = useBatchList();

  const columns: DataTableColumn<SampleBatchItem, BatchSortKey>[] = [
    {
      key: 'reference',
      header: t('sampleBatches.columns.reference'),
      sortKey: 'referenceNo',
      width: 170,
      cell: (batch) => (
        <Anchor
          component={Link}
          to={samplesPaths.sampleBatch(batch.id)}
          size="sm"
          ff="monospace"
          fw={500}
          dir="ltr"
          // A reference is read whole: 'BT-20261124-0004' does not break at its dashes.
          style={{ whiteSpace: 'nowrap' }}
        >
          {batch.referenceNo}
        </Anchor>
      ),
    },
    {
      key: 'status',
      header: t('sampleBatches.columns.status'),
      width: 110,
      cell: (batch) => <BatchStatusBadge status={batch.status} />,
    },
    {
      key: 'route',
      header: t('sampleBatches.columns.route'),
      cell: (batch) => (
        <Stack gap={2} miw={0}>
          <UserText size="sm">{places.from(batch)}</UserText>
          <Text size="xs" c="dimmed">
            {t('sampleBatches.to', { place: places.to(batch) })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'organisation',
      header: t('sampleBatches.columns.organisation'),
      cell: (batch) => orDash(batch.organisation?.name ?? null),
    },
    {
      key: 'temperature',
      header: t('sampleBatches.columns.temperature'),
      width: 120,
      cell: (batch) => orDash(batch.temperature),
    },
    {
      key: 'collectingPerson',
      header: t('sampleBatches.columns.collectingPerson'),
      cell: (batch) => orDash(batch.collectingPerson),
    },
    {
      key: 'samples',
      header: t('sampleBatches.columns.samples'),
      width: 90,
      cell: (batch) => <Text size="sm">{batch.sampleCount}</Text>,
    },
    {
      key: 'sent',
      header: t('sampleBatches.columns.sent'),
      sortKey: 'createdAt',
      width: 170,
      cell: (batch) => (
        <Stack gap={2} miw={0}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatLabDateTime(batch.createdAt, timeZone)}
          </Text>
          {batch.createdBy && (
            <UserText size="xs" c="dimmed">
              {batch.createdBy}
            </UserText>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <DataTable
      label={t('sampleBatches.title')}
      list={list}
      columns={columns}
      rowKey={(batch) => batch.id}
      rowActions={{
        name: (batch) => batch.referenceNo,
        items: (batch) => (
          <Menu.Item onClick={() => navigate(samplesPaths.sampleBatch(batch.id))}>
            {t('sampleBatches.actions.open')}
          </Menu.Item>
        ),
      }}
      searchPlaceholder={t('sampleBatches.list.search')}
      filters={<BatchListFilters list={list} />}
      empty={
        <EmptyState
          variant="noPending"
          title={t('messages.dataNotFound')}
          description={t('sampleBatches.list.empty')}
        />
      }
      minWidth={1080}
    />
  );
}
