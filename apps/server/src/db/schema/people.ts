import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { branches } from './branches.js';
import { departments } from './catalogue.js';
import { createdAt, identityId, labIdColumn, refId, updatedAt } from './columns.js';
import { labs } from './labs.js';

/** Client or source centres (spec 002 §3 Organisation); extended by the organisations area. */
export const organisations = pgTable(
  'organisations',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    name: text('name').notNull(),
    /**
     * The optional registration fields this organisation makes mandatory for its patients
     * (spec 000 §5: email, age, mobile, area, city, patient id, national identity number, dob,
     * race, ethnicity), by their registration field names.
     */
    mandatoryPatientFields: text('mandatory_patient_fields').array().notNull().default([]),
    /** spec 000 §6 `patient_contact_mandatory`: a mobile or an alternate mobile is required. */
    patientContactMandatory: boolean('patient_contact_mandatory').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.labId, table.id] })],
);

/** Staff of a lab and their flags (spec 000 §6). Their sign-in lives in `accounts`. */
export const labUsers = pgTable(
  'lab_users',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    contact: text('contact'),
    admin: boolean('admin').notNull().default(false),
    financeManager: boolean('finance_manager').notNull().default(false),
    sampleAccess: boolean('sample_access').notNull().default(false),
    labAccess: boolean('lab_access').notNull().default(false),
    isReferral: boolean('is_referral').notNull().default(false),
    isCollectionCenter: smallint('is_collection_center').notNull().default(0),
    isRootUser: boolean('is_root_user').notNull().default(false),
    /** spec 000 §6: privilege cards, a numeric permission: 0 none, 1 assign cards, 2 also manage card types. */
    privilegeCardAccess: smallint('privilege_card_access').notNull().default(0),
    /** spec 000 §6: may approve a concession above the lab's limit. */
    discountApproval: boolean('discount_approval').notNull().default(false),
    /** The collection centre's own organisation, whose data alone it sees (spec 002 §6). */
    organisationId: refId('organisation_id'),
    /** The branch the user belongs to (spec 001 §6); null: all branches. */
    branchId: refId('branch_id'),
    enabled: boolean('enabled').notNull().default(true),
    /** Optimistic concurrency: an update sends the version it read (docs/decisions/0012). */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({
      columns: [table.labId, table.organisationId],
      foreignColumns: [organisations.labId, organisations.id],
    }),
    foreignKey({ columns: [table.labId, table.branchId], foreignColumns: [branches.labId, branches.id] }),
  ],
);

export const labUserDepartments = pgTable(
  'lab_user_departments',
  {
    labId: labIdColumn(),
    labUserId: refId('lab_user_id').notNull(),
    departmentId: refId('department_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.labUserId, table.departmentId] }),
    foreignKey({ columns: [table.labId, table.labUserId], foreignColumns: [labUsers.labId, labUsers.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [table.labId, table.departmentId], foreignColumns: [departments.labId, departments.id] }),
    index('lab_user_departments_department').on(table.labId, table.departmentId),
  ],
);

/** Signing and referral doctors (spec 001 §3 Signing doctor, 002 §3 Doctor). */
export const doctors = pgTable(
  'doctors',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    fullName: text('full_name').notNull(),
    isSigning: boolean('is_signing').notNull().default(false),
    isReferral: boolean('is_referral').notNull().default(false),
    /** Hash of the signing passkey (scrypt, as passwords); null for doctors who do not sign. */
    passkeyHash: text('passkey_hash'),
    /** The lab identity of a doctor who is also a lab user: the two can switch (spec 000 §1). */
    labUserId: refId('lab_user_id'),
    /** spec 001 §5: a doctor with access to all departments (the others reach those in doctor_departments). */
    allDepartments: boolean('all_departments').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.labUserId], foreignColumns: [labUsers.labId, labUsers.id] }),
    index('doctors_lab_user').on(table.labId, table.labUserId),
  ],
);

/** The departments a signing doctor signs for (spec 002 §6: 'Signing doctor must have access to the report's department'). */
export const doctorDepartments = pgTable(
  'doctor_departments',
  {
    labId: labIdColumn(),
    doctorId: refId('doctor_id').notNull(),
    departmentId: refId('department_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.doctorId, table.departmentId] }),
    foreignKey({ columns: [table.labId, table.doctorId], foreignColumns: [doctors.labId, doctors.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [table.labId, table.departmentId], foreignColumns: [departments.labId, departments.id] }),
  ],
);

/** Support staff of the product itself: they belong to no lab (spec 002 §6). */
export const supportUsers = pgTable('support_users', {
  id: identityId().primaryKey(),
  fullName: text('full_name').notNull(),
  /**
   * What this member of support may do on the support dashboard (packages/domain access
   * supportRights): 'labSettings' reads and changes a lab's settings, 'credits' adds credits.
   */
  rights: text('rights').array().notNull().default(sql`ARRAY['labSettings','credits']::text[]`),
  createdAt: createdAt(),
});

/** Per-lab counters for human-facing numbers, taken inside the transaction that uses them. */
export const labCounters = pgTable(
  'lab_counters',
  {
    labId: labIdColumn().references(() => labs.id),
    name: text('name').notNull(),
    value: refId('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.labId, table.name] })],
);
