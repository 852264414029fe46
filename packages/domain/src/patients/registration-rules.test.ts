import { describe, expect, it } from 'vitest';
import { messageText } from '../errors/messages.js';
import { organisationMandatoryFields } from './patient-options.js';
import {
  defaultRegistrationSettings,
  isSimpleEmail,
  isValidNationalId,
  type RegistrationContext,
  type RegistrationRuleInput,
  registrationIssues,
  registrationSettingsOf,
} from './registration-rules.js';

const context: RegistrationContext = {
  settings: defaultRegistrationSettings,
  organisation: null,
  today: '2024-06-15',
  defaultIsoCode: 'IN',
};

const valid: RegistrationRuleInput = {
  firstName: 'Asha',
  lastName: 'Verma',
  gender: 'Female',
  age: 34,
  dateOfBirth: '1990-03-12',
  email: 'asha@example.com',
  mobile: '9876543210',
  isoCode: 'IN',
};

const issuesOf = (input: RegistrationRuleInput, changes: Partial<RegistrationContext> = {}) =>
  registrationIssues(input, { ...context, ...changes });

describe('registrationSettingsOf (spec 000 §3 session "registration_general_settings")', () => {
  it('falls back to split names with nothing mandatory when there is no document', () => {
    expect(registrationSettingsOf(null)).toEqual(defaultRegistrationSettings);
    expect(registrationSettingsOf(undefined)).toEqual(defaultRegistrationSettings);
    expect(registrationSettingsOf({})).toEqual({
      nameFormat: 'split',
      referralMandatory: false,
      organisationMandatory: false,
    });
  });

  it('reads the values it knows', () => {
    expect(
      registrationSettingsOf({ nameFormat: 'single', referralMandatory: true, organisationMandatory: true }),
    ).toEqual({ nameFormat: 'single', referralMandatory: true, organisationMandatory: true });
  });

  it('falls back on unknown or mistyped values', () => {
    expect(
      registrationSettingsOf({ nameFormat: 'SINGLE', referralMandatory: 'true', organisationMandatory: 1 }),
    ).toEqual(defaultRegistrationSettings);
    expect(registrationSettingsOf({ nameFormat: 42, other: 'x' })).toEqual(defaultRegistrationSettings);
  });
});

