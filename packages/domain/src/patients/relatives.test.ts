import { describe, expect, it } from 'vitest';
import { genders, relations } from './patient-options.js';
import { inverseRelation } from './relatives.js';

// spec 000 §3 line 101: "Relations: Self, Spouse, Dependent, Mother, Father, Son, Daughter, Other."
// §7 line 207: "GET user-details/get-patient-relative/ with patientId" lists a patient's relatives.
describe('inverseRelation: the relation seen from the relative (spec 000 §3 Relations)', () => {
  it.each([
    ['Mother', 'Male', 'Son'],
    ['Mother', 'Female', 'Daughter'],
    ['Father', 'Other', 'Other'],
    ['Son', 'Female', 'Mother'],
    ['Daughter', 'Male', 'Father'],
    ['Daughter', null, 'Other'],
    ['Spouse', 'Female', 'Spouse'],
    ['Dependent', 'Male', 'Other'],
    ['Other', 'Female', 'Other'],
  ] as const)('a %s of a patient who is %s sees the patient as their %s', (relation, gender, expected) => {
    expect(inverseRelation(relation, gender)).toBe(expected);
  });

  it('answers a relation of the spec for every relation but Self and every gender', () => {
    for (const relation of relations.filter((candidate) => candidate !== 'Self')) {
      for (const gender of [...genders, null]) {
        expect(relations).toContain(inverseRelation(relation as Exclude<typeof relation, 'Self'>, gender));
      }
    }
  });

  it('is its own inverse where the genders are known', () => {
    expect(inverseRelation(inverseRelation('Mother', 'Male') as 'Son', 'Female')).toBe('Mother');
    expect(inverseRelation(inverseRelation('Son', 'Male') as 'Father', 'Male')).toBe('Son');
  });
});
