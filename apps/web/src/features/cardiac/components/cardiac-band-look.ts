import type { CardiacBand } from '@lims/domain';

/**
 * Each band's colour, the same on the gauge, the badges and the chart (spec 000 §9: "above 10
 * Critical (shown red)"). Normal is the theme's teal, a green whose light badge reads at 5:1;
 * Mantine's own green light badge is 2:1.
 */
export const cardiacBandColor: Record<CardiacBand, 'teal' | 'orange' | 'red'> = {
  Normal: 'teal',
  Abnormal: 'orange',
  Critical: 'red',
};

/** A band's colour for drawings on white: shade 8 keeps every band at 3:1 or more (WCAG non-text contrast). */
export const cardiacBandStroke = (band: CardiacBand) => `var(--mantine-color-${cardiacBandColor[band]}-8)`;

/** The score as the panel writes it, one decimal and a percent sign ('12.4%'), the same in every language. */
export const formatCardiacScore = (scorePercent: number) => `${scorePercent.toFixed(1)}%`;
