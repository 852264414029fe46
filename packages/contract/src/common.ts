import { errorCodes } from '@lims/domain';
import { z } from 'zod';

/** Every error the API returns (DESIGN.md API): `message` is what the user reads. */
export const ErrorResponse = z
  .object({
    error: z.object({
      code: z.enum(errorCodes),
      message: z.string(),
      field: z.string().optional(),
    }),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Internal ids are bigint identities; they travel as positive integers. */
export const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const IdParams = z.object({ id: Id });
export type IdParams = z.infer<typeof IdParams>;

export const Timestamp = z.iso.datetime({ offset: true });

/** A trimmed, non-empty single-line name. */
export const Name = (max: number) => z.string().trim().min(1).max(max);

export const OkResponse = z.object({ ok: z.literal(true) });
