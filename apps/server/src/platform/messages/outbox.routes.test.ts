import type { OutboxMessage, OutboxPage } from '@lims/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-context.js';

const adminOnly = {
  code: 'forbidden',
  messageKey: 'adminOnly',
  message: 'Only an administrator of this lab can do this.',
};

describe('Settings > Outbox: GET /api/v1/outbox and POST /api/v1/outbox/test-email (admins)', () => {
  let ctx: TestContext;
  let admin: TestClient;
  let reception: TestClient;
  let lab: TestLab;
  let otherLab: TestLab;
  /** The server's worker is not started in tests: they drive the queue of the test's services (no SMTP_URL: e-mail is held). */
  const runJobs = () => ctx.services.jobs.worker.runDue();

  const messageCount = async () => (await ctx.database.db.select({ rows: count() }).from(outboxMessages))[0]?.rows ?? 0;

  beforeAll(async () => {
    ctx = await createTestContext();
    lab = await ctx.createLab();
    admin = lab.admin;
    reception = await lab.user();
    otherLab = await ctx.createLab();
  });
  afterAll(() => ctx.close());

  describe('test e-mail', () => {
    it('queues a test e-mail through the outbox; without SMTP_URL it ends held, readable by admins', async () => {
      const response = await admin.post('/api/v1/outbox/test-email', { to: '  Lab.Admin@Example.com ' });
      expect(response.statusCode).toBe(202);
      const queued = response.json<OutboxMessage>();
      expect(queued).toMatchObject({
        channel: 'email',
        recipient: 'Lab.Admin@Example.com',
        state: 'queued',
        provider: null,
        sentAt: null,
      });
      expect(queued.subject).toBe(`Test e-mail from ${lab.name}`);
      expect(queued.body).toContain(lab.name);

      expect(await runJobs()).toBe(1);
      const page = (await admin.get('/api/v1/outbox')).json<OutboxPage>();
      expect(page.items[0]).toMatchObject({ id: queued.id, state: 'held', provider: 'outbox', error: null });
    });

    it.each([
      ['an address that is not one', { to: 'not-an-address' }, 'invalidEmail'],
      ['an empty address', { to: '   ' }, 'fieldEmpty'],
      ['no address', {}, 'fieldEmpty'],
      ['a number', { to: 42 }, 'invalidRequest'],
      ['a control character', { to: 'a\u0000b@example.com' }, 'textControlCharacters'],
      ['an address over 254 characters', { to: `${'a'.repeat(250)}@example.com` }, 'textMaxLength'],
    ])('refuses %s with 400 on field to, queuing nothing', async (_case, body, messageKey) => {
      const before = await messageCount();
      const response = await admin.post('/api/v1/outbox/test-email', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual([expect.objectContaining({ field: 'to', messageKey })]);
      expect(await messageCount()).toBe(before);
    });

    it('refuses a receptionist with 403, queuing nothing', async () => {
      const before = await messageCount();
      const response = await reception.post('/api/v1/outbox/test-email', { to: 'lab@example.com' });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject(adminOnly);
      expect(await messageCount()).toBe(before);
    });
  });

  describe('list', () => {
    it('lists messages newest first: what, to whom, when, channel and state', async () => {
      const sms = await ctx.services.messages.send({
        labId: lab.labId,
        channel: 'sms',
        to: '+919800000002',
        body: 'Collected.',
      });
      await runJobs();
      const page = (await admin.get('/api/v1/outbox')).json<OutboxPage>();
      expect(page.items[0]).toMatchObject({
        id: sms.id,
        channel: 'sms',
        recipient: '+919800000002',
        subject: null,
        body: 'Collected.',
        state: 'held',
        attachmentCount: 0,
      });
      const times = page.items.map((item) => item.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect(page.total).toBe(page.items.length);
    });

    it('filters by channel and state, and searches recipient and subject', async () => {
      const bySms = (await admin.get('/api/v1/outbox?channel=sms')).json<OutboxPage>();
      expect(bySms.items.length).toBeGreaterThan(0);
      expect(bySms.items.every((item) => item.channel === 'sms')).toBe(true);
      expect((await admin.get('/api/v1/outbox?state=sent')).json<OutboxPage>().items).toEqual([]);
      const found = (await admin.get('/api/v1/outbox?search=lab.admin')).json<OutboxPage>();
      expect(found.items.map((item) => item.recipient)).toEqual(['Lab.Admin@Example.com']);
      const bySubject = (await admin.get('/api/v1/outbox?search=Test%20e-mail')).json<OutboxPage>();
      expect(bySubject.items.map((item) => item.channel)).toEqual(['email']);
    });

    it('pages with a cursor', async () => {
      for (let index = 0; index < 3; index++) {
        await ctx.services.messages.send({
          labId: lab.labId,
          channel: 'whatsapp',
          to: `+91980000001${index}`,
          body: 'Ready.',
        });
      }
      const all = (await admin.get('/api/v1/outbox?limit=200')).json<OutboxPage>().items.map((item) => item.id);
      const first = (await admin.get('/api/v1/outbox?limit=2')).json<OutboxPage>();
      expect(first.items.map((item) => item.id)).toEqual(all.slice(0, 2));
      const next = (await admin.get(`/api/v1/outbox?limit=200&cursor=${first.nextCursor}`)).json<OutboxPage>();
      expect(next.items.map((item) => item.id)).toEqual(all.slice(2));
      expect(next.nextCursor).toBeNull();
    });

    it.each([
      ['an unknown channel', '?channel=fax'],
      ['an unknown state', '?state=lost'],
      ['a limit over 200', '?limit=201'],
      ['a negative offset', '?offset=-1'],
    ])('refuses %s with 400', async (_case, query) => {
      expect((await admin.get(`/api/v1/outbox${query}`)).statusCode).toBe(400);
    });

    it("never shows another lab's messages", async () => {
      const ours = await ctx.database.db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(eq(outboxMessages.labId, lab.labId));
      expect(ours.length).toBeGreaterThan(0);
      const theirs = (await otherLab.admin.get('/api/v1/outbox?limit=200')).json<OutboxPage>();
      expect(theirs.items).toEqual([]);
      expect(theirs.total).toBe(0);
    });

    it('refuses a receptionist with 403', async () => {
      const response = await reception.get('/api/v1/outbox');
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject(adminOnly);
    });
  });
});
