import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { bills, labReports } from '../../db/schema/index.js';

/*
 * Patient Trends (spec 001 §2): whose trends a report or a bill opens. The values themselves are
 * the cumulative report's sources (`signedReportsOfPatient` in patient-overview.queries.ts).
 */

/** The patient of one of the lab's reports; undefined for another lab's or an unknown id. */
export const patientOfReport = async (db: Executor, labId: number, reportId: number) =>
  (
    await db
      .select({ patientId: labReports.patientId })
      .from(labReports)
      .where(and(eq(labReports.labId, labId), eq(labReports.id, reportId)))
      .limit(1)
  )[0]?.patientId;

/** The patient of one of the lab's bills, and the language the bill prints in. */
export const patientOfBill = async (db: Executor, labId: number, billId: number) =>
  (
    await db
      .select({ patientId: bills.patientId, language: bills.language })
      .from(bills)
      .where(and(eq(bills.labId, labId), eq(bills.id, billId)))
      .limit(1)
  )[0];
