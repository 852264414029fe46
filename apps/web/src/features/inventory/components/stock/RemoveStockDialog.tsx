import { RemoveStock, type StockLot, type StockRow } from '@lims/contract';
import { manualStockMovementKinds } from '@lims/domain';
import { NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../../app/forms/apply-api-error';
import { useIssueMessage } from '../../../../app/forms/use-issue-message';
import { zodResolver } from '../../../../app/forms/zod-resolver';
import { localiseMessage } from '../../../../app/i18n/localise-message';
import { Dialog, DialogActions, showSuccess } from '../../../../ui';
import { useRemoveStock } from '../../hooks/use-inventory';
import { formatQuantity } from './stock-format';

type Kind = (typeof manualStockMovementKinds)[number];
interface Values {
  kind: Kind;
  quantity: number | string;
  reason: string;
}

/** Stock out of one lot by hand: issued to a bench, a count corrected, or thrown away; with why. */
export function RemoveStockDialog({ row, lot, onClose }: { row: StockRow; lot: StockLot; onClose: () => void }) {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const remove = useRemoveStock();
  const toInput = (values: Values): RemoveStock => ({
    kind: values.kind,
    quantity: typeof values.quantity === 'number' ? values.quantity : Number.NaN,
    reason: values.reason.trim() === '' ? null : values.reason.trim(),
    version: lot.version,
  });
  const form = useForm<Values>({
    initialValues: { kind: 'issued', quantity: '', reason: '' },
    validate: zodResolver(RemoveStock, { message: issueMessage, toInput }),
  });
  const submit = form.onSubmit((values) => {
    const body = toInput(values);
    remove.mutate(
      { lotId: lot.id, body },
      {
        onSuccess: () => {
          showSuccess(
            localiseMessage('stockTakenOut', { quantity: formatQuantity(body.quantity), unit: row.inventoryUnit }),
          );
          onClose();
        },
        onError: (error) => applyApiError(form, error),
      },
    );
  });
  return (
    <Dialog opened onClose={onClose} title={t('inventory.takeOut.title', { lot: lot.lotNumber })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('inventory.takeOut.left', { quantity: formatQuantity(lot.remaining), unit: row.inventoryUnit })}
          </Text>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="take-out-kind">
              {t('inventory.takeOut.kind')}
            </Text>
            <SegmentedControl
              aria-labelledby="take-out-kind"
              fullWidth
              data={manualStockMovementKinds.map((kind) => ({
                value: kind,
                label: t(`inventory.movements.kinds.${kind}`),
              }))}
              {...form.getInputProps('kind')}
            />
          </Stack>
          <NumberInput
            label={t('inventory.takeOut.quantity', { unit: row.inventoryUnit })}
            min={0}
            decimalScale={6}
            withAsterisk
            {...form.getInputProps('quantity')}
          />
          <Textarea
            label={t('inventory.takeOut.reason')}
            maxLength={300}
            autosize
            minRows={2}
            {...form.getInputProps('reason')}
          />
          <DialogActions submitLabel={t('inventory.lots.takeOut')} pending={remove.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Dialog>
  );
}
