import {
  idProofTypes,
  insuranceTypes,
  isAadhaarNumber,
  isIcd10Code,
  type MessageKey,
  messageText,
  normaliseIcdCode,
  patientChangeFields,
} from '@lims/domain';
import { z } from 'zod';
import { Id, Timestamp, Version } from './common.js';
import { StoredFile } from './files.js';
import {
  CalendarDate,
  Designation,
  Gender,
  GuarantorInput,
  NamedRef,
  PatientInsuranceInput,
  Relation,
} from './patients.js';
import { Text } from './text.js';

/*
 * The records around a patient (spec 000 §3, §7): insurances, guarantors, ID proofs, the
 * profile picture, change requests, relatives, coded conditions, the health registry, and the
 * look-ups of the registration form. The patient itself is in `patients.ts`.
 */

const Optional = (max: number) => Text({ max, min: 0 }).nullish();
/** A phone as typed: the domain rules strip non-digits and check it for its country. */
const Phone = z.string().max(20).nullish();

/** A change to a record with its own version, named in the query string: `?version=3`. */
export const VersionQuery = z.object({ version: z.coerce.number().pipe(Version) });
export type VersionQuery = z.infer<typeof VersionQuery>;

/** What a change the spec confirms in words answers: the key the client shows, and its English. */
const Confirmation = <Key extends MessageKey>(key: Key) =>
  z.object({ messageKey: z.literal(key), message: z.literal(messageText(key)) });
/** The confirmation of `key`, to send. */
export const confirmation = <Key extends MessageKey>(key: Key) => ({ messageKey: key, message: messageText(key) });

// ---------------------------------------------------------------------------------------------
// Insurances (spec 000 §3 'Insurance record', 'Insurance entry'; §7 insurance/*)

export const InsuranceType = z.enum(insuranceTypes);
export type InsuranceType = z.infer<typeof InsuranceType>;

/** An insurance company the lab bills (spec 000 §3 'Insurance record (list): name, type, id'). */
export const Insurance = z
  .object({ id: z.number().int(), name: z.string(), type: InsuranceType })
  .meta({ id: 'Insurance' });
export type Insurance = z.infer<typeof Insurance>;
export const InsuranceList = z.object({ items: z.array(Insurance) });
export type InsuranceList = z.infer<typeof InsuranceList>;

/** `POST /api/v1/insurances` (spec 000 §7 insurance/create-or-update: name and type). */
export const CreateInsurance = z.object({ name: Text({ max: 120 }), type: InsuranceType });
export type CreateInsurance = z.infer<typeof CreateInsurance>;

/** One of a patient's insurance rows, in the order entered. */
export const PatientInsurance = z
  .object({
    id: z.number().int(),
    position: z.number().int(),
    insuranceId: z.number().int(),
    insuranceName: z.string(),
    insuranceType: InsuranceType,
    policyNumber: z.string(),
    groupNumber: z.string().nullable(),
    relation: Relation,
    policyHolderFirstName: z.string().nullable(),
    policyHolderMiddleName: z.string().nullable(),
    policyHolderLastName: z.string().nullable(),
    policyHolderAddress: z.string().nullable(),
    policyHolderDateOfBirth: z.string().nullable(),
    policyHolderSex: Gender.nullable(),
    claimManager: z.string().nullable(),
    isWorkerCompensation: z.boolean(),
    injuryDate: z.string().nullable(),
    contact: z.string().nullable(),
    email: z.string().nullable(),
    countryCode: z.string().nullable(),
  })
  .meta({ id: 'PatientInsurance' });
export type PatientInsurance = z.infer<typeof PatientInsurance>;

/** A patient's insurance rows and the patient's version, which a change of them moves on. */
export const PatientInsurances = z.object({ items: z.array(PatientInsurance), version: Version });
export type PatientInsurances = z.infer<typeof PatientInsurances>;

