import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Runs `work` on a new PostgreSQL database beside the one `serverUrl` names, dropped afterwards
 * whatever happens; says so and skips when the server is not reachable.
 */
export async function withFreshPostgres(serverUrl: string, work: (url: string) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL: skipped, ${serverUrl} is not reachable (${(error as Error).message}).`);
    return;
  }
  const name = `lims_bench_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
