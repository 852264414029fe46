import { loginKinds } from '@lims/domain';
import { and, count, eq, getTableName, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  type AccountPreferences,
  accounts,
  branches,
  doctors,
  type LabSettingsDocument,
  labs,
  labUserDepartments,
  labUsers,
  loginAttempts,
  organisations,
  patients,
  sessions,
  supportUsers,
} from '../../db/schema/index.js';
import type { IdentityRow } from './identities.js';

export type AccountRow = typeof accounts.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export const findAccountByUsername = async (db: Executor, kind: string, username: string) =>
  (
    await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.kind, kind), eq(accounts.username, username)))
      .limit(1)
  )[0];

/** The `login_attempts` kind of a signed-in user's check of their own password (accounts.service.ts). */
export const ownPasswordCheckKind = 'own-password';
/** The `login_attempts` kind of another lab user's credentials typed to approve something (accounts.service.ts). */
export const approvalCheckKind = 'approval';

export const findAccount = async (db: Executor, accountId: number) =>
  (await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1))[0];

export const findAccountOfPrincipal = async (db: Executor, kind: string, labId: number | null, principalId: number) =>
  (
    await db
      .select()
      .from(accounts)
      .where(
        and(
          eq(accounts.kind, kind),
          labId === null ? isNull(accounts.labId) : eq(accounts.labId, labId),
          eq(accounts.principalId, principalId),
        ),
      )
      .limit(1)
  )[0];

export const insertAccount = async (db: Executor, values: typeof accounts.$inferInsert) =>
  (await db.insert(accounts).values(values).returning())[0] as AccountRow;

export const updateAccount = (db: Executor, accountId: number, values: Partial<typeof accounts.$inferInsert>) =>
  db.update(accounts).set(values).where(eq(accounts.id, accountId));

export const updatePreferences = (db: Executor, accountId: number, preferences: AccountPreferences) =>
  db.update(accounts).set({ preferences }).where(eq(accounts.id, accountId));

export const insertSession = async (db: Executor, values: typeof sessions.$inferInsert) =>
  (await db.insert(sessions).values(values).returning())[0] as SessionRow;

/**
 * `"table"."column"` whatever the query around it: drizzle leaves columns unqualified in a
 * select from one table, where a subquery's own table would then capture the outer reference.
 */
