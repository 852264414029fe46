import { csrfHeader, ErrorResponse } from '@lims/contract';
import { type ErrorCode, messages } from '@lims/domain';
import type { Schema } from './schema';

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

/** An error the user can read: `message` is the server's text, `field` the input it is about. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly field: string | undefined;

  constructor(status: number, code: ErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
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

let fallbackMessage: () => string = () => messages.somethingWentWrong;

/** Lets the i18n layer translate the message shown when the server gave none. */
export function setFallbackMessage(message: () => string): void {
  fallbackMessage = message;
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

export async function toApiError(response: Response): Promise<ApiError> {
  const parsed = ErrorResponse.safeParse(await readJson(response));
  if (parsed.success) {
    const { code, message, field } = parsed.data.error;
    return new ApiError(response.status, code, message, field);
  }
  return new ApiError(response.status, codeOfStatus(response.status), fallbackMessage());
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
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken !== null) headers[csrfHeader] = csrfToken;

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'internal', fallbackMessage());
  }

  if (!response.ok) {
    const error = await toApiError(response);
    if (response.status === 401 && options.onUnauthenticated !== 'throw') unauthenticatedHandler();
    throw error;
  }
  return response;
}

async function request<T>(
  path: string,
  method: Method,
  body: unknown,
  schema: Schema<T>,
  options: CallOptions,
): Promise<T> {
  const response = await send(path, method, body, options);
  const parsed = schema.safeParse(await readJson(response));
  if (!parsed.success) {
    console.error(`Unexpected answer from ${method} ${path}`, parsed.error.issues);
    throw new ApiError(response.status, 'internal', fallbackMessage());
  }
  return parsed.data;
}

/** The one way the client talks to the API: cookies, CSRF header, typed and checked answers. */
export const api = {
  get: <T>(path: string, schema: Schema<T>, options: CallOptions = {}) =>
    request(path, 'GET', undefined, schema, options),
  post: <T>(path: string, body: unknown, schema: Schema<T>, options: CallOptions = {}) =>
    request(path, 'POST', body, schema, options),
  put: <T>(path: string, body: unknown, schema: Schema<T>, options: CallOptions = {}) =>
    request(path, 'PUT', body, schema, options),
  patch: <T>(path: string, body: unknown, schema: Schema<T>, options: CallOptions = {}) =>
    request(path, 'PATCH', body, schema, options),
  /** For calls answered with 204 No Content. */
  command: async (path: string, method: Exclude<Method, 'GET'>, body?: unknown, options: CallOptions = {}) => {
    await send(path, method, body, options);
  },
};
