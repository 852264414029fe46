import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { labs } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/test-context.js';

const connect = (port: number, cookie?: string) =>
  new Promise<{ socket: WebSocket; messages: unknown[]; closed: Promise<number> }>((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/realtime`, cookie ? { headers: { cookie } } : {});
    const messages: unknown[] = [];
    const closed = new Promise<number>((resolveClose) => socket.on('close', (code) => resolveClose(code)));
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    socket.on('open', () => resolve({ socket, messages, closed }));
    socket.on('error', reject);
  });

describe('concurrent login (lab setting allowConcurrentLogin)', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => ctx.close());

  const setConcurrent = (allowed: boolean) =>
    ctx.database.db
      .update(labs)
      .set({ settings: sql`${labs.settings} || ${JSON.stringify({ allowConcurrentLogin: allowed })}::jsonb` })
      .where(eq(labs.id, ctx.labId));

  it('keeps both sessions when concurrent login is allowed', async () => {
    await setConcurrent(true);
    const first = await ctx.signIn('finance');
    await ctx.signIn('finance');
    expect((await first.get('/api/v1/session')).statusCode).toBe(200);
  });

  it('ends the older session and tells its open tab when it is not', async () => {
    await setConcurrent(false);
    const first = await ctx.signIn('reception');
    const bystander = await ctx.signIn('technician');
    const tab = await connect(port, first.cookie);
    const other = await connect(port, bystander.cookie);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await ctx.signIn('reception');
    expect(await tab.closed).toBe(4001);
    expect(tab.messages).toEqual([{ channel: 'concurrent-login', payload: { reason: 'concurrent_login' } }]);
    expect((await first.get('/api/v1/session')).statusCode).toBe(401);
    expect((await second.get('/api/v1/session')).statusCode).toBe(200);
    expect(other.messages).toEqual([]);
    other.socket.close();
  });

  it('closes a socket without a session with 4401', async () => {
    const anonymous = await connect(port);
    expect(await anonymous.closed).toBe(4401);
  });
});
