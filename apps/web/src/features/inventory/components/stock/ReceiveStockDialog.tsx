import { ReceiveStock } from '@lims/contract';
import { Group, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../../app/forms/apply-api-error';
import { useIssueMessage } from '../../../../app/forms/use-issue-message';
import { zodResolver } from '../../../../app/forms/zod-resolver';
import { localiseMessage } from '../../../../app/i18n/localise-message';
import { useCurrentSession } from '../../../../app/session/session-context';
import { Dialog, DialogActions, formatLabDate, showSuccess } from '../../../../ui';
import { useBrandChoices, useItem, useOpenOrders, useReceiveStock } from '../../hooks/use-inventory';
import { formatQuantity } from './stock-format';

interface Values {
  inventoryId: string | null;
  brandId: string | null;
  departmentId: string | null;
  lotNumber: string;
  expiresOn: string;
  quantity: number | string;
  unit: 'purchase' | 'inventory';
  orderId: string | null;
}

const idOf = (value: string | null) => (value === null ? Number.NaN : Number(value));

/**
 * Stock in: a lot of one item's brand received into a department, counted in purchase units
 * (boxes) or inventory units (tests), optionally filling one of the department's open orders.
 */
export function ReceiveStockDialog({
  departments,
  onClose,
}: {
  departments: ReadonlyArray<{ id: number; name: string }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const issueMessage = useIssueMessage();
  const receive = useReceiveStock();
  const choices = useBrandChoices();
  const toInput = (values: Values): ReceiveStock => ({
    inventoryId: idOf(values.inventoryId),
    brandId: idOf(values.brandId),
    departmentId: idOf(values.departmentId),
    lotNumber: values.lotNumber.trim(),
    expiresOn: values.expiresOn === '' ? null : values.expiresOn,
    quantity: typeof values.quantity === 'number' ? values.quantity : Number.NaN,
    unit: values.unit,
    ...(values.orderId !== null && { orderId: Number(values.orderId) }),
  });
  const form = useForm<Values>({
    initialValues: {
      inventoryId: null,
      brandId: null,
      departmentId: departments.length === 1 ? String(departments[0]?.id) : null,
      lotNumber: '',
      expiresOn: '',
      quantity: '',
      unit: 'purchase',
      orderId: null,
    },
    validate: zodResolver(ReceiveStock, { message: issueMessage, toInput }),
  });
  const { values } = form;
  const item = useItem(values.inventoryId === null ? null : Number(values.inventoryId)).data;
  const openOrders = useOpenOrders(values.departmentId === null ? null : Number(values.departmentId)).data ?? [];

  const items = [
    ...new Map((choices.data ?? []).map((choice) => [choice.inventoryId, choice.inventoryName])).entries(),
  ].map(([id, name]) => ({ value: String(id), label: name }));
  const brands = (choices.data ?? [])
    .filter((choice) => String(choice.inventoryId) === values.inventoryId)
    .map((choice) => ({ value: String(choice.brandId), label: choice.brandName }));

  const quantity = typeof values.quantity === 'number' ? values.quantity : 0;
  const conversion =
    item && quantity > 0
      ? values.unit === 'purchase'
        ? t('inventory.receive.conversion', {
            quantity: formatQuantity(quantity),
            from: item.purchaseUnit,
            result: formatQuantity(quantity * item.unitsPerPurchase),
            to: item.inventoryUnit,
          })
        : t('inventory.receive.conversion', {
            quantity: formatQuantity(quantity),
            from: item.inventoryUnit,
            result: formatQuantity(quantity / item.unitsPerPurchase),
            to: item.purchaseUnit,
          })
      : null;

  const submit = form.onSubmit((entered) => {
    const body = toInput(entered);
    const unit = entered.unit === 'purchase' ? item?.purchaseUnit : item?.inventoryUnit;
    receive.mutate(body, {
      onSuccess: (row) => {
        showSuccess(
          localiseMessage('stockReceived', {
            quantity: formatQuantity(body.quantity),
            unit: unit ?? row.inventoryUnit,
          }),
        );
        onClose();
      },
      onError: (error) => applyApiError(form, error),
    });
  });

  return (
    <Dialog opened onClose={onClose} title={t('inventory.receive.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('inventory.receive.item')}
              searchable
              withAsterisk
              allowDeselect={false}
              nothingFoundMessage={t('inventory.receive.noItems')}
              data={items}
              {...form.getInputProps('inventoryId')}
              onChange={(value) => {
                const onlyBrand = (choices.data ?? []).filter((choice) => String(choice.inventoryId) === value);
                form.setValues({
                  inventoryId: value,
                  brandId: onlyBrand.length === 1 ? String(onlyBrand[0]?.brandId) : null,
                });
              }}
            />
            <Select
              label={t('inventory.receive.brand')}
              withAsterisk
              allowDeselect={false}
              disabled={values.inventoryId === null}
              data={brands}
              {...form.getInputProps('brandId')}
            />
            <Select
              label={t('inventory.receive.department')}
              searchable
              withAsterisk
              allowDeselect={false}
              data={departments.map((department) => ({ value: String(department.id), label: department.name }))}
              {...form.getInputProps('departmentId')}
              onChange={(value) => form.setValues({ departmentId: value, orderId: null })}
            />
            <TextInput
              label={t('inventory.receive.lotNumber')}
              withAsterisk
              maxLength={60}
              {...form.getInputProps('lotNumber')}
            />
            <TextInput label={t('inventory.receive.expiresOn')} type="date" {...form.getInputProps('expiresOn')} />
            <Select
              label={t('inventory.receive.order')}
              placeholder={t('inventory.receive.noOrder')}
              clearable
              disabled={values.departmentId === null || openOrders.length === 0}
              data={openOrders.map((order) => ({
                value: String(order.id),
                label: t('inventory.receive.orderOption', {
                  id: order.id,
                  date: formatLabDate(order.orderedAt, timeZone),
                }),
              }))}
              {...form.getInputProps('orderId')}
            />
          </SimpleGrid>
          <Group align="flex-end" gap="md" wrap="wrap">
            <NumberInput
              label={t('inventory.receive.quantity')}
              min={0}
              decimalScale={6}
              withAsterisk
              w={{ base: '100%', xs: 180 }}
              {...form.getInputProps('quantity')}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="receive-unit">
                {t('inventory.receive.unit')}
              </Text>
              <SegmentedControl
                aria-labelledby="receive-unit"
                data={[
                  { value: 'purchase', label: item?.purchaseUnit ?? t('inventory.receive.purchaseUnit') },
                  { value: 'inventory', label: item?.inventoryUnit ?? t('inventory.receive.inventoryUnit') },
                ]}
                {...form.getInputProps('unit')}
              />
            </Stack>
          </Group>
          {conversion && (
            <Text size="sm" c="dimmed" dir="ltr" ta="start">
              {conversion}
            </Text>
          )}
          <DialogActions submitLabel={t('inventory.receive.submit')} pending={receive.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Dialog>
  );
}
