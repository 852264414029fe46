import type { MessageKey, MessageParams } from '../errors/messages.js';

/** spec 000 §9: "OTP: 5 digits; resend countdown 30 seconds; account creation timeout 10 seconds; trial 15 days; ... 4 stages." */
export const onboardingLimits = {
  otpDigits: 5,
  resendCountdownSeconds: 30,
  creationTimeoutSeconds: 10,
  trialDays: 15,
  stages: 4,
} as const;

/** spec 000 §3: "Service type options (ids 1 to 9)", with the spec's spelling ('Labratory'). */
export const serviceTypes = [
  { id: 1, label: 'Labratory Testing' },
  { id: 2, label: 'Clinical Pathology' },
  { id: 3, label: 'Immunoassays' },
  { id: 4, label: 'Microbiology' },
  { id: 5, label: 'Histo / Cytology' },
  { id: 6, label: 'Radiology - X-ray' },
  { id: 7, label: 'MRI / CT' },
  { id: 8, label: 'PET' },
  { id: 9, label: 'Other' },
] as const;
export type ServiceTypeId = (typeof serviceTypes)[number]['id'];
export const serviceTypeIds = serviceTypes.map((type) => type.id) as ServiceTypeId[];
export const isServiceTypeId = (id: number): id is ServiceTypeId => serviceTypeIds.includes(id as ServiceTypeId);

/**
 * The departments a new lab starts with for each service type it does (spec 000 §3 sign-up
 * 'departments (JSON list of names)'; the mapping is ours). Laboratory testing and clinical
 * pathology are the general lab's three benches; imaging of every kind is one Radiology.
 */
const departmentsByServiceType: Record<ServiceTypeId, readonly string[]> = {
  1: ['Haematology', 'Biochemistry', 'Clinical Pathology'],
  2: ['Haematology', 'Biochemistry', 'Clinical Pathology'],
  3: ['Immunoassay'],
  4: ['Microbiology'],
  5: ['Histopathology', 'Cytology'],
  6: ['Radiology'],
  7: ['Radiology'],
  8: ['Nuclear Medicine'],
  9: ['General'],
};

/**
 * The departments of the chosen service types, each once, in the order of the service types.
 * The spec sets no minimum on the choice; a lab that chose none still gets one department
 * ('General') so that its first test has somewhere to go.
 */
export function departmentsForServiceTypes(ids: readonly number[]): string[] {
  const names = new Set<string>();
  for (const type of serviceTypes) {
    if (ids.includes(type.id)) for (const name of departmentsByServiceType[type.id]) names.add(name);
  }
  return names.size > 0 ? [...names] : ['General'];
}

/** The blank fields of a form among `names`, in that order. */
export function missingFields<Name extends string>(
  values: Partial<Record<Name, unknown>>,
  names: readonly Name[],
): Name[] {
  return names.filter((name) => {
    const value = values[name];
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  });
}

/**
 * spec 000 §5: "the message lists the missing fields in upper case followed by 'field is
 * mandatory' (one field) or 'fields are mandatory' (several)". Undefined when nothing is missing.
 */
export function missingFieldsMessage(
  names: readonly string[],
): { messageKey: MessageKey; params: MessageParams } | undefined {
  if (names.length === 0) return undefined;
  return {
    messageKey: names.length === 1 ? 'fieldMandatory' : 'fieldsMandatory',
    params: { fields: names.map((name) => name.toUpperCase()).join(', ') },
  };
}

/** spec 000 §5 stage 1: "Name, email and number are mandatory"; city is required too. */
export const accountInfoMandatoryFields = ['name', 'email', 'number'] as const;
/** spec 000 §5: "Business stage: businessName and teamSize both mandatory". */
export const businessMandatoryFields = ['businessName', 'teamSize'] as const;

/** spec 000 §5: "Team size keeps digits only." What the box keeps of what is typed. */
export const teamSizeInput = (value: string): string => value.replace(/\D/g, '');
/** A team size the form accepts: digits only, at least one person. */
export const isValidTeamSize = (value: string): boolean => /^\d{1,6}$/.test(value) && Number(value) > 0;

/** spec 000 §5: "OTP: digits only, at most 5 characters". What the box keeps of what is typed. */
export const otpInput = (value: string): string => value.replace(/\D/g, '').slice(0, onboardingLimits.otpDigits);
/** spec 000 §5: the OTP "must pass the OTP validator or Verify is disabled": exactly 5 digits. */
export const isValidOtp = (value: string): boolean => new RegExp(`^\\d{${onboardingLimits.otpDigits}}$`).test(value);

/**
 * spec 000 §5: "Email must be valid". One '@', a dot in the domain, no spaces: what a mail
 * server needs to try; whether the address exists is proved by the OTP sent to it.
 */
export const isValidEmail = (value: string): boolean =>
  value.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());

/** When a trial that starts at `start` ends (spec 000 §1 "ending in a 15-day trial"). */
export const trialEnd = (start: Date): Date => new Date(start.getTime() + onboardingLimits.trialDays * 86_400_000);