/**
 * `PUT /api/v1/patients/{id}/insurances`: the whole list, as the form holds it (spec 000 §7
 * insurance/create-or-update). Untouched rows are dropped; `version` is the patient's.
 */
export const SetPatientInsurances = z.object({
  insurances: z.array(PatientInsuranceInput).max(10),
  version: Version,
});
export type SetPatientInsurances = z.input<typeof SetPatientInsurances>;
export type SetPatientInsurancesBody = z.output<typeof SetPatientInsurances>;

// ---------------------------------------------------------------------------------------------
// Guarantors (spec 000 §3 Guarantor, §4 'the default guarantor is preselected')

export const Guarantor = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string().nullable(),
    countryCode: z.string().nullable(),
    contact: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
  })
  .meta({ id: 'Guarantor' });
export type Guarantor = z.infer<typeof Guarantor>;
export const GuarantorList = z.object({ items: z.array(Guarantor) });
export type GuarantorList = z.infer<typeof GuarantorList>;

/** A guarantor of one patient: how they are related, and whether registration preselects them. */
export const PatientGuarantor = Guarantor.extend({ relation: Relation, isDefault: z.boolean() }).meta({
  id: 'PatientGuarantor',
});
export type PatientGuarantor = z.infer<typeof PatientGuarantor>;
export const PatientGuarantorList = z.object({ items: z.array(PatientGuarantor) });
export type PatientGuarantorList = z.infer<typeof PatientGuarantorList>;

