import type { AgeUnit } from './patient-options.js';

/** spec 000 §9: "Age unit conversion: 365 days per year, 30 days per month." */
export const daysPerYear = 365;
export const daysPerMonth = 30;

const daysPerUnit: Record<AgeUnit, number> = { Years: daysPerYear, Months: daysPerMonth, Days: 1 };

export interface PatientAge {
  age: number;
  ageUnit: AgeUnit;
  ageInDays: number;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date, or null when it is no real calendar date. */
export function dayNumber(date: string): number | null {
  const match = isoDate.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return Math.round(time / 86_400_000);
}

/**
 * spec 000 §5: "Changing DOB recalculates age and unit (365 or more days gives years, 30 or
 * more gives months, else days). Age in days is computed from DOB." `today` is the lab's
 * date. Null when the date is not valid or after today ("DOB cannot be after today").
 */
export function ageFromDateOfBirth(dateOfBirth: string, today: string): PatientAge | null {
  const born = dayNumber(dateOfBirth);
  const now = dayNumber(today);
  if (born === null || now === null || born > now) return null;
  const ageInDays = now - born;
  if (ageInDays >= daysPerYear) return { age: Math.floor(ageInDays / daysPerYear), ageUnit: 'Years', ageInDays };
  if (ageInDays >= daysPerMonth) return { age: Math.floor(ageInDays / daysPerMonth), ageUnit: 'Months', ageInDays };
  return { age: ageInDays, ageUnit: 'Days', ageInDays };
}

/** spec 000 §5: "Age in days is ... age times 365 when there is no DOB" (30 a month, 1 a day). */
export const ageInDaysOf = (age: number, ageUnit: AgeUnit): number => age * daysPerUnit[ageUnit];

/** The age as the patient card shows it (spec 000 §3 'age (text such as '5 Years')'). */
export const ageText = (age: number | null, ageUnit: AgeUnit | null): string | null =>
  age === null || ageUnit === null ? null : `${age} ${ageUnit}`;

/** spec 000 §5: "Adult means age 18 or more." */
export const isAdult = (ageInDays: number): boolean => ageInDays >= 18 * daysPerYear;

/**
 * spec 000 §5: "Please select valid date of birth." (day, month and year must be all set or
 * all empty). Gives the `YYYY-MM-DD` date, null when all are empty, 'incomplete' when only some
 * are set, or 'invalid' when the three make no calendar date.
 */
export function dateFromParts(day: string, month: string, year: string): string | null | 'incomplete' | 'invalid' {
  const parts = [day, month, year].map((part) => part.trim());
  if (parts.every((part) => part === '')) return null;
  if (parts.some((part) => part === '')) return 'incomplete';
  const [d, m, y] = parts as [string, string, string];
  const date = `${y.padStart(4, '0')}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return dayNumber(date) === null ? 'invalid' : date;
}
