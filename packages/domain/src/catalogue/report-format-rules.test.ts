import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageText } from '../errors/messages.js';
import { parameterWith } from './parameter-fixture.js';
import {
  calculateFormatValues,
  calculationOrder,
  formatProblemPath,
  newReportFormatParameter,
  parseListOptions,
  printListOptions,
  validateReportFormat,
} from './report-format-rules.js';

/** A lipid profile: LDL by Friedewald, VLDL = TG / 5. */
const lipidProfile = [
  parameterWith({ index: 1, order: 1, name: 'Total cholesterol', upperBoundMale: 200 }),
  parameterWith({ index: 2, order: 2, name: 'HDL', lowerBoundMale: 40 }),
  parameterWith({ index: 3, order: 3, name: 'Triglycerides', upperBoundMale: 150 }),
  parameterWith({ index: 4, order: 4, name: 'LDL', calculationString: '#1-#2-#5' }),
  parameterWith({ index: 5, order: 5, name: 'VLDL', calculationString: '#3/5' }),
];

describe("parseListOptions (spec 001 §5: \"'label~number' pairs separated by '#'\")", () => {
  it('reads the pairs', () => {
    expect(parseListOptions('Negative~0#Positive~1')).toEqual([
      { label: 'Negative', value: 0 },
      { label: 'Positive', value: 1 },
    ]);
    expect(parseListOptions(' Trace ~ 0.5 #1+~-1')).toEqual([
      { label: 'Trace', value: 0.5 },
      { label: '1+', value: -1 },
    ]);
  });

  it('refuses malformed lists', () => {
    for (const text of [
      '',
      'Negative',
      'Negative~',
      '~0',
      'Negative~zero',
      'A~1#',
      '#A~1',
      'A~1~2',
      'A~1##B~2',
      'A~1e3',
    ]) {
      expect(parseListOptions(text), text).toBeNull();
    }
  });

  it('reads back what it prints', () => {
    const label = fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((text) => !/[~#]/.test(text) && text.trim() === text && text !== '');
    fc.assert(
      fc.property(
        fc.array(fc.record({ label, value: fc.integer({ min: -99, max: 999 }) }), { minLength: 1, maxLength: 6 }),
        (options) => {
          expect(parseListOptions(printListOptions(options))).toEqual(options);
        },
      ),
    );
  });
});

describe('validateReportFormat (issue 7 Catalogue: refused formats)', () => {
  it('accepts a sound format', () => {
    expect(validateReportFormat(lipidProfile)).toEqual([]);
  });

  it('refuses an empty format', () => {
    const problems = validateReportFormat([]);
    expect(problems).toEqual([{ index: -1, field: 'parameters', messageKey: 'reportFormatEmpty', params: {} }]);
    expect(problems.map(formatProblemPath)).toEqual(['parameters']);
  });

  it('refuses two parameters with one number', () => {
    const problems = validateReportFormat([parameterWith({ index: 1 }), parameterWith({ index: 1, name: 'Again' })]);
    expect(problems).toEqual([
      { index: 1, field: 'index', messageKey: 'reportFormatDuplicateIndex', params: { index: 1 } },
    ]);
  });

  it('names the parameter whose calculation refers to a parameter that does not exist', () => {
    const problems = validateReportFormat(
      [...lipidProfile.slice(0, 3), { ...lipidProfile[3], calculationString: '#1-#2-#9/5' }].map((parameter) =>
        parameterWith(parameter),
      ),
    );
    expect(problems).toEqual([
      {
        index: 3,
        field: 'calculationString',
        messageKey: 'reportFormatUnknownParameter',
        params: { parameter: 'LDL', index: 9 },
      },
    ]);
    expect(problems.map((problem) => messageText(problem.messageKey, problem.params))).toEqual([
      'The calculation of LDL refers to #9, which is not a parameter of this format.',
    ]);
    expect(problems.map(formatProblemPath)).toEqual(['parameters.3.calculationString']);
  });

  it('refuses a cycle, naming each parameter on it and the way back', () => {
    const cyclic = lipidProfile.map((parameter) =>
      parameter.index === 5 ? { ...parameter, calculationString: '#4/5' } : parameter,
    );
    const problems = validateReportFormat(cyclic);
    expect(problems.map(({ index, messageKey, params }) => ({ index, messageKey, params }))).toEqual([
      { index: 3, messageKey: 'reportFormatCycle', params: { parameter: 'LDL', path: 'LDL → VLDL → LDL' } },
      { index: 4, messageKey: 'reportFormatCycle', params: { parameter: 'VLDL', path: 'VLDL → LDL → VLDL' } },
    ]);
  });

  it('takes a parameter referring to itself for a cycle, and says #n for one with no name', () => {
    const problems = validateReportFormat([parameterWith({ index: 7, name: ' ', calculationString: '#7 * 2' })]);
    expect(problems).toEqual([
      {
        index: 0,
        field: 'calculationString',
        messageKey: 'reportFormatCycle',
        params: { parameter: '#7', path: '#7 → #7' },
      },
    ]);
  });

  it('refuses a calculation that does not parse', () => {
    const problems = validateReportFormat([
      parameterWith({ index: 1 }),
      parameterWith({ index: 2, name: 'X', calculationString: '#1#1' }),
    ]);
    expect(problems).toEqual([
      {
        index: 1,
        field: 'calculationString',
        messageKey: 'reportFormatCalculationInvalid',
        params: { parameter: 'X' },
      },
    ]);
  });

  it('refuses lower bounds above upper bounds, normal and critical, per sex', () => {
    const problems = validateReportFormat([
      parameterWith({
        lowerBoundMale: 17,
        upperBoundMale: 13,
        lowerBoundFemale: 12,
        upperBoundFemale: 15,
        criticalLowerMale: 7,
        criticalUpperMale: 20,
        criticalLowerFemale: 21,
        criticalUpperFemale: 20,
      }),
    ]);
    expect(problems.map(({ field, messageKey }) => `${field} ${messageKey}`)).toEqual([
      'lowerBoundMale reportFormatBoundsReversed',
      'criticalLowerFemale reportFormatBoundsReversed',
    ]);
    expect(validateReportFormat([parameterWith({ lowerBoundMale: 5, upperBoundMale: 5 })])).toEqual([]);
  });

  it('refuses malformed list options', () => {
    const problems = validateReportFormat([
      parameterWith({ name: 'Sugar', descriptionFlag: true, listField: 'Nil~0#Trace' }),
    ]);
    expect(problems).toEqual([
      { index: 0, field: 'listField', messageKey: 'reportFormatListInvalid', params: { parameter: 'Sugar' } },
    ]);
  });

  it('finds every cycle among random calculations, and orders the rest', () => {
    const format = fc
      .array(fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 3 }), { minLength: 1, maxLength: 8 })
      .map((references) =>
        references.map((reads, position) =>
          parameterWith({
            index: position + 1,
            name: `P${position + 1}`,
            calculationString: reads.length === 0 ? null : reads.map((index) => `#${index}`).join(' + '),
          }),
        ),
      );
    fc.assert(
      fc.property(format, (parameters) => {
        const problems = validateReportFormat(parameters);
        const refused = problems.some((problem) => problem.messageKey === 'reportFormatCycle');
        const order = calculationOrder(parameters);
        const calculated = parameters.filter((parameter) => parameter.calculationString !== null);
        // Every calculated parameter can be ordered exactly when there is no cycle.
        expect(order.length === calculated.length).toBe(!refused);
        for (const [position, index] of order.entries()) {
          const reads = (parameters[index - 1]?.calculationString ?? '').match(/\d+/g)?.map(Number) ?? [];
          for (const read of reads.filter((read) => order.includes(read))) {
            expect(order.indexOf(read)).toBeLessThan(position);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('calculateFormatValues', () => {
  it('evaluates calculations in order, one reading another (LDL reads VLDL)', () => {
    expect(calculationOrder(lipidProfile)).toEqual([5, 4]);
    const entered = new Map([
      [1, 200],
      [2, 50],
      [3, 150],
    ]);
    expect(calculateFormatValues(lipidProfile, entered)).toEqual(
      new Map([
        [5, 30],
        [4, 120],
      ]),
    );
  });

  it("gives '-' (null) down the chain when a value is missing", () => {
    expect(
      calculateFormatValues(
        lipidProfile,
        new Map([
          [1, 200],
          [2, 50],
        ]),
      ),
    ).toEqual(
      new Map([
        [5, null],
        [4, null],
      ]),
    );
  });
});

describe('newReportFormatParameter', () => {
  it('takes the next free number, at the end, numeric and empty', () => {
    const next = newReportFormatParameter([{ index: 3 }, { index: 1 }]);
    expect(next).toMatchObject({
      index: 4,
      order: 2,
      name: '',
      isNumeric: true,
      calculationString: null,
      lowerBoundMale: null,
    });
    expect(newReportFormatParameter([]).index).toBe(1);
  });
});
