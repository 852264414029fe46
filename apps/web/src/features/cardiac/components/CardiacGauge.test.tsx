import { describe, expect, it } from 'vitest';
import { gaugeFractionOf, gaugeTop } from './CardiacGauge';

// spec 000 §9 "Cardiac score bands: 5 and 10": each band is a third of the gauge.
describe('gaugeFractionOf', () => {
  it('puts the band limits at the thirds and the ends at 0 and the gauge top', () => {
    expect(gaugeFractionOf(0)).toBe(0);
    expect(gaugeFractionOf(5)).toBeCloseTo(1 / 3);
    expect(gaugeFractionOf(10)).toBeCloseTo(2 / 3);
    expect(gaugeFractionOf(gaugeTop)).toBeCloseTo(1);
  });

  it('moves within a band in proportion', () => {
    expect(gaugeFractionOf(2.5)).toBeCloseTo(1 / 6);
    expect(gaugeFractionOf(7.5)).toBeCloseTo(1 / 2);
    expect(gaugeFractionOf(20)).toBeCloseTo(5 / 6);
  });

  it('keeps the needle on the dial for scores beyond it', () => {
    expect(gaugeFractionOf(64)).toBe(1);
    expect(gaugeFractionOf(-1)).toBe(0);
  });
});
