import { searchWords } from '@lims/domain';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { diseases } from '../../db/schema/index.js';

export type DiseaseRow = typeof diseases.$inferSelect;

/**
 * The lab's own conditions that may answer a search: the code starts with it, or the name holds
 * each of its words. The caller keeps those whose words start with the search's
 * (`conditionMatches`), which SQL's LIKE cannot say for folded accents.
 */
export const findLabDiseases = (db: Executor, labId: number, search: string, limit: number) => {
  const query = search.trim();
  const words = searchWords(query);
  const candidates =
    query === ''
      ? undefined
      : or(
          sql`starts_with(${diseases.icdCode}, ${query.toUpperCase()})`,
          words.length === 0
            ? undefined
            : and(...words.map((word) => sql`strpos(lower(${diseases.name}), ${word}) > 0`)),
        );
  return db
    .select()
    .from(diseases)
    .where(and(eq(diseases.labId, labId), candidates))
    .orderBy(asc(diseases.icdCode))
    .limit(limit);
};

export const findDiseaseByCode = async (db: Executor, labId: number, icdCode: string) =>
  (
    await db
      .select()
      .from(diseases)
      .where(and(eq(diseases.labId, labId), eq(diseases.icdCode, icdCode)))
      .limit(1)
  )[0];

export const insertDisease = async (db: Executor, values: typeof diseases.$inferInsert) =>
  (await db.insert(diseases).values(values).returning())[0] as DiseaseRow;
