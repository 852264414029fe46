import type { ReportFormatParameter } from './report-format-parameter.js';

/** The two sets of bounds a parameter has (spec 001 §3: lowerBoundMale ... criticalUpperFemale). */
export type Sex = 'male' | 'female';

/**
 * spec 001 §5 Values: "female uses the female bounds, otherwise male". The patients area's
 * genders are 'Male', 'Female' and 'Other' (patient-options.ts); 'Other' and an unknown gender
 * take the male bounds as the spec says, so every patient gets a range rather than none.
 */
export function sexForRanges(gender: string | null): Sex {
  const folded = gender?.trim().toLowerCase();
  return folded === 'female' || folded === 'f' ? 'female' : 'male';
}

export interface ParameterRange {
  lower: number | null;
  upper: number | null;
  criticalLower: number | null;
  criticalUpper: number | null;
  /** The free-text range that replaces the numeric label when `otherFlag` is on. */
  text: string | null;
}

const blankToNull = (text: string | null): string | null => (text?.trim() ? text.trim() : null);

type RangeFields = Pick<
  ReportFormatParameter,
  | 'lowerBoundMale'
  | 'upperBoundMale'
  | 'lowerBoundFemale'
  | 'upperBoundFemale'
  | 'criticalLowerMale'
  | 'criticalUpperMale'
  | 'criticalLowerFemale'
  | 'criticalUpperFemale'
  | 'otherFlag'
  | 'otherMale'
  | 'otherFemale'
>;

/**
 * The range a patient of `sex` is checked against. A parameter whose female range is entirely
 * empty (no bound, no text) uses the male one: formats often fill one range for a parameter
 * that does not differ by sex, and a female patient must not go unflagged because of it.
 */
export function rangeFor(parameter: RangeFields, sex: Sex): ParameterRange {
  const male: ParameterRange = {
    lower: parameter.lowerBoundMale,
    upper: parameter.upperBoundMale,
    criticalLower: parameter.criticalLowerMale,
    criticalUpper: parameter.criticalUpperMale,
    text: parameter.otherFlag ? blankToNull(parameter.otherMale) : null,
  };
  if (sex === 'male') return male;
  const female: ParameterRange = {
    lower: parameter.lowerBoundFemale,
    upper: parameter.upperBoundFemale,
    criticalLower: parameter.criticalLowerFemale,
    criticalUpper: parameter.criticalUpperFemale,
    text: parameter.otherFlag ? blankToNull(parameter.otherFemale) : null,
  };
  const femaleIsEmpty = Object.values(female).every((value) => value === null);
  return femaleIsEmpty ? male : female;
}

/**
 * A bound as the lab typed it. Twelve significant digits drop the binary noise of a computed
 * number (0.1 + 0.2 prints 0.3) and keep every digit a reference range is written with.
 */
export function formatRangeNumber(value: number): string {
  return String(Number(value.toPrecision(12)));
}

/**
 * The range as the entry row and the report print it. spec 001 §5: "The default reference range
 * label is 'lower - upper'"; one bound alone prints as '< upper' or '> lower'; with `otherFlag`
 * the free text replaces the numbers (spec 001 §3); '' when there is no range.
 */
export function rangeLabel(parameter: RangeFields, sex: Sex): string {
  const range = rangeFor(parameter, sex);
  if (parameter.otherFlag) return range.text ?? '';
  const { lower, upper } = range;
  if (lower !== null && upper !== null) return `${formatRangeNumber(lower)} - ${formatRangeNumber(upper)}`;
  if (upper !== null) return `< ${formatRangeNumber(upper)}`;
  if (lower !== null) return `> ${formatRangeNumber(lower)}`;
  return '';
}

/** spec 001 §3 Report value isCritical and §9: 0 normal, 1 Abnormal, 2 Critical. */
export type CriticalLevel = 0 | 1 | 2;

const outside = (value: number, lower: number | null, upper: number | null): boolean =>
  (lower !== null && value < lower) || (upper !== null && value > upper);

/**
 * spec 001 §5 Values: "Out of range: numeric and outside the sex-specific bounds ... isCritical
 * is 2 when outside the critical bounds, 1 when within them." A bound itself is in range. The
 * numeric bounds decide even when free text is printed instead of them (`otherFlag`), so a
 * cholesterol printed as '< 200 desirable' is still flagged above 200. No value, or a value
 * that is not a finite number, is 0: there is nothing to flag.
 */
export function classifyValue(parameter: RangeFields, sex: Sex, value: number | null): CriticalLevel {
  if (value === null || !Number.isFinite(value)) return 0;
  const range = rangeFor(parameter, sex);
  if (outside(value, range.criticalLower, range.criticalUpper)) return 2;
  return outside(value, range.lower, range.upper) ? 1 : 0;
}
