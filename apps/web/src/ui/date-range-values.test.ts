import { describe, expect, it } from 'vitest';
import {
  formatSelection,
  pickerBounds,
  presetDays,
  selectionOfDays,
  todaySelection,
  toPickerDays,
} from './date-range-values';

const timeZone = 'Asia/Kolkata';
// 20:00 UTC is already the next day in India: days must follow the lab, not UTC.
const now = new Date('2025-03-12T20:00:00Z');

describe('date range values', () => {
  it('bounds the picker from 2000-01-01 to the end of the lab day', () => {
    expect(pickerBounds(now, timeZone)).toEqual({ minDate: '2000-01-01', maxDate: '2025-03-13' });
  });

  it('starts on today in the lab time zone', () => {
    expect(toPickerDays(todaySelection(now, timeZone), timeZone)).toEqual(['2025-03-13', '2025-03-13']);
  });

  it('offers the fourteen presets of spec 000 §9', () => {
    const options = presetDays(now, timeZone);
    expect(options).toHaveLength(14);
    expect(options.find((option) => option.preset === 'last7Days')?.days).toEqual(['2025-03-07', '2025-03-13']);
  });

  it('recognises a preset and spans whole lab days', () => {
    const selection = selectionOfDays(['2025-03-07', '2025-03-13'], now, timeZone);
    expect(selection.preset).toBe('last7Days');
    expect(selection.from.toISOString()).toBe('2025-03-06T18:30:00.000Z');
    expect(selection.to.toISOString()).toBe('2025-03-13T18:29:59.999Z');
  });

  it('keeps a custom range custom', () => {
    expect(selectionOfDays(['2025-01-02', '2025-01-05'], now, timeZone).preset).toBeNull();
  });
});

describe('formatSelection', () => {
  it('shows one day once and a span as DD/MM/YYYY – DD/MM/YYYY', () => {
    expect(formatSelection(todaySelection(now, timeZone), timeZone)).toBe('13/03/2025');
    expect(formatSelection(selectionOfDays(['2025-03-07', '2025-03-13'], now, timeZone), timeZone)).toBe(
      '07/03/2025 – 13/03/2025',
    );
  });
});
