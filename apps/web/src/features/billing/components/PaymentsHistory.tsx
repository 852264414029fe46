import type { Bill } from '@lims/contract';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { formatLabDateTime, UserText } from '../../../ui';
import { useMoney } from '../hooks/use-money';
import { usePaymentModeLabel } from './payment-modes';

/** Every payment and refund of the bill, oldest first; none is ever deleted, a refund reads negative. */
export function PaymentsHistory({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const money = useMoney();
  const modeLabel = usePaymentModeLabel();
  if (bill.payments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('billing.payments.none')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label={t('billing.payments.history')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={150}>{t('billing.list.date')}</Table.Th>
            <Table.Th>{t('billing.payments.mode')}</Table.Th>
            <Table.Th>{t('billing.payments.reference')}</Table.Th>
            <Table.Th>{t('billing.payments.by')}</Table.Th>
            <Table.Th w={120} ta="end">
              {t('billing.payments.amount')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bill.payments.map((payment) => {
            const refund = payment.kind === 'refund';
            return (
              <Table.Tr key={payment.id}>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatLabDateTime(payment.createdAt, timeZone)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" span>
                    {modeLabel(payment.mode)}
                  </Text>{' '}
                  {refund && (
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
                </Table.Td>
                <Table.Td>
                  <UserText size="sm" lineClamp={2}>
                    {[payment.reference, payment.comments].filter(Boolean).join(' · ') || '-'}
                  </UserText>
                </Table.Td>
                <Table.Td>
                  <UserText size="sm">{payment.createdBy ?? '-'}</UserText>
                </Table.Td>
                <Table.Td ta="end">
                  <Text
                    size="sm"
                    fw={500}
                    dir="ltr"
                    c={refund ? 'orange.8' : undefined}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {refund ? `- ${money.format(Math.abs(payment.amount))}` : money.format(payment.amount)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
