import { and, asc, eq, getTableColumns, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { jobs } from '../../db/schema/index.js';

export type JobRow = typeof jobs.$inferSelect;

/** The claim a worker holds on a job: a later write by that worker counts only while it holds it. */
export interface JobClaim {
  labId: number;
  id: number;
  workerId: string;
  attempt: number;
}

const held = (claim: JobClaim) =>
  and(
    eq(jobs.labId, claim.labId),
    eq(jobs.id, claim.id),
    eq(jobs.state, 'running'),
    eq(jobs.lockedBy, claim.workerId),
    eq(jobs.attempts, claim.attempt),
  );

export const insertJob = async (
  db: Executor,
  values: Pick<JobRow, 'labId' | 'name' | 'payload' | 'runAt' | 'maxAttempts'>,
) => (await db.insert(jobs).values(values).returning())[0] as JobRow;

/**
 * Claims up to `limit` due jobs among `names` in one statement: queued ones whose time has
 * come, and running ones whose lease ran out (their worker died). `SKIP LOCKED` lets several
 * workers claim at once without waiting on each other or taking the same row; the row's
 * lock, and the re-check PostgreSQL makes of the condition under it, ensure that a job
 * another worker has just claimed is not claimed again.
 */
export async function claimDueJobs(
  db: Executor,
  {
    names,
    now,
    limit,
    workerId,
    lockedUntil,
  }: {
    names: string[];
    now: Date;
    limit: number;
    workerId: string;
    lockedUntil: Date;
  },
): Promise<JobRow[]> {
  if (names.length === 0) return [];
  const due = db.$with('due').as(
    db
      .select({ dueLabId: jobs.labId, dueId: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.name, names),
          or(
            and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)),
            and(eq(jobs.state, 'running'), lte(jobs.lockedUntil, now)),
          ),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(limit)
      .for('update', { skipLocked: true }),
  );
  return db
    .with(due)
    .update(jobs)
    .set({ state: 'running', attempts: sql`${jobs.attempts} + 1`, lockedBy: workerId, lockedUntil, updatedAt: now })
    .from(due)
    .where(and(eq(jobs.labId, due.dueLabId), eq(jobs.id, due.dueId)))
    .returning(getTableColumns(jobs));
}

/** Extends the lease of a job that is still running; false when the worker no longer holds it. */
export const renewLease = async (db: Executor, claim: JobClaim, lockedUntil: Date, now: Date) =>
  (await db.update(jobs).set({ lockedUntil, updatedAt: now }).where(held(claim)).returning({ id: jobs.id })).length > 0;

export const markDone = (db: Executor, claim: JobClaim, now: Date) =>
  db
    .update(jobs)
    .set({ state: 'done', lockedBy: null, lockedUntil: null, finishedAt: now, updatedAt: now })
    .where(held(claim))
    .returning({ id: jobs.id });

/** Queues the job again for `runAt`, or fails it for good when `runAt` is null. */
export const markAttemptFailed = (db: Executor, claim: JobClaim, error: string, runAt: Date | null, now: Date) =>
  db
    .update(jobs)
    .set(
      runAt
        ? { state: 'queued', runAt, lockedBy: null, lockedUntil: null, lastError: error, updatedAt: now }
        : { state: 'failed', lockedBy: null, lockedUntil: null, lastError: error, finishedAt: now, updatedAt: now },
    )
    .where(held(claim))
    .returning({ id: jobs.id });

/** Puts a failed job back in the queue with a fresh set of attempts; undefined unless it was failed. */
export const requeueFailedJob = async (db: Executor, labId: number, id: number, now: Date) =>
  (
    await db
      .update(jobs)
      .set({ state: 'queued', attempts: 0, runAt: now, finishedAt: null, updatedAt: now })
      .where(and(eq(jobs.labId, labId), eq(jobs.id, id), eq(jobs.state, 'failed')))
      .returning()
  )[0];

export const findJob = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.labId, labId), eq(jobs.id, id)))
      .limit(1)
  )[0];

/** Done jobs are kept for a while for the admins' page, then removed; failed ones stay until retried. */
export const deleteDoneJobsBefore = (db: Executor, before: Date) =>
  db
    .delete(jobs)
    .where(and(eq(jobs.state, 'done'), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
