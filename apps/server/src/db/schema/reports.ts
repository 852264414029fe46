import type { EntryStage, ReportValue } from '@lims/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { billLines, bills } from './billing.js';
import { departments, devices, profiles, reportFormats, tests } from './catalogue.js';
import { createdAt, identityId, labIdColumn, refId, updatedAt } from './columns.js';
import { patients } from './patients.js';
import { doctors } from './people.js';
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
    /**
     * The device the test ran on, when known (issue 15): the test's only device, or the one
     * chosen on entry. QC holds and device-specific stock mappings follow it.
     */
    deviceId: refId('device_id'),
    /** 'notCollected' when billed (spec 001 §2 statuses); later areas move it on. */
    status: text('status').notNull().default('notCollected'),
    targetTatMinutes: integer('target_tat_minutes').notNull(),
    dismissed: boolean('dismissed').notNull().default(false),
    /**
     * Where the entry stands (the domain's EntryStage: pending, partial, completed,
     * partiallySigned, signed, approved, dispatched), kept by the reports service on every write
     * from the flags below so the entry lists filter on one indexed column.
     */
    entryStage: text('entry_stage').$type<EntryStage>().notNull().default('pending'),
    /** spec 001 §3 'Report value', in the format's order: the server's own check of what was entered. */
    values: jsonb('values').$type<ReportValue[]>().notNull().default([]),
    /** spec 001 §3 completedTests: values have been saved. */
    completedTests: boolean('completed_tests').notNull().default(false),
    /** spec 001 §3 isPartialFill: saved with a mandatory value still empty. */
    partialFill: boolean('partial_fill').notNull().default(false),
    /** spec 001 §3 criticalValues: how many values are at level 2. */
    criticalValues: smallint('critical_values').notNull().default(0),
    criticalAcknowledgedAt: timestamp('critical_acknowledged_at', { withTimezone: true }),
    criticalAcknowledgedBy: refId('critical_acknowledged_by'),
    /** Who saved the values last, and when (spec 001 §3 lastUpdated is updatedAt). */
    enteredAt: timestamp('entered_at', { withTimezone: true }),
    enteredBy: refId('entered_by'),
    /** spec 001 §3 isSigned / partialSigned / isApproved, from the signatures (domain signingFlagsOf). */
    isSigned: boolean('is_signed').notNull().default(false),
    partialSigned: boolean('partial_signed').notNull().default(false),
    isApproved: boolean('is_approved').notNull().default(false),
    /** spec 001 §3 isSynced: submitted (dispatched). */
    isSynced: boolean('is_synced').notNull().default(false),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    /** spec 002 §3 makrAsDone, with its comments. */
    markedAsDone: boolean('marked_as_done').notNull().default(false),
    /** spec 001 §3 comments: the report's comment, printed under its results. */
    comments: text('comments'),
    /** spec 001 §3 'Consult update': the exception flags and their comments. */
    onHold: boolean('on_hold').notNull().default(false),
    inQuestion: boolean('in_question').notNull().default(false),
    notPerformed: boolean('not_performed').notNull().default(false),
    isResolved: boolean('is_resolved').notNull().default(false),
    exceptionComments: text('exception_comments'),
    resolutionComments: text('resolution_comments'),
    /** spec 001 §3 mode: an emergency report, first in the lists. */
    emergency: boolean('emergency').notNull().default(false),
    /** spec 001 §3 reviewCounter: how many times a doctor reviewed it. */
    reviewCounter: integer('review_counter').notNull().default(0),
    /** spec 002 §3 docForId: the consulting doctor assigned (the 'assigned' tab). */
    consultingDoctorId: refId('consulting_doctor_id'),
    /** How many times a dispatched report was amended (the amendments are in report_amendments). */
    amendments: smallint('amendments').notNull().default(0),
    /** spec 001 §3 printDone: marked as printed ('Mark As Print Done'), by whom and when. */
    printDone: boolean('print_done').notNull().default(false),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    printedBy: refId('printed_by'),
    /** The first time the report's PDF was opened: the print list's 'hide seen' (decision 0041). */
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }),
    /** Archived from the archive list (spec 001 §4 'Archiving a report (edit) removes it from the archive list'). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * What the QR code on the printed report carries: an unguessable id that opens its public
     * verification page (decision 0041), never the report's own id.
     */
    verificationId: uuid('verification_id').notNull().defaultRandom(),
    /**
     * A file report (spec 001 §7 convertReportToFileOrNormal): the uploaded document is the
     * report and its PDF; null for a report of values. Converting back clears it.
     */
    fileReportFileId: refId('file_report_file_id'),
    /** spec 001 §3 hasDICOM and studyUUID: the study of the report's DICOM attachment, for 'Open in DICOM'. */
    hasDicom: boolean('has_dicom').notNull().default(false),
    studyUid: text('study_uid'),
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
    foreignKey({ columns: [table.labId, table.deviceId], foreignColumns: [devices.labId, devices.id] }),
    foreignKey({
      columns: [table.labId, table.reportFormatId],
      foreignColumns: [reportFormats.labId, reportFormats.id],
    }),
    index('lab_reports_bill').on(table.labId, table.billId),
    index('lab_reports_status').on(table.labId, table.status, table.createdAt),
    index('lab_reports_patient').on(table.labId, table.patientId, table.createdAt),
    foreignKey({ columns: [table.labId, table.consultingDoctorId], foreignColumns: [doctors.labId, doctors.id] }),
    // The entry lists' first page: live reports of a stage, newest first (bench/report-entry.bench.ts).
    index('lab_reports_entry')
      .on(table.labId, table.entryStage, table.createdAt.desc().nullsLast(), table.id.desc().nullsLast())
      .where(sql`${table.status} NOT IN ('cancelled', 'dismissed')`),
    // The print and dispatch waiting list: live signed reports, newest first (bench/report-prints.bench.ts).
    index('lab_reports_prints')
      .on(table.labId, table.createdAt.desc().nullsLast(), table.id.desc().nullsLast())
      .where(
        sql`${table.entryStage} IN ('signed', 'approved', 'dispatched') AND ${table.status} NOT IN ('cancelled', 'dismissed')`,
      ),
    uniqueIndex('lab_reports_verification').on(table.labId, table.verificationId),
  ],
);

