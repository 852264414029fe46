import type { DepartmentOrder } from '@lims/contract';
import { Button, Drawer, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../../app/session/session-context';
import { EmptyState, formatLabDateTime, UserText } from '../../../../ui';
import { useOrder } from '../../hooks/use-inventory';
import { Quantity } from '../stock/stock-format';
import { OrderStatusBadge } from './OrderStatusBadge';

/** One department order with its items, in purchase units beside what the department used in the thirty days before it. */
export function OrderDrawer({
  id,
  onCancel,
  onClose,
}: {
  id: number;
  /** Given to those who keep stock: an open order may be cancelled from here. */
  onCancel?: (order: DepartmentOrder) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const order = useOrder(id);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={<Title order={3}>{t('inventory.orders.number', { id })}</Title>}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      {order.isPending && <Loader size="sm" aria-label={t('inventory.orders.loading')} />}
      {order.isError && <EmptyState variant="failedToLoad" onRetry={() => void order.refetch()} />}
      {order.data && (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <UserText fw={500}>{order.data.department.name}</UserText>
              <Text size="sm" c="dimmed">
                {t('inventory.orders.orderedBy', {
                  at: formatLabDateTime(order.data.orderedAt, timeZone),
                  by: order.data.orderedBy ?? '-',
                })}
              </Text>
              {order.data.closedAt && (
                <Text size="sm" c="dimmed">
                  {t('inventory.orders.closedBy', {
                    at: formatLabDateTime(order.data.closedAt, timeZone),
                    by: order.data.closedBy ?? '-',
                  })}
                </Text>
              )}
            </Stack>
            <OrderStatusBadge status={order.data.status} />
          </Group>
          {order.data.note && <UserText size="sm">{order.data.note}</UserText>}
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs" aria-label={t('inventory.orders.itemsLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('inventory.stock.columns.item')}</Table.Th>
                  <Table.Th>{t('inventory.stock.columns.brand')}</Table.Th>
                  <Table.Th>{t('inventory.orders.quantity')}</Table.Th>
                  <Table.Th>{t('inventory.orders.pastThirtyDays')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.data.items.map((item) => (
                  <Table.Tr key={`${item.inventoryId}:${item.brandId}`}>
                    <Table.Td>
                      <UserText size="sm">{item.inventoryName}</UserText>
                    </Table.Td>
                    <Table.Td>
                      <UserText size="sm">{item.brandName}</UserText>
                    </Table.Td>
                    <Table.Td>
                      <Quantity quantity={item.quantity} unit={item.purchaseUnit} />
                    </Table.Td>
                    <Table.Td>
                      <Quantity quantity={item.pastThirtyDays} unit={item.inventoryUnit} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {onCancel && order.data.status === 'open' && (
            <Group justify="flex-end">
              <Button color="red" variant="light" onClick={() => order.data && onCancel(order.data)}>
                {t('inventory.orders.cancel')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
