import type { MessageKey } from '../errors/messages.js';
import { ageFromDateOfBirth, dayNumber } from './age.js';
import { type InsuranceRowRequired, insuranceRowIssues } from './insurance-rules.js';
import { type OrganisationMandatoryField, organisationMandatoryFields } from './patient-options.js';
import { isValidMobile } from './phone.js';

/** How a lab registers names (spec 000 §3 session `registration_general_settings`). */
export interface RegistrationSettings {
  /** 'split': first, middle, last and suffix; 'single': one name box. */
  nameFormat: 'split' | 'single';
  referralMandatory: boolean;
  organisationMandatory: boolean;
}

export const defaultRegistrationSettings: RegistrationSettings = {
  nameFormat: 'split',
  referralMandatory: false,
  organisationMandatory: false,
};

/** The lab's settings document holds these as loose JSON: unknown or wrong values fall back. */
export function registrationSettingsOf(document: Record<string, unknown> | null | undefined): RegistrationSettings {
  const value = document ?? {};
  return {
    nameFormat: value.nameFormat === 'single' ? 'single' : 'split',
    referralMandatory: value.referralMandatory === true,
    organisationMandatory: value.organisationMandatory === true,
  };
}

/** What an organisation asks of its patients' registration (spec 000 §5, §6). */
export interface OrganisationRegistrationRules {
  mandatoryPatientFields: readonly OrganisationMandatoryField[] | readonly string[];
  patientContactMandatory: boolean;
}

export interface InsuranceRowInput extends InsuranceRowRequired {
  groupNumber?: string | null | undefined;
  relation?: string | null | undefined;
  policyHolderFirstName?: string | null | undefined;
  policyHolderLastName?: string | null | undefined;
  claimManager?: string | null | undefined;
}

/** The registration fields the rules read, as the form holds them and the API receives them. */
export interface RegistrationRuleInput {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  fullName?: string | null | undefined;
  gender?: string | null | undefined;
  age?: number | null | undefined;
  dateOfBirth?: string | null | undefined;
  email?: string | null | undefined;
  alternateEmail?: string | null | undefined;
  mobile?: string | null | undefined;
  alternateMobile?: string | null | undefined;
  isoCode?: string | null | undefined;
  area?: string | null | undefined;
  city?: string | null | undefined;
  referenceId?: string | null | undefined;
  nationalIdentityNumber?: string | null | undefined;
  race?: string | null | undefined;
  ethnicity?: string | null | undefined;
  organisationId?: number | null | undefined;
  referralDoctorId?: number | null | undefined;
  insurances?: readonly InsuranceRowInput[] | null | undefined;
}

export interface RegistrationContext {
  settings: RegistrationSettings;
  /** The chosen organisation's rules; null when none is chosen. */
  organisation: OrganisationRegistrationRules | null;
  /** The lab's date, `YYYY-MM-DD`: a date of birth may not be after it. */
  today: string;
  /** The lab's country, for a mobile typed without one. */
  defaultIsoCode: string;
}

export interface RegistrationIssue {
  field: string;
  messageKey: MessageKey;
}

const isOrganisationMandatoryField = (field: string): field is OrganisationMandatoryField =>
  (organisationMandatoryFields as readonly string[]).includes(field);

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** spec 000 §5: "Simple e-mail check needs a text@text pattern." */
export const isSimpleEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+$/.test(value.trim());

/**
 * spec 000 §5 'Please enter valid national id': letters and digits, with spaces or hyphens
 * between groups, 4 to 20 characters (the format is not shown; this accepts the national ids
 * of the product's regions and refuses what is clearly not one).
 */
export const isValidNationalId = (value: string): boolean =>
  /^[\p{L}\p{N}](?:[\p{L}\p{N} -]{2,18})[\p{L}\p{N}]$/u.test(value.trim());

/**
 * Every rule of spec 000 §5 'Patient registration messages' over one registration, in the
 * order the form shows them. The form runs it as the user types; the server runs it again on
 * the same input, so both refuse with the same words.
 */
export function registrationIssues(input: RegistrationRuleInput, context: RegistrationContext): RegistrationIssue[] {
  const issues: RegistrationIssue[] = [];
  const add = (field: string, messageKey: MessageKey) => {
    if (!issues.some((issue) => issue.field === field)) issues.push({ field, messageKey });
  };
  const isoCode = input.isoCode || context.defaultIsoCode;

  if (context.settings.nameFormat === 'split') {
    if (blank(input.firstName)) add('firstName', 'patientFirstNameRequired');
    if (blank(input.lastName)) add('lastName', 'patientLastNameRequired');
  } else if (blank(input.fullName)) {
    add('fullName', 'patientNameRequired');
  }
  if (blank(input.gender)) add('gender', 'genderRequired');

  if (!blank(input.dateOfBirth)) {
    const date = String(input.dateOfBirth);
    if (dayNumber(date) === null || ageFromDateOfBirth(date, context.today) === null) {
      add('dateOfBirth', 'dateOfBirthNotValid');
    }
  }
  if (!blank(input.email) && !isSimpleEmail(String(input.email))) add('email', 'emailNotValid');
  if (!blank(input.alternateEmail) && !isSimpleEmail(String(input.alternateEmail))) {
    add('alternateEmail', 'alternateEmailNotValid');
  }
  if (!blank(input.mobile) && !isValidMobile(String(input.mobile), isoCode)) add('mobile', 'contactMobileNotValid');
  if (!blank(input.alternateMobile) && !isValidMobile(String(input.alternateMobile), isoCode)) {
    add('alternateMobile', 'alternateMobileNotValid');
  }
  if (!blank(input.nationalIdentityNumber) && !isValidNationalId(String(input.nationalIdentityNumber))) {
    add('nationalIdentityNumber', 'nationalIdNotValid');
  }
  if (context.settings.referralMandatory && blank(input.referralDoctorId)) add('referralDoctorId', 'referralRequired');
  if (context.settings.organisationMandatory && blank(input.organisationId)) {
    add('organisationId', 'organisationRequired');
  }

  const organisation = context.organisation;
  if (organisation) {
    for (const field of organisation.mandatoryPatientFields) {
      // A stored name that is no registration field cannot be filled, so it must not refuse
      // every registration of the organisation's patients.
      if (!isOrganisationMandatoryField(field)) continue;
      // An age is given by the age box or by a date of birth.
      const value = field === 'age' ? (input.age ?? input.dateOfBirth) : input[field];
      if (blank(value)) add(field, 'fieldEmpty');
    }
    if (organisation.patientContactMandatory && blank(input.mobile) && blank(input.alternateMobile)) {
      add('mobile', 'contactCompulsoryForOrganisation');
      add('alternateMobile', 'contactEitherRequired');
    }
  }

  for (const issue of insuranceRowIssues(input.insurances ?? [])) add(issue.field, issue.messageKey);
  return issues;
}
