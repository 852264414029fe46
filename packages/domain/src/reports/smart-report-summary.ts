/**
 * The built-in smart report's reading of results (issue 13 'a patient-friendly summary report
 * generated from the bill's results and history: what each test measures in plain words, which
 * values are out of range and by how much, the trend against earlier visits, and general next
 * steps written as information, not a diagnosis'). Pure rules; every word the patient reads is a
 * key of the `smartReports.document` texts, in five languages.
 */

/** A usual range as the patient's report has it: either bound may be absent. */
export interface SummaryRange {
  lower: number | null;
  upper: number | null;
}

export type RangePosition = 'within' | 'above' | 'below' | 'noRange';

export interface RangeFinding {
  position: RangePosition;
  /**
   * How far beyond the nearer bound, in percent of that bound, rounded to a whole number; null
   * within range, without a range, or when the bound is 0 (no percentage of nothing).
   */
  percentBeyond: number | null;
}

/** Where a value sits against its usual range, and by how much it is outside it. */
export function rangeFindingOf(value: number, range: SummaryRange): RangeFinding {
  const { lower, upper } = range;
  if (lower === null && upper === null) return { position: 'noRange', percentBeyond: null };
  const beyond = (bound: number, distance: number) =>
    bound === 0 ? null : Math.round((Math.abs(distance) / Math.abs(bound)) * 100);
  if (upper !== null && value > upper) return { position: 'above', percentBeyond: beyond(upper, value - upper) };
  if (lower !== null && value < lower) return { position: 'below', percentBeyond: beyond(lower, lower - value) };
  return { position: 'within', percentBeyond: null };
}

/**
 * A change of less than 5 % of the earlier value reads as steady: day-to-day biological and
 * analytical variation of common blood tests is of that order, so a smaller change says nothing
 * to a patient.
 */
export const steadyTrendPercent = 5;

export type Trend = 'rising' | 'falling' | 'steady';

/** The direction since the previous visit's value of the same parameter. */
export function trendOf(current: number, previous: number): Trend {
  if (previous === 0) return current === 0 ? 'steady' : current > 0 ? 'rising' : 'falling';
  const changePercent = ((current - previous) / Math.abs(previous)) * 100;
  if (Math.abs(changePercent) < steadyTrendPercent) return 'steady';
  return changePercent > 0 ? 'rising' : 'falling';
}

/**
 * A trend that moves the value further from its range (above and rising, below and falling):
 * the one worth a word in the next steps.
 */
export const trendMovesAway = (position: RangePosition, trend: Trend | null): boolean =>
  (position === 'above' && trend === 'rising') || (position === 'below' && trend === 'falling');

/**
 * Where a value's marker sits on the range bar, from 0 (start) to 1 (end), and which stretch of
 * the bar is the usual range. A range with both bounds takes the middle 60 % of the bar; one
 * with only an upper bound runs from 0 to 80 %; one with only a lower bound from 20 % to the end.
 * The marker stays on the bar however far out the value is.
 */
export interface RangeBar {
  marker: number;
  usualFrom: number;
  usualTo: number;
}

const clampToBar = (position: number) => Math.min(0.98, Math.max(0.02, position));

export function rangeBarOf(value: number, range: SummaryRange): RangeBar | null {
  const { lower, upper } = range;
  if (lower !== null && upper !== null && upper > lower) {
    return { marker: clampToBar(0.2 + (0.6 * (value - lower)) / (upper - lower)), usualFrom: 0.2, usualTo: 0.8 };
  }
  if (lower === null && upper !== null && upper > 0) {
    return { marker: clampToBar((0.8 * value) / upper), usualFrom: 0, usualTo: 0.8 };
  }
  if (upper === null && lower !== null && lower > 0) {
    // Below the bound the bar's first fifth stands for 0..lower; above it, up to five times it.
    const marker = value < lower ? (0.2 * value) / lower : 0.2 + (0.8 * (value - lower)) / (4 * lower);
    return { marker: clampToBar(marker), usualFrom: 0.2, usualTo: 1 };
  }
  return null;
}

