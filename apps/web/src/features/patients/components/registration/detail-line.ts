/**
 * Unicode's first-strong isolate: a value keeps its own direction inside a sentence of the
 * other direction, so '+91 9876543210' and '24-11-2026' read as typed in an Arabic line
 * (STYLE.md Screens: numbers stay left to right).
 */
export const isolated = (text: string): string => `\u2068${text}\u2069`;

/** The known parts of a line of details, each isolated, joined with a middle dot. */
export const detailLine = (parts: readonly (string | null | undefined | false)[]): string =>
  parts
    .filter((part): part is string => Boolean(part))
    .map(isolated)
    .join(' · ');
