import { describe, expect, it } from 'vitest';
import { trialState } from './trial-state';

const now = new Date('2026-11-24T10:00:00.000Z');

describe('trialState (spec 000 §1 "Start 15 Days Trial")', () => {
  it('is none for a lab without a trial', () => {
    expect(trialState(null, now)).toEqual({ kind: 'none' });
  });

  it('counts a new trial as 15 days, and a part of a day as a day', () => {
    expect(trialState('2026-12-09T10:00:00.000Z', now)).toEqual({ kind: 'running', daysLeft: 15 });
    expect(trialState('2026-11-25T09:00:00.000Z', now)).toEqual({ kind: 'running', daysLeft: 1 });
    expect(trialState('2026-11-24T10:00:01.000Z', now)).toEqual({ kind: 'running', daysLeft: 1 });
    expect(trialState('2026-11-25T10:00:01.000Z', now)).toEqual({ kind: 'running', daysLeft: 2 });
  });

  it('has ended at its end, as the server refuses writes from then', () => {
    expect(trialState('2026-11-24T10:00:00.000Z', now)).toEqual({ kind: 'ended' });
    expect(trialState('2026-11-01T00:00:00+05:30', now)).toEqual({ kind: 'ended' });
  });
});
