import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Concession,
  concessionPercent,
  dueAmount,
  exceedsConcessionLimit,
  type PriceBillLine,
  priceBill,
  shareInProportion,
} from './bill-totals.js';

const none: Concession = { type: 'amount', value: 0 };
const line = (overrides: Partial<PriceBillLine> = {}): PriceBillLine => ({
  unitPrice: 50_000,
  quantity: 1,
  concession: none,
  copayment: false,
  copayPercent: null,
  cancelled: false,
  ...overrides,
});
const bill = (
  lines: PriceBillLine[],
  overrides: { concession?: Concession; card?: number; floatSupport?: boolean } = {},
) =>
  priceBill({
    lines,
    concession: overrides.concession ?? none,
    cardDiscountBasisPoints: overrides.card ?? 0,
    floatSupport: overrides.floatSupport ?? false,
  });

describe('priceBill (spec 002 §3 Add-test bill line; issue 7 Billing)', () => {
  it('adds up lines of unit price times quantity (testQuantity defaults to 1)', () => {
    const priced = bill([line(), line({ unitPrice: 30_000, quantity: 2 })]);
    expect(priced.lines.map((priced) => priced.grossAmount)).toEqual([50_000, 60_000]);
    expect(priced).toMatchObject({
      grossAmount: 110_000,
      concessionAmount: 0,
      netAmount: 110_000,
      patientAmount: 110_000,
      organisationAmount: 0,
      problems: [],
    });
  });

  it('takes a line concession by percent (hundredths of a percent) or by amount (minor units)', () => {
    const priced = bill([
      line({ concession: { type: 'percent', value: 1_000 } }),
      line({ concession: { type: 'amount', value: 7_500 } }),
    ]);
    expect(priced.lines.map((priced) => priced.netAmount)).toEqual([45_000, 42_500]);
  });

  it('applies the line concession, then the privilege card, then the bill concession', () => {
    // 500.00: less 10 % = 450.00; card 10 % = 405.00; bill concession 5.00 on one line = 400.00.
    const priced = bill([line({ concession: { type: 'percent', value: 1_000 } })], {
      card: 1_000,
      concession: { type: 'amount', value: 500 },
      floatSupport: true,
    });
    expect(priced.lines[0]).toEqual({
      grossAmount: 50_000,
      lineConcessionAmount: 5_000,
      cardDiscountAmount: 4_500,
      billConcessionAmount: 500,
      concessionAmount: 10_000,
      netAmount: 40_000,
      patientAmount: 40_000,
      organisationAmount: 0,
    });
    expect(priced.cardDiscountAmount).toBe(4_500);
  });

  it('shares the bill concession over the lines by their amounts, the last line taking the rest', () => {
    const priced = bill([line({ unitPrice: 10_000 }), line({ unitPrice: 10_000 }), line({ unitPrice: 10_000 })], {
      concession: { type: 'amount', value: 10_000 },
      floatSupport: true,
    });
    expect(priced.lines.map((priced) => priced.billConcessionAmount)).toEqual([3_333, 3_334, 3_333]);
    expect(priced.concessionAmount).toBe(10_000);
    const whole = bill([line({ unitPrice: 10_000 }), line({ unitPrice: 10_000 }), line({ unitPrice: 10_000 })], {
      concession: { type: 'amount', value: 10_000 },
    });
    expect(whole.lines.map((priced) => priced.billConcessionAmount)).toEqual([3_300, 3_400, 3_300]);
  });

  it('rounds to whole rupees without float support (spec 000 §9)', () => {
    const priced = bill([line({ unitPrice: 33_300, concession: { type: 'percent', value: 1_250 } })]);
    expect(priced.lines[0]?.lineConcessionAmount).toBe(4_200); // 12.5 % of 333 = 41.625 rupees
    const exact = bill([line({ unitPrice: 33_300, concession: { type: 'percent', value: 1_250 } })], {
      floatSupport: true,
    });
    expect(exact.lines[0]?.lineConcessionAmount).toBe(4_163);
  });

  it("refuses a concession above the amount, for a line or the bill, and keeps totals at zero or more ('concessionAboveAmount')", () => {
    const priced = bill([line({ concession: { type: 'amount', value: 60_000 } }), line()], {
      concession: { type: 'percent', value: 10_001 },
    });
    expect(priced.problems).toEqual([
      { line: 0, messageKey: 'concessionAboveAmount' },
      { line: null, messageKey: 'concessionAboveAmount' },
    ]);
    expect(priced.lines[0]?.netAmount).toBe(0);
    expect(priced.netAmount).toBe(0);
    expect(bill([line({ concession: { type: 'amount', value: 50_000 } })]).problems).toEqual([]);
  });

  it('lets the organisation pay a copayment line but for the patient\u2019s percent', () => {
    const priced = bill([
      line({ copayment: true, copayPercent: 20 }),
      line({ copayment: true, copayPercent: null }),
      line({ copayment: false, copayPercent: 20 }),
    ]);
    expect(priced.lines.map(({ patientAmount, organisationAmount }) => [patientAmount, organisationAmount])).toEqual([
      [10_000, 40_000],
      [0, 50_000],
      [50_000, 0],
    ]);
    expect(priced).toMatchObject({ patientAmount: 60_000, organisationAmount: 90_000 });
  });

  it('counts a cancelled line zero and shares the bill concession over the others only', () => {
    const priced = bill([line({ cancelled: true }), line({ unitPrice: 20_000 })], {
      concession: { type: 'amount', value: 2_000 },
    });
    expect(priced.lines[0]).toMatchObject({ grossAmount: 0, concessionAmount: 0, netAmount: 0 });
    expect(priced).toMatchObject({ grossAmount: 20_000, concessionAmount: 2_000, netAmount: 18_000 });
  });
});

