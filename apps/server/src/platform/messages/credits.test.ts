import { randomBytes } from 'node:crypto';
import { DomainError } from '@lims/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import type { Database } from '../../db/database.js';
import { creditTransactions, jobs, labCredits, outboxMessages, platformLabId } from '../../db/schema/index.js';
import { seedDemoLab } from '../../db/seed/demo-lab.js';
import { createAmbientDatabase } from '../../db/transactions.js';
import { systemActor } from '../../http/actor.js';
import { createLabsService } from '../../modules/settings/labs.service.js';
import { openTestDatabase } from '../../test/test-database.js';
import { PermanentJobError } from '../jobs/job-worker.js';
import { createJobsService } from '../jobs/jobs.service.js';
import { createCreditsService } from './credits.js';
import type { MessageProvider, OutgoingMessage } from './message-providers.js';
import { createMessagesService } from './messages.service.js';

const day = 24 * 60 * 60 * 1000;

/** An SMS or WhatsApp provider that accepts everything, or refuses everything for good. */
const fakeProvider = (name: string, refuse = false) => {
  const delivered: OutgoingMessage[] = [];
  const provider: MessageProvider = {
    name,
    async deliver(message) {
      if (refuse) throw new PermanentJobError('Number not reachable');
      delivered.push(message);
      return { state: 'sent', providerMessageId: `${name}-${delivered.length}` };
    },
  };
  return { provider, delivered };
};

