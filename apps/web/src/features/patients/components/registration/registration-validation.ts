import { RegisterPatient } from '@lims/contract';
import {
  ageFromDateOfBirth,
  dateFromParts,
  type MessageKey,
  type RegistrationSettings,
  registrationIssues,
} from '@lims/domain';
import type { IssueContext } from '../../../../app/forms/zod-resolver';
import { type FormErrors, zodResolver } from '../../../../app/forms/zod-resolver';
import { localiseMessage } from '../../../../app/i18n/localise-message';
import type { SchemaIssue } from '../../../../app/schema';
import {
  type DateParts,
  formFieldOf,
  type RegistrationValues,
  registerBodyOf,
  ruleInputOf,
  sentInsuranceRows,
} from './registration-form';

export interface RegistrationValidationContext {
  settings: RegistrationSettings;
  /** The lab's date, `YYYY-MM-DD`. */
  today: string;
  /** The lab's country, for a mobile typed without one. */
  defaultIsoCode: string;
}

/** The oldest age the contract takes; a date of birth giving more is a typing slip. */
const oldestAge = 150;

/**
 * spec 000 §5: "'Please select valid date of birth.' (day, month and year must be all set or all
 * empty)" and "'Date of birth in not valid.'" for a date that is no real date, is after today
 * ("Date pickers allow at most today"), or has a year of fewer than four digits.
 */
export function dateOfBirthIssue(parts: DateParts, today: string): MessageKey | null {
  const date = dateFromParts(parts.day, parts.month, parts.year);
  if (date === null) return null;
  if (date === 'incomplete') return 'dateOfBirthIncomplete';
  if (date === 'invalid' || parts.year.trim().length !== 4) return 'dateOfBirthNotValid';
  const age = ageFromDateOfBirth(date, today);
  if (age === null || (age.ageUnit === 'Years' && age.age > oldestAge)) return 'dateOfBirthNotValid';
  return null;
}

/** A guarantor row chosen but not finished: which of its fields is still empty. */
function guarantorIssues(values: RegistrationValues): Record<string, MessageKey> {
  const { guarantor } = values;
  const issues: Record<string, MessageKey> = {};
  if (guarantor.mode === 'none') return issues;
  if (guarantor.mode === 'existing' && guarantor.existing === null) issues['guarantor.existing'] = 'fieldEmpty';
  if (guarantor.mode === 'new' && guarantor.firstName.trim() === '') issues['guarantor.firstName'] = 'fieldEmpty';
  if (guarantor.relation === null) issues['guarantor.relation'] = 'fieldEmpty';
  return issues;
}

/**
 * Every check of the registration form, each message under its field: the contract's shape
 * (lengths, numbers), the spec's registration rules (`registrationIssues`, the same the server
 * runs) with the chosen organisation's, and the date of birth's boxes. A rule's message wins
 * over the shape's for the same field, since it is the spec's text.
 */
export function validateRegistration(
  values: RegistrationValues,
  context: RegistrationValidationContext,
  issueMessage: (issue: SchemaIssue, context: IssueContext) => string,
): FormErrors {
  const { settings } = context;
  const sentRows = sentInsuranceRows(values);
  const shapeErrors = zodResolver(RegisterPatient, {
    toInput: (input: RegistrationValues) => registerBodyOf(input, settings.nameFormat, null),
    message: issueMessage,
    fieldOf: (path) => formFieldOf(path, sentRows),
  })(values);

  const ruleErrors: FormErrors = {};
  const organisation = values.organisation;
  for (const issue of registrationIssues(ruleInputOf(values, settings.nameFormat), {
    settings,
    organisation,
    today: context.today,
    defaultIsoCode: context.defaultIsoCode,
  })) {
    const field = formFieldOf(issue.field);
    ruleErrors[field] ??= localiseMessage(issue.messageKey);
  }
  const dateIssue = dateOfBirthIssue(values.dateOfBirth, context.today);
  if (dateIssue) ruleErrors.dateOfBirth = localiseMessage(dateIssue);
  for (const [field, messageKey] of Object.entries(guarantorIssues(values))) {
    ruleErrors[field] ??= localiseMessage(messageKey);
  }
  return { ...shapeErrors, ...ruleErrors };
}

/**
 * The fields the form marks as required: the names of the lab's name format, the gender, what
 * the lab's settings and the chosen organisation make mandatory (spec 000 §5, §6).
 */
export function requiredFieldsOf(values: RegistrationValues, settings: RegistrationSettings): ReadonlySet<string> {
  const required = new Set<string>(settings.nameFormat === 'split' ? ['firstName', 'lastName'] : ['fullName']);
  required.add('gender');
  if (settings.referralMandatory) required.add('referralDoctor');
  if (settings.organisationMandatory) required.add('organisation');
  const organisation = values.organisation;
  if (organisation) {
    for (const field of organisation.mandatoryPatientFields) required.add(formFieldOf(field));
    if (organisation.patientContactMandatory) required.add('mobile');
  }
  return required;
}
