import type { RealtimeMessage } from '@lims/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sessions } from '../../db/schema/index.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-context.js';

/** A browser tab's real-time connection: what it heard, and how it ended. */
interface Tab {
  socket: WebSocket;
  messages: RealtimeMessage[];
  closed: Promise<number>;
  /** Resolves with the n-th message (1-based) once it has arrived. */
  message(n: number): Promise<RealtimeMessage>;
}

const openTab = (port: number, cookie?: string) =>
  new Promise<Tab>((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/realtime`, cookie ? { headers: { cookie } } : {});
    const messages: RealtimeMessage[] = [];
    const waiting: Array<() => void> = [];
    const closed = new Promise<number>((resolveClose) => socket.on('close', (code) => resolveClose(code)));
    socket.on('message', (data) => {
      messages.push(JSON.parse(String(data)) as RealtimeMessage);
      for (const wake of waiting.splice(0)) wake();
    });
    const message = (n: number) =>
      new Promise<RealtimeMessage>((resolveMessage) => {
        const check = () => {
          const found = messages[n - 1];
          if (found) resolveMessage(found);
          else waiting.push(check);
        };
        check();
      });
    socket.on('open', () => resolve({ socket, messages, closed, message }));
    socket.on('error', reject);
  });

const evicted: RealtimeMessage = { channel: 'concurrent-login', payload: { reason: 'concurrent_login' } };

describe('concurrent login (lab setting allowConcurrentLogin) and the real-time socket (spec 000 §7 Real-time)', () => {
  let ctx: TestContext;
  let port: number;
  /** A lab that allows concurrent login, and two that do not. */
  let lenient: TestLab;
  let strict: TestLab;
  let otherStrict: TestLab;
  const tabs: Tab[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    lenient = await ctx.createLab({ settings: { allowConcurrentLogin: true } });
    strict = await ctx.createLab({ settings: { allowConcurrentLogin: false } });
    otherStrict = await ctx.createLab({ settings: { allowConcurrentLogin: false } });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('The server is not listening on a port.');
    port = address.port;
  });
  afterAll(async () => {
    for (const tab of tabs) tab.socket.close();
    await ctx.close();
  });

  const tab = async (client?: TestClient) => {
    const opened = await openTab(port, client?.cookie);
    tabs.push(opened);
    return opened;
  };

  /**
   * A marker event after the fact: a tab hears events in order, so when the marker is the first
   * thing it heard, it did not hear the eviction before it.
   */
  const marker = async (labId: number) => {
    const payload = { marker: Math.random() };
    await ctx.bus.publish({ channel: 'samples', labId, payload });
    return { channel: 'samples', payload };
  };

  it('keeps both sessions and tells nobody when concurrent login is allowed', async () => {
    const first = await lenient.user();
    const firstTab = await tab(first);
    const again = await first.signInAgain();
    expect((await first.get('/api/v1/session')).statusCode).toBe(200);
    expect((await again.get('/api/v1/session')).statusCode).toBe(200);
    const expected = await marker(lenient.labId);
    expect(await firstTab.message(1)).toEqual(expected);
    expect(firstTab.socket.readyState).toBe(WebSocket.OPEN);
  });

  it("ends the older session when it is not allowed; its tab hears 'concurrent-login' and closes", async () => {
    const first = await strict.user();
    const firstTab = await tab(first);
    const secondTabOfFirst = await tab(first);

    const newer = await first.signInAgain();
    expect(await firstTab.message(1)).toEqual(evicted);
    expect(await firstTab.closed).toBe(4001);
    expect(await secondTabOfFirst.message(1)).toEqual(evicted);
    expect(await secondTabOfFirst.closed).toBe(4001);
    expect(firstTab.messages).toEqual([evicted]);

    expect((await first.get('/api/v1/session')).statusCode).toBe(401);
    expect((await newer.get('/api/v1/session')).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.csrfToken, first.csrfToken));
    expect(row?.endReason).toBe('concurrent_login');
  });

  it('does not tell other users of the lab, nor the newer session, nor users of another lab', async () => {
    const first = await strict.user();
    const firstTab = await tab(first);
    const bystanderTab = await tab(await strict.user());
    const otherLabTab = await tab(await otherStrict.user());

    const newer = await first.signInAgain();
    const newerTab = await tab(newer);
    expect(await firstTab.message(1)).toEqual(evicted);

    const sameLab = await marker(strict.labId);
    expect(await bystanderTab.message(1)).toEqual(sameLab);
    expect(await newerTab.message(1)).toEqual(sameLab);
    const otherLab = await marker(otherStrict.labId);
    expect(await otherLabTab.message(1)).toEqual(otherLab);
    expect(bystanderTab.messages).toEqual([sameLab]);
    expect(otherLabTab.messages).toEqual([otherLab]);
    expect((await newer.get('/api/v1/session')).statusCode).toBe(200);
  });

  it("evicts in each lab by that lab's own setting", async () => {
    // The same thing happens in both labs, one after the other; only the setting differs.
    const kept = await lenient.user();
    const keptTab = await tab(kept);
    await kept.signInAgain();
    const ended = await strict.user();
    const endedTab = await tab(ended);
    await ended.signInAgain();
    expect(await endedTab.message(1)).toEqual(evicted);
    expect((await ended.get('/api/v1/session')).statusCode).toBe(401);
    expect((await kept.get('/api/v1/session')).statusCode).toBe(200);
    const expected = await marker(lenient.labId);
    expect(await keptTab.message(1)).toEqual(expected);
  });

  it('closes a socket without a session cookie with 4401', async () => {
    const anonymous = await tab();
    expect(await anonymous.closed).toBe(4401);
    expect(anonymous.messages).toEqual([]);
  });

  it('closes a socket whose session has ended with 4401', async () => {
    const client = await lenient.user();
    expect((await client.post('/api/v1/auth/logout')).statusCode).toBe(204);
    const ended = await tab(client);
    expect(await ended.closed).toBe(4401);
  });

  describe('an open tab is closed, silently, whenever its session ends', () => {
    it('on sign-out', async () => {
      const client = await lenient.user();
      const open = await tab(client);
      expect((await client.post('/api/v1/auth/logout')).statusCode).toBe(204);
      expect(await open.closed).toBe(4001);
      expect(open.messages).toEqual([]);
    });

    it('when an admin disables the user, or resets their password', async () => {
      const admin = await lenient.user({ admin: true });
      const disabled = await lenient.user();
      const reset = await lenient.user();
      const [disabledTab, resetTab] = [await tab(disabled), await tab(reset)];
      const disabledUrl = `/api/v1/lab-users/${disabled.id}`;
      const version = async () => (await admin.get(disabledUrl)).json().version;
      expect((await admin.patch(disabledUrl, { enabled: false, version: await version() })).statusCode).toBe(200);
      expect(await disabledTab.closed).toBe(4001);
      expect((await admin.patch(disabledUrl, { enabled: true, version: await version() })).statusCode).toBe(200);
      const answer = await admin.post(`/api/v1/lab-users/${reset.id}/password`, { password: 'New@12345' });
      expect(answer.statusCode).toBe(204);
      expect(await resetTab.closed).toBe(4001);
    });

    it('when the session goes idle', async () => {
      const client = await lenient.user();
      const open = await tab(client);
      ctx.clock.advance(61 * 60_000);
      expect((await client.get('/api/v1/session')).statusCode).toBe(401);
      expect(await open.closed).toBe(4001);
    });
  });
});
