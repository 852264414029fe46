import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { accounts, labUserDepartments, labUsers } from '../../db/schema/index.js';

export type LabUserRow = typeof labUsers.$inferSelect;

export const labUserColumns = { user: labUsers, username: accounts.username };

const withUsername = (db: Executor) =>
  db
    .select(labUserColumns)
    .from(labUsers)
    .leftJoin(
      accounts,
      and(eq(accounts.kind, 'lab'), eq(accounts.labId, labUsers.labId), eq(accounts.principalId, labUsers.id)),
    );

export const listLabUsers = (db: Executor, labId: number) =>
  withUsername(db).where(eq(labUsers.labId, labId)).orderBy(asc(labUsers.fullName));

export const findLabUser = async (db: Executor, labId: number, id: number) =>
  (
    await withUsername(db)
      .where(and(eq(labUsers.labId, labId), eq(labUsers.id, id)))
      .limit(1)
  )[0];

export const departmentIdsOf = async (db: Executor, labId: number, labUserIds: number[]) => {
  const byUser = new Map<number, number[]>(labUserIds.map((id) => [id, []]));
  if (labUserIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(labUserDepartments)
    .where(and(eq(labUserDepartments.labId, labId), inArray(labUserDepartments.labUserId, labUserIds)));
  for (const row of rows) byUser.get(row.labUserId)?.push(row.departmentId);
  return byUser;
};

export const insertLabUser = async (db: Executor, values: typeof labUsers.$inferInsert) =>
  (await db.insert(labUsers).values(values).returning())[0] as LabUserRow;

export const updateLabUser = async (
  db: Executor,
  labId: number,
  id: number,
  values: Partial<typeof labUsers.$inferInsert>,
) =>
  (
    await db
      .update(labUsers)
      .set(values)
      .where(and(eq(labUsers.labId, labId), eq(labUsers.id, id)))
      .returning()
  )[0];

export async function replaceDepartments(db: Executor, labId: number, labUserId: number, departmentIds: number[]) {
  await db
    .delete(labUserDepartments)
    .where(and(eq(labUserDepartments.labId, labId), eq(labUserDepartments.labUserId, labUserId)));
  const unique = [...new Set(departmentIds)];
  if (unique.length > 0) {
    await db.insert(labUserDepartments).values(unique.map((departmentId) => ({ labId, labUserId, departmentId })));
  }
}
