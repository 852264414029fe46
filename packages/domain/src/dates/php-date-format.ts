/**
 * The date format of a lab's printed reports (spec 002 §3 'Print defaults: ... date format
 * 'M d, Y, h:i a''): PHP's `date()` tokens, which labs carried over from the product the spec
 * describes, so a format they typed there prints the same here.
 *
 * Month and day names are English whatever the report's language: the format is the lab's own
 * choice of shape ('M d, Y' puts an English month name first), a translated 'Nov' inside an
 * Arabic or Hindi sentence would reorder around it, and a date of digits reads the same in every
 * script. Labs that print in Arabic or Hindi choose a format of digits ('d-m-Y H:i').
 */

/** spec 002 §3: the lab's default date format on reports. */
export const defaultReportDateFormat = 'M d, Y, h:i a';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

interface Clock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
  /** 0 to 23. */
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock of `moment` in `timeZone` (an IANA name). */
function clockIn(moment: Date, timeZone: string): Clock {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: dayNames.findIndex((name) => name.startsWith(parts.weekday ?? '')),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const twelveHour = (hour: number) => (hour % 12 === 0 ? 12 : hour % 12);

const tokens: Record<string, (clock: Clock) => string> = {
  d: (clock) => twoDigits(clock.day),
  j: (clock) => String(clock.day),
  D: (clock) => (dayNames[clock.weekday] ?? '').slice(0, 3),
  l: (clock) => dayNames[clock.weekday] ?? '',
  m: (clock) => twoDigits(clock.month),
  n: (clock) => String(clock.month),
  M: (clock) => (monthNames[clock.month - 1] ?? '').slice(0, 3),
  F: (clock) => monthNames[clock.month - 1] ?? '',
  y: (clock) => twoDigits(clock.year % 100),
  Y: (clock) => String(clock.year),
  H: (clock) => twoDigits(clock.hour),
  G: (clock) => String(clock.hour),
  h: (clock) => twoDigits(twelveHour(clock.hour)),
  g: (clock) => String(twelveHour(clock.hour)),
  i: (clock) => twoDigits(clock.minute),
  s: (clock) => twoDigits(clock.second),
  a: (clock) => (clock.hour < 12 ? 'am' : 'pm'),
  A: (clock) => (clock.hour < 12 ? 'AM' : 'PM'),
};

/**
 * `moment` in the lab's `timeZone`, written with PHP `date()` tokens (d j D l m n M F y Y H G h g
 * i s a A); any other character prints as it is, and a backslash prints the character after it
 * as it is ('\a\t' prints 'at').
 */
export function formatPhpDate(moment: Date, format: string, timeZone: string): string {
  const clock = clockIn(moment, timeZone);
  let written = '';
  for (let position = 0; position < format.length; position++) {
    const character = format.charAt(position);
    if (character === '\\') {
      position++;
      written += format.charAt(position);
      continue;
    }
    const token = tokens[character];
    written += token ? token(clock) : character;
  }
  return written;
}
