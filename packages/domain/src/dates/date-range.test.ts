import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarDateIn,
  calendarDayEdges,
  calendarDaysBefore,
  clampRange,
  clampToReportsFilter,
  type DatePreset,
  datePickerFloor,
  datePresetRange,
  datePresets,
  defaultDateFormat,
  formatRangeDate,
  formatRangeDateTime,
  last3MonthsRange,
  type RecentTimePreset,
  rangeCeiling,
  rangeFloor,
  rangePickerDateFormat,
  recentTimePresets,
  recentTimeRange,
  reportsFilterDatePresets,
  reportsFilterFloor,
} from './date-range.js';

const kolkata = 'Asia/Kolkata';
/**
 * 20:00 UTC on Wednesday 15 May 2024 is 01:30 on Thursday 16 May in Kolkata (UTC+05:30): the
 * lab's "today" is the 16th, not UTC's 15th.
 */
const now = new Date('2024-05-15T20:00:00.000Z');

/** Midnight and the last millisecond of a Kolkata calendar day, as UTC instants. */
const startOfKolkataDay = (day: string) => new Date(`${day}T00:00:00.000+05:30`);
const endOfKolkataDay = (day: string) => new Date(`${day}T23:59:59.999+05:30`);
const kolkataDays = (from: string, to: string) => ({ from: startOfKolkataDay(from), to: endOfKolkataDay(to) });

