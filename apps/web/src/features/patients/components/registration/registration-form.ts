import type {
  DiseaseEntry,
  NamedRef,
  OrganisationChoice,
  Patient,
  PatientInsurance,
  PatientInsuranceInput,
  RegisterPatient,
} from '@lims/contract';
import {
  type AgeUnit,
  type Designation,
  dateFromParts,
  defaultInsuranceRelation,
  dialCodeOf,
  type Gender,
  isStartedInsuranceRow,
  nationalNumber,
  type RegistrationRuleInput,
  type Relation,
} from '@lims/domain';

export interface InsuranceRowValues {
  /** React's key for the row, so that removing one row keeps what is typed in the others. */
  key: string;
  insuranceId: string | null;
  policyNumber: string;
  groupNumber: string;
  relation: Relation | null;
  policyHolderFirstName: string;
  policyHolderMiddleName: string;
  policyHolderLastName: string;
  /**
   * The fields of a loaded row this form does not show (the holder's address and birth date,
   * claim manager, worker's compensation...): sent back as they were, since registering again
   * replaces the patient's rows.
   */
  kept: KeptInsuranceFields | null;
}

type KeptInsuranceFields = Pick<
  PatientInsuranceInput,
  | 'policyHolderAddress'
  | 'policyHolderDateOfBirth'
  | 'policyHolderSex'
  | 'claimManager'
  | 'isWorkerCompensation'
  | 'injuryDate'
  | 'contact'
  | 'email'
  | 'countryCode'
>;

/** spec 000 §3 Guarantor: "relation plus guarantor data, or an existing guarantor_id". */
export type GuarantorMode = 'none' | 'existing' | 'new';

export interface GuarantorValues {
  mode: GuarantorMode;
  /** The chosen existing guarantor, with the name the picker shows. */
  existing: NamedRef | null;
  firstName: string;
  lastName: string;
  contact: string;
  email: string;
  address: string;
  relation: Relation | null;
}

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/** The registration form's values: text inputs hold strings, pickers their choice. */
export interface RegistrationValues {
  designation: Designation | null;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  fullName: string;
  gender: Gender | null;
  age: number | string;
  ageUnit: AgeUnit;
  dateOfBirth: DateParts;
  /** The country of both mobiles, ISO 3166-1 alpha-2; the dial code is derived from it. */
  isoCode: string;
  mobile: string;
  alternateMobile: string;
  isPrimaryContact: boolean;
  email: string;
  alternateEmail: string;
  area: string;
  city: string;
  state: string;
  country: string | null;
  pincode: string;
  organisation: OrganisationChoice | null;
  referralDoctor: NamedRef | null;
  race: string;
  ethnicity: string;
  nationality: string | null;
  nationalIdentityNumber: string;
  nationalHealthId: string;
  referenceId: string;
  passportNo: string;
  insuranceNo: string;
  diseases: DiseaseEntry[];
  medicalHistoryIds: string[];
  allergyIds: string[];
  heightCm: number | string;
  weightKg: number | string;
  whatsappConsent: boolean;
  insurances: InsuranceRowValues[];
  guarantor: GuarantorValues;
}

let rowCount = 0;
const nextRowKey = () => {
  rowCount += 1;
  return `row-${rowCount}`;
};

/** A new insurance row; spec 000 §4 "Insurance relation defaults to Self for the first three rows". */
export const emptyInsuranceRow = (rowIndex: number): InsuranceRowValues => ({
  key: nextRowKey(),
  insuranceId: null,
  policyNumber: '',
  groupNumber: '',
  relation: defaultInsuranceRelation(rowIndex),
  policyHolderFirstName: '',
  policyHolderMiddleName: '',
  policyHolderLastName: '',
  kept: null,
});

export const emptyGuarantor: GuarantorValues = {
  mode: 'none',
  existing: null,
  firstName: '',
  lastName: '',
  contact: '',
  email: '',
  address: '',
  relation: null,
};

