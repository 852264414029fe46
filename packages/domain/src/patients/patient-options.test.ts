import { describe, expect, it } from 'vitest';
import {
  ageUnits,
  defaultInsuranceRelation,
  designations,
  genders,
  idProofTypes,
  insuranceTypes,
  organisationMandatoryFields,
  patientTypeFor,
  registrationPatientTypes,
  relations,
} from './patient-options.js';

// spec 000 §3 lines 99-103, 'Option enumerations'.
describe('option enumerations (spec 000 §3)', () => {
  it('are the spec’s lists, in its order', () => {
    expect(genders).toEqual(['Male', 'Female', 'Other']);
    expect(designations).toEqual(['Mr.', 'Mrs.', 'Ms.', 'Master.', 'Miss.', 'Smt.', 'Dr.', 'B/O', 'Baby']);
    expect(ageUnits).toEqual(['Years', 'Months', 'Days']);
    expect(relations).toEqual(['Self', 'Spouse', 'Dependent', 'Mother', 'Father', 'Son', 'Daughter', 'Other']);
    expect(insuranceTypes).toEqual(['Commercial', 'Medicare', 'Medicaid', 'Other']);
    expect(idProofTypes).toEqual(['Aadhar Card', 'Pan Card', 'Passport', 'License', 'Identity Card']);
  });

  // spec 000 §5 line 152: "email, age, mobile, area, city, patient id, national identity number,
  // dob, race, ethnicity".
  it('let an organisation make the spec’s ten optional fields mandatory', () => {
    expect(organisationMandatoryFields).toEqual([
      'email',
      'age',
      'mobile',
      'area',
      'city',
      'referenceId',
      'nationalIdentityNumber',
      'dateOfBirth',
      'race',
      'ethnicity',
    ]);
  });
});

// spec 000 §3 line 101: "Patient types in registration are two choices, chosen by whether a mobile
// number exists."
describe('patientTypeFor', () => {
  it('is D (direct) with a mobile and I (indirect) without one', () => {
    expect(registrationPatientTypes).toEqual(['D', 'I']);
    expect(patientTypeFor('9876543210')).toBe('D');
    expect(patientTypeFor('')).toBe('I');
    expect(patientTypeFor(null)).toBe('I');
    expect(patientTypeFor(undefined)).toBe('I');
  });
});

// spec 000 §4 line 121: "Insurance relation defaults to Self for the first three rows."
describe('defaultInsuranceRelation', () => {
  it('is Self for rows 0, 1 and 2 and nothing after', () => {
    expect([0, 1, 2].map(defaultInsuranceRelation)).toEqual(['Self', 'Self', 'Self']);
    expect([3, 4, 10].map(defaultInsuranceRelation)).toEqual([null, null, null]);
  });
});
