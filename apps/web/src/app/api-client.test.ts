import { csrfHeader, ErrorResponse, OkResponse } from '@lims/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, isErrorResponse, setCsrfToken, setUnauthenticatedHandler } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setCsrfToken('token-123');
});

afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
});

describe('api client', () => {
  it('sends the CSRF header on state-changing calls only, with same-origin cookies', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await api.get('/api/v1/departments', OkResponse);
    expect(lastRequest().headers.has(csrfHeader)).toBe(false);
    expect(lastRequest().init.credentials).toBe('same-origin');

    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await api.command('/api/v1/auth/logout', 'POST');
    expect(lastRequest().headers.get(csrfHeader)).toBe('token-123');
    expect(lastRequest().init.credentials).toBe('same-origin');
  });

  it('sends JSON bodies with their content type, and no content type without a body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await api.command('/api/v1/lab-users/4/password', 'POST', { password: 'Secret#123' });
    expect(lastRequest().headers.get('content-type')).toBe('application/json');
    expect(lastRequest().init.body).toBe('{"password":"Secret#123"}');

    await api.command('/api/v1/auth/logout', 'POST');
    expect(lastRequest().headers.has('content-type')).toBe(false);
  });

  it('adds query parameters, leaving out empty ones', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await api.get('/api/v1/departments', OkResponse, { query: { includeDisabled: true, labId: undefined } });
    expect(lastRequest().url).toBe('/api/v1/departments?includeDisabled=true');
  });

  it('turns an error answer into an ApiError with its message key, parameters and every invalid field', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        error: {
          code: 'bad_request',
          messageKey: 'textMaxLength',
          message: 'Must be at most 80 characters.',
          params: { max: 80 },
          field: 'name',
          fields: [
            {
              field: 'name',
              messageKey: 'textMaxLength',
              message: 'Must be at most 80 characters.',
              params: { max: 80 },
            },
            { field: 'email', messageKey: 'invalidEmail', message: 'Please enter a valid e-mail address.' },
          ],
        },
      }),
    );
    const error = await api.post('/api/v1/departments', { name: 'Haematology' }, OkResponse).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'bad_request',
      messageKey: 'textMaxLength',
      params: { max: 80 },
      message: 'Must be at most 80 characters.',
      field: 'name',
    });
    expect((error as ApiError).fields.map((issue) => [issue.field, issue.messageKey])).toEqual([
      ['name', 'textMaxLength'],
      ['email', 'invalidEmail'],
    ]);
  });

  it('keeps the one field of an answer that names no list', async () => {
    fetchMock.mockResolvedValue(
      json(409, {
        error: {
          code: 'conflict',
          messageKey: 'departmentNameTaken',
          message: 'A department with this name already exists.',
          field: 'name',
        },
      }),
    );
    const error = await api.post('/api/v1/departments', {}, OkResponse).catch((e: unknown) => e);
    expect((error as ApiError).fields).toEqual([
      { field: 'name', messageKey: 'departmentNameTaken', message: 'A department with this name already exists.' },
    ]);
  });

  it('falls back to a code from the status when the body is not an error answer', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await api.get('/api/v1/departments', OkResponse).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'internal', messageKey: 'somethingWentWrong', field: undefined });
    expect((error as ApiError).fields).toEqual([]);
  });

  it('reports a network failure as an ApiError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await api.get('/api/v1/departments', OkResponse).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'internal', messageKey: 'somethingWentWrong' });
  });

  it('refuses an answer that does not match the contract', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(json(200, { items: [{ id: 'one' }] }));
    const error = await api.get('/api/v1/departments', OkResponse).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'internal' });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('sends the user to sign in on 401, unless the caller expects 401', async () => {
    const handler = vi.fn();
    const restore = setUnauthenticatedHandler(handler);
    const signedOut = {
      error: {
        code: 'unauthenticated',
        messageKey: 'notSignedIn',
        message: 'Your session has ended. Please sign in again.',
      },
    };

    fetchMock.mockResolvedValue(json(401, signedOut));
    await expect(api.get('/api/v1/departments', OkResponse)).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(handler).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValue(json(401, signedOut));
    await expect(api.get('/api/v1/session', OkResponse, { onUnauthenticated: 'throw' })).rejects.toMatchObject({
      status: 401,
    });
    expect(handler).toHaveBeenCalledTimes(1);
    restore();
  });
});

describe('isErrorResponse', () => {
  const error = { code: 'bad_request', messageKey: 'textMaxLength', message: 'Too long.' };
  const field = { field: 'name', messageKey: 'textMaxLength', message: 'Too long.', params: { max: 80 } };
  const bodies: Record<string, unknown> = {
    'the least answer': { error },
    'a full answer': { error: { ...error, params: { max: 80, unit: 'characters' }, field: 'name', fields: [field] } },
    'an unknown code': { error: { ...error, code: 'teapot' } },
    'no message': { error: { code: 'bad_request', messageKey: 'textMaxLength' } },
    'a parameter that is neither text nor number': { error: { ...error, params: { max: true } } },
    'a field that is not text': { error: { ...error, field: 3 } },
    'fields that are not a list': { error: { ...error, fields: field } },
    'a field issue without its message': { error: { ...error, fields: [{ field: 'name', messageKey: 'fieldEmpty' }] } },
    'no error': { ok: true },
    'an error that is not an object': { error: 'Too long.' },
    'nothing at all': null,
  };

  // It stands in for the contract's schema on the sign-in page, so it must judge as the schema does.
  it.each(Object.entries(bodies))('judges %s as ErrorResponse does', (_name, body) => {
    expect(isErrorResponse(body)).toBe(ErrorResponse.safeParse(body).success);
  });

  // The one difference, on purpose: the client knows message keys by their form, not by the list,
  // whose English stays off the first pages (decision 0017); a newer server's key still shows in
  // its own words. Zod's English sentences are no keys.
  it('takes a key-shaped message key it does not know, and no sentence', () => {
    expect(isErrorResponse({ error: { ...error, messageKey: 'noSuchMessage' } })).toBe(true);
    expect(isErrorResponse({ error: { ...error, messageKey: 'Too long.' } })).toBe(false);
  });
});
