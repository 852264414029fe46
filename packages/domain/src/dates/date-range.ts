import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** spec 000 §9: "DD/MM/YYYY in range pickers". */
export const rangePickerDateFormat = 'DD/MM/YYYY';
/** spec 000 §9: "DD-MM-YYYY default". */
export const defaultDateFormat = 'DD-MM-YYYY';
/** spec 000 §9: "Date picker floor 2000-01-01". */
export const datePickerFloor = '2000-01-01';

/**
 * spec 000 §9 "Date range presets: Today, Yesterday, Last 7/15/30 Days, This/Last Month,
 * Week, Quarter, Year, Last 12 Months". "This/Last" is read as applying to Month, Week,
 * Quarter and Year alike (docs/decisions/0005-date-range-presets.md).
 */
export const datePresets = [
  'today',
  'yesterday',
  'last7Days',
  'last15Days',
  'last30Days',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'thisQuarter',
  'lastQuarter',
  'thisYear',
  'lastYear',
  'last12Months',
] as const;
export type DatePreset = (typeof datePresets)[number];

/** spec 000 §9 "recent-time presets 30 minutes, 1, 3, 6 hours". */
export const recentTimePresets = { last30Minutes: 30, last1Hour: 60, last3Hours: 180, last6Hours: 360 } as const;
export type RecentTimePreset = keyof typeof recentTimePresets;

export interface DateRange {
  from: Date;
  to: Date;
}

/** The lab's "now" as a calendar in its time zone: presets follow the lab's day, not UTC's. */
const labNow = (now: Date, timeZone: string): Dayjs => dayjs(now).tz(timeZone);

/** Weeks start on Monday (ISO 8601), as most lab reporting periods do. */
const startOfWeek = (day: Dayjs): Dayjs => day.subtract((day.day() + 6) % 7, 'day').startOf('day');
const startOfQuarter = (day: Dayjs): Dayjs => day.month(Math.floor(day.month() / 3) * 3).startOf('month');

/** spec 000 §9 "ceiling end of today". */
export function rangeCeiling(now: Date, timeZone: string): Date {
  return labNow(now, timeZone).endOf('day').toDate();
}

/** spec 000 §9 "floor 2000-01-01", midnight of that day in the lab's zone. */
export function rangeFloor(timeZone: string): Date {
  return dayjs.tz(datePickerFloor, timeZone).startOf('day').toDate();
}

export function datePresetRange(preset: DatePreset, now: Date, timeZone: string): DateRange {
  const today = labNow(now, timeZone).startOf('day');
  const endOfToday = today.endOf('day');
  const span = (from: Dayjs, to: Dayjs): DateRange => ({ from: from.toDate(), to: to.toDate() });
  switch (preset) {
    case 'today':
      return span(today, endOfToday);
    case 'yesterday':
      return span(today.subtract(1, 'day'), today.subtract(1, 'day').endOf('day'));
    case 'last7Days':
      return span(today.subtract(6, 'day'), endOfToday);
    case 'last15Days':
      return span(today.subtract(14, 'day'), endOfToday);
    case 'last30Days':
      return span(today.subtract(29, 'day'), endOfToday);
    case 'thisWeek':
      return span(startOfWeek(today), endOfToday);
    case 'lastWeek': {
      const start = startOfWeek(today).subtract(1, 'week');
      return span(start, start.add(6, 'day').endOf('day'));
    }
    case 'thisMonth':
      return span(today.startOf('month'), endOfToday);
    case 'lastMonth': {
      const start = today.startOf('month').subtract(1, 'month');
      return span(start, start.endOf('month'));
    }
    case 'thisQuarter':
      return span(startOfQuarter(today), endOfToday);
    case 'lastQuarter': {
      const start = startOfQuarter(today).subtract(3, 'month');
      return span(start, start.add(2, 'month').endOf('month'));
    }
    case 'thisYear':
      return span(today.startOf('year'), endOfToday);
    case 'lastYear': {
      const start = today.startOf('year').subtract(1, 'year');
      return span(start, start.endOf('year'));
    }
    case 'last12Months':
      return span(today.subtract(12, 'month').add(1, 'day'), endOfToday);
    default: {
      const unreachable: never = preset;
      throw new Error(`Unknown date preset ${String(unreachable)}`);
    }
  }
}

export function recentTimeRange(preset: RecentTimePreset, now: Date): DateRange {
  return { from: new Date(now.getTime() - recentTimePresets[preset] * 60_000), to: now };
}

/** Keeps a chosen range inside the picker's bounds and in order. */
export function clampRange(range: DateRange, now: Date, timeZone: string): DateRange {
  const floor = rangeFloor(timeZone).getTime();
  const ceiling = rangeCeiling(now, timeZone).getTime();
  const clamp = (value: number) => Math.min(Math.max(value, floor), ceiling);
  const from = clamp(range.from.getTime());
  const to = clamp(range.to.getTime());
  return from <= to ? { from: new Date(from), to: new Date(to) } : { from: new Date(to), to: new Date(from) };
}

export function formatRangeDate(date: Date, timeZone: string): string {
  return dayjs(date).tz(timeZone).format(rangePickerDateFormat);
}
