import { z } from 'zod';

/**
 * Optimistic concurrency (docs/decisions/0012-transactions-and-concurrency.md): every record
 * that can be updated carries its `version`; an update sends it back, and a stale one is 409.
 */
export const Version = z.number().int().min(0);
export const Versioned = { version: Version };

/** Internal ids are bigint identities; they travel as positive integers. */
export const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const IdParams = z.object({ id: Id });
export type IdParams = z.infer<typeof IdParams>;

export const Timestamp = z.iso.datetime({ offset: true });

export const OkResponse = z.object({ ok: z.literal(true) });
