import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  bills,
  departments,
  doctors,
  labReports,
  organisations,
  patients,
  reportAmendments,
  reportFormats,
  reportSignatures,
  samples,
  sampleTypes,
  tests,
} from '../../db/schema/index.js';

const referrals = alias(doctors, 'referrals');

/**
 * The reports of a document with what their pages print beside them, in one statement whatever
 * their number: test and department, patient, bill (referral, organisation, language) and
 * sample (type, collection and receipt). Rows come in no particular order; the caller orders them.
 */
export const documentReportRows = (db: Executor, labId: number, ids: readonly number[]) =>
  db
    .select({
      report: {
        id: labReports.id,
        billId: labReports.billId,
        patientId: labReports.patientId,
        departmentId: labReports.departmentId,
        reportFormatId: labReports.reportFormatId,
        status: labReports.status,
        dismissed: labReports.dismissed,
        values: labReports.values,
        comments: labReports.comments,
        isSigned: labReports.isSigned,
        isApproved: labReports.isApproved,
        isSynced: labReports.isSynced,
        enteredAt: labReports.enteredAt,
        amendments: labReports.amendments,
        verificationId: labReports.verificationId,
        firstViewedAt: labReports.firstViewedAt,
        fileReportFileId: labReports.fileReportFileId,
      },
      test: { code: tests.code, name: tests.name },
      departmentName: departments.name,
      patient: {
        labPatientId: patients.labPatientId,
        referenceId: patients.referenceId,
        designation: patients.designation,
        fullName: patients.fullName,
        gender: patients.gender,
        age: patients.age,
        ageUnit: patients.ageUnit,
      },
      bill: {
        labBillId: bills.labBillId,
        createdAt: bills.createdAt,
        language: bills.language,
      },
      referralName: referrals.fullName,
      organisationName: organisations.name,
      sample: {
        autoSampleId: samples.autoSampleId,
        manualSampleId: samples.manualSampleId,
        collectedAt: samples.collectedAt,
        receivedAt: samples.receivedAt,
        accessionedAt: samples.accessionedAt,
      },
      sampleTypeName: sampleTypes.name,
    })
    .from(labReports)
    .innerJoin(tests, and(eq(tests.labId, labReports.labId), eq(tests.id, labReports.testId)))
    .innerJoin(departments, and(eq(departments.labId, labReports.labId), eq(departments.id, labReports.departmentId)))
    .innerJoin(patients, and(eq(patients.labId, labReports.labId), eq(patients.id, labReports.patientId)))
    .innerJoin(bills, and(eq(bills.labId, labReports.labId), eq(bills.id, labReports.billId)))
    .leftJoin(referrals, and(eq(referrals.labId, bills.labId), eq(referrals.id, bills.referralDoctorId)))
    .leftJoin(organisations, and(eq(organisations.labId, bills.labId), eq(organisations.id, bills.organisationId)))
    .leftJoin(samples, and(eq(samples.labId, labReports.labId), eq(samples.id, labReports.sampleId)))
    .leftJoin(sampleTypes, and(eq(sampleTypes.labId, samples.labId), eq(sampleTypes.id, samples.sampleTypeId)))
    .where(and(eq(labReports.labId, labId), inArray(labReports.id, [...ids])));
export type DocumentReportRow = Awaited<ReturnType<typeof documentReportRows>>[number];

/** The formats the reports were entered in, each once. */
export const documentFormats = (db: Executor, labId: number, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: reportFormats.id, parameters: reportFormats.parameters })
        .from(reportFormats)
        .where(and(eq(reportFormats.labId, labId), inArray(reportFormats.id, [...ids])));

/** The reports' signatures with the doctors' names, each report's in signing order. */
export const documentSignatures = (db: Executor, labId: number, reportIds: readonly number[]) =>
  db
    .select({
      reportId: reportSignatures.reportId,
      position: reportSignatures.position,
      signedAt: reportSignatures.signedAt,
      doctorName: doctors.fullName,
    })
    .from(reportSignatures)
    .innerJoin(doctors, and(eq(doctors.labId, reportSignatures.labId), eq(doctors.id, reportSignatures.doctorId)))
    .where(and(eq(reportSignatures.labId, labId), inArray(reportSignatures.reportId, [...reportIds])))
    .orderBy(asc(reportSignatures.reportId), asc(reportSignatures.position));

/** The latest amendment of each of the reports that has one: its reason and when. */
export const documentLatestAmendments = (db: Executor, labId: number, reportIds: readonly number[]) =>
  db
    .selectDistinctOn([reportAmendments.reportId], {
      reportId: reportAmendments.reportId,
      reason: reportAmendments.reason,
      amendedAt: reportAmendments.amendedAt,
    })
    .from(reportAmendments)
    .where(and(eq(reportAmendments.labId, labId), inArray(reportAmendments.reportId, [...reportIds])))
    .orderBy(asc(reportAmendments.reportId), desc(reportAmendments.amendedAt), desc(reportAmendments.id));

/** Marks the report's PDF as opened, once: the first opening is kept (the print list's 'hide seen'). */
export const markFirstViewed = (db: Executor, labId: number, id: number, at: Date) =>
  db
    .update(labReports)
    .set({ firstViewedAt: at })
    .where(and(eq(labReports.labId, labId), eq(labReports.id, id), sql`${labReports.firstViewedAt} IS NULL`));

/**
 * What the public verification page of a report shows (decision 0041): looked up by the lab and
 * the unguessable verification id, never by the report's own id.
 */
export async function findVerifiedReport(db: Executor, labId: number, verificationId: string) {
  const [row] = await db
    .select({
      id: labReports.id,
      billId: labReports.billId,
      status: labReports.status,
      isSynced: labReports.isSynced,
      amendments: labReports.amendments,
      testName: tests.name,
      patientName: patients.fullName,
      billedAt: bills.createdAt,
      signedAt: sql<Date | null>`(
        SELECT min(${reportSignatures.signedAt}) FROM ${reportSignatures}
        WHERE ${reportSignatures.labId} = ${labReports.labId} AND ${reportSignatures.reportId} = ${labReports.id}
      )`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
    })
    .from(labReports)
    .innerJoin(tests, and(eq(tests.labId, labReports.labId), eq(tests.id, labReports.testId)))
    .innerJoin(patients, and(eq(patients.labId, labReports.labId), eq(patients.id, labReports.patientId)))
    .innerJoin(bills, and(eq(bills.labId, labReports.labId), eq(bills.id, labReports.billId)))
    .where(and(eq(labReports.labId, labId), eq(labReports.verificationId, verificationId)));
  return row;
}
