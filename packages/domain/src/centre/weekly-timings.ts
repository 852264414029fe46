import type { MessageKey } from '../errors/messages.js';

/** spec 000 §3 labTimings: the lab's hours, one entry per weekday, Monday first. */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

/** One weekday: open with its hours, or closed (its hours then are null). Times are 'HH:mm', 24-hour. */
export interface DayTimings {
  day: Weekday;
  open: boolean;
  opensAt: string | null;
  closesAt: string | null;
}

/** 'HH:mm' on the 24-hour clock, 00:00 to 23:59. */
export const timeOfDayPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isTimeOfDay = (value: string): boolean => timeOfDayPattern.test(value);

/** Minutes since midnight of an 'HH:mm' time. */
export const minutesOfDay = (value: string): number => {
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  return hours * 60 + minutes;
};

export interface TimingIssue {
  /** The path of the field in the list of days: `3.closesAt`. */
  path: string;
  messageKey: MessageKey;
}

/**
 * What is wrong with a week of timings (spec 000 §3 labTimings): every weekday once, in order;
 * an open day has both times, each 'HH:mm', the closing one after the opening one (a lab open
 * past midnight is not in the spec). A closed day's hours are not read.
 */
export function weeklyTimingIssues(days: readonly DayTimings[]): TimingIssue[] {
  const issues: TimingIssue[] = [];
  if (days.length !== weekdays.length || days.some((entry, index) => entry.day !== weekdays[index])) {
    return [{ path: '', messageKey: 'invalidRequest' }];
  }
  days.forEach((entry, index) => {
    if (!entry.open) return;
    const opensAt = entry.opensAt ?? '';
    const closesAt = entry.closesAt ?? '';
    const opensValid = isTimeOfDay(opensAt);
    const closesValid = isTimeOfDay(closesAt);
    if (!opensValid) issues.push({ path: `${index}.opensAt`, messageKey: opensAt ? 'timeNotValid' : 'fieldEmpty' });
    if (!closesValid) issues.push({ path: `${index}.closesAt`, messageKey: closesAt ? 'timeNotValid' : 'fieldEmpty' });
    if (opensValid && closesValid && minutesOfDay(closesAt) <= minutesOfDay(opensAt)) {
      issues.push({ path: `${index}.closesAt`, messageKey: 'closingBeforeOpening' });
    }
  });
  return issues;
}

/** A week with every day open 09:00 to 18:00 but Sunday: what a lab that never set its hours starts from. */
export const defaultWeeklyTimings = (): DayTimings[] =>
  weekdays.map((day) => ({
    day,
    open: day !== 'sunday',
    opensAt: day !== 'sunday' ? '09:00' : null,
    closesAt: day !== 'sunday' ? '18:00' : null,
  }));