export const emptyRegistrationValues = (isoCode: string): RegistrationValues => ({
  designation: null,
  firstName: '',
  middleName: '',
  lastName: '',
  suffix: '',
  fullName: '',
  gender: null,
  age: '',
  ageUnit: 'Years',
  dateOfBirth: { day: '', month: '', year: '' },
  isoCode,
  mobile: '',
  alternateMobile: '',
  isPrimaryContact: true,
  email: '',
  alternateEmail: '',
  area: '',
  city: '',
  state: '',
  country: null,
  pincode: '',
  organisation: null,
  referralDoctor: null,
  race: '',
  ethnicity: '',
  nationality: null,
  nationalIdentityNumber: '',
  nationalHealthId: '',
  referenceId: '',
  passportNo: '',
  insuranceNo: '',
  diseases: [],
  medicalHistoryIds: [],
  allergyIds: [],
  heightCm: '',
  weightKg: '',
  whatsappConsent: false,
  insurances: [],
  guarantor: emptyGuarantor,
});

/** The patient's insurance rows and default guarantor, as read with the patient. */
export interface PatientRecords {
  insurances: readonly PatientInsurance[];
  /** The guarantor to preselect (the patient's default), or null. */
  guarantor: (NamedRef & { relation: Relation | null }) | null;
}

const text = (value: string | null | undefined) => value ?? '';

/** A patient of this lab loaded into the form to register them again. */
export function valuesOfPatient(
  patient: Patient,
  records: PatientRecords,
  organisation: OrganisationChoice | null,
  labIsoCode: string,
): RegistrationValues {
  const [year = '', month = '', day = ''] = patient.dateOfBirth?.split('-') ?? [];
  return {
    ...emptyRegistrationValues(patient.isoCode ?? labIsoCode),
    designation: (patient.designation as Designation | null) ?? null,
    firstName: text(patient.firstName),
    middleName: text(patient.middleName),
    lastName: text(patient.lastName),
    suffix: text(patient.suffix),
    fullName: patient.fullName,
    gender: (patient.gender as Gender | null) ?? null,
    age: patient.age ?? '',
    ageUnit: (patient.ageUnit as AgeUnit | null) ?? 'Years',
    dateOfBirth: { day, month, year },
    mobile: text(patient.mobile),
    alternateMobile: text(patient.alternateMobile),
    isPrimaryContact: patient.isPrimaryContact,
    email: text(patient.email),
    alternateEmail: text(patient.alternateEmail),
    area: text(patient.area),
    city: text(patient.city),
    state: text(patient.state),
    country: patient.country,
    pincode: text(patient.pincode),
    organisation,
    referralDoctor: patient.referralDoctor,
    race: text(patient.race),
    ethnicity: text(patient.ethnicity),
    nationality: patient.nationality,
    nationalIdentityNumber: text(patient.nationalIdentityNumber),
    nationalHealthId: text(patient.nationalHealthId),
    referenceId: text(patient.referenceId),
    passportNo: text(patient.passportNo),
    insuranceNo: text(patient.insuranceNo),
    diseases: patient.diseases,
    medicalHistoryIds: patient.medicalHistory.map((item) => String(item.id)),
    allergyIds: patient.allergies.map((item) => String(item.id)),
    heightCm: patient.heightCm ?? '',
    weightKg: patient.weightKg ?? '',
    whatsappConsent: patient.whatsappConsent,
    insurances: records.insurances.map((row) => ({
      key: nextRowKey(),
      insuranceId: String(row.insuranceId),
      policyNumber: text(row.policyNumber),
      groupNumber: text(row.groupNumber),
      relation: row.relation,
      policyHolderFirstName: text(row.policyHolderFirstName),
      policyHolderMiddleName: text(row.policyHolderMiddleName),
      policyHolderLastName: text(row.policyHolderLastName),
      kept: {
        policyHolderAddress: row.policyHolderAddress,
        policyHolderDateOfBirth: row.policyHolderDateOfBirth,
        policyHolderSex: row.policyHolderSex,
        claimManager: row.claimManager,
        isWorkerCompensation: row.isWorkerCompensation,
        injuryDate: row.injuryDate,
        contact: row.contact,
        email: row.email,
        countryCode: row.countryCode,
      },
    })),
    guarantor: records.guarantor
      ? {
          ...emptyGuarantor,
          mode: 'existing',
          existing: { id: records.guarantor.id, name: records.guarantor.name },
          relation: records.guarantor.relation,
        }
      : emptyGuarantor,
  };
}

