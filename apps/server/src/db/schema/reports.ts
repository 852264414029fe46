import { boolean, foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { billLines, bills } from './billing.js';
import { departments, profiles, reportFormats, tests } from './catalogue.js';
import { createdAt, identityId, labIdColumn, refId, updatedAt } from './columns.js';
import { patients } from './patients.js';
import { samples } from './samples.js';

/**
 * One report per billed test (spec 001 §3 'Lab report'): made by billing, entered and signed by
 * the reports area. `profileId` is the spec's profileTestId, the profile the test was billed in.
 */
export const labReports = pgTable(
  'lab_reports',
  {
    labId: labIdColumn(),
    id: identityId(),
    billId: refId('bill_id').notNull(),
    billLineId: refId('bill_line_id').notNull(),
    patientId: refId('patient_id').notNull(),
    testId: refId('test_id').notNull(),
    profileId: refId('profile_id'),
    departmentId: refId('department_id').notNull(),
    sampleId: refId('sample_id'),
    reportFormatId: refId('report_format_id'),
    /** 'notCollected' when billed (spec 001 §2 statuses); later areas move it on. */
    status: text('status').notNull().default('notCollected'),
    targetTatMinutes: integer('target_tat_minutes').notNull(),
    dismissed: boolean('dismissed').notNull().default(false),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.billId], foreignColumns: [bills.labId, bills.id] }),
    foreignKey({ columns: [table.labId, table.billLineId], foreignColumns: [billLines.labId, billLines.id] }),
    foreignKey({ columns: [table.labId, table.patientId], foreignColumns: [patients.labId, patients.id] }),
    foreignKey({ columns: [table.labId, table.testId], foreignColumns: [tests.labId, tests.id] }),
    foreignKey({ columns: [table.labId, table.profileId], foreignColumns: [profiles.labId, profiles.id] }),
    foreignKey({ columns: [table.labId, table.departmentId], foreignColumns: [departments.labId, departments.id] }),
    foreignKey({ columns: [table.labId, table.sampleId], foreignColumns: [samples.labId, samples.id] }),
    foreignKey({
      columns: [table.labId, table.reportFormatId],
      foreignColumns: [reportFormats.labId, reportFormats.id],
    }),
    index('lab_reports_bill').on(table.labId, table.billId),
    index('lab_reports_status').on(table.labId, table.status, table.createdAt),
    index('lab_reports_patient').on(table.labId, table.patientId, table.createdAt),
  ],
);
