import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { patientChangeRequests } from '../../db/schema/index.js';

export type ChangeRequestRow = typeof patientChangeRequests.$inferSelect;

/** A patient's requests still waiting for a decision, oldest first. */
export const listPendingChangeRequests = (db: Executor, labId: number, patientId: number) =>
  db
    .select()
    .from(patientChangeRequests)
    .where(
      and(
        eq(patientChangeRequests.labId, labId),
        eq(patientChangeRequests.patientId, patientId),
        eq(patientChangeRequests.status, 'pending'),
      ),
    )
    .orderBy(asc(patientChangeRequests.id));

/** The request to decide, locked until the transaction ends: two admins deciding at once take turns. */
export const lockChangeRequest = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select()
      .from(patientChangeRequests)
      .where(and(eq(patientChangeRequests.labId, labId), eq(patientChangeRequests.id, id)))
      .for('update')
  )[0];

export const insertChangeRequest = async (db: Executor, values: typeof patientChangeRequests.$inferInsert) =>
  (await db.insert(patientChangeRequests).values(values).returning())[0] as ChangeRequestRow;

export const updateChangeRequest = async (
  db: Executor,
  row: Pick<ChangeRequestRow, 'labId' | 'id'>,
  values: Pick<ChangeRequestRow, 'status' | 'decidedBy' | 'decidedAt'>,
) =>
  (
    await db
      .update(patientChangeRequests)
      .set(values)
      .where(and(eq(patientChangeRequests.labId, row.labId), eq(patientChangeRequests.id, row.id)))
      .returning()
  )[0] as ChangeRequestRow;
