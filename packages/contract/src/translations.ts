import { languageCodes } from '@lims/domain';
import { z } from 'zod';

/** A nested dictionary of texts, as i18next reads it. */
export type Messages = { [key: string]: string | Messages };
export const Messages: z.ZodType<Messages> = z.lazy(() => z.record(z.string(), z.union([z.string(), Messages])));

export const LocalesQuery = z.object({ labId: z.coerce.number().int().positive().optional() });
export type LocalesQuery = z.infer<typeof LocalesQuery>;

export const LocalesResponse = z.object({
  labId: z.number().int().nullable(),
  /** Changes whenever the bundled texts or the lab's overrides change; the client caches by it. */
  version: z.string(),
  locales: z.record(z.enum(languageCodes), Messages),
});
export type LocalesResponse = z.infer<typeof LocalesResponse>;
