import type { MessageKey } from '../errors/messages.js';

/**
 * The work list forms' checks (spec 002 §5 'Validation rules', §8 'Work lists'): the web shows
 * the message before it asks, and the server refuses the same request with the same message.
 * Dates are the lab's calendar days, 'YYYY-MM-DD'.
 */
export interface WorklistProblem {
  key: MessageKey;
  /** The field the message belongs under, when it is one field's. */
  field?: string;
}

type Day = string | null | undefined;
const given = (value: string | number | null | undefined) =>
  value !== null && value !== undefined && String(value).trim() !== '';
const digitsOnly = /^\d+$/;

/** spec 002 §5 'Date pickers maximum is today; picker minimum 2000-01-01'. */
export const worklistEarliestDay = '2000-01-01';

/** A range's days: the second not before the first, neither after today nor before 2000 ('To Date must be after From date'). */
export function checkDayRange(from: Day, to: Day, today: string): WorklistProblem | null {
  if (given(from) && given(to) && (to as string) < (from as string))
    return { key: 'worklistToBeforeFrom', field: 'to' };
  for (const [field, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!given(day)) continue;
    if ((day as string) > today) return { key: 'worklistDateInFuture', field };
    if ((day as string) < worklistEarliestDay) return { key: 'worklistDateTooEarly', field };
  }
  return null;
}

/**
 * The Work List dialog, both buttons (spec 002 §5): 'Work list: at least one parameter must be
 * chosen' (a status or TAT exceeded: 'Select at least one parameter'), and 'Demo work list and
 * worksheet need at least one of date range, department, referral or organisation' ('Please
 * provide at-least one parameter').
 */
export function checkWorklistDialog(input: {
  anyStatus: boolean;
  from: Day;
  to: Day;
  departmentId?: number | null;
  referralDoctorId?: number | null;
  organisationId?: number | null;
  today: string;
}): WorklistProblem | null {
  if (!input.anyStatus) return { key: 'worklistSelectParameter' };
  const range = given(input.from) && given(input.to);
  if (!range && !given(input.departmentId) && !given(input.referralDoctorId) && !given(input.organisationId)) {
    return { key: 'worklistProvideParameter' };
  }
  return checkDayRange(input.from, input.to, input.today);
}

/** spec 002 §5 'Test-wise work list needs a test' ('Please select any test'). */
export const checkTestWise = (testId: number | null | undefined): WorklistProblem | null =>
  given(testId) ? null : { key: 'worklistSelectTest', field: 'testId' };

/** spec 002 §5 'Patient-wise needs a patient or All'. */
export const checkPatientWise = (input: { patientId?: number | null; all: boolean }): WorklistProblem | null =>
  input.all || given(input.patientId) ? null : { key: 'worklistPatientRequired', field: 'patientId' };

/**
 * spec 002 §5 'Sample type work list: From Date and To Date mandatory; To Date must not be
 * before From Date.'
 */
export function checkSampleType(input: { from: Day; to: Day; today: string }): WorklistProblem | null {
  if (!given(input.from) || !given(input.to)) return { key: 'worklistDatesMandatory' };
  return checkDayRange(input.from, input.to, input.today);
}

/**
 * spec 002 §5 'Clinical history: needs dates, or both lab numbers, or patient name, patient id,
 * department or referral. Only one of From Lab/To Lab is refused. Lab numbers and patient id
 * must be numeric.'
 */
export function checkClinicalHistory(input: {
  fromLab?: string | null;
  toLab?: string | null;
  from: Day;
  to: Day;
  patientName?: string | null;
  patientId?: string | null;
  departmentId?: number | null;
  referralDoctorId?: number | null;
  today: string;
}): WorklistProblem | null {
  const fromLab = input.fromLab?.trim() ?? '';
  const toLab = input.toLab?.trim() ?? '';
  if (given(fromLab) !== given(toLab))
    return { key: 'worklistLabNumbersRequired', field: given(fromLab) ? 'toLab' : 'fromLab' };
  if (given(fromLab) && !digitsOnly.test(fromLab)) return { key: 'worklistFromLabNumber', field: 'fromLab' };
  if (given(toLab) && !digitsOnly.test(toLab)) return { key: 'worklistToLabNumber', field: 'toLab' };
  const patientId = input.patientId?.trim() ?? '';
  if (given(patientId) && !digitsOnly.test(patientId)) return { key: 'worklistPatientIdNumber', field: 'patientId' };
  const anything =
    (given(input.from) && given(input.to)) ||
    given(fromLab) ||
    given(input.patientName?.trim()) ||
    given(patientId) ||
    given(input.departmentId) ||
    given(input.referralDoctorId);
  if (!anything) return { key: 'worklistClinicalParameters' };
  return checkDayRange(input.from, input.to, input.today);
}

/**
 * spec 002 §5 'Doctor work list: a doctor is required. Date pickers maximum is today'
 * ('Select The Referral Doctor' / 'Select The Signing Doctor').
 */
export function checkDoctorWorklist(input: {
  kind: 'referralDoctor' | 'signingDoctor';
  doctorId?: number | null;
  from: Day;
  to: Day;
  today: string;
}): WorklistProblem | null {
  if (!given(input.doctorId)) {
    return {
      key: input.kind === 'referralDoctor' ? 'worklistSelectReferralDoctor' : 'worklistSelectSigningDoctor',
      field: 'doctorId',
    };
  }
  return checkDayRange(input.from, input.to, input.today);
}

/** Lines a work list may have: beyond it the request is refused and the user narrows it (decision 0047). */
export const worklistMaxLines = 20_000;