/** What a text box holds, trimmed, or null when it holds nothing but spaces. */
export const trimmed = (value: string): string | null => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: number | string): number | null =>
  value === '' || Number.isNaN(Number(value)) ? null : Number(value);

/** The name as one text: the single box, or the parts in split mode (for the duplicate check). */
export function fullNameOf(values: RegistrationValues, nameFormat: 'split' | 'single'): string {
  if (nameFormat === 'single') return values.fullName.trim();
  return [values.firstName, values.middleName, values.lastName, values.suffix]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}

/** The date three boxes hold, `YYYY-MM-DD`, or null when they are empty, incomplete or no real date. */
export function dateOfParts({ day, month, year }: DateParts): string | null {
  const date = dateFromParts(day, month, year);
  return date === 'incomplete' || date === 'invalid' ? null : date;
}

/** The date of birth, `YYYY-MM-DD`, or null when the boxes are empty, incomplete or no real date. */
export const dateOfBirthOf = (values: RegistrationValues): string | null => dateOfParts(values.dateOfBirth);

/**
 * A row loaded from the patient is always sent back. Otherwise the domain's rule decides: a row
 * added and left with nothing but its default relation is no insurance (spec 000 §5 asks for a
 * policy number only "when any insurance field is filled").
 */
const isStartedRow = (row: InsuranceRowValues, index: number): boolean => {
  const { key: _key, kept, ...fields } = row;
  return kept !== null || isStartedInsuranceRow(fields, index);
};

const insuranceOf = (row: InsuranceRowValues): PatientInsuranceInput => ({
  ...row.kept,
  isWorkerCompensation: row.kept?.isWorkerCompensation ?? false,
  insuranceId: row.insuranceId === null ? null : Number(row.insuranceId),
  policyNumber: trimmed(row.policyNumber),
  groupNumber: trimmed(row.groupNumber),
  relation: row.relation,
  policyHolderFirstName: trimmed(row.policyHolderFirstName),
  policyHolderMiddleName: trimmed(row.policyHolderMiddleName),
  policyHolderLastName: trimmed(row.policyHolderLastName),
});

/** What `registrationIssues` reads; insurance rows keep their places so issues name the right row. */
export function ruleInputOf(values: RegistrationValues, nameFormat: 'split' | 'single'): RegistrationRuleInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    fullName: nameFormat === 'single' ? values.fullName : fullNameOf(values, nameFormat),
    gender: values.gender,
    age: numberOrNull(values.age),
    dateOfBirth: dateOfBirthOf(values),
    email: values.email,
    alternateEmail: values.alternateEmail,
    mobile: values.mobile,
    alternateMobile: values.alternateMobile,
    isoCode: values.isoCode,
    area: values.area,
    city: values.city,
    referenceId: values.referenceId,
    nationalIdentityNumber: values.nationalIdentityNumber,
    race: values.race,
    ethnicity: values.ethnicity,
    organisationId: values.organisation?.id ?? null,
    referralDoctorId: values.referralDoctor?.id ?? null,
    insurances: values.insurances.map((row, index) => (isStartedRow(row, index) ? insuranceOf(row) : {})),
  };
}

/** The rows sent, and for each the form row it came from (to put the server's issues back). */
export const sentInsuranceRows = (values: RegistrationValues): number[] =>
  values.insurances.flatMap((row, index) => (isStartedRow(row, index) ? [index] : []));

function guarantorOf(guarantor: GuarantorValues, values: RegistrationValues): RegisterPatient['guarantor'] {
  if (guarantor.mode === 'none' || guarantor.relation === null) return null;
  if (guarantor.mode === 'existing') {
    return guarantor.existing ? { guarantorId: guarantor.existing.id, relation: guarantor.relation } : null;
  }
  return {
    firstName: trimmed(guarantor.firstName),
    lastName: trimmed(guarantor.lastName),
    contact: trimmed(guarantor.contact) && nationalNumber(guarantor.contact, values.isoCode),
    countryCode: trimmed(guarantor.contact) ? dialCodeOf(values.isoCode) : null,
    email: trimmed(guarantor.email),
    address: trimmed(guarantor.address),
    relation: guarantor.relation,
  };
}

