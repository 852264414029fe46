import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { signupRequests } from '../../db/schema/index.js';

/** The product's own tenant: the sign-up's messages and jobs belong to no lab yet. */
export { platformLabId } from '../../db/schema/index.js';

export type SignupRow = typeof signupRequests.$inferSelect;

/**
 * Serialises the sign-ups of one contact or e-mail: two stage-1 requests at once for the same
 * owner wait for each other, so that the second sees the first and is refused.
 */
export async function lockSignupOwner(db: Executor, keys: string[]) {
  for (const key of [...new Set(keys)].sort()) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`lims.onboarding.signup:${key}`}, 0))`);
  }
}

/**
 * A request of this contact or e-mail that still stands: one that made a lab, or one under way
 * (pending, verified or creating) that began within `since`.
 */
export const findStandingRequest = async (db: Executor, contact: string, email: string, since: Date) =>
  (
    await db
      .select({ id: signupRequests.id })
      .from(signupRequests)
      .where(
        and(
          or(eq(signupRequests.contact, contact), sql`lower(${signupRequests.email}) = ${email.toLowerCase()}`),
          or(
            eq(signupRequests.status, 'created'),
            and(
              inArray(signupRequests.status, ['pending', 'verified', 'creating']),
              gt(signupRequests.createdAt, since),
            ),
          ),
        ),
      )
      .limit(1)
  )[0];

export const insertSignupRequest = async (db: Executor, values: typeof signupRequests.$inferInsert) =>
  (await db.insert(signupRequests).values(values).returning())[0] as SignupRow;

export const findSignupByToken = async (db: Executor, tokenHash: string) =>
  (await db.select().from(signupRequests).where(eq(signupRequests.tokenHash, tokenHash)).limit(1))[0];

/** The request, locked until the transaction ends: two Create Account calls at once queue here. */
export const lockSignup = async (db: Executor, id: number) =>
  (await db.select().from(signupRequests).where(eq(signupRequests.id, id)).for('update'))[0];

export const updateSignup = async (db: Executor, id: number, values: Partial<typeof signupRequests.$inferInsert>) =>
  (await db.update(signupRequests).set(values).where(eq(signupRequests.id, id)).returning())[0] as SignupRow;
