import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, labIdColumn, refId, updatedAt } from './columns.js';
import { files } from './files.js';
import { labs } from './labs.js';
import { doctors, organisations } from './people.js';

/** A coded condition as a patient's disease list keeps it: ICD-10 code and name (spec 000 §7). */
export interface DiseaseEntry {
  code: string;
  name: string;
}

/**
 * A patient of a lab (spec 000 §3 'Patient user details' and 'Patient registration input').
 * `labPatientId` is the lab's own patient number from the per-lab counter; `referenceId` is the
 * optional id the lab types in (the original's `optionCode`). `fullName` is always the name as
 * shown; the split parts are kept when the lab registers names split.
 */
export const patients = pgTable(
  'patients',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    labPatientId: text('lab_patient_id').notNull(),
    referenceId: text('reference_id'),
    designation: text('designation'),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    suffix: text('suffix'),
    fullName: text('full_name').notNull(),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    age: integer('age'),
    ageUnit: text('age_unit'),
    ageInDays: integer('age_in_days'),
    email: text('email'),
    alternateEmail: text('alternate_email'),
    /** The dial code of `mobile` and `alternateMobile`, digits only ('91'), and its country. */
    countryCode: text('country_code'),
    isoCode: text('iso_code'),
    /** National significant number, digits only, without the dial code. */
    mobile: text('mobile'),
    alternateMobile: text('alternate_mobile'),
    isPrimaryContact: boolean('is_primary_contact').notNull().default(true),
    area: text('area'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    pincode: text('pincode'),
    organisationId: refId('organisation_id'),
    referralDoctorId: refId('referral_doctor_id'),
    /** spec 000 §3 patient type codes; registration gives D (has a mobile) or I (has none). */
    patientType: text('patient_type').notNull(),
    race: text('race'),
    ethnicity: text('ethnicity'),
    nationality: text('nationality'),
    nationalIdentityNumber: text('national_identity_number'),
    nationalHealthId: text('national_health_id'),
    passportNo: text('passport_no'),
    insuranceNo: text('insurance_no'),
    diseases: jsonb('diseases').$type<DiseaseEntry[]>().notNull().default([]),
    heightCm: numeric('height_cm', { mode: 'number' }),
    weightKg: numeric('weight_kg', { mode: 'number' }),
    whatsappConsent: boolean('whatsapp_consent').notNull().default(false),
    profilePictureFileId: refId('profile_picture_file_id'),
    /** The 'R' badge: the patient has come back for a second visit (spec 000 §2). */
    recurring: boolean('recurring').notNull().default(false),
    version: integer('version').notNull().default(0),
    createdBy: refId('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({
      columns: [table.labId, table.organisationId],
      foreignColumns: [organisations.labId, organisations.id],
    }),
    foreignKey({ columns: [table.labId, table.referralDoctorId], foreignColumns: [doctors.labId, doctors.id] }),
    foreignKey({ columns: [table.labId, table.profilePictureFileId], foreignColumns: [files.labId, files.id] }),
    uniqueIndex('patients_lab_patient_id').on(table.labId, table.labPatientId),
    index('patients_reference_id').on(table.labId, table.referenceId),
    index('patients_national_identity_number').on(table.labId, table.nationalIdentityNumber),
    index('patients_organisation').on(table.labId, table.organisationId, table.createdAt),
    index('patients_referral_doctor').on(table.labId, table.referralDoctorId),
    index('patients_created_at').on(table.labId, table.createdAt),
    // The order the lists and the search sort names in (textSort): lower case, byte order.
    index('patients_full_name').on(table.labId, sql`lower(${table.fullName}) collate "C"`),
  ],
);

/**
 * The words a patient is found by (spec 000 §7 patient search): each word of the name, folded
 * for case and accents, and the mobile numbers' digits reversed, so that every search is a
 * prefix scan of one index: a name prefix by `n:` terms, a mobile suffix by `m:` terms.
 */
export const patientSearchTerms = pgTable(
  'patient_search_terms',
  {
    labId: labIdColumn(),
    term: text('term').notNull(),
    patientId: refId('patient_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.term, table.patientId] }),
    foreignKey({ columns: [table.labId, table.patientId], foreignColumns: [patients.labId, patients.id] }).onDelete(
      'cascade',
    ),
    index('patient_search_terms_prefix').on(table.labId, table.term.op('text_pattern_ops')),
    index('patient_search_terms_patient').on(table.labId, table.patientId),
  ],
);

/** The lab's lists of medical histories and allergies a patient is ticked against (spec 000 §2). */
export const medicalHistoryItems = pgTable(
  'medical_history_items',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    /** 'history' or 'allergy'. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    uniqueIndex('medical_history_items_name').on(table.labId, table.kind, sql`lower(${table.name})`),
  ],
);

export const patientMedicalHistory = pgTable(
  'patient_medical_history',
  {
    labId: labIdColumn(),
    patientId: refId('patient_id').notNull(),
    itemId: refId('item_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.patientId, table.itemId] }),
    foreignKey({ columns: [table.labId, table.patientId], foreignColumns: [patients.labId, patients.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [table.labId, table.itemId],
      foreignColumns: [medicalHistoryItems.labId, medicalHistoryItems.id],
    }),
    index('patient_medical_history_item').on(table.labId, table.itemId),
  ],
);

/** Conditions with ICD-10 codes a disease is chosen from: the common ones seeded, the lab's own added. */
export const diseases = pgTable(
  'diseases',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    icdCode: text('icd_code').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    uniqueIndex('diseases_code').on(table.labId, table.icdCode),
    index('diseases_name').on(table.labId, sql`lower(${table.name})`),
  ],
);

/** Insurance companies the lab bills (spec 000 §3 'Insurance record': name, type). */
export const insurances = pgTable(
  'insurances',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    name: text('name').notNull(),
    /** Commercial, Medicare, Medicaid or Other. */
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    uniqueIndex('insurances_name').on(table.labId, sql`lower(${table.name})`),
  ],
);

