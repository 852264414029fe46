import { canApplySampleAction, sampleStatusValues } from '@lims/domain';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { bills, labCounters, patients, samples, sampleTypes } from '../../db/schema/index.js';
import { type CursorFields, conditionFilter, defineList, textSort } from '../../platform/lists/list-page.js';
import type { NewSampleRow } from './samples.queries.js';

/** The per-lab counter accession numbers are drawn from (decision 0032). */
export const accessionCounter = 'accessionNo';

/**
 * The samples, other than `exceptIds`, whose manual or automatic id is one of `values`: a manual
 * id must name one sample only (spec 002 §4 'Manual sample id must not already exist').
 */
export const samplesHoldingIds = (db: Executor, labId: number, values: string[], exceptIds: number[] = []) =>
  values.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: samples.id, manualSampleId: samples.manualSampleId, autoSampleId: samples.autoSampleId })
        .from(samples)
        .where(
          and(
            eq(samples.labId, labId),
            or(inArray(samples.manualSampleId, values), inArray(samples.autoSampleId, values)),
            ...exceptIds.map((id) => ne(samples.id, id)),
          ),
        );

/** One sample's accession written (it is locked and checked), its version moved on. */
export const writeAccession = (
  db: Executor,
  labId: number,
  id: number,
  set: Pick<NewSampleRow, 'accessionNo' | 'accessionedAt' | 'accessionedBy' | 'manualSampleId'> & { updatedAt: Date },
) =>
  db
    .update(samples)
    .set({ ...set, version: sql`${samples.version} + 1` })
    .where(and(eq(samples.labId, labId), eq(samples.id, id)))
    .returning();

/** One of a sample's dates corrected. */
export const writeSampleDate = (
  db: Executor,
  labId: number,
  id: number,
  set: Pick<NewSampleRow, 'collectedAt' | 'receivedAt' | 'accessionedAt'> & { updatedAt: Date },
) =>
  db
    .update(samples)
    .set({ ...set, version: sql`${samples.version} + 1` })
    .where(and(eq(samples.labId, labId), eq(samples.id, id)))
    .returning();

/** The last accession number the lab has given (0 before the first). */
export const lastAccessionNumber = async (db: Executor, labId: number) =>
  (
    await db
      .select({ value: labCounters.value })
      .from(labCounters)
      .where(and(eq(labCounters.labId, labId), eq(labCounters.name, accessionCounter)))
  )[0]?.value ?? 0;

/** The statuses the domain lets be accessioned (collected, received). */
const accessionableStatuses = sampleStatusValues.filter((status) => canApplySampleAction('accession', status));

const billOfSample = and(eq(bills.labId, samples.labId), eq(bills.id, samples.billId));
const patientOfSample = and(eq(patients.labId, samples.labId), eq(patients.id, samples.patientId));
const typeOfSample = and(eq(sampleTypes.labId, samples.labId), eq(sampleTypes.id, samples.sampleTypeId));

const accessionFields = {
  sample: samples,
  sampleTypeName: sampleTypes.name,
  labBillId: bills.labBillId,
  patient: { id: patients.id, labPatientId: patients.labPatientId, fullName: patients.fullName },
};

const accessionSelect = (db: Executor, cursor: CursorFields) =>
  db
    .select({ ...accessionFields, ...cursor })
    .from(samples)
    .innerJoin(bills, billOfSample)
    .innerJoin(patients, patientOfSample)
    .leftJoin(sampleTypes, typeOfSample)
    .$dynamic();

/**
 * The bulk-edit accession screen's samples (spec 002 §2): drawn or received (the statuses the
 * domain lets be accessioned), of the lab's days asked, newest first.
 */
export const accessionList = defineList({
  select: (db, cursor) => accessionSelect(db, cursor),
  id: samples.id,
  search: [samples.autoSampleId, samples.manualSampleId, samples.accessionNo, bills.labBillId, patients.fullName],
  sort: {
    createdAt: samples.createdAt,
    accessionedAt: samples.accessionedAt,
    autoSampleId: textSort(samples.autoSampleId),
  },
  defaultSort: 'createdAt',
  filters: {
    labId: samples.labId,
    accessionable: conditionFilter<boolean>(
      (only) =>
        sql`${samples.status} in (${sql.join(
          accessionableStatuses.map((status) => sql.raw(`'${status}'`)),
          sql`, `,
        )}) and ${only}::boolean`,
    ),
    branchId: samples.branchId,
    patientOrganisationId: patients.organisationId,
    createdFrom: conditionFilter<string>((from) => sql`${samples.createdAt} >= ${from}::timestamptz`),
    createdBefore: conditionFilter<string>((before) => sql`${samples.createdAt} < ${before}::timestamptz`),
  },
});
export type AccessionRow = Awaited<ReturnType<typeof accessionList.page>>['items'][number];

/** Some samples as the accession screens show them, in id order: what a write answers with. */
export const accessionRowsByIds = async (db: Executor, labId: number, ids: number[]): Promise<AccessionRow[]> => {
  if (ids.length === 0) return [];
  const rows = await accessionSelect(db, {
    listSortValue: sql<string | null>`null`.as('list_sort_value'),
    listId: sql`${samples.id}`.mapWith(Number).as('list_id'),
  })
    .where(and(eq(samples.labId, labId), inArray(samples.id, ids)))
    .orderBy(asc(samples.id));
  return rows.map(({ listSortValue: _value, listId: _id, ...row }) => row);
};
