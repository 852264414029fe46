import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { labProfiles } from '../../db/schema/index.js';

export type LabProfileRow = typeof labProfiles.$inferSelect;

export const findLabProfile = async (db: Executor, labId: number) =>
  (await db.select().from(labProfiles).where(eq(labProfiles.labId, labId)).limit(1))[0];

/** The lab's profile row, made on its first change, locked until the transaction ends. */
export const lockLabProfile = async (db: Executor, labId: number) => {
  await db.insert(labProfiles).values({ labId }).onConflictDoNothing();
  return (await db.select().from(labProfiles).where(eq(labProfiles.labId, labId)).for('update'))[0] as LabProfileRow;
};

export const updateLabProfile = async (
  db: Executor,
  labId: number,
  values: Partial<Omit<LabProfileRow, 'labId'>> & Pick<LabProfileRow, 'version' | 'updatedAt'>,
) => (await db.update(labProfiles).set(values).where(eq(labProfiles.labId, labId)).returning())[0] as LabProfileRow;
