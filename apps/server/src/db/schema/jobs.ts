import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, identityId, labIdColumn, updatedAt } from './columns.js';
import { labs } from './labs.js';

/** queued → running → done, or back to queued to retry, or failed after the last attempt. */
export const jobStates = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

/**
 * The durable job queue (docs/decisions/0014-jobs-and-outbox.md). A worker claims due rows
 * with `FOR UPDATE SKIP LOCKED` and holds them by a lease (`locked_until`); a lease that runs
 * out (the process was killed) makes the row due again.
 *
 * Keyed and listed by lab like every tenant table, but claimed across labs: the two partial
 * indexes that serve the claim are the only indexes of a lab's rows that do not lead with
 * `lab_id`, and they hold only the rows waiting to run.
 */
export const jobs = pgTable(
  'jobs',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    state: text('state').$type<JobState>().notNull().default('queued'),
    /** Attempts started so far; a claim counts one, so a run cut short by a kill counts too. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** When a queued job becomes due: now, later on request, or after a back-off. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** Until when the worker that claimed it holds it; it renews the lease while the job runs. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    index('jobs_lab_created').on(table.labId, table.createdAt, table.id),
    index('jobs_lab_state').on(table.labId, table.state, table.id),
    index('jobs_due').on(table.runAt).where(sql`${table.state} = 'queued'`),
    index('jobs_leases').on(table.lockedUntil).where(sql`${table.state} = 'running'`),
  ],
);
