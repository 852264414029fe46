import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.js';
import type { DatabaseHandle } from './client.js';
import { departments, labs } from './schema/index.js';
import { ensureReferenceData } from './seed/reference-data.js';
import {
  afterCommit,
  createAmbientDatabase,
  currentTransaction,
  OuterHandleInTransactionError,
} from './transactions.js';

describe('the transaction context (DESIGN.md Data: services join the open transaction)', () => {
  let database: DatabaseHandle;
  let ambient: DatabaseHandle['db'];
  let labId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    ambient = createAmbientDatabase(database.db);
    await ensureReferenceData(ambient);
    const [lab] = await ambient
      .insert(labs)
      .values({
        name: 'Tx Lab',
        countryIsoCode: 'IN',
        dialCode: '91',
        currency: 'INR',
        timeZone: 'Asia/Kolkata',
        regionCode: 'IN',
        settings: {} as never,
      })
      .returning();
    labId = (lab as { id: number }).id;
  });
  afterAll(() => database.close());

  const departmentCount = async () =>
    (await ambient.select({ rows: count() }).from(departments).where(eq(departments.labId, labId)))[0]?.rows;

  it('joins the open transaction instead of opening a second one, so a rollback undoes both', async () => {
    await expect(
      ambient.transaction(async () => {
        await ambient.insert(departments).values({ labId, name: 'Outer' });
        await ambient.transaction(async () => {
          await ambient.insert(departments).values({ labId, name: 'Inner' });
        });
        expect(await departmentCount()).toBe(2);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await departmentCount()).toBe(0);
  });

  it('throws at once when the raw handle is used inside a transaction', async () => {
    await expect(
      ambient.transaction(async () => {
        await database.db.select().from(departments);
      }),
    ).rejects.toBeInstanceOf(OuterHandleInTransactionError);
    expect(currentTransaction()).toBeUndefined();
  });

  it('runs after-commit work only after the commit, and never after a rollback', async () => {
    const seen: string[] = [];
    await ambient.transaction(async () => {
      afterCommit(() => seen.push('committed'));
      await ambient.insert(departments).values({ labId, name: 'Kept' });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['committed']);
    await ambient
      .transaction(async () => {
        afterCommit(() => seen.push('rolled back'));
        throw new Error('no');
      })
      .catch(() => undefined);
    expect(seen).toEqual(['committed']);
  });
});
