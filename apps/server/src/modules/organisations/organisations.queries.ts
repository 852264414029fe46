import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { organisations } from '../../db/schema/index.js';
import { textSort } from '../../platform/lists/list-page.js';

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

/**
 * The lab's enabled organisations whose name holds `text`, by name: the registration form's
 * type-ahead. With `onlyId`, that organisation alone (a collection centre's own).
 */
export const lookupOrganisations = (
  db: Executor,
  { labId, text, limit, onlyId }: { labId: number; text: string; limit: number; onlyId?: number },
) =>
  db
    .select()
    .from(organisations)
    .where(
      and(
        eq(organisations.labId, labId),
        eq(organisations.enabled, true),
        text === '' ? undefined : sql`strpos(lower(${organisations.name}), lower(${text})) > 0`,
        onlyId === undefined ? undefined : eq(organisations.id, onlyId),
      ),
    )
    .orderBy(asc(textSort(organisations.name)), asc(organisations.id))
    .limit(limit);
