import type { TrendPoint, TrendSeries } from '@lims/contract';

/**
 * The value axis of a series: its points and its reference bounds, with a tenth of the span
 * spare above and below, so that the band and every point show. One value alone gets a span
 * round it.
 */
export function valueDomain(series: Pick<TrendSeries, 'points' | 'low' | 'high'>): [number, number] {
  const values = [...series.points.map((point) => point.value), series.low, series.high].filter(
    (value): value is number => value !== null && Number.isFinite(value),
  );
  if (values.length === 0) return [0, 1];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const spare = max === min ? Math.abs(max) / 10 || 1 : (max - min) / 10;
  return [min - spare, max + spare];
}

/** Round values for the gridlines between low and high, about `count` of them (1, 2 or 5 times a power of ten apart). */
export function niceTicks(low: number, high: number, count: number): number[] {
  if (!(high > low) || !Number.isFinite(high - low)) return [];
  const rough = (high - low) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  // The round step whose number of gridlines comes nearest the count asked for.
  const span = high - low;
  const step = [1, 2, 5, 10]
    .map((factor) => factor * power)
    .reduce((best, candidate) =>
      Math.abs(span / candidate - count) < Math.abs(span / best - count) ? candidate : best,
    );
  const ticks: number[] = [];
  for (let tick = Math.ceil(low / step) * step; tick <= high; tick += step) {
    // Rounded to the step's decimals: 0.1 + 0.2 should read 0.3.
    ticks.push(Number(tick.toFixed(Math.max(0, -Math.floor(Math.log10(step))))));
  }
  return ticks;
}

/** A point outside its reference range, or flagged abnormal or critical when it was entered (spec 001 §3 isCritical). */
export const outOfRange = (point: TrendPoint, series: Pick<TrendSeries, 'low' | 'high'>): boolean =>
  point.isCritical > 0 ||
  (series.low !== null && point.value < series.low) ||
  (series.high !== null && point.value > series.high);
