import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statisticsCheckEvery, tunePglite } from './pglite-tuning.js';

/**
 * The tuned PGlite must answer exactly as PGlite does: the same rows, types, counts and errors,
 * whether a query runs as it is (first time) or prepared (every time after).
 */
describe('the tuned PGlite client (docs/decisions/0017-delivery-and-speed.md)', () => {
  let raw: PGlite;
  let tuned: PGlite;
  beforeAll(async () => {
    raw = await PGlite.create();
    tuned = await tunePglite(raw);
    await raw.exec(`
      create table samples (
        id bigint generated always as identity primary key,
        name text not null unique,
        taken_at timestamptz,
        details jsonb,
        tags text[],
        urgent boolean not null default false
      )`);
  });
  afterAll(() => raw.close());

  const prepared = async () =>
    (await raw.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
      (row) => row.statement,
    );

  it('keeps the parsers of the built-in types and their arrays only', async () => {
    expect(Object.keys(tuned.parsers).length).toBeLessThan(50);
    const { rows } = await tuned.query<{ ids: number[]; names: string[]; at: Date; data: unknown }>(
      `select array[1, 2]::int8[] as ids, array['a', 'b'] as names, now() as at, '{"a": 1}'::jsonb as data`,
    );
    expect(rows[0]).toEqual({ ids: [1, 2], names: ['a', 'b'], at: expect.any(Date), data: { a: 1 } });
  });

  it('prepares a query the second time it runs, and answers the same each time', async () => {
    const insert =
      'insert into samples (name, taken_at, details, tags, urgent) values ($1, $2, $3, $4, $5) returning *';
    const values = (name: string) => [
      name,
      new Date('2026-01-02T03:04:05.006Z'),
      { note: "it's \\ ok" },
      ['x', 'y'],
      true,
    ];
    const answers = [];
    for (const name of ["O'Brien", 'नमूना \\ 1', 'عينة "2"']) answers.push(await tuned.query(insert, values(name)));
    expect(await prepared()).toContainEqual(expect.stringContaining('insert into samples'));
    for (const [index, name] of ["O'Brien", 'नमूना \\ 1', 'عينة "2"'].entries()) {
      expect(answers[index]?.rows).toEqual([
        {
          id: index + 1,
          name,
          taken_at: new Date('2026-01-02T03:04:05.006Z'),
          details: { note: "it's \\ ok" },
          tags: ['x', 'y'],
          urgent: true,
        },
      ]);
      expect(answers[index]?.affectedRows).toBe(1);
    }

    const select = 'select id, name from samples where name = $1 or id = $2 order by id';
    const first = await tuned.query(select, ["O'Brien", null], { rowMode: 'array' });
    const second = await tuned.query(select, ["O'Brien", null], { rowMode: 'array' });
    expect(second).toEqual(first);
    expect(second.rows).toEqual([[1, "O'Brien"]]);

    const update = 'update samples set urgent = $1 where id > $2';
    await tuned.query(update, [false, 100]);
    expect((await tuned.query(update, [false, 1])).affectedRows).toBe(2);
  });

  it('writes a value into the statement as data, never as SQL', async () => {
    const find = 'select count(*)::int as found from samples where name = $1';
    const attack = "x' or '1'='1";
    await tuned.query(find, [attack]);
    expect((await tuned.query<{ found: number }>(find, [attack])).rows).toEqual([{ found: 0 }]);
  });

  it('keeps the error code of a failed statement (a unique violation stays 23505)', async () => {
    const insert = 'insert into samples (name) values ($1)';
    await tuned.query(insert, ['unique-1']);
    await tuned.query(insert, ['unique-2']);
    await expect(tuned.query(insert, ['unique-1'])).rejects.toMatchObject({ code: '23505' });
  });

  it('runs a value it cannot write as a literal (a NUL character) as PGlite would', async () => {
    const find = 'select count(*)::int as found from samples where name = $1';
    await tuned.query(find, ['a']);
    const viaRaw = await raw.query(find, ['a\0b']).catch((error: { code: string }) => error.code);
    const viaTuned = await tuned.query(find, ['a\0b']).catch((error: { code: string }) => error.code);
    expect(viaTuned).toEqual(viaRaw);
  });

  it('runs prepared statements inside the transaction, so that a rollback undoes them', async () => {
    const insert = 'insert into samples (name) values ($1)';
    await tuned
      .transaction(async (tx) => {
        await tx.query(insert, ['rolled-back-1']);
        await tx.query(insert, ['rolled-back-2']);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const { rows } = await tuned.query<{ found: number }>(
      `select count(*)::int as found from samples where name like 'rolled-back-%'`,
    );
    expect(rows).toEqual([{ found: 0 }]);
  });

  it('analyzes a table that has grown since it was last analyzed, every so many queries', async () => {
    await raw.exec(`
      create table grown (id bigint primary key, filler text not null);
      insert into grown select n, repeat('x', 200) from generate_series(1, 2000) as n`);
    const statistics = async () =>
      (
        await raw.query<{ planned: number; actual: number }>(
          `select relpages as planned, (pg_relation_size('grown') / current_setting('block_size')::int)::int as actual
           from pg_class where relname = 'grown'`,
        )
      ).rows[0];
    expect((await statistics())?.planned).toBe(0);
    // Counted from wherever the earlier tests left off; the look and its analysis are one transaction.
    let looked = false;
    for (let count = 0; count <= statisticsCheckEvery && !looked; count++) {
      await tuned.query('select 1');
      looked = (await statistics())?.planned !== 0;
    }
    const after = await statistics();
    expect(after?.actual).toBeGreaterThan(10);
    expect(after?.planned).toBe(after?.actual);
  });
});
