import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CalculationNode,
  calculationFunctions,
  calculationMaxDepth,
  calculationReferences,
  compileCalculation,
  evaluateCalculation,
  evaluateExpression,
  parseCalculation,
  parseCalculationExpression,
  printCalculation,
  roundHalfAwayFromZero,
} from './calculation.js';

const values = (entries: Record<number, number | null>) =>
  new Map(Object.entries(entries).map(([index, value]) => [Number(index), value]));

describe('clinical calculations (spec 001 §3 calculationString, §5 Values)', () => {
  it('LDL by Friedewald: total cholesterol - HDL - triglycerides / 5', () => {
    // 200 - 50 - 150/5 = 120 mg/dL
    expect(evaluateCalculation('#1-#2-(#3/5)', values({ 1: 200, 2: 50, 3: 150 }))).toBe(120);
    expect(evaluateCalculation('#1 - #2 - #3 / 5', values({ 1: 200, 2: 50, 3: 150 }))).toBe(120);
  });

  it('VLDL = triglycerides / 5', () => {
    expect(evaluateCalculation('#3/5', values({ 3: 150 }))).toBe(30);
  });

  it('MCV = HCT x 10 / RBC, MCH = Hb x 10 / RBC, MCHC = Hb x 100 / HCT', () => {
    const cbc = values({ 1: 15, 2: 45, 3: 5 }); // Hb g/dL, HCT %, RBC millions/µL
    expect(evaluateCalculation('#2*10/#3', cbc)).toBe(90);
    expect(evaluateCalculation('#1*10/#3', cbc)).toBe(30);
    expect(evaluateCalculation('round(#1*100/#2, 1)', cbc)).toBe(33.3);
  });

  it("gives null ('-') for division by zero, a missing value, Infinity and NaN (spec 001 §5)", () => {
    expect(evaluateCalculation('#1/#2', values({ 1: 10, 2: 0 }))).toBeNull();
    expect(evaluateCalculation('0/0', new Map())).toBeNull();
    expect(evaluateCalculation('#1-#2', values({ 1: 10 }))).toBeNull();
    expect(evaluateCalculation('#1-#2', values({ 1: 10, 2: null }))).toBeNull();
    expect(evaluateCalculation('#1*2', values({ 1: Number.POSITIVE_INFINITY }))).toBeNull();
    expect(evaluateCalculation('#1*2', values({ 1: Number.NaN }))).toBeNull();
    expect(evaluateCalculation('sqrt(-4)', new Map())).toBeNull();
    expect(evaluateCalculation('log(0)', new Map())).toBeNull();
    expect(evaluateCalculation('10^400', new Map())).toBeNull();
  });

  it('gives null for text that does not parse', () => {
    expect(evaluateCalculation('#1#2', values({ 1: 1, 2: 2 }))).toBeNull();
    expect(evaluateCalculation('', new Map())).toBeNull();
  });
});

