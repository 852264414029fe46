import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  branches,
  labUsers,
  organisations,
  sampleBatches,
  sampleBatchSamples,
  samples,
} from '../../db/schema/index.js';
import { type CursorFields, conditionFilter, defineList, textSort } from '../../platform/lists/list-page.js';

export type SampleBatchRow = typeof sampleBatches.$inferSelect;
export type NewSampleBatchRow = typeof sampleBatches.$inferInsert;

const fromBranch = alias(branches, 'from_branch');
const toBranch = alias(branches, 'to_branch');
const creator = alias(labUsers, 'batch_creator');
const receiver = alias(labUsers, 'batch_receiver');
const rejecter = alias(labUsers, 'batch_rejecter');

/** A batch with the names the list shows beside it, and how many samples it carried. */
const itemFields = {
  batch: sampleBatches,
  fromBranchName: fromBranch.name,
  toBranchName: toBranch.name,
  organisationName: organisations.name,
  createdByName: creator.fullName,
  receivedByName: receiver.fullName,
  rejectedByName: rejecter.fullName,
  sampleCount: sql<number>`(
    select count(*) from sample_batch_samples s
    where s.lab_id = "sample_batches"."lab_id" and s.batch_id = "sample_batches"."id"
  )`.mapWith(Number),
};

const itemSelect = (db: Executor, cursor: CursorFields) =>
  db
    .select({ ...itemFields, ...cursor })
    .from(sampleBatches)
    .leftJoin(fromBranch, and(eq(fromBranch.labId, sampleBatches.labId), eq(fromBranch.id, sampleBatches.fromBranchId)))
    .leftJoin(toBranch, and(eq(toBranch.labId, sampleBatches.labId), eq(toBranch.id, sampleBatches.toBranchId)))
    .leftJoin(
      organisations,
      and(eq(organisations.labId, sampleBatches.labId), eq(organisations.id, sampleBatches.organisationId)),
    )
    .leftJoin(creator, and(eq(creator.labId, sampleBatches.labId), eq(creator.id, sampleBatches.createdBy)))
    .leftJoin(receiver, and(eq(receiver.labId, sampleBatches.labId), eq(receiver.id, sampleBatches.receivedBy)))
    .leftJoin(rejecter, and(eq(rejecter.labId, sampleBatches.labId), eq(rejecter.id, sampleBatches.rejectedBy)))
    .$dynamic();

/** The batches list (spec 002 §7 getSampleBatchesList): the lab's batches narrowed on the server. */
export const sampleBatchList = defineList({
  select: (db, cursor) => itemSelect(db, cursor),
  id: sampleBatches.id,
  search: [sampleBatches.referenceNo, sampleBatches.collectingPerson],
  sort: {
    createdAt: sampleBatches.createdAt,
    referenceNo: textSort(sampleBatches.referenceNo),
  },
  defaultSort: 'createdAt',
  filters: {
    labId: sampleBatches.labId,
    status: sampleBatches.status,
    organisationId: sampleBatches.organisationId,
    /** A branch's batches: those it sent and those sent to it. */
    branchId: conditionFilter<number>(
      (branchId) =>
        sql`(${sampleBatches.fromBranchId} = ${branchId}::bigint or ${sampleBatches.toBranchId} = ${branchId}::bigint)`,
    ),
    createdFrom: conditionFilter<string>((from) => sql`${sampleBatches.createdAt} >= ${from}::timestamptz`),
    createdBefore: conditionFilter<string>((before) => sql`${sampleBatches.createdAt} < ${before}::timestamptz`),
  },
});
export type SampleBatchItemRow = Awaited<ReturnType<typeof sampleBatchList.page>>['items'][number];

/** One batch as the list shows it. */
export const findBatchItem = async (
  db: Executor,
  labId: number,
  id: number,
): Promise<SampleBatchItemRow | undefined> => {
  const [row] = await itemSelect(db, {
    listSortValue: sql<string | null>`null`.as('list_sort_value'),
    listId: sql`${sampleBatches.id}`.mapWith(Number).as('list_id'),
  }).where(and(eq(sampleBatches.labId, labId), eq(sampleBatches.id, id)));
  return row;
};