// spec 000 §5 line 151, 'Patient registration messages'.
describe('registrationIssues (spec 000 §5 "Patient registration messages")', () => {
  it('finds nothing wrong with a complete registration, nor with only the mandatory fields', () => {
    expect(issuesOf(valid)).toEqual([]);
    expect(issuesOf({ firstName: 'Asha', lastName: 'Verma', gender: 'Female' })).toEqual([]);
  });

  it('asks for the first and last names in split-name mode', () => {
    expect(issuesOf({ ...valid, firstName: '', lastName: '  ' })).toEqual([
      { field: 'firstName', messageKey: 'patientFirstNameRequired' },
      { field: 'lastName', messageKey: 'patientLastNameRequired' },
    ]);
    expect(messageText('patientFirstNameRequired')).toBe('Please Enter the Patient First Name.');
    expect(messageText('patientLastNameRequired')).toBe('Please Enter the Patient Last Name.');
  });

  it('asks for the one name in single-name mode, and not for first or last names', () => {
    const single = { settings: { ...defaultRegistrationSettings, nameFormat: 'single' as const } };
    expect(issuesOf({ ...valid, firstName: null, lastName: null, fullName: 'Asha Verma' }, single)).toEqual([]);
    expect(issuesOf({ ...valid, firstName: null, lastName: null, fullName: ' ' }, single)).toEqual([
      { field: 'fullName', messageKey: 'patientNameRequired' },
    ]);
    expect(messageText('patientNameRequired')).toBe('Please Enter the Patient Name.');
  });

  it('asks for a gender', () => {
    expect(issuesOf({ ...valid, gender: undefined })).toEqual([{ field: 'gender', messageKey: 'genderRequired' }]);
    expect(messageText('genderRequired')).toBe('Please select gender.');
  });

  it('refuses a date of birth that is no date or is after today (spec 000 §5 "DOB cannot be after today")', () => {
    for (const dateOfBirth of ['2023-02-30', '12/03/1990', '2024-06-16']) {
      expect(issuesOf({ ...valid, dateOfBirth }), dateOfBirth).toEqual([
        { field: 'dateOfBirth', messageKey: 'dateOfBirthNotValid' },
      ]);
    }
    expect(issuesOf({ ...valid, dateOfBirth: '2024-06-15' })).toEqual([]);
    expect(messageText('dateOfBirthNotValid')).toBe('Date of birth in not valid.');
  });

  it('checks e-mails for a text@text pattern (spec 000 §5 "Simple e-mail check")', () => {
    expect(issuesOf({ ...valid, email: 'asha.example.com', alternateEmail: 'asha@' })).toEqual([
      { field: 'email', messageKey: 'emailNotValid' },
      { field: 'alternateEmail', messageKey: 'alternateEmailNotValid' },
    ]);
    expect(issuesOf({ ...valid, alternateEmail: 'a@b' })).toEqual([]);
    expect(isSimpleEmail(' a@b ')).toBe(true);
    expect(isSimpleEmail('a b@c')).toBe(false);
    expect(isSimpleEmail('a@b@c')).toBe(false);
    expect(messageText('emailNotValid')).toBe('Email is not valid.');
    expect(messageText('alternateEmailNotValid')).toBe('Alternate Email is not valid.');
  });

  it('validates both mobiles with the chosen country, else the lab’s', () => {
    expect(issuesOf({ ...valid, mobile: '12345', alternateMobile: '98765' })).toEqual([
      { field: 'mobile', messageKey: 'contactMobileNotValid' },
      { field: 'alternateMobile', messageKey: 'alternateMobileNotValid' },
    ]);
    expect(issuesOf({ ...valid, isoCode: null, alternateMobile: '+91 91234 56789' })).toEqual([]);
    expect(issuesOf({ ...valid, isoCode: 'US', mobile: '(201) 555-0123' })).toEqual([]);
    expect(issuesOf({ ...valid, isoCode: 'US' })).toEqual([{ field: 'mobile', messageKey: 'contactMobileNotValid' }]);
    expect(messageText('contactMobileNotValid')).toBe('Contact Mobile is not valid.');
    expect(messageText('alternateMobileNotValid')).toBe('Alternate Mobile is not valid.');
  });

  it('checks the national id when one is given', () => {
    expect(issuesOf({ ...valid, nationalIdentityNumber: '1234 5678 9012' })).toEqual([]);
    expect(issuesOf({ ...valid, nationalIdentityNumber: '12#4' })).toEqual([
      { field: 'nationalIdentityNumber', messageKey: 'nationalIdNotValid' },
    ]);
    expect(isValidNationalId('ABCDE1234F')).toBe(true);
    expect(isValidNationalId('784-1990-1234567-1')).toBe(true);
    expect(isValidNationalId('12')).toBe(false);
    expect(isValidNationalId('-1234')).toBe(false);
    expect(isValidNationalId('1'.repeat(21))).toBe(false);
    expect(messageText('nationalIdNotValid')).toBe('Please enter valid national id');
  });

  it('asks for a referral and an organisation only when the lab’s settings make them mandatory', () => {
    expect(issuesOf(valid)).toEqual([]);
    const settings = { nameFormat: 'split' as const, referralMandatory: true, organisationMandatory: true };
    expect(issuesOf(valid, { settings })).toEqual([
      { field: 'referralDoctorId', messageKey: 'referralRequired' },
      { field: 'organisationId', messageKey: 'organisationRequired' },
    ]);
    expect(issuesOf({ ...valid, referralDoctorId: 7, organisationId: 3 }, { settings })).toEqual([]);
    expect(messageText('referralRequired')).toBe('Please Select Referral.');
    expect(messageText('organisationRequired')).toBe('Please Select Organization.');
  });
});