/** The wall clock of an instant in a zone, 'YYYY-MM-DD HH:mm:ss.SSS', read through Intl. */
const wallClock = (instant: Date, timeZone: string): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const milliseconds = String(instant.getUTCMilliseconds()).padStart(3, '0');
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}.${milliseconds}`;
};

// spec 000 §9 line 259: "Date range presets: Today, Yesterday, Last 7/15/30 Days, This/Last Month,
// Week, Quarter, Year, Last 12 Months" (docs/decisions/0005-date-range-presets.md).
describe('date range presets at a fixed now in Asia/Kolkata (spec 000 §9)', () => {
  it('has exactly the fourteen presets of the spec', () => {
    expect(datePresets).toEqual([
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
    ]);
  });

  it('puts a UTC instant late in the day on the next Kolkata day', () => {
    expect(wallClock(now, kolkata)).toBe('2024-05-16 01:30:00.000');
    expect(datePresetRange('today', now, kolkata)).toEqual(kolkataDays('2024-05-16', '2024-05-16'));
    expect(datePresetRange('today', now, kolkata).from.toISOString()).toBe('2024-05-15T18:30:00.000Z');
    expect(datePresetRange('today', now, kolkata).to.toISOString()).toBe('2024-05-16T18:29:59.999Z');
    expect(formatRangeDate(now, kolkata)).toBe('16/05/2024');
    // The same instant in UTC is still the 15th.
    expect(formatRangeDate(now, 'UTC')).toBe('15/05/2024');
  });

  it.each<[DatePreset, string, string]>([
    ['today', '2024-05-16', '2024-05-16'],
    ['yesterday', '2024-05-15', '2024-05-15'],
    // "Last N days" include today.
    ['last7Days', '2024-05-10', '2024-05-16'],
    ['last15Days', '2024-05-02', '2024-05-16'],
    ['last30Days', '2024-04-17', '2024-05-16'],
    // Weeks start on Monday; Thursday 16 May 2024 is in the week of Monday 13 May.
    ['thisWeek', '2024-05-13', '2024-05-16'],
    ['lastWeek', '2024-05-06', '2024-05-12'],
    ['thisMonth', '2024-05-01', '2024-05-16'],
    ['lastMonth', '2024-04-01', '2024-04-30'],
    ['thisQuarter', '2024-04-01', '2024-05-16'],
    ['lastQuarter', '2024-01-01', '2024-03-31'],
    ['thisYear', '2024-01-01', '2024-05-16'],
    ['lastYear', '2023-01-01', '2023-12-31'],
    ['last12Months', '2023-05-17', '2024-05-16'],
  ])('%s runs from the start of %s to the end of %s', (preset, from, to) => {
    expect(datePresetRange(preset, now, kolkata)).toEqual(kolkataDays(from, to));
  });

  it('starts the week on Monday: on a Monday this week is that day alone, on a Sunday it began six days before', () => {
    const monday = new Date('2024-05-13T06:00:00.000Z');
    expect(datePresetRange('thisWeek', monday, kolkata)).toEqual(kolkataDays('2024-05-13', '2024-05-13'));
    expect(datePresetRange('lastWeek', monday, kolkata)).toEqual(kolkataDays('2024-05-06', '2024-05-12'));
    const sunday = new Date('2024-05-19T06:00:00.000Z');
    expect(datePresetRange('thisWeek', sunday, kolkata)).toEqual(kolkataDays('2024-05-13', '2024-05-19'));
    expect(datePresetRange('lastWeek', sunday, kolkata)).toEqual(kolkataDays('2024-05-06', '2024-05-12'));
  });

  it('crosses year boundaries: in January the last quarter and last month are in the year before', () => {
    const january = new Date('2025-01-10T06:00:00.000Z');
    expect(datePresetRange('lastQuarter', january, kolkata)).toEqual(kolkataDays('2024-10-01', '2024-12-31'));
    expect(datePresetRange('lastMonth', january, kolkata)).toEqual(kolkataDays('2024-12-01', '2024-12-31'));
    expect(datePresetRange('thisQuarter', january, kolkata)).toEqual(kolkataDays('2025-01-01', '2025-01-10'));
    expect(datePresetRange('lastWeek', january, kolkata)).toEqual(kolkataDays('2024-12-30', '2025-01-05'));
  });

  it('handles leap days: last month in March 2024 ends on 29 February', () => {
    const march = new Date('2024-03-05T06:00:00.000Z');
    expect(datePresetRange('lastMonth', march, kolkata)).toEqual(kolkataDays('2024-02-01', '2024-02-29'));
    const leapDay = new Date('2024-02-29T06:00:00.000Z');
    expect(datePresetRange('last12Months', leapDay, kolkata)).toEqual(kolkataDays('2023-03-01', '2024-02-29'));
  });
});

// spec 000 §5 line 157: "DOB cannot be after today": the lab's today, in its zone.
describe("calendarDateIn: the lab's date", () => {
  it("is the lab's day, not UTC's", () => {
    expect(calendarDateIn(now, kolkata)).toBe('2024-05-16');
    expect(calendarDateIn(now, 'UTC')).toBe('2024-05-15');
    expect(calendarDateIn(new Date('2024-05-16T03:59:59.999Z'), 'America/New_York')).toBe('2024-05-15');
  });
});

describe('a lab zone with daylight saving', () => {
  it("follows the lab's zone across a daylight-saving change (America/New_York, 10 March 2024)", () => {
    const newYork = 'America/New_York';
    // 12:00 UTC is 08:00 EDT on the day clocks went forward at 02:00 EST.
    const dstDay = new Date('2024-03-10T12:00:00.000Z');
    expect(datePresetRange('today', dstDay, newYork)).toEqual({
      from: new Date('2024-03-10T05:00:00.000Z'), // midnight EST
      to: new Date('2024-03-11T03:59:59.999Z'), // 23:59:59.999 EDT
    });
    expect(datePresetRange('last7Days', new Date('2024-03-13T12:00:00.000Z'), newYork).from).toEqual(
      new Date('2024-03-07T05:00:00.000Z'),
    );
  });
});

describe('calendar days as instants, and the recent-time format (spec 000 §9, spec 001 §9)', () => {
  it("spans a lab's day from its midnight to its last millisecond, 23 hours on a spring-forward day", () => {
    const kolkata = calendarDayEdges('2026-11-24', 'Asia/Kolkata');
    expect(kolkata.from.toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(kolkata.to.toISOString()).toBe('2026-11-24T18:29:59.999Z');
    const springForward = calendarDayEdges('2026-03-29', 'Europe/London');
    expect(springForward.to.getTime() + 1 - springForward.from.getTime()).toBe(23 * 3_600_000);
  });

  it('counts days back across a month and a year, and writes a moment as DD/MM/YYYY HH:mm in the zone', () => {
    expect(calendarDaysBefore('2026-03-02', 4)).toBe('2026-02-26');
    expect(calendarDaysBefore('2026-01-02', 4)).toBe('2025-12-29');
    expect(formatRangeDateTime(new Date('2026-11-24T18:35:00Z'), 'Asia/Kolkata')).toBe('25/11/2026 00:05');
  });
});

describe('host time zone', () => {
  const hostZone = process.env.TZ;
  beforeAll(() => {
    // A browser far from the lab: the ranges are the lab's, whatever the machine's zone.
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (hostZone === undefined) delete process.env.TZ;
    else process.env.TZ = hostZone;
  });

  it('does not change the ranges of a lab zone', () => {
    expect(new Date('2024-03-10T12:00:00.000Z').getTimezoneOffset()).toBe(420);
    expect(datePresetRange('today', now, kolkata)).toEqual(kolkataDays('2024-05-16', '2024-05-16'));
    expect(datePresetRange('lastWeek', now, kolkata)).toEqual(kolkataDays('2024-05-06', '2024-05-12'));
    // Around the host's own daylight-saving change (02:00 PST, 10 March 2024).
    const hostDstDay = new Date('2024-03-10T10:30:00.000Z');
    expect(datePresetRange('today', hostDstDay, kolkata)).toEqual(kolkataDays('2024-03-10', '2024-03-10'));
    expect(datePresetRange('last7Days', hostDstDay, kolkata)).toEqual(kolkataDays('2024-03-04', '2024-03-10'));
    expect(formatRangeDate(hostDstDay, kolkata)).toBe('10/03/2024');
  });
});

// spec 000 §9 line 259: "recent-time presets 30 minutes, 1, 3, 6 hours".
describe('recent-time presets (spec 000 §9)', () => {
  it('has 30 minutes, 1, 3 and 6 hours', () => {
    expect(recentTimePresets).toEqual({ last30Minutes: 30, last1Hour: 60, last3Hours: 180, last6Hours: 360 });
  });

  it.each<[RecentTimePreset, string]>([
    ['last30Minutes', '2024-05-15T19:30:00.000Z'],
    ['last1Hour', '2024-05-15T19:00:00.000Z'],
    ['last3Hours', '2024-05-15T17:00:00.000Z'],
    ['last6Hours', '2024-05-15T14:00:00.000Z'],
  ])('%s runs from %s up to now', (preset, from) => {
    expect(recentTimeRange(preset, now)).toEqual({ from: new Date(from), to: now });
  });
});

// spec 000 §9 line 257: "Date picker floor 2000-01-01, ceiling end of today"; "DD/MM/YYYY in range pickers".
describe('picker bounds, clamping and format (spec 000 §9)', () => {
  it('floors at midnight of 1 January 2000 in the lab zone', () => {
    expect(datePickerFloor).toBe('2000-01-01');
    expect(rangeFloor(kolkata)).toEqual(startOfKolkataDay('2000-01-01'));
    expect(rangeFloor(kolkata).toISOString()).toBe('1999-12-31T18:30:00.000Z');
    expect(rangeFloor('UTC').toISOString()).toBe('2000-01-01T00:00:00.000Z');
  });

  it("ceils at the end of the lab's today", () => {
    expect(rangeCeiling(now, kolkata)).toEqual(endOfKolkataDay('2024-05-16'));
    expect(rangeCeiling(now, 'UTC').toISOString()).toBe('2024-05-15T23:59:59.999Z');
  });

  it('clamps a range that starts before the floor and ends after the ceiling', () => {
    const range = { from: new Date('1990-06-01T00:00:00.000Z'), to: new Date('2030-01-01T00:00:00.000Z') };
    expect(clampRange(range, now, kolkata)).toEqual({
      from: startOfKolkataDay('2000-01-01'),
      to: endOfKolkataDay('2024-05-16'),
    });
  });

  it('puts a reversed range back in order', () => {
    const range = { from: endOfKolkataDay('2024-05-10'), to: startOfKolkataDay('2024-05-01') };
    expect(clampRange(range, now, kolkata)).toEqual(kolkataDays('2024-05-01', '2024-05-10'));
  });

  it('clamps and orders at once, and leaves a range inside the bounds as it is', () => {
    const reversed = { from: new Date('2031-01-01T00:00:00.000Z'), to: startOfKolkataDay('2024-05-01') };
    expect(clampRange(reversed, now, kolkata)).toEqual(kolkataDays('2024-05-01', '2024-05-16'));
    const inside = kolkataDays('2024-01-01', '2024-02-01');
    expect(clampRange(inside, now, kolkata)).toEqual(inside);
  });

  it('formats range-picker dates as DD/MM/YYYY in the lab zone', () => {
    expect(rangePickerDateFormat).toBe('DD/MM/YYYY');
    expect(defaultDateFormat).toBe('DD-MM-YYYY');
    expect(formatRangeDate(startOfKolkataDay('2024-01-05'), kolkata)).toBe('05/01/2024');
    expect(formatRangeDate(endOfKolkataDay('2024-12-31'), kolkata)).toBe('31/12/2024');
    expect(formatRangeDate(rangeFloor(kolkata), kolkata)).toBe('01/01/2000');
  });
});

describe('properties of every preset', () => {
  const zones = [
    'Asia/Kolkata',
    'Asia/Dubai',
    'Asia/Kathmandu',
    'UTC',
    'Europe/London',
    'Europe/Paris',
    'America/New_York',
    'America/Los_Angeles',
    'Australia/Sydney',
  ];
  const arbitraryNow = fc.date({
    min: new Date('2001-06-01T00:00:00.000Z'),
    max: new Date('2099-12-31T00:00:00.000Z'),
    noInvalidDate: true,
  });

  it('has from <= to, lies within floor..ceiling, and runs from a midnight to the last millisecond of a day', () => {
    fc.assert(
      fc.property(arbitraryNow, fc.constantFrom(...zones), fc.constantFrom(...datePresets), (instant, zone, preset) => {
        const { from, to } = datePresetRange(preset, instant, zone);
        expect(from.getTime()).toBeLessThanOrEqual(to.getTime());
        expect(from.getTime()).toBeGreaterThanOrEqual(rangeFloor(zone).getTime());
        expect(to.getTime()).toBeLessThanOrEqual(rangeCeiling(instant, zone).getTime());
        expect(wallClock(from, zone).slice(11)).toBe('00:00:00.000');
        expect(wallClock(to, zone).slice(11)).toBe('23:59:59.999');
      }),
      { numRuns: 500 },
    );
  });

  it('contains now in every preset that ends today; each "last" period ends just before its "this" period', () => {
    const followedBy: Partial<Record<DatePreset, DatePreset>> = {
      yesterday: 'today',
      lastWeek: 'thisWeek',
      lastMonth: 'thisMonth',
      lastQuarter: 'thisQuarter',
      lastYear: 'thisYear',
    };
    fc.assert(
      fc.property(arbitraryNow, fc.constantFrom(...zones), fc.constantFrom(...datePresets), (instant, zone, preset) => {
        const { from, to } = datePresetRange(preset, instant, zone);
        const next = followedBy[preset];
        if (next) {
          expect(to.getTime()).toBe(datePresetRange(next, instant, zone).from.getTime() - 1);
        } else {
          expect(from.getTime()).toBeLessThanOrEqual(instant.getTime());
          expect(to).toEqual(rangeCeiling(instant, zone));
        }
      }),
      { numRuns: 500 },
    );
  });

  it("gives the lab's date as the day its 'today' range starts (calendarDateIn)", () => {
    fc.assert(
      fc.property(arbitraryNow, fc.constantFrom(...zones), (instant, zone) => {
        expect(wallClock(datePresetRange('today', instant, zone).from, zone).slice(0, 10)).toBe(
          calendarDateIn(instant, zone),
        );
      }),
      { numRuns: 200 },
    );
  });
});

/*
 * spec 001 line 109 ('Other widgets'): "The reports filter has a 'Last 3 Months' preset that
 * limits the earliest date to three months back"; line 429 (§9): "Reports filter earliest date
 * is 3 months back".
 */
describe("the reports filter's 'Last 3 Months'", () => {
  it('runs from three months back, counted like Last 12 Months, to the end of today in the lab zone', () => {
    expect(last3MonthsRange(now, kolkata)).toEqual(kolkataDays('2024-02-17', '2024-05-16'));
    expect(reportsFilterFloor(now, kolkata)).toEqual(startOfKolkataDay('2024-02-17'));
  });

  it('counts back over month ends and a leap day', () => {
    const endOfMay = new Date('2024-05-31T06:00:00.000Z');
    expect(last3MonthsRange(endOfMay, kolkata)).toEqual(kolkataDays('2024-03-01', '2024-05-31'));
    const january = new Date('2025-01-10T06:00:00.000Z');
    expect(last3MonthsRange(january, kolkata)).toEqual(kolkataDays('2024-10-11', '2025-01-10'));
  });

  it('leaves a range that starts on or after the floor as it is', () => {
    const lastMonth = datePresetRange('lastMonth', now, kolkata);
    expect(clampToReportsFilter(lastMonth, now, kolkata)).toBe(lastMonth);
    expect(clampToReportsFilter(last3MonthsRange(now, kolkata), now, kolkata)).toEqual(last3MonthsRange(now, kolkata));
  });

  it('moves an earlier start up to the floor, and a range wholly before it onto the floor day', () => {
    expect(clampToReportsFilter(datePresetRange('last12Months', now, kolkata), now, kolkata)).toEqual(
      last3MonthsRange(now, kolkata),
    );
    expect(clampToReportsFilter(datePresetRange('thisYear', now, kolkata), now, kolkata)).toEqual(
      kolkataDays('2024-02-17', '2024-05-16'),
    );
    expect(clampToReportsFilter(datePresetRange('lastYear', now, kolkata), now, kolkata)).toEqual(
      kolkataDays('2024-02-17', '2024-02-17'),
    );
  });

  it('offers only the general presets that start no earlier than the floor', () => {
    // On 16 May 2024 the floor is 17 February: this quarter (from 1 April) fits, last quarter (from 1 January) does not.
    expect(reportsFilterDatePresets(now, kolkata)).toEqual([
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
    ]);
  });

  it('never lets a clamped range start before the floor or end after today, in any zone', () => {
    const instants = fc.date({
      min: new Date('2001-06-01T00:00:00.000Z'),
      max: new Date('2099-12-31T00:00:00.000Z'),
      noInvalidDate: true,
    });
    const zones = [kolkata, 'Asia/Kathmandu', 'UTC', 'Europe/London', 'America/New_York', 'Australia/Sydney'];
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), fc.constantFrom(...datePresets), (instant, zone, preset) => {
        const { from, to } = clampToReportsFilter(datePresetRange(preset, instant, zone), instant, zone);
        expect(from.getTime()).toBeGreaterThanOrEqual(reportsFilterFloor(instant, zone).getTime());
        expect(to.getTime()).toBeGreaterThanOrEqual(from.getTime());
        expect(to.getTime()).toBeLessThanOrEqual(rangeCeiling(instant, zone).getTime());
      }),
      { numRuns: 300 },
    );
  });
});
