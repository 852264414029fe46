import { describe, expect, it } from 'vitest';
import { parameterWith } from '../catalogue/parameter-fixture.js';
import type { ReportFormatParameter } from '../catalogue/report-format-parameter.js';
import {
  checkValue,
  criticalCountOf,
  deltaExceeded,
  emptyValue,
  evaluateEntry,
  fillStateOf,
  formatCalculatedValue,
  isEditableValue,
  numericValue,
  saveProblemOf,
  valuesFingerprintText,
  valueTextCap,
  valueToStore,
} from './result-entry.js';

/** Haemoglobin: 13-17 g/dL men, 12-15 women; critical below 7 or above 20. */
const haemoglobin = parameterWith({
  index: 1,
  order: 1,
  lowerBoundMale: 13,
  upperBoundMale: 17,
  lowerBoundFemale: 12,
  upperBoundFemale: 15,
  criticalLowerMale: 7,
  criticalUpperMale: 20,
  criticalLowerFemale: 7,
  criticalUpperFemale: 20,
});
const redCells = parameterWith({
  index: 2,
  order: 2,
  name: 'Red cell count',
  lowerBoundMale: 4.5,
  upperBoundMale: 5.9,
});
const perCell = parameterWith({ index: 3, order: 3, name: 'Haemoglobin per cell', calculationString: '#1 * 10 / #2' });
const perCellDoubled = parameterWith({ index: 4, order: 4, name: 'Doubled', calculationString: '#3 * 2' });
const heading = parameterWith({ index: 5, order: 5, name: 'Differential', styleFlag: true });
const smear = parameterWith({ index: 6, order: 6, name: 'Smear', descriptionFlag: true, optionalField: true });
const film = parameterWith({ index: 7, order: 7, name: 'Film', fileInput: true });
const group = parameterWith({ index: 8, order: 8, name: 'Blood group', listField: 'A~1#B~2', descriptionFlag: true });
const format: ReportFormatParameter[] = [haemoglobin, redCells, perCell, perCellDoubled, heading, smear, film, group];

const entered = (values: Record<number, string>) =>
  new Map(Object.entries(values).map(([index, value]) => [Number(index), value]));
const evaluate = (values: Record<number, string>, forceCalculationFlag = true, sex: 'male' | 'female' = 'male') =>
  evaluateEntry({ parameters: format, entered: entered(values), sex, forceCalculationFlag });
const valueAt = (values: { index: number; value: string }[], index: number) =>
  values.find((value) => value.index === index)?.value;

