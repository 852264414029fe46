import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

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

/** The wall-clock fields of an instant in a time zone, read through Intl (no host zone involved). */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
function wallClock(instant: Date, timeZone: string) {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const wall = wallClock(new Date(instant), timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * Calendar days are plain dates (UTC midnights, used for date arithmetic only); a day becomes
 * instants only at its edges, in the lab's zone. dayjs's timezone plugin does its arithmetic in
 * the host's zone, which moved the edges by an hour around daylight-saving changes of the lab's
 * zone or of the browser's.
 */
const calendarDay = (now: Date, timeZone: string): Dayjs => {
  const { year, month, day } = wallClock(now, timeZone);
  return dayjs.utc(Date.UTC(year, month - 1, day));
};

/**
 * The calendar day of `instant` in `timeZone`, `YYYY-MM-DD`: with the current instant, the lab's
 * "today" (spec 000 §5 "DOB cannot be after today"), which UTC's date is not for hours of the day.
 */
export const calendarDateIn = (instant: Date, timeZone: string): string =>
  calendarDay(instant, timeZone).format('YYYY-MM-DD');

/** Midnight at the start of a calendar day in the lab's zone. */
function startOfDayIn(day: Dayjs, timeZone: string): Date {
  const midnightAsUtc = Date.UTC(day.year(), day.month(), day.date());
  const guess = midnightAsUtc - zoneOffset(midnightAsUtc, timeZone);
  return new Date(midnightAsUtc - zoneOffset(guess, timeZone));
}

/** The last millisecond of a calendar day in the lab's zone. */
const endOfDayIn = (day: Dayjs, timeZone: string): Date =>
  new Date(startOfDayIn(day.add(1, 'day'), timeZone).getTime() - 1);

/** Weeks start on Monday (ISO 8601), as most lab reporting periods do. */
const startOfWeek = (day: Dayjs): Dayjs => day.subtract((day.day() + 6) % 7, 'day');
const startOfQuarter = (day: Dayjs): Dayjs => day.month(Math.floor(day.month() / 3) * 3).startOf('month');

/** spec 000 §9 "ceiling end of today". */
export function rangeCeiling(now: Date, timeZone: string): Date {
  return endOfDayIn(calendarDay(now, timeZone), timeZone);
}

/** spec 000 §9 "floor 2000-01-01", midnight of that day in the lab's zone. */
export function rangeFloor(timeZone: string): Date {
  return startOfDayIn(dayjs.utc(datePickerFloor), timeZone);
}

export function datePresetRange(preset: DatePreset, now: Date, timeZone: string): DateRange {
  const today = calendarDay(now, timeZone);
  /** From the start of the first day to the end of the last day, both in the lab's zone. */
  const span = (from: Dayjs, to: Dayjs): DateRange => ({
    from: startOfDayIn(from, timeZone),
    to: endOfDayIn(to, timeZone),
  });
  switch (preset) {
    case 'today':
      return span(today, today);
    case 'yesterday':
      return span(today.subtract(1, 'day'), today.subtract(1, 'day'));
    case 'last7Days':
      return span(today.subtract(6, 'day'), today);
    case 'last15Days':
      return span(today.subtract(14, 'day'), today);
    case 'last30Days':
      return span(today.subtract(29, 'day'), today);
    case 'thisWeek':
      return span(startOfWeek(today), today);
    case 'lastWeek': {
      const start = startOfWeek(today).subtract(1, 'week');
      return span(start, start.add(6, 'day'));
    }
    case 'thisMonth':
      return span(today.startOf('month'), today);
    case 'lastMonth': {
      const start = today.startOf('month').subtract(1, 'month');
      return span(start, start.endOf('month'));
    }
    case 'thisQuarter':
      return span(startOfQuarter(today), today);
    case 'lastQuarter': {
      const start = startOfQuarter(today).subtract(3, 'month');
      return span(start, start.add(2, 'month').endOf('month'));
    }
    case 'thisYear':
      return span(today.startOf('year'), today);
    case 'lastYear': {
      const start = today.startOf('year').subtract(1, 'year');
      return span(start, start.endOf('year'));
    }
    case 'last12Months':
      return span(today.subtract(12, 'month').add(1, 'day'), today);
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

/**
 * spec 001 §2 'Other widgets': "The reports filter has a 'Last 3 Months' preset that limits the
 * earliest date to three months back" (§9 "Reports filter earliest date is 3 months back"). Only
 * the reports filter offers it, so it is not one of the picker's general presets.
 */
export const reportsFilterPreset = 'last3Months';
export type ReportsFilterPreset = typeof reportsFilterPreset;

/** Three months back counted as Last 12 Months counts twelve: the first day is today's date three months ago, plus one. */
const reportsFilterFirstDay = (now: Date, timeZone: string): Dayjs =>
  calendarDay(now, timeZone).subtract(3, 'month').add(1, 'day');

/** 'Last 3 Months': the widest range the reports filter allows, up to the end of today. */
export function last3MonthsRange(now: Date, timeZone: string): DateRange {
  return {
    from: startOfDayIn(reportsFilterFirstDay(now, timeZone), timeZone),
    to: rangeCeiling(now, timeZone),
  };
}

/** The reports filter's earliest instant: midnight of its first day in the lab's zone. */
export function reportsFilterFloor(now: Date, timeZone: string): Date {
  return startOfDayIn(reportsFilterFirstDay(now, timeZone), timeZone);
}

/**
 * A range brought within the reports filter: a start before the floor moves up to it, and a
 * range wholly before it becomes the floor's day, so the filter never asks for an empty span.
 */
export function clampToReportsFilter(range: DateRange, now: Date, timeZone: string): DateRange {
  const firstDay = reportsFilterFirstDay(now, timeZone);
  const floor = startOfDayIn(firstDay, timeZone);
  if (range.from.getTime() >= floor.getTime()) return range;
  const to = range.to.getTime() >= floor.getTime() ? range.to : endOfDayIn(firstDay, timeZone);
  return { from: floor, to };
}

/** The general presets the reports filter still offers: those that start no earlier than its floor. */
export function reportsFilterDatePresets(now: Date, timeZone: string): DatePreset[] {
  const floor = reportsFilterFloor(now, timeZone).getTime();
  return datePresets.filter((preset) => datePresetRange(preset, now, timeZone).from.getTime() >= floor);
}

export function formatRangeDate(date: Date, timeZone: string): string {
  return calendarDay(date, timeZone).format(rangePickerDateFormat);
}

/** DD/MM/YYYY HH:mm in the lab's zone: the recent-time presets' ends (spec 001 §9 'recent-time presets'). */
export function formatRangeDateTime(date: Date, timeZone: string): string {
  const { hour, minute } = wallClock(date, timeZone);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${formatRangeDate(date, timeZone)} ${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** The instants a calendar day ('YYYY-MM-DD') spans in the lab's zone: its first and its last millisecond. */
export function calendarDayEdges(day: string, timeZone: string): DateRange {
  const calendar = dayjs.utc(day);
  return { from: startOfDayIn(calendar, timeZone), to: endOfDayIn(calendar, timeZone) };
}

/** The calendar day `days` before a calendar day, both 'YYYY-MM-DD'. */
export const calendarDaysBefore = (day: string, days: number): string =>
  dayjs.utc(day).subtract(days, 'day').format('YYYY-MM-DD');
