import type { MedicalHistoryKind } from '@lims/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { medicalHistoryItems, patientMedicalHistory } from '../../db/schema/index.js';
import { textSort } from '../../platform/lists/list-page.js';

export type MedicalHistoryItemRow = typeof medicalHistoryItems.$inferSelect;

const byName = [asc(textSort(medicalHistoryItems.name)), asc(medicalHistoryItems.id)];

/** The lab's medical histories and allergies, each kind by name. */
export const listMedicalHistoryItems = (db: Executor, labId: number) =>
  db
    .select()
    .from(medicalHistoryItems)
    .where(eq(medicalHistoryItems.labId, labId))
    .orderBy(...byName);

export const findMedicalHistoryItemByName = async (
  db: Executor,
  labId: number,
  kind: MedicalHistoryKind,
  name: string,
) =>
  (
    await db
      .select()
      .from(medicalHistoryItems)
      .where(
        and(
          eq(medicalHistoryItems.labId, labId),
          eq(medicalHistoryItems.kind, kind),
          sql`lower(${medicalHistoryItems.name}) = lower(${name})`,
        ),
      )
      .limit(1)
  )[0];

export const insertMedicalHistoryItem = async (
  db: Executor,
  values: { labId: number; kind: MedicalHistoryKind; name: string },
) => (await db.insert(medicalHistoryItems).values(values).returning())[0] as MedicalHistoryItemRow;

/** The lab's items among these ids. */
export const findMedicalHistoryItems = (db: Executor, labId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as MedicalHistoryItemRow[])
    : db
        .select()
        .from(medicalHistoryItems)
        .where(and(eq(medicalHistoryItems.labId, labId), inArray(medicalHistoryItems.id, ids)));

/** Ticks exactly these items for the patient; call it in the transaction that changes the patient. */
export async function replaceItemsOfPatient(db: Executor, labId: number, patientId: number, itemIds: number[]) {
  await db
    .delete(patientMedicalHistory)
    .where(and(eq(patientMedicalHistory.labId, labId), eq(patientMedicalHistory.patientId, patientId)));
  const distinct = [...new Set(itemIds)];
  if (distinct.length > 0) {
    await db.insert(patientMedicalHistory).values(distinct.map((itemId) => ({ labId, patientId, itemId })));
  }
}
