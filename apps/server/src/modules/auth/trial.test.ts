import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyOperation, isPublic, keyOf, messageKeyOf, setTrialEnd } from '../../http/account-state.test-support.js';
import { errorBody } from '../../test/error-body.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestContext } from '../../test/test-context.js';

const dayMs = 86_400_000;
const trialEnded = errorBody(
  'forbidden',
  'trialEnded',
  'The 15-day trial of this lab has ended. You can still read everything; to go on working, contact support to continue your subscription.',
);
/** The writes that manage the session rather than the lab's data (issue 8: sign-in/out, session, switches, password). */
const allowedAfterTrial = [
  'POST /api/v1/auth/logout',
  'POST /api/v1/auth/identity',
  'POST /api/v1/auth/password',
  'PATCH /api/v1/session',
  'PUT /api/v1/session/department',
  'PUT /api/v1/session/branch',
];

describe("a lab past its trial reads but does not write (spec 000 §1 '15 days trial', issue 8)", () => {
  let ctx: TestContext;
  let lab: TestLab;
  let ended: TestLab;
  beforeAll(async () => {
    ctx = await createTestContext();
    lab = await ctx.createLab({ settings: { allowConcurrentLogin: true } });
    ended = await ctx.createLab({ settings: { allowConcurrentLogin: true } });
    await setTrialEnd(ctx, ended.labId, new Date(ctx.clock.now().getTime() - dayMs));
  });
  afterAll(() => ctx.close());

  it('says when the trial ends in the session answer, ISO or null', async () => {
    const endsAt = new Date(ctx.clock.now().getTime() + 10 * dayMs);
    await setTrialEnd(ctx, lab.labId, endsAt);
    expect((await lab.admin.get('/api/v1/session')).json().session.trialEndsAt).toBe(endsAt.toISOString());
    await setTrialEnd(ctx, lab.labId, null);
    expect((await lab.admin.get('/api/v1/session')).json().session.trialEndsAt).toBeNull();
    // The sign-in answers it as well.
    await setTrialEnd(ctx, lab.labId, endsAt);
    expect((await lab.admin.signInAgain()).session.trialEndsAt).toBe(endsAt.toISOString());
    await setTrialEnd(ctx, lab.labId, null);
  });

  it('writes as usual while the trial runs', async () => {
    await setTrialEnd(ctx, lab.labId, new Date(ctx.clock.now().getTime() + dayMs));
    const created = await lab.admin.post('/api/v1/departments', { name: `Trial ${Date.now()}` });
    expect(created.statusCode).toBe(201);
    await setTrialEnd(ctx, lab.labId, null);
  });

  it('refuses every writing request of every method, and no reading one', async () => {
    const { admin } = ended;
    const answered: Record<string, string | undefined> = {};
    const reads: Record<string, string | undefined> = {};
    for (const operation of await everyOperation(ctx)) {
      if (allowedAfterTrial.includes(keyOf(operation)) || (await isPublic(ctx, operation))) continue;
      const key = messageKeyOf(await admin.request(operation.method, operation.url));
      if (operation.method === 'GET') reads[keyOf(operation)] = key;
      else answered[keyOf(operation)] = key;
    }
    expect(Object.entries(answered).filter(([, key]) => key !== 'trialEnded')).toEqual([]);
    expect(Object.entries(reads).filter(([, key]) => key === 'trialEnded')).toEqual([]);
    const methods = new Set(Object.keys(answered).map((key) => key.split(' ')[0]));
    expect([...methods].sort()).toEqual(['DELETE', 'PATCH', 'POST', 'PUT']);

    const refused = await admin.post('/api/v1/departments', { name: 'Too late' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(trialEnded);
    expect((await admin.get('/api/v1/departments')).statusCode).toBe(200);
  });

  it('refuses the writes of every kind of login of the lab, a receptionist and a doctor too', async () => {
    await setTrialEnd(ctx, ended.labId, null);
    const [receptionist, doctor] = [await ended.user(), await ended.doctor()];
    await setTrialEnd(ctx, ended.labId, new Date(ctx.clock.now().getTime() - dayMs));
    for (const client of [receptionist, doctor]) {
      const write = await client.post('/api/v1/departments', { name: 'Too late' });
      expect(messageKeyOf(write)).toBe('trialEnded');
    }
  });

  it("goes on with the session's own calls: sign-in, preferences, switches, password, sign-out", async () => {
    const signedIn = await ended.admin.signInAgain();
    expect(signedIn.session.trialEndsAt).not.toBeNull();
    const preferences = await signedIn.patch('/api/v1/session', { statusNotificationPosition: 2 });
    expect(preferences.statusCode).toBe(200);
    const department = await signedIn.put('/api/v1/session/department', { departmentId: null });
    expect(department.statusCode).toBe(200);
    // The branch switch is let through to the service, which answers for its own reasons.
    const branch = await signedIn.put('/api/v1/session/branch', { branchId: null });
    expect(messageKeyOf(branch)).toBe('branchNotAvailable');
    const password = await signedIn.post('/api/v1/auth/password', {
      currentPassword: ended.admin.password,
      newPassword: ended.admin.password,
    });
    expect(messageKeyOf(password)).toBe('newPasswordSameAsCurrent');
    expect((await signedIn.post('/api/v1/auth/logout')).statusCode).toBe(204);
  });

  it('holds only for the lab whose trial ended: another lab and support staff write on', async () => {
    const created = await lab.admin.post('/api/v1/departments', { name: `Other ${Date.now()}` });
    expect(created.statusCode).toBe(201);
    const support = await ctx.supportUser();
    expect((await support.get('/api/v1/session')).json().session.trialEndsAt).toBeNull();
  });

  it('takes effect at the moment the trial ends, on an open session', async () => {
    const endsAt = new Date(ctx.clock.now().getTime() + 30_000);
    await setTrialEnd(ctx, lab.labId, endsAt);
    expect((await lab.admin.post('/api/v1/departments', { name: `Before ${Date.now()}` })).statusCode).toBe(201);
    ctx.clock.advance(31_000);
    expect((await lab.admin.post('/api/v1/departments', { name: `After ${Date.now()}` })).json()).toEqual(trialEnded);
    await setTrialEnd(ctx, lab.labId, null);
  });
});
