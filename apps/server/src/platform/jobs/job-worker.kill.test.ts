import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.js';
import { jobs, labs } from '../../db/schema/index.js';
import { ensureReferenceData } from '../../db/seed/reference-data.js';
import { createAmbientDatabase } from '../../db/transactions.js';
import { openTestDatabase } from '../../test/test-database.js';
import { jobDefaults } from './job-worker.js';
import { createJobsService } from './jobs.service.js';

const fixture = fileURLToPath(new URL('./test-fixtures/killed-worker.ts', import.meta.url));

/** Starts the fixture, waits until it is running the job, and kills it (SIGKILL: no clean-up of any kind). */
async function killWhileRunning(kind: 'postgres' | 'pglite', target: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, kind, target], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The worker exited (${code}) before running the job: ${errors}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('a job survives a restart and a kill (DESIGN.md Jobs)', () => {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  const dataDir = onPostgres ? undefined : mkdtempSync(join(tmpdir(), 'lims-jobs-'));
  let database: DatabaseHandle | undefined;
  afterAll(async () => {
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const open = async () =>
    dataDir ? openDatabase({ kind: 'pglite', dataDir }) : (database ?? (await openTestDatabase()));
  const queue = (handle: DatabaseHandle, now: () => Date, run: () => Promise<void>) => {
    const service = createJobsService({ db: createAmbientDatabase(handle.db), now });
    service.register('test.killed', run);
    return service;
  };

  // Two processes each migrate a fresh database: slow on two busy cores; the limit guards a hang.
  it('is taken again, once its lease has run out, after the process running it was killed', {
    timeout: 120_000,
  }, async () => {
    database = await open();
    // A lab row is all the job needs: seeding the whole demo lab here took most of the test's time.
    const ambient = createAmbientDatabase(database.db);
    await ensureReferenceData(ambient);
    const [lab] = await ambient
      .insert(labs)
      .values({
        name: 'Killed Worker Lab',
        countryIsoCode: 'IN',
        dialCode: '91',
        currency: 'INR',
        timeZone: 'Asia/Kolkata',
        regionCode: 'IN',
        settings: {} as never,
      })
      .returning({ id: labs.id });
    const labId = (lab as { id: number }).id;
    const { id } = await queue(
      database,
      () => new Date(),
      async () => {},
    ).enqueue({
      labId,
      name: 'test.killed',
      payload: {},
    });
    const target =
      dataDir ?? (database.pool as pg.Pool & { options: { connectionString: string } }).options.connectionString;
    // PGlite: this server stops (a restart), so that the other process may open the data directory.
    if (dataDir) {
      await database.close();
      database = undefined;
    }

    await killWhileRunning(dataDir ? 'pglite' : 'postgres', target);

    database = await open();
    const row = async () =>
      (
        await database?.db
          .select()
          .from(jobs)
          .where(and(eq(jobs.labId, labId), eq(jobs.id, id)))
      )?.[0];
    expect(await row()).toMatchObject({ state: 'running', lockedBy: 'killed-worker', attempts: 1 });

    let offset = 0;
    let runs = 0;
    const restarted = queue(
      database,
      () => new Date(Date.now() + offset),
      async () => {
        runs++;
      },
    );
    // Still leased to the dead process: nobody may take it yet.
    expect(await restarted.worker.runDue()).toBe(0);
    offset = jobDefaults.leaseMs + 1000;
    expect(await restarted.worker.runDue()).toBe(1);
    expect(runs).toBe(1);
    expect(await row()).toMatchObject({ state: 'done', attempts: 2, lockedBy: null });
  });
});
