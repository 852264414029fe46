import type { InventoryMapping } from '@lims/contract';
import { NumberInput, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../../app/notify-error';
import { Dialog, DialogActions, showSuccess } from '../../../../ui';
import { useUpdateMapping } from '../../hooks/use-mappings';
import { consumptionOrderChoices } from './consumption-group';

/** spec 002 §9 edit-quantity…: a mapping's quantity and consumption order, at the version read. */
export function EditMappingDialog({
  mapping,
  ordersInUse,
  onClose,
}: {
  mapping: InventoryMapping | null;
  ordersInUse: readonly number[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateMapping();
  const [quantity, setQuantity] = useState<number | string>('');
  const [order, setOrder] = useState('0');

  useEffect(() => {
    if (!mapping) return;
    setQuantity(mapping.quantity);
    setOrder(String(mapping.consumptionOrder));
  }, [mapping]);

  const amount = typeof quantity === 'number' ? quantity : Number.NaN;
  return (
    <Dialog opened={mapping !== null} onClose={onClose} title={t('inventoryMapping.edit.title')}>
      {mapping && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!(amount > 0)) return;
            update.mutate(
              {
                id: mapping.id,
                body: {
                  quantity: amount,
                  consumptionOrder: Number(order),
                  enabled: mapping.enabled,
                  version: mapping.version,
                },
              },
              {
                onSuccess: () => {
                  showSuccess(t('inventoryMapping.edit.done'));
                  onClose();
                },
                onError: (error) => notifyError(error),
              },
            );
          }}
        >
          <Stack gap="md">
            <Text size="sm" dir="auto">
              {mapping.inventoryName} — {mapping.brandName}
            </Text>
            <NumberInput
              label={t('inventoryMapping.map.quantity')}
              description={t('inventoryMapping.map.unit', { unit: mapping.inventoryUnit })}
              value={quantity}
              onChange={setQuantity}
              min={0}
              decimalScale={6}
              required
            />
            <Select
              label={t('inventoryMapping.map.order')}
              description={t('inventoryMapping.map.orderHelp')}
              data={consumptionOrderChoices(t, ordersInUse)}
              value={order}
              onChange={(value) => setOrder(value ?? '0')}
              allowDeselect={false}
            />
            <DialogActions
              submitLabel={t('inventoryMapping.edit.save')}
              pending={update.isPending}
              onCancel={onClose}
              submitDisabled={!(amount > 0)}
            />
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