// spec 000 §5 line 152: "Optional fields that an organisation can make mandatory: email, age,
// mobile, area, city, patient id, national identity number, dob, race, ethnicity. Empty mandatory
// field gives 'This field should not be empty.' If the organisation requires a phone (flag
// patient_contact_mandatory), one of mobile or alternate mobile is needed ('Either of mobile or
// alternate number not be empty'; 'Phone number is compulsory for this organisation')."
describe('an organisation’s mandatory fields (spec 000 §5)', () => {
  // The spec's ten fields, in its order (pinned by patient-options.test.ts).
  const everyField = organisationMandatoryFields;

  it('asks for each empty one with "This field should not be empty."', () => {
    const organisation = { mandatoryPatientFields: everyField, patientContactMandatory: false };
    const bare = { firstName: 'Asha', lastName: 'Verma', gender: 'Female' };
    expect(issuesOf(bare, { organisation })).toEqual(everyField.map((field) => ({ field, messageKey: 'fieldEmpty' })));
    const filled = {
      ...valid,
      area: 'Andheri',
      city: 'Mumbai',
      referenceId: 'LAB-7',
      nationalIdentityNumber: '1234 5678 9012',
      race: 'Asian',
      ethnicity: 'Not Hispanic or Latino',
    };
    expect(issuesOf(filled, { organisation })).toEqual([]);
    expect(messageText('fieldEmpty')).toBe('This field should not be empty.');
  });

  it('takes a date of birth for the age', () => {
    const organisation = { mandatoryPatientFields: ['age'], patientContactMandatory: false };
    expect(issuesOf({ ...valid, age: null, dateOfBirth: '1990-03-12' }, { organisation })).toEqual([]);
    expect(issuesOf({ ...valid, age: 34, dateOfBirth: null }, { organisation })).toEqual([]);
    expect(issuesOf({ ...valid, age: null, dateOfBirth: '' }, { organisation })).toEqual([
      { field: 'age', messageKey: 'fieldEmpty' },
    ]);
  });

  it('ignores a stored name that is no optional registration field', () => {
    const organisation = {
      mandatoryPatientFields: ['patientId', 'gender', 'firstName'],
      patientContactMandatory: false,
    };
    expect(issuesOf({ ...valid }, { organisation })).toEqual([]);
  });

  it('with patient_contact_mandatory, needs a mobile or an alternate mobile', () => {
    const organisation = { mandatoryPatientFields: [], patientContactMandatory: true };
    expect(issuesOf({ ...valid, mobile: '' }, { organisation })).toEqual([
      { field: 'mobile', messageKey: 'contactCompulsoryForOrganisation' },
      { field: 'alternateMobile', messageKey: 'contactEitherRequired' },
    ]);
    expect(issuesOf(valid, { organisation })).toEqual([]);
    expect(issuesOf({ ...valid, mobile: null, alternateMobile: '9123456789' }, { organisation })).toEqual([]);
    expect(messageText('contactCompulsoryForOrganisation')).toBe('Phone number is compulsory for this organisation');
    expect(messageText('contactEitherRequired')).toBe('Either of mobile or alternate number not be empty');
  });

  it('asks nothing of the organisation when none is chosen', () => {
    expect(issuesOf({ firstName: 'Asha', lastName: 'Verma', gender: 'Male' }, { organisation: null })).toEqual([]);
  });
});

