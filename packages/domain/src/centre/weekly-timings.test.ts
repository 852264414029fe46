import { describe, expect, it } from 'vitest';
import { type DayTimings, defaultWeeklyTimings, isTimeOfDay, weekdays, weeklyTimingIssues } from './weekly-timings.js';

const week = (change: (day: DayTimings, index: number) => Partial<DayTimings> = () => ({})): DayTimings[] =>
  defaultWeeklyTimings().map((day, index) => ({ ...day, ...change(day, index) }));

// spec 000 §3 Centre details: "labTimings (weekly)"; spec 000 §2: centre settings include weekly timings.
describe('weeklyTimingIssues (spec 000 §3 labTimings)', () => {
  it('accepts the default week: Monday to Saturday 09:00-18:00, Sunday closed', () => {
    expect(defaultWeeklyTimings().map((day) => day.day)).toEqual([...weekdays]);
    expect(weeklyTimingIssues(defaultWeeklyTimings())).toEqual([]);
  });

  it('accepts a closed day without hours, and a day open from midnight to 23:59', () => {
    expect(
      weeklyTimingIssues(week((_, index) => (index === 0 ? { opensAt: '00:00', closesAt: '23:59' } : {}))),
    ).toEqual([]);
    expect(weeklyTimingIssues(week(() => ({ open: false, opensAt: null, closesAt: null })))).toEqual([]);
  });

  it('refuses a closing time at or before the opening time, on that day', () => {
    expect(
      weeklyTimingIssues(week((_, index) => (index === 2 ? { opensAt: '18:00', closesAt: '09:00' } : {}))),
    ).toEqual([{ path: '2.closesAt', messageKey: 'closingBeforeOpening' }]);
    expect(
      weeklyTimingIssues(week((_, index) => (index === 4 ? { opensAt: '10:30', closesAt: '10:30' } : {}))),
    ).toEqual([{ path: '4.closesAt', messageKey: 'closingBeforeOpening' }]);
  });

  it('asks an open day for both times, each HH:mm on the 24-hour clock', () => {
    expect(weeklyTimingIssues(week((_, index) => (index === 1 ? { opensAt: null, closesAt: '24:00' } : {})))).toEqual([
      { path: '1.opensAt', messageKey: 'fieldEmpty' },
      { path: '1.closesAt', messageKey: 'timeNotValid' },
    ]);
  });

  it('refuses a week that misses a day, repeats one or is out of order', () => {
    expect(weeklyTimingIssues(defaultWeeklyTimings().slice(1))).toEqual([{ path: '', messageKey: 'invalidRequest' }]);
    expect(weeklyTimingIssues(defaultWeeklyTimings().reverse())).toEqual([{ path: '', messageKey: 'invalidRequest' }]);
  });

  it.each([
    ['09:00', true],
    ['23:59', true],
    ['00:00', true],
    ['9:00', false],
    ['24:00', false],
    ['12:60', false],
    ['12:00:00', false],
    ['', false],
  ])('isTimeOfDay(%j) is %s', (value, expected) => {
    expect(isTimeOfDay(value)).toBe(expected);
  });
});
