import type { Bill, BillLine } from '@lims/contract';
import { ActionIcon, Badge, Group, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../app/money/use-money';
import { UserText } from '../../../ui';
import { ProfileBadge } from './BillBadges';
import { usePhone } from './use-phone';

interface BillLinesTableProps {
  bill: Bill;
  /** Null when the user may not cancel lines. */
  onCancel: ((line: BillLine) => void) | null;
}

function LineSummary({ line }: { line: BillLine }) {
  const { t } = useTranslation();
  const cancelled = line.cancelledAt !== null;
  return (
    <Stack gap={2} miw={0}>
      <UserText size="sm" fw={500} td={cancelled ? 'line-through' : undefined} lineClamp={2}>
        {line.name}
      </UserText>
      <Group gap={6} wrap="wrap" style={{ rowGap: 2 }}>
        <Text size="xs" c="dimmed" ff="monospace" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
          {line.code}
        </Text>
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
      {cancelled && line.cancelReason && (
        <UserText size="xs" c="dimmed">
          {line.cancelReason}
        </UserText>
      )}
    </Stack>
  );
}

/** A disabled button takes no pointer events: the wrapper keeps its tooltip, which says why. */
function CancelLineButton({ line, onCancel }: { line: BillLine; onCancel: (line: BillLine) => void }) {
  const { t } = useTranslation();
  if (line.cancelledAt !== null) return null;
  return (
    <Tooltip label={line.cancellable ? t('billing.lines.cancel') : t('billing.lines.notCancellable')}>
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
  );
}

/** A saved bill's lines; a line is cancelled only before its sample is collected (`cancellable`). */
export function BillLinesTable({ bill, onCancel }: BillLinesTableProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const phone = usePhone();
  const concessionText = (line: BillLine) =>
    line.concessionAmount === 0
      ? '-'
      : line.concessionType === 'percent'
        ? `${line.concessionValue / 100} % (${money.format(line.concessionAmount)})`
        : money.format(line.concessionAmount);
  const amount = (value: string) => (
    <Text size="sm" dir="ltr" style={{ whiteSpace: 'nowrap' }} span>
      {value}
    </Text>
  );

  if (phone) {
    return (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('billing.lines.title')}>
        {bill.lines.map((line) => (
          <Paper key={line.id} component="li" withBorder radius="sm" p="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <LineSummary line={line} />
              <Group gap={4} wrap="nowrap">
                <Text size="sm" fw={500} dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                  {money.format(line.netAmount)}
                </Text>
                {onCancel && <CancelLineButton line={line} onCancel={onCancel} />}
              </Group>
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              {t('billing.lines.quantityShort')} {amount(String(line.quantity))} · {t('billing.lines.unitPrice')}{' '}
              {amount(money.format(line.unitPrice))}
              {line.concessionAmount > 0 && (
                <>
                  {' '}
                  · {t('billing.lines.concession')} {amount(concessionText(line))}
                </>
              )}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label={t('billing.lines.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('billing.lines.test')}</Table.Th>
            <Table.Th w={60} ta="end">
              {t('billing.lines.quantityShort')}
            </Table.Th>
            <Table.Th w={100} ta="end">
              {t('billing.lines.unitPrice')}
            </Table.Th>
            <Table.Th w={140} ta="end">
              {t('billing.lines.concession')}
            </Table.Th>
            <Table.Th w={100} ta="end">
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
          {bill.lines.map((line) => (
            <Table.Tr key={line.id} c={line.cancelledAt !== null ? 'dimmed' : undefined}>
              <Table.Td>
                <LineSummary line={line} />
              </Table.Td>
              <Table.Td ta="end">{amount(String(line.quantity))}</Table.Td>
              <Table.Td ta="end">{amount(money.format(line.unitPrice))}</Table.Td>
              <Table.Td ta="end">{amount(concessionText(line))}</Table.Td>
              <Table.Td ta="end" fw={500}>
                {amount(money.format(line.netAmount))}
              </Table.Td>
              {onCancel && (
                <Table.Td>
                  <CancelLineButton line={line} onCancel={onCancel} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
