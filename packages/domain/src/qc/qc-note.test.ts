import { describe, expect, it } from 'vitest';
import { qcNoteOf } from './qc-note.js';

describe("spec 001 §9 'QC note format: 'QC of {value}{unit} on MMM DD, YYYY, h:mm A''", () => {
  it("writes the value, its unit and the lab's time, the hour without a leading zero", () => {
    const recordedAt = new Date('2026-03-05T03:37:00Z');
    expect(qcNoteOf({ value: 102.5, unit: 'mg/dL', recordedAt, timeZone: 'Asia/Kolkata' })).toBe(
      'QC of 102.5mg/dL on Mar 05, 2026, 9:07 AM',
    );
    expect(qcNoteOf({ value: '4.1', unit: null, recordedAt, timeZone: 'America/New_York' })).toBe(
      'QC of 4.1 on Mar 04, 2026, 10:37 PM',
    );
  });
});
