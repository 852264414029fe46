import type { Bill, BillPayment } from '@lims/contract';
import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../app/money/use-money';
import { useCurrentSession } from '../../../app/session/session-context';
import { formatLabDateTime, UserText } from '../../../ui';
import { usePaymentModeLabel } from './payment-modes';
import { usePhone } from './use-phone';

function PaymentMode({ payment }: { payment: BillPayment }) {
  const { t } = useTranslation();
  const modeLabel = usePaymentModeLabel();
  return (
    <Group gap={4} wrap="wrap">
      <Text size="sm">{modeLabel(payment.mode)}</Text>
      {payment.kind === 'refund' && (
        <Badge size="sm" variant="light" color="orange" radius="sm">
          {t('billing.refund.badge')}
        </Badge>
      )}
      {payment.advance && (
        <Badge size="sm" variant="light" color="gray" radius="sm">
          {t('billing.totals.advance')}
        </Badge>
      )}
      {payment.payer === 'organisation' && (
        <Badge size="sm" variant="outline" color="gray" radius="sm">
          {t('billing.payers.organisation')}
        </Badge>
      )}
    </Group>
  );
}

/** Every payment and refund of the bill, oldest first; none is ever deleted, a refund reads negative. */
export function PaymentsHistory({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const money = useMoney();
  const phone = usePhone();
  if (bill.payments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('billing.payments.none')}
      </Text>
    );
  }
  const amount = (payment: BillPayment) => (
    <Text
      size="sm"
      fw={500}
      dir="ltr"
      c={payment.kind === 'refund' ? 'orange.8' : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {payment.kind === 'refund' ? `- ${money.format(Math.abs(payment.amount))}` : money.format(payment.amount)}
    </Text>
  );
  const note = (payment: BillPayment) => [payment.reference, payment.comments].filter(Boolean).join(' · ');

  if (phone) {
    return (
      <Stack
        gap="xs"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('billing.payments.history')}
      >
        {bill.payments.map((payment) => (
          <Paper key={payment.id} component="li" withBorder radius="sm" p="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} miw={0}>
                <PaymentMode payment={payment} />
                <Text size="xs" c="dimmed">
                  {[formatLabDateTime(payment.createdAt, timeZone), payment.createdBy].filter(Boolean).join(' · ')}
                </Text>
                {note(payment) && (
                  <UserText size="xs" c="dimmed">
                    {note(payment)}
                  </UserText>
                )}
              </Stack>
              {amount(payment)}
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label={t('billing.payments.history')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={170}>{t('billing.list.date')}</Table.Th>
            <Table.Th>{t('billing.payments.mode')}</Table.Th>
            <Table.Th>{t('billing.payments.reference')}</Table.Th>
            <Table.Th>{t('billing.payments.by')}</Table.Th>
            <Table.Th w={110} ta="end">
              {t('billing.payments.amount')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bill.payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatLabDateTime(payment.createdAt, timeZone)}
                </Text>
              </Table.Td>
              <Table.Td>
                <PaymentMode payment={payment} />
              </Table.Td>
              <Table.Td>
                <UserText size="sm" lineClamp={2}>
                  {note(payment) || '-'}
                </UserText>
              </Table.Td>
              <Table.Td>
                <UserText size="sm">{payment.createdBy ?? '-'}</UserText>
              </Table.Td>
              <Table.Td ta="end">{amount(payment)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
