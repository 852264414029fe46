import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import {
  type DatabaseTemplate,
  databaseUrl,
  uniqueDatabaseName,
  waitUntilUnused,
  withAdminClient,
} from './database-templates.js';

/**
 * A fresh database for one test file, copied from one of this run's templates (made by
 * test/global-setup.ts): PGlite in memory, or, when TEST_DATABASE_URL is set, a new PostgreSQL
 * database that is dropped afterwards. Opening it still runs the migrations, which finds them
 * all applied.
 */
export async function openTestDatabase(from: 'migrated' | 'seeded' = 'migrated'): Promise<DatabaseHandle> {
  const template: DatabaseTemplate = inject('databaseTemplates')[from];
  if (template.kind === 'pglite') {
    return openDatabase({
      kind: 'pglite',
      dataDir: undefined,
      loadDataDir: new Blob([readFileSync(template.dumpFile)]),
    });
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The templates are on PostgreSQL but TEST_DATABASE_URL is not set.');
  const name = uniqueDatabaseName('lims_test');
  await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.database}`));
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminClient(serverUrl, async (admin) => {
        await waitUntilUnused(admin, name);
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}
