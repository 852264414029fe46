import { describe, expect, it } from 'vitest';
import { niceTicks, outOfRange, valueDomain } from './trend-scale';

const point = (value: number, isCritical: 0 | 1 | 2 = 0) => ({
  reportId: 1,
  labBillId: 'B-1',
  at: '2026-01-01T00:00:00.000Z',
  value,
  text: String(value),
  isCritical,
});

describe('the trend chart scale', () => {
  it('spans the points and the reference band with a tenth spare, and a lone value gets room round it', () => {
    expect(valueDomain({ points: [point(95), point(130)], low: 70, high: 110 })).toEqual([64, 136]);
    expect(valueDomain({ points: [point(5)], low: null, high: null })).toEqual([4.5, 5.5]);
    expect(valueDomain({ points: [point(0)], low: null, high: null })).toEqual([-1, 1]);
  });

  it('puts gridlines on round values', () => {
    expect(niceTicks(64, 136, 5)).toEqual([80, 100, 120]);
    expect(niceTicks(0.05, 0.95, 4)).toEqual([0.2, 0.4, 0.6, 0.8]);
    expect(niceTicks(3.1, 3.9, 3)).toEqual([3.2, 3.4, 3.6, 3.8]);
    expect(niceTicks(5, 5, 3)).toEqual([]);
  });

  it('marks a point outside either bound, or flagged abnormal or critical when entered (spec 001 §3 isCritical)', () => {
    const series = { low: 70, high: 110 };
    expect(outOfRange(point(69), series)).toBe(true);
    expect(outOfRange(point(111), series)).toBe(true);
    expect(outOfRange(point(90), series)).toBe(false);
    expect(outOfRange(point(90, 1), series)).toBe(true);
    expect(outOfRange(point(500), { low: null, high: null })).toBe(false);
  });
});
