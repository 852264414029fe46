import type { DepartmentOrder } from '@lims/contract';
import { departmentOrderStatuses } from '@lims/domain';
import { Anchor, Button, Group, Menu, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../../app/notify-error';
import { useCan } from '../../../../app/session/access';
import { useCurrentSession } from '../../../../app/session/session-context';
import {
  confirm,
  DataTable,
  type DataTableColumn,
  EmptyState,
  formatLabDateTime,
  showSuccess,
  UserText,
} from '../../../../ui';
import type { OrderSortKey } from '../../api/inventory-api';
import { useCancelOrder, useInventoryDepartments, useOrderList } from '../../hooks/use-inventory';
import { NewOrderDialog } from './NewOrderDialog';
import { OrderDrawer } from './OrderDrawer';
import { OrderStatusBadge } from './OrderStatusBadge';

/**
 * Department orders (spec 002 §9 newGetDeptInvOrder, getDepartmentOrderStockList,
 * cancelDepartmentInventoryOrder): what each department asked for, newest first; an open order
 * waits for stock and may be cancelled.
 */
export function OrdersTab() {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const allowed = useCan();
  const list = useOrderList();
  const departments = useInventoryDepartments();
  const cancel = useCancelOrder();
  const [openId, setOpenId] = useState<number | null>(null);
  const [placing, setPlacing] = useState(false);
  const mayStock = allowed('inventory.stock');

  const cancelOrder = async (order: DepartmentOrder) => {
    const confirmed = await confirm({
      title: t('inventory.orders.cancelTitle', { id: order.id }),
      message: t('inventory.orders.cancelMessage', { department: order.department.name }),
      confirmLabel: t('inventory.orders.cancel'),
      destructive: true,
    });
    if (!confirmed) return;
    cancel.mutate(
      { id: order.id, version: order.version },
      { onSuccess: () => showSuccess(t('messages.departmentOrderCancelled')), onError: (error) => notifyError(error) },
    );
  };

  const columns: DataTableColumn<DepartmentOrder, OrderSortKey>[] = [
    {
      key: 'order',
      header: t('inventory.orders.columns.order'),
      width: 110,
      cell: (order) => (
        <Anchor component="button" type="button" size="sm" fw={500} onClick={() => setOpenId(order.id)}>
          {t('inventory.orders.number', { id: order.id })}
        </Anchor>
      ),
    },
    {
      key: 'department',
      header: t('inventory.orders.columns.department'),
      cell: (order) => <UserText size="sm">{order.department.name}</UserText>,
    },
    {
      key: 'orderedAt',
      header: t('inventory.orders.columns.orderedAt'),
      sortKey: 'orderedAt',
      cell: (order) => (
        <Stack gap={2}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatLabDateTime(order.orderedAt, timeZone)}
          </Text>
          {order.orderedBy && (
            <UserText size="xs" c="dimmed">
              {order.orderedBy}
            </UserText>
          )}
        </Stack>
      ),
    },
    {
      key: 'items',
      header: t('inventory.orders.columns.items'),
      width: 90,
      cell: (order) => <Text size="sm">{order.itemCount}</Text>,
    },
    {
      key: 'status',
      header: t('inventory.orders.columns.status'),
      width: 130,
      cell: (order) => <OrderStatusBadge status={order.status} />,
    },
  ];

  const filters = (
    <>
      <Select
        aria-label={t('inventory.orders.departmentFilter')}
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
      <Select
        aria-label={t('inventory.orders.statusFilter')}
        placeholder={t('inventory.orders.allStatuses')}
        clearable
        w={{ base: '100%', xs: 180 }}
        data={departmentOrderStatuses.map((status) => ({
          value: status,
          label: t(`inventory.orders.statuses.${status}`),
        }))}
        value={list.filters.status ?? null}
        onChange={(value) =>
          list.setFilters({ ...list.filters, status: departmentOrderStatuses.find((status) => status === value) })
        }
      />
    </>
  );

  return (
    <Stack gap="md">
      {mayStock && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setPlacing(true)}>
            {t('inventory.orders.add')}
          </Button>
        </Group>
      )}
      <DataTable
        label={t('inventory.tabs.orders')}
        list={list}
        columns={columns}
        rowKey={(order) => order.id}
        rowActions={{
          name: (order) => t('inventory.orders.number', { id: order.id }),
          items: (order) => (
            <>
              <Menu.Item onClick={() => setOpenId(order.id)}>{t('inventory.orders.view')}</Menu.Item>
              {mayStock && order.status === 'open' && (
                <Menu.Item color="red" onClick={() => void cancelOrder(order)}>
                  {t('inventory.orders.cancel')}
                </Menu.Item>
              )}
            </>
          ),
        }}
        filters={filters}
        empty={
          <EmptyState
            variant="noPending"
            title={t('inventory.orders.emptyTitle')}
            description={t('inventory.orders.emptyDescription')}
          />
        }
      />
      {openId !== null && (
        <OrderDrawer id={openId} onCancel={mayStock ? cancelOrder : undefined} onClose={() => setOpenId(null)} />
      )}
      {placing && <NewOrderDialog departments={departments} onClose={() => setPlacing(false)} />}
    </Stack>
  );
}
