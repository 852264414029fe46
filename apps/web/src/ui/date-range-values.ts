import {
  clampRange,
  type DatePreset,
  type DateRange,
  datePresetRange,
  datePresets,
  type RecentTimePreset,
  rangeCeiling,
  rangeFloor,
  rangePickerDateFormat,
  recentTimePresets,
} from '@lims/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A chosen range and, when it came from a preset, which one (so a page can recompute it later). */
export interface DateRangeSelection extends DateRange {
  preset: DatePreset | RecentTimePreset | null;
}

/** Mantine's range value: calendar days as 'YYYY-MM-DD'. */
export type PickerRange = [string | null, string | null];
export type PickerDays = [string, string];

const dayFormat = 'YYYY-MM-DD';

export const isRecentTimePreset = (preset: string | null): preset is RecentTimePreset =>
  preset !== null && Object.hasOwn(recentTimePresets, preset);

/** Calendar days are the lab's days, not the browser's (spec 000 §9 with DESIGN.md Time). */
export const toDay = (date: Date, timeZone: string): string => dayjs(date).tz(timeZone).format(dayFormat);

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

/** From the first day's start to the last day's end, kept within the picker's bounds. */
export function rangeOfDays([from, to]: PickerDays, now: Date, timeZone: string): DateRange {
  return clampRange(
    { from: dayjs.tz(from, timeZone).startOf('day').toDate(), to: dayjs.tz(to, timeZone).endOf('day').toDate() },
    now,
    timeZone,
  );
}

/** Names the preset a picked range matches, so 'Last 7 Days' stays 'Last 7 Days'. */
export function selectionOfDays(days: PickerDays, now: Date, timeZone: string): DateRangeSelection {
  const match = presetDays(now, timeZone).find((option) => option.days[0] === days[0] && option.days[1] === days[1]);
  return { ...rangeOfDays(days, now, timeZone), preset: match?.preset ?? null };
}

export const todaySelection = (now: Date, timeZone: string): DateRangeSelection => ({
  ...datePresetRange('today', now, timeZone),
  preset: 'today',
});

/** Whole days as DD/MM/YYYY (spec 000 §9); recent-time ranges also need the time of day. */
export function formatSelection(range: DateRangeSelection, timeZone: string): string {
  const format = isRecentTimePreset(range.preset) ? `${rangePickerDateFormat} HH:mm` : rangePickerDateFormat;
  const from = dayjs(range.from).tz(timeZone).format(format);
  const to = dayjs(range.to).tz(timeZone).format(format);
  return from === to ? from : `${from} – ${to}`;
}
