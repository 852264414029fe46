import { describe, expect, it } from 'vitest';
import { parameterWith } from '../catalogue/parameter-fixture.js';
import { type CumulativeSource, cumulativeTableOf, overviewResultsOf } from './cumulative-report.js';
import { fileValueOf } from './file-values.js';

/** Haemoglobin 13-17 g/dL for men, 12-15 for women, critical below 7; glucose 70-110 mg/dL. */
const haemoglobin = parameterWith({
  index: 1,
  order: 1,
  name: 'Haemoglobin',
  unit: 'g/dL',
  lowerBoundMale: 13,
  upperBoundMale: 17,
  lowerBoundFemale: 12,
  upperBoundFemale: 15,
  criticalLowerMale: 7,
  criticalLowerFemale: 7,
});
const platelets = parameterWith({ index: 2, order: 2, name: 'Platelets', unit: '10^3/uL', lowerBoundMale: 150 });
const remark = parameterWith({ index: 3, order: 3, name: 'Remark', unit: null, descriptionFlag: true });
const heading = parameterWith({ index: 4, order: 0, name: 'Complete blood count', styleFlag: true });
const film = parameterWith({ index: 5, order: 5, name: 'Film', fileInput: true });
const glucose = parameterWith({
  index: 1,
  order: 1,
  name: 'Glucose',
  unit: 'mg/dL',
  lowerBoundMale: 70,
  upperBoundMale: 110,
});

const source = (overrides: Partial<CumulativeSource> & Pick<CumulativeSource, 'billId' | 'reportedAt'>) => ({
  labBillId: `B-${overrides.billId}`,
  department: 'Haematology',
  testId: 10,
  test: 'CBC',
  parameters: [heading, haemoglobin, platelets, remark, film],
  values: [],
  ...overrides,
});

describe('overviewResultsOf: a report’s results in the overview (spec 000 §2 Patient Overview modal)', () => {
  it('lists entered values in the format’s order with the patient’s range and the entry screen’s level', () => {
    const results = overviewResultsOf(
      [platelets, haemoglobin, heading, remark, film],
      [
        { index: 1, value: '12.5' },
        { index: 2, value: '-' },
        { index: 3, value: 'Normocytic' },
        { index: 5, value: fileValueOf(9) },
      ],
      'female',
    );
    expect(results).toEqual([
      { name: 'Haemoglobin', value: '12.5', unit: 'g/dL', referenceRange: '12 - 15', level: 0 },
      { name: 'Remark', value: 'Normocytic', unit: null, referenceRange: null, level: 0 },
    ]);
  });

  it('flags a value by the sex-specific bounds: 12.5 g/dL is abnormal for a man, 6 critical (spec 001 §5 Values)', () => {
    const levels = (value: string) =>
      overviewResultsOf([haemoglobin], [{ index: 1, value }], 'male').map((result) => result.level);
    expect(levels('12.5')).toEqual([1]);
    expect(levels('6')).toEqual([2]);
    expect(levels('15')).toEqual([0]);
  });
});

