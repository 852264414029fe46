/**
 * What the database benchmarks share: a draw that is the same every run, timed rounds after a
 * warm-up, percentiles and their table, and the run of one measurement on PGlite and then, when
 * reachable, on a fresh PostgreSQL database.
 */
import { performance } from 'node:perf_hooks';
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

/** Untimed rounds before the timed ones: the first calls fill caches and warm the JIT. */
export const warmUpRounds = 10;

/** `count` timed runs of `run` after `warmUpRounds` untimed ones, in milliseconds, sorted. */
export async function timedRounds<T>(count: number, run: (round: number) => Promise<T>): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < count + warmUpRounds; round++) {
    const before = performance.now();
    await run(round);
    if (round >= warmUpRounds) times.push(performance.now() - before);
  }
  return times.sort((a, b) => a - b);
}

/** Milliseconds as the READMEs quote them. */
export const ms = (value: number) => value.toFixed(1);

/** One Markdown table of the measurements on one database: how many, p50, p95 and the slowest. */
export function printLatencyTable(label: string, rows: ReadonlyArray<readonly [string, number[]]>) {
  console.log(`${label} (ms):`);
  console.log('| what | n | p50 | p95 | max |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [what, times] of rows) {
    console.log(
      `| ${what} | ${times.length} | ${ms(percentile(times, 0.5))} | ${ms(percentile(times, 0.95))} | ${ms(times.at(-1) ?? 0)} |`,
    );
  }
}

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
