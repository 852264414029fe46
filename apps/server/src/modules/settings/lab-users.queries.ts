import type { LabUserFlag } from '@lims/contract';
import { collectionCentreTypes } from '@lims/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { accounts, labUserDepartments, labUsers } from '../../db/schema/index.js';
import { conditionFilter, defineList, type FilterValues, textSort } from '../../platform/lists/list-page.js';

export type LabUserRow = typeof labUsers.$inferSelect;

export const labUserColumns = { user: labUsers, username: accounts.username };

const accountOfLabUser = and(
  eq(accounts.kind, 'lab'),
  eq(accounts.labId, labUsers.labId),
  eq(accounts.principalId, labUsers.id),
);

const withUsername = (db: Executor) => db.select(labUserColumns).from(labUsers).leftJoin(accounts, accountOfLabUser);

const labUserFilters = {
  labId: labUsers.labId,
  enabled: labUsers.enabled,
  admin: labUsers.admin,
  financeManager: labUsers.financeManager,
  sampleAccess: labUsers.sampleAccess,
  labAccess: labUsers.labAccess,
  isReferral: labUsers.isReferral,
  isCollectionCenter: labUsers.isCollectionCenter,
  /** A level or more: a user who manages card types assigns cards too (spec 000 §6). */
  privilegeCardAccess: conditionFilter<number>((level) => sql`${labUsers.privilegeCardAccess} >= ${level}`),
  discountApproval: labUsers.discountApproval,
};

/** The lab users list of the contract's `LabUserListQuery`. */
export const labUserList = defineList({
  select: (db, cursor) =>
    db
      .select({ ...labUserColumns, ...cursor })
      .from(labUsers)
      .leftJoin(accounts, accountOfLabUser)
      .$dynamic(),
  id: labUsers.id,
  search: [labUsers.fullName, accounts.username, labUsers.email, labUsers.contact],
  sort: { fullName: textSort(labUsers.fullName), username: accounts.username, createdAt: labUsers.createdAt },
  defaultSort: 'fullName',
  filters: labUserFilters,
});

/**
 * The value a user has when they have the flag: a collection centre is a type, privilege card
 * access a least level, the rest are yes or no.
 */
const flagged = {
  admin: true,
  financeManager: true,
  sampleAccess: true,
  labAccess: true,
  isReferral: true,
  isCollectionCenter: collectionCentreTypes.collectionCentre,
  privilegeCardAccess: 1,
  discountApproval: true,
} as const satisfies Record<LabUserFlag, boolean | number>;

/** A lab's users, narrowed to the enabled (or disabled) ones and to those with a flag when asked. */
export const labUsersOfLab = (
  labId: number,
  filters: { enabled?: boolean | undefined; flag?: LabUserFlag | undefined },
): FilterValues<typeof labUserFilters> => ({
  labId,
  enabled: filters.enabled,
  ...(filters.flag && { [filters.flag]: flagged[filters.flag] }),
});

export const listLabUsers = (db: Executor, labId: number) =>
  withUsername(db)
    .where(eq(labUsers.labId, labId))
    .orderBy(asc(textSort(labUsers.fullName)), asc(labUsers.id));

export const findLabUser = async (db: Executor, labId: number, id: number) =>
  (
    await withUsername(db)
      .where(and(eq(labUsers.labId, labId), eq(labUsers.id, id)))
      .limit(1)
  )[0];

/** The user to change, locked until the transaction ends (their account is not locked). */
export const lockLabUser = async (db: Executor, labId: number, id: number) =>
  (
    await withUsername(db)
      .where(and(eq(labUsers.labId, labId), eq(labUsers.id, id)))
      .for('update', { of: labUsers })
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

/**
 * Whether a user of any lab has this e-mail (any case) or one of these mobile numbers: the
 * self-service sign-up refuses an owner who already has an account (spec 000 §2).
 */
export const anyLabUserWithContactOrEmail = async (db: Executor, contacts: string[], email: string) =>
  (
    await db
      .select({ id: labUsers.id })
      .from(labUsers)
      .where(or(inArray(labUsers.contact, contacts), sql`lower(${labUsers.email}) = ${email.toLowerCase()}`))
      .limit(1)
  ).length > 0;

export const insertLabUser = async (db: Executor, values: typeof labUsers.$inferInsert) =>
  (await db.insert(labUsers).values(values).returning())[0] as LabUserRow;

/** Writes the change and the next version; the caller holds the row's lock. */
export const updateLabUser = async (
  db: Executor,
  labId: number,
  id: number,
  values: Partial<Omit<typeof labUsers.$inferInsert, 'labId' | 'id' | 'version'>>,
) =>
  (
    await db
      .update(labUsers)
      .set({ ...values, version: sql`${labUsers.version} + 1` })
      .where(and(eq(labUsers.labId, labId), eq(labUsers.id, id)))
      .returning()
  )[0] as LabUserRow;

export async function replaceDepartments(db: Executor, labId: number, labUserId: number, departmentIds: number[]) {
  await db
    .delete(labUserDepartments)
    .where(and(eq(labUserDepartments.labId, labId), eq(labUserDepartments.labUserId, labUserId)));
  const unique = [...new Set(departmentIds)];
  if (unique.length > 0) {
    await db.insert(labUserDepartments).values(unique.map((departmentId) => ({ labId, labUserId, departmentId })));
  }
}

/** What decides who may hold a centre role (spec 000 §6), of the lab's users, or of those named. */
export const labUserRoleFacts = (db: Executor, labId: number, ids?: number[]) =>
  db
    .select({
      id: labUsers.id,
      fullName: labUsers.fullName,
      email: labUsers.email,
      contact: labUsers.contact,
      enabled: labUsers.enabled,
      admin: labUsers.admin,
      financeManager: labUsers.financeManager,
      isCollectionCenter: labUsers.isCollectionCenter,
    })
    .from(labUsers)
    .where(and(eq(labUsers.labId, labId), ids ? inArray(labUsers.id, ids) : undefined))
    .orderBy(asc(textSort(labUsers.fullName)), asc(labUsers.id));