describe('numericValue', () => {
  it('reads numbers and leaves text, dashes and blanks as none', () => {
    expect(['14', ' 14.5 ', '-3', '+2', '.5', '7.'].map(numericValue)).toEqual([14, 14.5, -3, 2, 0.5, 7]);
    expect(['Negative', '<0.5', '-', '', '1e3', '1,5', null, undefined].map(numericValue)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe("checkValue (spec 001 §5 Values: 'Critical: isCritical is 2 when outside the critical bounds, 1 when within them')", () => {
  it('flags out of range 1 and beyond the critical bounds 2, by the sex of the patient', () => {
    expect(checkValue(haemoglobin, 'male', '14')).toEqual({ highlight: false, isCritical: 0 });
    expect(checkValue(haemoglobin, 'male', '18')).toEqual({ highlight: true, isCritical: 1 });
    expect(checkValue(haemoglobin, 'male', '21')).toEqual({ highlight: true, isCritical: 2 });
    expect(checkValue(haemoglobin, 'male', '6.9')).toEqual({ highlight: true, isCritical: 2 });
    // 'female uses the female bounds': 16 is high for a woman, normal for a man.
    expect(checkValue(haemoglobin, 'female', '16')).toEqual({ highlight: true, isCritical: 1 });
    expect(checkValue(haemoglobin, 'male', '16')).toEqual({ highlight: false, isCritical: 0 });
  });

  it('never flags text', () => {
    expect(checkValue(haemoglobin, 'male', 'Haemolysed')).toEqual({ highlight: false, isCritical: 0 });
    expect(checkValue(haemoglobin, 'male', emptyValue)).toEqual({ highlight: false, isCritical: 0 });
  });
});

describe("isEditableValue (spec 001 §5: 'editable only if forceCalculationFlag is off or the parameter has no calculation')", () => {
  it('locks a calculated value only under the flag', () => {
    expect(isEditableValue(perCell, true)).toBe(false);
    expect(isEditableValue(perCell, false)).toBe(true);
    expect(isEditableValue(haemoglobin, true)).toBe(true);
    expect(isEditableValue({ calculationString: '  ' }, true)).toBe(true);
  });
});

describe("evaluateEntry (spec 001 §5: 'Calculations use '#n' placeholders ... A missing referenced value, Infinity or NaN gives '-'')", () => {
  it('computes calculations, chained ones too, and flags each row; heading rows take no value', () => {
    const values = evaluate({ 1: '15', 2: '5' });
    expect(values.map(({ index }) => index)).toEqual([1, 2, 3, 4, 6, 7, 8]);
    expect(valueAt(values, 3)).toBe('30');
    expect(valueAt(values, 4)).toBe('60');
  });

  it('ignores a calculated value typed where it may not be edited, and keeps it where it may', () => {
    expect(valueAt(evaluate({ 1: '15', 2: '5', 3: '999' }, true), 3)).toBe('30');
    expect(valueAt(evaluate({ 1: '15', 2: '5', 3: '31' }, false), 3)).toBe('31');
    // A calculation reading a typed calculated value reads what was typed.
    expect(valueAt(evaluate({ 1: '15', 2: '5', 3: '31' }, false), 4)).toBe('62');
    // Nothing typed: the calculation decides even where it may be edited.
    expect(valueAt(evaluate({ 1: '15', 2: '5' }, false), 3)).toBe('30');
  });

  it("gives '-' for a missing reference and for a division by zero", () => {
    expect(valueAt(evaluate({ 1: '15' }), 3)).toBe(emptyValue);
    expect(valueAt(evaluate({ 1: '15', 2: '0' }), 3)).toBe(emptyValue);
    expect(valueAt(evaluate({ 1: '15', 2: '0' }), 4)).toBe(emptyValue);
  });

  it('keeps at most two decimals of a calculated value', () => {
    expect(valueAt(evaluate({ 1: '10', 2: '3' }), 3)).toBe('33.33');
    expect(formatCalculatedValue(0.1 + 0.2)).toBe('0.3');
    expect(formatCalculatedValue(null)).toBe(emptyValue);
    expect(formatCalculatedValue(Number.POSITIVE_INFINITY)).toBe(emptyValue);
  });

  it('flags by the sex given', () => {
    expect(evaluate({ 1: '16' }, true, 'female')[0]).toMatchObject({ highlight: true, isCritical: 1 });
    expect(evaluate({ 1: '16' }, true, 'male')[0]).toMatchObject({ highlight: false, isCritical: 0 });
  });
});

describe("valueToStore (spec 001 §5 Save: 'An empty non-description value is saved as '-'.')", () => {
  it("stores '-' for an empty value and leaves a description empty", () => {
    expect(valueToStore(haemoglobin, '')).toBe('-');
    expect(valueToStore(haemoglobin, '   ')).toBe('-');
    expect(valueToStore(smear, '')).toBe('');
    expect(valueToStore(haemoglobin, '14')).toBe('14');
  });
});

describe('saveProblemOf (spec 001 §5 Save)', () => {
  const rules = { storeValuesToDocumentDb: false, mandatoryFieldsFlag: false };
  const complete = [
    { index: 1, value: '14' },
    { index: 2, value: '5' },
    { index: 3, value: '28' },
    { index: 4, value: '56' },
    { index: 8, value: 'A' },
  ];

  it("refuses a value above 10000 characters 'only when store_values_to_document_db is off'", () => {
    const long = [...complete, { index: 6, value: 'x'.repeat(valueTextCap + 1) }];
    expect(saveProblemOf(format, long, rules)).toEqual({ problem: 'valueTooLong', indexes: [6] });
    expect(saveProblemOf(format, long, { ...rules, storeValuesToDocumentDb: true })).toBeNull();
    expect(saveProblemOf(format, [...complete, { index: 6, value: 'x'.repeat(valueTextCap) }], rules)).toBeNull();
  });

  it("refuses an empty or '-' non-optional, non-style, non-file value under the mandatory flag", () => {
    const mandatory = { ...rules, mandatoryFieldsFlag: true };
    expect(saveProblemOf(format, complete, mandatory)).toBeNull();
    expect(saveProblemOf(format, complete.slice(1), mandatory)).toEqual({
      problem: 'mandatoryFieldsMissing',
      indexes: [1],
    });
    const dashed = complete.map((value) => (value.index === 8 ? { ...value, value: '-' } : value));
    expect(saveProblemOf(format, dashed, mandatory)).toEqual({ problem: 'mandatoryFieldsMissing', indexes: [8] });
    // Without the flag an empty mandatory value saves.
    expect(saveProblemOf(format, complete.slice(1), rules)).toBeNull();
  });

  it('reports the long value first when both apply', () => {
    const both = [{ index: 6, value: 'x'.repeat(valueTextCap + 1) }];
    expect(saveProblemOf(format, both, { storeValuesToDocumentDb: false, mandatoryFieldsFlag: true })?.problem).toBe(
      'valueTooLong',
    );
  });
});

describe('fillStateOf (spec 001 §3 completedTests, isPartialFill)', () => {
  it('is not completed with nothing entered, partial while a mandatory value is missing, complete after', () => {
    expect(fillStateOf(format, [{ index: 1, value: '-' }])).toEqual({ completedTests: false, isPartialFill: false });
    expect(fillStateOf(format, [{ index: 1, value: '14' }])).toEqual({ completedTests: true, isPartialFill: true });
    const complete = [1, 2, 3, 4, 8].map((index) => ({ index, value: '1' }));
    // Optional, heading and file rows may stay empty.
    expect(fillStateOf(format, complete)).toEqual({ completedTests: true, isPartialFill: false });
  });
});

describe("criticalCountOf (spec 001 §3 'criticalValues (count)')", () => {
  it('counts the rows at level 2 only', () => {
    expect(criticalCountOf(evaluate({ 1: '21', 2: '5' }))).toBe(1);
    expect(criticalCountOf(evaluate({ 1: '18', 2: '5' }))).toBe(0);
  });
});

describe('deltaExceeded (decision 0039)', () => {
  it('flags a change beyond the limit between two numbers only', () => {
    expect(deltaExceeded('14', '11', 2)).toBe(true);
    expect(deltaExceeded('14', '12', 2)).toBe(false);
    expect(deltaExceeded('14', '11', null)).toBe(false);
    expect(deltaExceeded('14', '11', 0)).toBe(false);
    expect(deltaExceeded('-', '11', 2)).toBe(false);
    expect(deltaExceeded(null, '11', 2)).toBe(false);
  });
});

describe('valuesFingerprintText (decision 0039: a signature is bound to the values)', () => {
  it('is the same for the same values in any order and changes with any value', () => {
    const values = [
      { index: 2, value: '5' },
      { index: 1, value: '14' },
    ];
    expect(valuesFingerprintText(values)).toBe(valuesFingerprintText([...values].reverse()));
    expect(valuesFingerprintText(values)).not.toBe(valuesFingerprintText([{ index: 1, value: '14' }]));
    expect(valuesFingerprintText(values)).not.toBe(
      valuesFingerprintText([
        { index: 2, value: '5.0' },
        { index: 1, value: '14' },
      ]),
    );
  });
});
