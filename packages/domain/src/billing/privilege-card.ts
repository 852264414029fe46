import { calendarDateIn } from '../dates/date-range.js';

const dayInMilliseconds = 86_400_000;

/**
 * The last moment of a card of `validityDays` days bought at `validFrom`: the day it is bought
 * counts as its first, so a 365-day card bought on 10 January 2025 covers bills until
 * 9 January 2026 (spec 000 §6 privilege card; the days are the lab's calendar days).
 */
export const privilegeCardValidUntil = (validFrom: Date, validityDays: number): Date =>
  new Date(validFrom.getTime() + (validityDays - 1) * dayInMilliseconds);

export interface PrivilegeCardPeriod {
  validFrom: Date;
  validUntil: Date;
  enabled: boolean;
}

/**
 * Whether an enabled card covers a bill made at `at`: the lab's calendar day of `at` lies
 * between the days the card starts and ends on, both included, in the lab's time zone, so a
 * card bought late in the evening still covers a bill made the next morning before its hour.
 */
export function privilegeCardCovers(card: PrivilegeCardPeriod, at: Date, timeZone: string): boolean {
  if (!card.enabled) return false;
  const day = calendarDateIn(at, timeZone);
  return calendarDateIn(card.validFrom, timeZone) <= day && day <= calendarDateIn(card.validUntil, timeZone);
}
