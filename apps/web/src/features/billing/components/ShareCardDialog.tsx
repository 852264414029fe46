import type { PrivilegeCard } from '@lims/contract';
import { useTranslation } from 'react-i18next';
import { usePatientText, useRelatives } from '../../patients';
import { useAddCardMember } from '../hooks/use-privilege-cards';
import { CardChoiceDialog } from './CardChoiceDialog';

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
  const covered = new Set(card.members.map((member) => member.patientId));
  const candidates = (relatives.data ?? []).filter((entry) => !covered.has(entry.relative.id));
  return (
    <CardChoiceDialog
      opened={opened}
      title={t('billing.card.shareTitle')}
      label={t('billing.card.relative')}
      options={candidates.map((entry) => ({
        value: String(entry.relative.id),
        label: `${entry.relative.fullName} (${text.relationLabels[entry.relation]})`,
      }))}
      loading={relatives.isPending}
      emptyText={t('billing.card.noRelatives')}
      submitLabel={t('billing.card.share')}
      pending={share.isPending}
      onSubmit={async (patientId) => {
        const chosen = candidates.find((entry) => String(entry.relative.id) === patientId);
        if (!chosen) return '';
        await share.mutateAsync({
          cardId: card.id,
          patientId: chosen.relative.id,
          relation: chosen.relation,
          version: card.version,
        });
        return t('billing.card.shared', { name: chosen.relative.fullName });
      }}
      onClose={onClose}
    />
  );
}
