import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryStore } from './directory-store.js';
import { newStorageKey } from './object-store.js';

/** A stream that gives `chunks` and then fails, as an upload cut off half way does. */
const failingAfter = (...chunks: string[]) =>
  Readable.from(
    (async function* () {
      for (const chunk of chunks) yield Buffer.from(chunk);
      throw new Error('connection lost');
    })(),
  );

describe('the directory store (DATA_DIR/files)', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'lims-directory-store-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('puts a buffer and a stream, and gets, finds and deletes them', async () => {
    const store = createDirectoryStore(root);
    const fromBuffer = newStorageKey(7);
    const fromStream = newStorageKey(7);
    await store.put(fromBuffer, Buffer.from('first'));
    await store.put(fromStream, Readable.from([Buffer.from('sec'), Buffer.from('ond')]));

    expect(await readFile(join(root, fromBuffer), 'utf8')).toBe('first');
    expect(await text((await store.get(fromStream)) as Readable)).toBe('second');
    expect(await store.exists(fromBuffer)).toBe(true);

    await store.delete(fromBuffer);
    expect(await store.exists(fromBuffer)).toBe(false);
    expect(await store.get(fromBuffer)).toBeUndefined();
    await expect(store.delete(fromBuffer)).resolves.toBeUndefined();
  });

  it("keeps each lab's objects in the lab's own folder", async () => {
    const store = createDirectoryStore(root);
    const key = newStorageKey(42);
    await store.put(key, Buffer.from('x'));
    expect(await readdir(join(root, '42'))).toEqual([key.split('/')[1]]);
  });

  it('leaves nothing behind, not even a partial file, when the stream fails half way', async () => {
    const store = createDirectoryStore(root);
    const key = newStorageKey(9);
    await expect(store.put(key, failingAfter('half a'))).rejects.toThrow('connection lost');
    expect(await store.exists(key)).toBe(false);
    expect(await readdir(join(root, '9'))).toEqual([]);
  });

  it('never writes over an existing object with a failed write', async () => {
    const store = createDirectoryStore(root);
    const key = newStorageKey(9);
    await store.put(key, Buffer.from('kept'));
    await expect(store.put(key, failingAfter('new'))).rejects.toThrow('connection lost');
    expect(await text((await store.get(key)) as Readable)).toBe('kept');
  });

  it.each([
    '../../etc/passwd',
    '7/../../x',
    '/7/00000000-0000-0000-0000-000000000000',
    '7/not-a-uuid',
    '0/00000000-0000-0000-0000-000000000000',
    '',
  ])('refuses a key it did not make: %j', async (key) => {
    const store = createDirectoryStore(root);
    await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('Not a storage key');
    await expect(store.get(key)).rejects.toThrow('Not a storage key');
    await expect(store.exists(key)).rejects.toThrow('Not a storage key');
    await expect(store.delete(key)).rejects.toThrow('Not a storage key');
  });
});
