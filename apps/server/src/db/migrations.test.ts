import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
interface Journal {
  entries: { tag: string }[];
}

/** The committed migrations up to and including `lastTag`, as an older version shipped them. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'lims-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

/** A database made by an older version, with its data, must start on this one (DESIGN.md Data). */
describe('migrations of a database an older version made', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('gives the patients registered before the patients area their type and their search terms', async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    const older = migrationsUpTo('0004_jobs_outbox_list_indexes');
    folders.push(older);
    await migrate(db, { migrationsFolder: older });
    await client.exec(`
      insert into regions (code, name, storage_endpoint, subscription_endpoint) values ('IN', 'India', 'x', 'y');
      insert into labs (name, country_iso_code, dial_code, currency, time_zone, region_code, settings)
        values ('Older Lab', 'IN', '91', 'INR', 'Asia/Kolkata', 'IN', '{}');
      insert into patients (lab_id, lab_patient_id, full_name) select id, '1', 'Sunita Devi' from labs;`);

    await migrate(db, { migrationsFolder });

    const patient = await client.query<{ patient_type: string; version: number; recurring: boolean }>(
      'select patient_type, version, recurring from patients',
    );
    expect(patient.rows).toEqual([{ patient_type: 'I', version: 0, recurring: false }]);
    const terms = await client.query<{ term: string }>('select term from patient_search_terms order by term');
    expect(terms.rows.map((row) => row.term)).toEqual(['n:devi', 'n:sunita']);
    await client.close();
  });

  it('gives the lab users of the version before billing no privilege-card access and no discount approval', async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    const older = migrationsUpTo('0006_patients_name_order');
    folders.push(older);
    await migrate(db, { migrationsFolder: older });
    await client.exec(`
      insert into regions (code, name, storage_endpoint, subscription_endpoint) values ('IN', 'India', 'x', 'y');
      insert into labs (name, country_iso_code, dial_code, currency, time_zone, region_code, settings)
        values ('Older Lab', 'IN', '91', 'INR', 'Asia/Kolkata', 'IN', '{}');
      insert into lab_users (lab_id, full_name, admin) select id, 'Asha Verma', true from labs;`);

    await migrate(db, { migrationsFolder });

    const users = await client.query<{ privilege_card_access: number; discount_approval: boolean }>(
      'select privilege_card_access, discount_approval from lab_users',
    );
    expect(users.rows).toEqual([{ privilege_card_access: 0, discount_approval: false }]);
    const bills = await client.query<{ count: number }>('select count(*)::int as count from bills');
    expect(bills.rows).toEqual([{ count: 0 }]);
    await client.close();
  });
});
