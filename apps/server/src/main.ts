import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemoLab } from './db/seed/demo-lab.js';
import { createInProcessBus, createPostgresBus } from './platform/events/event-bus.js';

const config = readConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
const bus = database.pool ? await createPostgresBus(database.pool) : createInProcessBus();
if (process.env.SEED_DEMO !== 'false') {
  const labId = await seedDemoLab(database.db);
  if (labId) console.log(`Created the demo lab 'Demo Diagnostics' (sign in as admin / Demo@1234).`);
}
const app = await buildApp({ config, database, bus, logger: true });

const shutdown = async () => {
  // Closing stops the job worker first: it claims no more jobs and lets the running ones finish.
  await app.close();
  await bus.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
// The durable job queue (e-mail, SMS, documents): any number of servers may run it on one PostgreSQL.
app.services.jobs.worker.start();
console.log(`LIMS is running on http://localhost:${config.port} (database: ${database.kind}).`);
