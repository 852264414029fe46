import { useTranslation } from 'react-i18next';
import { useAssignCard, useCardTypeChoices } from '../hooks/use-privilege-cards';
import { CardChoiceDialog } from './CardChoiceDialog';
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
  return (
    <CardChoiceDialog
      opened={opened}
      title={t('billing.card.assignTitle')}
      label={t('billing.card.type')}
      options={(types.data ?? []).map((type) => ({
        value: String(type.id),
        label: t('billing.card.typeOption', {
          name: type.name,
          percent: percentOfBasisPoints(type.discountBasisPoints),
        }),
      }))}
      loading={types.isPending}
      emptyText={t('billing.card.noTypes')}
      submitLabel={t('billing.card.assign')}
      pending={assign.isPending}
      onSubmit={async (typeId) => {
        await assign.mutateAsync({ cardTypeId: Number(typeId), holderPatientId: patientId });
        return t('billing.card.assigned');
      }}
      onClose={onClose}
    />
  );
}
