import { readConfig } from '../../config.js';
import { openDatabase } from '../client.js';
import { seedDemoLab } from './demo-lab.js';
import { buildStandaloneServices } from './standalone-services.js';

/** `npm run seed`: creates the demo lab in the configured database if it is not there. */
const config = readConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  const labId = await seedDemoLab(database.db, buildStandaloneServices(database.db, { config, dbKind: database.kind }));
  console.log(labId ? `Created the demo lab (id ${labId}).` : 'The demo lab is already there.');
} finally {
  await database.close();
}
