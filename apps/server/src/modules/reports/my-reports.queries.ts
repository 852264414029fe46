import { and, asc, desc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { bills, departments, labReports, tests } from '../../db/schema/index.js';

/*
 * What a patient reads from their own login (issue 13): their live bills (status 'active') and
 * the live reports of those bills. Every statement is scoped by the lab and the patient the
 * session names, so no id of another patient can reach a row.
 */

const liveReport = and(eq(labReports.dismissed, false), notInArray(labReports.status, ['cancelled', 'dismissed']));

/** The patient's live bills, newest first, with their amounts. */
export const billsOfPatient = (db: Executor, labId: number, patientId: number) =>
  db
    .select({
      id: bills.id,
      labBillId: bills.labBillId,
      createdAt: bills.createdAt,
      patientAmount: bills.patientAmount,
      paidAmount: bills.paidAmount,
      refundedAmount: bills.refundedAmount,
      dueAmount: bills.dueAmount,
    })
    .from(bills)
    .where(and(eq(bills.labId, labId), eq(bills.patientId, patientId), eq(bills.status, 'active')))
    .orderBy(desc(bills.createdAt), desc(bills.id));

const reportsOfPatient = (db: Executor, labId: number, patientId: number, also?: SQL) =>
  db
    .select({
      id: labReports.id,
      billId: labReports.billId,
      labBillId: bills.labBillId,
      billDue: bills.dueAmount,
      testId: labReports.testId,
      testName: tests.name,
      testCode: tests.code,
      departmentName: departments.name,
      isSigned: labReports.isSigned,
      isApproved: labReports.isApproved,
      isSynced: labReports.isSynced,
      amendments: labReports.amendments,
      // Spelled out: inside the subquery drizzle's unqualified column names would mean report_signatures'.
      signedAt: sql<Date>`coalesce(
        (select max(s.signed_at) from report_signatures s
         where s.lab_id = "lab_reports"."lab_id" and s.report_id = "lab_reports"."id"),
        "lab_reports"."synced_at", "lab_reports"."updated_at"
      )`.mapWith(labReports.syncedAt),
    })
    .from(labReports)
    .innerJoin(bills, and(eq(bills.labId, labReports.labId), eq(bills.id, labReports.billId)))
    .innerJoin(tests, and(eq(tests.labId, labReports.labId), eq(tests.id, labReports.testId)))
    .innerJoin(departments, and(eq(departments.labId, labReports.labId), eq(departments.id, labReports.departmentId)))
    .where(
      and(
        eq(labReports.labId, labId),
        eq(labReports.patientId, patientId),
        eq(bills.patientId, patientId),
        eq(bills.status, 'active'),
        liveReport,
        also,
      ),
    );

/** The live reports of the patient's live bills, or of the one `billId`, by department and test within a bill. */
export const reportsOfPatientBills = (db: Executor, labId: number, patientId: number, billId?: number) =>
  reportsOfPatient(db, labId, patientId, billId === undefined ? undefined : eq(labReports.billId, billId)).orderBy(
    asc(departments.name),
    asc(tests.name),
    asc(labReports.id),
  );

export type PatientReportRow = Awaited<ReturnType<typeof reportsOfPatientBills>>[number];

/** One live report of the patient's live bills; none when it is another patient's, or not live. */
export const reportOfPatient = async (db: Executor, labId: number, patientId: number, id: number) =>
  (await reportsOfPatient(db, labId, patientId, eq(labReports.id, id)))[0];

/** One of the patient's live bills; none when it is another patient's. */
export const billOfPatient = async (db: Executor, labId: number, patientId: number, id: number) =>
  (
    await db
      .select({ id: bills.id })
      .from(bills)
      .where(and(eq(bills.labId, labId), eq(bills.id, id), eq(bills.patientId, patientId), eq(bills.status, 'active')))
  )[0];
