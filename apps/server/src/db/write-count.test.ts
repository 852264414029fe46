import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWrites } from './write-count.js';

describe('the write count of PGlite (db/write-count.ts)', () => {
  let raw: PGlite;
  let client: PGlite;
  let writeCount: () => number;
  beforeAll(async () => {
    raw = await PGlite.create();
    ({ client, writeCount } = countWrites(raw));
    await raw.exec('create table notes (id int primary key, text text not null)');
  });
  afterAll(() => raw.close());

  /** How far the count moved while `work` ran. */
  const moved = async (work: () => Promise<unknown>) => {
    const before = writeCount();
    await work().catch(() => undefined);
    return writeCount() - before;
  };

  it('stands still for a select', async () => {
    expect(await moved(() => client.query('select * from notes'))).toBe(0);
    expect(await moved(() => client.query('  SELECT 1'))).toBe(0);
  });

  it('moves for every other statement, done or failed, and for exec', async () => {
    expect(await moved(() => client.query("insert into notes values (1, 'a')"))).toBe(1);
    expect(await moved(() => client.query("update notes set text = 'b' where id = $1", [1]))).toBe(1);
    expect(await moved(() => client.query("with changed as (update notes set text = 'c' returning id) select 1"))).toBe(
      1,
    );
    expect(await moved(() => client.query("insert into notes values (1, 'duplicate')"))).toBe(1);
    expect(await moved(() => client.query('delete from notes where id = 1'))).toBe(1);
    expect(await moved(() => client.exec('select 1; select 2'))).toBe(1);
  });

  it('moves once a statement has ended, not when it starts', async () => {
    const before = writeCount();
    const insert = client.query("insert into notes values (2, 'x')");
    expect(writeCount()).toBe(before);
    await insert;
    expect(writeCount()).toBe(before + 1);
  });

  it('moves once a transaction has ended, committed or rolled back', async () => {
    const before = writeCount();
    await client.transaction(async (tx) => {
      await tx.query("insert into notes values (3, 'y')");
      expect(writeCount()).toBe(before);
    });
    expect(writeCount()).toBe(before + 1);
    const rollBack = client.transaction(async (tx) => {
      await tx.query("insert into notes values (4, 'z')");
      throw new Error('rolled back');
    });
    await expect(rollBack).rejects.toThrow('rolled back');
    expect(writeCount()).toBe(before + 2);
  });
});
