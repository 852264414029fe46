import { type CardiacBand, cardiacBandLimits, cardiacBandOf } from '@lims/domain';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cardiacBandStroke, formatCardiacScore } from './cardiac-band-look';

/** Scores at or above this sit at the gauge's right end; the text under it still says the score. */
export const gaugeTop = 30;

/**
 * Where a score sits along the semicircle, 0 at the left end and 1 at the right. Each band gets
 * a third of the arc, so that the 5-point Normal and Abnormal bands are as easy to read as the
 * open-ended Critical one (10 to 30 and above); a linear 0-30 scale squeezed them into a sixth each.
 */
export function gaugeFractionOf(scorePercent: number): number {
  const { normalBelow, abnormalUpTo } = cardiacBandLimits;
  const score = Math.min(Math.max(scorePercent, 0), gaugeTop);
  if (score <= normalBelow) return (score / normalBelow) * (1 / 3);
  if (score <= abnormalUpTo) return 1 / 3 + ((score - normalBelow) / (abnormalUpTo - normalBelow)) * (1 / 3);
  return 2 / 3 + ((score - abnormalUpTo) / (gaugeTop - abnormalUpTo)) * (1 / 3);
}

const centre = { x: 110, y: 112 };
const radius = 86;
const round = (value: number) => Math.round(value * 100) / 100;

/** A point of the gauge at `fraction` along the arc and `distance` from its centre. */
function pointAt(fraction: number, distance: number) {
  const angle = Math.PI * (1 - fraction);
  return { x: round(centre.x + distance * Math.cos(angle)), y: round(centre.y - distance * Math.sin(angle)) };
}

function arc(from: number, to: number) {
  const start = pointAt(from, radius);
  const end = pointAt(to, radius);
  return `M ${start.x} ${start.y} A ${radius} ${radius} 0 0 1 ${end.x} ${end.y}`;
}

const bandArcs: ReadonlyArray<{ band: CardiacBand; from: number; to: number }> = [
  { band: 'Normal', from: 0, to: 1 / 3 },
  { band: 'Abnormal', from: 1 / 3, to: 2 / 3 },
  { band: 'Critical', from: 2 / 3, to: 1 },
];

const ticks = [
  // The ends are labelled under the arc, the band limits outside it.
  { label: '0', at: pointAt(0, radius), below: true },
  { label: String(cardiacBandLimits.normalBelow), at: pointAt(1 / 3, radius + 18), below: false },
  { label: String(cardiacBandLimits.abnormalUpTo), at: pointAt(2 / 3, radius + 18), below: false },
  { label: `${gaugeTop}+`, at: pointAt(1, radius), below: true },
] as const;

/**
 * spec 000 §2 'Cardiac Scale': a semicircle in the three bands of spec 000 §9 with a needle at
 * the score. Drawn by hand: a chart library would not fit the page's bundle budget. A scale
 * reads left to right in every language, so it keeps that direction in Arabic too.
 */
export function CardiacGauge({ scorePercent }: { scorePercent: number }) {
  const { t } = useTranslation();
  const band = cardiacBandOf(scorePercent);
  const needle = pointAt(gaugeFractionOf(scorePercent), radius - 12);
  return (
    <Box dir="ltr" w="100%" maw={280} mx="auto">
      <svg
        viewBox="0 0 220 132"
        width="100%"
        role="img"
        direction="ltr"
        aria-label={t('cardiac.score.gaugeLabel', {
          score: formatCardiacScore(scorePercent),
          band: t(`cardiac.bands.${band}`),
        })}
        style={{ display: 'block' }}
      >
        {bandArcs.map((part) => (
          <path
            key={part.band}
            d={arc(part.from, part.to)}
            fill="none"
            stroke={cardiacBandStroke(part.band)}
            strokeWidth={20}
            data-band={part.band}
          />
        ))}
        {ticks.map((tick) => (
          <text
            key={tick.label}
            x={tick.at.x}
            y={tick.below ? tick.at.y + 18 : tick.at.y}
            textAnchor="middle"
            fontSize={11}
            fill="var(--mantine-color-dimmed)"
          >
            {tick.label}
          </text>
        ))}
        <line
          x1={centre.x}
          y1={centre.y}
          x2={needle.x}
          y2={needle.y}
          stroke="var(--mantine-color-dark-6)"
          strokeWidth={4}
          strokeLinecap="round"
          data-testid="cardiac-gauge-needle"
        />
        <circle cx={centre.x} cy={centre.y} r={7} fill="var(--mantine-color-dark-6)" />
      </svg>
    </Box>
  );
}
