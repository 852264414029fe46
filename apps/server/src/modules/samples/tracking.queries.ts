import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { bills, branches, patients, samples, sampleTypes } from '../../db/schema/index.js';

/** Who may see a sample: a collection centre its patients' organisation only (as their bills), a branch session its branch only. */
export interface SampleReach {
  organisationId: number | undefined;
  branchId: number | undefined;
}

const reachOf = ({ organisationId, branchId }: SampleReach): SQL | undefined =>
  and(
    organisationId === undefined ? undefined : eq(patients.organisationId, organisationId),
    branchId === undefined ? undefined : eq(samples.branchId, branchId),
  );

const billOfSample = and(eq(bills.labId, samples.labId), eq(bills.id, samples.billId));
const patientOfSample = and(eq(patients.labId, samples.labId), eq(patients.id, samples.patientId));

/** A sample of the lab within the caller's reach, with the names the tracking's side panel shows. */
export const findTrackedSample = async (db: Executor, labId: number, id: number, reach: SampleReach) =>
  (
    await db
      .select({
        sample: samples,
        sampleTypeName: sampleTypes.name,
        labBillId: bills.labBillId,
        labPatientId: patients.labPatientId,
        patientName: patients.fullName,
        branchName: branches.name,
      })
      .from(samples)
      .innerJoin(bills, billOfSample)
      .innerJoin(patients, patientOfSample)
      .leftJoin(sampleTypes, and(eq(sampleTypes.labId, samples.labId), eq(sampleTypes.id, samples.sampleTypeId)))
      .leftJoin(branches, and(eq(branches.labId, samples.labId), eq(branches.id, samples.branchId)))
      .where(and(eq(samples.labId, labId), eq(samples.id, id), reachOf(reach)))
  )[0];
export type TrackedSampleRow = NonNullable<Awaited<ReturnType<typeof findTrackedSample>>>;

/**
 * Samples whose automatic, manual or accession id starts with `prefix` (any case), newest first:
 * the search box's Samples group. Each id column is read through its (lab, id) index.
 */
export const findSamplesByPrefix = (
  db: Executor,
  { labId, prefix, limit, ...reach }: SampleReach & { labId: number; prefix: string; limit: number },
) => {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
  return db
    .select({
      id: samples.id,
      autoSampleId: samples.autoSampleId,
      manualSampleId: samples.manualSampleId,
      accessionNo: samples.accessionNo,
      patientId: samples.patientId,
      patientName: patients.fullName,
      labBillId: bills.labBillId,
      createdAt: samples.createdAt,
    })
    .from(samples)
    .innerJoin(bills, billOfSample)
    .innerJoin(patients, patientOfSample)
    .where(
      and(
        eq(samples.labId, labId),
        or(
          sql`lower(${samples.autoSampleId}) like ${pattern}`,
          sql`lower(${samples.manualSampleId}) like ${pattern}`,
          sql`lower(${samples.accessionNo}) like ${pattern}`,
        ),
        reachOf(reach),
      ),
    )
    .orderBy(desc(samples.createdAt), desc(samples.id))
    .limit(limit);
};
