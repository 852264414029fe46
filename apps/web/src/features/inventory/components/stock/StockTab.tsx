import type { StockRow } from '@lims/contract';
import { Anchor, Button, Group, Menu, Select, Stack, Switch, Text } from '@mantine/core';
import { IconPackageImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../app/session/access';
import { DataTable, type DataTableColumn, EmptyState, UserText } from '../../../../ui';
import type { StockSortKey } from '../../api/inventory-api';
import { useInventoryDepartments, useStockList } from '../../hooks/use-inventory';
import { ReceiveStockDialog } from './ReceiveStockDialog';
import { StockDrawer } from './StockDrawer';
import { ExpiryBadge, formatCalendarDate, Quantity, StockLevelBadge } from './stock-format';

/** Which row's lots are open: a department's stock of one brand. */
const rowKeyOf = (row: StockRow) => `${row.department.id}:${row.brandId}`;

/**
 * Stock (spec 002 §3 'Inventory'): each department's stock of each item's brand, its level
 * against the reorder level and its nearest expiry. 'Needs attention' keeps the rows that are
 * low, out, expired or near expiry. A row opens its lots and movements.
 */
export function StockTab() {
  const { t } = useTranslation();
  const allowed = useCan();
  const list = useStockList();
  const departments = useInventoryDepartments();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [receiving, setReceiving] = useState(false);
  const mayStock = allowed('inventory.stock');
  const open = list.items.find((row) => rowKeyOf(row) === openKey) ?? null;

  const columns: DataTableColumn<StockRow, StockSortKey>[] = [
    {
      key: 'item',
      header: t('inventory.stock.columns.item'),
      sortKey: 'inventoryName',
      cell: (row) => (
        <Stack gap={2} align="flex-start" miw={0}>
          <Anchor component="button" type="button" size="sm" fw={500} onClick={() => setOpenKey(rowKeyOf(row))}>
            <UserText inherit>{row.inventoryName}</UserText>
          </Anchor>
          <Text size="xs" c="dimmed">
            {[row.materialCode, t(`inventory.types.${row.inventoryType}`)].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'department',
      header: t('inventory.stock.columns.department'),
      cell: (row) => <UserText size="sm">{row.department.name}</UserText>,
    },
    {
      key: 'brand',
      header: t('inventory.stock.columns.brand'),
      cell: (row) => <UserText size="sm">{row.brandName}</UserText>,
    },
    {
      key: 'remaining',
      header: t('inventory.stock.columns.remaining'),
      sortKey: 'remaining',
      cell: (row) => (
        <Stack gap={4} align="flex-start">
          <Quantity quantity={row.remaining} unit={row.inventoryUnit} />
          <StockLevelBadge level={row.level} />
        </Stack>
      ),
    },
    {
      key: 'expiry',
      header: t('inventory.stock.columns.nextExpiry'),
      sortKey: 'nextExpiry',
      cell: (row) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {row.nextExpiry ? formatCalendarDate(row.nextExpiry) : t('inventory.stock.noExpiry')}
          </Text>
          <ExpiryBadge expiry={row.expiry} />
        </Stack>
      ),
    },
  ];

  const filters = (
    <>
      <Select
        aria-label={t('inventory.stock.departmentFilter')}
        placeholder={t('inventory.stock.allDepartments')}
        clearable
        searchable
        w={{ base: '100%', xs: 220 }}
        data={departments.map((department) => ({ value: String(department.id), label: department.name }))}
        value={list.filters.departmentId === undefined ? null : String(list.filters.departmentId)}
        onChange={(value) =>
          list.setFilters({ ...list.filters, departmentId: value === null ? undefined : Number(value) })
        }
      />
      <Switch
        label={t('inventory.stock.attention')}
        checked={list.filters.attention === true}
        onChange={(event) =>
          list.setFilters({ ...list.filters, attention: event.currentTarget.checked ? true : undefined })
        }
      />
    </>
  );

  return (
    <Stack gap="md">
      {mayStock && (
        <Group justify="flex-end">
          <Button leftSection={<IconPackageImport size={16} />} onClick={() => setReceiving(true)}>
            {t('inventory.stock.receive')}
          </Button>
        </Group>
      )}
      <DataTable
        label={t('inventory.tabs.stock')}
        list={list}
        columns={columns}
        rowKey={rowKeyOf}
        rowActions={{
          name: (row) => `${row.inventoryName} ${row.brandName}`,
          items: (row) => (
            <Menu.Item onClick={() => setOpenKey(rowKeyOf(row))}>{t('inventory.stock.showLots')}</Menu.Item>
          ),
        }}
        searchPlaceholder={t('inventory.stock.search')}
        filters={filters}
        minWidth={760}
        empty={
          <EmptyState
            variant="noPending"
            title={t('inventory.stock.emptyTitle')}
            description={t('inventory.stock.emptyDescription')}
          />
        }
      />
      {open && <StockDrawer row={open} mayStock={mayStock} onClose={() => setOpenKey(null)} />}
      {receiving && <ReceiveStockDialog departments={departments} onClose={() => setReceiving(false)} />}
    </Stack>
  );
}
