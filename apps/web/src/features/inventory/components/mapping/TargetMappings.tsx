import type { InventoryMapping, MappingTarget, MappingTargetRow } from '@lims/contract';
import { Button, Group, Paper, Select, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../../app/notify-error';
import { useCan } from '../../../../app/session/access';
import { confirm, EmptyState, EnabledBadge, showSuccess, TableSkeleton, UserText } from '../../../../ui';
import { useMappings, useRemoveMapping, useUpdateMapping } from '../../hooks/use-mappings';
import { consumptionGroupLabel } from './consumption-group';
import { EditMappingDialog } from './EditMappingDialog';
import { MapItemDialog } from './MapItemDialog';

/** The value of the device selector that shows the mappings of every device. */
const allDevices = 'all';

/**
 * The chosen target's mappings (spec 002 §1 'Inventory mapping screens'), grouped by
 * consumption order: the Default Group is consumed whole, each OR Condition by its first item
 * in stock. A test's mappings may be for one device (device-specific test mapping).
 */
export function TargetMappings({ target, row }: { target: MappingTarget; row: MappingTargetRow }) {
  const { t } = useTranslation();
  const can = useCan();
  const configure = can('inventory.configure');
  const [device, setDevice] = useState<string>(allDevices);
  const deviceId = target === 'test' && device !== allDevices ? Number(device) : null;
  const mappings = useMappings(target, row.id, deviceId);
  const update = useUpdateMapping();
  const remove = useRemoveMapping();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<InventoryMapping | null>(null);
  const items = mappings.data?.items ?? [];
  const orders = [...new Set(items.map((mapping) => mapping.consumptionOrder))].sort((first, second) => first - second);

  const toggle = (mapping: InventoryMapping) =>
    update.mutate(
      {
        id: mapping.id,
        body: {
          quantity: mapping.quantity,
          consumptionOrder: mapping.consumptionOrder,
          enabled: !mapping.enabled,
          version: mapping.version,
        },
      },
      { onError: (error) => notifyError(error) },
    );

  const askToRemove = async (mapping: InventoryMapping) => {
    const agreed = await confirm({
      title: t('inventoryMapping.remove.title'),
      message: t('inventoryMapping.remove.message', {
        item: `${mapping.inventoryName} (${mapping.brandName})`,
        target: row.name,
      }),
      destructive: true,
      confirmLabel: t('inventoryMapping.remove.confirm'),
    });
    if (!agreed) return;
    remove.mutate(
      { id: mapping.id, version: mapping.version },
      { onSuccess: () => showSuccess(t('inventoryMapping.remove.done')), onError: (error) => notifyError(error) },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} size="h4">
              <bdi>{row.name}</bdi>
            </Title>
            {row.departmentName && (
              <Text size="sm" c="dimmed">
                {row.departmentName}
              </Text>
            )}
          </Stack>
          <Group gap="sm" align="flex-end" wrap="wrap">
            {target === 'test' && row.devices.length > 0 && (
              <Select
                label={t('inventoryMapping.device.label')}
                data={[
                  { value: allDevices, label: t('inventoryMapping.device.all') },
                  ...row.devices.map((each) => ({ value: String(each.id), label: each.name })),
                ]}
                value={device}
                onChange={(value) => setDevice(value ?? allDevices)}
                allowDeselect={false}
                w={{ base: '100%', xs: 200 }}
              />
            )}
            {configure && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
                {t('inventoryMapping.map.action')}
              </Button>
            )}
          </Group>
        </Group>
        {mappings.isPending ? (
          <TableSkeleton />
        ) : mappings.isError ? (
          <EmptyState variant="failedToLoad" onRetry={() => void mappings.refetch()} />
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {t('inventoryMapping.mappings.none')}
          </Text>
        ) : (
          orders.map((order) => (
            <Stack key={order} gap={4}>
              <Text fw={600} size="sm">
                {consumptionGroupLabel(t, order)}
              </Text>
              <Table.ScrollContainer minWidth={560}>
                <Table verticalSpacing="xs" striped withTableBorder>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('inventoryMapping.columns.item')}</Table.Th>
                      <Table.Th>{t('inventoryMapping.columns.brand')}</Table.Th>
                      <Table.Th ta="end">{t('inventoryMapping.columns.quantity')}</Table.Th>
                      {target === 'test' && <Table.Th>{t('inventoryMapping.columns.device')}</Table.Th>}
                      <Table.Th>{t('inventoryMapping.columns.enabled')}</Table.Th>
                      {configure && <Table.Th>{t('inventoryMapping.columns.actions')}</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items
                      .filter((mapping) => mapping.consumptionOrder === order)
                      .map((mapping) => (
                        <Table.Tr key={mapping.id}>
                          <Table.Td>
                            <UserText size="sm" fw={500}>
                              {mapping.inventoryName}
                            </UserText>
                            <Text size="xs" c="dimmed">
                              {t(`inventoryMapping.types.${mapping.inventoryType}`)}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            <UserText size="sm">{mapping.brandName}</UserText>
                          </Table.Td>
                          <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                            {/* Left to right in Arabic too, so '2 mL' does not turn round. */}
                            <span dir="ltr">
                              {mapping.quantity} {mapping.inventoryUnit}
                            </span>
                          </Table.Td>
                          {target === 'test' && (
                            <Table.Td>
                              {mapping.device ? (
                                <UserText size="sm">{mapping.device.name}</UserText>
                              ) : (
                                t('inventoryMapping.device.all')
                              )}
                            </Table.Td>
                          )}
                          <Table.Td>
                            {configure ? (
                              <Switch
                                checked={mapping.enabled}
                                onChange={() => toggle(mapping)}
                                disabled={update.isPending}
                                aria-label={t('inventoryMapping.enabledOf', { item: mapping.inventoryName })}
                              />
                            ) : (
                              <EnabledBadge enabled={mapping.enabled} />
                            )}
                          </Table.Td>
                          {configure && (
                            <Table.Td>
                              <Group gap={4} wrap="nowrap">
                                <Button
                                  variant="subtle"
                                  size="compact-sm"
                                  aria-label={t('inventoryMapping.edit.actionOf', { item: mapping.inventoryName })}
                                  onClick={() => setEditing(mapping)}
                                >
                                  {t('inventoryMapping.edit.action')}
                                </Button>
                                <Button
                                  variant="subtle"
                                  color="red"
                                  size="compact-sm"
                                  aria-label={t('inventoryMapping.remove.actionOf', { item: mapping.inventoryName })}
                                  onClick={() => void askToRemove(mapping)}
                                >
                                  {t('inventoryMapping.remove.action')}
                                </Button>
                              </Group>
                            </Table.Td>
                          )}
                        </Table.Tr>
                      ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          ))
        )}
      </Stack>
      {configure && (
        <MapItemDialog
          opened={adding}
          onClose={() => setAdding(false)}
          target={target}
          row={row}
          deviceId={deviceId}
          ordersInUse={orders}
        />
      )}
      {configure && <EditMappingDialog mapping={editing} ordersInUse={orders} onClose={() => setEditing(null)} />}
    </Paper>
  );
}