/**
 * One doctor's signature on a report (spec 001 §3 'Signing doctor': signingDoctor ..
 * signingDoctor4). It is bound to the values it was given on: `valuesDigest` is the SHA-256 of
 * the domain's valuesFingerprintText, and a save that changes a value removes the signatures.
 */
export const reportSignatures = pgTable(
  'report_signatures',
  {
    labId: labIdColumn(),
    id: identityId(),
    reportId: refId('report_id').notNull(),
    doctorId: refId('doctor_id').notNull(),
    /** 1 to 4: the order the doctors signed in; the first is the primary signing doctor. */
    position: smallint('position').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    /** The lab user whose screen took the passkey, or null when the doctor signed in their own login. */
    signedByLabUserId: refId('signed_by_lab_user_id'),
    /** Signed from the doctor's own login: the report is Approved (spec 001 §4 'Doctor actions'). */
    fromDoctorLogin: boolean('from_doctor_login').notNull().default(false),
    /** The doctor's signature was remembered (cacheSignatureFlag) rather than typed again. */
    fromCache: boolean('from_cache').notNull().default(false),
    valuesDigest: text('values_digest').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.reportId], foreignColumns: [labReports.labId, labReports.id] }),
    foreignKey({ columns: [table.labId, table.doctorId], foreignColumns: [doctors.labId, doctors.id] }),
    uniqueIndex('report_signatures_doctor').on(table.labId, table.reportId, table.doctorId),
    uniqueIndex('report_signatures_position').on(table.labId, table.reportId, table.position),
  ],
);

/**
 * The report as it was before a dispatched report was amended: its values and signatures are
 * kept with the reason, and the amended report says so (the issue's 'amendments').
 */
export const reportAmendments = pgTable(
  'report_amendments',
  {
    labId: labIdColumn(),
    id: identityId(),
    reportId: refId('report_id').notNull(),
    reason: text('reason').notNull(),
    previousValues: jsonb('previous_values').$type<ReportValue[]>().notNull(),
    previousSignatures: jsonb('previous_signatures')
      .$type<{ doctorId: number; doctorName: string; position: number; signedAt: string }[]>()
      .notNull(),
    amendedAt: timestamp('amended_at', { withTimezone: true }).notNull(),
    amendedBy: refId('amended_by'),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.reportId], foreignColumns: [labReports.labId, labReports.id] }),
    index('report_amendments_report').on(table.labId, table.reportId),
  ],
);

