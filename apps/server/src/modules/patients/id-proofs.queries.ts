import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { patientIdProofs } from '../../db/schema/index.js';

export type IdProofRow = typeof patientIdProofs.$inferSelect;

const proofOfPatient = (labId: number, patientId: number, id: number) =>
  and(eq(patientIdProofs.labId, labId), eq(patientIdProofs.patientId, patientId), eq(patientIdProofs.id, id));

/** A patient's ID proofs in the order they were added. */
export const listIdProofs = (db: Executor, labId: number, patientId: number) =>
  db
    .select()
    .from(patientIdProofs)
    .where(and(eq(patientIdProofs.labId, labId), eq(patientIdProofs.patientId, patientId)))
    .orderBy(asc(patientIdProofs.id));

export const findIdProof = async (db: Executor, labId: number, patientId: number, id: number) =>
  (
    await db
      .select()
      .from(patientIdProofs)
      .where(proofOfPatient(labId, patientId, id))
      .limit(1)
  )[0];

/** The proof to change, locked until the transaction ends: the change's `before`. */
export const lockIdProof = async (db: Executor, labId: number, patientId: number, id: number) =>
  (
    await db
      .select()
      .from(patientIdProofs)
      .where(proofOfPatient(labId, patientId, id))
      .for('update')
  )[0];

export const insertIdProof = async (db: Executor, values: typeof patientIdProofs.$inferInsert) =>
  (await db.insert(patientIdProofs).values(values).returning())[0] as IdProofRow;

/** Writes the change and the next version; the caller holds the row's lock. */
export const updateIdProof = async (
  db: Executor,
  row: Pick<IdProofRow, 'labId' | 'patientId' | 'id'>,
  values: Partial<Pick<IdProofRow, 'proofType' | 'documentNumber' | 'updatedAt'>>,
) =>
  (
    await db
      .update(patientIdProofs)
      .set({ ...values, version: sql`${patientIdProofs.version} + 1` })
      .where(proofOfPatient(row.labId, row.patientId, row.id))
      .returning()
  )[0] as IdProofRow;

export const deleteIdProof = async (db: Executor, row: Pick<IdProofRow, 'labId' | 'patientId' | 'id'>) =>
  db.delete(patientIdProofs).where(proofOfPatient(row.labId, row.patientId, row.id));
