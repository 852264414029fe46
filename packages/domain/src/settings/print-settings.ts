/**
 * How the lab's reports print (spec 002 §3 'Print defaults: font size 10, font Verdana, page
 * numbers on, paper margin 20, date format 'M d, Y, h:i a''; spec 001 §3 session settings
 * hideAmountDueReport and showDueReportAlert). Kept in the lab's settings document under
 * `print`, read with the defaults filled in.
 */

/**
 * The report fonts the product ships (decision 0041). Verdana itself may not be redistributed:
 * the spec's default prints in DejaVu Sans, the free face drawn on the same wide, open model
 * (and what font configuration substitutes for Verdana). Noto Sans for a narrower page,
 * Liberation Serif (Times New Roman's metrics) for labs that print in a serif.
 */
export const reportFontFamilies = ['DejaVu Sans', 'Noto Sans', 'Liberation Serif'] as const;
export type ReportFontFamily = (typeof reportFontFamilies)[number];

/** Sizes a report may print in, in points. */
export const reportFontSizes = { min: 8, max: 14 } as const;
/** The paper margin, in millimetres. */
export const reportPaperMargins = { min: 5, max: 50 } as const;

export interface PrintSettings {
  /** Points (spec: font size 10). */
  fontSize: number;
  fontFamily: ReportFontFamily;
  /** 'Page 1 of 2' at the foot of every page (spec: page numbers on). */
  pageNumbers: boolean;
  /** Millimetres on every side (spec: paper margin 20). */
  paperMargin: number;
  /** PHP-style date format of the dates on the report (spec: 'M d, Y, h:i a'; domain dates/php-date-format.ts). */
  dateFormat: string;
  /** The viewer opens with the letterhead printed; off for labs that print on pre-printed stationery. */
  withLetterhead: boolean;
  /** spec 001 §6: a report of a bill with an amount due may not be printed ('You dont have access to print reports'). */
  hideAmountDueReport: boolean;
  /** spec 001 §5: 'A due-report alert shows when a bill is incomplete.' */
  showDueReportAlert: boolean;
}

export const defaultPrintSettings: PrintSettings = {
  fontSize: 10,
  fontFamily: 'DejaVu Sans',
  pageNumbers: true,
  paperMargin: 20,
  dateFormat: 'M d, Y, h:i a',
  withLetterhead: true,
  hideAmountDueReport: false,
  showDueReportAlert: true,
};

const booleanKeys = ['pageNumbers', 'withLetterhead', 'hideAmountDueReport', 'showDueReportAlert'] as const;

const integerIn = (value: unknown, { min, max }: { min: number; max: number }, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;

/** What a lab prints with: what it stored, each missing or unreadable value taken from the defaults. */
export function printSettingsOf(stored: Record<string, unknown> | undefined): PrintSettings {
  const defaults = defaultPrintSettings;
  const flags = Object.fromEntries(
    booleanKeys.map((key) => [key, typeof stored?.[key] === 'boolean' ? stored[key] : defaults[key]]),
  ) as Pick<PrintSettings, (typeof booleanKeys)[number]>;
  const family = stored?.fontFamily;
  const format = stored?.dateFormat;
  return {
    ...flags,
    fontSize: integerIn(stored?.fontSize, reportFontSizes, defaults.fontSize),
    fontFamily: (reportFontFamilies as readonly unknown[]).includes(family)
      ? (family as ReportFontFamily)
      : defaults.fontFamily,
    paperMargin: integerIn(stored?.paperMargin, reportPaperMargins, defaults.paperMargin),
    dateFormat: typeof format === 'string' && format.trim() !== '' ? format : defaults.dateFormat,
  };
}
