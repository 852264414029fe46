import type { csrfHeader, ErrorResponse, FieldIssue } from '@lims/contract';
import { type ErrorCode, errorCodes, hasMessageKeyForm, type MessageKey, type MessageParams } from '@lims/domain';
import { rememberServerText } from './i18n/localise-message';
import { isRecord, type Schema } from './schema';

/**
 * A message key as the server sends it, checked by its form, not against the list: the list and
 * its English are the domain's `messages`, which stay off the first pages (decision 0017); a key
 * this client does not know still shows, in the server's own words.
 */
export const isMessageKey = hasMessageKeyForm;

// Written out, as the contract's value would bring its schemas and zod onto every page; typed by
// the contract's constant, so that a change there does not compile here.
const csrfHeaderName: typeof csrfHeader = 'x-csrf-token';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /**
   * 'throw' for calls where 401 is an answer rather than an expired session: reading the
   * session, signing in, public texts.
   */
  onUnauthenticated?: 'redirect' | 'throw';
}

/**
 * An error the user can read. The client shows `messageKey` with `params` in the user's
 * language (DESIGN.md API); `message` is the same text in English, for logs. `fields` lists
 * every invalid input the server named, `field` the first of them.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly params: MessageParams | undefined;
  readonly fields: readonly FieldIssue[];

  constructor(
    status: number,
    code: ErrorCode,
    messageKey: MessageKey,
    options: { message?: string; params?: MessageParams; fields?: readonly FieldIssue[] } = {},
  ) {
    super(options.message ?? messageKey);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.messageKey = messageKey;
    this.params = options.params;
    this.fields = options.fields ?? [];
  }

  get field(): string | undefined {
    return this.fields[0]?.field;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

let csrfToken: string | null = null;

/** The token lives in memory only, never in storage a script on another tab could read. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

type UnauthenticatedHandler = () => void;

const goToSignIn: UnauthenticatedHandler = () => {
  if (!window.location.pathname.endsWith('/login')) window.location.assign('/login');
};
let unauthenticatedHandler: UnauthenticatedHandler = goToSignIn;

/** The app registers a router-aware handler; until then a full page load does the job. */
export function setUnauthenticatedHandler(handler: UnauthenticatedHandler): () => void {
  unauthenticatedHandler = handler;
  return () => {
    if (unauthenticatedHandler === handler) unauthenticatedHandler = goToSignIn;
  };
}

const codeOfStatus = (status: number): ErrorCode => {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 422:
      return 'unprocessable';
    case 423:
      return 'locked';
    case 429:
      return 'rate_limited';
    case 501:
      return 'not_configured';
    default:
      return status >= 500 ? 'internal' : 'bad_request';
  }
};

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

const isParams = (value: unknown): value is MessageParams =>
  isRecord(value) && Object.values(value).every((param) => typeof param === 'string' || typeof param === 'number');

const isFieldIssue = (value: unknown): value is FieldIssue =>
  isRecord(value) &&
  typeof value.field === 'string' &&
  isMessageKey(value.messageKey) &&
  typeof value.message === 'string' &&
  (value.params === undefined || isParams(value.params));

/**
 * The contract's `ErrorResponse`, checked without its schema: the sign-in page reads an error (a
 * 401 from the session) on every visit and would otherwise need zod. api-client.test.ts checks
 * that both agree.
 */
export function isErrorResponse(value: unknown): value is ErrorResponse {
  if (!isRecord(value) || !isRecord(value.error)) return false;
  const { code, messageKey, message, params, field, fields } = value.error;
  return (
    (errorCodes as readonly unknown[]).includes(code) &&
    isMessageKey(messageKey) &&
    typeof message === 'string' &&
    (params === undefined || isParams(params)) &&
    (field === undefined || typeof field === 'string') &&
    (fields === undefined || (Array.isArray(fields) && fields.every(isFieldIssue)))
  );
}

export async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  if (isErrorResponse(body)) {
    const { code, messageKey, message, params, field, fields } = body.error;
    // An answer that names one field without the list still marks it.
    const located = fields ?? (field === undefined ? [] : [{ field, messageKey, message, ...(params && { params }) }]);
    for (const issue of [{ messageKey, message }, ...located]) rememberServerText(issue.messageKey, issue.message);
    return new ApiError(response.status, code, messageKey, { message, ...(params && { params }), fields: located });
  }
  return new ApiError(response.status, codeOfStatus(response.status), 'somethingWentWrong');
}

export function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function send(path: string, method: Method, body: unknown, options: CallOptions): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // A JSON content type with an empty body is refused by the server, so it goes with a body only.
  // A file upload (FormData) is sent as multipart: the browser writes its content type and boundary.
  const upload = body instanceof FormData ? body : undefined;
  if (body !== undefined && !upload) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken !== null) headers[csrfHeaderName] = csrfToken;

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      body: upload ?? (body === undefined ? undefined : JSON.stringify(body)),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'internal', 'somethingWentWrong');
  }

  if (!response.ok) {
    const error = await toApiError(response);
    if (response.status === 401 && options.onUnauthenticated !== 'throw') unauthenticatedHandler();
    throw error;
  }
  return response;
}

/**
 * How an answer is checked: the contract's schema, or a function that loads it once the answer
 * is in. Calls the sign-in page makes and that answer with a session load theirs, as the page
 * itself carries no zod (docs/decisions/0017-delivery-and-speed.md).
 */
export type AnswerSchema<T> = Schema<T> | (() => Promise<Schema<T>>);

async function request<T>(
  path: string,
  method: Method,
  body: unknown,
  answer: AnswerSchema<T>,
  options: CallOptions,
): Promise<T> {
  const response = await send(path, method, body, options);
  const schema = typeof answer === 'function' ? await answer() : answer;
  const parsed = schema.safeParse(await readJson(response));
  if (!parsed.success) {
    console.error(`Unexpected answer from ${method} ${path}`, parsed.error.issues);
    throw new ApiError(response.status, 'internal', 'somethingWentWrong');
  }
  return parsed.data;
}

/** The one way the client talks to the API: cookies, CSRF header, typed and checked answers. */
export const api = {
  get: <T>(path: string, schema: AnswerSchema<T>, options: CallOptions = {}) =>
    request(path, 'GET', undefined, schema, options),
  post: <T>(path: string, body: unknown, schema: AnswerSchema<T>, options: CallOptions = {}) =>
    request(path, 'POST', body, schema, options),
  put: <T>(path: string, body: unknown, schema: AnswerSchema<T>, options: CallOptions = {}) =>
    request(path, 'PUT', body, schema, options),
  patch: <T>(path: string, body: unknown, schema: AnswerSchema<T>, options: CallOptions = {}) =>
    request(path, 'PATCH', body, schema, options),
  /** For calls answered with 204 No Content. */
  command: async (path: string, method: Exclude<Method, 'GET'>, body?: unknown, options: CallOptions = {}) => {
    await send(path, method, body, options);
  },
};