/**
 * The body of `POST /api/v1/patients`. Mobiles travel as their national numbers with the
 * country's dial code and ISO code beside them; the age is sent as typed or as the date of birth
 * gave it.
 */
export function registerBodyOf(
  values: RegistrationValues,
  nameFormat: 'split' | 'single',
  existing: { id: number; version: number } | null,
): RegisterPatient {
  const mobile = trimmed(values.mobile);
  const alternateMobile = trimmed(values.alternateMobile);
  const age = numberOrNull(values.age);
  const split = nameFormat === 'split';
  return {
    designation: values.designation,
    firstName: split ? trimmed(values.firstName) : null,
    middleName: split ? trimmed(values.middleName) : null,
    lastName: split ? trimmed(values.lastName) : null,
    suffix: split ? trimmed(values.suffix) : null,
    fullName: split ? null : trimmed(values.fullName),
    gender: values.gender,
    age,
    ageUnit: age === null ? null : values.ageUnit,
    dateOfBirth: dateOfBirthOf(values),
    email: trimmed(values.email),
    alternateEmail: trimmed(values.alternateEmail),
    mobile: mobile && nationalNumber(mobile, values.isoCode),
    alternateMobile: alternateMobile && nationalNumber(alternateMobile, values.isoCode),
    countryCode: dialCodeOf(values.isoCode),
    isoCode: values.isoCode,
    isPrimaryContact: values.isPrimaryContact,
    area: trimmed(values.area),
    city: trimmed(values.city),
    state: trimmed(values.state),
    country: values.country,
    pincode: trimmed(values.pincode),
    organisationId: values.organisation?.id ?? null,
    referralDoctorId: values.referralDoctor?.id ?? null,
    race: trimmed(values.race),
    ethnicity: trimmed(values.ethnicity),
    nationality: values.nationality,
    nationalIdentityNumber: trimmed(values.nationalIdentityNumber),
    nationalHealthId: trimmed(values.nationalHealthId),
    referenceId: trimmed(values.referenceId),
    passportNo: trimmed(values.passportNo),
    insuranceNo: trimmed(values.insuranceNo),
    diseases: values.diseases,
    medicalHistoryIds: values.medicalHistoryIds.map(Number),
    allergyIds: values.allergyIds.map(Number),
    heightCm: numberOrNull(values.heightCm),
    weightKg: numberOrNull(values.weightKg),
    whatsappConsent: values.whatsappConsent,
    insurances: sentInsuranceRows(values).map((index) => insuranceOf(values.insurances[index] as InsuranceRowValues)),
    guarantor: guarantorOf(values.guarantor, values),
    patientId: existing?.id ?? null,
    version: existing?.version ?? null,
  };
}

/**
 * Where an issue's field (the rules' or the server's name) is shown on the form. `sentRows` maps
 * the server's insurance row numbers, which count only the rows sent, back to the form's.
 */
export function formFieldOf(field: string, sentRows?: readonly number[]): string {
  if (field === 'organisationId') return 'organisation';
  if (field === 'referralDoctorId') return 'referralDoctor';
  if (field === 'countryCode' || field === 'isoCode') return 'mobile';
  if (field === 'age' || field === 'ageUnit') return 'age';
  const row = /^insurances\.(\d+)\.(.+)$/.exec(field);
  if (row && sentRows) return `insurances.${sentRows[Number(row[1])] ?? row[1]}.${row[2]}`;
  if (field === 'guarantor.guarantorId') return 'guarantor.existing';
  // A multi-select is one input: an issue of one of its entries is shown on it.
  const list = /^(diseases|medicalHistoryIds|allergyIds)\./.exec(field);
  if (list) return list[1] as string;
  return field;
}
