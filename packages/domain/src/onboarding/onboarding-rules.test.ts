import { describe, expect, it } from 'vitest';
import { messageText } from '../errors/messages.js';
import {
  departmentsForServiceTypes,
  isServiceTypeId,
  isValidEmail,
  isValidOtp,
  isValidTeamSize,
  missingFields,
  missingFieldsMessage,
  onboardingLimits,
  otpInput,
  serviceTypes,
  teamSizeInput,
  trialEnd,
} from './onboarding-rules.js';

// spec 000 §9 line 252: "OTP: 5 digits; resend countdown 30 seconds; account creation timeout
// 10 seconds; trial 15 days; onboarding about 15 minutes; 4 stages."
describe('onboarding limits (spec 000 §9)', () => {
  it('are the spec constants', () => {
    expect(onboardingLimits).toEqual({
      otpDigits: 5,
      resendCountdownSeconds: 30,
      creationTimeoutSeconds: 10,
      trialDays: 15,
      stages: 4,
    });
  });

  it('ends the trial 15 days after it starts', () => {
    expect(trialEnd(new Date('2026-01-01T10:00:00Z')).toISOString()).toBe('2026-01-16T10:00:00.000Z');
  });
});

// spec 000 §3 line 61: "Service type options (ids 1 to 9): Labratory Testing, Clinical Pathology,
// Immunoassays, Microbiology, Histo / Cytology, Radiology - X-ray, MRI / CT, PET, Other."
describe('service types (spec 000 §3)', () => {
  it('are the nine options with their exact labels', () => {
    expect(serviceTypes.map((type) => [type.id, type.label])).toEqual([
      [1, 'Labratory Testing'],
      [2, 'Clinical Pathology'],
      [3, 'Immunoassays'],
      [4, 'Microbiology'],
      [5, 'Histo / Cytology'],
      [6, 'Radiology - X-ray'],
      [7, 'MRI / CT'],
      [8, 'PET'],
      [9, 'Other'],
    ]);
    expect(isServiceTypeId(9)).toBe(true);
    expect(isServiceTypeId(10)).toBe(false);
  });

  it('bring their departments, each once', () => {
    expect(departmentsForServiceTypes([2])).toEqual(['Haematology', 'Biochemistry', 'Clinical Pathology']);
    expect(departmentsForServiceTypes([4, 1, 2])).toEqual([
      'Haematology',
      'Biochemistry',
      'Clinical Pathology',
      'Microbiology',
    ]);
    expect(departmentsForServiceTypes([6, 7])).toEqual(['Radiology']);
    expect(departmentsForServiceTypes([5, 8])).toEqual(['Histopathology', 'Cytology', 'Nuclear Medicine']);
  });

  it('give a lab that chose none one department (the spec sets no minimum, §5 line 145)', () => {
    expect(departmentsForServiceTypes([])).toEqual(['General']);
  });
});

// spec 000 §5 line 144: "the message lists the missing fields in upper case followed by 'field
// is mandatory' (one field) or 'fields are mandatory' (several)."
describe('missingFieldsMessage (spec 000 §5)', () => {
  it('names one missing field with "field is mandatory"', () => {
    const message = missingFieldsMessage(['email']);
    expect(message).toEqual({ messageKey: 'fieldMandatory', params: { fields: 'EMAIL' } });
    expect(message && messageText(message.messageKey, message.params)).toBe('EMAIL field is mandatory');
  });

  it('names several with "fields are mandatory"', () => {
    const message = missingFieldsMessage(['name', 'email', 'number']);
    expect(message && messageText(message.messageKey, message.params)).toBe('NAME, EMAIL, NUMBER fields are mandatory');
  });

  it('says nothing when nothing is missing', () => {
    expect(missingFieldsMessage([])).toBeUndefined();
  });

  it('finds the blank fields in order', () => {
    expect(missingFields({ name: ' ', email: 'a@b.in', number: null }, ['name', 'email', 'number'])).toEqual([
      'name',
      'number',
    ]);
  });
});

// spec 000 §5 line 145: "Team size keeps digits only."
describe('team size (spec 000 §5)', () => {
  it('keeps digits only', () => {
    expect(teamSizeInput('1a2 ')).toBe('12');
    expect(isValidTeamSize('12')).toBe(true);
    expect(isValidTeamSize('0')).toBe(false);
    expect(isValidTeamSize('')).toBe(false);
  });
});

// spec 000 §5 line 146: "OTP: digits only, at most 5 characters, and it must pass the OTP
// validator or Verify is disabled."
describe('OTP (spec 000 §5)', () => {
  it('keeps at most five digits', () => {
    expect(otpInput('12a34567')).toBe('12345');
  });

  it('is valid with exactly five digits', () => {
    expect(isValidOtp('12345')).toBe(true);
    expect(isValidOtp('1234')).toBe(false);
    expect(isValidOtp('123456')).toBe(false);
    expect(isValidOtp('1234a')).toBe(false);
  });
});

// spec 000 §5 line 144: "Email must be valid".
describe('isValidEmail (spec 000 §5)', () => {
  it.each(['owner@lab.in', 'a.b+c@mail.example.com'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['owner', 'owner@lab', 'owner@@lab.in', 'own er@lab.in', ''])('refuses %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
