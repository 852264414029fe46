import { and, eq, sql } from 'drizzle-orm';
import { labCounters } from '../../db/schema/index.js';
import { currentTransaction } from '../../db/transactions.js';
import type { ServiceDeps } from '../../services.js';

export interface NextNumber {
  labId: number;
  /** The kind of number: 'labPatientId', 'labBillId', 'sampleId', 'accessionNumber'. */
  name: string;
}

/**
 * Per-lab human-facing numbers (DESIGN.md Data; docs/decisions/0014-jobs-and-outbox.md).
 *
 * `next` takes the lab's next number inside the caller's transaction: the upsert locks the
 * counter's row until that transaction ends, so a concurrent caller waits and then gets the
 * number after, and a rollback gives the number back. The numbers are therefore 1, 2, 3 …
 * without gaps or duplicates, at the price of one caller at a time per lab and kind (which
 * is the rate at which a lab registers patients or bills, not a bottleneck).
 */
export function createCountersService({ db }: Pick<ServiceDeps, 'db'>) {
  /** `count` numbers at once: one statement moves the counter by `count` and answers the last. */
  const take = async ({ labId, name, count }: NextNumber & { count: number }): Promise<number[]> => {
    // Outside a transaction the number would be committed before the row that uses it,
    // and a failure in between would leave a gap.
    if (!currentTransaction())
      throw new Error('counters.next must be called inside the transaction that uses the number.');
    if (!Number.isInteger(count) || count < 1)
      throw new Error(`Cannot take ${count} numbers of the counter '${name}'.`);
    const [row] = await db
      .insert(labCounters)
      .values({ labId, name, value: count })
      .onConflictDoUpdate({
        target: [labCounters.labId, labCounters.name],
        set: { value: sql`${labCounters.value} + ${count}` },
      })
      .returning({ value: labCounters.value });
    if (!row) throw new Error(`The counter '${name}' of lab ${labId} returned no value.`);
    return Array.from({ length: count }, (_, index) => row.value - count + 1 + index);
  };

  return {
    next: async (number: NextNumber): Promise<number> => (await take({ ...number, count: 1 }))[0] as number,

    /**
     * The lab's next `count` numbers in order, as `count` calls of `next` would give them, in
     * one statement (a bill's samples).
     */
    nextMany: take,

    /**
     * The number `next` would give now, taking nothing: a proposal shown before anything is
     * saved (a batch's reference number), so that opening a form burns no number.
     */
    async peek({ labId, name }: NextNumber): Promise<number> {
      const [row] = await db
        .select({ value: labCounters.value })
        .from(labCounters)
        .where(and(eq(labCounters.labId, labId), eq(labCounters.name, name)));
      return (row?.value ?? 0) + 1;
    },

    /**
     * Moves the counter up to `value` when it is behind, inside the transaction that saves a
     * proposed number, so that the next proposal is past it; a number typed out of order moves
     * it no further back.
     */
    async raiseTo({ labId, name, value }: NextNumber & { value: number }): Promise<void> {
      if (!currentTransaction())
        throw new Error('counters.raiseTo must be called inside the transaction that uses the number.');
      await db
        .insert(labCounters)
        .values({ labId, name, value })
        .onConflictDoUpdate({
          target: [labCounters.labId, labCounters.name],
          set: { value: sql`greatest(${labCounters.value}, excluded.value)` },
        });
    },
  };
}
export type CountersService = ReturnType<typeof createCountersService>;
