import type { InventoryBrand, InventoryItem } from '@lims/contract';
import { inventoryTypes } from '@lims/domain';
import { Badge, Button, Group, Menu, Select, Stack, Switch, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../app/session/access';
import { DataTable, type DataTableColumn, EmptyState, EnabledBadge, UserText } from '../../../../ui';
import type { ItemSortKey } from '../../api/inventory-api';
import { useItemList } from '../../hooks/use-inventory';
import { formatQuantity, Quantity } from '../stock/stock-format';
import { BrandDialog } from './BrandDialog';
import { ItemDialog } from './ItemDialog';

type OpenDialog =
  | { kind: 'item'; item: InventoryItem | null }
  | { kind: 'brand'; item: InventoryItem; brand: InventoryBrand | null };

/**
 * Items (spec 002 §3 'Inventory'): what the lab keeps in stock, with how a purchase unit turns
 * into inventory units, the reorder level, what is held over every department and the brands
 * it is bought as. The lab's admin adds and changes items and brands.
 */
export function ItemsTab() {
  const { t } = useTranslation();
  const allowed = useCan();
  const list = useItemList();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const mayConfigure = allowed('inventory.configure');

  const columns: DataTableColumn<InventoryItem, ItemSortKey>[] = [
    {
      key: 'name',
      header: t('inventory.items.columns.name'),
      sortKey: 'name',
      width: 220,
      cell: (item) => (
        <Stack gap={2} miw={0}>
          <Group gap="xs" wrap="nowrap">
            <UserText size="sm" fw={500} c={item.enabled ? undefined : 'dimmed'}>
              {item.name}
            </UserText>
            {!item.enabled && <EnabledBadge enabled={false} />}
          </Group>
          {item.materialCode && (
            <UserText size="xs" c="dimmed" ff="monospace">
              {item.materialCode}
            </UserText>
          )}
        </Stack>
      ),
    },
    {
      key: 'type',
      header: t('inventory.items.columns.type'),
      cell: (item) => (
        <Stack gap={2}>
          <Text size="sm">{t(`inventory.types.${item.inventoryType}`)}</Text>
          {item.category && (
            <UserText size="xs" c="dimmed">
              {item.category}
            </UserText>
          )}
        </Stack>
      ),
    },
    {
      key: 'units',
      header: t('inventory.items.columns.units'),
      cell: (item) => (
        <Text size="sm" dir="ltr" ta="start">
          {t('inventory.items.conversion', {
            purchaseUnit: item.purchaseUnit,
            quantity: item.unitsPerPurchase,
            inventoryUnit: item.inventoryUnit,
          })}
        </Text>
      ),
    },
    {
      key: 'inStock',
      header: t('inventory.items.columns.inStock'),
      cell: (item) => (
        <Stack gap={2}>
          <Quantity quantity={item.inStock} unit={item.inventoryUnit} />
          <Text size="xs" c="dimmed">
            {t('inventory.items.reorderAt', {
              quantity: formatQuantity(item.reorderLevel),
              unit: item.inventoryUnit,
            })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'brands',
      header: t('inventory.items.columns.brands'),
      cell: (item) => (
        <Group gap={4}>
          {item.brands.map((brand) => (
            <Badge key={brand.id} variant="light" color={brand.enabled ? 'blue' : 'gray'} radius="sm" tt="none">
              <UserText inherit>{brand.name}</UserText>
            </Badge>
          ))}
        </Group>
      ),
    },
  ];

  const filters = (
    <>
      <Select
        aria-label={t('inventory.items.typeFilter')}
        placeholder={t('inventory.items.allTypes')}
        clearable
        w={{ base: '100%', xs: 180 }}
        data={inventoryTypes.map((type) => ({ value: type, label: t(`inventory.types.${type}`) }))}
        value={list.filters.inventoryType ?? null}
        onChange={(value) =>
          list.setFilters({
            ...list.filters,
            inventoryType: inventoryTypes.find((type) => type === value),
          })
        }
      />
      <Switch
        label={t('inventory.items.showDisabled')}
        checked={list.filters.includeDisabled === true}
        onChange={(event) =>
          list.setFilters({ ...list.filters, includeDisabled: event.currentTarget.checked ? true : undefined })
        }
      />
    </>
  );

  const newItem = mayConfigure && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'item', item: null })}>
      {t('inventory.items.add')}
    </Button>
  );

  return (
    <Stack gap="md">
      {newItem && <Group justify="flex-end">{newItem}</Group>}
      <DataTable
        label={t('inventory.tabs.items')}
        list={list}
        columns={columns}
        rowKey={(item) => item.id}
        rowActions={
          mayConfigure
            ? {
                name: (item) => item.name,
                items: (item) => (
                  <>
                    <Menu.Item onClick={() => setDialog({ kind: 'item', item })}>{t('inventory.items.edit')}</Menu.Item>
                    <Menu.Item onClick={() => setDialog({ kind: 'brand', item, brand: null })}>
                      {t('inventory.brands.add')}
                    </Menu.Item>
                    {item.brands.length > 0 && <Menu.Divider />}
                    {item.brands.map((brand) => (
                      <Menu.Item key={brand.id} onClick={() => setDialog({ kind: 'brand', item, brand })}>
                        {t('inventory.brands.edit', { brand: brand.name })}
                      </Menu.Item>
                    ))}
                  </>
                ),
              }
            : undefined
        }
        searchPlaceholder={t('inventory.items.search')}
        filters={filters}
        minWidth={720}
        empty={
          <EmptyState
            variant="noPending"
            title={t('inventory.items.emptyTitle')}
            description={t('inventory.items.emptyDescription')}
          />
        }
      />
      {dialog?.kind === 'item' && <ItemDialog item={dialog.item} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'brand' && (
        <BrandDialog item={dialog.item} brand={dialog.brand} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}
