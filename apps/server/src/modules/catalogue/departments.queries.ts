import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { departments } from '../../db/schema/index.js';

export type DepartmentRow = typeof departments.$inferSelect;

export const listDepartments = (db: Executor, labId: number, includeDisabled: boolean) =>
  db
    .select()
    .from(departments)
    .where(
      includeDisabled ? eq(departments.labId, labId) : and(eq(departments.labId, labId), eq(departments.enabled, true)),
    )
    .orderBy(asc(departments.name));

export const findDepartment = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select()
      .from(departments)
      .where(and(eq(departments.labId, labId), eq(departments.id, id)))
      .limit(1)
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
        .orderBy(asc(departments.name));

export const insertDepartment = async (db: Executor, labId: number, name: string) =>
  (await db.insert(departments).values({ labId, name }).returning())[0] as DepartmentRow;

export const updateDepartment = async (
  db: Executor,
  labId: number,
  id: number,
  values: Partial<Pick<DepartmentRow, 'name' | 'enabled' | 'updatedAt'>>,
) =>
  (
    await db
      .update(departments)
      .set(values)
      .where(and(eq(departments.labId, labId), eq(departments.id, id)))
      .returning()
  )[0];
