import { ageUnits, designations, genders, relations } from '@lims/domain';
import { z } from 'zod';
import { Id, Timestamp, Version } from './common.js';
import { listQuery, page } from './lists.js';
import { Text } from './text.js';

/** A calendar date, `YYYY-MM-DD`. Whether it is a real, past date is a domain rule. */
export const CalendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidRequest');

const Optional = (max: number) => Text({ max, min: 0 }).nullish();
/** A phone as typed: the domain rules strip non-digits and check it for its country. */
const Phone = z.string().max(20).nullish();
const DialCode = z.string().regex(/^\d{1,4}$/, 'invalidRequest');
const IsoCode = z.string().regex(/^[A-Za-z]{2}$/, 'invalidRequest');

export const Designation = z.enum(designations);
export const Gender = z.enum(genders);
export const AgeUnit = z.enum(ageUnits);
export const Relation = z.enum(relations);

export const NamedRef = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof NamedRef>;

export const DiseaseEntry = z.object({ code: Text({ max: 16 }), name: Text({ max: 200 }) });
export type DiseaseEntry = z.infer<typeof DiseaseEntry>;

/** One insurance row of the registration form (spec 000 §3 'Insurance entry'). */
export const PatientInsuranceInput = z.object({
  insuranceId: Id.nullish(),
  policyNumber: Optional(60),
  groupNumber: Optional(60),
  relation: Relation.nullish(),
  policyHolderFirstName: Optional(80),
  policyHolderMiddleName: Optional(80),
  policyHolderLastName: Optional(80),
  policyHolderAddress: Optional(300),
  policyHolderDateOfBirth: CalendarDate.nullish(),
  policyHolderSex: Gender.nullish(),
  claimManager: Optional(120),
  isWorkerCompensation: z.boolean().default(false),
  injuryDate: CalendarDate.nullish(),
  contact: Phone,
  email: Optional(254),
  countryCode: DialCode.nullish(),
});
export type PatientInsuranceInput = z.infer<typeof PatientInsuranceInput>;

/** spec 000 §3 Guarantor: "relation plus guarantor data, or an existing guarantor_id". */
export const GuarantorInput = z.object({
  guarantorId: Id.nullish(),
  firstName: Optional(80),
  lastName: Optional(80),
  countryCode: DialCode.nullish(),
  contact: Phone,
  email: Optional(254),
  address: Optional(300),
  relation: Relation,
});
export type GuarantorInput = z.infer<typeof GuarantorInput>;

/** The demographic fields the registration form and the API share (spec 000 §3). */
const PatientFields = {
  designation: Designation.nullish(),
  firstName: Optional(80),
  middleName: Optional(80),
  lastName: Optional(80),
  suffix: Optional(20),
  /** The name in single-name mode; made from the parts in split mode. */
  fullName: Optional(200),
  gender: Gender.nullish(),
  age: z.number().int().min(0).max(150).nullish(),
  ageUnit: AgeUnit.nullish(),
  dateOfBirth: CalendarDate.nullish(),
  email: Optional(254),
  alternateEmail: Optional(254),
  mobile: Phone,
  alternateMobile: Phone,
  countryCode: DialCode.nullish(),
  isoCode: IsoCode.nullish(),
  isPrimaryContact: z.boolean().default(true),
  area: Optional(120),
  city: Optional(120),
  state: Optional(120),
  country: Optional(120),
  pincode: Optional(12),
  organisationId: Id.nullish(),
  referralDoctorId: Id.nullish(),
  race: Optional(60),
  ethnicity: Optional(60),
  nationality: Optional(60),
  nationalIdentityNumber: Optional(40),
  nationalHealthId: Optional(40),
  referenceId: Optional(40),
  passportNo: Optional(20),
  insuranceNo: Optional(40),
  diseases: z.array(DiseaseEntry).max(20).default([]),
  medicalHistoryIds: z.array(Id).max(100).default([]),
  allergyIds: z.array(Id).max(100).default([]),
  heightCm: z.number().positive().max(300).nullish(),
  weightKg: z.number().positive().max(700).nullish(),
  whatsappConsent: z.boolean().default(false),
};

