import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from './test/error-body.js';
import type { TestLab } from './test/factories.js';
import { createTestContext, type TestContext } from './test/test-context.js';

const invalidRequest = errorBody('bad_request', 'invalidRequest', 'Please Input Valid Information.');

const expectedDatabase = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe('the application shell: health, OpenAPI, docs and errors (DESIGN.md API)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  beforeAll(async () => {
    ctx = await createTestContext();
    lab = await ctx.createLab();
  });
  afterAll(() => ctx.close());

  it(`answers GET /api/health with 200 and the database kind (${expectedDatabase})`, async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: expectedDatabase });
  });

  it('serves the OpenAPI document with the foundation endpoints', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths['/api/v1/auth/login'] ?? {})).toContain('post');
    expect(Object.keys(document.paths['/api/v1/session'] ?? {})).toEqual(expect.arrayContaining(['get', 'patch']));
    expect(Object.keys(document.paths['/api/v1/departments'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(document.paths['/api/v1/lab-users'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
  });

  it('serves the browsable documentation at /api/docs without a session', async () => {
    let response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    if (response.statusCode >= 300 && response.statusCode < 400) {
      const location = response.headers.location;
      expect(location).toMatch(/docs/);
      const target = new URL(String(location), 'http://localhost/api/docs').pathname;
      response = await ctx.app.inject({ method: 'GET', url: target });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toMatch(/swagger/i);
    // The page loads the document from beside it, without a session either.
    const document = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    expect(Object.keys(document.json().paths)).toContain('/api/v1/auth/login');
  });

  it('answers an unknown API path with 404 and the error shape, signed in or not', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toEqual(errorBody('not_found', 'notFound', 'The requested item was not found.'));
    const signedIn = await lab.admin.get('/api/v1/nope');
    expect(signedIn.statusCode).toBe(404);
    expect(signedIn.json()).toEqual(anonymous.json());
  });

  it('answers a malformed JSON body with 400, the error shape and no stack trace', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidRequest);
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+|stack|SyntaxError|FST_/);
  });

  it('answers a malformed JSON body on a signed-in route the same way', async () => {
    // An admin, who may add a department: the refusal can only be the body's.
    const response = await lab.admin.request('POST', '/api/v1/departments', '{"name": ', {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidRequest);
  });

  it('answers a body of the wrong type with 400 and names the field', async () => {
    const response = await ctx.login({ username: 'admin', password: 1234 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      errorBody('bad_request', 'invalidRequest', 'Please Input Valid Information.', 'password'),
    );
    expect(response.body).not.toMatch(/stack/);
  });

  it('refuses a body over the 1 MiB limit with a client error, not a crash', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'admin', password: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(errorBody('payload_too_large', 'payloadTooLarge', 'The request is too large.'));
  });
});
