import { CreateInventoryBrand, type InventoryBrand, type InventoryItem } from '@lims/contract';
import { Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../../app/forms/apply-api-error';
import { useIssueMessage } from '../../../../app/forms/use-issue-message';
import { zodResolver } from '../../../../app/forms/zod-resolver';
import { Dialog, DialogActions, showSuccess } from '../../../../ui';
import { useAddBrand, useUpdateBrand } from '../../hooks/use-inventory';

interface Values {
  name: string;
  enabled: boolean;
}

/** A new brand of an item, or a brand renamed or disabled (a disabled brand leaves the pickers, its stock stays). */
export function BrandDialog({
  item,
  brand,
  onClose,
}: {
  item: InventoryItem;
  brand: InventoryBrand | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const add = useAddBrand();
  const update = useUpdateBrand();
  const form = useForm<Values>({
    initialValues: { name: brand?.name ?? '', enabled: brand?.enabled ?? true },
    validate: zodResolver(CreateInventoryBrand, {
      message: issueMessage,
      toInput: (values: Values) => ({ name: values.name.trim() }),
    }),
  });
  const done = () => {
    showSuccess(t('inventory.brands.saved'));
    onClose();
  };
  const submit = form.onSubmit((values) => {
    const name = values.name.trim();
    const onError = (error: unknown) => applyApiError(form, error);
    if (brand)
      update.mutate(
        { brandId: brand.id, body: { name, enabled: values.enabled, version: brand.version } },
        { onSuccess: done, onError },
      );
    else add.mutate({ itemId: item.id, name }, { onSuccess: done, onError });
  });
  return (
    <Dialog
      opened
      onClose={onClose}
      title={
        brand
          ? t('inventory.brands.editTitle', { item: item.name })
          : t('inventory.brands.addTitle', { item: item.name })
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('inventory.brands.name')} withAsterisk maxLength={120} {...form.getInputProps('name')} />
          {brand && (
            <Switch label={t('inventory.brands.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
          )}
          <DialogActions
            submitLabel={brand ? t('common.save') : t('inventory.brands.add')}
            pending={add.isPending || update.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
