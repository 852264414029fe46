import { and, asc, count, desc, eq, lt, notInArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  billAttachments,
  bills,
  departments,
  devices,
  deviceTests,
  doctors,
  labReports,
  labUsers,
  medicalHistoryItems,
  organisations,
  patientMedicalHistory,
  patients,
  reportAmendments,
  reportAttachments,
  reportFormats,
  reportSignatures,
  samples,
  tests,
} from '../../db/schema/index.js';
import type { LabReportRow } from './reports.queries.js';

export type ReportFormatRow = typeof reportFormats.$inferSelect;
export type ReportSignatureRow = typeof reportSignatures.$inferSelect;

const billers = alias(labUsers, 'billers');
const enterers = alias(labUsers, 'enterers');
const acknowledgers = alias(labUsers, 'acknowledgers');
const referrals = alias(doctors, 'referrals');
const consultants = alias(doctors, 'consultants');

/**
 * A report with everything the entry panel reads beside it in one row: its test and department,
 * patient, sample, bill (who billed it, its organisation and referral) and the names of who
 * entered it, who acknowledged its critical values and its consulting doctor.
 */
export async function findReportEntryRow(db: Executor, labId: number, id: number) {
  const [row] = await db
    .select({
      report: labReports,
      test: { id: tests.id, code: tests.code, name: tests.name, isRadiology: tests.isRadiology },
      departmentName: departments.name,
      patient: {
        id: patients.id,
        labPatientId: patients.labPatientId,
        fullName: patients.fullName,
        designation: patients.designation,
        gender: patients.gender,
        age: patients.age,
        ageUnit: patients.ageUnit,
      },
      sample: {
        id: samples.id,
        autoSampleId: samples.autoSampleId,
        accessionNo: samples.accessionNo,
        status: samples.status,
        redrawFlag: samples.redrawFlag,
        accessionedAt: samples.accessionedAt,
      },
      bill: {
        id: bills.id,
        labBillId: bills.labBillId,
        createdAt: bills.createdAt,
        orderNumber: bills.orderNumber,
        dueAmount: bills.dueAmount,
      },
      billedBy: billers.fullName,
      organisationName: organisations.name,
      referralName: referrals.fullName,
      enteredByName: enterers.fullName,
      acknowledgedByName: acknowledgers.fullName,
      consultingDoctorName: consultants.fullName,
    })
    .from(labReports)
    .innerJoin(tests, and(eq(tests.labId, labReports.labId), eq(tests.id, labReports.testId)))
    .innerJoin(departments, and(eq(departments.labId, labReports.labId), eq(departments.id, labReports.departmentId)))
    .innerJoin(patients, and(eq(patients.labId, labReports.labId), eq(patients.id, labReports.patientId)))
    .innerJoin(bills, and(eq(bills.labId, labReports.labId), eq(bills.id, labReports.billId)))
    .leftJoin(samples, and(eq(samples.labId, labReports.labId), eq(samples.id, labReports.sampleId)))
    .leftJoin(billers, and(eq(billers.labId, bills.labId), eq(billers.id, bills.createdBy)))
    .leftJoin(organisations, and(eq(organisations.labId, bills.labId), eq(organisations.id, bills.organisationId)))
    .leftJoin(referrals, and(eq(referrals.labId, bills.labId), eq(referrals.id, bills.referralDoctorId)))
    .leftJoin(enterers, and(eq(enterers.labId, labReports.labId), eq(enterers.id, labReports.enteredBy)))
    .leftJoin(
      acknowledgers,
      and(eq(acknowledgers.labId, labReports.labId), eq(acknowledgers.id, labReports.criticalAcknowledgedBy)),
    )
    .leftJoin(
      consultants,
      and(eq(consultants.labId, labReports.labId), eq(consultants.id, labReports.consultingDoctorId)),
    )
    .where(and(eq(labReports.labId, labId), eq(labReports.id, id)));
  return row;
}
export type ReportEntryRow = NonNullable<Awaited<ReturnType<typeof findReportEntryRow>>>;

/** The enabled formats of a test, its default first, then in the order they were made. */
export const formatsOfTest = (db: Executor, labId: number, testId: number): Promise<ReportFormatRow[]> =>
  db
    .select()
    .from(reportFormats)
    .where(and(eq(reportFormats.labId, labId), eq(reportFormats.testId, testId), eq(reportFormats.enabled, true)))
    .orderBy(desc(reportFormats.isDefault), asc(reportFormats.id));

/** A format of the lab by id, enabled or not: the one a report was entered in may have been disabled since. */
export const findFormat = async (db: Executor, labId: number, id: number): Promise<ReportFormatRow | undefined> =>
  (
    await db
      .select()
      .from(reportFormats)
      .where(and(eq(reportFormats.labId, labId), eq(reportFormats.id, id)))
  )[0];

