import { pendingSampleStatuses } from '@lims/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  bills,
  branches,
  labReports,
  labUsers,
  organisations,
  patients,
  sampleBatches,
  samples,
  sampleTypes,
} from '../../db/schema/index.js';
import { type CursorFields, conditionFilter, defineList, textSort } from '../../platform/lists/list-page.js';

export type SampleRow = typeof samples.$inferSelect;
export type NewSampleRow = typeof samples.$inferInsert;

export const insertSamples = (db: Executor, rows: NewSampleRow[]) =>
  rows.length === 0 ? Promise.resolve([] as SampleRow[]) : db.insert(samples).values(rows).returning();

/** A bill's samples in the order they were made, with their sample type's name. */
export const listSamplesOfBill = (db: Executor, labId: number, billId: number) =>
  db
    .select({ sample: samples, sampleTypeName: sampleTypes.name })
    .from(samples)
    .leftJoin(sampleTypes, and(eq(sampleTypes.labId, samples.labId), eq(sampleTypes.id, samples.sampleTypeId)))
    .where(and(eq(samples.labId, labId), eq(samples.billId, billId)))
    .orderBy(asc(samples.id));

/**
 * The rows to change, locked until the transaction ends, in id order (two writers locking the
 * same samples take them in the same order, so neither waits on the other forever), each with
 * its patient's organisation: what a collection centre's reach is judged by.
 */
export const lockSamples = (db: Executor, labId: number, ids: number[]) =>
  db
    .select({ sample: samples, patientOrganisationId: patients.organisationId })
    .from(samples)
    .innerJoin(patients, and(eq(patients.labId, samples.labId), eq(patients.id, samples.patientId)))
    .where(and(eq(samples.labId, labId), inArray(samples.id, ids)))
    .orderBy(asc(samples.id))
    .for('update', { of: samples });
export type LockedSample = Awaited<ReturnType<typeof lockSamples>>[number];

/** Sets the same change on samples already locked and checked, moving their versions on. */
export const updateSamples = (
  db: Executor,
  {
    labId,
    ids,
    set,
  }: { labId: number; ids: number[]; set: Partial<NewSampleRow> & { status: string; updatedAt: Date } },
) =>
  db
    .update(samples)
    .set({ ...set, version: sql`${samples.version} + 1` })
    .where(and(eq(samples.labId, labId), inArray(samples.id, ids)))
    .returning();

/** Moves samples still in `from` to `status`; the others keep theirs. */
export const moveSamples = (
  db: Executor,
  { labId, ids, from, status, at }: { labId: number; ids: number[]; from: string; status: string; at: Date },
) =>
  ids.length === 0
    ? Promise.resolve([] as SampleRow[])
    : db
        .update(samples)
        .set({ status, updatedAt: at, version: sql`${samples.version} + 1` })
        .where(and(eq(samples.labId, labId), inArray(samples.id, ids), eq(samples.status, from)))
        .returning();

/*
 * A sample is listed with what the collection desk reads beside it: its bill, patient,
 * organisation, branch, sample type, who collected it, and its live tests and their
 * departments. The tests are read through the bill's reports (index lab_reports_bill).
 */
const billOfSample = and(eq(bills.labId, samples.labId), eq(bills.id, samples.billId));
const patientOfSample = and(eq(patients.labId, samples.labId), eq(patients.id, samples.patientId));
const typeOfSample = and(eq(sampleTypes.labId, samples.labId), eq(sampleTypes.id, samples.sampleTypeId));
const organisationOfBill = and(eq(organisations.labId, bills.labId), eq(organisations.id, bills.organisationId));
const branchOfSample = and(eq(branches.labId, samples.labId), eq(branches.id, samples.branchId));
const collectorOfSample = and(eq(labUsers.labId, samples.labId), eq(labUsers.id, samples.collectedBy));
const batchOfSample = and(eq(sampleBatches.labId, samples.labId), eq(sampleBatches.id, samples.batchId));

const listFields = {
  sample: samples,
  sampleType: {
    name: sampleTypes.name,
    containerType: sampleTypes.containerType,
    containerColor: sampleTypes.containerColor,
    collectionInstructions: sampleTypes.collectionInstructions,
  },
  labBillId: bills.labBillId,
  organisationId: bills.organisationId,
  organisationName: organisations.name,
  branchName: branches.name,
  collectedByName: labUsers.fullName,
  batchReferenceNo: sampleBatches.referenceNo,
  patient: {
    id: patients.id,
    labPatientId: patients.labPatientId,
    fullName: patients.fullName,
    designation: patients.designation,
    gender: patients.gender,
    age: patients.age,
    ageUnit: patients.ageUnit,
    mobile: patients.mobile,
  },
  testNames: sql<string[]>`(
    select coalesce(array_agg(t.name order by r.id), '{}')
    from lab_reports r join tests t on t.lab_id = r.lab_id and t.id = r.test_id
    where r.lab_id = "samples"."lab_id" and r.bill_id = "samples"."bill_id" and r.sample_id = "samples"."id"
      and r.status <> 'cancelled'
  )`,
  // Read through the sample's reports, as the tests above: the outsourcing area owns the sendings.
  outsourced: sql<boolean>`exists (
    select 1 from lab_reports r join report_outsourcings o on o.lab_id = r.lab_id and o.lab_report_id = r.id
    where r.lab_id = "samples"."lab_id" and r.bill_id = "samples"."bill_id" and r.sample_id = "samples"."id"
      and r.status <> 'cancelled' and o.status = 'sent'
  )`,
  departmentNames: sql<string[]>`(
    select coalesce(array_agg(distinct d.name), '{}')
    from lab_reports r join departments d on d.lab_id = r.lab_id and d.id = r.department_id
    where r.lab_id = "samples"."lab_id" and r.bill_id = "samples"."bill_id" and r.sample_id = "samples"."id"
      and r.status <> 'cancelled'
  )`,
};

