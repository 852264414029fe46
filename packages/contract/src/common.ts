import { errorCodes, messages } from '@lims/domain';
import { z } from 'zod';

const MessageKey = z.enum(Object.keys(messages) as [keyof typeof messages, ...(keyof typeof messages)[]]);
const MessageParams = z.record(z.string(), z.union([z.string(), z.number()]));

export const FieldIssue = z.object({
  field: z.string(),
  messageKey: MessageKey,
  message: z.string(),
  params: MessageParams.optional(),
});
export type FieldIssue = z.infer<typeof FieldIssue>;

/**
 * Every error the API returns (DESIGN.md API). The client translates `messageKey` with
 * `params`; `message` is the same text in English for other callers. `fields` lists every
 * invalid field; `field` is the first of them.
 */
export const ErrorResponse = z
  .object({
    error: z.object({
      code: z.enum(errorCodes),
      messageKey: MessageKey,
      message: z.string(),
      params: MessageParams.optional(),
      field: z.string().optional(),
      fields: z.array(FieldIssue).optional(),
    }),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

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
