import type { PrivilegeCard } from '@lims/contract';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { notifyError } from '../../../app/notify-error';
import { Dialog, showSuccess } from '../../../ui';
import { usePatientText, useRelatives } from '../../patients';
import { useAddCardMember } from '../hooks/use-privilege-cards';

interface ShareCardDialogProps {
  opened: boolean;
  card: PrivilegeCard;
  onClose: () => void;
}

/**
 * Shares the holder's card with one of their relatives (saveUserCardRelation,
 * assignExistingCardToUser): the relatives are those recorded on the holder's patient page.
 */
export function ShareCardDialog({ opened, card, onClose }: ShareCardDialogProps) {
  const { t } = useTranslation();
  const text = usePatientText();
  const relatives = useRelatives(card.holder.id);
  const share = useAddCardMember();
  const [patientId, setPatientId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setPatientId(null);
    setError(null);
    onClose();
  };
  const covered = new Set(card.members.map((member) => member.patientId));
  const candidates = (relatives.data ?? []).filter((entry) => !covered.has(entry.relative.id));
  const chosen = candidates.find((entry) => String(entry.relative.id) === patientId);
  return (
    <Dialog opened={opened} onClose={close} title={t('billing.card.shareTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) return;
          share.mutate(
            { cardId: card.id, patientId: chosen.relative.id, relation: chosen.relation, version: card.version },
            {
              onSuccess: () => {
                showSuccess(t('billing.card.shared', { name: chosen.relative.fullName }));
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
          {relatives.isSuccess && candidates.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('billing.card.noRelatives')}
            </Text>
          ) : (
            <Select
              label={t('billing.card.relative')}
              required
              data-autofocus
              data={candidates.map((entry) => ({
                value: String(entry.relative.id),
                label: `${entry.relative.fullName} (${text.relationLabels[entry.relation]})`,
              }))}
              value={patientId}
              onChange={setPatientId}
              disabled={relatives.isPending}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={share.isPending} disabled={!chosen}>
              {t('billing.card.share')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
