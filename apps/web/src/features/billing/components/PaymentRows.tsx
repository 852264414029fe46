import { type PaymentMode, paymentModes } from '@lims/domain';
import { ActionIcon, Button, Group, Select, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../app/money/MoneyInput';
import { emptyPayment, type PaymentDraft } from './bill-draft';
import { usePaymentModeOptions } from './payment-modes';

interface PaymentRowsProps {
  payments: PaymentDraft[];
  onChange: (payments: PaymentDraft[]) => void;
}

/** The payments taken with the bill (the advance): one row per mode, a split payment in several. */
export function PaymentRows({ payments, onChange }: PaymentRowsProps) {
  const { t } = useTranslation();
  const modes = usePaymentModeOptions();
  const change = (index: number, payment: PaymentDraft) =>
    onChange(payments.map((current, at) => (at === index ? payment : current)));
  const unused = paymentModes.find((mode) => !payments.some((payment) => payment.mode === mode));
  return (
    <Stack gap="xs">
      {payments.map((payment, index) => (
        <Group key={payment.key} gap="xs" wrap="wrap" align="flex-end">
          <Select
            label={index === 0 ? t('billing.payments.mode') : undefined}
            aria-label={t('billing.payments.modeOf', { number: index + 1 })}
            data={modes}
            value={payment.mode}
            onChange={(mode) => mode && change(index, { ...payment, mode: mode as PaymentMode })}
            allowDeselect={false}
            w={{ base: 'calc(50% - var(--mantine-spacing-xs) / 2)', sm: 160 }}
          />
          <MoneyInput
            label={index === 0 ? t('billing.payments.amount') : undefined}
            aria-label={t('billing.payments.amountOf', { number: index + 1 })}
            value={payment.amount}
            onChange={(amount) => change(index, { ...payment, amount: amount ?? 0 })}
            w={{ base: 'calc(50% - var(--mantine-spacing-xs) / 2)', sm: 140 }}
          />
          <TextInput
            label={index === 0 ? t('billing.payments.reference') : undefined}
            aria-label={t('billing.payments.referenceOf', { number: index + 1 })}
            value={payment.reference}
            onChange={(event) => change(index, { ...payment, reference: event.currentTarget.value })}
            maxLength={80}
            dir="auto"
            style={{ flex: '1 1 10rem' }}
          />
          {payments.length > 1 && (
            <Tooltip label={t('billing.payments.remove')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('billing.payments.removeOf', { number: index + 1 })}
                onClick={() => onChange(payments.filter((_, at) => at !== index))}
              >
                <IconTrash size={16} stroke={1.5} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ))}
      {unused && (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...payments, { ...emptyPayment(), mode: unused }])}
        >
          {t('billing.payments.split')}
        </Button>
      )}
    </Stack>
  );
}
