/**
 * The one error type of the product. Services throw it; the server maps `code` to an HTTP
 * status in one place, and the web client maps `field` onto the form field it names.
 * `message` is shown to the user as it is, so it carries the spec's exact text where the
 * spec has one.
 */
export const errorCodes = [
  'bad_request',
  'unauthenticated',
  'csrf_missing',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'locked',
  'not_configured',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;

  constructor(code: ErrorCode, message: string, options: { field?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'DomainError';
    this.code = code;
    this.field = options.field;
  }
}

export const isDomainError = (value: unknown): value is DomainError => value instanceof DomainError;