/** A remembered doctor signature (spec 001 §3 cacheSignatureFlag; §9 'The doctor sign cookie lasts 30 days'). */
export const cachedSignatures = pgTable(
  'cached_signatures',
  {
    labId: labIdColumn(),
    /** The lab user's session whose screen remembers it: another user or session never reuses it. */
    sessionId: refId('session_id').notNull(),
    doctorId: refId('doctor_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.sessionId, table.doctorId] }),
    foreignKey({ columns: [table.labId, table.doctorId], foreignColumns: [doctors.labId, doctors.id] }),
  ],
);

/**
 * Print All (the issue: 'renders the selected reports into one PDF as a job with a progress
 * bar'): what was asked, how far the job is, and the file it made.
 */
export const reportPrintRuns = pgTable(
  'report_print_runs',
  {
    labId: labIdColumn(),
    id: identityId(),
    /** The lab user who asked: only they read the run and its file. */
    requestedBy: refId('requested_by').notNull(),
    reportIds: jsonb('report_ids').$type<number[]>().notNull(),
    /** The document's options (contract PrintAllRequest without the ids). */
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
    /** queued, running, done, failed. */
    state: text('state').notNull().default('queued'),
    /** Reports gathered so far, of `total`. */
    done: integer('done').notNull().default(0),
    total: integer('total').notNull(),
    fileId: refId('file_id'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.labId, table.id] })],
);

/**
 * Files attached to a bill or to one of its reports (spec 001 §3 'Attachment', §7
 * uploadBillingAttachment, getLabReportAttachments): a referral letter, an image, a DICOM study.
 * `reportId` null is a bill attachment. The bytes are the files service's (`fileId`); `dicom`
 * keeps the tags read from a DICOM file with dicom-parser (study UID, modality, dates).
 */
export const reportAttachments = pgTable(
  'report_attachments',
  {
    labId: labIdColumn(),
    id: identityId(),
    billId: refId('bill_id').notNull(),
    reportId: refId('report_id'),
    fileId: refId('file_id').notNull(),
    /** 'image', 'pdf', 'dicom' or 'other' (spec 001 §3 fileType), read from the bytes. */
    fileType: text('file_type').notNull(),
    dicom: jsonb('dicom').$type<Record<string, string | null>>(),
    createdBy: refId('created_by'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.billId], foreignColumns: [bills.labId, bills.id] }),
    foreignKey({ columns: [table.labId, table.reportId], foreignColumns: [labReports.labId, labReports.id] }),
    index('report_attachments_bill').on(table.labId, table.billId),
    index('report_attachments_report').on(table.labId, table.reportId),
  ],
);

/**
 * A smart report of a bill from one provider (spec 001 §3 'Provider and smart report'):
 * `status` 0 failed, 1 generated, 2 generating (spec 001 §9). One row per bill and provider;
 * regenerating sets it generating again and the job replaces the file.
 */
export const smartReports = pgTable(
  'smart_reports',
  {
    labId: labIdColumn(),
    id: identityId(),
    billId: refId('bill_id').notNull(),
    providerId: text('provider_id').notNull(),
    status: smallint('status').notNull(),
    /** The reports the user ticked in the checklist. */
    reportIds: jsonb('report_ids').$type<number[]>().notNull(),
    withLetterhead: boolean('with_letterhead').notNull().default(true),
    language: text('language').notNull(),
    fileId: refId('file_id'),
    error: text('error'),
    requestedBy: refId('requested_by'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.billId], foreignColumns: [bills.labId, bills.id] }),
    uniqueIndex('smart_reports_bill_provider').on(table.labId, table.billId, table.providerId),
  ],
);

/** spec 001 §7 lh-integration/reportIssue: a user's complaint about a smart report, for the provider. */
export const smartReportIssues = pgTable(
  'smart_report_issues',
  {
    labId: labIdColumn(),
    id: identityId(),
    billId: refId('bill_id').notNull(),
    providerId: text('provider_id').notNull(),
    comment: text('comment').notNull(),
    /** The smart report's file status when the issue was reported (smartReportGenerateStatus). */
    generateStatus: smallint('generate_status'),
    createdBy: refId('created_by'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.billId], foreignColumns: [bills.labId, bills.id] }),
    index('smart_report_issues_bill').on(table.labId, table.billId),
  ],
);

/**
 * A time-limited download link to shared reports (issue 13: WhatsApp sends a link, not an
 * attachment). Only the SHA-256 of the token is kept; the link reads `{labId}.{token}`.
 */
export const reportLinks = pgTable(
  'report_links',
  {
    labId: labIdColumn(),
    id: identityId(),
    tokenHash: text('token_hash').notNull(),
    billId: refId('bill_id').notNull(),
    reportIds: jsonb('report_ids').$type<number[]>().notNull(),
    withLetterhead: boolean('with_letterhead').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdBy: refId('created_by'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.billId], foreignColumns: [bills.labId, bills.id] }),
    uniqueIndex('report_links_token').on(table.labId, table.tokenHash),
  ],
);
