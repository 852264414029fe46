import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { departments } from '../../db/schema/index.js';
import { defineList, textSort } from '../../platform/lists/list-page.js';

export type DepartmentRow = typeof departments.$inferSelect;

/** The departments list of the contract's `DepartmentListQuery`. */
export const departmentList = defineList({
  select: (db, cursor) =>
    db
      .select({ department: departments, ...cursor })
      .from(departments)
      .$dynamic(),
  id: departments.id,
  search: [departments.name],
  sort: { name: textSort(departments.name), createdAt: departments.createdAt },
  defaultSort: 'name',
  filters: { labId: departments.labId, enabled: departments.enabled },
});

const departmentsOfLab = (labId: number, includeDisabled: boolean) =>
  includeDisabled ? eq(departments.labId, labId) : and(eq(departments.labId, labId), eq(departments.enabled, true));

export const listDepartments = (db: Executor, labId: number, includeDisabled: boolean) =>
  db
    .select()
    .from(departments)
    .where(departmentsOfLab(labId, includeDisabled))
    .orderBy(asc(textSort(departments.name)), asc(departments.id));

/** The row to change, locked until the transaction ends: the update's `before`. */
export const lockDepartment = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select()
      .from(departments)
      .where(and(eq(departments.labId, labId), eq(departments.id, id)))
      .for('update')
  )[0];

export const findDepartmentByName = async (db: Executor, labId: number, name: string) =>
  (
    await db
      .select()
      .from(departments)
      .where(and(eq(departments.labId, labId), sql`lower(${departments.name}) = lower(${name})`))
      .limit(1)
  )[0];

export const findDepartmentsByIds = (db: Executor, labId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as DepartmentRow[])
    : db
        .select()
        .from(departments)
        .where(and(eq(departments.labId, labId), inArray(departments.id, ids)))
        .orderBy(asc(textSort(departments.name)), asc(departments.id));

export const insertDepartment = async (db: Executor, labId: number, name: string) =>
  (await db.insert(departments).values({ labId, name }).returning())[0] as DepartmentRow;

/** Writes the change and the next version; the caller holds the row's lock. */
export const updateDepartment = async (
  db: Executor,
  labId: number,
  id: number,
  values: Partial<Pick<DepartmentRow, 'name' | 'enabled' | 'updatedAt'>>,
) =>
  (
    await db
      .update(departments)
      .set({ ...values, version: sql`${departments.version} + 1` })
      .where(and(eq(departments.labId, labId), eq(departments.id, id)))
      .returning()
  )[0] as DepartmentRow;
