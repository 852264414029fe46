import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { doctors } from '../../db/schema/index.js';

export type DoctorRow = typeof doctors.$inferSelect;

export const findDoctor = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select()
      .from(doctors)
      .where(and(eq(doctors.labId, labId), eq(doctors.id, id)))
      .limit(1)
  )[0];

export const findDoctorOfLabUser = async (db: Executor, labId: number, labUserId: number) =>
  (
    await db
      .select()
      .from(doctors)
      .where(and(eq(doctors.labId, labId), eq(doctors.labUserId, labUserId), eq(doctors.enabled, true)))
      .limit(1)
  )[0];

export const insertDoctor = async (db: Executor, values: typeof doctors.$inferInsert) =>
  (await db.insert(doctors).values(values).returning())[0] as DoctorRow;
