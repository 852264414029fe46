import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newStorageKey } from './object-store.js';
import { createS3Store, type S3StoreConfig } from './s3-store.js';

interface SeenRequest {
  method: string;
  path: string;
  authorization: string;
  contentLength: string | undefined;
  contentSha256: string | undefined;
}

/**
 * A small S3-compatible server on 127.0.0.1: path-style PUT, GET, HEAD and DELETE of objects,
 * S3's XML errors, and refusal of any request not signed (AWS Signature V4) with the
 * configured key. Enough to prove that the adapter speaks S3, not that S3 is complete.
 */
function startS3Server(accessKeyId: string) {
  const objects = new Map<string, Buffer>();
  const seen: SeenRequest[] = [];
  const refuseNext = { put: false };
  const error = (code: string, status: number) => ({
    status,
    body: `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  });
  const handle = async (request: IncomingMessage) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
    const authorization = request.headers.authorization ?? '';
    seen.push({
      method: request.method ?? '',
      path,
      authorization,
      contentLength: request.headers['content-length'],
      contentSha256: request.headers['x-amz-content-sha256'] as string | undefined,
    });
    const body = await buffer(request);
    if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) return error('AccessDenied', 403);
    switch (request.method) {
      case 'PUT':
        if (refuseNext.put) {
          refuseNext.put = false;
          return error('AccessDenied', 403);
        }
        objects.set(path, body);
        return { status: 200, body: '' };
      case 'GET': {
        const object = objects.get(path);
        return object ? { status: 200, body: object } : error('NoSuchKey', 404);
      }
      case 'HEAD':
        return objects.has(path) ? { status: 200, body: '' } : { status: 404, body: '' };
      case 'DELETE':
        objects.delete(path);
        return { status: 204, body: '' };
      default:
        return error('NotImplemented', 501);
    }
  };
  const server: Server = createServer((request, response) => {
    handle(request).then(
      ({ status, body }) => {
        response.writeHead(status, typeof body === 'string' && body ? { 'content-type': 'application/xml' } : {});
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
  });
  return { server, objects, seen, refuseNext };
}

describe('the S3-compatible store, against an S3 server on 127.0.0.1', () => {
  const accessKeyId = 'LIMSTESTKEY';
  let s3: ReturnType<typeof startS3Server>;
  let config: S3StoreConfig;
  let spool: string;

  beforeAll(async () => {
    s3 = startS3Server(accessKeyId);
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    const { port } = s3.server.address() as AddressInfo;
    config = {
      bucket: 'lab-files',
      endpoint: `http://127.0.0.1:${port}`,
      signingRegion: 'ap-south-1',
      forcePathStyle: true,
      credentials: { accessKeyId, secretAccessKey: 'secret' },
    };
    spool = await mkdtemp(join(tmpdir(), 'lims-s3-spool-'));
  });
  afterAll(async () => {
    await new Promise((resolve) => s3.server.close(resolve));
    await rm(spool, { recursive: true, force: true });
  });
  beforeEach(() => {
    s3.seen.length = 0;
  });

  it('puts a buffer under /bucket/key, signed with the configured key and region', async () => {
    const store = createS3Store(config, spool);
    const key = newStorageKey(3);
    await store.put(key, Buffer.from('logo bytes'));
    expect(s3.objects.get(`/lab-files/${key}`)?.toString()).toBe('logo bytes');
    expect(s3.seen[0]).toMatchObject({ method: 'PUT', path: `/lab-files/${key}`, contentLength: '10' });
    expect(s3.seen[0]?.authorization).toMatch(/Credential=LIMSTESTKEY\/\d{8}\/ap-south-1\/s3\/aws4_request/);
  });

  it('puts a stream of unknown length in one PUT with its length, through a spool file it then removes', async () => {
    const store = createS3Store(config, spool);
    const key = newStorageKey(3);
    const chunks = Array.from({ length: 20 }, (_, index) => Buffer.alloc(10_000, index));
    await store.put(key, Readable.from(chunks));
    expect(s3.objects.get(`/lab-files/${key}`)?.equals(Buffer.concat(chunks))).toBe(true);
    expect(s3.seen.filter((request) => request.method === 'PUT')).toHaveLength(1);
    expect(s3.seen[0]?.contentLength).toBe('200000');
    expect(s3.seen[0]?.contentSha256).not.toMatch(/^STREAMING-/);
    expect(await readdir(spool)).toEqual([]);
  });

  it('gets an object back as a stream, and finds, deletes and misses it', async () => {
    const store = createS3Store(config, spool);
    const key = newStorageKey(4);
    await store.put(key, Buffer.from('report.pdf bytes'));
    expect(await text((await store.get(key)) as Readable)).toBe('report.pdf bytes');
    expect(await store.exists(key)).toBe(true);
    await store.delete(key);
    expect(s3.objects.has(`/lab-files/${key}`)).toBe(false);
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeUndefined();
  });

  it('sends nothing and leaves no spool file when the stream fails before its end', async () => {
    const store = createS3Store(config, spool);
    const key = newStorageKey(5);
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('half');
        throw new Error('connection lost');
      })(),
    );
    await expect(store.put(key, failing)).rejects.toThrow('connection lost');
    expect(s3.seen).toEqual([]);
    expect(await readdir(spool)).toEqual([]);
  });

  it('fails, leaving no object and no spool file, when the store refuses the PUT', async () => {
    const store = createS3Store(config, spool);
    const key = newStorageKey(5);
    s3.refuseNext.put = true;
    await expect(store.put(key, Readable.from([Buffer.from('x')]))).rejects.toMatchObject({ name: 'AccessDenied' });
    expect(s3.objects.has(`/lab-files/${key}`)).toBe(false);
    expect(await readdir(spool)).toEqual([]);
  });

  it('is refused by the server with the wrong key', async () => {
    const store = createS3Store({ ...config, credentials: { accessKeyId: 'OTHER', secretAccessKey: 'x' } }, spool);
    await expect(store.put(newStorageKey(6), Buffer.from('x'))).rejects.toMatchObject({ name: 'AccessDenied' });
  });

  it('refuses a key it did not make before any request', async () => {
    const store = createS3Store(config, spool);
    await expect(store.put('../other-bucket/x', Buffer.from('x'))).rejects.toThrow('Not a storage key');
    expect(s3.seen).toEqual([]);
  });
});
