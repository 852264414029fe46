import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  billLines,
  bills,
  doctors,
  labReports,
  labUsers,
  patients,
  smartReportIssues,
  smartReports,
  tests,
} from '../../db/schema/index.js';

/**
 * A bill as its smart report panel and the smart report read it: the patient (age, gender,
 * e-mail) and the referring doctor with the e-mail of the lab user they also are.
 */
export const smartReportBill = async (db: Executor, labId: number, billId: number) =>
  (
    await db
      .select({
        bill: { id: bills.id, labBillId: bills.labBillId, createdAt: bills.createdAt, language: bills.language },
        patient: {
          id: patients.id,
          designation: patients.designation,
          fullName: patients.fullName,
          gender: patients.gender,
          age: patients.age,
          ageUnit: patients.ageUnit,
          ageInDays: patients.ageInDays,
          dateOfBirth: patients.dateOfBirth,
          email: patients.email,
        },
        doctor: { id: doctors.id, fullName: doctors.fullName, email: labUsers.email },
      })
      .from(bills)
      .innerJoin(patients, and(eq(patients.labId, bills.labId), eq(patients.id, bills.patientId)))
      .leftJoin(doctors, and(eq(doctors.labId, bills.labId), eq(doctors.id, bills.referralDoctorId)))
      .leftJoin(labUsers, and(eq(labUsers.labId, doctors.labId), eq(labUsers.id, doctors.labUserId)))
      .where(and(eq(bills.labId, labId), eq(bills.id, billId)))
      .limit(1)
  )[0];
export type SmartReportBillRow = NonNullable<Awaited<ReturnType<typeof smartReportBill>>>;

/**
 * The live reports of a bill, for the checklist: the test, whether a doctor signed it, and the
 * bill line it was billed on (a profile's line carries the profile's price, not the test's).
 */
export const smartReportChecklist = (db: Executor, labId: number, billId: number) =>
  db
    .select({
      reportId: labReports.id,
      testId: labReports.testId,
      name: tests.name,
      testPrice: tests.price,
      lineTestId: billLines.testId,
      lineUnitPrice: billLines.unitPrice,
      entryStage: labReports.entryStage,
    })
    .from(labReports)
    .innerJoin(tests, and(eq(tests.labId, labReports.labId), eq(tests.id, labReports.testId)))
    .innerJoin(billLines, and(eq(billLines.labId, labReports.labId), eq(billLines.id, labReports.billLineId)))
    .where(
      and(
        eq(labReports.labId, labId),
        eq(labReports.billId, billId),
        eq(labReports.dismissed, false),
        notInArray(labReports.status, ['cancelled', 'dismissed']),
      ),
    )
    .orderBy(asc(labReports.id));

export type SmartReportRow = typeof smartReports.$inferSelect;

export const smartReportsOfBill = (db: Executor, labId: number, billId: number) =>
  db
    .select()
    .from(smartReports)
    .where(and(eq(smartReports.labId, labId), eq(smartReports.billId, billId)))
    .orderBy(asc(smartReports.id));

export const findSmartReport = async (db: Executor, labId: number, id: number, lock = false) => {
  const query = db
    .select()
    .from(smartReports)
    .where(and(eq(smartReports.labId, labId), eq(smartReports.id, id)));
  return (await (lock ? query.for('update') : query.limit(1)))[0];
};

/**
 * The bill's row for the provider, created generating when there is none, else locked: two
 * requests at once both land here, and the second waits for the first's commit, then sees it.
 */
export const claimSmartReport = async (
  db: Executor,
  values: Pick<
    typeof smartReports.$inferInsert,
    | 'labId'
    | 'billId'
    | 'providerId'
    | 'status'
    | 'reportIds'
    | 'withLetterhead'
    | 'language'
    | 'requestedBy'
    | 'requestedAt'
  >,
): Promise<{ row: SmartReportRow; created: boolean }> => {
  const [created] = await db.insert(smartReports).values(values).onConflictDoNothing().returning();
  if (created) return { row: created, created: true };
  const [existing] = await db
    .select()
    .from(smartReports)
    .where(
      and(
        eq(smartReports.labId, values.labId),
        eq(smartReports.billId, values.billId),
        eq(smartReports.providerId, values.providerId),
      ),
    )
    .for('update');
  if (!existing) throw new Error('The smart report row neither inserted nor found.');
  return { row: existing, created: false };
};

export const updateSmartReport = async (
  db: Executor,
  labId: number,
  id: number,
  change: Partial<Omit<SmartReportRow, 'labId' | 'id' | 'version'>>,
) =>
  (
    await db
      .update(smartReports)
      .set({ ...change, version: sql`${smartReports.version} + 1` })
      .where(and(eq(smartReports.labId, labId), eq(smartReports.id, id)))
      .returning()
  )[0];

export const insertSmartReportIssue = async (db: Executor, values: typeof smartReportIssues.$inferInsert) =>
  (await db.insert(smartReportIssues).values(values).returning())[0] as typeof smartReportIssues.$inferSelect;
