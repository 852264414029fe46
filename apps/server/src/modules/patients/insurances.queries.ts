import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { insurances } from '../../db/schema/index.js';
import { textSort } from '../../platform/lists/list-page.js';

export type InsuranceRow = typeof insurances.$inferSelect;

/** The lab's insurance companies by name (a lab bills a few dozen at most: no paging). */
export const listInsurances = (db: Executor, labId: number) =>
  db
    .select()
    .from(insurances)
    .where(eq(insurances.labId, labId))
    .orderBy(asc(textSort(insurances.name)), asc(insurances.id));

export const findInsuranceByName = async (db: Executor, labId: number, name: string) =>
  (
    await db
      .select()
      .from(insurances)
      .where(and(eq(insurances.labId, labId), sql`lower(${insurances.name}) = lower(${name})`))
      .limit(1)
  )[0];

export const insertInsurance = async (db: Executor, values: typeof insurances.$inferInsert) =>
  (await db.insert(insurances).values(values).returning())[0] as InsuranceRow;
