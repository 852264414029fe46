import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { testCategories, worklistTemplates } from '../../db/schema/index.js';
import { textSort } from '../../platform/lists/list-page.js';

export type WorklistTemplateRow = typeof worklistTemplates.$inferSelect;
export type NewWorklistTemplate = Pick<WorklistTemplateRow, 'name' | 'categoryId' | 'format' | 'flags'>;

/** A template with the name of its category, null for the default category. */
export interface WorklistTemplateView {
  template: WorklistTemplateRow;
  categoryName: string | null;
}

const ofLab = (labId: number, id: number) => and(eq(worklistTemplates.labId, labId), eq(worklistTemplates.id, id));

/**
 * The templates with their categories' names. The category is read here rather than through
 * the catalogue's service: its lists are paged, and the Configuration List names every
 * template's category in one read.
 */
const templateViews = (db: Executor) =>
  db
    .select({ template: getTableColumns(worklistTemplates), categoryName: testCategories.name })
    .from(worklistTemplates)
    .leftJoin(
      testCategories,
      and(eq(testCategories.labId, worklistTemplates.labId), eq(testCategories.id, worklistTemplates.categoryId)),
    );

/** Every template of the lab by name, without regard to case. */
export const listTemplateViews = (db: Executor, labId: number): Promise<WorklistTemplateView[]> =>
  templateViews(db)
    .where(eq(worklistTemplates.labId, labId))
    .orderBy(asc(textSort(worklistTemplates.name)), asc(worklistTemplates.id));

export const findTemplateView = async (db: Executor, labId: number, id: number) =>
  (await templateViews(db).where(ofLab(labId, id)))[0] as WorklistTemplateView | undefined;

/** The row to change or delete, locked until the transaction ends: the audit's `before`. */
export const lockTemplate = async (db: Executor, labId: number, id: number) =>
  (await db.select().from(worklistTemplates).where(ofLab(labId, id)).for('update'))[0];

export const findTemplateByName = async (db: Executor, labId: number, name: string) =>
  (
    await db
      .select({ id: worklistTemplates.id })
      .from(worklistTemplates)
      .where(and(eq(worklistTemplates.labId, labId), sql`lower(${worklistTemplates.name}) = lower(${name})`))
      .limit(1)
  )[0];

/** A test category of the lab, disabled or not; another lab's is not found. */
export const findCategory = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select({ id: testCategories.id, name: testCategories.name, enabled: testCategories.enabled })
      .from(testCategories)
      .where(and(eq(testCategories.labId, labId), eq(testCategories.id, id)))
  )[0];

export const insertTemplate = async (db: Executor, labId: number, values: NewWorklistTemplate) =>
  (
    await db
      .insert(worklistTemplates)
      .values({ ...values, labId })
      .returning()
  )[0] as WorklistTemplateRow;

/** Writes the change and the next version; the caller holds the row's lock. */
export const updateTemplate = async (
  db: Executor,
  labId: number,
  id: number,
  values: NewWorklistTemplate & { updatedAt: Date },
) =>
  (
    await db
      .update(worklistTemplates)
      .set({ ...values, version: sql`${worklistTemplates.version} + 1` })
      .where(ofLab(labId, id))
      .returning()
  )[0] as WorklistTemplateRow;

export const deleteTemplate = (db: Executor, labId: number, id: number) =>
  db.delete(worklistTemplates).where(ofLab(labId, id));
