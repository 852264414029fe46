/**
 * What the database benchmarks share: a draw that is the same every run, percentiles, and the
 * run of one measurement on PGlite and then, when reachable, on a fresh PostgreSQL database.
 */
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.js';
import { withFreshPostgres } from './fresh-postgres.js';

/** A draw that is the same every run: the benchmark compares runs, so its inputs must not move. */
export function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The value at `fraction` of a sorted list (0.95 for p95). */
export const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;

/** Runs `measure` on an in-memory PGlite, then on a fresh PostgreSQL database unless `postgresUrl` is 'off'. */
export async function onBothDatabases(
  postgresUrl: string,
  measure: (label: string, database: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const pglite = await openDatabase({ kind: 'pglite', dataDir: undefined });
  try {
    await measure('PGlite', pglite);
  } finally {
    await pglite.close();
  }
  if (postgresUrl === 'off') return;
  await withFreshPostgres(postgresUrl, async (url) => {
    const postgres = await openDatabase({ kind: 'postgres', url });
    try {
      await measure('PostgreSQL', postgres);
    } finally {
      await postgres.close();
    }
  });
}
