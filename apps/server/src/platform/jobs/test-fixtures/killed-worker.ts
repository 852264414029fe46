/**
 * A server instance that claims one job and is killed while running it (job-worker.kill.test.ts).
 * Arguments: `postgres <url>` or `pglite <data directory>`.
 */
import { openDatabase } from '../../../db/client.js';
import { createAmbientDatabase } from '../../../db/transactions.js';
import { createJobsService } from '../jobs.service.js';

const [kind, target] = process.argv.slice(2);
if (!target || (kind !== 'postgres' && kind !== 'pglite'))
  throw new Error('usage: killed-worker postgres|pglite <target>');
const database = await openDatabase(kind === 'postgres' ? { kind, url: target } : { kind, dataDir: target });
const jobs = createJobsService({
  db: createAmbientDatabase(database.db),
  now: () => new Date(),
  worker: { workerId: 'killed-worker' },
});
jobs.register('test.killed', async () => {
  process.stdout.write('running\n');
  // Never finishes: the test kills this process here.
  await new Promise(() => {});
});
await jobs.worker.runDue();
