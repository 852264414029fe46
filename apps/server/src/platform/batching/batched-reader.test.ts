import { describe, expect, it } from 'vitest';
import { createBatchedReader } from './batched-reader.js';

/** A reader over a table the test changes, recording the keys of each read. */
function readerOver(table: Map<string, number>, fail?: (keys: string[]) => boolean) {
  const reads: string[][] = [];
  let release: (() => void) | undefined;
  const read = createBatchedReader(async (keys: string[]) => {
    reads.push(keys);
    // The values are those of the moment the read begins, as a statement's would be.
    const values = new Map(keys.flatMap((key) => (table.has(key) ? [[key, table.get(key) as number] as const] : [])));
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    if (fail?.(keys)) throw new Error(`read of ${keys.join(', ')} failed`);
    return values;
  });
  /** Lets the next read finish, once it has begun (it begins on a later turn of the event loop). */
  const finishRead = async () => {
    while (!release) await new Promise((resolve) => setImmediate(resolve));
    release();
    release = undefined;
  };
  return { read, reads, finishRead };
}

describe('the batched reader (platform/batching/batched-reader.ts)', () => {
  it('reads every key asked for together in one read; a key asked twice once', async () => {
    const { read, reads, finishRead } = readerOver(
      new Map([
        ['a', 1],
        ['b', 2],
      ]),
    );
    const answers = Promise.all([read('a'), read('b'), read('a'), read('missing')]);
    await finishRead();
    expect(await answers).toEqual([1, 2, 1, undefined]);
    expect(reads).toEqual([['a', 'b', 'missing']]);
  });

  it('answers a key asked for during a read from the next read, which sees what changed meanwhile', async () => {
    const table = new Map([['a', 1]]);
    const { read, reads, finishRead } = readerOver(table);
    const first = read('a');
    await new Promise((resolve) => setImmediate(resolve));
    table.set('a', 2);
    const second = read('a');
    await finishRead();
    expect(await first).toBe(1);
    await finishRead();
    expect(await second).toBe(2);
    expect(reads).toEqual([['a'], ['a']]);
  });

  it('fails the keys of a failed read only', async () => {
    const { read, finishRead } = readerOver(new Map([['a', 1]]), (keys) => keys.includes('bad'));
    const failed = Promise.allSettled([read('a'), read('bad')]);
    await finishRead();
    expect((await failed).map((result) => result.status)).toEqual(['rejected', 'rejected']);
    const later = read('a');
    await finishRead();
    expect(await later).toBe(1);
  });

  it('reads at most a hundred keys at once, the rest next', async () => {
    const keys = Array.from({ length: 150 }, (_, index) => `key${index}`);
    const { read, reads, finishRead } = readerOver(new Map(keys.map((key, index) => [key, index])));
    const answers = Promise.all(keys.map((key) => read(key)));
    await finishRead();
    await finishRead();
    expect(await answers).toEqual(keys.map((_, index) => index));
    expect(reads.map((batch) => batch.length)).toEqual([100, 50]);
  });
});
