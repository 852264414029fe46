import { listQuery } from '@lims/contract';
import { isDomainError } from '@lims/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import type { Database } from '../../db/database.js';
import { labs, labUsers } from '../../db/schema/index.js';
import { ensureReferenceData } from '../../db/seed/reference-data.js';
import { createAmbientDatabase } from '../../db/transactions.js';
import { openTestDatabase } from '../../test/test-database.js';
import { defineList, textSort } from './list-page.js';

/** A list over lab users with a nullable sort column (email), to prove the helper on its own. */
const definePeople = () =>
  defineList({
    select: (db, cursor) =>
      db
        .select({ id: labUsers.id, fullName: labUsers.fullName, email: labUsers.email, ...cursor })
        .from(labUsers)
        .$dynamic(),
    id: labUsers.id,
    search: [labUsers.fullName, labUsers.email],
    sort: { fullName: textSort(labUsers.fullName), email: labUsers.email, createdAt: labUsers.createdAt },
    defaultSort: 'fullName',
    filters: { labId: labUsers.labId, enabled: labUsers.enabled },
  });
const people = definePeople();
const PeopleQuery = listQuery(['fullName', 'email', 'createdAt']);
type Sort = 'fullName' | 'email' | 'createdAt';

// Ties on purpose: two names equal but for case, two rows created in the same microsecond, and
// two a microsecond apart (a JavaScript Date would lose that difference).
const rows = [
  { fullName: 'meena Iyer', email: 'meena@example.com', createdAt: '2024-01-01 10:00:00.000001+00' },
  { fullName: 'Meena Iyer', email: null, createdAt: '2024-01-01 10:00:00.000001+00' },
  { fullName: 'Asha Verma', email: 'asha@example.com', createdAt: '2024-01-01 10:00:00.000002+00' },
  { fullName: '100% Sure_Tech', email: null, createdAt: '2024-01-01 10:00:00.000003+00' },
  { fullName: 'Zoë Ángel', email: 'zoe@example.com', createdAt: '2024-01-02 08:00:00+00' },
  { fullName: 'Ravi Kumar', email: 'ravi@example.com', createdAt: '2023-12-31 23:59:59.999999+00' },
  { fullName: 'Ravi Kumar', email: 'ravi@example.com', createdAt: '2024-01-03 00:00:00+00' },
  { fullName: 'Farhan 50 Shaikh', email: null, createdAt: '2024-01-01 10:00:00+00' },
];

