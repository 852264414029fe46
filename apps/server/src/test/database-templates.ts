import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { readConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { seedDemoLab } from '../db/seed/demo-lab.js';
import { buildStandaloneServices } from '../db/seed/standalone-services.js';

/**
 * Where a test file's database starts from: made once per run by the global setup, so that a
 * file copies a database rather than running every migration (about 1.5 s) and seeding the demo
 * lab (about 2.5 s) again. On PGlite a template is a dump of the database's files; on
 * PostgreSQL it is a database that `CREATE DATABASE ... TEMPLATE` copies.
 */
export type DatabaseTemplate = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; database: string };

export interface DatabaseTemplates {
  /** Every migration run, nothing else. */
  migrated: DatabaseTemplate;
  /** Migrated, with the demo lab seeded as createTestContext seeds it. */
  seeded: DatabaseTemplate;
  /** The demo lab's id in `seeded`. */
  demoLabId: number;
  /** The files the seed stored (the demo's documents), which a file starting from `seeded` copies to its own folder. */
  seededDataDir: string;
  /**
   * Until when (epoch ms) `seeded` may be used: its data is dated from the day it was seeded
   * (today's bills, this month's), so a file that starts after the next midnight, in UTC or in
   * the demo lab's India, seeds its own as every file did before the templates.
   */
  seededValidUntil: number;
}

const day = 86_400_000;
const indiaOffset = 5.5 * 3_600_000;

/** The first midnight after `moment` in UTC or in India (no daylight saving time there). */
const nextMidnight = (moment: number) =>
  Math.min(...[0, indiaOffset].map((offset) => Math.floor((moment + offset) / day + 1) * day - offset));

/** A database name of this run's own: other runs may share the PostgreSQL server. */
export const uniqueDatabaseName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

export const databaseUrl = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/** Runs `work` on a connection of its own to the server's maintenance database. */
export async function withAdminClient<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Waits (a little) until nobody is connected to `database`: pool.end() resolves before its
 * connections have left the server, and PostgreSQL copies or drops a database only once they have.
 */
export async function waitUntilUnused(admin: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await admin.query('SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1', [
      database,
    ]);
    if (rows[0]?.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The demo lab as createTestContext used to seed it, with the test e-mail it queues already run. */
async function seed(database: DatabaseHandle, dataDir: string): Promise<number> {
  const services = buildStandaloneServices(database.db, {
    config: { ...readConfig({}), dataDir, webDist: '/nonexistent' },
    dbKind: database.kind,
  });
  const labId = await seedDemoLab(database.db, services);
  if (!labId) throw new Error('The demo lab was not seeded into the template database.');
  await services.jobs.worker.runDue();
  return labId;
}

/** Both templates as PGlite dumps in `folder`. */
export async function makePgliteTemplates(folder: string): Promise<DatabaseTemplates> {
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  const dump = async (name: string): Promise<DatabaseTemplate> => {
    const dumpFile = join(folder, `${name}.tar`);
    // Uncompressed: loading it is then a copy, about half a second sooner than gunzipping it.
    const files = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    writeFileSync(dumpFile, Buffer.from(await files.arrayBuffer()));
    return { kind: 'pglite', dumpFile };
  };
  try {
    const migrated = await dump('migrated');
    const seededValidUntil = nextMidnight(Date.now());
    const seededDataDir = join(folder, 'data');
    const demoLabId = await seed(database, seededDataDir);
    return { migrated, seeded: await dump('seeded'), demoLabId, seededDataDir, seededValidUntil };
  } finally {
    await database.close();
  }
}

/** Both templates as databases on the PostgreSQL server at `serverUrl` (the seed's files in `folder`); `drop` removes them. */
export async function makePostgresTemplates(
  serverUrl: string,
  folder: string,
): Promise<DatabaseTemplates & { drop(): Promise<void> }> {
  const migrated = uniqueDatabaseName('lims_template_migrated');
  const seeded = uniqueDatabaseName('lims_template_seeded');
  const drop = () =>
    withAdminClient(serverUrl, async (admin) => {
      for (const name of [migrated, seeded]) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  try {
    await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE ${migrated}`));
    const migratedHandle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, migrated) });
    await migratedHandle.close();
    await withAdminClient(serverUrl, async (admin) => {
      await waitUntilUnused(admin, migrated);
      await admin.query(`CREATE DATABASE ${seeded} TEMPLATE ${migrated}`);
    });
    const seededHandle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, seeded) });
    const seededValidUntil = nextMidnight(Date.now());
    const seededDataDir = join(folder, 'data');
    const demoLabId = await seed(seededHandle, seededDataDir).finally(() => seededHandle.close());
    await withAdminClient(serverUrl, (admin) => waitUntilUnused(admin, seeded));
    return {
      migrated: { kind: 'postgres', database: migrated },
      seeded: { kind: 'postgres', database: seeded },
      demoLabId,
      seededDataDir,
      seededValidUntil,
      drop,
    };
  } catch (error) {
    await drop();
    throw error;
  }
}
