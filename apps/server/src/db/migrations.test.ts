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

  /** A database migrated up to `lastTag`, with one lab (region IN) and the rows `seed` adds; then migrated to now. */
  async function upgradedFrom(lastTag: string, seed: string) {
    const client = await PGlite.create();
    const db = drizzle(client);
    const older = migrationsUpTo(lastTag);
    folders.push(older);
    await migrate(db, { migrationsFolder: older });
    await client.exec(`
      insert into regions (code, name, storage_endpoint, subscription_endpoint) values ('IN', 'India', 'x', 'y');
      insert into labs (name, country_iso_code, dial_code, currency, time_zone, region_code, settings)
        values ('Older Lab', 'IN', '91', 'INR', 'Asia/Kolkata', 'IN', '{}');
      ${seed}`);
    await migrate(db, { migrationsFolder });
    return client;
  }

  it('gives the patients registered before the patients area their type and their search terms', async () => {
    const client = await upgradedFrom(
      '0004_jobs_outbox_list_indexes',
      `insert into patients (lab_id, lab_patient_id, full_name) select id, '1', 'Sunita Devi' from labs;`,
    );

    const patient = await client.query<{ patient_type: string; version: number; recurring: boolean }>(
      'select patient_type, version, recurring from patients',
    );
    expect(patient.rows).toEqual([{ patient_type: 'I', version: 0, recurring: false }]);
    const terms = await client.query<{ term: string }>('select term from patient_search_terms order by term');
    expect(terms.rows.map((row) => row.term)).toEqual(['n:devi', 'n:sunita']);
    await client.close();
  });

  it('gives the lab users of the version before billing no privilege-card access and no discount approval', async () => {
    const client = await upgradedFrom(
      '0006_patients_name_order',
      `insert into lab_users (lab_id, full_name, admin) select id, 'Asha Verma', true from labs;`,
    );

    const users = await client.query<{ privilege_card_access: number; discount_approval: boolean }>(
      'select privilege_card_access, discount_approval from lab_users',
    );
    expect(users.rows).toEqual([{ privilege_card_access: 0, discount_approval: false }]);
    const bills = await client.query<{ count: number }>('select count(*)::int as count from bills');
    expect(bills.rows).toEqual([{ count: 0 }]);
    await client.close();
  });

  it('keeps the labs, users and support staff of the version before account setup; adds the product tenant and support rights', async () => {
    const client = await upgradedFrom(
      '0007_catalogue_and_billing',
      `insert into lab_users (lab_id, full_name, admin) select id, 'Asha Verma', true from labs;
       insert into support_users (full_name) values ('Product Support');`,
    );

    const labs = await client.query<{ id: number; name: string; enabled: boolean; trial_ends_at: Date | null }>(
      'select id::int as id, name, enabled, trial_ends_at from labs order by id',
    );
    expect(labs.rows).toEqual([
      { id: 0, name: 'LIMS platform', enabled: false, trial_ends_at: null },
      { id: 1, name: 'Older Lab', enabled: true, trial_ends_at: null },
    ]);
    const users = await client.query<{ branch_id: number | null }>('select branch_id from lab_users');
    expect(users.rows).toEqual([{ branch_id: null }]);
    const support = await client.query<{ rights: string[] }>('select rights from support_users');
    expect(support.rows).toEqual([{ rights: ['labSettings', 'credits'] }]);
    const accounts = await client.query<{ count: number }>(
      'select count(*)::int as count from accounts where must_change_password',
    );
    expect(accounts.rows).toEqual([{ count: 0 }]);
    await client.close();
  });
});
