import { describe, expect, it } from 'vitest';
import { privilegeCardCovers, privilegeCardValidUntil } from './privilege-card.js';

// spec 000 §6: a privilege card gives its discount while it is valid; the days are the lab's.
describe('privilege card validity', () => {
  const kolkata = 'Asia/Kolkata';
  const boughtAt = new Date('2025-01-10T16:00:00Z'); // 21:30 on 10 January in Kolkata
  const card = { validFrom: boughtAt, validUntil: privilegeCardValidUntil(boughtAt, 365), enabled: true };

  it('counts the day of purchase as the first of its days', () => {
    expect(privilegeCardValidUntil(boughtAt, 1)).toEqual(boughtAt);
    expect(card.validUntil.toISOString()).toBe('2026-01-09T16:00:00.000Z');
  });

  it('covers every lab day from the first to the last, both included', () => {
    expect(privilegeCardCovers(card, new Date('2025-01-10T18:29:00Z'), kolkata)).toBe(true);
    // 00:30 on 11 January in Kolkata, still 10 January in UTC.
    expect(privilegeCardCovers(card, new Date('2025-01-10T19:00:00Z'), kolkata)).toBe(true);
    // Early on the last day, before the hour it was bought at.
    expect(privilegeCardCovers(card, new Date('2026-01-09T01:00:00Z'), kolkata)).toBe(true);
    expect(privilegeCardCovers(card, new Date('2026-01-09T18:29:59Z'), kolkata)).toBe(true);
  });

  it('does not cover the day before it starts or the day after it ends', () => {
    expect(privilegeCardCovers(card, new Date('2025-01-09T18:29:59Z'), kolkata)).toBe(false);
    expect(privilegeCardCovers(card, new Date('2026-01-09T18:30:00Z'), kolkata)).toBe(false);
  });

  it('reads the days in the lab time zone, not the server one', () => {
    // 23:00 UTC on 9 January 2026 is already 10 January in Kolkata, still 9 January in London.
    const late = new Date('2026-01-09T23:00:00Z');
    expect(privilegeCardCovers(card, late, kolkata)).toBe(false);
    expect(privilegeCardCovers(card, late, 'Europe/London')).toBe(true);
  });

  it('never covers when disabled', () => {
    expect(privilegeCardCovers({ ...card, enabled: false }, boughtAt, kolkata)).toBe(false);
  });
});
