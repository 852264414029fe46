import { languageCodes } from '@lims/domain';
import { z } from 'zod';

/** A document's language: one of the five interface languages; the caller's own when left out. */
export const DocumentQuery = z.object({ language: z.enum(languageCodes).optional() });
export type DocumentQuery = z.infer<typeof DocumentQuery>;
