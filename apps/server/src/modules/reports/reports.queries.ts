import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { billLines, labReports, tests } from '../../db/schema/index.js';

export type LabReportRow = typeof labReports.$inferSelect;
export type NewLabReportRow = typeof labReports.$inferInsert;

export const insertLabReports = (db: Executor, rows: NewLabReportRow[]) =>
  rows.length === 0 ? Promise.resolve([] as LabReportRow[]) : db.insert(labReports).values(rows).returning();

/** A bill's reports in the order they were made, with the name of their test. */
export const listReportsOfBill = (db: Executor, labId: number, billId: number) =>
  db
    .select({ report: labReports, testName: tests.name })
    .from(labReports)
    .innerJoin(tests, and(eq(tests.labId, labReports.labId), eq(tests.id, labReports.testId)))
    .where(and(eq(labReports.labId, labId), eq(labReports.billId, billId)))
    .orderBy(asc(labReports.id));

/** One report of a lab: its bill and sample. */
export const findReportSample = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select({ id: labReports.id, billId: labReports.billId, sampleId: labReports.sampleId })
      .from(labReports)
      .where(and(eq(labReports.labId, labId), eq(labReports.id, id)))
  )[0];

/** Reports of a lab locked until the transaction ends, in id order, with their bill line's outsource centre. */
export const lockReports = (db: Executor, labId: number, ids: number[]) =>
  db
    .select({
      id: labReports.id,
      testId: labReports.testId,
      status: labReports.status,
      dismissed: labReports.dismissed,
      billedCentreId: billLines.outsourceCentreId,
    })
    .from(labReports)
    .innerJoin(billLines, and(eq(billLines.labId, labReports.labId), eq(billLines.id, labReports.billLineId)))
    .where(and(eq(labReports.labId, labId), inArray(labReports.id, ids)))
    .orderBy(asc(labReports.id))
    .for('update', { of: labReports });

/** Moves reports of a bill (of one of its lines, when given) to `status`; those already there, or in `keep`, stay. */
export const moveReports = (
  db: Executor,
  {
    labId,
    billId,
    billLineId,
    status,
    keep = [],
    dismissed,
    at,
  }: {
    labId: number;
    billId: number;
    billLineId?: number;
    status: string;
    keep?: string[];
    dismissed?: boolean;
    at: Date;
  },
) =>
  db
    .update(labReports)
    .set({ status, ...(dismissed ? { dismissed } : {}), updatedAt: at, version: sql`${labReports.version} + 1` })
    .where(
      and(
        eq(labReports.labId, labId),
        eq(labReports.billId, billId),
        billLineId === undefined ? undefined : eq(labReports.billLineId, billLineId),
        notInArray(labReports.status, [status, ...keep]),
      ),
    )
    .returning();