describe('cumulativeTableOf: every numeric parameter across visits, dates as columns (issue 12)', () => {
  it('puts visits oldest first and lines each parameter’s values up with them', () => {
    const table = cumulativeTableOf(
      [
        source({ billId: 3, reportedAt: '2025-03-01T09:00:00.000Z', values: [{ index: 1, value: '14' }] }),
        source({
          billId: 1,
          reportedAt: '2025-01-05T09:00:00.000Z',
          values: [
            { index: 1, value: '12.1' },
            { index: 2, value: '140' },
          ],
        }),
        source({ billId: 2, reportedAt: '2025-02-01T09:00:00.000Z', values: [{ index: 1, value: '6.5' }] }),
      ],
      'male',
    );
    expect(table.columns.map((column) => column.labBillId)).toEqual(['B-1', 'B-2', 'B-3']);
    expect(table.rows.map((row) => row.parameter)).toEqual(['Haemoglobin', 'Platelets']);
    expect(table.rows[0]).toMatchObject({ unit: 'g/dL', referenceRange: '13 - 17' });
    expect(table.rows[0]?.cells).toEqual([
      { value: '12.1', level: 1 },
      { value: '6.5', level: 2 },
      { value: '14', level: 0 },
    ]);
    expect(table.rows[1]?.cells).toEqual([{ value: '140', level: 1 }, null, null]);
  });

  it('leaves out text, headings, descriptions, files and rows with no number at all', () => {
    const table = cumulativeTableOf(
      [
        source({
          billId: 1,
          reportedAt: '2025-01-05T09:00:00.000Z',
          values: [
            { index: 1, value: 'Haemolysed' },
            { index: 2, value: '<10' },
            { index: 3, value: '42' },
            { index: 5, value: fileValueOf(3) },
          ],
        }),
      ],
      'male',
    );
    expect(table.columns).toHaveLength(1);
    expect(table.rows).toEqual([]);
  });

  it('matches a parameter by name and unit within its test: a changed unit is a row of its own', () => {
    const inMmol = { ...glucose, unit: 'mmol/L', lowerBoundMale: 3.9, upperBoundMale: 6.1 };
    const sugar = { department: 'Biochemistry', testId: 20, test: 'Glucose fasting' };
    const table = cumulativeTableOf(
      [
        source({
          ...sugar,
          billId: 1,
          reportedAt: '2025-01-01T08:00:00Z',
          parameters: [glucose],
          values: [{ index: 1, value: '130' }],
        }),
        source({
          ...sugar,
          billId: 2,
          reportedAt: '2025-02-01T08:00:00Z',
          parameters: [{ ...glucose, unit: 'mg/dl ', name: ' glucose' }],
          values: [{ index: 1, value: '95' }],
        }),
        source({
          ...sugar,
          billId: 3,
          reportedAt: '2025-03-01T08:00:00Z',
          parameters: [inMmol],
          values: [{ index: 1, value: '5.2' }],
        }),
        // Another test's parameter of the same name and unit is another row.
        source({
          ...sugar,
          testId: 21,
          test: 'Glucose PP',
          billId: 3,
          reportedAt: '2025-03-01T08:00:00Z',
          parameters: [glucose],
          values: [{ index: 1, value: '150' }],
        }),
      ],
      'male',
    );
    expect(table.rows.map((row) => [row.test, row.parameter, row.unit])).toEqual([
      ['Glucose fasting', 'glucose', 'mg/dl'],
      ['Glucose fasting', 'Glucose', 'mmol/L'],
      ['Glucose PP', 'Glucose', 'mg/dL'],
    ]);
    expect(table.rows[0]?.cells).toEqual([{ value: '130', level: 1 }, { value: '95', level: 0 }, null]);
    expect(table.rows[1]?.cells).toEqual([null, null, { value: '5.2', level: 0 }]);
    expect(table.rows[2]?.cells).toEqual([null, null, { value: '150', level: 1 }]);
  });

  it('orders rows by department, test, then the parameter’s place in the format', () => {
    const table = cumulativeTableOf(
      [
        source({
          billId: 1,
          reportedAt: '2025-01-01T08:00:00Z',
          values: [
            { index: 2, value: '200' },
            { index: 1, value: '14' },
          ],
        }),
        source({
          billId: 1,
          reportedAt: '2025-01-01T08:05:00Z',
          department: 'Biochemistry',
          testId: 20,
          test: 'Glucose fasting',
          parameters: [glucose],
          values: [{ index: 1, value: '99' }],
        }),
      ],
      'male',
    );
    expect(table.rows.map((row) => row.parameter)).toEqual(['Glucose', 'Haemoglobin', 'Platelets']);
    // One bill is one column, dated by its latest report.
    expect(table.columns).toEqual([{ labBillId: 'B-1', reportedAt: '2025-01-01T08:05:00Z' }]);
  });
});
