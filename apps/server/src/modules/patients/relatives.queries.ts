import { and, asc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { patientRelatives, patients } from '../../db/schema/index.js';

export type RelativeLinkRow = typeof patientRelatives.$inferSelect;

/** A patient's relatives with what the card shows of each, by name. */
export const listRelatives = (db: Executor, labId: number, patientId: number) =>
  db
    .select({ relation: patientRelatives.relation, relative: patients })
    .from(patientRelatives)
    .innerJoin(patients, and(eq(patients.labId, patientRelatives.labId), eq(patients.id, patientRelatives.relativeId)))
    .where(and(eq(patientRelatives.labId, labId), eq(patientRelatives.patientId, patientId)))
    .orderBy(asc(patients.fullName), asc(patients.id));

/** Both sides of the link between two patients (none, or two rows). */
const bothSides = (labId: number, patientId: number, relativeId: number) =>
  and(
    eq(patientRelatives.labId, labId),
    or(
      and(eq(patientRelatives.patientId, patientId), eq(patientRelatives.relativeId, relativeId)),
      and(eq(patientRelatives.patientId, relativeId), eq(patientRelatives.relativeId, patientId)),
    ),
  );

export const findRelativeLinks = (db: Executor, labId: number, patientId: number, relativeId: number) =>
  db
    .select()
    .from(patientRelatives)
    .where(bothSides(labId, patientId, relativeId))
    .orderBy(asc(patientRelatives.patientId));

/** Writes both sides of a link, or changes the relations of one that exists. */
export async function upsertRelativeLinks(db: Executor, rows: readonly Omit<RelativeLinkRow, 'createdAt'>[]) {
  for (const row of rows) {
    await db
      .insert(patientRelatives)
      .values(row)
      .onConflictDoUpdate({
        target: [patientRelatives.labId, patientRelatives.patientId, patientRelatives.relativeId],
        set: { relation: row.relation },
      });
  }
}

export const deleteRelativeLinks = (db: Executor, labId: number, patientId: number, relativeId: number) =>
  db
    .delete(patientRelatives)
    .where(bothSides(labId, patientId, relativeId))
    .returning();
