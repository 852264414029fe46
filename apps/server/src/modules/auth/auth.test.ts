import { csrfHeader, sessionCookie } from '@lims/contract';
import type { LoginKind } from '@lims/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, loginAttempts, sessions } from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import { type TestLab, testPassword } from '../../test/factories.js';
import { createTestContext, type TestContext, uniqueName } from '../../test/test-context.js';

const invalidCredentials = errorBody('unauthenticated', 'invalidCredentials', 'Invalid username or password.');
const tooManyAttempts = errorBody(
  'rate_limited',
  'tooManyAttempts',
  'Too many sign-in attempts. Please wait a few minutes and try again.',
);
const notSignedIn = errorBody('unauthenticated', 'notSignedIn', 'Your session has ended. Please sign in again.');
const minutes = (count: number) => count * 60_000;

describe('sign-in, sign-out, CSRF, rate limits, identity switch and session lifetime (DESIGN.md Auth)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  beforeAll(async () => {
    ctx = await createTestContext();
    // Several tests sign one person in twice and expect both sessions to live.
    lab = await ctx.createLab({ settings: { allowConcurrentLogin: true } });
  });
  afterAll(() => ctx.close());

  /** The same request with another cookie (or none): proves what an old cookie can still do. */
  const getSession = (cookie?: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/session', headers: cookie ? { cookie } : {} });

  describe('sign-in', () => {
    it('signs the admin in with an httpOnly, SameSite=Lax cookie and returns the CSRF token and the session', async () => {
      const { admin } = lab;
      const response = await ctx.login({ username: admin.username, password: testPassword });
      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((candidate) => candidate.name === sessionCookie);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      // 256 bits from the CSPRNG, base64url: 43 characters.
      expect(cookie?.value).toMatch(/^[\w-]{43}$/);
      expect(cookie?.maxAge).toBe(12 * 3600);
      const body = response.json();
      expect(body.csrfToken).toMatch(/^[\w-]{43}$/);
      expect(body.csrfToken).not.toBe(cookie?.value);
      expect(body.session).toMatchObject({
        kind: 'lab',
        labId: lab.labId,
        labName: lab.name,
        labUserName: admin.name,
        admin: true,
        user: { username: admin.username, name: admin.name, dashboardLabel: 'Admin' },
      });
      // The cookie works on its own.
      const again = await getSession(`${sessionCookie}=${cookie?.value}`);
      expect(again.statusCode).toBe(200);
      expect(again.json().csrfToken).toBe(body.csrfToken);
    });

    it('starts a new session with a new token at every sign-in', async () => {
      const first = await lab.user();
      const second = await first.signInAgain();
      expect(second.cookie).not.toBe(first.cookie);
      expect(second.csrfToken).not.toBe(first.csrfToken);
    });

    it('reads the username without regard to case or surrounding spaces', async () => {
      const { username } = await lab.user();
      const response = await ctx.login({ username: `  ${username.toUpperCase()} `, password: testPassword });
      expect(response.statusCode).toBe(200);
      expect(response.json().session.user.username).toBe(username);
    });

    it("refuses a wrong password with 401 'Invalid username or password.'", async () => {
      const { username } = await lab.user();
      const response = await ctx.login({ username, password: 'Wrong@1234' }, '10.1.0.1');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(invalidCredentials);
      expect(response.cookies.find((candidate) => candidate.name === sessionCookie)).toBeUndefined();
    });

    it('answers an unknown username exactly as a wrong password', async () => {
      const { username } = await lab.user();
      const wrong = await ctx.login({ username, password: 'Wrong@1234' }, '10.1.0.2');
      const unknown = await ctx.login({ username: uniqueName('nobody'), password: 'Wrong@1234' }, '10.1.0.2');
      expect(unknown.statusCode).toBe(wrong.statusCode);
      expect(unknown.body).toBe(wrong.body);
    });

    it.each(['doctor', 'organisation', 'patient', 'support'] as const)(
      'signs a %s in through its own login',
      async (kind) => {
        const person = await lab.person(kind);
        const client = await person.signInAgain();
        expect(client.session.kind).toBe(kind);
        expect(client.session.labUserName).toBe(person.name);
        expect(client.session.admin).toBe(false);
        // Support staff belong to no lab; every other kind belongs to the lab that made them.
        expect(client.session.labId).toBe(kind === 'support' ? null : lab.labId);
        expect((await client.get('/api/v1/session')).json().session.kind).toBe(kind);
      },
    );

    it('gives a doctor session the doctor lab id (spec 000 §3 docLabId)', async () => {
      const doctor = await lab.doctor();
      expect(doctor.session.docLabId).toBe(lab.labId);
      expect(doctor.session.user.linkedIdentity).toBeNull();
    });

    it.each<[LoginKind, LoginKind]>([
      ['lab', 'doctor'],
      ['lab', 'patient'],
      ['doctor', 'lab'],
      ['organisation', 'support'],
    ])('does not let a %s sign in on the %s login', async (own, kind) => {
      const { username } = await lab.person(own);
      const response = await ctx.login({ username, password: testPassword, kind }, '10.1.1.1');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(invalidCredentials);
    });

    it('refuses a body of the wrong shape with 400 and the error shape', async () => {
      // A real user: the answer is about the body, not about a username that does not exist.
      const { username } = await lab.user();
      const empty = ['fieldEmpty', 'This field should not be empty.'] as const;
      const invalid = ['invalidRequest', 'Please Input Valid Information.'] as const;
      for (const [body, field, [messageKey, message]] of [
        [{ username: '', password: testPassword }, 'username', empty],
        [{ username }, 'password', empty],
        [{ username, password: 5 }, 'password', invalid],
      ] as const) {
        const response = await ctx.login(body, '10.1.2.1');
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody('bad_request', messageKey, message, field));
      }
      const unknownKind = await ctx.login({ username, password: testPassword, kind: 'root' }, '10.1.2.1');
      expect(unknownKind.statusCode).toBe(400);
      expect(unknownKind.json().error.field).toBe('kind');
    });
  });

  describe('rate limits (docs/decisions/0007-login-rate-limit.md)', () => {
    it('refuses a username after 5 failures, with a message that does not tell whether it exists, until the window passes', async () => {
      const [target, bystander] = [await lab.user(), await lab.user()];
      const ghost = uniqueName('ghost');
      const answers: Record<string, string> = {};
      for (const username of [target.username, ghost]) {
        for (let attempt = 0; attempt < 5; attempt++) {
          // A new address each time: only the per-username limit is at work here.
          const response = await ctx.login({ username, password: 'Wrong@1234' }, `10.2.${attempt}.1`);
          expect(response.statusCode).toBe(401);
        }
        // Even the right password is refused now, before it is checked.
        const limited = await ctx.login({ username, password: testPassword }, '10.2.9.1');
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual(tooManyAttempts);
        answers[username] = limited.body;
      }
      expect(answers[ghost]).toBe(answers[target.username]);
      // Another user is not affected.
      expect((await ctx.login({ username: bystander.username, password: testPassword }, '10.2.9.2')).statusCode).toBe(
        200,
      );

      ctx.clock.advance(minutes(16));
      expect((await ctx.login({ username: target.username, password: testPassword }, '10.2.9.3')).statusCode).toBe(200);
    });

    it('counts four failures as four: the fifth failure is still answered 401, the sixth attempt 429', async () => {
      const { username } = await lab.user();
      for (let attempt = 0; attempt < 4; attempt++) {
        await ctx.login({ username, password: 'Wrong@1234' }, `10.3.${attempt}.1`);
      }
      expect((await ctx.login({ username, password: 'Wrong@1234' }, '10.3.8.1')).statusCode).toBe(401);
      expect((await ctx.login({ username, password: testPassword }, '10.3.9.1')).statusCode).toBe(429);
      ctx.clock.advance(minutes(16));
    });

    it('refuses an address after 30 failures across usernames, and lets it go after the window', async () => {
      const address = '10.4.0.1';
      const credentials = { username: (await lab.user()).username, password: testPassword };
      for (let attempt = 0; attempt < 30; attempt++) {
        const response = await ctx.login({ username: `spray-${attempt}`, password: 'Wrong@1234' }, address);
        expect(response.statusCode).toBe(401);
      }
      const limited = await ctx.login(credentials, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(tooManyAttempts);
      // The same user from another address is fine.
      expect((await ctx.login(credentials, '10.4.0.2')).statusCode).toBe(200);
      ctx.clock.advance(minutes(16));
      expect((await ctx.login(credentials, address)).statusCode).toBe(200);
    });

    // Decision 0040: staff behind one address mistyping a doctor's passkey, their own password or
    // an approver's must not lock the whole lab out of signing in.
    it('counts only sign-ins against an address: 30 wrong passkeys, own passwords and approvals from it block nothing', async () => {
      const address = '10.4.1.1';
      const at = ctx.clock.now();
      await ctx.database.db.insert(loginAttempts).values(
        ['passkey', 'own-password', 'approval'].flatMap((kind) =>
          Array.from({ length: 30 }, (_, attempt) => ({
            kind,
            username: `${kind}-${attempt}`,
            ipAddress: address,
            succeeded: false,
            at,
          })),
        ),
      );
      const credentials = { username: (await lab.user()).username, password: testPassword };
      expect((await ctx.login(credentials, address)).statusCode).toBe(200);
    });
  });

  describe('session cookie and CSRF token', () => {
    it('answers 401 to GET /api/v1/session without a cookie or with an unknown one', async () => {
      const anonymous = await getSession();
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual(notSignedIn);
      const forged = await getSession(`${sessionCookie}=not-a-real-token`);
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual(notSignedIn);
    });

    it("refuses a POST or PATCH without the X-CSRF-Token header with 403 'csrf_missing', and changes nothing", async () => {
      // An admin, who may add a department: the refusal can only be the missing token's.
      const admin = await lab.user({ admin: true });
      const noToken = { cookie: admin.cookie, 'content-type': 'application/json' };
      const post = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/departments',
        headers: noToken,
        payload: { name: 'Serology' },
      });
      expect(post.statusCode).toBe(403);
      expect(post.json()).toEqual(
        errorBody(
          'csrf_missing',
          'csrfMissing',
          'Your request could not be verified. Please reload the page and try again.',
        ),
      );
      const patch = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/v1/session',
        headers: noToken,
        payload: { statusNotificationPosition: 2 },
      });
      expect(patch.statusCode).toBe(403);
      expect(patch.json().error.code).toBe('csrf_missing');

      const written = await ctx.database.db
        .select()
        .from(departments)
        .where(and(eq(departments.labId, lab.labId), eq(departments.name, 'Serology')));
      expect(written).toEqual([]);
      expect((await admin.get('/api/v1/session')).json().session.statusNotificationPosition).toBe(1);
    });

    it('refuses a wrong token, an empty one and the token of another session with 403', async () => {
      const admin = await lab.user({ admin: true });
      const other = await admin.signInAgain();
      for (const token of ['forged', '', other.csrfToken]) {
        const response = await admin.request(
          'POST',
          '/api/v1/departments',
          { name: 'Serology' },
          { [csrfHeader]: token },
        );
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('csrf_missing');
      }
      const listed = (await admin.get('/api/v1/departments')).json().items.map((item: { name: string }) => item.name);
      expect(listed).not.toContain('Serology');
    });

    it('needs no CSRF token to read', async () => {
      const admin = await lab.user({ admin: true });
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/departments',
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('sign-out', () => {
    it('ends the session: the old cookie then gets 401', async () => {
      const client = await lab.user();
      const response = await client.post('/api/v1/auth/logout');
      expect(response.statusCode).toBe(204);
      const cleared = response.cookies.find((candidate) => candidate.name === sessionCookie);
      expect(cleared?.value).toBe('');
      expect((await client.get('/api/v1/session')).statusCode).toBe(401);
      const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.csrfToken, client.csrfToken));
      expect(row?.endReason).toBe('logout');
      expect(row?.endedAt).toBeInstanceOf(Date);
    });

    it('ends only that session, and needs the CSRF token', async () => {
      const kept = await lab.user();
      const ended = await kept.signInAgain();
      const forged = await ended.request('POST', '/api/v1/auth/logout', {}, { [csrfHeader]: 'forged' });
      expect(forged.statusCode).toBe(403);
      expect((await ended.get('/api/v1/session')).statusCode).toBe(200);
      expect((await ended.post('/api/v1/auth/logout')).statusCode).toBe(204);
      expect((await kept.get('/api/v1/session')).statusCode).toBe(200);
    });
  });

  describe('identity switch (spec 000 §1: a doctor can switch between a lab identity and a doctor identity)', () => {
    /**
     * A lab user who is also a doctor. The two identities have different names, so that each
     * session shows which of the two it names.
     */
    const doctorWhoIsAlsoALabUser = async () => {
      const labUser = await lab.user({ labAccess: true });
      const doctor = await lab.doctor({ labUserId: labUser.id });
      return { labUser, doctor };
    };

    it('switches a lab user to their doctor identity and back, ending each old session', async () => {
      const { labUser, doctor } = await doctorWhoIsAlsoALabUser();
      // Signed in after the doctor was linked: the sign-in answer names the other identity.
      const signedIn = await labUser.signInAgain();
      expect(signedIn.session).toMatchObject({ kind: 'lab', docLabId: null });
      expect(signedIn.session.user.linkedIdentity).toEqual({ kind: 'doctor', name: doctor.name });

      const toDoctor = await signedIn.post('/api/v1/auth/identity');
      expect(toDoctor.statusCode).toBe(200);
      const doctorSession = toDoctor.json();
      expect(doctorSession.session).toMatchObject({
        kind: 'doctor',
        labId: lab.labId,
        docLabId: lab.labId,
        labUserName: doctor.name,
        user: { username: doctor.username, linkedIdentity: { kind: 'lab', name: labUser.name } },
      });
      const doctorCookie = toDoctor.cookies.find((candidate) => candidate.name === sessionCookie);
      expect(doctorCookie?.httpOnly).toBe(true);
      expect(`${sessionCookie}=${doctorCookie?.value}`).not.toBe(signedIn.cookie);
      expect((await getSession(signedIn.cookie)).statusCode).toBe(401);

      const doctorHeaders = {
        cookie: `${sessionCookie}=${doctorCookie?.value}`,
        [csrfHeader]: doctorSession.csrfToken,
      };
      const back = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/identity', headers: doctorHeaders });
      expect(back.statusCode).toBe(200);
      expect(back.json().session).toMatchObject({
        kind: 'lab',
        docLabId: null,
        labUserName: labUser.name,
        user: { username: labUser.username, linkedIdentity: { kind: 'doctor', name: doctor.name } },
      });
      expect((await getSession(doctorHeaders.cookie)).statusCode).toBe(401);
      const labCookie = back.cookies.find((candidate) => candidate.name === sessionCookie);
      expect((await getSession(`${sessionCookie}=${labCookie?.value}`)).json().session.kind).toBe('lab');
    });

    it('lets the doctor, signed in on the doctor login, switch to the lab identity', async () => {
      const { labUser, doctor } = await doctorWhoIsAlsoALabUser();
      const response = await doctor.post('/api/v1/auth/identity');
      expect(response.statusCode).toBe(200);
      expect(response.json().session).toMatchObject({ kind: 'lab', user: { username: labUser.username } });
    });

    it('refuses a user with no linked identity with 403, and keeps their session', async () => {
      for (const client of [await lab.user(), await lab.doctor()]) {
        const response = await client.post('/api/v1/auth/identity');
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(
          errorBody('forbidden', 'noLinkedIdentity', 'There is no other identity linked to this account.'),
        );
        expect((await client.get('/api/v1/session')).statusCode).toBe(200);
      }
    });
  });

  describe('session lifetime', () => {
    it('ends a session idle for more than 60 minutes', async () => {
      const client = await lab.user();
      ctx.clock.advance(minutes(59));
      expect((await client.get('/api/v1/session')).statusCode).toBe(200);
      // The request above counts as activity: another 59 minutes is still within the window.
      ctx.clock.advance(minutes(59));
      expect((await client.get('/api/v1/session')).statusCode).toBe(200);
      ctx.clock.advance(minutes(61));
      const response = await client.get('/api/v1/session');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(notSignedIn);
      const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.csrfToken, client.csrfToken));
      expect(row?.endReason).toBe('idle');
    });

    it('ends an active session 12 hours after sign-in (absolute lifetime)', async () => {
      const client = await lab.user();
      const expiresAt = new Date(client.session.expiresAt).getTime();
      expect(Math.abs(expiresAt - (ctx.clock.now().getTime() + 12 * 3_600_000))).toBeLessThan(5_000);
      // Busy all day: a request every 55 minutes, 13 times, is 11 h 55 min.
      for (let step = 0; step < 13; step++) {
        ctx.clock.advance(minutes(55));
        expect((await client.get('/api/v1/session')).statusCode).toBe(200);
      }
      ctx.clock.advance(minutes(10));
      expect((await client.get('/api/v1/session')).statusCode).toBe(401);
    });
  });
});
