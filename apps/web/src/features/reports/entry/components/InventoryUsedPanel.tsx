import type { ConsumptionLine, ConsumptionLineInput, ReportConsumption } from '@lims/contract';
import { Alert, Button, Collapse, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconChevronDown } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../../app/session/session-context';
import { EmptyState, formatLabDateTime, TableSkeleton } from '../../../../ui';
import { useReportConsumption } from '../../../inventory';

interface InventoryUsedPanelProps {
  reportId: number;
  /** The values may be saved now: the planned quantities may be changed before they are consumed. */
  editable: boolean;
  /**
   * The lines to send with the save as `inventoryValue` (spec 001 §7), with the quantities as
   * typed; null until the panel has read planned lines, so a save without them consumes the
   * mapped quantities.
   */
  onPlannedChange: (lines: ConsumptionLineInput[] | null) => void;
}

/** The lines a save may send: those of a mapping (a line without one cannot be named back). */
const plannedInputs = (lines: readonly ConsumptionLine[], typed: ReadonlyMap<number, number>): ConsumptionLineInput[] =>
  lines.flatMap((line) =>
    line.stockTestId === null
      ? []
      : [
          {
            stockTestId: line.stockTestId,
            inventoryId: line.inventoryId,
            brandId: line.brandId,
            quantityConsumed: typed.get(line.stockTestId) ?? line.quantity,
          },
        ],
  );

/**
 * spec 001 §2 'An inventory-used panel (Show/Hide), shown only when inventoryManagement is 1':
 * before the first save, what the test's mappings will consume (quantities may be changed, and
 * a shortage is named); after it, what was consumed, by whom and when.
 */
export function InventoryUsedPanel({ reportId, editable, onPlannedChange }: InventoryUsedPanelProps) {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  const [asked, setAsked] = useState(false);
  const titleId = useId();
  const consumption = useReportConsumption(reportId, asked);
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title id={titleId} order={3} size="h6">
            {t('reportEntry.inventory.title')}
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={opened}
            rightSection={
              <IconChevronDown size={14} style={{ transform: opened ? 'rotate(180deg)' : undefined }} aria-hidden />
            }
            onClick={() => {
              setAsked(true);
              toggle();
            }}
          >
            {opened ? t('reportEntry.inventory.hide') : t('reportEntry.inventory.show')}
          </Button>
        </Group>
        <Collapse in={opened}>
          {/* Not asked for until the first Show: a query that never ran is pending, not loading. */}
          {!asked ? null : consumption.isPending ? (
            <TableSkeleton />
          ) : consumption.isError ? (
            <EmptyState variant="failedToLoad" onRetry={() => void consumption.refetch()} />
          ) : (
            <ConsumptionBody consumption={consumption.data} editable={editable} onPlannedChange={onPlannedChange} />
          )}
        </Collapse>
      </Stack>
    </Paper>
  );
}

function ConsumptionBody({
  consumption,
  editable,
  onPlannedChange,
}: {
  consumption: ReportConsumption;
  editable: boolean;
  onPlannedChange: InventoryUsedPanelProps['onPlannedChange'];
}) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const [typed, setTyped] = useState<ReadonlyMap<number, number>>(new Map());
  const planned = consumption.state === 'planned' && consumption.lines.length > 0;

  // What the save sends follows the lines read and the quantities typed.
  useEffect(() => {
    onPlannedChange(planned ? plannedInputs(consumption.lines, typed) : null);
  }, [planned, consumption.lines, typed, onPlannedChange]);

  if (consumption.state === 'off' || consumption.lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('reportEntry.inventory.none')}
      </Text>
    );
  }
  const shortages = consumption.lines.filter((line) => line.missing > 0);
  return (
    <Stack gap="xs">
      {consumption.state === 'consumed' && consumption.consumedAt && (
        <Text size="sm" c="dimmed">
          {t('reportEntry.inventory.consumedOn', {
            date: formatLabDateTime(consumption.consumedAt, timeZone),
            name: consumption.consumedBy ?? t('reportEntry.inventory.someone'),
          })}
        </Text>
      )}
      {planned && shortages.length > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={16} />} p="xs">
          {t('reportEntry.inventory.shortageNote')}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing={4} striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reportEntry.inventory.columns.item')}</Table.Th>
              <Table.Th>{t('reportEntry.inventory.columns.brand')}</Table.Th>
              <Table.Th>{t('reportEntry.inventory.columns.type')}</Table.Th>
              <Table.Th>{t('reportEntry.inventory.columns.group')}</Table.Th>
              <Table.Th ta="end">{t('reportEntry.inventory.columns.quantity')}</Table.Th>
              {planned && <Table.Th ta="end">{t('reportEntry.inventory.columns.inStock')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {consumption.lines.map((line, index) => (
              <Table.Tr key={line.stockTestId ?? `line-${index}`}>
                <Table.Td dir="auto">{line.inventoryName}</Table.Td>
                <Table.Td dir="auto">{line.brandName}</Table.Td>
                <Table.Td>{t(`reportEntry.inventory.types.${line.inventoryType}`)}</Table.Td>
                <Table.Td>
                  {line.consumptionOrder === 0
                    ? t('reportEntry.inventory.group.default')
                    : t('reportEntry.inventory.group.or', { number: line.consumptionOrder })}
                </Table.Td>
                <Table.Td ta="end">
                  {planned && editable && line.stockTestId !== null ? (
                    <Group gap={6} justify="flex-end" wrap="nowrap">
                      <NumberInput
                        size="xs"
                        w={96}
                        min={0}
                        decimalScale={6}
                        aria-label={t('reportEntry.inventory.quantityOf', { item: line.inventoryName })}
                        value={typed.get(line.stockTestId) ?? line.quantity}
                        onChange={(value) => {
                          const stockTestId = line.stockTestId;
                          if (stockTestId === null) return;
                          setTyped((current) =>
                            new Map(current).set(stockTestId, typeof value === 'number' ? value : 0),
                          );
                        }}
                      />
                      <span dir="auto">{line.inventoryUnit}</span>
                    </Group>
                  ) : (
                    <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                      {line.quantity} {line.inventoryUnit}
                    </span>
                  )}
                </Table.Td>
                {planned && (
                  <Table.Td ta="end">
                    <Stack gap={0} align="flex-end">
                      <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                        {line.inStock ?? 0} {line.inventoryUnit}
                      </span>
                      {line.missing > 0 && (
                        <Text size="xs" c="orange.9" fw={500}>
                          {t('reportEntry.inventory.short', { quantity: line.missing, unit: line.inventoryUnit })}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
