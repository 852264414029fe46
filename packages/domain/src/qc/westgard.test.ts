import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { westgardSeriesOf, westgardVerdictOf, zScoreOf } from './westgard.js';

/**
 * Fixtures in the style of Westgard's worked examples (Clin Chem 1981;27:493-501; westgard.com
 * 'Westgard Rules'): a control of target mean 200 and SD 4, so 208 is +2 SD, 212 is +3 SD.
 */
const target = { mean: 200, sd: 4 };
const verdict = (...results: number[]) => westgardVerdictOf(results, target);

describe("issue 15 Westgard rules ('1-2s warning, 1-3s, 2-2s, R-4s, 4-1s, 10x rejection')", () => {
  it('accepts a result within 2 SD, and a result exactly on a limit', () => {
    expect(verdict(203)).toEqual({ status: 'accepted', violations: [] });
    expect(verdict(208)).toEqual({ status: 'accepted', violations: [] });
  });

  it('1-2s: one result beyond 2 SD warns and does not reject', () => {
    expect(verdict(200, 209)).toEqual({ status: 'warning', violations: ['1-2s'] });
    expect(verdict(191)).toEqual({ status: 'warning', violations: ['1-2s'] });
  });

  it('1-3s: one result beyond 3 SD rejects', () => {
    expect(verdict(213)).toEqual({ status: 'rejected', violations: ['1-2s', '1-3s'] });
    expect(verdict(187)).toEqual({ status: 'rejected', violations: ['1-2s', '1-3s'] });
  });

  it('2-2s: two results in a row beyond 2 SD on the same side reject; on opposite sides they are R-4s', () => {
    expect(verdict(209, 210)).toEqual({ status: 'rejected', violations: ['1-2s', '2-2s'] });
    expect(verdict(191, 190)).toEqual({ status: 'rejected', violations: ['1-2s', '2-2s'] });
    expect(verdict(209, 200, 210).violations).toEqual(['1-2s']);
  });

  it('R-4s: one result beyond +2 SD and the next beyond -2 SD reject', () => {
    expect(verdict(209, 191)).toEqual({ status: 'rejected', violations: ['1-2s', 'R-4s'] });
    expect(verdict(190, 210)).toEqual({ status: 'rejected', violations: ['1-2s', 'R-4s'] });
  });

  it('4-1s: four results in a row beyond 1 SD on the same side reject, without a 2 SD result', () => {
    expect(verdict(205, 206, 205, 207)).toEqual({ status: 'rejected', violations: ['4-1s'] });
    expect(verdict(195, 194, 195, 193)).toEqual({ status: 'rejected', violations: ['4-1s'] });
    expect(verdict(205, 206, 199, 207).status).toBe('accepted');
    expect(verdict(206, 205, 207).status).toBe('accepted');
  });

  it('10x: ten results in a row on the same side of the mean reject, however close to it', () => {
    const nineAbove = [201, 202, 201, 203, 201, 202, 201, 201, 202];
    expect(verdict(...nineAbove).status).toBe('accepted');
    expect(verdict(...nineAbove, 201)).toEqual({ status: 'rejected', violations: ['10x'] });
    expect(verdict(...nineAbove, 199).status).toBe('accepted');
    expect(verdict(...nineAbove, 200).status).toBe('accepted');
  });

  it('marks each point of a Levey-Jennings series with the rules it broke when it came', () => {
    const series = westgardSeriesOf([200, 209, 210, 199, 187], target);
    expect(series.map((point) => point.status)).toEqual(['accepted', 'warning', 'rejected', 'accepted', 'rejected']);
    expect(series[2]?.violations).toEqual(['1-2s', '2-2s']);
    expect(series[4]?.violations).toEqual(['1-2s', '1-3s']);
  });

  it('refuses a target without a positive SD', () => {
    expect(() => zScoreOf(200, { mean: 200, sd: 0 })).toThrow(RangeError);
    expect(() => verdict()).toThrow(RangeError);
  });

  it('never rejects a run of results all within 1 SD that cross the mean', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -0.99, max: 0.99, noNaN: true }), { minLength: 1, maxLength: 30 }),
        (scores) => {
          const crossing = [...scores, -Math.sign(scores.at(-1) ?? 1) * 0.5 || 0.5];
          const results = crossing.map((score) => target.mean + score * target.sd);
          expect(westgardVerdictOf(results, target).status).toBe('accepted');
        },
      ),
    );
  });

  it('rejects whatever came before when the newest result is beyond 3 SD', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -5, max: 5, noNaN: true }), { maxLength: 20 }),
        fc.double({ min: 3.0001, max: 10, noNaN: true }),
        fc.boolean(),
        (before, beyond, below) => {
          const results = [...before, below ? -beyond : beyond].map((score) => target.mean + score * target.sd);
          const { status, violations } = westgardVerdictOf(results, target);
          expect(status).toBe('rejected');
          expect(violations).toContain('1-3s');
        },
      ),
    );
  });
});
