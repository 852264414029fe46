import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageText } from '../errors/messages.js';
import {
  ageFromDateOfBirth,
  ageInDaysOf,
  ageText,
  dateFromParts,
  dayNumber,
  daysPerMonth,
  daysPerYear,
  isAdult,
} from './age.js';

const today = '2024-06-15';

/** The date `days` days before `date`, as `YYYY-MM-DD`. */
const daysBefore = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

describe('dayNumber', () => {
  it('counts days from 1970-01-01', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('1969-12-31')).toBe(-1);
  });

  it('refuses what is no real calendar date', () => {
    for (const date of ['2023-02-30', '2023-02-29', '2024-04-31', '2024-13-01', '2024-00-10', '2024-01-00']) {
      expect(dayNumber(date), date).toBeNull();
    }
    for (const text of ['', '2024-1-5', '15-06-2024', '2024/06/15', 'not a date', '2024-06-15T00:00:00Z']) {
      expect(dayNumber(text), text).toBeNull();
    }
  });

  it('knows the leap days', () => {
    expect(dayNumber('2024-02-29')).not.toBeNull();
    expect(dayNumber('2000-02-29')).not.toBeNull();
    expect(dayNumber('1900-02-29')).toBeNull();
    expect(dayNumber('2100-02-29')).toBeNull();
  });
});

// spec 000 §5 line 158: "Changing DOB recalculates age and unit (365 or more days gives years, 30
// or more gives months, else days). Age in days is computed from DOB, or age times 365 when there
// is no DOB." §9 line 254: "Age unit conversion: 365 days per year, 30 days per month."
describe('ageFromDateOfBirth (spec 000 §5 "Changing DOB recalculates age and unit")', () => {
  it('uses 365 days a year and 30 a month (spec 000 §9)', () => {
    expect(daysPerYear).toBe(365);
    expect(daysPerMonth).toBe(30);
  });

  it('gives years from 365 days on', () => {
    expect(ageFromDateOfBirth(daysBefore(today, 365), today)).toEqual({ age: 1, ageUnit: 'Years', ageInDays: 365 });
    expect(ageFromDateOfBirth(daysBefore(today, 729), today)).toEqual({ age: 1, ageUnit: 'Years', ageInDays: 729 });
    expect(ageFromDateOfBirth(daysBefore(today, 730), today)).toEqual({ age: 2, ageUnit: 'Years', ageInDays: 730 });
  });

  it('gives months from 30 to 364 days', () => {
    expect(ageFromDateOfBirth(daysBefore(today, 364), today)).toEqual({ age: 12, ageUnit: 'Months', ageInDays: 364 });
    expect(ageFromDateOfBirth(daysBefore(today, 30), today)).toEqual({ age: 1, ageUnit: 'Months', ageInDays: 30 });
    expect(ageFromDateOfBirth(daysBefore(today, 59), today)).toEqual({ age: 1, ageUnit: 'Months', ageInDays: 59 });
  });

  it('gives days below 30, and 0 Days for a baby born today', () => {
    expect(ageFromDateOfBirth(daysBefore(today, 29), today)).toEqual({ age: 29, ageUnit: 'Days', ageInDays: 29 });
    expect(ageFromDateOfBirth(today, today)).toEqual({ age: 0, ageUnit: 'Days', ageInDays: 0 });
  });

  it('is null for a date of birth after today (spec 000 §5 "DOB cannot be after today")', () => {
    expect(ageFromDateOfBirth('2024-06-16', today)).toBeNull();
    expect(ageFromDateOfBirth('2030-01-01', today)).toBeNull();
  });

  it('is null for a date of birth or a today that is no calendar date', () => {
    expect(ageFromDateOfBirth('2023-02-30', today)).toBeNull();
    expect(ageFromDateOfBirth('2023-02-29', today)).toBeNull();
    expect(ageFromDateOfBirth('15/06/2000', today)).toBeNull();
    expect(ageFromDateOfBirth('2000-06-15', '2024-02-30')).toBeNull();
  });

  it('counts the leap day among the days', () => {
    // 2023-03-01 to 2024-03-01 spans 2024-02-29: 366 days, still 1 year.
    expect(ageFromDateOfBirth('2023-03-01', '2024-03-01')).toEqual({ age: 1, ageUnit: 'Years', ageInDays: 366 });
    // Born on a leap day, one 365-day year later is 2021-02-28.
    expect(ageFromDateOfBirth('2020-02-29', '2021-02-28')).toEqual({ age: 1, ageUnit: 'Years', ageInDays: 365 });
    expect(ageFromDateOfBirth('2024-02-01', '2024-03-01')).toEqual({ age: 29, ageUnit: 'Days', ageInDays: 29 });
    expect(ageFromDateOfBirth('2023-02-01', '2023-03-01')).toEqual({ age: 28, ageUnit: 'Days', ageInDays: 28 });
  });

  it('gives the day difference as the age in days, and its unit by the thresholds (property)', () => {
    const isoDay = fc
      .integer({ min: dayNumber('1900-01-01') ?? 0, max: dayNumber('2100-12-31') ?? 0 })
      .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(isoDay, isoDay, (dateOfBirth, onDay) => {
        const born = dayNumber(dateOfBirth) ?? Number.NaN;
        const now = dayNumber(onDay) ?? Number.NaN;
        const age = ageFromDateOfBirth(dateOfBirth, onDay);
        if (born > now) return age === null;
        if (age === null) return false;
        const days = now - born;
        const expected =
          days >= 365
            ? { age: Math.floor(days / 365), ageUnit: 'Years' }
            : days >= 30
              ? { age: Math.floor(days / 30), ageUnit: 'Months' }
              : { age: days, ageUnit: 'Days' };
        // The age in the unit, converted back, never exceeds the days and is within one unit of them.
        const unitDays = ageInDaysOf(age.age, age.ageUnit);
        return (
          age.ageInDays === days &&
          age.age === expected.age &&
          age.ageUnit === expected.ageUnit &&
          unitDays <= days &&
          days - unitDays < ageInDaysOf(1, age.ageUnit)
        );
      }),
    );
  });
});

