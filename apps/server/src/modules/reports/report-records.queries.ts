import {
  type EntryStage,
  entryStageOf,
  type RedrawFlag,
  type ReportFlags,
  type ReportSampleState,
  type ReportStatus,
  reportStatusOf,
} from '@lims/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { labReports, patients, samples, tests } from '../../db/schema/index.js';
import type { LabReportRow } from './reports.queries.js';

/**
 * A report locked for a change, with what every change of result entry and signing needs to
 * decide: its sample's state (the samples area's), its test's department and the patient's
 * gender (for the reference ranges).
 */
export interface LockedReport {
  report: LabReportRow;
  sample: { status: ReportSampleState; redrawFlag: RedrawFlag; accessionedAt: Date | null } | null;
  testName: string;
  patientGender: string | null;
}

export async function lockReportForChange(db: Executor, labId: number, id: number): Promise<LockedReport | undefined> {
  const [row] = await db
    .select({
      report: labReports,
      sampleStatus: samples.status,
      redrawFlag: samples.redrawFlag,
      accessionedAt: samples.accessionedAt,
      testName: tests.name,
      patientGender: patients.gender,
    })
    .from(labReports)
    .innerJoin(tests, and(eq(tests.labId, labReports.labId), eq(tests.id, labReports.testId)))
    .innerJoin(patients, and(eq(patients.labId, labReports.labId), eq(patients.id, labReports.patientId)))
    .leftJoin(samples, and(eq(samples.labId, labReports.labId), eq(samples.id, labReports.sampleId)))
    .where(and(eq(labReports.labId, labId), eq(labReports.id, id)))
    .for('update', { of: labReports });
  if (!row) return undefined;
  return {
    report: row.report,
    sample:
      row.sampleStatus === null
        ? null
        : {
            status: row.sampleStatus as ReportSampleState,
            redrawFlag: (row.redrawFlag ?? 0) as RedrawFlag,
            accessionedAt: row.accessionedAt,
          },
    testName: row.testName,
    patientGender: row.patientGender,
  };
}

/** The domain's flags of a report (packages/domain reports/report-status.ts), from its row and its sample. */
export function reportFlagsOf(
  report: Pick<
    LabReportRow,
    | 'dismissed'
    | 'status'
    | 'markedAsDone'
    | 'isSynced'
    | 'isApproved'
    | 'isSigned'
    | 'partialSigned'
    | 'partialFill'
    | 'completedTests'
  >,
  sample: { status: ReportSampleState; redrawFlag: RedrawFlag } | null,
): ReportFlags {
  return {
    dismissed: report.dismissed || report.status === 'dismissed' || report.status === 'cancelled',
    markedAsDone: report.markedAsDone,
    redrawFlag: sample?.redrawFlag ?? 0,
    isSynced: report.isSynced,
    isApproved: report.isApproved,
    isSigned: report.isSigned,
    partialSigned: report.partialSigned,
    isPartialFill: report.partialFill,
    completedTests: report.completedTests,
    // A test with no sample (a radiology study, a consultation) is done on the patient: received.
    sample: sample?.status ?? 'received',
  };
}

/**
 * A listed report's status, its sample as a query reads it (text columns; null: no sample), from
 * the domain's one status function.
 */
export const reportStatusOfRow = (
  report: Parameters<typeof reportFlagsOf>[0],
  sample: { status: string; redrawFlag: number } | null,
): ReportStatus =>
  reportStatusOf(
    reportFlagsOf(
      report,
      sample && { status: sample.status as ReportSampleState, redrawFlag: sample.redrawFlag as RedrawFlag },
    ),
  );

/** A report is live while its bill line and bill stand (not cancelled, not dismissed). */
export const isLive = (report: Pick<LabReportRow, 'status' | 'dismissed'>): boolean =>
  !report.dismissed && report.status !== 'cancelled' && report.status !== 'dismissed';

export type ReportChange = Partial<
  Omit<LabReportRow, 'labId' | 'id' | 'version' | 'entryStage' | 'createdAt' | 'updatedAt'>
>;

/**
 * Writes a change to a locked report: its entry stage worked out again from the flags it will
 * have, its version one up, `updatedAt` now. Answers the row as it now is. The caller audits it
 * in the same transaction.
 */
export async function writeReportChange(
  db: Executor,
  { before, change, at }: { before: LabReportRow; change: ReportChange; at: Date },
): Promise<LabReportRow> {
  const merged = { ...before, ...change };
  const entryStage: EntryStage = entryStageOf({
    isSynced: merged.isSynced,
    isApproved: merged.isApproved,
    isSigned: merged.isSigned,
    partialSigned: merged.partialSigned,
    isPartialFill: merged.partialFill,
    completedTests: merged.completedTests,
  });
  const [after] = await db
    .update(labReports)
    .set({ ...change, entryStage, updatedAt: at, version: sql`${labReports.version} + 1` })
    .where(and(eq(labReports.labId, before.labId), eq(labReports.id, before.id)))
    .returning();
  if (!after) throw new Error(`report ${before.id} vanished inside its own lock`);
  return after;
}

/** What the audit keeps of a report: its flags and values, not its bookkeeping columns. */
export function auditedReport(report: LabReportRow) {
  const { labId: _labId, createdAt: _createdAt, updatedAt: _updatedAt, ...kept } = report;
  return kept;
}
