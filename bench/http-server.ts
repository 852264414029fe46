/**
 * The server under load for throughput.bench.ts, in a process of its own so that the load
 * generator does not share its event loop. Opens the database (DATABASE_URL, else PGlite in
 * memory), seeds the demo lab, listens on 127.0.0.1 on a free port and tells the parent which.
 */
import { buildApp } from '../apps/server/src/app.js';
import { readConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { seedDemoLab } from '../apps/server/src/db/seed/demo-lab.js';
import { createInProcessBus, createPostgresBus } from '../apps/server/src/platform/events/event-bus.js';

const config = { ...readConfig(), port: 0, host: '127.0.0.1', webDist: '/nonexistent' };
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: undefined },
);
const bus = database.pool ? await createPostgresBus(database.pool) : createInProcessBus();
await seedDemoLab(database.db);
// The production logger at its default level, so that what a request costs to log is measured too.
const app = await buildApp({ config, database, bus, logger: true });
await app.listen({ port: 0, host: config.host });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('The server has no TCP address.');
process.send?.({ port: address.port });

process.once('disconnect', async () => {
  await app.close();
  await bus.close();
  await database.close();
  process.exit(0);
});
