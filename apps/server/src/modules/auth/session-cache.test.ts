import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.js';

interface Row {
  session: { expiresAt: Date };
  name: string;
}

/** A cache over a fake database whose write count the test moves, and which counts its reads. */
function cacheOver() {
  let writes = 0;
  let reads = 0;
  const cache = createSessionCache<Row>(() => writes);
  const row = (name: string): Row => ({ session: { expiresAt: new Date('2026-01-01T12:00:00Z') }, name });
  return {
    write: () => {
      writes++;
    },
    reads: () => reads,
    /** The session check at `at`, where the database would answer `answer` (null: no session). */
    read: (at: string, answer: Row | null = row('stored'), during?: () => void) =>
      cache.read('hash', new Date(at), async () => {
        reads++;
        during?.();
        return answer ?? undefined;
      }),
    row,
  };
}

describe('the session cache (modules/auth/session-cache.ts)', () => {
  it('answers from the last read while the database has not changed, and reads again once it has', async () => {
    const db = cacheOver();
    await db.read('2026-01-01T10:00:00Z');
    expect(await db.read('2026-01-01T10:00:01Z', db.row('newer'))).toMatchObject({ name: 'stored' });
    expect(db.reads()).toBe(1);
    db.write();
    expect(await db.read('2026-01-01T10:00:02Z', db.row('newer'))).toMatchObject({ name: 'newer' });
    expect(db.reads()).toBe(2);
  });

  it('does not keep a read that a write overtook', async () => {
    const db = cacheOver();
    await db.read('2026-01-01T10:00:00Z', db.row('before the write'), db.write);
    expect(await db.read('2026-01-01T10:00:01Z', db.row('after the write'))).toMatchObject({ name: 'after the write' });
    expect(db.reads()).toBe(2);
  });

  it('never answers a session past its expiry, and serves one read for a few seconds at most', async () => {
    const db = cacheOver();
    await db.read('2026-01-01T11:59:59Z');
    expect(await db.read('2026-01-01T12:00:00Z', null)).toBeUndefined();
    await db.read('2026-01-01T10:00:00Z');
    await db.read('2026-01-01T10:00:04Z');
    expect(db.reads()).toBe(3);
    await db.read('2026-01-01T10:00:05Z');
    expect(db.reads()).toBe(4);
  });

  it('keeps no answer for a token without a session', async () => {
    const db = cacheOver();
    await db.read('2026-01-01T10:00:00Z', null);
    await db.read('2026-01-01T10:00:01Z', null);
    expect(db.reads()).toBe(2);
  });
});
