import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { captchaSolutions } from '../../db/schema/index.js';

/** Records a solution; false when it was recorded before (a replay). */
export const recordSolution = async (db: Executor, solutionHash: string, expiresAt: Date) =>
  (
    await db
      .insert(captchaSolutions)
      .values({ solutionHash, expiresAt })
      .onConflictDoNothing()
      .returning({ solutionHash: captchaSolutions.solutionHash })
  ).length === 1;

/** Solutions whose challenge has expired can no longer be replayed: they need not be kept. */
export const deleteExpiredSolutions = (db: Executor, now: Date) =>
  db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
