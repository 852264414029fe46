import type { ReportFormatParameter } from '@lims/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, labIdColumn, refId, updatedAt } from './columns.js';
import { labs } from './labs.js';

/**
 * Tenant tables key on (lab_id, id) and every index leads with lab_id, so that a lab's rows
 * stay together when the database is distributed by lab (docs/decisions/0002-multi-tenancy.md).
 */
export const departments = pgTable(
  'departments',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    name: text('name').notNull(),
    /**
     * The signing doctor offered first on this department's reports (spec 001 §5 'The
     * department's default doctor goes first'); a doctors row, not a foreign key because the
     * doctors table refers to departments.
     */
    defaultSigningDoctorId: refId('default_signing_doctor_id'),
    enabled: boolean('enabled').notNull().default(true),
    /** Optimistic concurrency: an update sends the version it read (docs/decisions/0012). */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    uniqueIndex('departments_lab_name_unique').on(table.labId, sql`lower(${table.name})`),
  ],
);

/** What a sample is drawn into (spec 002 §3 'Other lookups': sample type). */
export const sampleTypes = pgTable(
  'sample_types',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    name: text('name').notNull(),
    containerType: text('container_type'),
    /** A CSS colour of the tube cap, shown as a swatch on labels and lists ('#7c3aed'). */
    containerColor: text('container_color'),
    /** How to draw and keep it (spec 002 §2 'Sample collection ... instructions panels'): fasting, volume, handling. */
    collectionInstructions: text('collection_instructions'),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    uniqueIndex('sample_types_lab_name_unique').on(table.labId, sql`lower(${table.name})`),
  ],
);

/** Another lab a test is sent out to (spec 002 §3 outsource centre). */
export const outsourceCentres = pgTable(
  'outsource_centres',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    name: text('name').notNull(),
    contactPerson: text('contact_person'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    uniqueIndex('outsource_centres_lab_name_unique').on(table.labId, sql`lower(${table.name})`),
  ],
);

/** How tests are grouped on the billing desk and in work lists ('Biochemistry', 'Hormones'). */
export const testCategories = pgTable(
  'test_categories',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    uniqueIndex('test_categories_lab_name_unique').on(table.labId, sql`lower(${table.name})`),
  ],
);

/** A lab's instrument (spec 002 §3 device: deviceId, deviceName), in one department. */
export const devices = pgTable(
  'devices',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    name: text('name').notNull(),
    departmentId: refId('department_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.departmentId], foreignColumns: [departments.labId, departments.id] }),
    uniqueIndex('devices_lab_name_unique').on(table.labId, sql`lower(${table.name})`),
  ],
);

/**
 * A test the lab bills and reports (spec 001 §3 Lab report 'reportID', spec 002 §3). Money is
 * in minor units of the lab's currency (paise for INR). The code is unique per lab only when the
 * lab's `uniqueTestCodeFlag` is on, so the service checks it, not an index.
 */
export const tests = pgTable(
  'tests',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    departmentId: refId('department_id').notNull(),
    sampleTypeId: refId('sample_type_id'),
    categoryId: refId('category_id'),
    price: bigint('price', { mode: 'number' }).notNull(),
    cost: bigint('cost', { mode: 'number' }).notNull().default(0),
    targetTatMinutes: integer('target_tat_minutes').notNull(),
    isOutsourceTest: boolean('is_outsource_test').notNull().default(false),
    outsourceCentreId: refId('outsource_centre_id'),
    isRadiology: boolean('is_radiology').notNull().default(false),
    multiSampleTest: boolean('multi_sample_test').notNull().default(false),
    hasSupplementaryTest: boolean('has_supplementary_test').notNull().default(false),
    isMultiUnit: boolean('is_multi_unit').notNull().default(false),
    loincCode: text('loinc_code'),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.departmentId], foreignColumns: [departments.labId, departments.id] }),
    foreignKey({ columns: [table.labId, table.sampleTypeId], foreignColumns: [sampleTypes.labId, sampleTypes.id] }),
    foreignKey({ columns: [table.labId, table.categoryId], foreignColumns: [testCategories.labId, testCategories.id] }),
    foreignKey({
      columns: [table.labId, table.outsourceCentreId],
      foreignColumns: [outsourceCentres.labId, outsourceCentres.id],
    }),
    index('tests_code').on(table.labId, sql`lower(${table.code})`),
    index('tests_name').on(table.labId, sql`lower(${table.name}) collate "C"`),
  ],
);

/** The tests an instrument runs (work lists by device, spec 002 §3 deviceId). */
export const deviceTests = pgTable(
  'device_tests',
  {
    labId: labIdColumn(),
    deviceId: refId('device_id').notNull(),
    testId: refId('test_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.deviceId, table.testId] }),
    foreignKey({ columns: [table.labId, table.deviceId], foreignColumns: [devices.labId, devices.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [table.labId, table.testId], foreignColumns: [tests.labId, tests.id] }),
    index('device_tests_test').on(table.labId, table.testId),
  ],
);

/** A panel billed as one line at its own price, reported as its tests (spec 001 §3 profileTestId). */
export const profiles = pgTable(
  'profiles',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    index('profiles_code').on(table.labId, sql`lower(${table.code})`),
    index('profiles_name').on(table.labId, sql`lower(${table.name}) collate "C"`),
  ],
);

export const profileTests = pgTable(
  'profile_tests',
  {
    labId: labIdColumn(),
    profileId: refId('profile_id').notNull(),
    testId: refId('test_id').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.profileId, table.testId] }),
    foreignKey({ columns: [table.labId, table.profileId], foreignColumns: [profiles.labId, profiles.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [table.labId, table.testId], foreignColumns: [tests.labId, tests.id] }),
    index('profile_tests_test').on(table.labId, table.testId),
  ],
);

/**
 * How a test's results are entered and printed: an ordered list of parameters (spec 001 §3
 * 'Report format parameter'), kept as one document because the editor changes it as a whole
 * and a report reads it as a whole. A test may have several (`multipleFormat`); one is its
 * default. Parameters are validated by `validateReportFormat` in the domain before they are kept.
 */
export const reportFormats = pgTable(
  'report_formats',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    testId: refId('test_id').notNull(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    parameters: jsonb('parameters').$type<ReportFormatParameter[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.testId], foreignColumns: [tests.labId, tests.id] }),
    index('report_formats_test').on(table.labId, table.testId),
  ],
);
