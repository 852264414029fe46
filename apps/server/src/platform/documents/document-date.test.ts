import { describe, expect, it } from 'vitest';
import { documentDateTime } from './document-date.js';

describe('document dates', () => {
  // spec 000 §9: "Date formats: ... DD-MM-YYYY default".
  it("prints DD-MM-YYYY and the 24-hour time in the lab's time zone", () => {
    const moment = new Date('2025-11-21T20:05:00Z');
    expect(documentDateTime(moment, 'Asia/Kolkata')).toBe('22-11-2025 01:35');
    expect(documentDateTime(moment, 'Asia/Dubai')).toBe('22-11-2025 00:05');
    expect(documentDateTime(moment, 'America/New_York')).toBe('21-11-2025 15:05');
  });

  it('writes midnight as 00, not 24', () => {
    expect(documentDateTime(new Date('2025-01-01T00:00:00Z'), 'UTC')).toBe('01-01-2025 00:00');
  });
});
