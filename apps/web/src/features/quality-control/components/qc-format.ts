/** A control's value as the chart and tables show it: up to three decimals, no trailing zeros. */
export const formatQcNumber = (value: number): string => String(Math.round(value * 1000) / 1000);

/** A z-score with its sign, to two decimals. */
export const formatZScore = (zScore: number): string => `${zScore > 0 ? '+' : ''}${zScore.toFixed(2)}`;
