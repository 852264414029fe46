import { describe, expect, it } from 'vitest';
import { tatDueAt, tatDurationLabel, tatStateOf } from './tat.js';

const accessionDate = new Date('2026-03-02T08:00:00Z');
const minutesAfter = (minutes: number) => new Date(accessionDate.getTime() + minutes * 60_000);
const state = (targetTatMinutes: number | null, nowMinutes: number, redrawn = false) =>
  tatStateOf({ accessionDate, targetTatMinutes, redrawn, now: minutesAfter(nowMinutes) });

describe("tatDurationLabel (spec 001 §4 TAT: 'The label shows the difference in d/h/m.')", () => {
  it('shows days and hours only when there are some', () => {
    expect(tatDurationLabel(12)).toBe('12m');
    expect(tatDurationLabel(180)).toBe('3h 0m');
    expect(tatDurationLabel(1440 + 125)).toBe('1d 2h 5m');
    expect(tatDurationLabel(0)).toBe('0m');
    expect(tatDurationLabel(59.9)).toBe('59m');
    expect(tatDurationLabel(-5)).toBe('0m');
  });
});

describe("tatStateOf (spec 001 §4 TAT: 'Exceeded when now is past accessionDate plus targetTat minutes.')", () => {
  it('is remaining before the due time and at it, exceeded past it', () => {
    expect(state(60, 15)).toEqual({ kind: 'remaining', minutes: 45, label: '45m' });
    expect(state(60, 60)).toEqual({ kind: 'remaining', minutes: 0, label: '0m' });
    expect(state(60, 61)).toEqual({ kind: 'exceeded', minutes: 1, label: '1m' });
    expect(state(60, 60 + 1440 + 61)).toEqual({ kind: 'exceeded', minutes: 1501, label: '1d 1h 1m' });
  });

  it('counts whole minutes: half a minute past is exceeded by 0m, a second before due has 0m remaining', () => {
    expect(state(60, 60.5)).toEqual({ kind: 'exceeded', minutes: 0, label: '0m' });
    expect(state(60, 59.99)).toEqual({ kind: 'remaining', minutes: 0, label: '0m' });
  });

  it("is never exceeded for redrawn reports or when no target is set ('Never exceeded ...')", () => {
    expect(state(60, 600, true)).toEqual({ kind: 'none' });
    expect(state(0, 600)).toEqual({ kind: 'none' });
    expect(state(null, 600)).toEqual({ kind: 'none' });
    expect(state(-30, 600)).toEqual({ kind: 'none' });
  });

  it('has not started before the sample is accessioned', () => {
    expect(tatStateOf({ accessionDate: null, targetTatMinutes: 60, redrawn: false, now: minutesAfter(600) })).toEqual({
      kind: 'none',
    });
  });
});

describe('tatDueAt', () => {
  it('is the accession date plus the target', () => {
    expect(tatDueAt({ accessionDate, targetTatMinutes: 90, redrawn: false })).toEqual(minutesAfter(90));
    expect(tatDueAt({ accessionDate, targetTatMinutes: 90, redrawn: true })).toBeNull();
  });
});
