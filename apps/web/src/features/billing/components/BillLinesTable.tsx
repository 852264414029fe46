import type { Bill, BillLine } from '@lims/contract';
import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../ui';
import { useMoney } from '../hooks/use-money';
import { ProfileBadge } from './BillBadges';

interface BillLinesTableProps {
  bill: Bill;
  /** Null when the user may not cancel lines. */
  onCancel: ((line: BillLine) => void) | null;
}

/** A saved bill's lines; a line is cancelled only before its sample is collected (`cancellable`). */
export function BillLinesTable({ bill, onCancel }: BillLinesTableProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const concessionText = (line: BillLine) =>
    line.concessionAmount === 0
      ? '-'
      : line.concessionType === 'percent'
        ? `${line.concessionValue / 100} % (${money.format(line.concessionAmount)})`
        : money.format(line.concessionAmount);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label={t('billing.lines.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('billing.lines.test')}</Table.Th>
            <Table.Th w={60} ta="end">
              {t('billing.lines.quantityShort')}
            </Table.Th>
            <Table.Th w={110} ta="end">
              {t('billing.lines.unitPrice')}
            </Table.Th>
            <Table.Th w={150} ta="end">
              {t('billing.lines.concession')}
            </Table.Th>
            <Table.Th w={110} ta="end">
              {t('billing.lines.amount')}
            </Table.Th>
            {onCancel && (
              <Table.Th w={44}>
                <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bill.lines.map((line) => {
            const cancelled = line.cancelledAt !== null;
            return (
              <Table.Tr key={line.id} c={cancelled ? 'dimmed' : undefined}>
                <Table.Td>
                  <Stack gap={0} miw={0}>
                    <Group gap={6} wrap="wrap">
                      <UserText size="sm" fw={500} td={cancelled ? 'line-through' : undefined}>
                        {line.name}
                      </UserText>
                      {line.kind === 'profile' && <ProfileBadge />}
                      {line.copayment && (
                        <Badge size="sm" variant="outline" radius="sm" color="gray">
                          {t('billing.lines.copayment')}
                        </Badge>
                      )}
                      {cancelled && (
                        <Badge size="sm" variant="light" radius="sm" color="gray">
                          {t('billing.badges.cancelled')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed" dir="auto">
                      <span dir="ltr">{line.code}</span>
                      {cancelled && line.cancelReason ? ` · ${line.cancelReason}` : ''}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td ta="end" dir="ltr">
                  {line.quantity}
                </Table.Td>
                <Table.Td ta="end" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                  {money.format(line.unitPrice)}
                </Table.Td>
                <Table.Td ta="end" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                  {concessionText(line)}
                </Table.Td>
                <Table.Td ta="end" dir="ltr" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {money.format(line.netAmount)}
                </Table.Td>
                {onCancel && (
                  <Table.Td>
                    {!cancelled && (
                      <Tooltip label={line.cancellable ? t('billing.lines.cancel') : t('billing.lines.notCancellable')}>
                        {/* A disabled button takes no pointer events: the wrapper keeps its tooltip. */}
                        <span>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            disabled={!line.cancellable}
                            aria-label={t('billing.lines.cancelNamed', { name: line.name })}
                            onClick={() => onCancel(line)}
                          >
                            <IconX size={16} stroke={1.5} />
                          </ActionIcon>
                        </span>
                      </Tooltip>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