/** `GET /api/v1/guarantors?search=`: the lab's guarantors by name or contact, to choose one again. */
export const GuarantorSearchQuery = z.object({
  search: Text({ max: 100, min: 0 }).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type GuarantorSearchQuery = z.infer<typeof GuarantorSearchQuery>;

/** `POST /api/v1/patients/{id}/guarantors`: an existing guarantor by id, or a new one, with the relation. */
export const LinkGuarantor = GuarantorInput.extend({ isDefault: z.boolean().default(false) });
export type LinkGuarantor = z.input<typeof LinkGuarantor>;
export type LinkGuarantorBody = z.output<typeof LinkGuarantor>;

// ---------------------------------------------------------------------------------------------
// ID proofs (spec 000 §3 'ID proof types'; §7 storage-manager/id-proofs/upload, edit_id_proof_details_api)

export const IdProofType = z.enum(idProofTypes);
export type IdProofType = z.infer<typeof IdProofType>;

export const IdProof = z
  .object({
    id: z.number().int(),
    patientId: z.number().int(),
    proofType: IdProofType,
    documentNumber: z.string().nullable(),
    /** The scan, downloaded from `GET /api/v1/patients/{id}/id-proofs/{proofId}/file`. */
    file: StoredFile,
    version: Version,
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ id: 'IdProof' });
export type IdProof = z.infer<typeof IdProof>;
export const IdProofList = z.object({ items: z.array(IdProof) });
export type IdProofList = z.infer<typeof IdProofList>;

export const IdProofParams = z.object({ id: Id, proofId: Id });
export type IdProofParams = z.infer<typeof IdProofParams>;

/**
 * `POST /api/v1/patients/{id}/id-proofs?proofType=Passport&documentNumber=…`: the scan is the
 * multipart part 'file' (jpeg, jpg, png, gif or pdf, at most 800 KB); its type and number ride
 * in the query string, so that they are checked before the file is read.
 */
export const UploadIdProofQuery = z.object({
  proofType: IdProofType,
  documentNumber: Text({ max: 40, min: 0 }).optional(),
});
export type UploadIdProofQuery = z.infer<typeof UploadIdProofQuery>;

/** `PATCH /api/v1/patients/{id}/id-proofs/{proofId}` (spec 000 §7 edit_id_proof_details_api). */
export const UpdateIdProof = z.object({
  proofType: IdProofType.optional(),
  documentNumber: Optional(40),
  version: Version,
});
export type UpdateIdProof = z.infer<typeof UpdateIdProof>;

/** spec 000 §8: 'ID Proof entry Updated successfully'. */
export const IdProofUpdated = Confirmation('idProofUpdated').extend({ idProof: IdProof });
export type IdProofUpdated = z.infer<typeof IdProofUpdated>;
/** spec 000 §8: 'ID Proof entry deleted successfully'. */
export const IdProofDeleted = Confirmation('idProofDeleted');
export type IdProofDeleted = z.infer<typeof IdProofDeleted>;

// ---------------------------------------------------------------------------------------------
// Profile picture (spec 000 §7 uploadPatientProfilePic, image delete; §2 'Delete Image?')

/** The patient's picture and the patient's version, which a change of it moves on. */
export const PatientPicture = z.object({ picture: StoredFile.nullable(), version: Version });
export type PatientPicture = z.infer<typeof PatientPicture>;
/** spec 000 §8 image delete: 'Image deleted successfully.' */
export const PatientPictureDeleted = PatientPicture.extend(Confirmation('imageDeleted').shape);
export type PatientPictureDeleted = z.infer<typeof PatientPictureDeleted>;

export const patientPicturePath = (patientId: number) => `/api/v1/patients/${patientId}/picture`;

// ---------------------------------------------------------------------------------------------
// Change requests (spec 000 §4 'Patient info change request'; §7 get_request_and_db_data_user,
// request_response_of_admin)

/**
 * `POST /api/v1/patients/{id}/change-requests`, from the patient's own login: the fields they
 * want changed, each with its new value (null clears an optional one). The rules are the
 * update form's (packages/domain change-request-rules.ts).
 */
export const SubmitChangeRequest = z.object({
  designation: Designation.nullish(),
  fullName: Text({ max: 200 }).optional(),
  gender: Gender.optional(),
  dateOfBirth: CalendarDate.nullish(),
  email: Optional(254),
  alternateEmail: Optional(254),
  alternateMobile: Phone,
  area: Optional(120),
  city: Optional(120),
  state: Optional(120),
  pincode: Optional(12),
}) satisfies z.ZodType<Partial<Record<(typeof patientChangeFields)[number], unknown>>>;
export type SubmitChangeRequest = z.infer<typeof SubmitChangeRequest>;

/** The values of the fields a request changes, by field: the popover's two columns. */
export const PatientChangeValues = z.object(
  Object.fromEntries(patientChangeFields.map((field) => [field, z.string().nullable().optional()])) as Record<
    (typeof patientChangeFields)[number],
    z.ZodOptional<z.ZodNullable<z.ZodString>>
  >,
);
export type PatientChangeValues = z.infer<typeof PatientChangeValues>;

export const ChangeRequestStatus = z.enum(['pending', 'accepted', 'rejected']);
export type ChangeRequestStatus = z.infer<typeof ChangeRequestStatus>;

/** A change request with, for each field it changes, the record's value now and the one asked for. */
export const PatientChangeRequest = z
  .object({
    id: z.number().int(),
    patientId: z.number().int(),
    status: ChangeRequestStatus,
    current: PatientChangeValues,
    requested: PatientChangeValues,
    /** The patient's version that `current` was read at: a decision sends it back. */
    patientVersion: Version,
    createdAt: Timestamp,
    decidedAt: Timestamp.nullable(),
  })
  .meta({ id: 'PatientChangeRequest' });
export type PatientChangeRequest = z.infer<typeof PatientChangeRequest>;
export const PatientChangeRequestList = z.object({ items: z.array(PatientChangeRequest) });
export type PatientChangeRequestList = z.infer<typeof PatientChangeRequestList>;

/**
 * `POST /api/v1/patient-change-requests/{id}/decision`: Accept (1) or Reject (0), spec 000 §4,
 * from the patient's version the popover compared (an accepted request changes the record).
 */
export const DecideChangeRequest = z.object({ accept: z.boolean(), version: Version });
export type DecideChangeRequest = z.infer<typeof DecideChangeRequest>;
/** The decided request and the patient's version after it (moved on when accepted). */
export const ChangeRequestDecision = z.object({ request: PatientChangeRequest, patientVersion: Version });
export type ChangeRequestDecision = z.infer<typeof ChangeRequestDecision>;

// ---------------------------------------------------------------------------------------------
// Relatives (spec 000 §7 user-details/get-patient-relative)

/** A relative as the patient card lists them. */
export const RelativeSummary = z.object({
  id: z.number().int(),
  labPatientId: z.string(),
  fullName: z.string(),
  gender: z.string().nullable(),
  age: z.number().int().nullable(),
  ageUnit: z.string().nullable(),
  mobile: z.string().nullable(),
});
export const PatientRelative = z
  .object({
    relative: RelativeSummary,
    /** What the relative is to the patient: their Mother, Son, … */
    relation: Relation,
  })
  .meta({ id: 'PatientRelative' });
export type PatientRelative = z.infer<typeof PatientRelative>;
export const PatientRelativeList = z.object({ items: z.array(PatientRelative) });
export type PatientRelativeList = z.infer<typeof PatientRelativeList>;

export const AddRelative = z.object({ relativeId: Id, relation: Relation });
export type AddRelative = z.infer<typeof AddRelative>;
export const RelativeParams = z.object({ id: Id, relativeId: Id });
export type RelativeParams = z.infer<typeof RelativeParams>;

// ---------------------------------------------------------------------------------------------
// Coded conditions (spec 000 §7 getDiseaseListApi, get_all_icd_codes)

/** Where a condition comes from: the product's built-in common list, or the lab's own. */
export const ConditionSource = z.enum(['common', 'lab']);
export const Condition = z
  .object({ icdCode: z.string(), name: z.string(), source: ConditionSource })
  .meta({ id: 'Condition' });
export type Condition = z.infer<typeof Condition>;
export const ConditionList = z.object({ items: z.array(Condition) });
export type ConditionList = z.infer<typeof ConditionList>;

/** At most this many conditions answer one search. */
export const conditionSearchLimit = 50;
export const ConditionQuery = z.object({ search: Text({ max: 100, min: 0 }).optional() });
export type ConditionQuery = z.infer<typeof ConditionQuery>;

/** `POST /api/v1/diseases`: a condition of the lab's own, by its ICD-10 code. */
export const CreateCondition = z.object({
  icdCode: Text({ max: 16 }).transform(normaliseIcdCode).refine(isIcd10Code, 'icdCodeNotValid'),
  name: Text({ max: 200 }),
});
export type CreateCondition = z.input<typeof CreateCondition>;
export type CreateConditionBody = z.output<typeof CreateCondition>;

// ---------------------------------------------------------------------------------------------
// Health registry (spec 000 §7 hip/*, get_national_registry_data, the fingerprint calls)

/** spec 000 §3: "Authentication modes: MOBILE_OTP and AADHAAR_OTP." */
export const HealthIdAuthMode = z.enum(['MOBILE_OTP', 'AADHAAR_OTP']);
export type HealthIdAuthMode = z.infer<typeof HealthIdAuthMode>;
/** spec 000 §3: "Fingerprint fingers: LEFT or RIGHT times THUMB, INDEX, MIDDLE, RING, LITTLE." */
export const FingerprintFinger = z.enum([
  'LEFT_THUMB',
  'LEFT_INDEX',
  'LEFT_MIDDLE',
  'LEFT_RING',
  'LEFT_LITTLE',
  'RIGHT_THUMB',
  'RIGHT_INDEX',
  'RIGHT_MIDDLE',
  'RIGHT_RING',
  'RIGHT_LITTLE',
]);
export type FingerprintFinger = z.infer<typeof FingerprintFinger>;

const HealthId = Text({ max: 40 });
const Otp = z.string().regex(/^\d{4,8}$/, 'invalidOtp');
const TransactionId = Text({ max: 100 });

/** Each registry call: what it is sent and what a configured registry answers. */
export const healthRegistryCalls = {
  /** hip/send_aadhar_otp/ */
  sendAadhaarOtp: {
    input: z.object({ aadhaarNumber: z.string().max(20).refine(isAadhaarNumber, 'documentNumberNotValid') }),
    answer: z.object({ transactionId: z.string() }),
  },
  /** hip/create_health_id_with_aadhar/ */
  createHealthIdWithAadhaar: {
    input: z.object({ transactionId: TransactionId, otp: Otp }),
    answer: z.object({ healthId: z.string(), healthIdNumber: z.string() }),
  },
  /** hip/uil_confirm/: the OTP of the auth mode chosen for an existing health id. */
  confirm: {
    input: z.object({ transactionId: TransactionId, otp: Otp, authMode: HealthIdAuthMode }),
    answer: z.object({ healthId: z.string(), healthIdNumber: z.string() }),
  },
  /** hip/search/send_ndhm_link_to_patient/ */
  sendNdhmLink: {
    input: z.object({ healthId: HealthId, patientId: Id }),
    answer: z.object({ sent: z.boolean() }),
  },
  /** hip/search/fetch_auth_modes/ with health_id */
  fetchAuthModes: {
    input: z.object({ healthId: HealthId }),
    answer: z.object({ authModes: z.array(HealthIdAuthMode) }),
  },
  /** get_national_registry_data/: what the registry holds for a national id, to fill the form. */
  nationalRegistryData: {
    input: z.object({ nationalIdentityNumber: Text({ max: 40 }) }),
    answer: z.object({
      fullName: z.string().nullable(),
      gender: Gender.nullable(),
      dateOfBirth: z.string().nullable(),
      address: z.string().nullable(),
    }),
  },
  /** verfiy_finger_nh263/: a fingerprint against the national-health-membership record. */
  verifyFingerprint: {
    input: z.object({
      nationalIdentityNumber: Text({ max: 40 }),
      finger: FingerprintFinger,
      /** The scanner's template, base64. */
      template: z
        .string()
        .max(64 * 1024)
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'invalidRequest'),
    }),
    answer: z.object({ matched: z.boolean() }),
  },
} as const;
export type HealthRegistryOperation = keyof typeof healthRegistryCalls;
export const healthRegistryOperations = Object.keys(healthRegistryCalls) as HealthRegistryOperation[];
export type HealthRegistryInput<Operation extends HealthRegistryOperation> = z.infer<
  (typeof healthRegistryCalls)[Operation]['input']
>;
export type HealthRegistryAnswer<Operation extends HealthRegistryOperation> = z.infer<
  (typeof healthRegistryCalls)[Operation]['answer']
>;

// ---------------------------------------------------------------------------------------------
// Look-ups of the registration form (spec 000 §9: organisation search 500 ms, referral 300 ms)

export const LookupQuery = z.object({ q: Text({ max: 100, min: 0 }).default('') });
export type LookupQuery = z.infer<typeof LookupQuery>;
/** At most this many answers to one type-ahead. */
export const lookupLimit = 20;

/** An organisation to choose at registration, with the rules it sets for its patients (spec 000 §5, §6). */
export const OrganisationChoice = z.object({
  id: z.number().int(),
  name: z.string(),
  mandatoryPatientFields: z.array(z.string()),
  patientContactMandatory: z.boolean(),
});
export type OrganisationChoice = z.infer<typeof OrganisationChoice>;
export const OrganisationLookup = z.object({ items: z.array(OrganisationChoice) });
export type OrganisationLookup = z.infer<typeof OrganisationLookup>;

export const ReferralDoctorLookup = z.object({ items: z.array(NamedRef) });
export type ReferralDoctorLookup = z.infer<typeof ReferralDoctorLookup>;
