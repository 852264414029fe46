import { describe, expect, it } from 'vitest';
import { changedKeys, mergeSettings } from './changed-keys.js';

// Issue 8 / spec 000 §3: every settings change audited with before and after; the audit view
// shows the changed keys only.
describe('changedKeys', () => {
  it('keeps only the keys whose values differ, following nested objects down', () => {
    const before = { allowConcurrentLogin: true, communication: { sms: { billingSms: false, hardStopSms: true } } };
    const after = { allowConcurrentLogin: true, communication: { sms: { billingSms: true, hardStopSms: true } } };
    expect(changedKeys(before, after)).toEqual({
      before: { communication: { sms: { billingSms: false } } },
      after: { communication: { sms: { billingSms: true } } },
    });
  });

  it('compares arrays whole, and shows a key on the side that has it', () => {
    expect(changedKeys({ list: [1], gone: 'x' }, { list: [1, 2], added: null })).toEqual({
      before: { list: [1], gone: 'x' },
      after: { list: [1, 2], added: null },
    });
  });

  it('finds nothing between equal records, and treats a missing record as empty', () => {
    expect(changedKeys({ a: { b: [1] } }, { a: { b: [1] } })).toEqual({ before: {}, after: {} });
    expect(changedKeys(null, { name: 'Ravi' })).toEqual({ before: {}, after: { name: 'Ravi' } });
  });
});

describe('mergeSettings', () => {
  it('merges nested sections key by key and replaces arrays and values', () => {
    const base = { communication: { sms: { billingSms: false, hardStopSms: true }, whatsAppVariantTriggerList: [1] } };
    expect(
      mergeSettings(base, { communication: { sms: { billingSms: true }, whatsAppVariantTriggerList: [2, 3] } }),
    ).toEqual({ communication: { sms: { billingSms: true, hardStopSms: true }, whatsAppVariantTriggerList: [2, 3] } });
  });

  it('skips undefined values and leaves the base unchanged', () => {
    const base = { operation: { sortingFlag: 1 } };
    const merged = mergeSettings(base, { operation: { sortingFlag: undefined, showLatestOnTop: true } });
    expect(merged).toEqual({ operation: { sortingFlag: 1, showLatestOnTop: true } });
    expect(base).toEqual({ operation: { sortingFlag: 1 } });
  });
});
