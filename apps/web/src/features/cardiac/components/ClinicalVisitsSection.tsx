import type { CardiacScoreAnswer, ClinicalVisit, Patient } from '@lims/contract';
import { cardiacBandOf, defaultDateFormat } from '@lims/domain';
import { Alert, Box, Button, Divider, Group, NavLink, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconHeartFilled, IconStethoscope } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/session/access';
import { RecordSection } from '../../patients';
import { useClinicalVisit, useClinicalVisits } from '../hooks/use-cardiac';
import { type CardiacResult, CardiacScoreModal } from './CardiacScoreModal';
import { CardiacBandBadge } from './CardiacScorePanel';
import { ClinicalInfoModal } from './ClinicalInfoModal';
import { ClinicalVisitsChart } from './ClinicalVisitsChart';
import { cardiacBandStroke, formatCardiacScore } from './cardiac-band-look';
import { latestScoredVisit } from './scored-visits';

const visitDate = (visit: ClinicalVisit) => dayjs(visit.DateOfVisit).format(defaultDateFormat);

function ScoreAndBand({ score }: { score: number }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={600} dir="ltr">
        {formatCardiacScore(score)}
      </Text>
      <CardiacBandBadge band={cardiacBandOf(score)} size="sm" />
    </Group>
  );
}

function LatestScore({ visits }: { visits: readonly ClinicalVisit[] }) {
  const { t } = useTranslation();
  const latest = latestScoredVisit(visits);
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500}>
        {t('cardiac.visits.latestScore')}
      </Text>
      {latest ? (
        <Group gap="xs" align="baseline">
          <Text fz={26} fw={700} lh={1.1} dir="ltr" c={cardiacBandStroke(cardiacBandOf(latest.score))}>
            {formatCardiacScore(latest.score)}
          </Text>
          <CardiacBandBadge band={cardiacBandOf(latest.score)} />
          <Text size="xs" c="dimmed" dir="ltr">
            {visitDate(latest)}
          </Text>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('cardiac.visits.noScoreYet')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Every visit, newest first, with a heart on those that have a score (spec 000 §2, as on the
 * Patient Overview's dates); a scored visit opens its result.
 */
function VisitList({ visits, onOpen }: { visits: readonly ClinicalVisit[]; onOpen: (visitId: number) => void }) {
  const { t } = useTranslation();
  const heart = (
    <IconHeartFilled
      size={16}
      color="var(--mantine-color-red-8)"
      role="img"
      aria-label={t('cardiac.visits.hasScore')}
    />
  );
  return (
    <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('cardiac.visits.title')}>
        {visits.map((visit) => (
          <li key={visit.id}>
            {visit.score === null ? (
              <Group gap="sm" wrap="nowrap" px="sm" py={8}>
                <Box w={16} style={{ flexShrink: 0 }} />
                <Text size="sm" dir="ltr">
                  {visitDate(visit)}
                </Text>
                <Text size="sm" c="dimmed" ms="auto" ta="end">
                  {t('cardiac.visits.clinicalInfoSaved')}
                </Text>
              </Group>
            ) : (
              <NavLink
                component="button"
                type="button"
                onClick={() => onOpen(visit.id)}
                leftSection={heart}
                label={
                  <Text size="sm" span dir="ltr">
                    {visitDate(visit)}
                  </Text>
                }
                rightSection={<ScoreAndBand score={visit.score} />}
                styles={{ root: { borderRadius: 'var(--mantine-radius-sm)' } }}
              />
            )}
          </li>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}

interface ClinicalVisitsSectionProps {
  patient: Patient;
  /** The patient page in read-only mode: no 'Update Clinical Info'. */
  readOnly?: boolean;
}

/**
 * The patient's clinical visits on their page (issue 9): the latest cardiac risk score in its
 * band's colour, 'Update Clinical Info' (spec 000 §2) opening the Clinical Info form filled as
 * at the last visit, the score over visits, and every visit newest first.
 */
export function ClinicalVisitsSection({ patient, readOnly = false }: ClinicalVisitsSectionProps) {
  const { t } = useTranslation();
  const allowed = useCan();
  const visits = useClinicalVisits(patient.id);
  const canRecord = !readOnly && allowed('cardiac.record');
  const latestVisit = visits.data?.[0];
  // The form opens as the patient was last seen; read ahead so the button does not wait.
  const latestDetail = useClinicalVisit(patient.id, canRecord && latestVisit ? latestVisit.id : null);
  const [formOpened, setFormOpened] = useState(false);
  const [result, setResult] = useState<CardiacResult | null>(null);
  const [resultOpened, setResultOpened] = useState(false);

  const showResult = (shown: CardiacResult) => {
    setResult(shown);
    setResultOpened(true);
  };
  const onScored = (answer: CardiacScoreAnswer) => {
    setFormOpened(false);
    if (answer.Prediction) {
      showResult({
        prediction: answer.Prediction,
        dateOfVisit: answer.Data[0]?.DateOfVisit ?? answer.visit.DateOfVisit,
      });
    }
  };

  return (
    <RecordSection
      title={t('cardiac.visits.title')}
      action={
        canRecord && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconStethoscope size={14} />}
            loading={latestDetail.isLoading}
            onClick={() => setFormOpened(true)}
          >
            {t('cardiac.visits.updateClinicalInfo')}
          </Button>
        )
      }
    >
      {visits.isPending ? (
        <Stack gap="xs" aria-busy>
          <Skeleton h={28} w="40%" />
          <Skeleton h={20} />
          <Skeleton h={20} w="70%" />
        </Stack>
      ) : visits.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('cardiac.visits.loadFailed')}</Text>
            <Button size="compact-xs" variant="light" color="red" onClick={() => void visits.refetch()}>
              {t('emptyState.actions.retry')}
            </Button>
          </Group>
        </Alert>
      ) : visits.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('messages.noDataAvailable')}
        </Text>
      ) : (
        <Stack gap="sm">
          <LatestScore visits={visits.data} />
          <ClinicalVisitsChart visits={visits.data} />
          <Divider />
          <VisitList visits={visits.data} onOpen={(visitId) => showResult({ visitId })} />
        </Stack>
      )}

      <ClinicalInfoModal
        opened={formOpened}
        patient={patient}
        initialForm={latestDetail.data?.form}
        onClose={() => setFormOpened(false)}
        onScored={onScored}
      />
      <CardiacScoreModal
        opened={resultOpened}
        patientId={patient.id}
        result={result}
        onClose={() => setResultOpened(false)}
      />
    </RecordSection>
  );
}
