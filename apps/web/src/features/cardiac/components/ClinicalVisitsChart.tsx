import type { ClinicalVisit } from '@lims/contract';
import { cardiacBandLimits, cardiacBandOf, defaultDateFormat } from '@lims/domain';
import { Box, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { cardiacBandStroke, formatCardiacScore } from './cardiac-band-look';
import { scoredOldestFirst } from './scored-visits';

const size = { width: 320, height: 120 };
const plot = { left: 30, right: size.width - 14, top: 10, bottom: size.height - 24 };
/** Grid labels closer than this (in the drawing's units; the font is 10) would overlap. */
const minimumLabelGap = 11;

/**
 * The score over the patient's visits (issue 9: "a small chart of the score over visits"),
 * oldest to newest, each point in its band's colour, with the band limits as dashed lines.
 * Hand-drawn, as the gauge, and left to right in every language, as a time axis is. Needs two
 * scores to draw a line.
 */
export function ClinicalVisitsChart({ visits }: { visits: readonly ClinicalVisit[] }) {
  const { t } = useTranslation();
  const scored = scoredOldestFirst(visits);
  if (scored.length < 2) return null;

  // Never below 15, so that both band limits show; rounded up to the next 5 above the highest score.
  const top = Math.max(15, Math.ceil(Math.max(...scored.map((visit) => visit.score)) / 5) * 5);
  const yOf = (score: number) => plot.bottom - (Math.min(score, top) / top) * (plot.bottom - plot.top);
  const xOf = (index: number) => plot.left + (index / (scored.length - 1)) * (plot.right - plot.left);
  const date = (visit: ClinicalVisit) => dayjs(visit.DateOfVisit).format(defaultDateFormat);
  const points = scored.map((visit, index) => ({ visit, x: xOf(index), y: yOf(visit.score) }));
  // Every line is drawn, but a label only where it does not overlap the one below it: with a
  // high top score, 0, 5 and 10 sit a few pixels apart.
  const gridValues = [0, cardiacBandLimits.normalBelow, cardiacBandLimits.abnormalUpTo, top];
  const labelled = new Set<number>();
  let lastLabelY = Number.POSITIVE_INFINITY;
  for (const value of gridValues) {
    if (lastLabelY - yOf(value) >= minimumLabelGap || value === top) {
      labelled.add(value);
      lastLabelY = yOf(value);
    }
  }
  const first = scored[0];
  const last = scored[scored.length - 1];

  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={500}>
        {t('cardiac.visits.scoreOverVisits')}
      </Text>
      <Box dir="ltr">
        <svg
          viewBox={`0 0 ${size.width} ${size.height}`}
          width="100%"
          role="img"
          direction="ltr"
          aria-label={t('cardiac.visits.chartLabel', {
            points: scored.map((visit) => `${date(visit)} ${formatCardiacScore(visit.score)}`).join(', '),
          })}
          style={{ display: 'block', maxHeight: 180 }}
        >
          {gridValues.map((value) => (
            <g key={value}>
              <line
                x1={plot.left}
                x2={plot.right}
                y1={yOf(value)}
                y2={yOf(value)}
                stroke={
                  value === cardiacBandLimits.normalBelow
                    ? cardiacBandStroke('Abnormal')
                    : value === cardiacBandLimits.abnormalUpTo
                      ? cardiacBandStroke('Critical')
                      : 'var(--mantine-color-gray-3)'
                }
                strokeDasharray={value === 0 || value === top ? undefined : '4 3'}
                strokeWidth={1}
              />
              {labelled.has(value) && (
                <text
                  x={plot.left - 6}
                  y={yOf(value) + 4}
                  textAnchor="end"
                  fontSize={10}
                  fill="var(--mantine-color-dimmed)"
                >
                  {value}
                </text>
              )}
            </g>
          ))}
          <polyline
            points={points.map((point) => `${point.x},${point.y}`).join(' ')}
            fill="none"
            stroke="var(--mantine-color-gray-6)"
            strokeWidth={2}
          />
          {points.map((point) => (
            <circle
              key={point.visit.id}
              cx={point.x}
              cy={point.y}
              r={5}
              fill={cardiacBandStroke(cardiacBandOf(point.visit.score))}
              stroke="var(--mantine-color-white)"
              strokeWidth={1.5}
            >
              <title>{`${date(point.visit)} ${formatCardiacScore(point.visit.score)}`}</title>
            </circle>
          ))}
          {first && last && (
            <>
              <text x={plot.left} y={size.height - 6} fontSize={10} fill="var(--mantine-color-dimmed)">
                {date(first)}
              </text>
              <text
                x={plot.right}
                y={size.height - 6}
                textAnchor="end"
                fontSize={10}
                fill="var(--mantine-color-dimmed)"
              >
                {date(last)}
              </text>
            </>
          )}
        </svg>
      </Box>
    </Stack>
  );
}
