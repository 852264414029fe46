import type { Bill } from '@lims/contract';
import { type Payer, type PaymentMode, payers } from '@lims/domain';
import { Alert, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { MoneyInput } from '../../../app/money/MoneyInput';
import { useMoney } from '../../../app/money/use-money';
import { Dialog, DialogActions, showSuccess } from '../../../ui';
import { useAddPayment, useAddRefund } from '../hooks/use-bills';
import { usePaymentModeOptions } from './payment-modes';
import { showRefusal } from './refusal';

interface PaymentDialogProps {
  kind: 'payment' | 'refund';
  opened: boolean;
  bill: Bill;
  onClose: () => void;
}

/**
 * A later payment on a bill (default amount: what is due) or a refund of what was received
 * (finance staff; its reason required). Both add a row to the bill's payments; nothing is ever
 * changed or deleted there.
 */
export function PaymentDialog({ kind, opened, bill, onClose }: PaymentDialogProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const modes = usePaymentModeOptions();
  const pay = useAddPayment(bill.id);
  const refund = useAddRefund(bill.id);
  const received = bill.paidAmount - bill.refundedAmount;
  const start = kind === 'payment' ? bill.dueAmount : 0;
  const [mode, setMode] = useState<PaymentMode>('Cash');
  const [payer, setPayer] = useState<Payer>('patient');
  const [amount, setAmount] = useState<number>(start);
  const [reference, setReference] = useState('');
  const [comments, setComments] = useState('');
  const [error, setError] = useState<string | null>(null);
  const saving = pay.isPending || refund.isPending;

  const close = () => {
    setError(null);
    onClose();
  };
  const options = {
    onSuccess: () => {
      showSuccess(kind === 'payment' ? t('billing.payments.added') : t('billing.refund.added'));
      close();
    },
    onError: (failure: unknown) => showRefusal(failure, setError),
  };
  const submit = () => {
    if (amount <= 0) {
      setError(localiseMessage('paymentNotPositive'));
      return;
    }
    const text = (value: string) => (value.trim() === '' ? null : value.trim());
    if (kind === 'payment') {
      pay.mutate(
        { mode, amount, payer, reference: text(reference), comments: text(comments), version: bill.version },
        options,
      );
    } else {
      refund.mutate(
        { mode, amount, reference: text(reference), comments: comments.trim(), version: bill.version },
        options,
      );
    }
  };

  return (
    <Dialog
      opened={opened}
      onClose={close}
      title={kind === 'payment' ? t('billing.payments.addTitle') : t('billing.refund.title')}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Alert variant="light" color={kind === 'payment' ? 'blue' : 'orange'} p="xs">
            {kind === 'payment'
              ? t('billing.payments.dueNow', { due: money.format(bill.dueAmount) })
              : t('billing.refund.received', { received: money.format(received) })}
          </Alert>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group grow gap="sm" align="flex-start">
            <Select
              label={t('billing.payments.mode')}
              data={modes}
              value={mode}
              onChange={(value) => value && setMode(value as PaymentMode)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <MoneyInput
              label={t('billing.payments.amount')}
              required
              data-autofocus
              value={amount}
              onChange={(value) => setAmount(value ?? 0)}
            />
          </Group>
          {kind === 'payment' && bill.organisation && (
            <Select
              label={t('billing.payments.payer')}
              data={payers.map((value) => ({ value, label: t(`billing.payers.${value}`) }))}
              value={payer}
              onChange={(value) => value && setPayer(value as Payer)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <TextInput
            label={t('billing.payments.reference')}
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
            maxLength={80}
            dir="auto"
          />
          <Textarea
            label={kind === 'payment' ? t('billing.payments.comments') : t('billing.refund.reason')}
            required={kind === 'refund'}
            value={comments}
            onChange={(event) => setComments(event.currentTarget.value)}
            maxLength={300}
            autosize
            minRows={2}
            dir="auto"
          />
          <DialogActions
            submitLabel={kind === 'payment' ? t('billing.payments.add') : t('billing.refund.action')}
            pending={saving}
            onCancel={close}
            submitColor={kind === 'refund' ? 'orange' : undefined}
            submitDisabled={kind === 'refund' && comments.trim() === ''}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
