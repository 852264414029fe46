import { describe, expect, it } from 'vitest';
import { messages } from '../errors/messages.js';
import { insuranceRowIssues, isFilledInsuranceRow, isStartedInsuranceRow } from './insurance-rules.js';

// spec 000 §5 line 153: "Insurance row: when any insurance field is filled, a policy number is
// required ('Policy Number Required.') and an insurance must be selected ('Please Select Insurance')."
describe('insuranceRowIssues (spec 000 §5 insurance row)', () => {
  it("says the spec's two texts", () => {
    expect(messages.insuranceRequired).toBe('Please Select Insurance');
    expect(messages.policyNumberRequired).toBe('Policy Number Required.');
  });

  it('accepts a row with an insurance and a policy number', () => {
    expect(insuranceRowIssues([{ insuranceId: 4, policyNumber: 'POL-1', relation: 'Self' }])).toEqual([]);
  });

  it('drops untouched rows: empty strings, nulls and an unticked box are no insurance', () => {
    const untouched = { insuranceId: null, policyNumber: '  ', groupNumber: '', isWorkerCompensation: false };
    expect(isFilledInsuranceRow(untouched)).toBe(false);
    expect(insuranceRowIssues([untouched, {}])).toEqual([]);
  });

  // spec 000 §4 line 127: "Insurance relation defaults to Self for the first three rows."
  it('drops a row whose only value is the relation the form gave it, but not another relation', () => {
    expect(insuranceRowIssues([{ relation: 'Self' }, { relation: 'Self' }, { relation: 'Self' }])).toEqual([]);
    expect(insuranceRowIssues([{ relation: 'Spouse' }])).toHaveLength(2);
    // From the fourth row on, the form gives no relation: a Self there was chosen.
    expect(isStartedInsuranceRow({ relation: 'Self' }, 3)).toBe(true);
    expect(isStartedInsuranceRow({ relation: 'Self' }, 2)).toBe(false);
  });

  it('refuses a row with only a group number on both fields, in the form order', () => {
    expect(insuranceRowIssues([{ insuranceId: null, policyNumber: null, groupNumber: 'G-7' }])).toEqual([
      { field: 'insurances.0.insuranceId', messageKey: 'insuranceRequired' },
      { field: 'insurances.0.policyNumber', messageKey: 'policyNumberRequired' },
    ]);
  });

  it('names the row it is about', () => {
    expect(
      insuranceRowIssues([
        { insuranceId: 1, policyNumber: 'A' },
        { insuranceId: 2, policyNumber: '' },
        { policyNumber: 'C' },
      ]),
    ).toEqual([
      { field: 'insurances.1.policyNumber', messageKey: 'policyNumberRequired' },
      { field: 'insurances.2.insuranceId', messageKey: 'insuranceRequired' },
    ]);
  });

  it('counts a ticked worker-compensation box as a filled row', () => {
    expect(insuranceRowIssues([{ insuranceId: null, isWorkerCompensation: true }])).toHaveLength(2);
  });
});