/**
 * `POST /api/v1/patients` (spec 000 §3 'Patient registration input'). With `patientId` and its
 * `version` it registers a patient of this lab again (a recurring visit): their record is
 * updated from the form, except the mobile, which has its own link.
 */
export const RegisterPatient = z.object({
  ...PatientFields,
  insurances: z.array(PatientInsuranceInput).max(10).default([]),
  guarantor: GuarantorInput.nullish(),
  patientId: Id.nullish(),
  version: Version.nullish(),
  /** The user saw the likely duplicates and registers a new patient anyway. */
  confirmedNotDuplicate: z.boolean().default(false),
});
export type RegisterPatient = z.input<typeof RegisterPatient>;
export type RegisterPatientBody = z.output<typeof RegisterPatient>;

/** A patient as lists and search show them. */
export const PatientSummary = z
  .object({
    id: z.number().int(),
    labPatientId: z.string(),
    referenceId: z.string().nullable(),
    designation: z.string().nullable(),
    fullName: z.string(),
    gender: z.string().nullable(),
    age: z.number().int().nullable(),
    ageUnit: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    countryCode: z.string().nullable(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    nationalIdentityNumber: z.string().nullable(),
    organisation: NamedRef.nullable(),
    referralDoctor: NamedRef.nullable(),
    recurring: z.boolean(),
    createdAt: Timestamp,
  })
  .meta({ id: 'PatientSummary' });
export type PatientSummary = z.infer<typeof PatientSummary>;

/** The whole record (spec 000 §3 'Patient user details'): the card, the page and the forms. */
export const Patient = PatientSummary.extend({
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  suffix: z.string().nullable(),
  ageInDays: z.number().int().nullable(),
  alternateEmail: z.string().nullable(),
  isoCode: z.string().nullable(),
  alternateMobile: z.string().nullable(),
  isPrimaryContact: z.boolean(),
  area: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  pincode: z.string().nullable(),
  patientType: z.string(),
  race: z.string().nullable(),
  ethnicity: z.string().nullable(),
  nationality: z.string().nullable(),
  nationalHealthId: z.string().nullable(),
  passportNo: z.string().nullable(),
  insuranceNo: z.string().nullable(),
  diseases: z.array(z.object({ code: z.string(), name: z.string() })),
  medicalHistory: z.array(NamedRef),
  allergies: z.array(NamedRef),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  whatsappConsent: z.boolean(),
  /** The profile picture, served by `GET /api/v1/patients/{id}/picture`; null when none. */
  profilePictureFileId: z.number().int().nullable(),
  /** Change requests of the patient's own waiting for a decision (the 'Info Request Changes >' link). */
  pendingChangeRequests: z.number().int(),
  version: Version,
  updatedAt: Timestamp,
}).meta({ id: 'Patient' });
export type Patient = z.infer<typeof Patient>;

export const PatientListQuery = listQuery(['fullName', 'labPatientId', 'createdAt']).extend({
  /** Registered on or after this date, and on or before `registeredTo` (the lab's dates). */
  registeredFrom: CalendarDate.optional(),
  registeredTo: CalendarDate.optional(),
  organisationId: Id.optional(),
  referralDoctorId: Id.optional(),
});
export type PatientListQuery = z.infer<typeof PatientListQuery>;
export const PatientList = page(PatientSummary);
export type PatientList = z.infer<typeof PatientList>;

/**
 * `PATCH /api/v1/patients/{id}`: the Update Patient Info modal (spec 000 §3 'Update patient
 * payload'). The user's own `password` is checked again here, not only by the form.
 */
export const UpdatePatient = z.object({
  designation: Designation.nullish(),
  fullName: Text({ max: 200 }),
  gender: Gender,
  dateOfBirth: CalendarDate.nullish(),
  age: z.number().int().min(0).max(150).nullish(),
  ageUnit: AgeUnit.nullish(),
  email: Optional(254),
  area: Optional(120),
  city: Optional(120),
  password: z.string().min(1, 'fieldEmpty').max(200),
  version: Version,
});
export type UpdatePatient = z.infer<typeof UpdatePatient>;

/** `POST /api/v1/auth/verify-password`: the Update Patient Info modal's debounced check. */
export const VerifyPassword = z.object({ password: z.string().min(1, 'fieldEmpty').max(200) });
export const PasswordVerified = z.object({ valid: z.boolean() });
export type PasswordVerified = z.infer<typeof PasswordVerified>;

/** spec 000 §7 updatePatientMobileNo: the update-mobile-number link. */
export const UpdatePatientMobile = z.object({
  mobile: z.string().min(1, 'fieldEmpty').max(20),
  countryCode: DialCode,
  isoCode: IsoCode,
  version: Version,
});
export type UpdatePatientMobile = z.infer<typeof UpdatePatientMobile>;

/** spec 000 §7 convertIndirectToDirect: an indirect patient gets their own mobile and e-mail. */
export const ConvertPatientToDirect = UpdatePatientMobile.extend({ email: Optional(254) });
export type ConvertPatientToDirect = z.infer<typeof ConvertPatientToDirect>;

/** Likely duplicates of a registration (same name and date of birth, or same mobile and name). */
export const DuplicateQuery = z.object({
  fullName: Text({ max: 200 }),
  dateOfBirth: CalendarDate.optional(),
  mobile: z.string().max(20).optional(),
  isoCode: IsoCode.optional(),
});
export type DuplicateQuery = z.infer<typeof DuplicateQuery>;
export const DuplicateMatch = PatientSummary.extend({
  /** The strict-check dialog opens when a match already has reports (spec 000 §4). */
  hasReports: z.boolean(),
});
export type DuplicateMatch = z.infer<typeof DuplicateMatch>;
export const DuplicateMatches = z.object({ matches: z.array(DuplicateMatch) });
export type DuplicateMatches = z.infer<typeof DuplicateMatches>;

/** The lab's medical histories and allergies (spec 000 §7 getMedicalHistoryList, getAllergiesList). */
export const MedicalHistoryKind = z.enum(['history', 'allergy']);
export type MedicalHistoryKind = z.infer<typeof MedicalHistoryKind>;
export const MedicalHistoryLists = z.object({ histories: z.array(NamedRef), allergies: z.array(NamedRef) });
export type MedicalHistoryLists = z.infer<typeof MedicalHistoryLists>;
/** '+ Add Medical History' (spec 000 §7 addMedicalHistory). */
export const AddMedicalHistory = z.object({ kind: MedicalHistoryKind.default('history'), name: Text({ max: 120 }) });
export type AddMedicalHistory = z.input<typeof AddMedicalHistory>;
/** Edit Medical History's save (spec 000 §7 saveHistoryAndAllergies). */
export const SetPatientMedicalHistory = z.object({
  medicalHistoryIds: z.array(Id).max(100),
  allergyIds: z.array(Id).max(100),
  version: Version,
});
export type SetPatientMedicalHistory = z.infer<typeof SetPatientMedicalHistory>;

/**
 * `GET /api/v1/search?q=` (spec 000 §2 'Patient search groups'). `variant` is the original's
 * is_multi_center_search, is_national_id_search and is_common_search.
 */
export const SearchVariant = z.enum(['default', 'multiCentre', 'nationalId', 'common']);
export const SearchQuery = z.object({
  q: Text({ max: 100 }),
  variant: SearchVariant.default('default'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type SearchQuery = z.infer<typeof SearchQuery>;
/** A hit of the groups other areas answer: what to show and where it leads. */
export const SearchHit = z.object({
  id: z.number().int(),
  label: z.string(),
  patientId: z.number().int().nullable(),
  /** The patient's full name, shown with the hit so two bills of one morning can be told apart. */
  patientName: z.string().nullable(),
  /** The bill number of the bill the hit opens (an order's bill; a bill's own), when it has one. */
  billLabel: z.string().nullable(),
  createdAt: Timestamp,
});
export type SearchHit = z.infer<typeof SearchHit>;
export const SearchResult = z.object({
  patients: z.array(PatientSummary),
  /** Filled as the samples, billing and orders areas land. */
  samples: z.array(SearchHit),
  bills: z.array(SearchHit),
  orders: z.array(SearchHit),
  nationalId: z.array(PatientSummary),
});
export type SearchResult = z.infer<typeof SearchResult>;