describe('the language', () => {
  const calculate = (text: string) => evaluateCalculation(text, values({ 1: 4, 2: 9 }));

  it('binds ^ tighter than unary minus, and right to left', () => {
    expect(calculate('-2^2')).toBe(-4);
    expect(calculate('(-2)^2')).toBe(4);
    expect(calculate('2^3^2')).toBe(512);
    expect(calculate('2^-1')).toBe(0.5);
  });

  it('multiplies before adding, left to right', () => {
    expect(calculate('1 + 2 * 3')).toBe(7);
    expect(calculate('8 / 4 / 2')).toBe(1);
    expect(calculate('10 - 4 - 3')).toBe(3);
    expect(calculate('--#1')).toBe(4);
    expect(calculate('+#1')).toBe(4);
  });

  it('reads decimals', () => {
    expect(calculate('.5 * 2')).toBe(1);
    expect(calculate('0.25 * #1')).toBe(1);
  });

  it('knows the functions labs use', () => {
    expect(calculate('sqrt(#2)')).toBe(3);
    expect(calculate('abs(#1 - #2)')).toBe(5);
    expect(calculate('log(1000)')).toBe(3);
    expect(calculate('ln(exp(2))')).toBe(2);
    expect(calculate('min(#1, #2, 1)')).toBe(1);
    expect(calculate('MAX(#1, #2)')).toBe(9);
    expect(calculate('round(2.5)')).toBe(3);
    expect(calculate('round(-2.5)')).toBe(-3);
    expect(calculate('round(1.005, 2)')).toBe(1.01);
    expect(calculate('round(1234, -2)')).toBe(1200);
    expect(calculate('round(1.5, 0.5)')).toBeNull();
  });

  it('refuses what is not an expression', () => {
    for (const text of [
      '#1#2',
      '2(#1)',
      '#',
      '#a',
      '1.',
      '1..2',
      '1 +',
      '(1',
      '1)',
      '* 2',
      'foo(1)',
      'sqrt 4',
      'sqrt()',
      'sqrt(1, 2)',
      'min(1)',
      'round(1, 2, 3)',
      '1 % 2',
      '1e3',
      '#1234567',
      'Math.max(1)',
      'constructor',
      '',
      '   ',
    ]) {
      expect(parseCalculation(text), text).toEqual({ ok: false });
    }
  });

  it('says where the text stops making sense', () => {
    expect(parseCalculationExpression('#1 + * 2')).toEqual({ ok: false, position: 5 });
  });

  it('lists the references once each, in order', () => {
    expect(calculationReferences('#3 - #1 * #3 + max(#2, #1)')).toEqual([3, 1, 2]);
    expect(parseCalculation('#1-#2-(#3/5)')).toEqual({ ok: true, references: [1, 2, 3] });
    expect(calculationReferences('#1#2')).toEqual([]);
  });

  it('refuses absurdly deep or long input without overflowing the stack', () => {
    expect(parseCalculation(`${'('.repeat(10_000)}1${')'.repeat(10_000)}`)).toEqual({ ok: false });
    expect(parseCalculation(`${'-'.repeat(10_000)}1`)).toEqual({ ok: false });
    expect(parseCalculation(`${'2^'.repeat(200)}2`)).toEqual({ ok: false });
    expect(parseCalculation(`${'1+'.repeat(5_000)}1`)).toEqual({ ok: false });
    expect(parseCalculation(`${'('.repeat(calculationMaxDepth / 4)}1${')'.repeat(calculationMaxDepth / 4)}`).ok).toBe(
      true,
    );
  });

  it('compiles once and evaluates many times', () => {
    const mcv = compileCalculation('#2*10/#3');
    expect(mcv?.references).toEqual([2, 3]);
    expect(mcv?.evaluate(values({ 2: 45, 3: 5 }))).toBe(90);
    expect(mcv?.evaluate(values({ 2: 40, 3: 4 }))).toBe(100);
    expect(compileCalculation('#1#2')).toBeNull();
  });
});

describe('roundHalfAwayFromZero', () => {
  it('rounds on the decimal digits, not on the binary double', () => {
    expect(roundHalfAwayFromZero(1.005, 2)).toBe(1.01);
    expect(roundHalfAwayFromZero(0.1 + 0.2, 2)).toBe(0.3);
    expect(roundHalfAwayFromZero(1e-7, 2)).toBe(0);
    expect(roundHalfAwayFromZero(1.23e21, 2)).toBe(1.23e21);
  });
});

// Properties ---------------------------------------------------------------------------------

const decimal = fc
  .tuple(fc.nat({ max: 100_000 }), fc.option(fc.nat({ max: 999 }), { nil: undefined }))
  .map(([whole, fraction]) => (fraction === undefined ? String(whole) : `${whole}.${fraction}`));

const referenceIndex = fc.integer({ min: 1, max: 6 });

