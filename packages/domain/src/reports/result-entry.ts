import { type CriticalLevel, classifyValue, formatRangeNumber, type Sex } from '../catalogue/reference-range.js';
import type { ReportFormatParameter } from '../catalogue/report-format-parameter.js';
import { calculateFormatValues } from '../catalogue/report-format-rules.js';

/**
 * Result entry (spec 001 §5 'Save' and 'Values', §3 'Report value'): which rows take a value,
 * the range and critical checks, the calculations, and the rules a save is held to. The entry
 * screen runs these as the technician types; the server runs them again on save and keeps only
 * its own answer, so a calculated or a flag value forged by a client is never stored.
 */

/** spec 001 §3 'Report value': what a report keeps per parameter. */
export interface ReportValue {
  index: number;
  value: string;
  /** Out of the patient's reference range (spec 001 §5 'Out of range'). */
  highlight: boolean;
  isCritical: CriticalLevel;
}

/** spec 001 §9 'Value text cap: 10000 characters (warning and save block), unless stored in the document store.' */
export const valueTextCap = 10_000;
/** spec 001 §5: 'An empty non-description value is saved as '-'.' */
export const emptyValue = '-';

/** A heading row (styleFlag) has no value of its own; every other row does. */
export const takesValue = (parameter: Pick<ReportFormatParameter, 'styleFlag'>): boolean => !parameter.styleFlag;

