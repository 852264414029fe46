import { describe, expect, it } from 'vitest';
import { defaultReportDateFormat, formatPhpDate } from './php-date-format.js';

/** 10:06 UTC on Tuesday 24 November 2026 is 15:36 in Kolkata (UTC+05:30). */
const moment = new Date('2026-11-24T10:06:09.000Z');
const kolkata = 'Asia/Kolkata';

describe('report dates in the lab’s PHP-style format (spec 002 §3 print defaults)', () => {
  it("prints the spec's default 'M d, Y, h:i a' in the lab's time zone", () => {
    expect(defaultReportDateFormat).toBe('M d, Y, h:i a');
    expect(formatPhpDate(moment, defaultReportDateFormat, kolkata)).toBe('Nov 24, 2026, 03:36 pm');
  });

  it('writes every token it knows', () => {
    const written = (format: string, at = moment, zone = kolkata) => formatPhpDate(at, format, zone);
    expect(written('d j D l')).toBe('24 24 Tue Tuesday');
    expect(written('m n M F')).toBe('11 11 Nov November');
    expect(written('y Y')).toBe('26 2026');
    expect(written('H G h g i s a A')).toBe('15 15 03 3 36 09 pm PM');
    const morning = new Date('2026-03-05T00:04:01.000Z');
    expect(written('d j m n H G h g a A', morning, 'UTC')).toBe('05 5 03 3 00 0 12 12 am AM');
  });

  it('prints other characters as they are and a backslashed token literally', () => {
    expect(formatPhpDate(moment, 'd/m/Y \\a\\t H:i', kolkata)).toBe('24/11/2026 at 15:36');
    expect(formatPhpDate(moment, 'Y-m-d (T)', kolkata)).toBe('2026-11-24 (T)');
    expect(formatPhpDate(moment, 'd\\', kolkata)).toBe('24');
  });

  it('follows the time zone across a day boundary', () => {
    const lateUtc = new Date('2026-12-31T20:00:00.000Z');
    expect(formatPhpDate(lateUtc, 'Y-m-d H:i', 'UTC')).toBe('2026-12-31 20:00');
    expect(formatPhpDate(lateUtc, 'Y-m-d H:i l', kolkata)).toBe('2027-01-01 01:30 Friday');
    expect(formatPhpDate(lateUtc, 'Y-m-d H:i', 'America/New_York')).toBe('2026-12-31 15:00');
  });
});
