import { createHash, randomInt } from 'node:crypto';
import {
  type CaptchaChallenge,
  CreateLabUser,
  type CreateSignupRequestInput,
  DepartmentListQuery,
  type SignupCreated,
  TestListQuery,
} from '@lims/contract';
import { internationalContactNumber } from '@lims/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, jobs, labs, outboxMessages, platformLabId, signupRequests } from '../../db/schema/index.js';
import { systemActor } from '../../http/actor.js';
import { errorBody } from '../../test/error-body.js';
import { testPassword } from '../../test/factories.js';
import { createTestContext, type TestContext, uniqueName } from '../../test/test-context.js';
import { createLabJob } from './signup.service.js';

const api = '/api/v1/onboarding';

/**
 * The browser's proof of work, done here with Node's synchronous hash: altcha-lib's own solver
 * awaits WebCrypto for every number, which takes seconds per challenge.
 */
function solve({ challenge, salt, maxnumber = 1_000_000 }: CaptchaChallenge): number {
  for (let number = 0; number <= maxnumber; number++) {
    if (createHash('sha256').update(`${salt}${number}`).digest('hex') === challenge) return number;
  }
  throw new Error('The captcha challenge had no solution.');
}

describe('self-service account setup (spec 000 §2 Account setup, §4 stages, §5 rules)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** A fresh client address per owner, so that the per-address send limit belongs to the test that wants it. */
  const newAddress = () => `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;
  /** An Indian mobile nobody has used (spec 000 §3: default dial code 91). */
  const newMobile = () => `98${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

  const post = (url: string, payload: object, ip = '10.0.0.9') =>
    ctx.app.inject({ method: 'POST', url: `${api}${url}`, payload, remoteAddress: ip });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url: `${api}${url}` });

  /** What the `altcha` widget sends after solving the server's challenge. */
  const solvedCaptcha = async (change?: (payload: Record<string, unknown>) => void) => {
    const challenge = (await get('/captcha')).json<CaptchaChallenge>();
    const payload: Record<string, unknown> = { ...challenge, number: solve(challenge) };
    delete payload.maxnumber;
    change?.(payload);
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  };

  const newOwner = (overrides: Partial<CreateSignupRequestInput> = {}) => ({
    name: 'Asha Rao',
    email: `${uniqueName('owner')}@example.com`,
    contact: newMobile(),
    countryIsoCode: 'IN',
    dialCode: '91',
    city: 'Mumbai',
    state: 'Maharashtra',
    location: { latitude: 19.07, longitude: 72.88 },
    ...overrides,
  });

  /** The code in the latest SMS to `contact` (+91...) from the product's own tenant. */
  const latestCode = async (contact: string) => {
    const [message] = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.labId, platformLabId), eq(outboxMessages.recipient, contact)))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    const code = /\b(\d{5})\b/.exec(message?.body ?? '')?.[1];
    if (!code) throw new Error(`No code was sent to ${contact}.`);
    return code;
  };

  interface Started {
    token: string;
    contact: string;
    email: string;
    ip: string;
    response: LightMyRequestResponse;
  }
  const startSignup = async (overrides: Partial<CreateSignupRequestInput> = {}): Promise<Started> => {
    const owner = newOwner(overrides);
    const ip = newAddress();
    const response = await post('/requests', { ...owner, captcha: await solvedCaptcha() }, ip);
    const token = response.statusCode === 201 ? response.json<SignupCreated>().token : '';
    return { token, contact: internationalContactNumber(owner.contact, '91'), email: owner.email, ip, response };
  };
  const verified = async (overrides: Partial<CreateSignupRequestInput> = {}) => {
    const started = await startSignup(overrides);
    const answer = await post('/requests/verify', { token: started.token, otp: await latestCode(started.contact) });
    expect(answer.json()).toEqual({ status: 'verified' });
    return started;
  };
  const business = (token: string, overrides: object = {}) => ({
    token,
    accountName: uniqueName('Sunrise Diagnostics'),
    teamSize: '12',
    serviceTypeIds: [2, 4, 6],
    ...overrides,
  });
  const createJobsOf = (signupId: number) =>
    ctx.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, createLabJob), eq(jobs.labId, platformLabId)))
      .then((rows) => rows.filter((row) => (row.payload as { signupId: number }).signupId === signupId));
  const requestOf = async (email: string) =>
    (await ctx.database.db.select().from(signupRequests).where(eq(signupRequests.email, email)))[0];

  // First, before any test moves the clock: the send limits count the codes of the last hour
  // by the database's own time of writing.
  describe('stage 2 first: the send limits', () => {
    it('resends a new code that replaces the old one, and limits the sends', async () => {
      const { token, contact, ip } = await startSignup();
      const first = await latestCode(contact);
      const resent = await post('/requests/resend', { token }, ip);
      expect(resent.json()).toEqual({ messageKey: 'otpSent' });
      const second = await latestCode(contact);
      if (first !== second) {
        expect((await post('/requests/verify', { token, otp: first })).json().error.messageKey).toBe(
          'otpVerificationFailed',
        );
      }
      // Five sends an hour per recipient: the first two, and three more.
      for (let send = 3; send <= 5; send++)
        expect((await post('/requests/resend', { token }, ip)).statusCode).toBe(200);
      const tooMany = await post('/requests/resend', { token }, ip);
      expect(tooMany.statusCode).toBe(429);
      expect(tooMany.json()).toEqual(
        errorBody('rate_limited', 'otpTooMany', 'Too many OTPs were sent. Please try again later.'),
      );
      expect((await post('/requests/verify', { token, otp: await latestCode(contact) })).json()).toEqual({
        status: 'verified',
      });
    });
  });

  describe('stage 1: the request', () => {
    it("sends a 5-digit OTP to the mobile and the e-mail through the platform's outbox ('OTP sent Successfully!')", async () => {
      const { response, contact, email } = await startSignup();
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ token: expect.any(String), messageKey: 'otpSent' });
      const sent = await ctx.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.labId, platformLabId))
        .orderBy(desc(outboxMessages.id))
        .limit(2);
      expect(sent.map((message) => [message.channel, message.recipient]).sort()).toEqual([
        ['email', email],
        ['sms', contact],
      ]);
      expect(await latestCode(contact)).toMatch(/^\d{5}$/);
      const row = await requestOf(email);
      expect(row).toMatchObject({ status: 'pending', contact, regionCode: 'IN', city: 'Mumbai', state: 'Maharashtra' });
      // Only the token's hash is kept.
      expect(row?.tokenHash).not.toBe(response.json<SignupCreated>().token);
    });

    it('lists the missing fields in upper case (spec 000 §5 line 144)', async () => {
      const several = await post('/requests', { ...newOwner({ name: '', email: '' }), captcha: await solvedCaptcha() });
      expect(several.statusCode).toBe(400);
      expect(several.json().error).toMatchObject({
        messageKey: 'fieldsMandatory',
        message: 'NAME, EMAIL fields are mandatory',
        params: { fields: 'NAME, EMAIL' },
      });
      expect(several.json().error.fields.map((field: { field: string }) => field.field)).toEqual(['name', 'email']);
      const one = await post('/requests', { ...newOwner({ contact: ' ' }), captcha: await solvedCaptcha() });
      expect(one.json().error).toMatchObject({ messageKey: 'fieldMandatory', message: 'NUMBER field is mandatory' });
    });

    it("refuses an invalid number ('Please enter valid number.') and an invalid e-mail", async () => {
      const number = await post('/requests', { ...newOwner({ contact: '12345' }), captcha: await solvedCaptcha() });
      expect(number.json()).toEqual(errorBody('bad_request', 'invalidNumber', 'Please enter valid number.', 'contact'));
      const email = await post('/requests', { ...newOwner({ email: 'owner@lab' }), captcha: await solvedCaptcha() });
      expect(email.json()).toEqual(errorBody('bad_request', 'emailNotValid', 'Email is not valid.', 'email'));
    });

    it('needs a captcha solution', async () => {
      const response = await post('/requests', newOwner());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(
        errorBody('bad_request', 'captchaRequired', 'Please complete the captcha.', 'captcha'),
      );
    });

    it('refuses a forged captcha: a wrong number, or a challenge signed with another key', async () => {
      const invalid = errorBody(
        'bad_request',
        'captchaInvalid',
        'The captcha could not be verified. Please try it again.',
        'captcha',
      );
      const wrongNumber = await solvedCaptcha((payload) => {
        payload.number = (payload.number as number) + 1;
      });
      expect((await post('/requests', { ...newOwner(), captcha: wrongNumber })).json()).toEqual(invalid);
      const otherKey = await solvedCaptcha((payload) => {
        payload.signature = 'f'.repeat(64);
      });
      expect((await post('/requests', { ...newOwner(), captcha: otherKey })).json()).toEqual(invalid);
      expect((await post('/requests', { ...newOwner(), captcha: 'not base64 json' })).json()).toEqual(invalid);
    });

    it('accepts each captcha solution once', async () => {
      const captcha = await solvedCaptcha();
      expect((await post('/requests', { ...newOwner(), captcha }, newAddress())).statusCode).toBe(201);
      const replay = await post('/requests', { ...newOwner(), captcha }, newAddress());
      expect(replay.statusCode).toBe(400);
      expect(replay.json().error.messageKey).toBe('captchaInvalid');
    });

    it('refuses an expired captcha (challenges last 10 minutes)', async () => {
      const captcha = await solvedCaptcha();
      ctx.clock.advance(11 * 60_000);
      const response = await post('/requests', { ...newOwner(), captcha }, newAddress());
      expect(response.json().error.messageKey).toBe('captchaInvalid');
    });

    it("refuses an owner whose e-mail or mobile belongs to a lab user of any lab ('Account request exists')", async () => {
      const lab = await ctx.createLab();
      const email = `${uniqueName('member')}@example.com`;
      const contact = newMobile();
      await ctx.services.labUsers.create({
        actor: systemActor(lab.labId),
        input: CreateLabUser.parse({
          username: uniqueName('member'),
          password: testPassword,
          fullName: 'Existing Member',
          email: email.toUpperCase(),
          contact,
        }),
      });
      const exists = errorBody('conflict', 'accountRequestExists', 'Account request exists');
      const byEmail = await startSignup({ email });
      expect(byEmail.response.statusCode).toBe(409);
      expect(byEmail.response.json()).toEqual(exists);
      expect((await startSignup({ contact: `+91 ${contact}` })).response.json()).toEqual(exists);
      expect(await requestOf(email)).toBeUndefined();
    });

    it('refuses a second request while one is pending, and allows it a day later', async () => {
      const first = await startSignup();
      const again = await startSignup({ contact: first.contact.slice(3) });
      expect(again.response.statusCode).toBe(409);
      expect(again.response.json().error.messageKey).toBe('accountRequestExists');
      expect((await startSignup({ email: first.email.toUpperCase() })).response.statusCode).toBe(409);
      ctx.clock.advance(25 * 3_600_000);
      expect((await startSignup({ contact: first.contact.slice(3) })).response.statusCode).toBe(201);
    });

    it("lets the owner's own pending request give way to a mended one (back from stage 2), never another's or a verified one", async () => {
      const first = await startSignup();
      const oldCode = await latestCode(first.contact);
      const someoneElses = await startSignup();
      // Another browser's token replaces nothing: the number still has its request.
      const foreign = await startSignup({ contact: first.contact.slice(3), replacesToken: someoneElses.token });
      expect(foreign.response.statusCode).toBe(409);
      // The owner mends the e-mail and keeps the number: their first request gives way.
      const mended = await startSignup({ contact: first.contact.slice(3), replacesToken: first.token });
      expect(mended.response.statusCode).toBe(201);
      expect((await requestOf(first.email))?.status).toBe('failed');
      expect((await post('/requests/verify', { token: first.token, otp: oldCode })).json()).toEqual({
        status: 'failed',
      });
      // A verified request stands: it cannot be replaced from stage 1.
      const done = await verified();
      const again = await startSignup({ contact: done.contact.slice(3), replacesToken: done.token });
      expect(again.response.statusCode).toBe(409);
    });
  });

  describe('stage 2: the OTP', () => {
    it('verifies the right code once; the same code again is refused (used once)', async () => {
      const { token, contact } = await startSignup();
      const otp = await latestCode(contact);
      expect((await post('/requests/verify', { token, otp })).json()).toEqual({ status: 'verified' });
      const reused = await post('/requests/verify', { token, otp });
      expect(reused.json()).toEqual(
        errorBody('bad_request', 'otpVerificationFailed', 'OTP Verification Failed', 'otp'),
      );
      expect((await get(`/requests/status?token=${token}`)).json()).toEqual({ status: 'verified' });
    });

    it("refuses a wrong code ('OTP Verification Failed') and locks after 5 wrong tries", async () => {
      const { token, contact } = await startSignup();
      const otp = await latestCode(contact);
      const wrong = otp === '00000' ? '11111' : '00000';
      for (let attempt = 1; attempt <= 4; attempt++) {
        const response = await post('/requests/verify', { token, otp: wrong });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.messageKey).toBe('otpVerificationFailed');
      }
      const fifth = await post('/requests/verify', { token, otp: wrong });
      expect(fifth.statusCode).toBe(423);
      expect(fifth.json().error.messageKey).toBe('otpLocked');
      // Locked: even the right code is refused now.
      expect((await post('/requests/verify', { token, otp })).json().error.messageKey).toBe('otpLocked');
      expect((await get(`/requests/status?token=${token}`)).json()).toEqual({ status: 'pending' });
    });

    it('refuses an expired code (valid 10 minutes)', async () => {
      const { token, contact } = await startSignup();
      const otp = await latestCode(contact);
      ctx.clock.advance(11 * 60_000);
      const response = await post('/requests/verify', { token, otp });
      expect(response.json()).toEqual(
        errorBody('bad_request', 'otpExpired', 'This OTP has expired. Please ask for a new one.', 'otp'),
      );
    });

    it('answers 404 to a token nobody was given', async () => {
      const response = await post('/requests/verify', { token: 'x'.repeat(43), otp: '12345' });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('stage 3 and 4: the account', () => {
    it("refuses Create Account before the OTP is verified ('signupNotVerified')", async () => {
      const { token, email } = await startSignup();
      const response = await post('/requests/account', business(token));
      expect(response.statusCode).toBe(409);
      expect(response.json().error.messageKey).toBe('signupNotVerified');
      expect(await createJobsOf((await requestOf(email))?.id ?? 0)).toHaveLength(0);
    });

    it('needs the business name and the team size, with the same message pattern (spec 000 §5 line 145)', async () => {
      const { token } = await verified();
      const response = await post('/requests/account', business(token, { accountName: '', teamSize: '' }));
      expect(response.json().error).toMatchObject({
        messageKey: 'fieldsMandatory',
        message: 'BUSINESSNAME, TEAMSIZE fields are mandatory',
      });
      expect((await post('/requests/account', business(token, { teamSize: '1a' }))).statusCode).toBe(400);
      expect((await post('/requests/account', business(token, { serviceTypeIds: [10] }))).statusCode).toBe(400);
    });

    it('queues one creation for two Create Account calls at once, and makes one lab', async () => {
      const { token, email } = await verified();
      const body = business(token);
      const answers = await Promise.all([post('/requests/account', body), post('/requests/account', body)]);
      expect(answers.map((answer) => answer.json())).toEqual([{ status: 'creating' }, { status: 'creating' }]);
      const request = await requestOf(email);
      expect(await createJobsOf(request?.id ?? 0)).toHaveLength(1);
      await ctx.services.jobs.worker.runDue();
      expect((await get(`/requests/status?token=${token}`)).json()).toEqual({ status: 'created' });
      expect(await ctx.database.db.select().from(labs).where(eq(labs.name, body.accountName))).toHaveLength(1);
      // Retry Now after success: the status, no second job.
      expect((await post('/requests/account', body)).json()).toEqual({ status: 'created' });
      expect(await createJobsOf(request?.id ?? 0)).toHaveLength(1);
    });

    it('makes no second lab when the creation job runs twice', async () => {
      const { token, email } = await verified();
      const body = business(token);
      await post('/requests/account', body);
      await ctx.services.jobs.worker.runDue();
      const request = await requestOf(email);
      await ctx.services.jobs.enqueue({
        labId: platformLabId,
        name: createLabJob,
        payload: { signupId: request?.id, signInAddress: 'http://localhost/' },
      });
      await ctx.services.jobs.worker.runDue();
      expect(await ctx.database.db.select().from(labs).where(eq(labs.name, body.accountName))).toHaveLength(1);
      expect((await requestOf(email))?.createdLabId).toBe(request?.createdLabId);
    });

    it('opens a working lab: its admin signs in with the credentials sent, departments, starter catalogue, 15-day trial', async () => {
      const { token, email, contact } = await verified({ name: 'Meera Iyer', contact: `+91 ${newMobile()}` });
      const body = business(token, { serviceTypeIds: [2, 4, 6, 7] });
      await post('/requests/account', body);
      const startedAt = ctx.clock.now();
      await ctx.services.jobs.worker.runDue();
      const request = await requestOf(email);
      expect(request).toMatchObject({ status: 'created', accountName: body.accountName, teamSize: 12 });
      const labId = request?.createdLabId as number;
      const [lab] = await ctx.database.db.select().from(labs).where(eq(labs.id, labId));
      expect(lab).toMatchObject({ currency: 'INR', timeZone: 'Asia/Kolkata', countryIsoCode: 'IN', regionCode: 'IN' });
      const trialDays = ((lab?.trialEndsAt?.getTime() ?? 0) - startedAt.getTime()) / 86_400_000;
      expect(trialDays).toBeGreaterThan(14.99);
      expect(trialDays).toBeLessThan(15.01);

      const actor = systemActor(labId);
      const departments = await ctx.services.departments.list({
        actor,
        query: DepartmentListQuery.parse({ limit: 50 }),
      });
      expect(departments.items.map((department) => department.name).sort()).toEqual([
        'Biochemistry',
        'Clinical Pathology',
        'Haematology',
        'Microbiology',
        'Radiology',
      ]);
      const tests = await ctx.services.labTests.list({ actor, query: TestListQuery.parse({ limit: 50 }) });
      expect(tests.items.map((test) => test.code).sort()).toEqual(
        ['CBC', 'ESR', 'FBS', 'HBA1C', 'KFT', 'LFT', 'LIPID', 'URINE-CS', 'URINE-RE', 'XR-CHEST'].sort(),
      );

      // The credentials went from the product's outbox, by SMS and e-mail; none from the new lab's.
      const fromLab = await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.labId, labId));
      expect(fromLab).toEqual([]);
      const sent = (
        await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.labId, platformLabId))
      ).filter((message) => message.body.includes('Sign in at') && [email, contact].includes(message.recipient));
      expect(sent.map((message) => [message.channel, message.recipient]).sort()).toEqual([
        ['email', email],
        ['sms', contact],
      ]);
      const sms = sent.find((message) => message.channel === 'sms')?.body ?? '';
      // Signed out, `/` is the setup page: the credentials name the sign-in page itself.
      expect(sms).toMatch(/Sign in at http:\/\/[^/\s]+\/login with/);
      const [, username, password] = /username (\S+) and the password (\S+)\./.exec(sms) ?? [];
      expect(username).toBe(email.toLowerCase());
      const signIn = await ctx.login({ username, password, kind: 'lab' });
      expect(signIn.statusCode).toBe(200);
      const [account] = await ctx.database.db
        .select()
        .from(accounts)
        .where(eq(accounts.username, username ?? ''));
      expect(account).toMatchObject({ labId, mustChangePassword: true });
      const admin = await ctx.services.labUsers.get({ actor, id: account?.principalId ?? 0 });
      expect(admin).toMatchObject({
        fullName: 'Meera Iyer',
        email,
        contact: contact.slice(3),
        admin: true,
        isRootUser: true,
      });
    });

    it('records a creation that failed its last attempt, and lets Create Account try again', async () => {
      const { token, email } = await verified();
      const body = business(token);
      const failing = vi.spyOn(ctx.services.labs, 'create').mockRejectedValue(new Error('database restarting'));
      try {
        await post('/requests/account', body);
        for (let attempt = 1; attempt <= 3; attempt++) {
          await ctx.services.jobs.worker.runDue();
          ctx.clock.advance(3_600_000);
        }
      } finally {
        failing.mockRestore();
      }
      expect(await requestOf(email)).toMatchObject({ status: 'failed', failureReason: 'database restarting' });
      expect((await get(`/requests/status?token=${token}`)).json()).toEqual({ status: 'failed' });
      expect((await post('/requests/account', body)).json()).toEqual({ status: 'creating' });
      await ctx.services.jobs.worker.runDue();
      expect(await requestOf(email)).toMatchObject({ status: 'created', failureReason: null });
    });
  });
});
