import type { LabUser } from '@lims/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { readConfig } from '../../config.js';
import { type DatabaseHandle, openDatabase } from '../../db/client.js';
import { createPostgresBus, type EventBus } from '../../platform/events/event-bus.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-context.js';

/**
 * The session check reads the sessions of requests that arrive together in one statement
 * (platform/batching/batched-reader.ts), and keeps nothing between reads. Whatever ends a
 * session or narrows what it may do must hold on the very next request, on every server
 * instance: two apps on one database, the change made through one, each checked through both,
 * right after both had answered the session.
 */
describe('revoking a session takes effect on the next request, on every instance (docs/decisions/0017)', () => {
  let ctx: TestContext;
  /** A second server on the same database: its own pool and bus on PostgreSQL, the same PGlite. */
  let second: { app: FastifyInstance; close(): Promise<void> };
  let lab: TestLab;
  /** A lab where a new sign-in ends the person's other sessions. */
  let strict: TestLab;

  beforeAll(async () => {
    ctx = await createTestContext();
    second = await secondInstance(ctx);
    lab = await ctx.createLab();
    strict = await ctx.createLab({ settings: { allowConcurrentLogin: false } });
  });
  afterAll(async () => {
    await second?.close();
    await ctx.close();
  });

  const instances = () => [ctx.app, second.app];
  const statusesOf = (client: TestClient, url = '/api/v1/session') =>
    Promise.all(
      instances().map(
        async (app) => (await app.inject({ method: 'GET', url, headers: { cookie: client.cookie } })).statusCode,
      ),
    );
  const answered = async (client: TestClient, url?: string) =>
    expect(await statusesOf(client, url)).toEqual([200, 200]);
  const labUserOf = async (id: number) => (await lab.admin.get(`/api/v1/lab-users/${id}`)).json<LabUser>();

  it('sign-out', async () => {
    const user = await lab.user();
    await answered(user);
    expect((await user.post('/api/v1/auth/logout')).statusCode).toBeLessThan(300);
    expect(await statusesOf(user)).toEqual([401, 401]);
  });

  it('a user disabled by an administrator', async () => {
    const user = await lab.user();
    await answered(user);
    const { version } = await labUserOf(user.id);
    expect((await lab.admin.patch(`/api/v1/lab-users/${user.id}`, { enabled: false, version })).statusCode).toBe(200);
    expect(await statusesOf(user)).toEqual([401, 401]);
  });

  it('a password reset by an administrator', async () => {
    const user = await lab.user();
    await answered(user);
    const reset = await lab.admin.post(`/api/v1/lab-users/${user.id}/password`, { password: 'Another@5678' });
    expect(reset.statusCode).toBe(204);
    expect(await statusesOf(user)).toEqual([401, 401]);
  });

  it('a newer sign-in where the lab allows one session per person', async () => {
    const user = await strict.user();
    await answered(user);
    const newer = await user.signInAgain();
    expect(await statusesOf(user)).toEqual([401, 401]);
    expect(await statusesOf(newer)).toEqual([200, 200]);
  });

  it('an identity switch (a lab user who is also a doctor)', async () => {
    const labUser = await lab.user();
    await lab.doctor({ labUserId: labUser.id });
    const signedIn = await labUser.signInAgain();
    await answered(signedIn);
    expect((await signedIn.post('/api/v1/auth/identity')).statusCode).toBe(200);
    expect(await statusesOf(signedIn)).toEqual([401, 401]);
  });

  it('a flag taken away: the session stays, what it may do narrows', async () => {
    const user = await lab.user({ admin: true });
    await answered(user, '/api/v1/lab-users');
    const { version } = await labUserOf(user.id);
    expect((await lab.admin.patch(`/api/v1/lab-users/${user.id}`, { admin: false, version })).statusCode).toBe(200);
    expect(await statusesOf(user, '/api/v1/lab-users')).toEqual([403, 403]);
    expect(await statusesOf(user)).toEqual([200, 200]);
  });

  // Last: it moves the clock past every session's idle time.
  it('the idle time-out, with no write at all', async () => {
    const user = await lab.user();
    await answered(user);
    ctx.clock.advance((readConfig({}).sessionIdleMinutes + 1) * 60_000);
    expect(await statusesOf(user)).toEqual([401, 401]);
  });
});

async function secondInstance(ctx: TestContext): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  let database: DatabaseHandle = ctx.database;
  let bus: EventBus = ctx.bus;
  const url = ctx.database.pool?.options.connectionString;
  if (url) {
    database = await openDatabase({ kind: 'postgres', url });
    bus = await createPostgresBus(database.pool as NonNullable<DatabaseHandle['pool']>);
  }
  const config = { ...readConfig({}), dataDir: ctx.dataDir, webDist: '/nonexistent' };
  const app = await buildApp({ config, database, bus, now: ctx.clock.now });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database === ctx.database) return;
      await bus.close();
      await database.close();
    },
  };
}
