import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { patients } from '../../db/schema/index.js';

export type PatientRow = typeof patients.$inferSelect;

export const findPatient = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select()
      .from(patients)
      .where(and(eq(patients.labId, labId), eq(patients.id, id)))
      .limit(1)
  )[0];

export const insertPatient = async (db: Executor, values: typeof patients.$inferInsert) =>
  (await db.insert(patients).values(values).returning())[0] as PatientRow;
