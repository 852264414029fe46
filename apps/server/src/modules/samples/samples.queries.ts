import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { samples, sampleTypes } from '../../db/schema/index.js';

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

/** The row to change, locked until the transaction ends. */
export const lockSample = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select()
      .from(samples)
      .where(and(eq(samples.labId, labId), eq(samples.id, id)))
      .for('update')
  )[0];

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
