import { and, asc, desc, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { bills, departments, labReports, reportFormats, samples, tests } from '../../db/schema/index.js';

/*
 * The patient overview (spec 000 §2 'Patient Overview modal') and the cumulative report: a
 * patient's live bills (status 'active': not cancelled, not dismissed) and their live reports.
 */

const liveReport = and(eq(labReports.dismissed, false), notInArray(labReports.status, ['cancelled', 'dismissed']));
const billOfReport = and(eq(bills.labId, labReports.labId), eq(bills.id, labReports.billId));

/** The stages of a report a doctor has signed, whether or not it was dispatched since. */
export const signedStages = ['signed', 'approved', 'dispatched'] as const;

/** The patient's live bills, newest first, each with how many live reports it has. */
export const liveBillsOfPatient = (db: Executor, labId: number, patientId: number) =>
  db
    .select({
      id: bills.id,
      labBillId: bills.labBillId,
      createdAt: bills.createdAt,
      // Spelled out: inside the subquery drizzle's unqualified column names would mean lab_reports'.
      reports: sql<number>`(
        select count(*)::int from lab_reports r
        where r.lab_id = "bills"."lab_id" and r.bill_id = "bills"."id"
          and not r.dismissed and r.status not in ('cancelled', 'dismissed')
      )`,
    })
    .from(bills)
    .where(and(eq(bills.labId, labId), eq(bills.patientId, patientId), eq(bills.status, 'active')))
    .orderBy(desc(bills.createdAt), desc(bills.id));

/** A report with its test, department, bill, sample state and the format it was entered in. */
const reportColumns = {
  report: labReports,
  test: { id: tests.id, name: tests.name },
  department: { id: departments.id, name: departments.name },
  bill: { id: bills.id, labBillId: bills.labBillId, createdAt: bills.createdAt, dueAmount: bills.dueAmount },
  sample: { status: samples.status, redrawFlag: samples.redrawFlag },
  parameters: reportFormats.parameters,
};

const reportsWithDetails = (db: Executor) =>
  db
    .select(reportColumns)
    .from(labReports)
    .innerJoin(bills, billOfReport)
    .innerJoin(tests, and(eq(tests.labId, labReports.labId), eq(tests.id, labReports.testId)))
    .innerJoin(departments, and(eq(departments.labId, labReports.labId), eq(departments.id, labReports.departmentId)))
    .leftJoin(samples, and(eq(samples.labId, labReports.labId), eq(samples.id, labReports.sampleId)))
    .leftJoin(
      reportFormats,
      and(eq(reportFormats.labId, labReports.labId), eq(reportFormats.id, labReports.reportFormatId)),
    );

export type OverviewReportRow = Awaited<ReturnType<typeof reportsOfPatientBilledBetween>>[number];

/**
 * The patient's live reports of live bills made at or after `from` and before `until`: one
 * visit day. Newest bill first, then by department and test.
 */
export const reportsOfPatientBilledBetween = (
  db: Executor,
  { labId, patientId, from, until }: { labId: number; patientId: number; from: Date; until: Date },
) =>
  reportsWithDetails(db)
    .where(
      and(
        eq(labReports.labId, labId),
        eq(labReports.patientId, patientId),
        liveReport,
        eq(bills.status, 'active'),
        gte(bills.createdAt, from),
        lt(bills.createdAt, until),
      ),
    )
    .orderBy(desc(bills.createdAt), desc(bills.id), asc(departments.name), asc(tests.name), asc(labReports.id));

/** Every signed live report of the patient's live bills, oldest bill first: the cumulative report's sources. */
export const signedReportsOfPatient = (db: Executor, labId: number, patientId: number) =>
  reportsWithDetails(db)
    .where(
      and(
        eq(labReports.labId, labId),
        eq(labReports.patientId, patientId),
        liveReport,
        eq(bills.status, 'active'),
        inArray(labReports.entryStage, [...signedStages]),
      ),
    )
    .orderBy(asc(bills.createdAt), asc(bills.id), asc(labReports.id));
