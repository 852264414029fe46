import { type MessageKey, type MessageParams, messageText } from './messages.js';

/**
 * The one error type of the product. Services throw it; the server maps `code` to an HTTP
 * status in one place and sends `messageKey` with its `params`, which the web client
 * translates; `message` is the English text of the same key, for logs and API callers.
 * `fields` lists every invalid field, so a form can mark them all at once.
 */
export const errorCodes = [
  'bad_request',
  'unauthenticated',
  'csrf_missing',
  'forbidden',
  'not_found',
  'conflict',
  'stale',
  /** A well-formed request the rules cannot answer: a risk model asked about an age it does not cover. */
  'unprocessable',
  'payload_too_large',
  'rate_limited',
  'locked',
  'not_configured',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export interface FieldIssue {
  /** Dotted path of the field in the request body, as the form names it (`departmentIds.2`). */
  field: string;
  messageKey: MessageKey;
  params?: MessageParams | undefined;
}

export interface DomainErrorOptions {
  params?: MessageParams;
  /** The one field the error is about; the same as `fields: [{ field, messageKey, params }]`. */
  field?: string;
  fields?: FieldIssue[];
  cause?: unknown;
}

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly params: MessageParams | undefined;
  readonly fields: FieldIssue[];

  constructor(code: ErrorCode, messageKey: MessageKey, options: DomainErrorOptions = {}) {
    super(messageText(messageKey, options.params), { cause: options.cause });
    this.name = 'DomainError';
    this.code = code;
    this.messageKey = messageKey;
    this.params = options.params;
    this.fields =
      options.fields ?? (options.field ? [{ field: options.field, messageKey, params: options.params }] : []);
  }

  /** The first invalid field, where there is one. */
  get field(): string | undefined {
    return this.fields[0]?.field;
  }
}

export const isDomainError = (value: unknown): value is DomainError => value instanceof DomainError;
