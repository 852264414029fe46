import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { branches } from '../../db/schema/index.js';
import { defineList, textSort } from '../../platform/lists/list-page.js';

export type BranchRow = typeof branches.$inferSelect;
type BranchValues = Pick<BranchRow, 'name' | 'code' | 'address' | 'contact' | 'enabled' | 'updatedAt'>;

/** The branches list of the contract's `BranchListQuery`. */
export const branchList = defineList({
  select: (db, cursor) =>
    db
      .select({ branch: branches, ...cursor })
      .from(branches)
      .$dynamic(),
  id: branches.id,
  search: [branches.name, branches.code],
  sort: { name: textSort(branches.name), code: textSort(branches.code), createdAt: branches.createdAt },
  defaultSort: 'name',
  filters: { labId: branches.labId, enabled: branches.enabled },
});

const branchOfLab = (labId: number, id: number) => and(eq(branches.labId, labId), eq(branches.id, id));

export const findBranch = async (db: Executor, labId: number, id: number) =>
  (await db.select().from(branches).where(branchOfLab(labId, id)).limit(1))[0];

/** The branch to change, locked until the transaction ends: the change's `before`. */
export const lockBranch = async (db: Executor, labId: number, id: number) =>
  (await db.select().from(branches).where(branchOfLab(labId, id)).for('update'))[0];

export const findBranchByName = async (db: Executor, labId: number, name: string) =>
  (
    await db
      .select()
      .from(branches)
      .where(and(eq(branches.labId, labId), sql`lower(${branches.name}) = lower(${name})`))
      .limit(1)
  )[0];

/** The lab's branches by name, the disabled ones only when asked. */
export const listBranches = (db: Executor, labId: number, includeDisabled: boolean) =>
  db
    .select()
    .from(branches)
    .where(includeDisabled ? eq(branches.labId, labId) : and(eq(branches.labId, labId), eq(branches.enabled, true)))
    .orderBy(asc(textSort(branches.name)), asc(branches.id));

export const insertBranch = async (db: Executor, values: typeof branches.$inferInsert) =>
  (await db.insert(branches).values(values).returning())[0] as BranchRow;

/** Writes the change and the next version; the caller holds the row's lock. */
export const updateBranch = async (db: Executor, labId: number, id: number, values: Partial<BranchValues>) =>
  (
    await db
      .update(branches)
      .set({ ...values, version: sql`${branches.version} + 1` })
      .where(branchOfLab(labId, id))
      .returning()
  )[0] as BranchRow;

/**
 * Takes the lab's turn at its branch management switch until the transaction ends, so that two
 * admins turning it on at once make one 'Main branch', not two attempts at one name.
 */
export const takeManagementTurn = async (db: Executor, labId: number) => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`lims.branches.management:${labId}`}, 0))`);
};
