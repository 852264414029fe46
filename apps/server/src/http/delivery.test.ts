import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { createInProcessBus, type EventBus } from '../platform/events/event-bus.js';
import { openTestDatabase } from '../test/test-database.js';
import { slowRequestMs } from './request-log.js';

/**
 * ISSUE 5 "Fast, small delivery": responses compressed, hashed assets cached for a year and
 * index.html never, no source maps served; one log line per request only at debug, errors and
 * slow requests always. docs/decisions/0017-delivery-and-speed.md.
 */
describe('delivery: compression, caching, source maps and the request log', () => {
  let database: DatabaseHandle;
  let bus: EventBus;
  let webDist: string;
  const script = 'export const answer = 42;\n'.repeat(200);

  beforeAll(async () => {
    database = await openTestDatabase();
    bus = createInProcessBus();
    webDist = mkdtempSync(join(tmpdir(), 'lims-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>LIMS</title><div id="root"></div>');
    writeFileSync(join(webDist, 'assets/index-Ab12Cd34.js'), script);
    writeFileSync(join(webDist, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(script));
    writeFileSync(join(webDist, 'assets/index-Ab12Cd34.js.map'), '{"version":3,"sources":["secret.ts"]}');
  });
  afterAll(async () => {
    await bus.close();
    await database.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  /** An app with two test routes, logging at `level` into the returned lines. */
  async function appLoggingAt(level: string) {
    const lines: Array<{ level: number; msg: string; path?: string; statusCode?: number }> = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const config = { ...readConfig({ LOG_LEVEL: level }), webDist };
    const app = await buildApp({ config, database, bus, logger: { stream } });
    app.get('/api/test/fails', { config: { public: true } }, async () => {
      throw new Error('broken on purpose');
    });
    app.get('/api/test/slow', { config: { public: true } }, async () => {
      await new Promise((resolve) => setTimeout(resolve, slowRequestMs + 50));
      return { done: true };
    });
    await app.ready();
    return { app, lines };
  }

  describe('the built client and the API', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      ({ app } = await appLoggingAt('info'));
    });
    afterAll(() => app.close());

    it('serves a hashed asset precompressed, cached for a year', async () => {
      const response = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    });

    it('serves index.html, and every client route, to be revalidated each time', async () => {
      for (const url of ['/', '/departments', '/settings/lab-users?page=2']) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toMatch(/text\/html/);
        expect(response.headers['cache-control'], url).toBe('no-cache');
      }
      const head = await app.inject({ method: 'HEAD', url: '/departments' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toMatch(/text\/html/);
    });

    it('never serves a source map, nor the page in place of a missing asset', async () => {
      for (const url of ['/assets/index-Ab12Cd34.js.map', '/assets/index-Old00000.js', '/index.js.map']) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('secret.ts');
        expect(response.json().error.code, url).toBe('not_found');
      }
    });

    it('compresses an API answer over 1 KB with brotli or gzip, and leaves a small one as it is', async () => {
      const brotli = await app.inject({ url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString()).openapi).toMatch(/^3\./);
      const gzip = await app.inject({ url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).openapi).toMatch(/^3\./);
      const small = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json().status).toBe('ok');
    });
  });

  describe('the request log', () => {
    it('at info (the default), writes nothing for a request that went well, and a line for a failed or slow one', async () => {
      const { app, lines } = await appLoggingAt('info');
      await app.inject({ url: '/api/health' });
      await app.inject({ url: '/departments' });
      await app.inject({ url: '/api/v1/nope' });
      expect(lines).toEqual([]);

      await app.inject({ url: '/api/test/fails?patient=Sunita' });
      await app.inject({ url: '/api/test/slow' });
      const requestLines = lines.filter((line) => line.path !== undefined);
      expect(requestLines).toEqual([
        expect.objectContaining({ level: 50, msg: 'request failed', path: '/api/test/fails', statusCode: 500 }),
        expect.objectContaining({ level: 40, msg: 'slow request', path: '/api/test/slow', statusCode: 200 }),
      ]);
      // The query string may carry what someone searched for: it is never written.
      expect(JSON.stringify(lines)).not.toContain('Sunita');
      await app.close();
    });

    it('at debug, writes one line per request', async () => {
      const { app, lines } = await appLoggingAt('debug');
      await app.inject({ url: '/api/health' });
      await app.inject({ url: '/api/health' });
      expect(lines.filter((line) => line.path === '/api/health')).toEqual([
        expect.objectContaining({ level: 20, msg: 'request completed', statusCode: 200 }),
        expect.objectContaining({ level: 20, msg: 'request completed', statusCode: 200 }),
      ]);
      await app.close();
    });
  });

  it('listens on 127.0.0.1 unless HOST says otherwise', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(readConfig({}).logLevel).toBe('info');
  });
});