const c = (column: AnyPgColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/*
 * The identity of an account, read in the same query as the account (and, on every request,
 * the session): the people behind accounts belong to their own areas, but the session look-up
 * is the one read that every request pays for, so it reads their tables here rather than
 * asking five services one query each (docs/decisions/0017-delivery-and-speed.md).
 *
 * Each kind is a scalar subquery that answers JSON, null unless the account is of its kind.
 * Subqueries rather than eight joins: PostgreSQL plans each on its own, where eight joins
 * make it search join orders, which cost PGlite 10 ms of planning on every request.
 */
const identityColumns = {
  labUser: sql<IdentityRow['labUser']>`(
    select json_build_object(
      'fullName', ${c(labUsers.fullName)}, 'enabled', ${c(labUsers.enabled)}, 'admin', ${c(labUsers.admin)},
      'financeManager', ${c(labUsers.financeManager)}, 'sampleAccess', ${c(labUsers.sampleAccess)},
      'labAccess', ${c(labUsers.labAccess)}, 'isReferral', ${c(labUsers.isReferral)},
      'isCollectionCenter', ${c(labUsers.isCollectionCenter)}, 'isRootUser', ${c(labUsers.isRootUser)},
      'privilegeCardAccess', ${c(labUsers.privilegeCardAccess)}, 'discountApproval', ${c(labUsers.discountApproval)},
      'branchId', ${c(labUsers.branchId)},
      'departmentIds', (
        select json_agg(${c(labUserDepartments.departmentId)}) from ${labUserDepartments}
        where ${c(labUserDepartments.labId)} = ${c(labUsers.labId)} and ${c(labUserDepartments.labUserId)} = ${c(labUsers.id)}),
      'doctor', (
        select json_build_object('id', ${c(doctors.id)}, 'name', ${c(doctors.fullName)}) from ${doctors}
        where ${c(doctors.labId)} = ${c(labUsers.labId)} and ${c(doctors.labUserId)} = ${c(labUsers.id)} and ${c(doctors.enabled)}
        limit 1))
    from ${labUsers}
    where ${c(accounts.kind)} = 'lab' and ${c(labUsers.labId)} = ${c(accounts.labId)} and ${c(labUsers.id)} = ${c(accounts.principalId)})`,
  doctor: sql<IdentityRow['doctor']>`(
    select json_build_object(
      'fullName', ${c(doctors.fullName)}, 'enabled', ${c(doctors.enabled)}, 'isReferral', ${c(doctors.isReferral)},
      'labUser', (
        select json_build_object('id', ${c(labUsers.id)}, 'fullName', ${c(labUsers.fullName)}, 'enabled', ${c(labUsers.enabled)})
        from ${labUsers} where ${c(labUsers.labId)} = ${c(doctors.labId)} and ${c(labUsers.id)} = ${c(doctors.labUserId)}))
    from ${doctors}
    where ${c(accounts.kind)} = 'doctor' and ${c(doctors.labId)} = ${c(accounts.labId)} and ${c(doctors.id)} = ${c(accounts.principalId)})`,
  organisation: sql<IdentityRow['organisation']>`(
    select json_build_object('name', ${c(organisations.name)}, 'enabled', ${c(organisations.enabled)}) from ${organisations}
    where ${c(accounts.kind)} = 'organisation' and ${c(organisations.labId)} = ${c(accounts.labId)}
      and ${c(organisations.id)} = ${c(accounts.principalId)})`,
  patient: sql<IdentityRow['patient']>`(
    select json_build_object('fullName', ${c(patients.fullName)}) from ${patients}
    where ${c(accounts.kind)} = 'patient' and ${c(patients.labId)} = ${c(accounts.labId)} and ${c(patients.id)} = ${c(accounts.principalId)})`,
  supportUser: sql<IdentityRow['supportUser']>`(
    select json_build_object('fullName', ${c(supportUsers.fullName)}, 'rights', ${c(supportUsers.rights)}) from ${supportUsers}
    where ${c(accounts.kind)} = 'support' and ${c(supportUsers.id)} = ${c(accounts.principalId)})`,
};

/**
 * What the request pipeline needs of the account's lab: the trial's end, which makes the lab
 * read-only once past, and whether it works with branches. One more scalar subquery by the
 * lab's key rather than a join, for the planning cost above; the settings key is spelled as
 * `LabSettingsDocument` spells it.
 */
export interface LabStateRow {
  /** JSON's rendering of timestamptz: ISO 8601 with an offset. */
  trialEndsAt: string | null;
  branchManagement: boolean;
}
const branchManagementKey: keyof LabSettingsDocument = 'branchManagement';
const labStateColumns = {
  lab: sql<LabStateRow | null>`(
    select json_build_object(
      'trialEndsAt', ${c(labs.trialEndsAt)},
      'branchManagement', coalesce((${c(labs.settings)} ->> ${sql.raw(`'${branchManagementKey}'`)})::boolean, false))
    from ${labs} where ${c(labs.id)} = ${c(accounts.labId)})`,
};

/** The session as every request carries it. */
export type LiveSession = Pick<
  SessionRow,
  'id' | 'csrfToken' | 'labId' | 'departmentId' | 'branchId' | 'lastSeenAt' | 'expiresAt'
>;
/** The account as every request carries it: never its password hash. */
export type SignedInAccount = Pick<
  AccountRow,
  'id' | 'kind' | 'username' | 'labId' | 'principalId' | 'enabled' | 'preferences' | 'mustChangePassword'
>;

/**
 * The sessions not ended, with their accounts and identities, by the hashes of cookie tokens
 * (`tokenHashes`, comma-separated: base64url has no comma): the one query of the session check,
 * which reads the sessions of the requests that arrived together (auth.service.ts). Whether a
 * session has expired is the caller's to check, at each request's own time. Prepared: a named
 * statement on PostgreSQL, planned once per connection; on PGlite the statement cache prepares
 * it (db/pglite-tuning.ts). It belongs to the database handle, so run it outside transactions only.
 */
export const prepareLiveSessionsQuery = (db: Executor) =>
  db
    .select({
      tokenHash: sessions.tokenHash,
      session: {
        id: sessions.id,
        csrfToken: sessions.csrfToken,
        labId: sessions.labId,
        departmentId: sessions.departmentId,
        branchId: sessions.branchId,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      } satisfies Record<keyof LiveSession, unknown>,
      account: {
        id: accounts.id,
        kind: accounts.kind,
        username: accounts.username,
        labId: accounts.labId,
        principalId: accounts.principalId,
        enabled: accounts.enabled,
        preferences: accounts.preferences,
        mustChangePassword: accounts.mustChangePassword,
      } satisfies Record<keyof SignedInAccount, unknown>,
      ...identityColumns,
      ...labStateColumns,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        sql`${sessions.tokenHash} = any(string_to_array(${sql.placeholder('tokenHashes')}, ','))`,
        isNull(sessions.endedAt),
      ),
    )
    .prepare('auth_live_sessions');

export type LiveSessionsQuery = ReturnType<typeof prepareLiveSessionsQuery>;

/** An account with its identity, for sign-in and identity switching. */
export const findAccountWithIdentity = async (db: Executor, accountId: number) =>
  (
    await db
      .select({ account: accounts, ...identityColumns, ...labStateColumns })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .limit(1)
  )[0];

export const touchSession = (db: Executor, sessionId: number, now: Date) =>
  db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));

