import { sql } from 'drizzle-orm';
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
  return {
    async next({ labId, name }: NextNumber): Promise<number> {
      // Outside a transaction the number would be committed before the row that uses it,
      // and a failure in between would leave a gap.
      if (!currentTransaction())
        throw new Error('counters.next must be called inside the transaction that uses the number.');
      const [row] = await db
        .insert(labCounters)
        .values({ labId, name, value: 1 })
        .onConflictDoUpdate({
          target: [labCounters.labId, labCounters.name],
          set: { value: sql`${labCounters.value} + 1` },
        })
        .returning({ value: labCounters.value });
      if (!row) throw new Error(`The counter '${name}' of lab ${labId} returned no value.`);
      return row.value;
    },
  };
}
export type CountersService = ReturnType<typeof createCountersService>;