const numberPattern = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** The number a value is, or null when it is text ('Negative', '<0.5', '-', ''). */
export function numericValue(value: string | null | undefined): number | null {
  const text = value?.trim() ?? '';
  if (!numberPattern.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/** spec 001 §5: 'A value is editable only if forceCalculationFlag is off or the parameter has no calculation.' */
export const isEditableValue = (
  parameter: Pick<ReportFormatParameter, 'calculationString'>,
  forceCalculationFlag: boolean,
): boolean => !forceCalculationFlag || !parameter.calculationString?.trim();

/** A calculated number as the report shows it: at most two decimals, no binary noise ('-' when there is none). */
export function formatCalculatedValue(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return emptyValue;
  return formatRangeNumber(Math.round(value * 100) / 100);
}

/**
 * The range check of one value (spec 001 §5): a numeric value outside the sex-specific bounds is
 * highlighted; isCritical is 2 outside the critical bounds, 1 outside the reference range only.
 * Text values are never flagged.
 */
export function checkValue(
  parameter: ReportFormatParameter,
  sex: Sex,
  value: string,
): Pick<ReportValue, 'highlight' | 'isCritical'> {
  const level = classifyValue(parameter, sex, numericValue(value));
  return { highlight: level > 0, isCritical: level };
}

export interface EntryInput {
  parameters: readonly ReportFormatParameter[];
  /** What was typed, by parameter index; missing: nothing typed. */
  entered: ReadonlyMap<number, string>;
  sex: Sex;
  forceCalculationFlag: boolean;
}

/**
 * Every value row of a report, in the format's order, with its calculated values recomputed
 * (spec 001 §5: '#n' placeholders; a missing referenced value, Infinity or NaN gives '-') and
 * its flags set. A calculated parameter keeps what was typed only where it may be edited
 * (`isEditableValue`) and something was typed; otherwise its calculation decides.
 */
export function evaluateEntry({ parameters, entered, sex, forceCalculationFlag }: EntryInput): ReportValue[] {
  const numbers = new Map<number, number | null>();
  for (const parameter of parameters) numbers.set(parameter.index, numericValue(entered.get(parameter.index)));
  const typedCalculated = (parameter: ReportFormatParameter) =>
    isEditableValue(parameter, forceCalculationFlag) && (entered.get(parameter.index)?.trim() ?? '') !== '';
  const calculable = parameters.filter(
    (parameter) => !parameter.calculationString?.trim() || !typedCalculated(parameter),
  );
  const calculated = calculateFormatValues(calculable, numbers);
  return [...parameters]
    .filter(takesValue)
    .sort((left, right) => left.order - right.order || left.index - right.index)
    .map((parameter) => {
      const value = calculated.has(parameter.index)
        ? formatCalculatedValue(calculated.get(parameter.index) ?? null)
        : (entered.get(parameter.index) ?? '');
      return { index: parameter.index, value, ...checkValue(parameter, sex, value) };
    });
}

/** Whether a row counts for the mandatory check: not optional, not a heading, not a file (spec 001 §5 'Save'). */
const isMandatory = (parameter: ReportFormatParameter): boolean =>
  !parameter.optionalField && !parameter.styleFlag && !parameter.fileInput;

const isBlank = (value: string | undefined): boolean =>
  value === undefined || value.trim() === '' || value.trim() === emptyValue;

export type SaveProblem = 'valueTooLong' | 'mandatoryFieldsMissing';

export interface SaveRules {
  /** spec 001 §5: the cap applies only when store_values_to_document_db is off. */
  storeValuesToDocumentDb: boolean;
  /** spec 001 §5: 'If the session flag for mandatory fields is set ...'. */
  mandatoryFieldsFlag: boolean;
}

/**
 * What stops a save (spec 001 §5 'Save'), the first that applies: 'Some field has more than
 * 10000 character. Please check and submit again.', then 'Please fill the all mandatory fields
 * and save or sign the report.'. The indexes are the rows to mark.
 */
export function saveProblemOf(
  parameters: readonly ReportFormatParameter[],
  values: readonly Pick<ReportValue, 'index' | 'value'>[],
  rules: SaveRules,
): { problem: SaveProblem; indexes: number[] } | null {
  if (!rules.storeValuesToDocumentDb) {
    const tooLong = values.filter((value) => value.value.length > valueTextCap).map((value) => value.index);
    if (tooLong.length > 0) return { problem: 'valueTooLong', indexes: tooLong };
  }
  if (rules.mandatoryFieldsFlag) {
    const byIndex = new Map(values.map((value) => [value.index, value.value]));
    const missing = parameters.filter((parameter) => isMandatory(parameter) && isBlank(byIndex.get(parameter.index)));
    if (missing.length > 0)
      return { problem: 'mandatoryFieldsMissing', indexes: missing.map((parameter) => parameter.index) };
  }
  return null;
}

/** spec 001 §5: 'An empty non-description value is saved as '-'.' A description may stay empty. */
export function valueToStore(parameter: Pick<ReportFormatParameter, 'descriptionFlag'>, value: string): string {
  if (value.trim() !== '') return value;
  return parameter.descriptionFlag ? '' : emptyValue;
}

/**
 * spec 001 §3 completedTests and isPartialFill after a save: completed once any value is
 * entered; partly filled while a mandatory row (`isMandatory`) is still empty or '-'.
 */
export function fillStateOf(
  parameters: readonly ReportFormatParameter[],
  values: readonly Pick<ReportValue, 'index' | 'value'>[],
): { completedTests: boolean; isPartialFill: boolean } {
  const byIndex = new Map(values.map((value) => [value.index, value.value]));
  const completedTests = values.some((value) => !isBlank(value.value));
  const isPartialFill =
    completedTests && parameters.some((parameter) => isMandatory(parameter) && isBlank(byIndex.get(parameter.index)));
  return { completedTests, isPartialFill };
}

/** spec 001 §3 'criticalValues (count)': the rows at level 2. */
export const criticalCountOf = (values: readonly Pick<ReportValue, 'isCritical'>[]): number =>
  values.filter((value) => value.isCritical === 2).length;

/**
 * The delta check (the 'previous result and delta'): the change from the patient's
 * previous value exceeds the parameter's delta limit, an absolute difference in its unit
 * (docs/decisions/0039). No limit, or either value not a number: no flag.
 */
export function deltaExceeded(
  previous: string | null,
  current: string,
  deltaLimit: number | null | undefined,
): boolean {
  if (deltaLimit === null || deltaLimit === undefined || deltaLimit <= 0) return false;
  const before = numericValue(previous);
  const now = numericValue(current);
  if (before === null || now === null) return false;
  return Math.abs(now - before) > deltaLimit;
}

/**
 * The text a signature is bound to: the values in index order, each as index and value. Any
 * change of a value changes it, so a signature taken on other values is recognised as stale.
 */
export function valuesFingerprintText(values: readonly Pick<ReportValue, 'index' | 'value'>[]): string {
  return JSON.stringify(
    [...values].sort((left, right) => left.index - right.index).map(({ index, value }) => [index, value]),
  );
}
