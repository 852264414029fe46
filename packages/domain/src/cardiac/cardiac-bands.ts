/**
 * spec 000 §4 'Patient overview' and §9: "Cardiac score bands: below 5 Normal; 5 to 10
 * Abnormal; above 10 Critical (shown red). Reference legend: Minimal 0-5, Moderate 5-10, High
 * 10 and above." A score of exactly 10 is Abnormal (5 to 10 inclusive), and also High on the
 * legend, which says '10 and above': the legend is a reading aid, the band is what is shown.
 */
export const cardiacBandLimits = { normalBelow: 5, abnormalUpTo: 10 } as const;

export const cardiacBands = ['Normal', 'Abnormal', 'Critical'] as const;
export type CardiacBand = (typeof cardiacBands)[number];

export function cardiacBandOf(scorePercent: number): CardiacBand {
  if (scorePercent < cardiacBandLimits.normalBelow) return 'Normal';
  if (scorePercent <= cardiacBandLimits.abnormalUpTo) return 'Abnormal';
  return 'Critical';
}

/** The reference legend of the result view, in order: its label and the range it names. */
export const cardiacReferenceLegend = [
  { label: 'Minimal', from: 0, to: 5 },
  { label: 'Moderate', from: 5, to: 10 },
  { label: 'High', from: 10, to: null },
] as const;