// spec 000 §5 line 153: "Insurance row: when any insurance field is filled, a policy number is
// required ('Policy Number Required.') and an insurance must be selected ('Please Select
// Insurance')." §4 line 121: "Insurance relation defaults to Self for the first three rows."
describe('insurance rows (spec 000 §5 "Insurance row")', () => {
  it('asks a started row for its insurance and its policy number', () => {
    expect(issuesOf({ ...valid, insurances: [{ groupNumber: 'G-1', relation: 'Self' }] })).toEqual([
      { field: 'insurances.0.insuranceId', messageKey: 'insuranceRequired' },
      { field: 'insurances.0.policyNumber', messageKey: 'policyNumberRequired' },
    ]);
    expect(issuesOf({ ...valid, insurances: [{ insuranceId: 4 }] })).toEqual([
      { field: 'insurances.0.policyNumber', messageKey: 'policyNumberRequired' },
    ]);
    expect(issuesOf({ ...valid, insurances: [{ policyNumber: 'P-77' }] })).toEqual([
      { field: 'insurances.0.insuranceId', messageKey: 'insuranceRequired' },
    ]);
    expect(messageText('insuranceRequired')).toBe('Please Select Insurance');
    expect(messageText('policyNumberRequired')).toBe('Policy Number Required.');
  });

  it('accepts a complete row', () => {
    expect(issuesOf({ ...valid, insurances: [{ insuranceId: 4, policyNumber: 'P-77', relation: 'Self' }] })).toEqual(
      [],
    );
  });

  it('ignores an empty row, with blank texts or only its default relation', () => {
    const rows = [
      {},
      { insuranceId: null, policyNumber: '  ', groupNumber: '', relation: 'Self' },
      { relation: 'Self' },
      { relation: null },
    ];
    expect(issuesOf({ ...valid, insurances: rows })).toEqual([]);
  });

  it('counts a relation other than the row’s default as started', () => {
    expect(issuesOf({ ...valid, insurances: [{ relation: 'Spouse' }] })).toEqual([
      { field: 'insurances.0.insuranceId', messageKey: 'insuranceRequired' },
      { field: 'insurances.0.policyNumber', messageKey: 'policyNumberRequired' },
    ]);
    // From the fourth row on there is no default, so 'Self' there was chosen.
    const rows = [{}, {}, {}, { relation: 'Self' }];
    expect(issuesOf({ ...valid, insurances: rows }).map((issue) => issue.field)).toEqual([
      'insurances.3.insuranceId',
      'insurances.3.policyNumber',
    ]);
  });

  it('names each row by its place among the rows sent', () => {
    const rows = [{ insuranceId: 4, policyNumber: 'P-77' }, {}, { insuranceId: 5 }];
    expect(issuesOf({ ...valid, insurances: rows })).toEqual([
      { field: 'insurances.2.policyNumber', messageKey: 'policyNumberRequired' },
    ]);
  });
});

describe('the order and number of issues', () => {
  it('gives every issue in the form’s order, one per field', () => {
    const settings = { nameFormat: 'split' as const, referralMandatory: true, organisationMandatory: true };
    const organisation = { mandatoryPatientFields: ['email', 'mobile'], patientContactMandatory: true };
    const issues = issuesOf(
      { email: 'nope', dateOfBirth: '2025-01-01', insurances: [{ groupNumber: 'G' }] },
      { settings, organisation },
    );
    expect(issues).toEqual([
      { field: 'firstName', messageKey: 'patientFirstNameRequired' },
      { field: 'lastName', messageKey: 'patientLastNameRequired' },
      { field: 'gender', messageKey: 'genderRequired' },
      { field: 'dateOfBirth', messageKey: 'dateOfBirthNotValid' },
      { field: 'email', messageKey: 'emailNotValid' },
      { field: 'referralDoctorId', messageKey: 'referralRequired' },
      { field: 'organisationId', messageKey: 'organisationRequired' },
      { field: 'mobile', messageKey: 'fieldEmpty' },
      { field: 'alternateMobile', messageKey: 'contactEitherRequired' },
      { field: 'insurances.0.insuranceId', messageKey: 'insuranceRequired' },
      { field: 'insurances.0.policyNumber', messageKey: 'policyNumberRequired' },
    ]);
  });
});
