import { formatRangeNumber, rangeFor, type Sex } from '../catalogue/reference-range.js';
import type { ReportFormatParameter } from '../catalogue/report-format-parameter.js';
import { numericValue } from './result-entry.js';

/**
 * The secondary-unit toggle of the report (the issue: 'SI and conventional units where the
 * format gives both'): a parameter's value and range in its second unit, the value times the
 * format's `secondaryFactor` (decision 0041).
 */

/** No report prints more decimals than this in a converted value. */
export const secondaryUnitMaxDecimals = 4;

const decimalsOf = (text: string): number => {
  const point = text.indexOf('.');
  return point === -1 ? 0 : text.length - point - 1;
};

/**
 * The decimals a factor adds: one for each power of ten it shrinks a number by (0.0555, mg/dL
 * of glucose to mmol/L, adds two: 98 becomes 5.44), none taken away for a factor that grows it
 * beyond what the value has (13.5 g/dL times 10 is 135 g/L).
 */
const decimalsAddedBy = (factor: number): number => Math.ceil(-Math.log10(Math.abs(factor)) - 1e-9);

/**
 * A value in the secondary unit: the value times the factor, rounded to the value's own decimals
 * plus what the factor needs, at most four. A value that is no plain number ('-', 'Negative',
 * '<0.5', a file) prints as it is, as does every value when the factor is missing, zero or not
 * finite.
 */
export function secondaryValueOf(value: string, factor: number | null): string {
  const number = numericValue(value);
  if (number === null || factor === null || !Number.isFinite(factor) || factor === 0) return value;
  const decimals = Math.min(
    secondaryUnitMaxDecimals,
    Math.max(0, decimalsOf(value.trim().replace(/^[-+]/, '')) + decimalsAddedBy(factor)),
  );
  const converted = number * factor;
  // toFixed rounds the binary value (1.005 to 1.00); rounding the scaled number first does not.
  const scale = 10 ** decimals;
  return (Math.round(converted * scale) / scale).toFixed(decimals);
}

/**
 * A parameter's reference range in the secondary unit, printed as the primary one is ('lower -
 * upper', '< upper', '> lower'); with free text (`otherFlag`) each number in the text is
 * converted and the words kept ('< 200 desirable' becomes '< 5.17 desirable'). '' when there is
 * no range, and the primary label when the parameter has no factor.
 */
export function secondaryRangeLabel(
  parameter: Parameters<typeof rangeFor>[0] & Pick<ReportFormatParameter, 'secondaryFactor'>,
  sex: Sex,
): string {
  const factor = parameter.secondaryFactor ?? null;
  const range = rangeFor(parameter, sex);
  const convert = (bound: number) => secondaryValueOf(formatRangeNumber(bound), factor);
  if (parameter.otherFlag) {
    return (range.text ?? '').replace(/\d+(\.\d+)?|\.\d+/g, (number) => secondaryValueOf(number, factor));
  }
  const { lower, upper } = range;
  if (lower !== null && upper !== null) return `${convert(lower)} - ${convert(upper)}`;
  if (upper !== null) return `< ${convert(upper)}`;
  if (lower !== null) return `> ${convert(lower)}`;
  return '';
}
