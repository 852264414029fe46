import type { QcChart, QcRecord } from '@lims/contract';
import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { formatLabDateTime } from '../../../ui';
import { formatQcNumber } from './qc-format';

/** The chart's geometry in pixels; below `minWidth` it scrolls sideways. */
const height = 320;
const margin = { top: 28, right: 24, bottom: 36, left: 96 };
const minWidth = 340;

/** Mantine's colours for each verdict: red rejects, amber warns. */
const pointColour = {
  accepted: 'var(--mantine-color-blue-6)',
  warning: 'var(--mantine-color-orange-6)',
  rejected: 'var(--mantine-color-red-7)',
} as const;
const lineColour = {
  0: 'var(--mantine-color-gray-7)',
  1: 'var(--mantine-color-gray-5)',
  2: 'var(--mantine-color-orange-6)',
  3: 'var(--mantine-color-red-7)',
} as const;

/** The horizontal lines: the mean, ±1SD, ±2SD (warning) and ±3SD (rejection). */
const levels = [3, 2, 1, 0, -1, -2, -3] as const;

/**
 * A Levey-Jennings chart drawn as SVG (issue 15): the control's records in time order along x,
 * their values up y against the target's mean and SD lines, each point joined to the next. A
 * point that broke a rejection rule is red and names its rules; a warning is amber. The chart
 * reads left to right in every language, as charts do in Arabic too; its words are translated.
 */
export function LeveyJenningsChart({ chart }: { chart: QcChart }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const titleId = useId();
  const { ref, width: boxWidth } = useElementSize();
  const descriptionId = useId();
  const { records, target } = chart;
  // The y range in SDs: at least ±4 so every line shows, wider for a point beyond it.
  const reach = Math.max(4, ...records.map((record) => Math.ceil(Math.abs(record.zScore) + 0.5)));
  // As wide as its box, and wider (scrolled) when the records need more room than a phone has.
  const needed = margin.left + margin.right + 24 * Math.max(records.length, 1);
  const width = Math.max(minWidth, Math.floor(boxWidth), needed);
  const step = (width - margin.left - margin.right) / Math.max(records.length, 1);
  const plotHeight = height - margin.top - margin.bottom;
  const yOf = (zScore: number) => margin.top + ((reach - zScore) / (2 * reach)) * plotHeight;
  const xOf = (position: number) => margin.left + step * (position + 0.5);
  const points = records.map((record, position) => ({ record, x: xOf(position), y: yOf(record.zScore) }));
  const levelLabel = (level: number) =>
    level === 0
      ? t('qualityControl.chart.mean')
      : t('qualityControl.chart.sdLine', { sign: level > 0 ? '+' : '−', count: Math.abs(level) });
  const pointText = (record: QcRecord) =>
    t('qualityControl.chart.pointTitle', {
      index: record.index,
      value: formatQcNumber(record.value),
      unit: record.unit,
      date: formatLabDateTime(record.date, timeZone),
      status: t(`qualityControl.status.${record.status}`),
      rules: record.violations.join(', ') || t('qualityControl.chart.noRules'),
    });

  return (
    // The chart keeps its own left-to-right reading inside a right-to-left page, and scrolls
    // sideways on a narrow screen rather than squeezing its points together.
    <Box ref={ref} dir="ltr" style={{ overflowX: 'auto' }} data-testid="levey-jennings">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descriptionId}`}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        style={{ display: 'block', maxWidth: 'none', fontFamily: 'inherit' }}
      >
        <title id={titleId}>
          {t('qualityControl.chart.title', { test: chart.test.name, group: chart.group.name })}
        </title>
        <desc id={descriptionId}>
          {t('qualityControl.chart.description', {
            mean: formatQcNumber(target.mean),
            sd: formatQcNumber(target.sd),
            unit: target.unit,
            count: records.length,
          })}
        </desc>
        {levels.map((level) => {
          const y = yOf(level);
          const colour = lineColour[Math.abs(level) as 0 | 1 | 2 | 3];
          return (
            <g key={level}>
              <line
                x1={margin.left}
                x2={width - margin.right}
                y1={y}
                y2={y}
                stroke={colour}
                strokeWidth={level === 0 ? 1.5 : 1}
                strokeDasharray={Math.abs(level) === 1 ? '4 4' : undefined}
              />
              <text x={margin.left - 8} y={y - 2} textAnchor="end" fontSize={11} fill={colour}>
                {levelLabel(level)}
              </text>
              <text x={margin.left - 8} y={y + 11} textAnchor="end" fontSize={10} fill="var(--mantine-color-dimmed)">
                {formatQcNumber(target.mean + level * target.sd)}
              </text>
            </g>
          );
        })}
        {points.length > 1 && (
          <polyline
            points={points.map((point) => `${point.x},${point.y}`).join(' ')}
            fill="none"
            stroke="var(--mantine-color-blue-4)"
            strokeWidth={1.5}
          />
        )}
        {points.map(({ record, x, y }) => {
          const colour = pointColour[record.status];
          return (
            <g key={record.id} data-status={record.status}>
              <circle
                cx={x}
                cy={y}
                r={record.status === 'accepted' ? 4.5 : 6}
                fill={colour}
                stroke="white"
                strokeWidth={1.5}
              >
                <title>{pointText(record)}</title>
              </circle>
              {record.violations.length > 0 && (
                <text
                  x={x}
                  y={y < margin.top + 20 ? y + 20 : y - 11}
                  textAnchor="middle"
                  fontSize={11}
                  fontWeight={700}
                  fill={colour}
                >
                  {record.violations.join(' ')}
                </text>
              )}
              <text
                x={x}
                y={height - margin.bottom + 16}
                textAnchor="middle"
                fontSize={10}
                fill="var(--mantine-color-dimmed)"
              >
                {record.index}
              </text>
            </g>
          );
        })}
        <text
          x={margin.left + (width - margin.left - margin.right) / 2}
          y={height - 4}
          textAnchor="middle"
          fontSize={11}
          fill="var(--mantine-color-dimmed)"
        >
          {t('qualityControl.chart.xAxis')}
        </text>
      </svg>
    </Box>
  );
}
