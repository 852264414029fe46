import { errorCodes, messages } from '@lims/domain';
import { z } from 'zod';

// A module of its own: the message keys' enum carries every message's English, which pages that
// only read other shapes (the signed-in frame) must not load (decision 0017).
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
