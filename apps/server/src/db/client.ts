import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import type { Database, DatabaseKind } from './database.js';
import { tunePglite } from './pglite-tuning.js';
import * as schema from './schema/index.js';
import { guardOuterHandle } from './transactions.js';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseHandle {
  /** The raw database: it throws when used inside a transaction (db/transactions.ts). */
  db: Database;
  kind: DatabaseKind;
  /** The raw PostgreSQL pool, for LISTEN/NOTIFY; absent on PGlite. */
  pool: pg.Pool | undefined;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  /**
   * `dataDir` undefined: in memory, for tests; `loadDataDir` then starts it from the files of
   * another database (PGlite's dumpDataDir) instead of an empty one.
   */
  | { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob };

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // PostgreSQL may end an idle connection (restart, fail-over, an administrator). The pool then
    // drops it and opens another when needed; without a listener the 'error' event would end the process.
    pool.on('error', (error) => console.error(`An idle PostgreSQL connection ended: ${error.message}`));
    const db = drizzlePostgres(pool, { schema, casing: 'snake_case' });
    await migratePostgres(db, { migrationsFolder });
    return { db: guardOuterHandle(db as unknown as Database), kind: 'postgres', pool, close: () => pool.end() };
  }
  let unlock = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  try {
    // The database files live in a folder of their own: PGlite's initdb wants it to itself.
    const client = await tunePglite(
      await PGlite.create(
        options.dataDir ? { dataDir: join(options.dataDir, 'pglite') } : { loadDataDir: options.loadDataDir },
      ),
    );
    const db = drizzlePglite(client, { schema, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder });
    return {
      db: guardOuterHandle(db as unknown as Database),
      kind: 'pglite',
      pool: undefined,
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