export const setSessionDepartment = (db: Executor, sessionId: number, departmentId: number | null) =>
  db.update(sessions).set({ departmentId }).where(eq(sessions.id, sessionId));

export const setSessionBranch = (db: Executor, sessionId: number, branchId: number | null) =>
  db.update(sessions).set({ branchId }).where(eq(sessions.id, sessionId));

/**
 * The lab's enabled branches by name, or only `onlyBranchId` (a user bound to a branch). Read
 * here rather than through the branches area: the session answer and the branch switch need
 * only the id and the name, as they do of departments.
 */
export const findEnabledBranches = (db: Executor, labId: number, onlyBranchId: number | null) =>
  db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(
      and(
        eq(branches.labId, labId),
        eq(branches.enabled, true),
        onlyBranchId === null ? undefined : eq(branches.id, onlyBranchId),
      ),
    )
    .orderBy(branches.name, branches.id);

/** Whether `branchId` is a branch of `labId` at all, enabled or not (another lab's is not: 404). */
export const branchExists = async (db: Executor, labId: number, branchId: number) =>
  (
    await db
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.labId, labId), eq(branches.id, branchId)))
      .limit(1)
  ).length > 0;

export const endSession = (db: Executor, sessionId: number, reason: string, now: Date) =>
  db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));

/** Ends every other live session of an account; returns the ids it ended. */
export const endOtherSessions = async (
  db: Executor,
  accountId: number,
  keepSessionId: number,
  reason: string,
  now: Date,
) =>
  (
    await db
      .update(sessions)
      .set({ endedAt: now, endReason: reason })
      .where(and(eq(sessions.accountId, accountId), ne(sessions.id, keepSessionId), isNull(sessions.endedAt)))
      .returning({ id: sessions.id })
  ).map((row) => row.id);

export const endSessionsOfAccounts = async (db: Executor, accountIds: number[], reason: string, now: Date) =>
  accountIds.length === 0
    ? []
    : (
        await db
          .update(sessions)
          .set({ endedAt: now, endReason: reason })
          .where(and(inArray(sessions.accountId, accountIds), isNull(sessions.endedAt)))
          .returning({ id: sessions.id })
      ).map((row) => row.id);

export const recordLoginAttempt = (db: Executor, values: typeof loginAttempts.$inferInsert) =>
  db.insert(loginAttempts).values(values);

export const countFailuresForUsername = async (db: Executor, kind: string, username: string, since: Date) =>
  (
    await db
      .select({ failures: count() })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.kind, kind),
          eq(loginAttempts.username, username),
          eq(loginAttempts.succeeded, false),
          gt(loginAttempts.at, since),
        ),
      )
  )[0]?.failures ?? 0;

/**
 * Sign-in failures from one address: only sign-ins count. A signed-in user's check of their own
 * password, an approver's credentials and a doctor's passkey typed on a report (decision 0040)
 * are left out: staff behind one address mistyping them must not block the sign-in of their
 * whole lab.
 */
export const countFailuresFromAddress = async (db: Executor, ipAddress: string, since: Date) =>
  (
    await db
      .select({ failures: count() })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.ipAddress, ipAddress),
          eq(loginAttempts.succeeded, false),
          gt(loginAttempts.at, since),
          inArray(loginAttempts.kind, [...loginKinds]),
        ),
      )
  )[0]?.failures ?? 0;
