import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleIdFormatTypes } from './billing-options.js';
import {
  formatSampleId,
  type SampleIdParts,
  sampleIdCounter,
  sampleIdUsesSequence,
  sampleTypePrefix,
} from './sample-id-format.js';

const sample = (overrides: Partial<SampleIdParts>): SampleIdParts => ({
  formatType: 0,
  sequence: 7,
  labDate: '2026-11-24',
  sampleTypeName: 'Serum',
  labBillId: '567',
  labPatientId: '1042',
  sampleIndex: 2,
  ...overrides,
});

describe('sample id format types (spec 002 §9 "Sample ID format types 0, 3, 5, 12, 13, 15, 16, 19"; decision 0023)', () => {
  it('gives every type of the spec its shape', () => {
    const ids = Object.fromEntries(
      sampleIdFormatTypes.map((formatType) => [formatType, formatSampleId(sample({ formatType }))]),
    );
    expect(ids).toEqual({
      0: '000007',
      3: '2611240007',
      5: 'SER000007',
      12: '261100007',
      13: '567-2',
      15: '261124SER0007',
      16: '2026000007',
      19: '1042-567-2',
    });
  });

  it('draws from a counter that resets where the format says', () => {
    const counters = Object.fromEntries(
      sampleIdFormatTypes.map((formatType) => [formatType, sampleIdCounter(formatType, '2026-11-24')]),
    );
    expect(counters).toEqual({
      0: 'sample',
      3: 'sample:2026-11-24',
      5: 'sample',
      12: 'sample:2026-11',
      13: 'sample',
      15: 'sample:2026-11-24',
      16: 'sample:2026',
      19: 'sample',
    });
    expect(sampleIdFormatTypes.filter((formatType) => !sampleIdUsesSequence(formatType))).toEqual([13, 19]);
  });

  it('takes an unknown type for type 0', () => {
    expect(formatSampleId(sample({ formatType: 99 }))).toBe('000007');
    expect(sampleIdCounter(99, '2026-11-24')).toBe('sample');
  });

  it('grows past the padding rather than wrapping', () => {
    expect(formatSampleId(sample({ formatType: 3, sequence: 12_345 }))).toBe('26112412345');
    expect(formatSampleId(sample({ formatType: 0, sequence: 1_234_567 }))).toBe('1234567');
  });

  it('makes a prefix of the first three Latin letters of the sample type', () => {
    expect(sampleTypePrefix('EDTA whole blood')).toBe('EDT');
    expect(sampleTypePrefix('Sérum')).toBe('SER');
    expect(sampleTypePrefix('  24-h urine')).toBe('HUR');
    expect(sampleTypePrefix('血清')).toBe('SMP');
    expect(sampleTypePrefix(null)).toBe('SMP');
  });

  it('refuses a lab date that is not YYYY-MM-DD', () => {
    expect(() => sampleIdCounter(3, '24-11-2026')).toThrow();
  });

  it('never repeats an id within a lab that keeps its type', () => {
    const day = fc
      .integer({ min: 0, max: 800 })
      .map((offset) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10));
    const sampleType = fc.constantFrom('Serum', 'Plasma', 'Urine', 'EDTA whole blood', 'Swab', '');
    fc.assert(
      fc.property(
        fc.constantFrom(...sampleIdFormatTypes),
        fc.array(fc.tuple(day, sampleType, fc.integer({ min: 1, max: 3 })), { minLength: 1, maxLength: 60 }),
        (formatType, bills) => {
          // Each bill takes the next bill number; each sample the next number of its counter.
          const counters = new Map<string, number>();
          const ids = bills.flatMap(([labDate, sampleTypeName, samples], billPosition) =>
            Array.from({ length: samples }, (_, index) => {
              const counter = sampleIdCounter(formatType, labDate);
              const sequence = (counters.get(counter) ?? 0) + 1;
              counters.set(counter, sequence);
              return formatSampleId({
                formatType,
                sequence,
                labDate,
                sampleTypeName,
                labBillId: String(billPosition + 1),
                labPatientId: String((billPosition % 4) + 1),
                sampleIndex: index + 1,
              });
            }),
          );
          expect(new Set(ids).size).toBe(ids.length);
        },
      ),
      { numRuns: 500 },
    );
  });
});
