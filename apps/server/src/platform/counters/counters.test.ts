import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import type { Database } from '../../db/database.js';
import { labs } from '../../db/schema/index.js';
import { demoPatients, seedDemoLab } from '../../db/seed/demo-lab.js';
import { createAmbientDatabase } from '../../db/transactions.js';
import { openTestDatabase } from '../../test/test-database.js';
import { type CountersService, createCountersService } from './counters.service.js';

describe('per-lab counters (DESIGN.md Data: human-facing numbers from per-lab counters, inside the transaction)', () => {
  let database: DatabaseHandle;
  let db: Database;
  let counters: CountersService;
  let labId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = createAmbientDatabase(database.db);
    counters = createCountersService({ db });
    labId = (await seedDemoLab(database.db)) as number;
  });
  afterAll(() => database.close());

  const take = (name: string, lab = labId) => db.transaction(() => counters.next({ labId: lab, name }));

  it('gives 50 concurrent callers the numbers 1 to 50, each once', async () => {
    // Each caller holds its transaction open a moment after taking its number, as a caller
    // that goes on to write its sample would, so that the callers overlap.
    const numbers = await Promise.all(
      Array.from({ length: 50 }, () =>
        db.transaction(async () => {
          const number = await counters.next({ labId, name: 'sampleId' });
          await new Promise((resolve) => setTimeout(resolve, 5));
          return number;
        }),
      ),
    );
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  });

  it('gives a rolled-back number to the next caller, so there are no gaps', async () => {
    const first = await take('labBillId');
    await expect(
      db.transaction(async () => {
        expect(await counters.next({ labId, name: 'labBillId' })).toBe(first + 1);
        throw new Error('the bill could not be saved');
      }),
    ).rejects.toThrow('the bill could not be saved');
    expect(await take('labBillId')).toBe(first + 1);
  });

  it('counts each lab and each kind of number on its own, and carries on from the seed', async () => {
    // The demo seed registered Sunita Devi and the demo patients before.
    expect(await take('labPatientId')).toBe(demoPatients.length + 2);
    expect(await take('accessionNumber')).toBe(1);
    const [demoLab] = await db.select().from(labs).where(eq(labs.id, labId));
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...copy } = demoLab as typeof labs.$inferSelect;
    const [otherLab] = await db
      .insert(labs)
      .values({ ...copy, name: 'Counters Second Lab' })
      .returning({ id: labs.id });
    expect(await take('accessionNumber', otherLab?.id)).toBe(1);
    expect(await take('accessionNumber')).toBe(2);
  });

  it('gives several numbers at once in order, as that many calls of next would, and takes them back on a rollback', async () => {
    const name = 'sampleId-many';
    const first = await take(name);
    expect(await db.transaction(() => counters.nextMany({ labId, name, count: 3 }))).toEqual([
      first + 1,
      first + 2,
      first + 3,
    ]);
    await expect(
      db.transaction(async () => {
        await counters.nextMany({ labId, name, count: 5 });
        throw new Error('the bill could not be saved');
      }),
    ).rejects.toThrow('the bill could not be saved');
    const together = await Promise.all([
      db.transaction(() => counters.nextMany({ labId, name, count: 2 })),
      db.transaction(() => counters.nextMany({ labId, name, count: 2 })),
      take(name),
    ]);
    expect(together.flat().sort((a, b) => a - b)).toEqual([first + 4, first + 5, first + 6, first + 7, first + 8]);
    await expect(db.transaction(() => counters.nextMany({ labId, name, count: 0 }))).rejects.toThrow(
      "Cannot take 0 numbers of the counter 'sampleId-many'.",
    );
  });

  it('peeks at the next number without taking it, and raises the counter to a proposed number saved, never lowering it', async () => {
    const name = 'proposalPeek';
    expect(await counters.peek({ labId, name })).toBe(1);
    expect(await counters.peek({ labId, name })).toBe(1);
    await db.transaction(() => counters.raiseTo({ labId, name, value: 4 }));
    expect(await counters.peek({ labId, name })).toBe(5);
    await db.transaction(() => counters.raiseTo({ labId, name, value: 2 }));
    expect(await counters.peek({ labId, name })).toBe(5);
    expect(await take(name)).toBe(5);
    await expect(counters.raiseTo({ labId, name, value: 9 })).rejects.toThrow(/inside the transaction/);
  });

  it('refuses to give a number outside a transaction, where a failure after it would leave a gap', async () => {
    await expect(counters.next({ labId, name: 'sampleId' })).rejects.toThrow(
      'counters.next must be called inside the transaction that uses the number.',
    );
  });
});
