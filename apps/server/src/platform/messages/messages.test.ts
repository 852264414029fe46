import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import type { Database } from '../../db/database.js';
import { jobs, outboxMessages } from '../../db/schema/index.js';
import { seedDemoLab } from '../../db/seed/demo-lab.js';
import { createAmbientDatabase } from '../../db/transactions.js';
import { createLabsService } from '../../modules/settings/labs.service.js';
import { openTestDatabase } from '../../test/test-database.js';
import { createJobsService } from '../jobs/jobs.service.js';
import { createMessagesService, sendMessageJob } from './messages.service.js';

/** A real SMTP server on a free port; a recipient starting with 'refused' is refused with 550. */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refused')) {
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('messages and the outbox (DESIGN.md Outside services: e-mail through SMTP_URL, else the outbox)', () => {
  let database: DatabaseHandle;
  let db: Database;
  let labId: number;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let offset = 0;
  const now = () => new Date(Date.now() + offset);

  /** The services as a server with this configuration would build them. */
  const messagesWith = (env: NodeJS.ProcessEnv) => {
    const config = { ...readConfig({}), ...readConfig(env) };
    const jobsService = createJobsService({ db, now });
    const messages = createMessagesService({ db, now, config, jobs: jobsService, labs: createLabsService({ db }) });
    return { messages, worker: jobsService.worker };
  };

  const messageRow = async (id: number) =>
    (
      await db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.labId, labId), eq(outboxMessages.id, id)))
    )[0];
  const jobOf = async (messageId: number) =>
    (
      await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.labId, labId), eq(jobs.name, sendMessageJob)))
    ).find((job) => (job.payload as { messageId: number }).messageId === messageId);

  beforeAll(async () => {
    database = await openTestDatabase();
    db = createAmbientDatabase(database.db);
    labId = (await seedDemoLab(database.db)) as number;
    // The seed's own test e-mail is held by the seed's services; each test then sees only its own job.
    await messagesWith({}).worker.runDue();
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  it('delivers an e-mail through SMTP_URL: the right recipient, subject, body and attachment arrive', async () => {
    const { messages, worker } = messagesWith({ SMTP_URL: smtp.url, MAIL_FROM: 'Demo Diagnostics <reports@demo.lab>' });
    const sent = await messages.send({
      labId,
      channel: 'email',
      to: 'patient@example.com',
      subject: 'Your report is ready',
      body: 'Dear Sunita Devi, your report is attached.',
      html: '<p>Dear Sunita Devi, your report is attached.</p>',
      attachments: [{ filename: 'report.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7 test') }],
    });
    expect(sent).toMatchObject({ state: 'queued', recipient: 'patient@example.com', attachmentCount: 1 });
    expect(smtp.received).toHaveLength(0);

    expect(await worker.runDue()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received as [ParsedMail];
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((to) => to.address) : []).toEqual([
      'patient@example.com',
    ]);
    expect(mail.from?.value[0]).toMatchObject({ name: 'Demo Diagnostics', address: 'reports@demo.lab' });
    expect(mail.subject).toBe('Your report is ready');
    expect(mail.text?.trim()).toBe('Dear Sunita Devi, your report is attached.');
    expect(mail.html).toContain('<p>Dear Sunita Devi, your report is attached.</p>');
    expect(mail.messageId).toBe(`<outbox.${labId}.${sent.id}@demo.lab>`);
    expect(mail.attachments.map((file) => [file.filename, file.contentType, file.content.toString()])).toEqual([
      ['report.pdf', 'application/pdf', '%PDF-1.7 test'],
    ]);

    const row = await messageRow(sent.id);
    expect(row).toMatchObject({ state: 'sent', provider: 'smtp', error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect((await jobOf(sent.id))?.state).toBe('done');
  });

  it('retries while the SMTP server is down, then fails the message with its error', async () => {
    const down = await startSmtpServer();
    await down.close();
    const { messages, worker } = messagesWith({ SMTP_URL: down.url });
    const sent = await messages.send({ labId, channel: 'email', to: 'lab@example.com', subject: 'Hi', body: 'Hello' });

    expect(await worker.runDue()).toBe(1);
    let row = await messageRow(sent.id);
    // Waiting for the next attempt: still queued, with the reason shown.
    expect(row).toMatchObject({ state: 'queued', provider: 'smtp' });
    expect(row?.error).toMatch(/ECONNREFUSED/);
    expect(await jobOf(sent.id)).toMatchObject({ state: 'queued', attempts: 1 });

    for (let attempt = 2; attempt <= 8; attempt++) {
      offset += 60 * 60 * 1000;
      expect(await worker.runDue()).toBe(1);
    }
    const job = await jobOf(sent.id);
    expect(job).toMatchObject({ state: 'failed', attempts: 8, maxAttempts: 8 });
    expect(job?.lastError).toMatch(/ECONNREFUSED/);
    row = await messageRow(sent.id);
    expect(row?.state).toBe('failed');
    expect(row?.error).toMatch(/ECONNREFUSED/);
    expect(row?.sentAt).toBeNull();
  });

  it('fails a message at once when the SMTP server refuses its recipient (5xx)', async () => {
    const { messages, worker } = messagesWith({ SMTP_URL: smtp.url });
    const sent = await messages.send({ labId, channel: 'email', to: 'refused@example.com', subject: 'Hi', body: 'x' });
    expect(await worker.runDue()).toBe(1);
    expect(await jobOf(sent.id)).toMatchObject({ state: 'failed', attempts: 1 });
    const row = await messageRow(sent.id);
    expect(row?.state).toBe('failed');
    expect(row?.error).toMatch(/Mailbox unavailable/);
  });

  it('holds e-mail in the outbox when SMTP_URL is not set: nothing pretends it was delivered', async () => {
    const before = smtp.received.length;
    const { messages, worker } = messagesWith({});
    const sent = await messages.send({ labId, channel: 'email', to: 'lab@example.com', subject: 'Hi', body: 'Kept' });
    expect(await worker.runDue()).toBe(1);
    expect(await messageRow(sent.id)).toMatchObject({ state: 'held', provider: 'outbox', sentAt: null, error: null });
    expect((await jobOf(sent.id))?.state).toBe('done');
    expect(smtp.received).toHaveLength(before);
  });

  it('holds SMS and WhatsApp in the outbox, their built-in default', async () => {
    const { messages, worker } = messagesWith({ SMTP_URL: smtp.url });
    const sms = await messages.send({ labId, channel: 'sms', to: '+919800000001', body: 'Your sample was collected.' });
    const whatsapp = await messages.send({ labId, channel: 'whatsapp', to: '+919800000001', body: 'Report ready.' });
    expect(await worker.runDue()).toBe(2);
    expect(await messageRow(sms.id)).toMatchObject({ state: 'held', provider: 'outbox', subject: null });
    expect(await messageRow(whatsapp.id)).toMatchObject({ state: 'held', provider: 'outbox' });
  });

  it('sends nothing for a caller whose transaction rolls back', async () => {
    const { messages, worker } = messagesWith({ SMTP_URL: smtp.url });
    const before = smtp.received.length;
    let messageId = 0;
    await expect(
      db.transaction(async () => {
        messageId = (await messages.send({ labId, channel: 'email', to: 'a@example.com', subject: 'S', body: 'B' })).id;
        throw new Error('the report could not be shared');
      }),
    ).rejects.toThrow('the report could not be shared');
    expect(await messageRow(messageId)).toBeUndefined();
    expect(await jobOf(messageId)).toBeUndefined();
    expect(await worker.runDue()).toBe(0);
    expect(smtp.received).toHaveLength(before);
  });
});