/** The common analytes the summary explains in plain words (`smartReports.document.analytes.<key>`). */
export const summaryAnalytes = [
  'hba1c',
  'glucose',
  'haemoglobin',
  'creatinine',
  'urea',
  'hdl',
  'ldl',
  'triglycerides',
  'cholesterol',
  'tsh',
  'alt',
  'ast',
  'bilirubin',
  'wbc',
  'platelets',
  'vitaminD',
  'vitaminB12',
  'sodium',
  'potassium',
  'uricAcid',
] as const;
export type SummaryAnalyte = (typeof summaryAnalytes)[number];

/**
 * The words that name each analyte in test and parameter names, matched case-insensitively. The
 * order matters: HbA1c before glucose, HDL and LDL before cholesterol, so 'HDL Cholesterol' is
 * explained as HDL.
 */
const analytePatterns: readonly (readonly [SummaryAnalyte, RegExp])[] = [
  ['hba1c', /\bhba1c\b|\ba1c\b|glycated|glycosylated/],
  ['glucose', /glucose|blood sugar|\bfbs\b|\bppbs\b|\brbs\b/],
  ['haemoglobin', /\bha?emoglobin\b|\bhb\b|\bhgb\b/],
  ['creatinine', /creatinine/],
  ['urea', /\burea\b|\bbun\b/],
  ['hdl', /\bhdl\b/],
  ['ldl', /\bldl\b/],
  ['triglycerides', /triglycerides?\b/],
  ['cholesterol', /cholesterol/],
  ['tsh', /\btsh\b|thyroid stimulating/],
  ['alt', /\balt\b|\bsgpt\b|alanine/],
  ['ast', /\bast\b|\bsgot\b|aspartate/],
  ['bilirubin', /bilirubin/],
  ['wbc', /\bwbc\b|\btlc\b|white blood|leu[ck]ocyte/],
  ['platelets', /platelet/],
  ['vitaminD', /\bvit(amin)?\.?\s*d[23]?\b|25\s*-?\s*(oh|hydroxy)/],
  ['vitaminB12', /\bb\s*-?\s*12\b|cobalamin/],
  ['sodium', /sodium/],
  ['potassium', /potassium/],
  ['uricAcid', /uric acid|\burate\b/],
];

/** The analyte a test or parameter name speaks of, or null for one the summary has no words for. */
export function analyteOf(name: string): SummaryAnalyte | null {
  const lower = name.toLowerCase();
  return analytePatterns.find(([, pattern]) => pattern.test(lower))?.[0] ?? null;
}

/** The analytes of a test, from its name and its parameters' names, each once, in the order found. */
export function analytesOfTest(testName: string, parameterNames: readonly string[]): SummaryAnalyte[] {
  const found = [testName, ...parameterNames].map(analyteOf).filter((key): key is SummaryAnalyte => key !== null);
  return [...new Set(found)];
}

/**
 * The general next steps the summary may give (`smartReports.document.nextSteps.<key>`):
 * information, never a diagnosis or a treatment.
 */
export const summaryNextSteps = [
  'contactDoctorSoon',
  'talkToDoctor',
  'repeatTest',
  'watchTrend',
  'keepRoutine',
  'bringReports',
] as const;
export type SummaryNextStep = (typeof summaryNextSteps)[number];

/** A value far beyond its range: 50 % past the nearer bound, or critical by the lab's own limits. */
export const farBeyondPercent = 50;

export interface SummaryFinding {
  position: RangePosition;
  percentBeyond: number | null;
  /** The lab's level for the value: 0 normal, 1 abnormal, 2 critical (spec 001 §9). */
  level: 0 | 1 | 2;
  trend: Trend | null;
}

/** The next steps the findings call for, in the order they are printed. */
export function nextStepsOf(findings: readonly SummaryFinding[]): SummaryNextStep[] {
  const outside = findings.filter((finding) => finding.position === 'above' || finding.position === 'below');
  const steps: SummaryNextStep[] = [];
  const far = findings.some(
    (finding) => finding.level === 2 || (finding.percentBeyond !== null && finding.percentBeyond >= farBeyondPercent),
  );
  if (far) steps.push('contactDoctorSoon');
  if (outside.length > 0 || findings.some((finding) => finding.level > 0)) steps.push('talkToDoctor', 'repeatTest');
  if (findings.some((finding) => trendMovesAway(finding.position, finding.trend))) steps.push('watchTrend');
  if (steps.length === 0) steps.push('keepRoutine');
  steps.push('bringReports');
  return steps;
}
