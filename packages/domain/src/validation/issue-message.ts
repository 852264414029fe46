import type { MessageKey, MessageParams } from '../errors/messages.js';

/**
 * The parts of a schema issue (zod's, as the server and the web form both see it) that decide
 * what the user reads. Kept structural so that this package does not depend on zod.
 */
export interface SchemaIssueLike {
  code: string;
  message?: string | undefined;
  origin?: string | undefined;
  format?: string | undefined;
  minimum?: number | bigint | undefined;
  maximum?: number | bigint | undefined;
  input?: unknown;
}

/**
 * A message key by its form: one camelCase word, as every key is, where zod's own messages are
 * sentences. Checked by form rather than against the list so that the web's forms need not carry
 * every message's English (decision 0017); the server keeps only keys it has (error-handler.ts).
 */
export const hasMessageKeyForm = (value: unknown): value is MessageKey =>
  typeof value === 'string' && /^[a-z][A-Za-z0-9]{1,79}$/.test(value);

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * One mapping from a failed schema rule to a message key, used by the server's error body and
 * the web's forms alike, so both say the same thing in the user's language. A rule written
 * with a message key as its message (the contract never writes English) keeps that key.
 */
export function issueMessage(
  issue: SchemaIssueLike,
  value: unknown = issue.input,
): {
  messageKey: MessageKey;
  params?: MessageParams;
} {
  if (hasMessageKeyForm(issue.message)) return { messageKey: issue.message };
  // spec 000 §5: an empty mandatory field says so, whatever else its rule asks for.
  if (isBlank(value)) return { messageKey: 'fieldEmpty' };
  switch (issue.code) {
    case 'invalid_type':
      return { messageKey: 'invalidRequest' };
    case 'too_small': {
      const min = Number(issue.minimum ?? 1);
      if (issue.origin !== 'string') return { messageKey: 'invalidRequest' };
      return min <= 1 ? { messageKey: 'fieldEmpty' } : { messageKey: 'textMinLength', params: { min } };
    }
    case 'too_big':
      if (issue.origin !== 'string') return { messageKey: 'invalidRequest' };
      return { messageKey: 'textMaxLength', params: { max: Number(issue.maximum ?? 0) } };
    case 'invalid_format':
      return { messageKey: issue.format === 'email' ? 'invalidEmail' : 'invalidRequest' };
    default:
      return { messageKey: 'invalidRequest' };
  }
}