const { node: calculationNode } = fc.letrec<{ node: CalculationNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    decimal.map((text): CalculationNode => ({ kind: 'number', text })),
    referenceIndex.map((index): CalculationNode => ({ kind: 'reference', index })),
    tie('node').map((operand): CalculationNode => ({ kind: 'negate', operand })),
    fc
      .tuple(fc.constantFrom('+', '-', '*', '/', '^' as const), tie('node'), tie('node'))
      .map(([operator, left, right]): CalculationNode => ({ kind: 'binary', operator, left, right })),
    fc
      .tuple(fc.constantFrom(...calculationFunctions), fc.array(tie('node'), { minLength: 1, maxLength: 3 }))
      .map(([name, args]): CalculationNode => {
        const count =
          name === 'min' || name === 'max' ? Math.max(2, args.length) : name === 'round' ? Math.min(2, args.length) : 1;
        const padded = Array.from({ length: count }, (_, i) => args[i % args.length] as CalculationNode);
        return { kind: 'call', name, args: padded };
      }),
  ),
}));

const calculationAlphabet = fc.constantFrom(
  ...'0123456789.#+-*/^(), '.split(''),
  'sqrt',
  'min',
  'round',
  'log',
  'x',
  '\u00a0',
);

describe('properties', () => {
  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 80 }),
          fc.array(calculationAlphabet, { maxLength: 60 }).map((parts) => parts.join('')),
        ),
        (text) => {
          const result = evaluateCalculation(text, values({ 1: 1, 2: 2, 3: 0 }));
          expect(result === null || Number.isFinite(result)).toBe(true);
          parseCalculation(text);
          calculationReferences(text);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('parses back what it prints', () => {
    fc.assert(
      fc.property(calculationNode, (node) => {
        const parsed = parseCalculationExpression(printCalculation(node));
        expect(parsed.ok && parsed.expression).toEqual(node);
      }),
      { numRuns: 1000 },
    );
  });

  it('prints what it parses the same way twice', () => {
    fc.assert(
      fc.property(fc.array(calculationAlphabet, { maxLength: 40 }), (parts) => {
        const first = parseCalculationExpression(parts.join(''));
        if (!first.ok) return;
        const printed = printCalculation(first.expression);
        const second = parseCalculationExpression(printed);
        expect(second.ok && printCalculation(second.expression)).toBe(printed);
      }),
      { numRuns: 2000 },
    );
  });

  /** An expression built beside the number JavaScript's own operators give for it. */
  type Sample = { text: string; value: number; finite: boolean };
  const number = fc
    .integer({ min: -1000, max: 1000 })
    .map((value): Sample => ({ text: value < 0 ? `(-${-value})` : String(value), value, finite: true }));
  const { sample } = fc.letrec<{ sample: Sample }>((tie) => ({
    sample: fc.oneof(
      { depthSize: 'small' },
      number,
      fc
        .tuple(fc.constantFrom('+', '-', '*', '/' as const), tie('sample'), tie('sample'))
        .map(([operator, left, right]) => {
          const value = {
            '+': left.value + right.value,
            '-': left.value - right.value,
            '*': left.value * right.value,
            '/': left.value / right.value,
          }[operator];
          return {
            text: `(${left.text} ${operator} ${right.text})`,
            value,
            finite: left.finite && right.finite && Number.isFinite(value),
          };
        }),
    ),
  }));

  it('agrees with JavaScript arithmetic', () => {
    fc.assert(
      fc.property(sample, ({ text, value, finite }) => {
        expect(evaluateCalculation(text, new Map())).toBe(finite ? value : null);
      }),
      { numRuns: 1000 },
    );
  });

  it('gives null whenever a referenced value is missing', () => {
    fc.assert(
      fc.property(
        calculationNode,
        fc.dictionary(fc.integer({ min: 1, max: 6 }).map(String), fc.double({ min: -1e6, max: 1e6, noNaN: true })),
        (node, known) => {
          const references = calculationReferences(printCalculation(node));
          const given = new Map(Object.entries(known).map(([index, value]) => [Number(index), value]));
          const missing = references.find((index) => !given.has(index));
          fc.pre(missing !== undefined);
          expect(evaluateExpression(node, given)).toBeNull();
        },
      ),
      { numRuns: 1000 },
    );
  });
});
