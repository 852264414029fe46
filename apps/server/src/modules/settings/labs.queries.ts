import { and, asc, count, eq, ilike, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { labs, platformLabId } from '../../db/schema/index.js';

export type LabRow = typeof labs.$inferSelect;

export const findLab = async (db: Executor, labId: number) =>
  (await db.select().from(labs).where(eq(labs.id, labId)).limit(1))[0];

export const findLabByName = async (db: Executor, name: string) =>
  (await db.select().from(labs).where(eq(labs.name, name)).limit(1))[0];

export const insertLab = async (db: Executor, values: typeof labs.$inferInsert) =>
  (await db.insert(labs).values(values).returning())[0] as LabRow;

/** The lab, locked until the transaction ends: every settings write reads it this way first. */
export const lockLab = async (db: Executor, labId: number) =>
  (await db.select().from(labs).where(eq(labs.id, labId)).limit(1).for('update'))[0];

export const writeLabSettings = async (db: Executor, labId: number, settings: LabRow['settings']) =>
  (await db.update(labs).set({ settings, updatedAt: new Date() }).where(eq(labs.id, labId)).returning())[0] as LabRow;

/** The lab's name and time zone (Centre settings); the caller holds the row's lock. */
export const writeLabProfile = async (db: Executor, labId: number, values: Pick<LabRow, 'name' | 'timeZone'>) =>
  (
    await db
      .update(labs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(labs.id, labId))
      .returning()
  )[0] as LabRow;

/**
 * Labs by name, a page at a time, for the support dashboard's picker and consumption list:
 * never the product's own tenant (lab 0). `name` contains `search`, case-insensitively.
 */
export const searchLabs = async (
  db: Executor,
  { search, limit, offset }: { search?: string | undefined; limit: number; offset: number },
) => {
  const where = and(
    ne(labs.id, platformLabId),
    search ? ilike(labs.name, `%${search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db.select().from(labs).where(where).orderBy(asc(labs.name), asc(labs.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(labs).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
};
