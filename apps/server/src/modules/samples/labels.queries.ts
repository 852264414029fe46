import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { bills, labReports, organisations, patients, samples, sampleTypes, tests } from '../../db/schema/index.js';

/**
 * What the labels of these samples print: each sample with its bill, patient, organisation and
 * sample type, and its patient's organisation, by which a collection centre's reach is judged.
 */
export const findLabelSamples = (db: Executor, labId: number, ids: number[]) =>
  db
    .select({
      id: samples.id,
      autoSampleId: samples.autoSampleId,
      manualSampleId: samples.manualSampleId,
      branchId: samples.branchId,
      collectedAt: samples.collectedAt,
      labBillId: bills.labBillId,
      billedAt: bills.createdAt,
      organisationName: organisations.name,
      patient: {
        designation: patients.designation,
        fullName: patients.fullName,
        labPatientId: patients.labPatientId,
        gender: patients.gender,
        age: patients.age,
        ageUnit: patients.ageUnit,
        dateOfBirth: patients.dateOfBirth,
        organisationId: patients.organisationId,
      },
      sampleTypeName: sampleTypes.name,
    })
    .from(samples)
    .innerJoin(bills, and(eq(bills.labId, samples.labId), eq(bills.id, samples.billId)))
    .innerJoin(patients, and(eq(patients.labId, samples.labId), eq(patients.id, samples.patientId)))
    .leftJoin(organisations, and(eq(organisations.labId, bills.labId), eq(organisations.id, bills.organisationId)))
    .leftJoin(sampleTypes, and(eq(sampleTypes.labId, samples.labId), eq(sampleTypes.id, samples.sampleTypeId)))
    .where(and(eq(samples.labId, labId), inArray(samples.id, ids)));
export type LabelSampleRow = Awaited<ReturnType<typeof findLabelSamples>>[number];

/** The tests each sample is drawn for (its reports not dismissed), in the bill's order. */
export const findLabelTests = (db: Executor, labId: number, sampleIds: number[]) =>
  db
    .select({ sampleId: labReports.sampleId, code: tests.code, name: tests.name })
    .from(labReports)
    .innerJoin(tests, and(eq(tests.labId, labReports.labId), eq(tests.id, labReports.testId)))
    .where(and(eq(labReports.labId, labId), inArray(labReports.sampleId, sampleIds), eq(labReports.dismissed, false)))
    .orderBy(asc(labReports.id));
