import type { TrendSeries } from '@lims/contract';
import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { formatLabDate } from '../../../ui';
import { niceTicks, outOfRange, valueDomain } from './trend-scale';

/** Drawn at this width until the box has been measured (and in tests, where nothing is). */
const fallbackWidth = 560;
const margin = { top: 12, right: 34, bottom: 34, left: 48 };

/**
 * One series as a line chart, drawn by hand in SVG at the box's own width: the reference band
 * shaded, the points oldest to newest, evenly spaced with their dates beneath (a patient's
 * results come in bursts, which a time axis would pile up), out-of-range points marked red and
 * larger. The chart reads left to right in every language, as numbers and time do.
 */
export function TrendChart({ series, compact }: { series: TrendSeries; compact: boolean }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const { ref, width: measured } = useElementSize();
  const width = Math.round(measured) || fallbackWidth;
  const height = compact ? 150 : 220;
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;

  const [low, high] = valueDomain(series);
  const y = (value: number) => margin.top + plotHeight - ((value - low) / (high - low)) * plotHeight;
  const step = series.points.length > 1 ? plotWidth / (series.points.length - 1) : 0;
  const x = (index: number) => margin.left + (series.points.length > 1 ? index * step : plotWidth / 2);
  // Dates beneath every point while they fit (about 70 px each), else beneath every few.
  const dateEvery = Math.max(1, Math.ceil(70 / Math.max(step, 1)));
  const ticks = niceTicks(low, high, compact ? 3 : 5);

  const bandTop = y(series.high ?? high);
  const bandBottom = y(series.low ?? low);
  const hasBand = series.low !== null || series.high !== null;
  const range = [series.low, series.high].map((bound) => (bound === null ? '…' : String(bound))).join(' – ');
  const line = series.points.map((point, index) => `${x(index)},${y(point.value)}`).join(' ');

  return (
    <Box ref={ref} w="100%" dir="ltr">
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t('patientTrends.chart.label', { parameter: series.parameterName, test: series.testName })}
        style={{ display: 'block', maxWidth: '100%', fontSize: 11, fontFamily: 'inherit' }}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={margin.left}
              x2={width - margin.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="var(--mantine-color-default-border)"
              strokeDasharray="2 3"
            />
            <text x={margin.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle" fill="currentColor">
              {tick}
            </text>
          </g>
        ))}
        {hasBand && (
          <rect
            data-band
            x={margin.left}
            width={plotWidth}
            y={bandTop}
            height={Math.max(0, bandBottom - bandTop)}
            fill="var(--mantine-color-teal-5)"
            fillOpacity={0.14}
          >
            <title>{t('patientTrends.chart.band', { range })}</title>
          </rect>
        )}
        <polyline points={line} fill="none" stroke="var(--mantine-primary-color-filled)" strokeWidth={2} />
        {series.points.map((point, index) => {
          const outside = outOfRange(point, series);
          const date = formatLabDate(point.at, timeZone);
          return (
            <g key={`${point.reportId}-${point.at}`}>
              <circle
                data-out-of-range={outside || undefined}
                cx={x(index)}
                cy={y(point.value)}
                r={outside ? 5.5 : 4}
                fill={outside ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-body)'}
                stroke={outside ? 'var(--mantine-color-red-8)' : 'var(--mantine-primary-color-filled)'}
                strokeWidth={2}
              >
                <title>
                  {outside
                    ? t('patientTrends.chart.pointOutOfRange', { value: point.text, date })
                    : t('patientTrends.chart.point', { value: point.text, date })}
                </title>
              </circle>
              {index % dateEvery === 0 && (
                <text
                  x={x(index)}
                  y={height - margin.bottom + 16}
                  textAnchor="middle"
                  fill="currentColor"
                  opacity={0.7}
                >
                  {date}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
