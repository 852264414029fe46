import type { CreditConsumptionPage, LabCredits, OutboxPage, SupportLabPage, SupportLabSettings } from '@lims/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, creditTransactions, labs, platformLabId } from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';

const rightMissing = errorBody(
  'forbidden',
  'supportRightMissing',
  'Your support account does not have the right to do this.',
);
const notAuthorised = errorBody('forbidden', 'notAuthorised', 'You are not authorised to do this.');
const notFound = errorBody('not_found', 'notFound', 'The requested item was not found.');
const staleRecord = errorBody(
  'stale',
  'staleRecord',
  'Someone else changed this record while you were editing it. Reload it and make your change again.',
);

describe('support dashboard (spec 002 §2, §3 Support lab settings and Credits, §9)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let support: TestClient & { id: number };
  let settingsOnly: TestClient;
  let viewOnly: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab({ name: uniqueName('Sunrise Diagnostics') }), ctx.createLab()]);
    support = await ctx.supportUser();
    settingsOnly = await ctx.supportUser({ rights: ['labSettings'] });
    viewOnly = await ctx.supportUser({ rights: [] });
  });
  afterAll(() => ctx.close());

  const settingsUrl = (labId: number) => `/api/v1/support/labs/${labId}/settings`;
  const creditsUrl = (labId: number) => `/api/v1/support/labs/${labId}/credits`;
  const readSettings = async (labId = lab.labId) => {
    const response = await support.get(settingsUrl(labId));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SupportLabSettings>();
  };
  const readCredits = async (labId = lab.labId) => {
    const response = await support.get(creditsUrl(labId));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LabCredits>();
  };

  it('lists labs by name, searched, never the product tenant', async () => {
    const response = await support.get(`/api/v1/support/labs?search=${encodeURIComponent(lab.name.slice(0, 12))}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<SupportLabPage>();
    expect(page.items.map((item) => item.id)).toContain(lab.labId);
    expect(page.items.map((item) => item.id)).not.toContain(other.labId);

    const all = (await support.get('/api/v1/support/labs?limit=200')).json<SupportLabPage>();
    expect(all.items.map((item) => item.id)).not.toContain(platformLabId);
    expect(all.total).toBe(all.items.length);
    const [platform] = await ctx.database.db.select().from(labs).where(eq(labs.id, platformLabId));
    expect(platform).toBeDefined();
  });

  it('reads every field of the support form, the lab columns and the SMS balance included', async () => {
    const settings = await readSettings();
    expect(settings.lab).toMatchObject({ id: lab.labId, name: lab.name, currency: 'INR' });
    expect(settings.values).toMatchObject({
      currency: 'INR',
      countryCode: '91',
      countryIsoCode: 'IN',
      SMSCredit: 0,
      floatSupportFlag: false,
      allowConcurrentLogin: true,
      encrypted_report: false,
      bannerText: '',
    });
    // spec 002 §3 names 29; issue 15 adds inventoryManagement and qualityControl.
    expect(Object.keys(settings.values)).toHaveLength(31);
  });

  it("writes floatSupportFlag where the lab reads it: the lab's session shows decimals; audited on the lab as support", async () => {
    const before = await readSettings();
    const response = await support.put(settingsUrl(lab.labId), {
      values: {
        floatSupportFlag: true,
        bannerText: 'Closed on Sunday',
        encrypted_report: true,
        senderId: 'SUNLAB',
        inventoryManagement: true,
      },
      version: before.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<SupportLabSettings>();
    expect(after.version).toBe(before.version + 1);
    expect(after.values).toMatchObject({
      floatSupportFlag: true,
      bannerText: 'Closed on Sunday',
      encrypted_report: true,
      senderId: 'SUNLAB',
    });

    const session = await lab.admin.get('/api/v1/session');
    expect(session.json().session.floatSupportFlag).toBe(true);
    // issue 15: the inventory pages are the lab's once support switches them on.
    expect(session.json().session.inventoryManagement).toBe(true);
    expect(session.json().session.qualityControl).toBe(false);
    const stored = (await ctx.database.db.select().from(labs).where(eq(labs.id, lab.labId)))[0]?.settings;
    expect(stored).toMatchObject({
      floatSupportFlag: true,
      encryptedReport: true,
      support: { bannerText: 'Closed on Sunday', senderId: 'SUNLAB' },
    });

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.labId, lab.labId), eq(auditLog.action, 'settings.support.update')));
    expect(entry).toMatchObject({ actorKind: 'support', labId: lab.labId, entityType: 'labSettings' });
    expect(entry?.before).toMatchObject({ floatSupportFlag: false });
    expect(entry?.after).toMatchObject({ floatSupportFlag: true, support: { bannerText: 'Closed on Sunday' } });
  });

  it('refuses a stale version: two support users at once', async () => {
    const { version } = await readSettings();
    const first = await support.put(settingsUrl(lab.labId), { values: { petManagement: true }, version });
    expect(first.statusCode, first.body).toBe(200);
    const second = await settingsOnly.put(settingsUrl(lab.labId), { values: { petManagement: false }, version });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(staleRecord);
    expect((await readSettings()).values.petManagement).toBe(true);
  });

  it('refuses bad input: a wrong kind, a bad sender id, a read-only or unknown field', async () => {
    const { version } = await readSettings();
    const wrongKind = await support.put(settingsUrl(lab.labId), { values: { petManagement: 'yes' }, version });
    expect(wrongKind.statusCode).toBe(400);
    const sender = await support.put(settingsUrl(lab.labId), { values: { senderId: '12' }, version });
    expect(sender.statusCode).toBe(400);
    expect(sender.json().error.fields[0]).toMatchObject({ field: 'values.senderId', messageKey: 'senderIdInvalid' });
    for (const values of [{ currency: 'USD' }, { SMSCredit: 500 }, { somethingElse: true }, { calculateTAT: 7 }]) {
      const response = await support.put(settingsUrl(lab.labId), { values, version });
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
    }
    expect((await readSettings()).version).toBe(version);
  });

  it('answers 404 for an unknown lab; the product tenant (id 0) is no lab id at all', async () => {
    expect((await support.get(settingsUrl(999_999))).json()).toEqual(notFound);
    expect((await support.get(creditsUrl(999_999))).json()).toEqual(notFound);
    const unknown = await support.put(settingsUrl(999_999), { values: { petManagement: true }, version: 0 });
    expect(unknown.json()).toEqual(notFound);
    expect((await support.get(settingsUrl(platformLabId))).statusCode).toBe(400);
    expect((await support.get(creditsUrl(platformLabId))).statusCode).toBe(400);
  });

  it('refuses a support user without the right (supportRightMissing), and lab users altogether', async () => {
    const { version } = await readSettings();
    const read = await viewOnly.get(settingsUrl(lab.labId));
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual(rightMissing);
    const write = await viewOnly.put(settingsUrl(lab.labId), { values: { petManagement: false }, version });
    expect(write.json()).toEqual(rightMissing);
    const credits = await settingsOnly.post(`${creditsUrl(lab.labId)}/whatsapp`, {
      amount: 10,
      expiresOn: '2099-12-31',
      version: 0,
    });
    expect(credits.statusCode).toBe(403);
    expect(credits.json()).toEqual(rightMissing);
    // Viewing the lab list and credits needs no right beyond being support.
    expect((await viewOnly.get(creditsUrl(lab.labId))).statusCode).toBe(200);

    for (const url of ['/api/v1/support/labs', creditsUrl(lab.labId), '/api/v1/support/outbox']) {
      expect((await lab.admin.get(url)).json(), url).toEqual(notAuthorised);
    }
    expect((await lab.admin.get(settingsUrl(lab.labId))).json()).toEqual(rightMissing);
    const asLab = await lab.admin.put(settingsUrl(lab.labId), { values: { petManagement: false }, version });
    expect(asLab.json()).toEqual(rightMissing);
    expect((await readSettings()).version).toBe(version);
  });

  it('adds WhatsApp credits with an expiry day, SMS and id-scan credits; the SMS balance shows in the settings', async () => {
    const start = await readCredits();
    expect(start).toMatchObject({ sms: 0, whatsapp: 0, whatsappExpiresOn: null, idScans: 0, version: 0 });

    const whatsapp = await support.post(`${creditsUrl(lab.labId)}/whatsapp`, {
      amount: 500,
      expiresOn: '2099-12-31',
      version: 0,
    });
    expect(whatsapp.statusCode, whatsapp.body).toBe(200);
    expect(whatsapp.json()).toMatchObject({ whatsapp: 500, whatsappExpiresOn: '2099-12-31', whatsappExpired: false });
    const sms = await support.post(`${creditsUrl(lab.labId)}/sms`, { amount: 250, version: 1 });
    expect(sms.json()).toMatchObject({ sms: 250, version: 2 });
    const scans = await support.post(`${creditsUrl(lab.labId)}/idScans`, { amount: 20, version: 2 });
    expect(scans.json()).toMatchObject({ idScans: 20, version: 3 });

    const stale = await support.post(`${creditsUrl(lab.labId)}/sms`, { amount: 1, version: 2 });
    expect(stale.json()).toEqual(staleRecord);
    const noExpiry = await support.post(`${creditsUrl(lab.labId)}/whatsapp`, { amount: 1, version: 3 });
    expect(noExpiry.json().error).toMatchObject({ messageKey: 'whatsappExpiryRequired', field: 'expiresOn' });
    for (const body of [
      { amount: 0, version: 3 },
      { amount: 1.5, version: 3 },
      { amount: 2_000_000, version: 3 },
    ]) {
      expect((await support.post(`${creditsUrl(lab.labId)}/sms`, body)).statusCode).toBe(400);
    }
    expect((await support.post(`${creditsUrl(lab.labId)}/minutes`, { amount: 1, version: 3 })).statusCode).toBe(400);

    expect((await readSettings()).values.SMSCredit).toBe(250);
    const ledger = await ctx.database.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.labId, lab.labId))
      .orderBy(creditTransactions.id);
    expect(ledger.map((entry) => [entry.category, entry.kind, entry.amount, entry.balanceAfter])).toEqual([
      [243, 'added', 500, 500],
      [259, 'added', 250, 250],
      [0, 'added', 20, 20],
    ]);
    expect(ledger.every((entry) => entry.accountId !== null)).toBe(true);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.labId, lab.labId), eq(auditLog.entityType, 'labCredits')));
    expect(audits.map((entry) => [entry.action, entry.actorKind])).toEqual([
      ['credits.whatsapp.add', 'support'],
      ['credits.sms.add', 'support'],
      ['credits.idScans.add', 'support'],
    ]);
    expect((await readCredits(other.labId)).sms).toBe(0);
  });

  it("lists each lab's consumption by name with its count", async () => {
    const response = await support.get(
      `/api/v1/support/credits/consumption?search=${encodeURIComponent(lab.name)}&limit=10`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<CreditConsumptionPage>();
    expect(page.total).toBe(1);
    expect(page.items).toEqual([
      {
        labId: lab.labId,
        labName: lab.name,
        sms: { added: 250, used: 0 },
        whatsapp: { added: 500, used: 0 },
      },
    ]);
  });

  it("reads the product tenant's outbox, and only support does", async () => {
    await ctx.services.messages.send({
      labId: platformLabId,
      channel: 'sms',
      to: '+919811112222',
      body: 'Your OTP is 12345',
    });
    await ctx.services.messages.send({ labId: lab.labId, channel: 'sms', to: '+919833334444', body: 'Lab message' });
    const response = await support.get('/api/v1/support/outbox?search=%2B919811112222');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<OutboxPage>();
    expect(page.items.map((message) => message.body)).toEqual(['Your OTP is 12345']);
    const mine = (await support.get('/api/v1/support/outbox?search=%2B919833334444')).json<OutboxPage>();
    expect(mine.items).toEqual([]);
    expect((await lab.admin.get('/api/v1/outbox?search=%2B919811112222')).json<OutboxPage>().items).toEqual([]);
  });

  it('has no route into clinical data', async () => {
    for (const url of ['/api/v1/patients?limit=5', '/api/v1/bills?limit=5', '/api/v1/departments']) {
      expect((await support.get(url)).statusCode, url).toBe(403);
    }
  });
});
