import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.js';
import type { Database } from '../../db/database.js';
import { jobs } from '../../db/schema/index.js';
import { seedDemoLab } from '../../db/seed/demo-lab.js';
import { createAmbientDatabase } from '../../db/transactions.js';
import { openTestDatabase } from '../../test/test-database.js';
import { backoffDelay, PermanentJobError } from './job-worker.js';
import { createJobsService, type JobsService } from './jobs.service.js';

/** A clock the test moves, so that back-offs and leases run out without waiting. */
const testClock = () => {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
};

describe('the job queue (DESIGN.md Jobs: retries, survives restart, runs once across instances)', () => {
  let database: DatabaseHandle;
  let db: Database;
  let labId: number;
  const clock = testClock();
  const backoffMs = 1000;

  /** A queue of its own per test: its handlers, its worker. */
  const queue = (options: { workerId?: string; concurrency?: number; on?: Database } = {}): JobsService =>
    createJobsService({
      db: options.on ?? db,
      now: clock.now,
      worker: { backoffMs, maxBackoffMs: 60_000, concurrency: options.concurrency ?? 2, workerId: options.workerId },
    });

  const jobRow = async (id: number) =>
    (
      await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.labId, labId), eq(jobs.id, id)))
    )[0];

  beforeAll(async () => {
    database = await openTestDatabase();
    db = createAmbientDatabase(database.db);
    labId = (await seedDemoLab(database.db)) as number;
  });
  afterAll(() => database.close());

  it('runs a job once, with its payload, and marks it done', async () => {
    const service = queue();
    const seen: unknown[] = [];
    service.register<{ n: number }>('test.record', async (job) => {
      seen.push({ payload: job.payload, attempt: job.attempt, labId: job.labId });
    });
    const { id } = await service.enqueue({ labId, name: 'test.record', payload: { n: 7 } });
    expect((await jobRow(id))?.state).toBe('queued');

    expect(await service.worker.runDue()).toBe(1);
    expect(seen).toEqual([{ payload: { n: 7 }, attempt: 1, labId }]);
    const row = await jobRow(id);
    expect(row).toMatchObject({ state: 'done', attempts: 1, lockedBy: null, lockedUntil: null });
    expect(row?.finishedAt).toBeInstanceOf(Date);
    expect(await service.worker.runDue()).toBe(0);
  });

  it('enqueues inside the caller’s transaction: a rollback leaves no job', async () => {
    const service = queue();
    service.register('test.rollback', async () => {});
    let enqueued = 0;
    await expect(
      db.transaction(async () => {
        enqueued = (await service.enqueue({ labId, name: 'test.rollback', payload: {} })).id;
        throw new Error('the caller fails after enqueuing');
      }),
    ).rejects.toThrow('the caller fails');
    expect(enqueued).toBeGreaterThan(0);
    expect(await jobRow(enqueued)).toBeUndefined();
  });

  it('waits for runAt before running a job', async () => {
    const service = queue();
    let runs = 0;
    service.register('test.later', async () => {
      runs++;
    });
    await service.enqueue({ labId, name: 'test.later', payload: {}, runAt: new Date(clock.now().getTime() + 60_000) });
    expect(await service.worker.runDue()).toBe(0);
    clock.advance(60_000);
    expect(await service.worker.runDue()).toBe(1);
    expect(runs).toBe(1);
  });

  it('retries a failing job with exponential back-off, then fails it with its last error', async () => {
    const service = queue();
    const attempts: number[] = [];
    const failedWith: string[] = [];
    service.register(
      'test.flaky',
      async (job) => {
        attempts.push(job.attempt);
        throw new Error(`attempt ${job.attempt} failed`);
      },
      { failed: async (_job, error) => void failedWith.push(error) },
    );
    const { id } = await service.enqueue({ labId, name: 'test.flaky', payload: {}, maxAttempts: 3 });

    expect(await service.worker.runDue()).toBe(1);
    let row = await jobRow(id);
    expect(row).toMatchObject({ state: 'queued', attempts: 1, lastError: 'attempt 1 failed' });
    const firstDelay = (row?.runAt.getTime() ?? 0) - clock.now().getTime();
    expect(firstDelay).toBeGreaterThan(backoffMs - 200);
    expect(firstDelay).toBeLessThanOrEqual(backoffMs);
    // Not due before its back-off has passed.
    expect(await service.worker.runDue()).toBe(0);

    clock.advance(backoffDelay(1, backoffMs, 60_000));
    expect(await service.worker.runDue()).toBe(1);
    row = await jobRow(id);
    expect(row).toMatchObject({ state: 'queued', attempts: 2, lastError: 'attempt 2 failed' });
    // The second wait is twice the first.
    expect(backoffDelay(2, backoffMs, 60_000)).toBe(2 * backoffMs);
    clock.advance(backoffDelay(1, backoffMs, 60_000));
    expect(await service.worker.runDue()).toBe(0);
    clock.advance(backoffDelay(1, backoffMs, 60_000));
    expect(await service.worker.runDue()).toBe(1);

    row = await jobRow(id);
    expect(row).toMatchObject({ state: 'failed', attempts: 3, lastError: 'attempt 3 failed' });
    expect(attempts).toEqual([1, 2, 3]);
    expect(failedWith).toEqual(['attempt 3 failed']);
    clock.advance(3_600_000);
    expect(await service.worker.runDue()).toBe(0);
  });

  it('fails a job at once on a permanent error', async () => {
    const service = queue();
    service.register('test.refused', async () => {
      throw new PermanentJobError('550 mailbox unavailable');
    });
    const { id } = await service.enqueue({ labId, name: 'test.refused', payload: {}, maxAttempts: 5 });
    expect(await service.worker.runDue()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'failed', attempts: 1, lastError: '550 mailbox unavailable' });
  });

  it('leaves jobs it has no handler for to the workers that have one (a rolling deploy)', async () => {
    const newer = queue();
    newer.register('test.newer', async () => {});
    const { id } = await newer.enqueue({ labId, name: 'test.newer', payload: {} });
    const older = queue();
    older.register('test.other', async () => {});
    expect(await older.worker.runDue()).toBe(0);
    expect((await jobRow(id))?.state).toBe('queued');
    expect(await newer.worker.runDue()).toBe(1);
  });

  it('takes a job again when its lease has run out, and only the new holder records the outcome', async () => {
    const first = queue({ workerId: 'first' });
    const second = queue({ workerId: 'second' });
    let release: () => void = () => {};
    const runs: string[] = [];
    first.register('test.lease', async () => {
      runs.push('first');
      // Stuck as a killed process would be: it never finishes before its lease runs out.
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    second.register('test.lease', async () => {
      runs.push('second');
    });
    const { id } = await first.enqueue({ labId, name: 'test.lease', payload: {} });
    const stuck = first.worker.runDue();
    await expect.poll(() => runs).toEqual(['first']);
    expect(await jobRow(id)).toMatchObject({ state: 'running', lockedBy: 'first', attempts: 1 });

    expect(await second.worker.runDue()).toBe(0);
    clock.advance(5 * 60 * 1000 + 1);
    expect(await second.worker.runDue()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2 });

    // The first worker finishing late does not overwrite what the second recorded.
    release();
    await stuck;
    expect(runs).toEqual(['first', 'second']);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2, lockedBy: null });
  });

  it('stops gracefully: the job running at stop time finishes and is recorded', async () => {
    const service = createJobsService({ db, now: clock.now, worker: { pollIntervalMs: 50 } });
    let finished = false;
    service.register('test.slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished = true;
    });
    service.worker.start();
    const { id } = await service.enqueue({ labId, name: 'test.slow', payload: {} });
    await expect.poll(async () => (await jobRow(id))?.state).toBe('running');
    await service.worker.stop();
    expect(finished).toBe(true);
    expect((await jobRow(id))?.state).toBe('done');
  });

  it('wakes a started worker when a job is enqueued, without waiting for the poll', async () => {
    const service = createJobsService({ db, now: clock.now, worker: { pollIntervalMs: 60_000 } });
    let ran = false;
    service.register('test.wake', async () => {
      ran = true;
    });
    service.worker.start();
    try {
      // Let the first poll find nothing and go to sleep for a minute.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await db.transaction(() => service.enqueue({ labId, name: 'test.wake', payload: {} }));
      await expect.poll(() => ran, { timeout: 5000 }).toBe(true);
    } finally {
      await service.worker.stop();
    }
  });

  it('runs each of many jobs exactly once with two workers, each on its own connection pool', async () => {
    // On PostgreSQL the second worker is a second server instance in all but process: its own
    // pool and handle on the same database. PGlite has one connection, shared by both.
    const poolUrl = (database.pool as (pg.Pool & { options: { connectionString?: string } }) | undefined)?.options
      .connectionString;
    const other = poolUrl ? await openDatabase({ kind: 'postgres', url: poolUrl }) : undefined;
    try {
      const total = 120;
      const runs = new Map<number, number>();
      const handler = async (job: { id: number }) => {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 2));
      };
      const one = queue({ workerId: 'one', concurrency: 4 });
      const two = queue({
        workerId: 'two',
        concurrency: 4,
        on: other ? createAmbientDatabase(other.db) : db,
      });
      one.register('test.once', handler);
      two.register('test.once', handler);
      const ids = await db.transaction(async () => {
        const made: number[] = [];
        for (let index = 0; index < total; index++) {
          made.push((await one.enqueue({ labId, name: 'test.once', payload: { index } })).id);
        }
        return made;
      });

      const [ranByOne, ranByTwo] = await Promise.all([one.worker.runDue(), two.worker.runDue()]);
      expect(ranByOne + ranByTwo).toBe(total);
      expect(ranByOne).toBeGreaterThan(0);
      expect(ranByTwo).toBeGreaterThan(0);
      expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1));
      const states = await db
        .select({ state: jobs.state, attempts: jobs.attempts })
        .from(jobs)
        .where(and(eq(jobs.labId, labId), eq(jobs.name, 'test.once')));
      expect(states).toHaveLength(total);
      expect(states.every((row) => row.state === 'done' && row.attempts === 1)).toBe(true);
    } finally {
      await other?.close();
    }
  });

  it('refuses to enqueue a job nobody handles', async () => {
    await expect(queue().enqueue({ labId, name: 'test.nobody', payload: {} })).rejects.toThrow(
      "No handler is registered for the job 'test.nobody'.",
    );
  });
});
