import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { organisations } from '../../db/schema/index.js';

export type OrganisationRow = typeof organisations.$inferSelect;

export const findOrganisation = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select()
      .from(organisations)
      .where(and(eq(organisations.labId, labId), eq(organisations.id, id)))
      .limit(1)
  )[0];

export const insertOrganisation = async (db: Executor, values: typeof organisations.$inferInsert) =>
  (await db.insert(organisations).values(values).returning())[0] as OrganisationRow;
