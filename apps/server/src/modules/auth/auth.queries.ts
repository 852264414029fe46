import { and, count, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { type AccountPreferences, accounts, loginAttempts, sessions } from '../../db/schema/index.js';

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

/** A live session and its account, by the hash of the cookie token. */
export const findLiveSession = async (db: Executor, tokenHash: string, now: Date) =>
  (
    await db
      .select({ session: sessions, account: accounts })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt), gt(sessions.expiresAt, now)))
      .limit(1)
  )[0];

export const touchSession = (db: Executor, sessionId: number, now: Date) =>
  db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));

export const setSessionDepartment = (db: Executor, sessionId: number, departmentId: number | null) =>
  db.update(sessions).set({ departmentId }).where(eq(sessions.id, sessionId));

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

export const countFailuresFromAddress = async (db: Executor, ipAddress: string, since: Date) =>
  (
    await db
      .select({ failures: count() })
      .from(loginAttempts)
      .where(
        and(eq(loginAttempts.ipAddress, ipAddress), eq(loginAttempts.succeeded, false), gt(loginAttempts.at, since)),
      )
  )[0]?.failures ?? 0;