describe('ageInDaysOf (spec 000 §5 "age times 365 when there is no DOB")', () => {
  it('converts an age by 365 days a year, 30 a month and 1 a day', () => {
    expect(ageInDaysOf(5, 'Years')).toBe(1825);
    expect(ageInDaysOf(1, 'Years')).toBe(365);
    expect(ageInDaysOf(12, 'Months')).toBe(360);
    expect(ageInDaysOf(29, 'Days')).toBe(29);
    expect(ageInDaysOf(0, 'Years')).toBe(0);
  });
});

describe('ageText (spec 000 §3 "age (text such as \'5 Years\')")', () => {
  it('joins the age and its unit, and is null without either', () => {
    expect(ageText(5, 'Years')).toBe('5 Years');
    expect(ageText(0, 'Days')).toBe('0 Days');
    expect(ageText(null, 'Years')).toBeNull();
    expect(ageText(5, null)).toBeNull();
  });
});

// spec 000 §5 line 171: "Adult means age 18 or more."
describe('isAdult', () => {
  it('starts at 18 years of 365 days', () => {
    expect(isAdult(18 * 365)).toBe(true);
    expect(isAdult(18 * 365 - 1)).toBe(false);
    expect(isAdult(ageInDaysOf(40, 'Years'))).toBe(true);
  });
});

// spec 000 §5 line 151: "'Please select valid date of birth.' (day, month and year must be all set
// or all empty)".
describe('dateFromParts', () => {
  it('is null when day, month and year are all empty or blank', () => {
    expect(dateFromParts('', '', '')).toBeNull();
    expect(dateFromParts(' ', '  ', '')).toBeNull();
  });

  it('is incomplete when only some are set', () => {
    expect(messageText('dateOfBirthIncomplete')).toBe('Please select valid date of birth.');
    expect(dateFromParts('5', '', '')).toBe('incomplete');
    expect(dateFromParts('5', '6', '')).toBe('incomplete');
    expect(dateFromParts('', '6', '2000')).toBe('incomplete');
    expect(dateFromParts(' ', '6', '2000')).toBe('incomplete');
  });

  it('gives the ISO date, padding one-digit days and months and trimming spaces', () => {
    expect(dateFromParts('5', '6', '2000')).toBe('2000-06-05');
    expect(dateFromParts('15', '12', '1985')).toBe('1985-12-15');
    expect(dateFromParts(' 1 ', ' 2 ', ' 2024 ')).toBe('2024-02-01');
    expect(dateFromParts('29', '2', '2024')).toBe('2024-02-29');
  });

  it('is invalid when the three make no calendar date', () => {
    expect(dateFromParts('30', '2', '2023')).toBe('invalid');
    expect(dateFromParts('29', '2', '2023')).toBe('invalid');
    expect(dateFromParts('31', '4', '2024')).toBe('invalid');
    expect(dateFromParts('1', '13', '2024')).toBe('invalid');
    expect(dateFromParts('0', '1', '2024')).toBe('invalid');
    expect(dateFromParts('a', 'b', 'c')).toBe('invalid');
    expect(dateFromParts('1', '1', '20240')).toBe('invalid');
    expect(dateFromParts('001', '1', '2024')).toBe('invalid');
  });
});
