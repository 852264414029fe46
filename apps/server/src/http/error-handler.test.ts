import { ErrorResponse, IdParams, Text } from '@lims/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler, sendError } from './error-handler.js';

/** A bare app with the product's error handling and two routes, so that each error is made on purpose. */
async function buildErrorApp() {
  const app = Fastify({ frameworkErrors: sendError }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post(
    '/things/:id',
    {
      schema: {
        params: IdParams,
        body: z.object({ name: Text({ max: 10 }), note: Text({ max: 50, multiline: true }).optional() }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/broken', async () => {
    throw new Error('connection to /var/lib/postgresql refused');
  });
  await app.ready();
  return app;
}

describe('the error body (DESIGN.md API: message key, every invalid field, never a stack trace)', () => {
  let app: Awaited<ReturnType<typeof buildErrorApp>>;
  beforeAll(async () => {
    app = await buildErrorApp();
  });
  afterAll(() => app.close());

  const post = (url: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url,
      ...(typeof payload === 'string' ? { headers: { 'content-type': 'application/json' } } : {}),
      payload: payload as string,
    });

  it('names the maximum of an over-long text, on its field', async () => {
    const response = await post('/things/1', { name: 'x'.repeat(11) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'bad_request',
        messageKey: 'textMaxLength',
        message: 'Must be at most 10 characters.',
        params: { max: 10 },
        field: 'name',
        fields: [
          {
            field: 'name',
            messageKey: 'textMaxLength',
            message: 'Must be at most 10 characters.',
            params: { max: 10 },
          },
        ],
      },
    });
  });

  it("says 'This field should not be empty.' (spec 000 §5) for a blank or missing text", async () => {
    for (const body of [{ name: '   ' }, {}]) {
      const response = await post('/things/1', body);
      expect(response.json().error).toMatchObject({ messageKey: 'fieldEmpty', field: 'name' });
    }
  });

  it('lists every invalid field, each with its own message', async () => {
    const response = await post('/things/1', { name: 'Ha\u0000em', note: 'x'.repeat(51) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      expect.objectContaining({ field: 'name', messageKey: 'textControlCharacters' }),
      expect.objectContaining({ field: 'note', messageKey: 'textMaxLength', params: { max: 50 } }),
    ]);
  });

  it('answers a body that is not an object with the generic message, not as an empty field', async () => {
    const response = await post('/things/1', '[1, 2]');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'bad_request', messageKey: 'invalidRequest' });
  });

  it('answers an invalid path parameter on its field', async () => {
    const response = await post('/things/-4', { name: 'a' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ messageKey: 'invalidRequest', field: 'id' });
  });

  it.each([
    ['a malformed percent-encoding', '/things/%', 400],
    ['a path parameter over Fastify maximum length', `/things/${'1'.repeat(150)}`, 414],
  ])('answers %s, which fails before any route is found, with the same error body', async (_what, url, status) => {
    const response = await post(url, { name: 'a' });
    expect(response.statusCode).toBe(status);
    expect(ErrorResponse.parse(response.json())).toEqual({
      error: { code: 'bad_request', messageKey: 'invalidRequest', message: 'Please Input Valid Information.' },
    });
    expect(response.body).not.toMatch(/FST_|valid url/);
  });

  it('answers an unexpected error with 500 and nothing of its detail', async () => {
    const response = await app.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'internal', messageKey: 'somethingWentWrong', message: 'Something went wrong' },
    });
  });
});
