import { describe, expect, it } from 'vitest';
import {
  canApplySampleAction,
  pendingSampleStatuses,
  type SampleAction,
  type SampleStatus,
  sampleActionRefusal,
  sampleCollected,
  sampleStatusNames,
  sampleStatusValues,
  sampleWithdrawn,
  statusAfterSampleAction,
} from './sample-status.js';

const allowed = (action: SampleAction) =>
  sampleStatusValues.filter((status) => canApplySampleAction(action, status)).sort();

describe("a sample's statuses (spec 002 §4 'Sample status'; decision 0034)", () => {
  it('names the spec statuses as the spec writes them', () => {
    expect(sampleStatusNames.notCollected).toBe('Not Collected');
    expect(sampleStatusNames.collected).toBe('Collected');
    expect(sampleStatusNames.received).toBe('Received');
  });

  it('keeps Not Collected and Collected, not yet received, on the pending list', () => {
    expect([...pendingSampleStatuses].sort()).toEqual(['collected', 'notCollected']);
  });

  it('counts a sample drawn once it is collected, received or rejected; withdrawn when cancelled or dismissed', () => {
    expect(sampleStatusValues.filter(sampleCollected).sort()).toEqual(['collected', 'received', 'rejected']);
    expect(sampleStatusValues.filter(sampleWithdrawn).sort()).toEqual(['cancelled', 'dismissed']);
  });

  it.each<[SampleAction, SampleStatus[], SampleStatus | 'same']>([
    ['collect', ['notCollected'], 'collected'],
    ['uncollect', ['collected'], 'notCollected'],
    ['receive', ['collected'], 'received'],
    ['reject', ['collected', 'received'], 'rejected'],
    ['reEnable', ['rejected'], 'notCollected'],
    ['dismiss', ['collected', 'notCollected', 'received', 'rejected'], 'dismissed'],
    // spec 002 §4: "redrawn once received"; a rejected sample is drawn again too.
    ['redraw', ['received', 'rejected'], 'notCollected'],
    ['redo', ['received'], 'same'],
    ['accession', ['collected', 'received'], 'same'],
  ])('%s starts from %j and leaves the sample %s', (action, from, to) => {
    expect(allowed(action)).toEqual([...from].sort());
    for (const status of from) {
      expect(statusAfterSampleAction(action, status)).toBe(to === 'same' ? status : to);
    }
  });

  it('refuses receiving a sample that is not collected with the spec message key', () => {
    expect(canApplySampleAction('receive', 'notCollected')).toBe(false);
    expect(sampleActionRefusal('receive')).toBe('sampleNotReceived');
    expect(sampleActionRefusal('collect')).toBe('sampleNotCollectable');
  });

  it('lets nothing happen to a cancelled sample', () => {
    for (const action of [
      'collect',
      'uncollect',
      'receive',
      'reject',
      'reEnable',
      'dismiss',
      'redraw',
      'redo',
    ] as const) {
      expect(canApplySampleAction(action, 'cancelled')).toBe(false);
    }
  });
});
