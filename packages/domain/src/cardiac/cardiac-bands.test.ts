import { describe, expect, it } from 'vitest';
import { cardiacBandLimits, cardiacBandOf, cardiacReferenceLegend } from './cardiac-bands.js';

// spec 000 §4 line 127 and §9 line 254: "below 5 Normal; 5 to 10 Abnormal; above 10 Critical".
describe('cardiacBandOf', () => {
  it.each([
    [0, 'Normal'],
    [4.9, 'Normal'],
    [5, 'Abnormal'],
    [9.9, 'Abnormal'],
    [10, 'Abnormal'],
    [10.1, 'Critical'],
    [92.4, 'Critical'],
  ] as const)('puts %d in %s', (score, band) => {
    expect(cardiacBandOf(score)).toBe(band);
  });

  it('has the spec’s limits, 5 and 10', () => {
    expect(cardiacBandLimits).toEqual({ normalBelow: 5, abnormalUpTo: 10 });
  });
});

// spec 000 line 127: "Reference legend: Minimal 0-5, Moderate 5-10, High 10 and above".
describe('cardiacReferenceLegend', () => {
  it('lists Minimal, Moderate and High with their ranges', () => {
    expect(cardiacReferenceLegend.map(({ label, from, to }) => [label, from, to])).toEqual([
      ['Minimal', 0, 5],
      ['Moderate', 5, 10],
      ['High', 10, null],
    ]);
  });
});
