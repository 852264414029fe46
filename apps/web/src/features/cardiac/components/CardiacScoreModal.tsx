import type { CardiacPrediction } from '@lims/domain';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui';
import { useClinicalVisit } from '../hooks/use-cardiac';
import { CardiacScorePanel } from './CardiacScorePanel';

/** What the result view shows: an answer just given (after Get Score), or a past visit to read. */
export type CardiacResult = { prediction: CardiacPrediction; dateOfVisit: string } | { visitId: number };

interface CardiacScoreModalProps {
  opened: boolean;
  patientId: number;
  /** Kept by the caller after closing, so the panel does not empty while the dialog fades out. */
  result: CardiacResult | null;
  onClose: () => void;
  /** Waiting-list mode: the panel's Done button. */
  onDone?: () => void;
}

function PastVisitResult({ patientId, visitId, onDone }: { patientId: number; visitId: number; onDone?: () => void }) {
  const { t } = useTranslation();
  const visit = useClinicalVisit(patientId, visitId);
  if (visit.isPending) {
    return (
      <Stack gap="sm" aria-busy>
        <Skeleton h={160} />
        <Skeleton h={20} />
        <Skeleton h={20} w="70%" />
      </Stack>
    );
  }
  if (visit.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('cardiac.score.loadFailed')}</Text>
          <Button size="compact-xs" variant="light" color="red" onClick={() => void visit.refetch()}>
            {t('emptyState.actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!visit.data.Prediction) {
    return (
      <Text size="sm" c="dimmed">
        {t('messages.noDataAvailable')}
      </Text>
    );
  }
  return <CardiacScorePanel prediction={visit.data.Prediction} dateOfVisit={visit.data.DateOfVisit} onDone={onDone} />;
}

/** The result view (spec 000 §2 'Clinical Info form … followed by a score result view') in a dialog. */
export function CardiacScoreModal({ opened, patientId, result, onClose, onDone }: CardiacScoreModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('cardiac.score.title')} size="xl">
      {result &&
        ('visitId' in result ? (
          <PastVisitResult patientId={patientId} visitId={result.visitId} onDone={onDone} />
        ) : (
          <CardiacScorePanel prediction={result.prediction} dateOfVisit={result.dateOfVisit} onDone={onDone} />
        ))}
    </Dialog>
  );
}
