import {
  calendarDateIn,
  calendarDayEdges,
  calendarDaysBefore,
  clampRange,
  clampToReportsFilter,
  type DatePreset,
  type DateRange,
  datePresetRange,
  datePresets,
  formatRangeDate,
  formatRangeDateTime,
  last3MonthsRange,
  type RecentTimePreset,
  type ReportsFilterPreset,
  rangeCeiling,
  rangeFloor,
  recentTimePresets,
  reportsFilterDatePresets,
  reportsFilterFloor,
  reportsFilterPreset,
} from '@lims/domain';
/** A chosen range and, when it came from a preset, which one (so a page can recompute it later). */
export interface DateRangeSelection extends DateRange {
  preset: DatePreset | ReportsFilterPreset | RecentTimePreset | null;
}

/** Mantine's range value: calendar days as 'YYYY-MM-DD'. */
export type PickerRange = [string | null, string | null];
export type PickerDays = [string, string];

export const isRecentTimePreset = (preset: string | null): preset is RecentTimePreset =>
  preset !== null && Object.hasOwn(recentTimePresets, preset);

/** Calendar days are the lab's days, not the browser's (spec 000 §9 with DESIGN.md Time). */
export const toDay = (date: Date, timeZone: string): string => calendarDateIn(date, timeZone);

export const toPickerDays = (range: DateRange, timeZone: string): PickerDays => [
  toDay(range.from, timeZone),
  toDay(range.to, timeZone),
];

/** spec 000 §9: floor 2000-01-01, ceiling end of today. */
export const pickerBounds = (now: Date, timeZone: string) => ({
  minDate: toDay(rangeFloor(timeZone), timeZone),
  maxDate: toDay(rangeCeiling(now, timeZone), timeZone),
});

export const presetDays = (now: Date, timeZone: string) =>
  datePresets.map((preset) => ({ preset, days: toPickerDays(datePresetRange(preset, now, timeZone), timeZone) }));

/** The reports filter (spec 001 §2 'Other widgets', §9): its floor three months back instead of 2000-01-01. */
export const reportsFilterBounds = (now: Date, timeZone: string) => ({
  minDate: toDay(reportsFilterFloor(now, timeZone), timeZone),
  maxDate: toDay(rangeCeiling(now, timeZone), timeZone),
});

/** The presets that fit within the reports filter's floor, then 'Last 3 Months'. */
export const reportsFilterPresetDays = (
  now: Date,
  timeZone: string,
): { preset: DatePreset | ReportsFilterPreset; days: PickerDays }[] => [
  ...reportsFilterDatePresets(now, timeZone).map((preset) => ({
    preset,
    days: toPickerDays(datePresetRange(preset, now, timeZone), timeZone),
  })),
  { preset: reportsFilterPreset, days: toPickerDays(last3MonthsRange(now, timeZone), timeZone) },
];

/**
 * The header's range as the reports filter reads it: a range starting before the floor is
 * clamped, and named for the preset it then matches (Last 12 Months clamped is Last 3 Months).
 */
export function reportsFilterSelection(range: DateRangeSelection, now: Date, timeZone: string): DateRangeSelection {
  const clamped = clampToReportsFilter(range, now, timeZone);
  if (clamped === range) return range;
  return selectionOfDays(toPickerDays(clamped, timeZone), now, timeZone, reportsFilterPresetDays(now, timeZone));
}

/** From the first day's start to the last day's end, kept within the picker's bounds. */
export function rangeOfDays([from, to]: PickerDays, now: Date, timeZone: string): DateRange {
  return clampRange(
    { from: calendarDayEdges(from, timeZone).from, to: calendarDayEdges(to, timeZone).to },
    now,
    timeZone,
  );
}

/** Names the preset a picked range matches, so 'Last 7 Days' stays 'Last 7 Days'. */
export function selectionOfDays(
  days: PickerDays,
  now: Date,
  timeZone: string,
  presets: readonly { preset: DatePreset | ReportsFilterPreset; days: PickerDays }[] = presetDays(now, timeZone),
): DateRangeSelection {
  const match = presets.find((option) => option.days[0] === days[0] && option.days[1] === days[1]);
  return { ...rangeOfDays(days, now, timeZone), preset: match?.preset ?? null };
}

/** spec 001 §9 'Default report window is 4 days back': today and the four days before it. */
export const reportWindowDays = 4;

/** The report lists' range until the user picks one (spec 001 §9 'Default report window'). */
export function defaultReportWindow(now: Date, timeZone: string): DateRangeSelection {
  const today = toDay(now, timeZone);
  const from = calendarDaysBefore(today, reportWindowDays);
  return selectionOfDays([from, today], now, timeZone, reportsFilterPresetDays(now, timeZone));
}

export const todaySelection = (now: Date, timeZone: string): DateRangeSelection => ({
  ...datePresetRange('today', now, timeZone),
  preset: 'today',
});

/** Whole days as DD/MM/YYYY (spec 000 §9); recent-time ranges also need the time of day. */
export function formatSelection(range: DateRangeSelection, timeZone: string): string {
  const format = isRecentTimePreset(range.preset) ? formatRangeDateTime : formatRangeDate;
  const from = format(range.from, timeZone);
  const to = format(range.to, timeZone);
  return from === to ? from : `${from} – ${to}`;
}