const listSelect = (db: Executor, cursor: CursorFields) =>
  db
    .select({ ...listFields, ...cursor })
    .from(samples)
    // Every sample has its bill and patient (foreign keys): joined as left joins, so that the
    // list's count, which reads none of their columns unless a filter does, reads samples alone.
    .leftJoin(bills, billOfSample)
    .leftJoin(patients, patientOfSample)
    .leftJoin(sampleTypes, typeOfSample)
    .leftJoin(organisations, organisationOfBill)
    .leftJoin(branches, branchOfSample)
    .leftJoin(labUsers, collectorOfSample)
    .leftJoin(sampleBatches, batchOfSample)
    .$dynamic();

/**
 * The samples lists (spec 002 §7 getPendingSampleList, getRejectedSamples,
 * getPendingSampleListForPatient): the lab's samples narrowed on the server.
 */
export const sampleList = defineList({
  select: (db, cursor) => listSelect(db, cursor),
  id: samples.id,
  search: [
    samples.autoSampleId,
    samples.manualSampleId,
    samples.accessionNo,
    bills.labBillId,
    patients.fullName,
    patients.labPatientId,
  ],
  sort: {
    createdAt: samples.createdAt,
    autoSampleId: textSort(samples.autoSampleId),
    // The counter's numbers are text: padded, '10' sorts after '9'.
    labBillId: sql`lpad(${bills.labBillId}, 20, '0') collate "C"`,
    patientName: textSort(patients.fullName),
    collectedAt: samples.collectedAt,
  },
  defaultSort: 'createdAt',
  filters: {
    labId: samples.labId,
    status: samples.status,
    /** Only ever given `true`: the pending list, drawn or to be drawn and not yet received. */
    pending: conditionFilter<boolean>(
      (pending) =>
        sql`${samples.status} in (${sql.join(
          pendingSampleStatuses.map((status) => sql.raw(`'${status}'`)),
          sql`, `,
        )}) and ${pending}::boolean`,
    ),
    billId: samples.billId,
    patientId: samples.patientId,
    sampleTypeId: samples.sampleTypeId,
    batchId: samples.batchId,
    /** 'any': in a batch on its way; 'none': in none. */
    inBatch: conditionFilter<'any' | 'none'>(
      (inBatch) => sql`(${samples.batchId} is not null) = (${inBatch}::text = 'any')`,
    ),
    branchId: samples.branchId,
    organisationId: bills.organisationId,
    patientOrganisationId: patients.organisationId,
    departmentId: conditionFilter<number>(
      (departmentId) => sql`exists (
        select 1 from lab_reports r
        where r.lab_id = "samples"."lab_id" and r.bill_id = "samples"."bill_id" and r.sample_id = "samples"."id"
          and r.status <> 'cancelled' and r.department_id = ${departmentId}::bigint
      )`,
    ),
    createdFrom: conditionFilter<string>((from) => sql`${samples.createdAt} >= ${from}::timestamptz`),
    createdBefore: conditionFilter<string>((before) => sql`${samples.createdAt} < ${before}::timestamptz`),
  },
});
export type SampleListRow = Awaited<ReturnType<typeof sampleList.page>>['items'][number];

/** The listed rows of some samples, in id order: what a write answers with. */
export const sampleListRowsByIds = async (db: Executor, labId: number, ids: number[]): Promise<SampleListRow[]> => {
  if (ids.length === 0) return [];
  const rows = await listSelect(db, {
    listSortValue: sql<string | null>`null`.as('list_sort_value'),
    listId: sql`${samples.id}`.mapWith(Number).as('list_id'),
  })
    .where(and(eq(samples.labId, labId), inArray(samples.id, ids)))
    .orderBy(asc(samples.id));
  return rows.map(({ listSortValue: _value, listId: _id, ...row }) => row);
};

/**
 * The department of each sample's first live report (the lowest id): the stock a collected
 * sample consumes from when the lab's inventory settings name no sample department (issue 15).
 */
export async function firstReportDepartmentsOf(db: Executor, labId: number, sampleIds: readonly number[]) {
  if (sampleIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ sampleId: labReports.sampleId, departmentId: labReports.departmentId })
    .from(labReports)
    .where(
      and(eq(labReports.labId, labId), inArray(labReports.sampleId, [...sampleIds]), eq(labReports.dismissed, false)),
    )
    .orderBy(asc(labReports.id));
  const departments = new Map<number, number>();
  for (const row of rows) {
    if (row.sampleId !== null && !departments.has(row.sampleId)) departments.set(row.sampleId, row.departmentId);
  }
  return departments;
}
