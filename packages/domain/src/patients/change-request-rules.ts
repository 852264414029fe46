import { ageFromDateOfBirth } from './age.js';
import { isValidMobile } from './phone.js';
import { isSimpleEmail, type RegistrationIssue } from './registration-rules.js';

/**
 * The details a patient may ask to change from their own login (spec 000 §4 'Patient info
 * change request', §2 'Info Request Changes >'): the fields of the update payload (spec 000 §3
 * 'Update patient payload') and the contact details that are theirs to give. The mobile is not
 * among them: it is the patient's login and has its own link (spec 000 §5).
 */
export const patientChangeFields = [
  'designation',
  'fullName',
  'gender',
  'dateOfBirth',
  'email',
  'alternateEmail',
  'alternateMobile',
  'area',
  'city',
  'state',
  'pincode',
] as const;
export type PatientChangeField = (typeof patientChangeFields)[number];
export type PatientChangeValues = Partial<Record<PatientChangeField, string | null>>;

export interface ChangeRequestContext {
  /** The lab's date, `YYYY-MM-DD`: a date of birth may not be after it. */
  today: string;
  /** The patient's country, for an alternate mobile typed without a dial code. */
  isoCode: string;
}

const blank = (value: string | null | undefined) => value === undefined || value === null || value.trim() === '';

/**
 * The rules of the Update Patient Info form and of registration (spec 000 §5) over the fields a
 * request names; a field it leaves out is not checked. A name and a gender may be changed, not
 * removed.
 */
export function changeRequestIssues(values: PatientChangeValues, context: ChangeRequestContext): RegistrationIssue[] {
  const issues: RegistrationIssue[] = [];
  const asked = (field: PatientChangeField) => Object.hasOwn(values, field) && values[field] !== undefined;
  if (asked('fullName') && blank(values.fullName))
    issues.push({ field: 'fullName', messageKey: 'patientNameRequired' });
  if (asked('gender') && blank(values.gender)) issues.push({ field: 'gender', messageKey: 'genderRequired' });
  if (!blank(values.dateOfBirth) && ageFromDateOfBirth(String(values.dateOfBirth), context.today) === null) {
    issues.push({ field: 'dateOfBirth', messageKey: 'dateOfBirthNotValid' });
  }
  if (!blank(values.email) && !isSimpleEmail(String(values.email))) {
    issues.push({ field: 'email', messageKey: 'emailNotValid' });
  }
  if (!blank(values.alternateEmail) && !isSimpleEmail(String(values.alternateEmail))) {
    issues.push({ field: 'alternateEmail', messageKey: 'alternateEmailNotValid' });
  }
  if (!blank(values.alternateMobile) && !isValidMobile(String(values.alternateMobile), context.isoCode)) {
    issues.push({ field: 'alternateMobile', messageKey: 'alternateMobileNotValid' });
  }
  return issues;
}
