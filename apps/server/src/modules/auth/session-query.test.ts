import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';

/**
 * ISSUE 5: "The session check in one query per request." Counted where the statements leave
 * for the database: the pool on PostgreSQL, PGlite's own query and exec underneath its
 * statement cache (db/pglite-tuning.ts). On PGlite a session read since the last write is used
 * again without a query (modules/auth/session-cache.ts).
 */
describe('the session check (docs/decisions/0017-delivery-and-speed.md)', () => {
  let ctx: TestContext;
  let admin: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ admin } = await ctx.createLab());
  });
  afterAll(() => ctx.close());

  /** The statements one signed-in request sends, on either database. */
  async function statementsOf(request: () => Promise<unknown>): Promise<number> {
    const spies = ctx.database.pool
      ? [vi.spyOn(pg.Pool.prototype, 'query')]
      : [vi.spyOn(PGlite.prototype, 'query'), vi.spyOn(PGlite.prototype, 'exec')];
    try {
      await request();
      return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  }

  const signedInRequest = async () => {
    const response = await admin.get('/api/v1/no-such-path');
    expect(response.statusCode).toBe(404);
  };

  /** A write through the API: on PGlite the next session check reads again (db/write-count.ts). */
  const somethingWritten = async () => {
    const response = await admin.post('/api/v1/departments', { name: uniqueName('Department') });
    expect(response.statusCode).toBe(201);
  };

  it('reads the session, its account and its identity in one query', async () => {
    // Past the first reads, which prepare the statement (PGlite) and the pool's connections.
    for (let warmUp = 0; warmUp < 3; warmUp++) {
      await somethingWritten();
      await signedInRequest();
    }
    await somethingWritten();
    expect(await statementsOf(signedInRequest)).toBe(1);
  });

  it('on PGlite reads it again only once the database has changed; on PostgreSQL on every request', async () => {
    await somethingWritten();
    const reused = ctx.database.pool ? 1 : 0;
    expect(await statementsOf(signedInRequest)).toBe(1);
    expect(await statementsOf(signedInRequest)).toBe(reused);
    await somethingWritten();
    expect(await statementsOf(signedInRequest)).toBe(1);
    expect(await statementsOf(signedInRequest)).toBe(reused);
  });

  it('writes the last-seen time in a second statement, at most once a minute', async () => {
    ctx.clock.advance(61_000);
    expect(await statementsOf(signedInRequest)).toBe(2);
    expect(await statementsOf(signedInRequest)).toBe(1);
  });
});
