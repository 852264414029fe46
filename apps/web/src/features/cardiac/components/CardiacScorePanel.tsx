import {
  type CardiacBand,
  type CardiacPrediction,
  cardiacBandOf,
  cardiacReferenceLegend,
  defaultDateFormat,
  type YesNo,
} from '@lims/domain';
import {
  Badge,
  Box,
  Button,
  Group,
  List,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCalendarRepeat } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CardiacGauge } from './CardiacGauge';
import { cardiacBandColor, cardiacBandStroke, formatCardiacScore } from './cardiac-band-look';

interface CardiacScorePanelProps {
  prediction: CardiacPrediction;
  /** The visit's calendar day, `YYYY-MM-DD` (spec 000 §3 'Data[0].DateOfVisit'). */
  dateOfVisit: string;
  /** Waiting-list mode: the panel ends with a Done button (spec 000 §2). */
  onDone?: () => void;
}

/** The legend's rows in the colours of the bands they describe, read in order. */
const legendBand: Record<(typeof cardiacReferenceLegend)[number]['label'], CardiacBand> = {
  Minimal: 'Normal',
  Moderate: 'Abnormal',
  High: 'Critical',
};

/** One titled part of the panel, named for assistive technology. */
function PanelPart({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs" miw={0}>
      <Title order={3} fz="sm" id={titleId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function NoData() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('messages.noDataAvailable')}
    </Text>
  );
}

/** A band's name on its colour. */
export function CardiacBandBadge({ band, size = 'md' }: { band: CardiacBand; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={cardiacBandColor[band]} size={size} radius="sm" tt="none">
      {t(`cardiac.bands.${band}`)}
    </Badge>
  );
}

function ScaleAndScore({ heartRisk }: { heartRisk: CardiacPrediction['HeartRisk'] }) {
  const { t } = useTranslation();
  const band = cardiacBandOf(heartRisk.Score);
  return (
    <Stack gap={6} align="center">
      <CardiacGauge scorePercent={heartRisk.Score} />
      <Group gap="xs" justify="center">
        <Text fz={28} fw={700} lh={1.1} dir="ltr" c={cardiacBandStroke(band)}>
          {formatCardiacScore(heartRisk.Score)}
        </Text>
        <CardiacBandBadge band={band} size="lg" />
      </Group>
      <Text size="xs" c="dimmed" ta="center">
        {t('cardiac.score.tenYearRisk')}
      </Text>
      <Text size="xs" c="dimmed" ta="center">
        {t('cardiac.score.idealScore')}:{' '}
        <Text span size="xs" fw={600} dir="ltr">
          {formatCardiacScore(heartRisk.IdealScore)}
        </Text>
      </Text>
    </Stack>
  );
}

