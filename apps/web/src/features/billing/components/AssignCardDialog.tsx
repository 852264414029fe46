import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { notifyError } from '../../../app/notify-error';
import { Dialog, showSuccess } from '../../../ui';
import { useAssignCard, useCardTypeChoices } from '../hooks/use-privilege-cards';
import { percentOfBasisPoints } from './percent';

interface AssignCardDialogProps {
  opened: boolean;
  patientId: number;
  onClose: () => void;
}

/** A new privilege card for the patient, of one of the lab's card types; its number comes from the lab's counter. */
export function AssignCardDialog({ opened, patientId, onClose }: AssignCardDialogProps) {
  const { t } = useTranslation();
  const types = useCardTypeChoices(opened);
  const assign = useAssignCard();
  const [typeId, setTypeId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setTypeId(null);
    setError(null);
    onClose();
  };
  const options = (types.data ?? []).map((type) => ({
    value: String(type.id),
    label: t('billing.card.typeOption', { name: type.name, percent: percentOfBasisPoints(type.discountBasisPoints) }),
  }));
  return (
    <Dialog opened={opened} onClose={close} title={t('billing.card.assignTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!typeId) return;
          assign.mutate(
            { cardTypeId: Number(typeId), holderPatientId: patientId },
            {
              onSuccess: () => {
                showSuccess(t('billing.card.assigned'));
                close();
              },
              onError: (failure) =>
                isApiError(failure) && failure.code !== 'forbidden'
                  ? setError(localiseMessage(failure.messageKey, failure.params))
                  : notifyError(failure),
            },
          );
        }}
      >
        <Stack gap="md">
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          {types.isSuccess && options.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('billing.card.noTypes')}
            </Text>
          ) : (
            <Select
              label={t('billing.card.type')}
              required
              data-autofocus
              data={options}
              value={typeId}
              onChange={setTypeId}
              disabled={types.isPending}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={assign.isPending} disabled={!typeId}>
              {t('billing.card.assign')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