/** A report's signatures with the doctors' names, by position. */
export const signaturesOfReport = (db: Executor, labId: number, reportId: number) =>
  db
    .select({ signature: reportSignatures, doctorName: doctors.fullName })
    .from(reportSignatures)
    .innerJoin(doctors, and(eq(doctors.labId, reportSignatures.labId), eq(doctors.id, reportSignatures.doctorId)))
    .where(and(eq(reportSignatures.labId, labId), eq(reportSignatures.reportId, reportId)))
    .orderBy(asc(reportSignatures.position));

export const deleteSignaturesOfReport = (db: Executor, labId: number, reportId: number) =>
  db
    .delete(reportSignatures)
    .where(and(eq(reportSignatures.labId, labId), eq(reportSignatures.reportId, reportId)))
    .returning({ id: reportSignatures.id });

/** A report's amendments, oldest first, with the name of who made each. */
export const amendmentsOfReport = (db: Executor, labId: number, reportId: number) =>
  db
    .select({ amendment: reportAmendments, amendedByName: labUsers.fullName })
    .from(reportAmendments)
    .leftJoin(labUsers, and(eq(labUsers.labId, reportAmendments.labId), eq(labUsers.id, reportAmendments.amendedBy)))
    .where(and(eq(reportAmendments.labId, labId), eq(reportAmendments.reportId, reportId)))
    .orderBy(asc(reportAmendments.amendedAt), asc(reportAmendments.id));

export const insertAmendment = (db: Executor, row: typeof reportAmendments.$inferInsert) =>
  db.insert(reportAmendments).values(row);

/**
 * The patient's most recent earlier report of the same test that has values and still stands
 * (its bill line not cancelled, its bill not dismissed): made before this one, or at the same
 * instant with a smaller id.
 */
export async function previousReportOf(
  db: Executor,
  report: Pick<LabReportRow, 'labId' | 'id' | 'patientId' | 'testId' | 'createdAt'>,
) {
  const [row] = await db
    .select({ id: labReports.id, values: labReports.values, enteredAt: labReports.enteredAt })
    .from(labReports)
    .where(
      and(
        eq(labReports.labId, report.labId),
        eq(labReports.patientId, report.patientId),
        eq(labReports.testId, report.testId),
        eq(labReports.completedTests, true),
        eq(labReports.dismissed, false),
        notInArray(labReports.status, ['cancelled', 'dismissed']),
        or(
          lt(labReports.createdAt, report.createdAt),
          and(eq(labReports.createdAt, report.createdAt), lt(labReports.id, report.id)),
        ),
      ),
    )
    .orderBy(desc(labReports.createdAt), desc(labReports.id))
    .limit(1);
  return row;
}

/** The names of the medical histories and of the allergies the patient is ticked against. */
export async function medicalHistoryOfPatient(db: Executor, labId: number, patientId: number) {
  const rows = await db
    .select({ kind: medicalHistoryItems.kind, name: medicalHistoryItems.name })
    .from(patientMedicalHistory)
    .innerJoin(
      medicalHistoryItems,
      and(
        eq(medicalHistoryItems.labId, patientMedicalHistory.labId),
        eq(medicalHistoryItems.id, patientMedicalHistory.itemId),
      ),
    )
    .where(and(eq(patientMedicalHistory.labId, labId), eq(patientMedicalHistory.patientId, patientId)))
    .orderBy(asc(medicalHistoryItems.name));
  const namesOf = (kind: string) => {
    const names = rows.filter((row) => row.kind === kind).map((row) => row.name);
    return names.length === 0 ? null : names.join(', ');
  };
  return { medicalHistory: namesOf('history'), allergies: namesOf('allergy') };
}

/** The bill's papers and its reports' attachments (spec 001 §2 side panel 'attachments'). */
export async function attachmentCountOfBill(db: Executor, labId: number, billId: number): Promise<number> {
  const [papers] = await db
    .select({ count: count() })
    .from(billAttachments)
    .where(and(eq(billAttachments.labId, labId), eq(billAttachments.billId, billId)));
  const [reportFiles] = await db
    .select({ count: count() })
    .from(reportAttachments)
    .where(and(eq(reportAttachments.labId, labId), eq(reportAttachments.billId, billId)));
  return (papers?.count ?? 0) + (reportFiles?.count ?? 0);
}

/**
 * The enabled devices a test runs on (the catalogue's device_tests), by name: the devices its
 * report may say it ran on (issue 15). Read here as the entry panel's read model.
 */
export const devicesOfTest = (db: Executor, labId: number, testId: number) =>
  db
    .select({ id: devices.id, name: devices.name })
    .from(deviceTests)
    .innerJoin(devices, and(eq(devices.labId, deviceTests.labId), eq(devices.id, deviceTests.deviceId)))
    .where(and(eq(deviceTests.labId, labId), eq(deviceTests.testId, testId), eq(devices.enabled, true)))
    .orderBy(asc(devices.name), asc(devices.id));
