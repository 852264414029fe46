import { cardiacBandOf } from '@lims/domain';
import { Badge, Text } from '@mantine/core';
import { IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useClinicalVisits } from '../hooks/use-cardiac';
import { cardiacBandColor, formatCardiacScore } from './cardiac-band-look';
import { latestScoredVisit } from './scored-visits';

/**
 * The patient card's cardiac risk score (spec 000 §2 'Patient header card'): the latest score on
 * its band's colour, with the band named for those who cannot tell the colours apart. Without a
 * score it is the card's own mark for an empty field, '-', so the label does not stand alone.
 */
export function CardiacScoreBadge({ patientId }: { patientId: number }) {
  const { t } = useTranslation();
  const visits = useClinicalVisits(patientId);
  // Nothing while the visits are read, rather than an empty mark that a score then replaces.
  if (visits.isPending) return null;
  const latest = visits.data ? latestScoredVisit(visits.data) : undefined;
  if (!latest) {
    return (
      <Text size="sm" c="dimmed">
        -
      </Text>
    );
  }
  const band = cardiacBandOf(latest.score);
  return (
    <Badge
      variant="light"
      color={cardiacBandColor[band]}
      size="lg"
      radius="sm"
      tt="none"
      w="fit-content"
      leftSection={<IconHeartFilled size={14} aria-hidden />}
    >
      <span dir="ltr">{formatCardiacScore(latest.score)}</span> {t(`cardiac.bands.${band}`)}
    </Badge>
  );
}
