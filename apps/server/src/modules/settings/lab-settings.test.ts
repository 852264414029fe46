import type { CommunicationSettings, OperationSettings } from '@lims/contract';
import { defaultCommunicationSettings, defaultOperationSettings } from '@lims/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, type TestUser } from '../../test/test-context.js';

const adminOnly = errorBody('forbidden', 'adminOnly', 'Only an administrator of this lab can do this.');
const staleRecord = errorBody(
  'stale',
  'staleRecord',
  'Someone else changed this record while you were editing it. Reload it and make your change again.',
);

describe('communication and operation settings (spec 000 §3, spec 001 §3; admin only)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let admin: TestClient;
  let reception: TestUser;
  let signing: TestUser;
  let referral: TestUser;
  let otherSigning: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    admin = lab.admin;
    reception = await lab.user({ fullName: 'Ravi Kumar' });
    signing = await lab.doctor({ fullName: 'Dr. Meera Iyer', isSigning: true });
    referral = await lab.doctor({ fullName: 'Dr. Kabir Shah', isSigning: false, isReferral: true });
    otherSigning = await other.doctor({ isSigning: true });
  });
  afterAll(() => ctx.close());

  const communication = async (client: TestClient = admin) =>
    (await client.get('/api/v1/settings/communication')).json<CommunicationSettings>();
  const operation = async (client: TestClient = admin) =>
    (await client.get('/api/v1/settings/operation')).json<OperationSettings>();
  const operationBody = ({ signingDoctors: _doctors, ...settings }: OperationSettings) => settings;

  const lastAudit = async (action: string) =>
    (
      await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.labId, lab.labId), eq(auditLog.action, action)))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];

  it("reads a new lab's communication defaults: standard_plan and the variant list [1] (spec 000 §9)", async () => {
    const response = await other.admin.get('/api/v1/settings/communication');
    expect(response.statusCode, response.body).toBe(200);
    const { version: _version, ...settings } = response.json<CommunicationSettings>();
    expect(settings).toEqual(defaultCommunicationSettings);
  });

  it('changes a switch and the plan, answers the new version, and audits the changed keys only', async () => {
    const before = await communication();
    const response = await admin.put('/api/v1/settings/communication', {
      ...before,
      sms: { ...before.sms, billingSms: true },
      whatsAppVariantTriggerList: [2, 1],
      businessAccountPlan: 'premium_plan',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<CommunicationSettings>();
    expect(saved).toMatchObject({
      sms: { ...before.sms, billingSms: true },
      whatsAppVariantTriggerList: [1, 2],
      businessAccountPlan: 'premium_plan',
      version: before.version + 1,
    });
    expect(await communication()).toEqual(saved);
    expect(await lastAudit('settings.communication.update')).toMatchObject({
      entityType: 'labSettings',
      actorKind: 'lab',
      before: {
        communication: {
          sms: { billingSms: false },
          whatsAppVariantTriggerList: [1],
          businessAccountPlan: 'standard_plan',
        },
      },
      after: {
        communication: {
          sms: { billingSms: true },
          whatsAppVariantTriggerList: [1, 2],
          businessAccountPlan: 'premium_plan',
        },
      },
    });
    // The other lab's settings are its own.
    expect((await communication(other.admin)).sms.billingSms).toBe(false);
  });

  it.each([
    ['an unknown switch', (body: CommunicationSettings) => ({ ...body, sms: { ...body.sms, loudSms: true } })],
    [
      'a switch that is not a boolean',
      (body: CommunicationSettings) => ({ ...body, email: { ...body.email, hardStopEmail: 'yes' } }),
    ],
    ['a missing group', ({ whatsapp: _whatsapp, ...body }: CommunicationSettings) => body],
    ['an unknown plan', (body: CommunicationSettings) => ({ ...body, businessAccountPlan: 'gold_plan' })],
    ['an empty variant list', (body: CommunicationSettings) => ({ ...body, whatsAppVariantTriggerList: [] })],
    ['an unknown variant', (body: CommunicationSettings) => ({ ...body, whatsAppVariantTriggerList: [7] })],
    ['a variant twice', (body: CommunicationSettings) => ({ ...body, whatsAppVariantTriggerList: [1, 1] })],
    ['no version', ({ version: _version, ...body }: CommunicationSettings) => body],
  ])('refuses %s with 400 and changes nothing', async (_name, change) => {
    const before = await communication();
    const response = await admin.put('/api/v1/settings/communication', change(before));
    expect(response.statusCode, response.body).toBe(400);
    expect(await communication()).toEqual(before);
  });

  it('refuses a user who is not an administrator, reading or writing (403)', async () => {
    const current = await communication();
    expect((await reception.get('/api/v1/settings/communication')).json()).toEqual(adminOnly);
    const response = await reception.put('/api/v1/settings/communication', current);
    expect(response.statusCode).toBe(403);
    expect((await reception.get('/api/v1/settings/operation')).statusCode).toBe(403);
    expect(await communication()).toEqual(current);
  });

  it('lets one of two admins saving from the same version win, and refuses the other (409)', async () => {
    const secondAdmin = await lab.user({ admin: true });
    const read = await communication();
    const [first, second] = await Promise.all([
      admin.put('/api/v1/settings/communication', { ...read, email: { ...read.email, hardStopEmail: true } }),
      secondAdmin.put('/api/v1/settings/operation', {
        ...operationBody(await operation()),
        version: read.version,
        sortingFlag: 2,
      }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json()).toEqual(staleRecord);
    const now = await communication();
    expect(now.version).toBe(read.version + 1);
    // A stale version is refused later too.
    const late = await admin.put('/api/v1/settings/communication', { ...read, businessAccountPlan: 'basic_plan' });
    expect(late.json()).toEqual(staleRecord);
  });

  it('offers the lab signing doctors only, and saves the operation settings with their spec kinds', async () => {
    const before = await operation();
    expect(before.signingDoctors).toEqual(expect.arrayContaining([{ id: signing.id, name: 'Dr. Meera Iyer' }]));
    expect(before.signingDoctors.map((doctor) => doctor.id)).not.toContain(referral.id);
    expect(before.signingDoctors.map((doctor) => doctor.id)).not.toContain(otherSigning.id);
    const change = {
      ...operationBody(before),
      cacheSignatureFlag: true,
      defaultSignDoc: signing.id,
      fixDefaultSignDocFlag: true,
      highLightPreference: 1,
      sortingFlag: 1,
      showLatestOnTop: false,
      flatWaitingList: true,
      showSampleOrBillID: 1,
    };
    const response = await admin.put('/api/v1/settings/operation', change);
    expect(response.statusCode, response.body).toBe(200);
    expect(operationBody(response.json<OperationSettings>())).toEqual({ ...change, version: before.version + 1 });
    expect(await lastAudit('settings.operation.update')).toMatchObject({
      before: { operation: { defaultSignDoc: null, sortingFlag: 0 } },
      after: { operation: { defaultSignDoc: signing.id, sortingFlag: 1 } },
    });
    expect(await ctx.services.labSettings.operation(lab.labId)).toMatchObject({ flatWaitingList: true });
  });

  it.each([
    ['a referral doctor', () => ({ defaultSignDoc: referral.id })],
    ["another lab's signing doctor", () => ({ defaultSignDoc: otherSigning.id })],
    ['a fixed default signing doctor with none chosen', () => ({ defaultSignDoc: null, fixDefaultSignDocFlag: true })],
    ['a sorting flag out of the spec', () => ({ sortingFlag: 3 })],
    ['a highlight preference out of the spec', () => ({ highLightPreference: -1 })],
    ['showSampleOrBillID as text', () => ({ showSampleOrBillID: 'bill' })],
    ['a flag that is not a boolean', () => ({ flatWaitingList: 1 })],
    ['an unknown setting', () => ({ showEverything: true })],
  ])('refuses %s (400) and changes nothing', async (_name, change) => {
    const before = await operation();
    const response = await admin.put('/api/v1/settings/operation', { ...operationBody(before), ...change() });
    expect(response.statusCode, response.body).toBe(400);
    expect(await operation()).toEqual(before);
  });

  it("reads a new lab's operation defaults", async () => {
    const read = await operation(other.admin);
    expect(operationBody(read)).toEqual({ ...defaultOperationSettings, version: read.version });
  });
});