describe('messaging credits (spec 000 §3 Credits state; spec 002 §9 categories 259 SMS, 243 WhatsApp)', () => {
  let database: DatabaseHandle;
  let db: Database;
  let offset = 0;
  const now = () => new Date(Date.now() + offset);

  const servicesWith = (providers: Parameters<typeof createMessagesService>[0]['providers'] = {}) => {
    const labs = createLabsService({ db });
    const jobsService = createJobsService({ db, now });
    const messages = createMessagesService({ db, now, config: readConfig({}), jobs: jobsService, labs, providers });
    return { messages, worker: jobsService.worker, credits: createCreditsService({ db, now, labs }) };
  };

  /** A new lab in Kolkata, with no credits. */
  const newLab = async () =>
    (
      await createLabsService({ db }).create({
        input: {
          name: `Credits lab ${randomBytes(3).toString('hex')}`,
          countryIsoCode: 'IN',
          dialCode: '91',
          currency: 'INR',
          timeZone: 'Asia/Kolkata',
          regionCode: 'IN',
        },
      })
    ).id;

  const messagesOf = (labId: number) => db.select().from(outboxMessages).where(eq(outboxMessages.labId, labId));
  const jobsOf = (labId: number) => db.select().from(jobs).where(eq(jobs.labId, labId));
  const ledgerOf = (labId: number) =>
    db.select().from(creditTransactions).where(eq(creditTransactions.labId, labId)).orderBy(creditTransactions.id);
  const add = async (
    labId: number,
    kind: 'sms' | 'whatsapp' | 'idScans',
    amount: number,
    expiresOn: string | null = null,
  ) => {
    const { credits } = servicesWith();
    const { version } = await credits.balanceOf(labId);
    return credits.add({ actor: systemActor(labId), labId, kind, amount, expiresOn, version });
  };
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).messageKey;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    db = createAmbientDatabase(database.db);
    await seedDemoLab(database.db);
    await servicesWith().worker.runDue();
  });
  afterAll(async () => {
    await database.close();
  });

  it('refuses an SMS for a real provider when the lab has no credits, writing nothing', async () => {
    const labId = await newLab();
    const sms = fakeProvider('sms-gateway');
    const { messages } = servicesWith({ sms: sms.provider });
    expect(await refusal(messages.send({ labId, channel: 'sms', to: '+919800000001', body: 'Hello' }))).toBe(
      'noSmsCredits',
    );
    expect(await messagesOf(labId)).toEqual([]);
    expect(await jobsOf(labId)).toEqual([]);
    expect(await ledgerOf(labId)).toEqual([]);
  });

  it('uses one credit per SMS handed to the provider, recorded against the message, until none is left', async () => {
    const labId = await newLab();
    await add(labId, 'sms', 2);
    const sms = fakeProvider('sms-gateway');
    const { messages, worker, credits } = servicesWith({ sms: sms.provider });
    const first = await messages.send({ labId, channel: 'sms', to: '+919800000001', body: 'One' });
    const second = await messages.send({ labId, channel: 'sms', to: '+919800000002', body: 'Two' });
    expect((await credits.balanceOf(labId)).sms).toBe(0);
    expect(await refusal(messages.send({ labId, channel: 'sms', to: '+919800000003', body: 'Three' }))).toBe(
      'noSmsCredits',
    );
    expect(await worker.runDue()).toBe(2);
    expect(sms.delivered.map((message) => message.body).sort()).toEqual(['One', 'Two']);
    expect(
      (await ledgerOf(labId)).map(({ category, kind, amount, balanceAfter, messageId }) => ({
        category,
        kind,
        amount,
        balanceAfter,
        messageId,
      })),
    ).toEqual([
      { category: 259, kind: 'added', amount: 2, balanceAfter: 2, messageId: null },
      { category: 259, kind: 'used', amount: 1, balanceAfter: 1, messageId: first.id },
      { category: 259, kind: 'used', amount: 1, balanceAfter: 0, messageId: second.id },
    ]);
    expect(await messagesOf(labId)).toHaveLength(2);
  });

  it('gives only one of two messages sent at once the last credit', async () => {
    const labId = await newLab();
    await add(labId, 'sms', 1);
    const { messages, credits } = servicesWith({ sms: fakeProvider('sms-gateway').provider });
    const results = await Promise.allSettled([
      messages.send({ labId, channel: 'sms', to: '+919800000001', body: 'A' }),
      messages.send({ labId, channel: 'sms', to: '+919800000002', body: 'B' }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await credits.balanceOf(labId)).sms).toBe(0);
    expect(await messagesOf(labId)).toHaveLength(1);
  });

  it('uses no credit for messages the outbox only holds, for e-mail, or for the product tenant', async () => {
    const labId = await newLab();
    const held = servicesWith();
    await held.messages.send({ labId, channel: 'sms', to: '+919800000001', body: 'Held, not sent' });
    await held.messages.send({ labId, channel: 'whatsapp', to: '+919800000001', body: 'Held too' });
    const withProviders = servicesWith({
      sms: fakeProvider('sms-gateway').provider,
      email: fakeProvider('mail').provider,
    });
    await withProviders.messages.send({ labId, channel: 'email', to: 'a@example.com', subject: 'S', body: 'Mail' });
    await withProviders.messages.send({ labId: platformLabId, channel: 'sms', to: '+919800000009', body: 'OTP 12345' });
    expect(await messagesOf(labId)).toHaveLength(3);
    expect(await ledgerOf(labId)).toEqual([]);
    expect(await ledgerOf(platformLabId)).toEqual([]);
  });

  it('uses WhatsApp credits (243) until their expiry day ends in the lab calendar, then refuses', async () => {
    const labId = await newLab();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now());
    const added = await add(labId, 'whatsapp', 5, today);
    expect(added).toMatchObject({ whatsapp: 5, whatsappExpiresOn: today, whatsappExpired: false });
    const whatsapp = fakeProvider('whatsapp-cloud');
    const { messages, credits } = servicesWith({ whatsapp: whatsapp.provider });
    await messages.send({ labId, channel: 'whatsapp', to: '+919800000001', body: 'Report ready' });
    expect((await credits.balanceOf(labId)).whatsapp).toBe(4);
    expect((await ledgerOf(labId)).map((entry) => [entry.category, entry.kind])).toEqual([
      [243, 'added'],
      [243, 'used'],
    ]);

    offset += 2 * day;
    try {
      expect(await credits.balanceOf(labId)).toMatchObject({ whatsapp: 4, whatsappExpired: true });
      expect(await refusal(messages.send({ labId, channel: 'whatsapp', to: '+919800000001', body: 'Late' }))).toBe(
        'noWhatsappCredits',
      );
      // Credits added after they lapsed start again from the new amount, not from the lapsed ones.
      const later = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now());
      expect(await add(labId, 'whatsapp', 3, later)).toMatchObject({ whatsapp: 3, whatsappExpired: false });
    } finally {
      offset -= 2 * day;
    }
  });

  it('refuses WhatsApp credits without an expiry day or with one in the past, and a stale version', async () => {
    const labId = await newLab();
    expect(await refusal(add(labId, 'whatsapp', 5, null))).toBe('whatsappExpiryRequired');
    expect(await refusal(add(labId, 'whatsapp', 5, '2020-01-01'))).toBe('whatsappExpiryPast');
    const { credits } = servicesWith();
    await add(labId, 'idScans', 10);
    expect(await refusal(credits.add({ actor: systemActor(labId), labId, kind: 'sms', amount: 1, version: 0 }))).toBe(
      'staleRecord',
    );
    expect(await credits.balanceOf(labId)).toMatchObject({ idScans: 10, sms: 0, version: 1 });
  });

  it('gives the credit back when the provider refuses the message for good', async () => {
    const labId = await newLab();
    await add(labId, 'sms', 1);
    const { messages, worker, credits } = servicesWith({ sms: fakeProvider('sms-gateway', true).provider });
    const sent = await messages.send({ labId, channel: 'sms', to: '+919800000001', body: 'Unreachable' });
    expect((await credits.balanceOf(labId)).sms).toBe(0);
    await worker.runDue();
    const [row] = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.labId, labId), eq(outboxMessages.id, sent.id)));
    expect(row?.state).toBe('failed');
    expect((await credits.balanceOf(labId)).sms).toBe(1);
    expect((await ledgerOf(labId)).map((entry) => entry.kind)).toEqual(['added', 'used', 'returned']);
    const [stored] = await db.select().from(labCredits).where(eq(labCredits.labId, labId));
    expect(stored?.sms).toBe(1);
  });

  it('answers 404 for the product tenant, which has no credits', async () => {
    const { credits } = servicesWith();
    const error = await credits.balanceOf(platformLabId).catch((caught: unknown) => caught);
    expect((error as DomainError).code).toBe('not_found');
  });
});
