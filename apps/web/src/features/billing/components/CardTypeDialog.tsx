import type { PrivilegeCardType } from '@lims/contract';
import { Alert, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { MoneyInput } from '../../../app/money/MoneyInput';
import { Dialog, DialogActions, showSuccess } from '../../../ui';
import { useCreateCardType, useUpdateCardType } from '../hooks/use-privilege-cards';

interface CardTypeValues {
  name: string;
  /** Percent as typed; sent in basis points. */
  discountPercent: number | string;
  validityDays: number | string;
  /** Minor units. */
  price: number | null;
  maxMembers: number | string;
}

interface CardTypeDialogProps {
  opened: boolean;
  /** null to add; when editing, the freshest copy the page has. */
  cardType: PrivilegeCardType | null;
  onClose: () => void;
}

const asNumber = (value: number | string) => (typeof value === 'number' ? value : Number(value));

function CardTypeForm({
  cardType,
  onDone,
  onStale,
}: {
  cardType: PrivilegeCardType | null;
  onDone: () => void;
  onStale: (message: string) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCardType();
  const update = useUpdateCardType();
  const required = t('billing.cardTypes.required');
  const form = useForm<CardTypeValues>({
    initialValues: {
      name: cardType?.name ?? '',
      discountPercent: cardType ? cardType.discountBasisPoints / 100 : '',
      validityDays: cardType?.validityDays ?? 365,
      price: cardType?.price ?? 0,
      maxMembers: cardType?.maxMembers ?? 1,
    },
    validate: {
      name: (value) => (value.trim() ? null : required),
      discountPercent: (value) =>
        asNumber(value) > 0 && asNumber(value) <= 100 ? null : t('billing.cardTypes.discountRange'),
      validityDays: (value) => (asNumber(value) >= 1 ? null : required),
      maxMembers: (value) => (asNumber(value) >= 1 ? null : required),
    },
  });
  const submit = form.onSubmit((values) => {
    const body = {
      name: values.name.trim(),
      discountBasisPoints: Math.round(asNumber(values.discountPercent) * 100),
      validityDays: asNumber(values.validityDays),
      price: values.price ?? 0,
      maxMembers: asNumber(values.maxMembers),
    };
    const fieldOf = (field: string) => (field === 'discountBasisPoints' ? 'discountPercent' : field);
    const options = {
      onSuccess: () => {
        showSuccess(cardType ? t('messages.updatedSuccessfully') : t('billing.cardTypes.added'));
        onDone();
      },
      onError: (error: unknown) => {
        if (isApiError(error) && error.code === 'stale') onStale(localiseMessage(error.messageKey, error.params));
        else applyApiError(form, error, fieldOf);
      },
    };
    if (cardType) update.mutate({ id: cardType.id, changes: { ...body, version: cardType.version } }, options);
    else create.mutate(body, options);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('billing.cardTypes.name')}
          required
          data-autofocus
          dir="auto"
          maxLength={80}
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            label={t('billing.cardTypes.discountPercent')}
            required
            min={0}
            max={100}
            decimalScale={2}
            allowNegative={false}
            hideControls
            dir="ltr"
            {...form.getInputProps('discountPercent')}
          />
          <NumberInput
            label={t('billing.cardTypes.validityDays')}
            required
            min={1}
            max={3660}
            allowDecimal={false}
            allowNegative={false}
            dir="ltr"
            {...form.getInputProps('validityDays')}
          />
          <MoneyInput label={t('billing.cardTypes.price')} {...form.getInputProps('price')} />
          <NumberInput
            label={t('billing.cardTypes.maxMembers')}
            required
            min={1}
            max={20}
            allowDecimal={false}
            allowNegative={false}
            dir="ltr"
            {...form.getInputProps('maxMembers')}
          />
        </SimpleGrid>
        <DialogActions
          submitLabel={cardType ? t('common.save') : t('billing.cardTypes.add')}
          pending={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

/** Add or edit a privilege card type; after a stale save it starts again from the type as read anew. */
export function CardTypeDialog({ opened, cardType, onClose }: CardTypeDialogProps) {
  const { t } = useTranslation();
  const [staleNotice, setStaleNotice] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const close = () => {
    setStaleNotice(null);
    onClose();
  };
  return (
    <Dialog
      opened={opened}
      onClose={close}
      title={cardType ? t('billing.cardTypes.editTitle') : t('billing.cardTypes.add')}
    >
      <Stack gap="md">
        {staleNotice && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {staleNotice}
          </Alert>
        )}
        <CardTypeForm
          key={`${cardType?.id ?? 'new'}:${attempt}`}
          cardType={cardType}
          onDone={close}
          onStale={(message) => {
            setStaleNotice(message);
            setAttempt((count) => count + 1);
          }}
        />
      </Stack>
    </Dialog>
  );
}