/** A patient's insurance rows (spec 000 §3 'Insurance entry'), in the order entered. */
export const patientInsurances = pgTable(
  'patient_insurances',
  {
    labId: labIdColumn(),
    id: identityId(),
    patientId: refId('patient_id').notNull(),
    position: smallint('position').notNull(),
    insuranceId: refId('insurance_id').notNull(),
    policyNumber: text('policy_number').notNull(),
    groupNumber: text('group_number'),
    relation: text('relation').notNull(),
    policyHolderFirstName: text('policy_holder_first_name'),
    policyHolderMiddleName: text('policy_holder_middle_name'),
    policyHolderLastName: text('policy_holder_last_name'),
    policyHolderAddress: text('policy_holder_address'),
    policyHolderDateOfBirth: date('policy_holder_date_of_birth', { mode: 'string' }),
    policyHolderSex: text('policy_holder_sex'),
    claimManager: text('claim_manager'),
    isWorkerCompensation: boolean('is_worker_compensation').notNull().default(false),
    injuryDate: date('injury_date', { mode: 'string' }),
    contact: text('contact'),
    email: text('email'),
    countryCode: text('country_code'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.patientId], foreignColumns: [patients.labId, patients.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [table.labId, table.insuranceId], foreignColumns: [insurances.labId, insurances.id] }),
    index('patient_insurances_patient').on(table.labId, table.patientId, table.position),
  ],
);

/** A person who pays for patients (spec 000 §3 Guarantor): one may guarantee several patients. */
export const guarantors = pgTable(
  'guarantors',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    countryCode: text('country_code'),
    contact: text('contact'),
    email: text('email'),
    address: text('address'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.labId, table.id] })],
);

export const patientGuarantors = pgTable(
  'patient_guarantors',
  {
    labId: labIdColumn(),
    patientId: refId('patient_id').notNull(),
    guarantorId: refId('guarantor_id').notNull(),
    relation: text('relation').notNull(),
    /** The guarantor preselected when the patient is chosen at registration (spec 000 §4). */
    isDefault: boolean('is_default').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.patientId, table.guarantorId] }),
    foreignKey({ columns: [table.labId, table.patientId], foreignColumns: [patients.labId, patients.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [table.labId, table.guarantorId], foreignColumns: [guarantors.labId, guarantors.id] }),
    index('patient_guarantors_guarantor').on(table.labId, table.guarantorId),
  ],
);

/** Identity documents of a patient (spec 000 §3 ID proof types), each an uploaded file. */
export const patientIdProofs = pgTable(
  'patient_id_proofs',
  {
    labId: labIdColumn(),
    id: identityId(),
    patientId: refId('patient_id').notNull(),
    proofType: text('proof_type').notNull(),
    documentNumber: text('document_number'),
    fileId: refId('file_id').notNull(),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.patientId], foreignColumns: [patients.labId, patients.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [table.labId, table.fileId], foreignColumns: [files.labId, files.id] }),
    index('patient_id_proofs_patient').on(table.labId, table.patientId),
  ],
);

/**
 * A change to their details a patient asked for (spec 000 §4 'Patient info change request'):
 * staff compare it with the current record and accept or reject it.
 */
export const patientChangeRequests = pgTable(
  'patient_change_requests',
  {
    labId: labIdColumn(),
    id: identityId(),
    patientId: refId('patient_id').notNull(),
    requested: jsonb('requested').$type<Record<string, unknown>>().notNull(),
    /** 'pending', 'accepted' or 'rejected'. */
    status: text('status').notNull().default('pending'),
    requestedBy: refId('requested_by'),
    decidedBy: refId('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.patientId], foreignColumns: [patients.labId, patients.id] }).onDelete(
      'cascade',
    ),
    index('patient_change_requests_patient').on(table.labId, table.patientId, table.status),
  ],
);

/** Patients of the same family (spec 000 §7 get-patient-relative), each link stored once per side. */
export const patientRelatives = pgTable(
  'patient_relatives',
  {
    labId: labIdColumn(),
    patientId: refId('patient_id').notNull(),
    relativeId: refId('relative_id').notNull(),
    relation: text('relation').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.patientId, table.relativeId] }),
    foreignKey({ columns: [table.labId, table.patientId], foreignColumns: [patients.labId, patients.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [table.labId, table.relativeId], foreignColumns: [patients.labId, patients.id] }).onDelete(
      'cascade',
    ),
    index('patient_relatives_relative').on(table.labId, table.relativeId),
  ],
);