describe('the list helper (docs/decisions/0011-one-list-primitive.md)', () => {
  let database: DatabaseHandle;
  let db: Database;
  let labId: number;
  let otherLabId: number;

  const newLab = async (name: string) => {
    const [lab] = await db
      .insert(labs)
      .values({
        name,
        countryIsoCode: 'IN',
        dialCode: '91',
        currency: 'INR',
        timeZone: 'Asia/Kolkata',
        regionCode: 'IN',
        settings: {} as never,
      })
      .returning();
    return (lab as { id: number }).id;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    db = createAmbientDatabase(database.db);
    await ensureReferenceData(db);
    labId = await newLab('List Lab');
    otherLabId = await newLab('Other List Lab');
    for (const row of rows) {
      await db.insert(labUsers).values({ ...row, labId, createdAt: sql`${row.createdAt}::timestamptz` });
    }
    await db.insert(labUsers).values({ labId: otherLabId, fullName: 'Asha Verma (other lab)' });
  });
  afterAll(() => database.close());

  const page = (query: Record<string, unknown>) => people.page(db, PeopleQuery.parse(query), { labId });

  /** Every row, in one page: the order every paging must reproduce. */
  const everything = async (sort: Sort, direction: 'asc' | 'desc') =>
    (await page({ sort, direction, limit: 200 })).items.map((item) => item.id);

  const byCursor = async (sort: Sort, direction: 'asc' | 'desc', limit: number) => {
    const ids: number[] = [];
    let cursor: string | undefined;
    do {
      const result = await page({ sort, direction, limit, ...(cursor ? { cursor } : {}) });
      expect(result.total).toBe(rows.length);
      ids.push(...result.items.map((item) => item.id));
      cursor = result.nextCursor ?? undefined;
    } while (cursor);
    return ids;
  };

  const byOffset = async (sort: Sort, direction: 'asc' | 'desc', limit: number) => {
    const ids: number[] = [];
    for (let offset = 0; offset < rows.length; offset += limit) {
      ids.push(...(await page({ sort, direction, limit, offset })).items.map((item) => item.id));
    }
    return ids;
  };

  it('sorts names without regard to case, then by id; the same on PGlite and PostgreSQL', async () => {
    const names = (await page({ limit: 200 })).items.map((item) => item.fullName);
    expect(names).toEqual([
      '100% Sure_Tech',
      'Asha Verma',
      'Farhan 50 Shaikh',
      'meena Iyer',
      'Meena Iyer',
      'Ravi Kumar',
      'Ravi Kumar',
      'Zoë Ángel',
    ]);
  });

  it('puts rows without a value last in both directions', async () => {
    const ascending = (await page({ sort: 'email', limit: 200 })).items.map((item) => item.email);
    const descending = (await page({ sort: 'email', direction: 'desc', limit: 200 })).items.map((item) => item.email);
    expect(ascending.slice(-3)).toEqual([null, null, null]);
    expect(descending.slice(-3)).toEqual([null, null, null]);
    expect(descending.slice(0, 5)).toEqual([...ascending.slice(0, 5)].reverse());
  });

  it.each([1, 2, 3, 5])(
    'walks every sort and direction by cursor, %i row(s) a page, meeting each row once in order',
    async (limit) => {
      for (const sort of ['fullName', 'email', 'createdAt'] as const) {
        for (const direction of ['asc', 'desc'] as const) {
          const all = await everything(sort, direction);
          expect(all).toHaveLength(rows.length);
          expect(await byCursor(sort, direction, limit), `${sort} ${direction}`).toEqual(all);
          expect(await byOffset(sort, direction, limit), `${sort} ${direction} by offset`).toEqual(all);
        }
      }
    },
  );

  it('counts every matching row whatever the page, and ends with no cursor', async () => {
    const last = await page({ limit: 3, offset: 6 });
    expect(last).toMatchObject({ total: rows.length, nextCursor: null });
    expect(last.items).toHaveLength(2);
    const beyond = await page({ limit: 3, offset: 50 });
    expect(beyond).toEqual({ items: [], total: rows.length, nextCursor: null });
  });

  it('searches every search column without regard to case, and reads % and _ as themselves', async () => {
    const names = async (search: string) => (await page({ search, limit: 200 })).items.map((item) => item.fullName);
    expect(await names('MEENA')).toEqual(['meena Iyer', 'Meena Iyer']);
    expect(await names('asha@')).toEqual(['Asha Verma']);
    expect(await names('%')).toEqual(['100% Sure_Tech']);
    expect(await names('_')).toEqual(['100% Sure_Tech']);
    expect(await names('n 50 s')).toEqual(['Farhan 50 Shaikh']);
    expect((await page({ search: 'ravi', limit: 1 })).total).toBe(2);
  });

  it("never lists another lab's rows", async () => {
    expect((await page({ search: 'other lab', limit: 200 })).items).toEqual([]);
  });

  it('answers the last page from its rows and counts only when more follow, building each statement once', async () => {
    const fresh = definePeople();
    let built = 0;
    const counting = new Proxy(db, {
      get(target, property) {
        if (property === 'select') built++;
        return Reflect.get(target, property, target);
      },
    });
    const run = (query: Record<string, unknown>) => fresh.page(counting, PeopleQuery.parse(query), { labId });
    expect((await run({})).total).toBe(rows.length);
    expect((await run({ offset: 5 })).total).toBe(rows.length);
    expect(built, 'one page statement, no count').toBe(1);
    expect((await run({ limit: 3 })).total).toBe(rows.length);
    expect(built, 'a full page is counted (two selects: the count and its subquery)').toBe(3);
    expect((await run({ limit: 3, offset: 3 })).total).toBe(rows.length);
    expect((await run({ limit: 3, sort: 'email' })).total).toBe(rows.length);
    expect(built, 'another sort is another page statement, with the same count').toBe(4);
  });

  it('narrows by a filter only when given a value, and inside a transaction runs on it', async () => {
    const rolledBack = new Error('rolled back');
    const byEnabled = async (enabled: boolean | undefined) =>
      (await people.page(db, PeopleQuery.parse({}), { labId, enabled })).items.map((item) => item.fullName);
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(labUsers).values({ labId, fullName: 'Uncommitted Person', enabled: false });
        expect(await byEnabled(false)).toEqual(['Uncommitted Person']);
        expect(await byEnabled(true)).toHaveLength(rows.length);
        expect(await byEnabled(undefined)).toHaveLength(rows.length + 1);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await byEnabled(false)).toEqual([]);
    expect(await byEnabled(undefined)).toHaveLength(rows.length);
  });

  it('refuses a cursor of another sort or direction, or one that is not a cursor, as a bad request', async () => {
    const { nextCursor } = await page({ sort: 'email', limit: 1 });
    for (const query of [
      { sort: 'fullName', cursor: nextCursor },
      { sort: 'email', direction: 'desc', cursor: nextCursor },
      { cursor: 'bm90IGpzb24' },
      { cursor: Buffer.from(JSON.stringify(['fullName', 'asc', 'x', 'one'])).toString('base64url') },
    ]) {
      const error = await page(query).catch((caught: unknown) => caught);
      expect(
        isDomainError(error) && error.code === 'bad_request' && error.field === 'cursor',
        JSON.stringify(query),
      ).toBe(true);
    }
  });
});
