import type { QcLevel, QcRunStatus, WestgardRule } from '@lims/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { departments, devices, tests } from './catalogue.js';
import { createdAt, identityId, labIdColumn, refId, updatedAt } from './columns.js';
import { labs } from './labs.js';
import { labReports } from './reports.js';

/**
 * A QC group (spec 002 §3 'QC group: name, department, type, created_at, lab_user__name'): one
 * control material run on one device, whose level is its type. Its tests carry the control's
 * target mean and SD.
 */
export const qcGroups = pgTable(
  'qc_groups',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    name: text('name').notNull(),
    departmentId: refId('department_id').notNull(),
    level: text('level').$type<QcLevel>().notNull(),
    deviceId: refId('device_id').notNull(),
    lotNumber: text('lot_number'),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: refId('created_by'),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.departmentId], foreignColumns: [departments.labId, departments.id] }),
    foreignKey({ columns: [table.labId, table.deviceId], foreignColumns: [devices.labId, devices.id] }),
    uniqueIndex('qc_groups_name').on(table.labId, sql`lower(${table.name})`),
  ],
);

/** A test a QC group controls, with the control's target for it. */
export const qcGroupTests = pgTable(
  'qc_group_tests',
  {
    labId: labIdColumn(),
    groupId: refId('group_id').notNull(),
    testId: refId('test_id').notNull(),
    targetMean: doublePrecision('target_mean').notNull(),
    targetSd: doublePrecision('target_sd').notNull(),
    unit: text('unit').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.groupId, table.testId] }),
    foreignKey({ columns: [table.labId, table.groupId], foreignColumns: [qcGroups.labId, qcGroups.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [table.labId, table.testId], foreignColumns: [tests.labId, tests.id] }),
    index('qc_group_tests_test').on(table.labId, table.testId),
  ],
);

/** One run of a QC group: its values measured at one time; its status is the worst of its records. */
export const qcRuns = pgTable(
  'qc_runs',
  {
    labId: labIdColumn(),
    id: identityId(),
    groupId: refId('group_id').notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    status: text('status').$type<QcRunStatus>().notNull(),
    comment: text('comment'),
    createdBy: refId('created_by'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.groupId], foreignColumns: [qcGroups.labId, qcGroups.id] }),
    index('qc_runs_group').on(table.labId, table.groupId, table.measuredAt),
  ],
);

/** A QC record (spec 001 §3 'QC record: index, value, unit, date'): one test's value in a run, judged. */
export const qcRecords = pgTable(
  'qc_records',
  {
    labId: labIdColumn(),
    id: identityId(),
    runId: refId('run_id').notNull(),
    groupId: refId('group_id').notNull(),
    testId: refId('test_id').notNull(),
    value: doublePrecision('value').notNull(),
    unit: text('unit').notNull().default(''),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    zScore: doublePrecision('z_score').notNull(),
    status: text('status').$type<QcRunStatus>().notNull(),
    violations: jsonb('violations').$type<WestgardRule[]>().notNull().default([]),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.runId], foreignColumns: [qcRuns.labId, qcRuns.id] }),
    index('qc_records_series').on(table.labId, table.groupId, table.testId, table.measuredAt),
  ],
);

/**
 * A QC hold: a rejected record holds the patient reports of its test on its group's device since
 * the last good run, and those saved while it is open, until someone resolves it with a comment.
 */
export const qcHolds = pgTable(
  'qc_holds',
  {
    labId: labIdColumn(),
    id: identityId(),
    groupId: refId('group_id').notNull(),
    recordId: refId('record_id').notNull(),
    testId: refId('test_id').notNull(),
    deviceId: refId('device_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: refId('resolved_by'),
    resolutionComment: text('resolution_comment'),
    version: integer('version').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.recordId], foreignColumns: [qcRecords.labId, qcRecords.id] }),
    uniqueIndex('qc_holds_record').on(table.labId, table.recordId),
    index('qc_holds_open').on(table.labId, table.testId, table.deviceId).where(sql`${table.resolvedAt} is null`),
  ],
);

/** The reports a hold holds. */
export const qcHoldReports = pgTable(
  'qc_hold_reports',
  {
    labId: labIdColumn(),
    holdId: refId('hold_id').notNull(),
    reportId: refId('report_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.holdId, table.reportId] }),
    foreignKey({ columns: [table.labId, table.holdId], foreignColumns: [qcHolds.labId, qcHolds.id] }),
    foreignKey({ columns: [table.labId, table.reportId], foreignColumns: [labReports.labId, labReports.id] }),
    index('qc_hold_reports_report').on(table.labId, table.reportId),
  ],
);
