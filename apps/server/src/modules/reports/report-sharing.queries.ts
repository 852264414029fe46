import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  bills,
  doctors,
  labReports,
  labUsers,
  organisations,
  patients,
  reportLinks,
  tests,
} from '../../db/schema/index.js';

/**
 * The reports a share would carry, each with what choosing its recipients and its texts needs:
 * the test, the bill (amount due, language, year), the patient (e-mail, mobile, date of birth),
 * the referring doctor (with the e-mail of the lab user they also are) and the organisation.
 * Either one report or every report of some bills; in bill then report order.
 */
export const shareReportRows = (
  db: Executor,
  labId: number,
  which: { reportIds: readonly number[] } | { billIds: readonly number[] },
) =>
  db
    .select({
      report: {
        id: labReports.id,
        billId: labReports.billId,
        status: labReports.status,
        dismissed: labReports.dismissed,
        isSigned: labReports.isSigned,
        isApproved: labReports.isApproved,
      },
      testName: tests.name,
      bill: {
        id: bills.id,
        labBillId: bills.labBillId,
        dueAmount: bills.dueAmount,
        language: bills.language,
        createdAt: bills.createdAt,
      },
      patient: {
        id: patients.id,
        fullName: patients.fullName,
        firstName: patients.firstName,
        dateOfBirth: patients.dateOfBirth,
        email: patients.email,
        mobile: patients.mobile,
        countryCode: patients.countryCode,
      },
      doctor: { id: doctors.id, fullName: doctors.fullName, email: labUsers.email },
      organisation: { id: organisations.id, name: organisations.name },
    })
    .from(labReports)
    .innerJoin(tests, and(eq(tests.labId, labReports.labId), eq(tests.id, labReports.testId)))
    .innerJoin(bills, and(eq(bills.labId, labReports.labId), eq(bills.id, labReports.billId)))
    .innerJoin(patients, and(eq(patients.labId, bills.labId), eq(patients.id, bills.patientId)))
    .leftJoin(doctors, and(eq(doctors.labId, bills.labId), eq(doctors.id, bills.referralDoctorId)))
    .leftJoin(labUsers, and(eq(labUsers.labId, doctors.labId), eq(labUsers.id, doctors.labUserId)))
    .leftJoin(organisations, and(eq(organisations.labId, bills.labId), eq(organisations.id, bills.organisationId)))
    .where(
      and(
        eq(labReports.labId, labId),
        'reportIds' in which
          ? inArray(labReports.id, [...which.reportIds])
          : inArray(labReports.billId, [...which.billIds]),
      ),
    )
    .orderBy(labReports.billId, labReports.id);

export type ShareReportRow = Awaited<ReturnType<typeof shareReportRows>>[number];

/** The bills of `ids` that are the lab's: a missing one is another lab's or none at all. */
export const labBillIds = async (db: Executor, labId: number, ids: readonly number[]) =>
  (
    await db
      .select({ id: bills.id })
      .from(bills)
      .where(and(eq(bills.labId, labId), inArray(bills.id, [...ids])))
  ).map((row) => row.id);

export const insertReportLink = async (db: Executor, values: typeof reportLinks.$inferInsert) =>
  (await db.insert(reportLinks).values(values).returning())[0] as typeof reportLinks.$inferSelect;

/** A link by its lab and the SHA-256 of its token (the unique index `report_links_token`). */
export const findReportLink = async (db: Executor, labId: number, tokenHash: string) =>
  (
    await db
      .select()
      .from(reportLinks)
      .where(and(eq(reportLinks.labId, labId), eq(reportLinks.tokenHash, tokenHash)))
      .limit(1)
  )[0];

/** The first opening of a link is kept; later ones leave it. */
export const markLinkOpened = (db: Executor, labId: number, id: number, at: Date) =>
  db
    .update(reportLinks)
    .set({ openedAt: sql`coalesce(${reportLinks.openedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(reportLinks.labId, labId), eq(reportLinks.id, id)));
