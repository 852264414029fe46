import type { StockLot, StockRow } from '@lims/contract';
import { Button, Drawer, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../../app/session/session-context';
import { formatLabDate, formatLabDateTime, UserText } from '../../../../ui';
import { useMovements } from '../../hooks/use-inventory';
import { RemoveStockDialog } from './RemoveStockDialog';
import { ExpiryBadge, formatCalendarDate, formatQuantity, Quantity } from './stock-format';

/**
 * One department's stock of an item's brand: its lots, first expiry first (the order stock is
 * consumed in), each with 'Take out' for those who keep stock, and the item's latest movements
 * in that department.
 */
export function StockDrawer({ row, mayStock, onClose }: { row: StockRow; mayStock: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const [takingOut, setTakingOut] = useState<StockLot | null>(null);
  const lots = row.lots.filter((lot) => lot.remaining > 0);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={<Title order={3}>{t('inventory.lots.title', { item: row.inventoryName, brand: row.brandName })}</Title>}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('inventory.lots.department', { department: row.department.name })}
        </Text>
        {lots.length === 0 ? (
          <Text size="sm">{t('inventory.lots.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={340}>
            <Table verticalSpacing="xs" aria-label={t('inventory.lots.label')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('inventory.lots.lotNumber')}</Table.Th>
                  <Table.Th>{t('inventory.lots.expiresOn')}</Table.Th>
                  <Table.Th>{t('inventory.lots.remaining')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lots.map((lot) => (
                  <Table.Tr key={lot.id}>
                    <Table.Td>
                      <UserText size="sm" ff="monospace">
                        {lot.lotNumber}
                      </UserText>
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {t('inventory.lots.receivedOn', { date: formatLabDate(lot.receivedAt, timeZone) })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4} align="flex-start">
                        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {lot.expiresOn ? formatCalendarDate(lot.expiresOn) : t('inventory.stock.noExpiry')}
                        </Text>
                        <ExpiryBadge expiry={lot.expiry} />
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4} align="flex-start">
                        <Quantity quantity={lot.remaining} unit={row.inventoryUnit} />
                        <Text size="xs" c="dimmed">
                          {t('inventory.lots.ofReceived', { quantity: formatQuantity(lot.received) })}
                        </Text>
                        {mayStock && (
                          <Button
                            size="compact-sm"
                            variant="default"
                            aria-label={t('inventory.lots.takeOutOf', { lot: lot.lotNumber })}
                            onClick={() => setTakingOut(lot)}
                          >
                            {t('inventory.lots.takeOut')}
                          </Button>
                        )}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Movements row={row} timeZone={timeZone} />
      </Stack>
      {takingOut && <RemoveStockDialog row={row} lot={takingOut} onClose={() => setTakingOut(null)} />}
    </Drawer>
  );
}

function Movements({ row, timeZone }: { row: StockRow; timeZone: string }) {
  const { t } = useTranslation();
  const movements = useMovements(row.inventoryId, row.department.id);
  return (
    <Stack gap="xs">
      <Title order={4}>{t('inventory.movements.title')}</Title>
      {movements.isPending && <Loader size="sm" aria-label={t('inventory.movements.loading')} />}
      {movements.isError && <Text size="sm">{t('inventory.movements.failed')}</Text>}
      {movements.data && movements.data.items.length === 0 && <Text size="sm">{t('inventory.movements.none')}</Text>}
      {movements.data && movements.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={340}>
          <Table verticalSpacing="xs" aria-label={t('inventory.movements.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('inventory.movements.at')}</Table.Th>
                <Table.Th>{t('inventory.movements.kind')}</Table.Th>
                <Table.Th>{t('inventory.movements.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {movements.data.items.map((movement) => (
                <Table.Tr key={movement.id}>
                  <Table.Td>
                    <Text size="sm">{formatLabDateTime(movement.at, timeZone)}</Text>
                    {movement.by && (
                      <UserText size="xs" c="dimmed">
                        {movement.by}
                      </UserText>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(`inventory.movements.kinds.${movement.kind}`)}</Text>
                    <Quantity quantity={movement.quantity} unit={row.inventoryUnit} />
                    <Text size="xs" c="dimmed">
                      {t('inventory.movements.lot', { lot: movement.lotNumber })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {movement.source ? (
                      <Text size="sm">
                        {t(`inventory.movements.sources.${movement.source.kind}`, { id: movement.source.id })}
                      </Text>
                    ) : (
                      <UserText size="sm">{movement.reason ?? '-'}</UserText>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