describe('concession limit (spec 000 §6 discount approval; lab setting concessionLimitPercent)', () => {
  it('compares the desk\u2019s concession with the gross amount, leaving out the card discount', () => {
    const tenPercent = bill([line()], { concession: { type: 'percent', value: 1_000 } });
    expect(concessionPercent(tenPercent)).toBe(10);
    expect(exceedsConcessionLimit(tenPercent, 10)).toBe(false);
    expect(exceedsConcessionLimit(tenPercent, 9.5)).toBe(true);
    const card = bill([line()], { card: 2_000 });
    expect(concessionPercent(card)).toBe(0);
    expect(exceedsConcessionLimit(card, 10)).toBe(false);
    expect(concessionPercent(bill([]))).toBe(0);
  });
});

describe('dueAmount', () => {
  it('is the patient\u2019s share less payments plus refunds, never below zero', () => {
    expect(dueAmount({ patientAmount: 100_000, paidAmount: 40_000, refundedAmount: 0 })).toBe(60_000);
    expect(dueAmount({ patientAmount: 80_000, paidAmount: 100_000, refundedAmount: 20_000 })).toBe(0);
    expect(dueAmount({ patientAmount: 80_000, paidAmount: 100_000, refundedAmount: 0 })).toBe(0);
  });
});

describe('shareInProportion', () => {
  it('is exact on amounts beyond a double\u2019s integers when multiplied', () => {
    const shares = shareInProportion(999_999_999_900, [3_000_000_000_000, 1_000_000_000_000], 100);
    expect(shares).toEqual([749_999_999_900, 250_000_000_000]);
  });
});

describe('properties of the totals', () => {
  const concession = fc.oneof(
    fc.record({ type: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 12_000 }) }),
    fc.record({ type: fc.constant('amount' as const), value: fc.integer({ min: 0, max: 300_000 }) }),
  );
  const pricedLine = (floatSupport: boolean) =>
    fc.record({
      unitPrice: fc
        .integer({ min: 0, max: 5_000 })
        .map((major) => (floatSupport ? major * 100 + (major % 100) : major * 100)),
      quantity: fc.integer({ min: 1, max: 5 }),
      concession,
      copayment: fc.boolean(),
      copayPercent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
      cancelled: fc.boolean(),
    });
  const input = fc.boolean().chain((floatSupport) =>
    fc.record({
      lines: fc.array(pricedLine(floatSupport), { maxLength: 12 }),
      concession,
      cardDiscountBasisPoints: fc.integer({ min: 0, max: 5_000 }),
      floatSupport: fc.constant(floatSupport),
    }),
  );

  it('never go below zero, add up line by line, and lose no minor unit', () => {
    fc.assert(
      fc.property(input, (request) => {
        const priced = priceBill(request);
        for (const row of priced.lines) {
          for (const amount of Object.values(row)) expect(amount).toBeGreaterThanOrEqual(0);
          expect(row.grossAmount - row.concessionAmount).toBe(row.netAmount);
          expect(row.patientAmount + row.organisationAmount).toBe(row.netAmount);
          expect(row.lineConcessionAmount + row.cardDiscountAmount + row.billConcessionAmount).toBe(
            row.concessionAmount,
          );
        }
        const sum = (field: keyof (typeof priced.lines)[number]) =>
          priced.lines.reduce((total, row) => total + row[field], 0);
        expect(priced.grossAmount).toBe(sum('grossAmount'));
        expect(priced.netAmount).toBe(sum('netAmount'));
        expect(priced.patientAmount + priced.organisationAmount).toBe(priced.netAmount);
        expect(priced.grossAmount - priced.concessionAmount).toBe(priced.netAmount);
        // The bill concession is shared out exactly: the lines carry it all, and nothing more.
        const activeLeft = priced.lines.reduce(
          (total, row) => total + row.grossAmount - row.lineConcessionAmount - row.cardDiscountAmount,
          0,
        );
        if (request.concession.type === 'amount' && request.concession.value <= activeLeft && request.floatSupport) {
          expect(priced.billConcessionAmount).toBe(request.concession.value);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('respect the rounding: whole rupees when float support is off and prices are whole', () => {
    fc.assert(
      fc.property(
        input.filter((request) => !request.floatSupport),
        (request) => {
          const priced = priceBill(request);
          for (const row of priced.lines) {
            for (const amount of Object.values(row)) expect(amount % 100).toBe(0);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('report a problem exactly when a concession is above its amount', () => {
    fc.assert(
      fc.property(input, (request) => {
        const priced = priceBill(request);
        request.lines.forEach((line_, position) => {
          const gross = line_.unitPrice * line_.quantity;
          const above =
            !line_.cancelled &&
            (line_.concession.type === 'percent' ? line_.concession.value > 10_000 : line_.concession.value > gross);
          expect(priced.problems.some((problem) => problem.line === position)).toBe(above);
        });
      }),
      { numRuns: 500 },
    );
  });
});
