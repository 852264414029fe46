import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { patients } from '../../db/schema/index.js';

export const findPatient = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select()
      .from(patients)
      .where(and(eq(patients.labId, labId), eq(patients.id, id)))
      .limit(1)
  )[0];
