import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { doctors } from '../../db/schema/index.js';
import { textSort } from '../../platform/lists/list-page.js';

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

/** The lab's enabled referral doctors whose name holds `text`, by name: the registration form's type-ahead. */
export const lookupReferralDoctors = (
  db: Executor,
  { labId, text, limit }: { labId: number; text: string; limit: number },
) =>
  db
    .select({ id: doctors.id, name: doctors.fullName })
    .from(doctors)
    .where(
      and(
        eq(doctors.labId, labId),
        eq(doctors.enabled, true),
        eq(doctors.isReferral, true),
        text === '' ? undefined : sql`strpos(lower(${doctors.fullName}), lower(${text})) > 0`,
      ),
    )
    .orderBy(asc(textSort(doctors.fullName)), asc(doctors.id))
    .limit(limit);

/** The lab's enabled signing doctors by name: who may be the lab's default signing doctor (spec 001 §3). */
export const listSigningDoctors = (db: Executor, labId: number) =>
  db
    .select({ id: doctors.id, name: doctors.fullName })
    .from(doctors)
    .where(and(eq(doctors.labId, labId), eq(doctors.enabled, true), eq(doctors.isSigning, true)))
    .orderBy(asc(textSort(doctors.fullName)), asc(doctors.id));