function ReferenceRange({ band }: { band: CardiacBand }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
      {cardiacReferenceLegend.map((row) => {
        const rowBand = legendBand[row.label];
        return (
          <Group component="li" key={row.label} gap="sm" wrap="nowrap" fw={rowBand === band ? 700 : undefined}>
            <Box w={14} h={14} bg={cardiacBandStroke(rowBand)} style={{ borderRadius: 3, flexShrink: 0 }} />
            <Text size="sm" fw="inherit" miw={90}>
              {t(`cardiac.legend.${row.label}`)}
            </Text>
            <Text size="sm" fw="inherit">
              {row.to === null ? (
                t('cardiac.panel.andAbove', { from: row.from })
              ) : (
                <span dir="ltr">{`${row.from}-${row.to}`}</span>
              )}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}

function Contributors({ contributors }: { contributors: CardiacPrediction['HeartRisk']['TopRiskContributors'] }) {
  const { t } = useTranslation();
  if (contributors.length === 0) return <NoData />;
  return (
    <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {contributors.map((contributor) => {
        const factor = t(`cardiac.factors.${contributor.factor}`);
        const share = `${Math.round(contributor.sharePercent)}%`;
        return (
          <Stack component="li" key={contributor.factor} gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={500}>
                {factor}
              </Text>
              <Text size="sm" fw={600} dir="ltr">
                {share}
              </Text>
            </Group>
            <Progress
              value={Math.min(Math.max(contributor.sharePercent, 0), 100)}
              color="red"
              size="sm"
              aria-label={t('cardiac.panel.shareLabel', { factor, share })}
            />
            <Text size="xs" c="dimmed">
              <span dir="ltr">+{contributor.riskPointsAbove.toFixed(1)}</span> {t('cardiac.panel.percentagePoints')}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}

function YesNoItems({ items }: { items: ReadonlyArray<{ name: string; recommended: YesNo }> }) {
  const { t } = useTranslation();
  if (items.length === 0) return <NoData />;
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => {
        const yes = item.recommended === 'Yes';
        return (
          <Group component="li" key={item.name} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={yes ? 600 : undefined} miw={0}>
              {item.name}
            </Text>
            <Badge
              variant={yes ? 'filled' : 'light'}
              color={yes ? 'teal' : 'gray'}
              radius="sm"
              tt="none"
              miw={44}
              style={{ flexShrink: 0 }}
            >
              {yes ? t('cardiac.panel.yes') : t('cardiac.panel.no')}
            </Badge>
          </Group>
        );
      })}
    </Stack>
  );
}

function Advice({ texts }: { texts: string[] }) {
  if (texts.length === 0) return <NoData />;
  return (
    <List size="sm" spacing={4}>
      {texts.map((text) => (
        <List.Item key={text}>{text}</List.Item>
      ))}
    </List>
  );
}

/**
 * spec 000 §2 'Cardiac Risk Score report panel': Cardiac Scale, Reference Range, Top Modifiable
 * Risk Contributors, Lab Investigation Recommended, Diagnostics & Imaging Recommended,
 * Medication, Other Advice, and a Done button in waiting-list mode; with the repeat-visit
 * comment of spec 000 §3 'Management.RepeatVisit.Comments'.
 */
export function CardiacScorePanel({ prediction, dateOfVisit, onDone }: CardiacScorePanelProps) {
  const { t } = useTranslation();
  const { HeartRisk: heartRisk, MedicalProtocol: protocol } = prediction;
  const months = protocol.Management.RepeatVisit.months;
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('cardiac.score.dateOfVisit')}:{' '}
        <Text span size="sm" fw={600} c="var(--mantine-color-text)" dir="ltr">
          {dayjs(dateOfVisit).format(defaultDateFormat)}
        </Text>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
        <PanelPart title={t('cardiac.panel.cardiacScale')}>
          <ScaleAndScore heartRisk={heartRisk} />
        </PanelPart>
        <Stack gap="lg">
          <PanelPart title={t('cardiac.panel.referenceRange')}>
            <ReferenceRange band={cardiacBandOf(heartRisk.Score)} />
          </PanelPart>
          <PanelPart title={t('cardiac.panel.topContributors')}>
            <Contributors contributors={heartRisk.TopRiskContributors} />
          </PanelPart>
        </Stack>
        <PanelPart title={t('cardiac.panel.labInvestigations')}>
          <YesNoItems
            items={protocol.LabInvestigationRecommended.map((entry) => ({
              name: t(`cardiac.labInvestigations.${entry.item}`),
              recommended: entry.recommended,
            }))}
          />
        </PanelPart>
        <PanelPart title={t('cardiac.panel.diagnosticsAndImaging')}>
          <YesNoItems
            items={protocol.DiagnosticsAndImagingRecommended.map((entry) => ({
              name: t(`cardiac.diagnosticsAndImaging.${entry.item}`),
              recommended: entry.recommended,
            }))}
          />
        </PanelPart>
        <PanelPart title={t('cardiac.panel.medication')}>
          <Advice texts={protocol.Medication.map((code) => t(`cardiac.medication.${code}`))} />
        </PanelPart>
        <PanelPart title={t('cardiac.panel.otherAdvice')}>
          <Advice texts={protocol.OtherAdvice.map((code) => t(`cardiac.otherAdvice.${code}`))} />
        </PanelPart>
      </SimpleGrid>
      <Paper bg="var(--mantine-color-blue-light)" radius="md" p="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="white" color="blue" radius="xl" aria-hidden>
            <IconCalendarRepeat size={18} />
          </ThemeIcon>
          <Text size="sm">
            <Text span fw={600} size="sm">
              {t('cardiac.panel.repeatVisit')}:
            </Text>{' '}
            {t(`cardiac.repeatVisitIn.${months}`)}
          </Text>
        </Group>
      </Paper>
      {onDone && (
        <Group justify="flex-end">
          <Button onClick={onDone}>{t('cardiac.panel.done')}</Button>
        </Group>
      )}
    </Stack>
  );
}
