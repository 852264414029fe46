import type { MappingTarget, MappingTargetRow } from '@lims/contract';
import { NumberInput, Select, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../../app/notify-error';
import { Dialog, DialogActions, showSuccess } from '../../../../ui';
import { useBrandChoices, useCreateMapping } from '../../hooks/use-mappings';
import { consumptionOrderChoices } from './consumption-group';

interface MapItemDialogProps {
  opened: boolean;
  onClose: () => void;
  target: MappingTarget;
  row: MappingTargetRow;
  /** The device the list shows, the new mapping's device to start with (tests only). */
  deviceId: number | null;
  ordersInUse: readonly number[];
}

const anyDevice = 'all';
const brandValue = (inventoryId: number, brandId: number) => `${inventoryId}:${brandId}`;

/** Map item (spec 002 §9 map-inventory-with-test / -sample / -qc): an item's brand, how much each use takes, its group and, for a test, its device. */
export function MapItemDialog({ opened, onClose, target, row, deviceId, ordersInUse }: MapItemDialogProps) {
  const { t } = useTranslation();
  const brands = useBrandChoices(opened);
  const create = useCreateMapping();
  const [brand, setBrand] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | string>('');
  const [order, setOrder] = useState('0');
  const [device, setDevice] = useState(anyDevice);

  // Each opening starts empty, on the device the list shows.
  useEffect(() => {
    if (!opened) return;
    setBrand(null);
    setQuantity('');
    setOrder('0');
    setDevice(deviceId === null ? anyDevice : String(deviceId));
  }, [opened, deviceId]);

  const choices = brands.data?.items ?? [];
  const chosen = choices.find((choice) => brandValue(choice.inventoryId, choice.brandId) === brand);
  const amount = typeof quantity === 'number' ? quantity : Number.NaN;

  return (
    <Dialog opened={opened} onClose={onClose} title={t('inventoryMapping.map.title', { target: row.name })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen || !(amount > 0)) return;
          create.mutate(
            {
              target,
              targetId: row.id,
              deviceId: target === 'test' && device !== anyDevice ? Number(device) : null,
              inventoryId: chosen.inventoryId,
              brandId: chosen.brandId,
              quantity: amount,
              consumptionOrder: Number(order),
            },
            {
              onSuccess: () => {
                showSuccess(t('inventoryMapping.map.done'));
                onClose();
              },
              onError: (error) => notifyError(error),
            },
          );
        }}
      >
        <Stack gap="md">
          <Select
            label={t('inventoryMapping.map.item')}
            placeholder={t('inventoryMapping.map.itemPlaceholder')}
            data={choices.map((choice) => ({
              value: brandValue(choice.inventoryId, choice.brandId),
              label: `${choice.inventoryName} — ${choice.brandName}`,
            }))}
            value={brand}
            onChange={setBrand}
            searchable
            required
            nothingFoundMessage={
              brands.isPending ? t('inventoryMapping.map.loading') : t('inventoryMapping.map.noItems')
            }
            comboboxProps={{ withinPortal: true }}
          />
          <NumberInput
            label={t('inventoryMapping.map.quantity')}
            description={chosen ? t('inventoryMapping.map.unit', { unit: chosen.inventoryUnit }) : undefined}
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
          {target === 'test' && (
            <Select
              label={t('inventoryMapping.device.label')}
              data={[
                { value: anyDevice, label: t('inventoryMapping.device.all') },
                ...row.devices.map((each) => ({ value: String(each.id), label: each.name })),
              ]}
              value={device}
              onChange={(value) => setDevice(value ?? anyDevice)}
              allowDeselect={false}
            />
          )}
          <DialogActions
            submitLabel={t('inventoryMapping.map.save')}
            pending={create.isPending}
            onCancel={onClose}
            submitDisabled={!chosen || !(amount > 0)}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