/** The batch locked until the transaction ends: a decision reads it here before changing it. */
export const lockBatch = async (db: Executor, labId: number, id: number): Promise<SampleBatchRow | undefined> => {
  const [row] = await db
    .select()
    .from(sampleBatches)
    .where(and(eq(sampleBatches.labId, labId), eq(sampleBatches.id, id)))
    .for('update');
  return row;
};

/** Whether the lab has used the reference number, in any case ('bt-1' is 'BT-1'): what the unique index says. */
export const referenceTaken = async (db: Executor, labId: number, referenceNo: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: sampleBatches.id })
    .from(sampleBatches)
    .where(and(eq(sampleBatches.labId, labId), sql`lower(${sampleBatches.referenceNo}) = lower(${referenceNo})`));
  return row !== undefined;
};

export const insertBatch = async (db: Executor, row: NewSampleBatchRow): Promise<SampleBatchRow> => {
  const [inserted] = await db.insert(sampleBatches).values(row).returning();
  if (!inserted) throw new Error('The batch was not inserted.');
  return inserted;
};

export const updateBatch = async (
  db: Executor,
  { labId, id, set }: { labId: number; id: number; set: Partial<NewSampleBatchRow> & { updatedAt: Date } },
): Promise<SampleBatchRow> => {
  const [updated] = await db
    .update(sampleBatches)
    .set({ ...set, version: sql`${sampleBatches.version} + 1` })
    .where(and(eq(sampleBatches.labId, labId), eq(sampleBatches.id, id)))
    .returning();
  if (!updated) throw new Error(`Batch ${id} of lab ${labId} vanished while locked.`);
  return updated;
};

/**
 * Puts samples in the batch: only those still collected and in no batch move (the rows are
 * locked and checked before; the condition holds even if they were not). The caller compares
 * how many moved with how many it asked for.
 */
export const putSamplesInBatch = async (
  db: Executor,
  { labId, batchId, sampleIds, at }: { labId: number; batchId: number; sampleIds: number[]; at: Date },
) => {
  const moved = await db
    .update(samples)
    .set({ batchId, updatedAt: at, version: sql`${samples.version} + 1` })
    .where(
      and(
        eq(samples.labId, labId),
        inArray(samples.id, sampleIds),
        isNull(samples.batchId),
        eq(samples.status, 'collected'),
      ),
    )
    .returning();
  if (moved.length > 0) {
    await db.insert(sampleBatchSamples).values(moved.map((sample) => ({ labId, batchId, sampleId: sample.id })));
  }
  return moved;
};

/** The samples travelling in the batch now, locked, in id order. */
export const lockSamplesInBatch = (db: Executor, labId: number, batchId: number) =>
  db
    .select()
    .from(samples)
    .where(and(eq(samples.labId, labId), eq(samples.batchId, batchId)))
    .orderBy(asc(samples.id))
    .for('update');

/** Takes the samples out of the batch (a rejected batch's): they stay as they are, in no batch. */
export const takeSamplesOutOfBatch = (
  db: Executor,
  { labId, batchId, at }: { labId: number; batchId: number; at: Date },
) =>
  db
    .update(samples)
    .set({ batchId: null, updatedAt: at, version: sql`${samples.version} + 1` })
    .where(and(eq(samples.labId, labId), eq(samples.batchId, batchId)))
    .returning();

/** The ids of the samples the batch carried, in id order (kept after it is decided). */
export const samplesOfBatch = async (db: Executor, labId: number, batchId: number): Promise<number[]> =>
  (
    await db
      .select({ sampleId: sampleBatchSamples.sampleId })
      .from(sampleBatchSamples)
      .where(and(eq(sampleBatchSamples.labId, labId), eq(sampleBatchSamples.batchId, batchId)))
      .orderBy(asc(sampleBatchSamples.sampleId))
  ).map((row) => row.sampleId);
