import { CreateInventoryItem, type InventoryItem, UpdateInventoryItem } from '@lims/contract';
import { type InventoryType, inventoryTypes } from '@lims/domain';
import { NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../../app/forms/apply-api-error';
import { useIssueMessage } from '../../../../app/forms/use-issue-message';
import { zodResolver } from '../../../../app/forms/zod-resolver';
import { Dialog, DialogActions, showSuccess } from '../../../../ui';
import { useCreateItem, useUpdateItem } from '../../hooks/use-inventory';

interface Values {
  name: string;
  materialCode: string;
  inventoryType: InventoryType;
  category: string;
  purchaseUnit: string;
  inventoryUnit: string;
  unitsPerPurchase: number | string;
  reorderLevel: number | string;
  brandName: string;
  enabled: boolean;
}

const numberOf = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

const itemOf = (values: Values) => ({
  name: values.name.trim(),
  materialCode: orNull(values.materialCode),
  inventoryType: values.inventoryType,
  category: orNull(values.category),
  purchaseUnit: values.purchaseUnit.trim(),
  inventoryUnit: values.inventoryUnit.trim(),
  unitsPerPurchase: numberOf(values.unitsPerPurchase),
  reorderLevel: values.reorderLevel === '' ? 0 : numberOf(values.reorderLevel),
});

/** A new item with its first brand, or an item's details changed (its brands are changed one by one). */
export function ItemDialog({ item, onClose }: { item: InventoryItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const create = useCreateItem();
  const update = useUpdateItem();
  const toCreate = (values: Values): CreateInventoryItem => ({ ...itemOf(values), brandName: values.brandName.trim() });
  const toUpdate = (values: Values): UpdateInventoryItem => ({
    ...itemOf(values),
    enabled: values.enabled,
    version: item?.version ?? 0,
  });
  const form = useForm<Values>({
    initialValues: {
      name: item?.name ?? '',
      materialCode: item?.materialCode ?? '',
      inventoryType: item?.inventoryType ?? 'reagent',
      category: item?.category ?? '',
      purchaseUnit: item?.purchaseUnit ?? '',
      inventoryUnit: item?.inventoryUnit ?? '',
      unitsPerPurchase: item?.unitsPerPurchase ?? '',
      reorderLevel: item?.reorderLevel ?? 0,
      brandName: '',
      enabled: item?.enabled ?? true,
    },
    validate: item
      ? zodResolver(UpdateInventoryItem, { message: issueMessage, toInput: toUpdate })
      : zodResolver(CreateInventoryItem, { message: issueMessage, toInput: toCreate }),
  });
  const onError = (error: unknown) => applyApiError(form, error);
  const submit = form.onSubmit((values) => {
    if (item)
      update.mutate(
        { id: item.id, body: toUpdate(values) },
        {
          onSuccess: () => {
            showSuccess(t('inventory.items.saved'));
            onClose();
          },
          onError,
        },
      );
    else
      create.mutate(toCreate(values), {
        onSuccess: () => {
          showSuccess(t('inventory.items.added'));
          onClose();
        },
        onError,
      });
  });
  const { values } = form;
  const perPurchase = numberOf(values.unitsPerPurchase);
  return (
    <Dialog
      opened
      onClose={onClose}
      size="lg"
      title={item ? t('inventory.items.editTitle', { item: item.name }) : t('inventory.items.add')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('inventory.items.fields.name')}
              withAsterisk
              maxLength={120}
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('inventory.items.fields.materialCode')}
              maxLength={40}
              {...form.getInputProps('materialCode')}
            />
            <Select
              label={t('inventory.items.fields.type')}
              withAsterisk
              allowDeselect={false}
              data={inventoryTypes.map((type) => ({ value: type, label: t(`inventory.types.${type}`) }))}
              {...form.getInputProps('inventoryType')}
            />
            <TextInput
              label={t('inventory.items.fields.category')}
              maxLength={80}
              {...form.getInputProps('category')}
            />
            <TextInput
              label={t('inventory.items.fields.purchaseUnit')}
              description={t('inventory.items.fields.purchaseUnitHint')}
              withAsterisk
              maxLength={30}
              {...form.getInputProps('purchaseUnit')}
            />
            <TextInput
              label={t('inventory.items.fields.inventoryUnit')}
              description={t('inventory.items.fields.inventoryUnitHint')}
              withAsterisk
              maxLength={30}
              {...form.getInputProps('inventoryUnit')}
            />
            <NumberInput
              label={t('inventory.items.fields.unitsPerPurchase')}
              withAsterisk
              min={0}
              decimalScale={6}
              {...form.getInputProps('unitsPerPurchase')}
            />
            <NumberInput
              label={t('inventory.items.fields.reorderLevel')}
              min={0}
              decimalScale={6}
              {...form.getInputProps('reorderLevel')}
            />
          </SimpleGrid>
          {perPurchase > 0 && values.purchaseUnit.trim() !== '' && values.inventoryUnit.trim() !== '' && (
            <Text size="sm" c="dimmed" dir="ltr" ta="start">
              {t('inventory.items.conversion', {
                purchaseUnit: values.purchaseUnit.trim(),
                quantity: perPurchase,
                inventoryUnit: values.inventoryUnit.trim(),
              })}
            </Text>
          )}
          {item ? (
            <Switch
              label={t('inventory.items.fields.enabled')}
              {...form.getInputProps('enabled', { type: 'checkbox' })}
            />
          ) : (
            <TextInput
              label={t('inventory.items.fields.brandName')}
              description={t('inventory.items.fields.brandNameHint')}
              withAsterisk
              maxLength={120}
              {...form.getInputProps('brandName')}
            />
          )}
          <DialogActions
            submitLabel={item ? t('common.save') : t('inventory.items.add')}
            pending={create.isPending || update.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
