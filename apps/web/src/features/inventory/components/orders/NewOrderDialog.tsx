import { type InventoryBrandChoice, PlaceDepartmentOrder } from '@lims/contract';
import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../../app/forms/apply-api-error';
import { useIssueMessage } from '../../../../app/forms/use-issue-message';
import { zodResolver } from '../../../../app/forms/zod-resolver';
import { Dialog, DialogActions, showSuccess } from '../../../../ui';
import { useBrandChoices, usePastThirtyDays, usePlaceOrder } from '../../hooks/use-inventory';
import { formatQuantity } from '../stock/stock-format';

interface Line {
  key: number;
  /** `inventoryId:brandId` of the chosen item's brand. */
  choice: string | null;
  quantity: number | string;
}
interface Values {
  departmentId: string | null;
  note: string;
  items: Line[];
}

const choiceKey = (choice: InventoryBrandChoice) => `${choice.inventoryId}:${choice.brandId}`;
let nextLineKey = 1;
const newLine = (): Line => ({ key: nextLineKey++, choice: null, quantity: '' });

/**
 * A department's order: lines of an item's brand and a quantity in purchase units, each line
 * showing what the department used of that item in the past thirty days to guide the quantity.
 */
export function NewOrderDialog({
  departments,
  onClose,
}: {
  departments: ReadonlyArray<{ id: number; name: string }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const place = usePlaceOrder();
  const choices = useBrandChoices().data ?? [];
  const toInput = (values: Values): PlaceDepartmentOrder => ({
    departmentId: values.departmentId === null ? Number.NaN : Number(values.departmentId),
    note: values.note.trim() === '' ? null : values.note.trim(),
    items: values.items.map((line) => {
      const [inventoryId, brandId] = (line.choice ?? '').split(':').map(Number);
      return {
        inventoryId: inventoryId ?? Number.NaN,
        brandId: brandId ?? Number.NaN,
        quantity: typeof line.quantity === 'number' ? line.quantity : Number.NaN,
      };
    }),
  });
  const form = useForm<Values>({
    initialValues: {
      departmentId: departments.length === 1 ? String(departments[0]?.id) : null,
      note: '',
      items: [newLine()],
    },
    validate: zodResolver(PlaceDepartmentOrder, {
      message: issueMessage,
      toInput,
      // A line's item and brand are one picker: its ids' issues show there.
      fieldOf: (path) => path.replace(/\.(inventoryId|brandId)$/, '.choice'),
    }),
  });
  const departmentId = form.values.departmentId === null ? null : Number(form.values.departmentId);
  const options = choices.map((choice) => ({
    value: choiceKey(choice),
    label: `${choice.inventoryName} · ${choice.brandName}`,
  }));
  const submit = form.onSubmit((values) =>
    place.mutate(toInput(values), {
      onSuccess: () => {
        showSuccess(t('messages.departmentOrderPlaced'));
        onClose();
      },
      onError: (error) => applyApiError(form, error),
    }),
  );
  return (
    <Dialog opened onClose={onClose} title={t('inventory.orders.add')} size="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label={t('inventory.receive.department')}
            searchable
            withAsterisk
            allowDeselect={false}
            data={departments.map((department) => ({ value: String(department.id), label: department.name }))}
            {...form.getInputProps('departmentId')}
          />
          {form.values.items.map((line, index) => {
            const choice = choices.find((candidate) => choiceKey(candidate) === line.choice);
            return (
              <Stack key={line.key} gap={4}>
                <Group align="flex-start" gap="sm" wrap="wrap">
                  <Select
                    label={t('inventory.orders.line', { number: index + 1 })}
                    searchable
                    withAsterisk
                    allowDeselect={false}
                    data={options}
                    style={{ flex: '1 1 260px' }}
                    {...form.getInputProps(`items.${index}.choice`)}
                  />
                  <NumberInput
                    label={t('inventory.orders.quantity')}
                    withAsterisk
                    min={0}
                    decimalScale={6}
                    w={210}
                    {...form.getInputProps(`items.${index}.quantity`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={28}
                    disabled={form.values.items.length === 1}
                    aria-label={t('inventory.orders.removeLine', { number: index + 1 })}
                    onClick={() => form.removeListItem('items', index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
                {choice && departmentId !== null && <PastThirtyDays choice={choice} departmentId={departmentId} />}
              </Stack>
            );
          })}
          <Group>
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.insertListItem('items', newLine())}
            >
              {t('inventory.orders.addLine')}
            </Button>
          </Group>
          <Textarea
            label={t('inventory.orders.note')}
            maxLength={500}
            autosize
            minRows={2}
            {...form.getInputProps('note')}
          />
          <DialogActions submitLabel={t('inventory.orders.place')} pending={place.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Dialog>
  );
}

/** What the department used of the line's item in the past thirty days, of this brand and of all. */
function PastThirtyDays({ choice, departmentId }: { choice: InventoryBrandChoice; departmentId: number }) {
  const { t } = useTranslation();
  const consumption = usePastThirtyDays(choice.inventoryId, departmentId).data;
  if (!consumption) return null;
  const ofBrand = consumption.byBrand.find((brand) => brand.brandId === choice.brandId)?.quantity ?? 0;
  return (
    <Text size="xs" c="dimmed">
      {t('inventory.orders.used', {
        total: formatQuantity(consumption.total),
        brand: formatQuantity(ofBrand),
        brandName: choice.brandName,
        unit: choice.inventoryUnit,
      })}
    </Text>
  );
}
