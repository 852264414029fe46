import type { CriticalLevel, Sex } from '../catalogue/reference-range.js';
import { rangeFor } from '../catalogue/reference-range.js';
import { type CumulativeSource, numericResultsOf, parameterNameKey } from './cumulative-report.js';

/**
 * Patient Trends (spec 001 §2 'Patient Trends', §7 'v4/fetch-data-for-trends/'): each numeric
 * parameter of a patient's signed reports over time, with the patient's reference band. The
 * values are read as the cumulative report reads them (`numericResultsOf`), so the two agree on
 * what is a number, how a parameter is matched across visits and how a value is flagged.
 */

/** spec 001 §9 'Trends frame flag: 1 full, 0 compact'. */
export type TrendsFlag = 0 | 1;
export const trendsFlags = { compact: 0, full: 1 } as const;

/** One signed report as the trends read it: the cumulative report's source and the report itself. */
export interface TrendSource extends CumulativeSource {
  reportId: number;
}

export interface TrendPointValue {
  reportId: number;
  labBillId: string;
  at: string;
  value: number;
  text: string;
  isCritical: CriticalLevel;
}

export interface TrendSeriesValue {
  key: string;
  testName: string;
  parameterName: string;
  unit: string | null;
  low: number | null;
  high: number | null;
  points: TrendPointValue[];
  hidden: boolean;
}

/**
 * The key the frame's Save Settings keeps: `{testId}:{parameter name}`, the name folded as the
 * cumulative report matches it, so that a format retyping 'HbA1c' as 'HBA1C ' keeps the setting.
 */
export const trendSeriesKey = (testId: number, parameterName: string): string =>
  `${testId}:${parameterNameKey(parameterName)}`;

interface SeriesBuild extends TrendSeriesValue {
  department: string;
  order: number;
  /** When the newest point was taken: the label, unit and band follow the newest format. */
  labelledAt: string;
}

/**
 * The trend series of a patient's signed reports. One series per parameter of a test, matched
 * across reports by name and unit as the cumulative report matches its rows; its points oldest
 * first (two reports on one bill both count: each is a measurement); labelled, and its band
 * (the patient's sex-specific lower and upper bound) taken, from the newest report. A parameter
 * whose unit changed gives two series, since their numbers cannot share an axis: the newest unit
 * keeps the plain key, the older ones add their unit to it. Compact (flag 0) keeps the series
 * with at least two points, where a trend can be seen; full (flag 1) keeps all. Series go by
 * department, test, the parameter's place in its format, then name.
 */
export function trendSeriesOf(
  sources: readonly TrendSource[],
  sex: Sex,
  { flag, hiddenKeys }: { flag: TrendsFlag; hiddenKeys: ReadonlySet<string> },
): TrendSeriesValue[] {
  const builds = new Map<string, SeriesBuild>();
  const ordered = [...sources].sort(
    (left, right) => left.reportedAt.localeCompare(right.reportedAt) || left.reportId - right.reportId,
  );
  for (const source of ordered) {
    for (const result of numericResultsOf(source, sex)) {
      const { parameter } = result;
      const range = rangeFor(parameter, sex);
      const label = {
        department: source.department,
        testName: source.test,
        parameterName: parameter.name.trim(),
        unit: parameter.unit?.trim() ? parameter.unit.trim() : null,
        low: range.lower,
        high: range.upper,
        order: parameter.order,
        labelledAt: source.reportedAt,
      };
      const point: TrendPointValue = {
        reportId: source.reportId,
        labBillId: source.labBillId,
        at: source.reportedAt,
        value: result.number,
        text: result.value,
        isCritical: result.level,
      };
      const build = builds.get(result.matchKey);
      if (!build) {
        builds.set(result.matchKey, {
          ...label,
          key: trendSeriesKey(source.testId, parameter.name),
          points: [point],
          hidden: false,
        });
        continue;
      }
      build.points.push(point);
      // Sources come oldest first, so the last label written is the newest report's.
      Object.assign(build, label);
    }
  }

  const series = [...builds.values()];
  const newestOfKey = new Map<string, SeriesBuild>();
  for (const build of series) {
    const newest = newestOfKey.get(build.key);
    if (!newest || build.labelledAt > newest.labelledAt) newestOfKey.set(build.key, build);
  }
  for (const build of series) {
    if (newestOfKey.get(build.key) !== build) build.key = `${build.key}:${(build.unit ?? '').toLowerCase()}`;
  }

  return series
    .filter((build) => flag === trendsFlags.full || build.points.length >= 2)
    .sort(
      (left, right) =>
        left.department.localeCompare(right.department) ||
        left.testName.localeCompare(right.testName) ||
        left.order - right.order ||
        left.parameterName.localeCompare(right.parameterName) ||
        left.key.localeCompare(right.key),
    )
    .map(({ key, testName, parameterName, unit, low, high, points }) => ({
      key,
      testName,
      parameterName,
      unit,
      low,
      high,
      points,
      hidden: hiddenKeys.has(key),
    }));
}

export interface TrendAxis {
  min: number;
  max: number;
  /** Round values from `min` to `max`, where the chart draws its grid lines and labels. */
  ticks: number[];
}

/** 1, 2, 2.5 or 5 times a power of ten: the steps people read a scale in. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** A tick as printed: twelve significant digits drop the binary noise of a step added up (0.1 * 3). */
const tidy = (value: number): number => Number(value.toPrecision(12));

/**
 * The value axis of one chart: it takes every point and both bounds of the band, so the band is
 * always drawn whole and a value far out of range stays on the chart, and it ends on round
 * ticks (about `tickCount` of them). A flat series (one value, no band) gets a span around its
 * value so that its line sits mid-chart rather than on an edge.
 */
export function trendAxisOf(
  values: readonly number[],
  band: { low: number | null; high: number | null },
  tickCount = 5,
): TrendAxis {
  const all = [...values, ...[band.low, band.high].filter((bound): bound is number => bound !== null)].filter(
    Number.isFinite,
  );
  if (all.length === 0) return { min: 0, max: 1, ticks: [0, 1] };
  let low = Math.min(...all);
  let high = Math.max(...all);
  if (low === high) {
    const spread = low === 0 ? 1 : Math.abs(low) * 0.1;
    low -= spread;
    high += spread;
  }
  const step = niceStep((high - low) / Math.max(1, tickCount - 1));
  const min = tidy(Math.floor(low / step) * step);
  const max = tidy(Math.ceil(high / step) * step);
  const ticks = Array.from({ length: Math.round((max - min) / step) + 1 }, (_, at) => tidy(min + at * step));
  return { min, max, ticks };
}
