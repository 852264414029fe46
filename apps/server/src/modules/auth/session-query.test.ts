import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addBranch, bindToBranch, requireChange, setTrialEnd } from '../../http/account-state.test-support.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-context.js';

/**
 * ISSUE 5: "The session check in one query per request." Counted where the statements leave
 * for the database: the pool on PostgreSQL, PGlite's own query and exec underneath its
 * statement cache (db/pglite-tuning.ts).
 */
describe('the session check (docs/decisions/0017-delivery-and-speed.md)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let admin: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext();
    lab = await ctx.createLab();
    ({ admin } = lab);
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

  // Past the first runs, which prepare the statement (PGlite) and the pool's connections.
  const signedInRequest = async (client: TestClient = admin) => {
    const response = await client.get('/api/v1/no-such-path');
    expect(response.statusCode).toBe(404);
  };

  it('reads the session, its account and its identity in one query', async () => {
    for (let warmUp = 0; warmUp < 3; warmUp++) await signedInRequest();
    expect(await statementsOf(() => signedInRequest())).toBe(1);
  });

  it('reads the sessions of requests that arrive together in one statement, each its own', async () => {
    const [user, other, signedOut] = await Promise.all([lab.user(), lab.user(), lab.user()]);
    expect((await signedOut.post('/api/v1/auth/logout')).statusCode).toBeLessThan(300);
    const statements = await statementsOf(() =>
      Promise.all([admin, user, other, admin].map((client) => signedInRequest(client))),
    );
    expect(statements).toBe(1);
    const answers = await Promise.all([user, signedOut, other].map((client) => client.get('/api/v1/session')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 200]);
    expect(answers[0]?.json().session.user.username).toBe(user.username);
    expect(answers[2]?.json().session.user.username).toBe(other.username);
  });

  // Issue 8 put the trial's end, the branches, the must-change flag and support rights in the same query.
  it('stays one query for a lab in trial with branches, a user bound to a branch, and one who must change their password', async () => {
    const branchLab = await ctx.createLab({ settings: { branchManagement: true } });
    await setTrialEnd(ctx, branchLab.labId, new Date(ctx.clock.now().getTime() + 86_400_000));
    const branch = await addBranch(ctx, branchLab.labId, 'Main Road');
    const user = await branchLab.user();
    await bindToBranch(ctx, branchLab.labId, user.id, branch.id);
    const mustChange = await branchLab.user();
    await requireChange(ctx, mustChange);
    const support = await ctx.supportUser();
    for (let warmUp = 0; warmUp < 3; warmUp++) await signedInRequest(user);
    expect(await statementsOf(() => signedInRequest(user))).toBe(1);
    expect(await statementsOf(() => signedInRequest(branchLab.admin))).toBe(1);
    expect(await statementsOf(() => signedInRequest(support))).toBe(1);
    // Refused by the guard (403) on what that one query read, with no statement more.
    expect(await statementsOf(() => mustChange.get('/api/v1/departments'))).toBe(1);
  });

  it('writes the last-seen time in a second statement, at most once a minute', async () => {
    ctx.clock.advance(61_000);
    expect(await statementsOf(() => signedInRequest())).toBe(2);
    expect(await statementsOf(() => signedInRequest())).toBe(1);
  });
});
