import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { everyOperation, isPublic, keyOf, messageKeyOf, requireChange } from '../../http/account-state.test-support.js';
import { errorBody } from '../../test/error-body.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestContext, type TestUser } from '../../test/test-context.js';
import { ownPasswordLimits } from './accounts.service.js';

const newPassword = 'Fresh#Start9';
const passwordChangeRequired = errorBody(
  'forbidden',
  'passwordChangeRequired',
  'Please choose your own password before you go on.',
);

describe('forced password change: POST /api/v1/auth/password and the guard (issue 8)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  beforeAll(async () => {
    ctx = await createTestContext();
    // Several tests keep two sessions of one person alive.
    lab = await ctx.createLab({ settings: { allowConcurrentLogin: true } });
  });
  afterAll(() => ctx.close());

  /** A new lab user whose password was chosen by someone else, as the sign-up's admin is. */
  const userWhoMustChange = async (): Promise<TestUser> => {
    const user = await lab.user();
    await requireChange(ctx, user);
    return user;
  };
  const change = (user: Pick<TestUser, 'post'>, currentPassword: string, next = newPassword) =>
    user.post('/api/v1/auth/password', { currentPassword, newPassword: next });

  it('signs in normally and says mustChangePassword; the session read answers it too', async () => {
    const user = await userWhoMustChange();
    const again = await user.signInAgain();
    expect(again.session.mustChangePassword).toBe(true);
    const session = await again.get('/api/v1/session');
    expect(session.statusCode).toBe(200);
    expect(session.json().session.mustChangePassword).toBe(true);
    // Everyone else does not have to.
    expect((await lab.admin.get('/api/v1/session')).json().session.mustChangePassword).toBe(false);
  });

  it('refuses every other call, reading or writing, until the password is changed', async () => {
    const user = await userWhoMustChange();
    const allowed = new Set(['GET /api/v1/session', 'POST /api/v1/auth/logout', 'POST /api/v1/auth/password']);
    const answered: Record<string, string | undefined> = {};
    for (const operation of await everyOperation(ctx)) {
      if (allowed.has(keyOf(operation)) || (await isPublic(ctx, operation))) continue;
      answered[keyOf(operation)] = messageKeyOf(await user.request(operation.method, operation.url));
    }
    const notRefused = Object.entries(answered).filter(([, key]) => key !== 'passwordChangeRequired');
    expect(notRefused).toEqual([]);
    // The exhaustive walk reached the ordinary pages, not just a few.
    expect(answered['GET /api/v1/departments']).toBe('passwordChangeRequired');
    expect(answered['PATCH /api/v1/session']).toBe('passwordChangeRequired');
    expect(answered['PUT /api/v1/session/department']).toBe('passwordChangeRequired');
    expect(Object.keys(answered).length).toBeGreaterThan(50);
    const refused = await user.get('/api/v1/departments');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(passwordChangeRequired);
  });

  it('lets the account sign out before changing it', async () => {
    const user = await userWhoMustChange();
    expect((await user.post('/api/v1/auth/logout')).statusCode).toBe(204);
    expect((await user.get('/api/v1/session')).statusCode).toBe(401);
  });

  it('refuses a wrong current password with the field, and keeps the flag', async () => {
    const user = await userWhoMustChange();
    const response = await change(user, 'Not-the-one1!');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      errorBody('bad_request', 'currentPasswordWrong', 'The current password is not correct.', 'currentPassword'),
    );
    expect((await user.get('/api/v1/session')).json().session.mustChangePassword).toBe(true);
    // The new password was not set: the old one still signs in.
    expect((await ctx.login({ username: user.username, password: user.password })).statusCode).toBe(200);
  });

  it('refuses a new password that breaks the password rule, or is the current one', async () => {
    const user = await userWhoMustChange();
    const weak = await change(user, user.password, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatchObject({ messageKey: 'passwordRule', field: 'newPassword' });
    const same = await change(user, user.password, user.password);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual(
      errorBody(
        'bad_request',
        'newPasswordSameAsCurrent',
        'The new password must be different from the current one.',
        'newPassword',
      ),
    );
    const empty = await change(user, '', newPassword);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.field).toBe('currentPassword');
    expect((await user.get('/api/v1/session')).json().session.mustChangePassword).toBe(true);
  });

  it('limits wrong current passwords as the check of an own password is (429)', async () => {
    const user = await userWhoMustChange();
    for (let miss = 0; miss < ownPasswordLimits.failuresPerAccount; miss++) {
      expect((await change(user, `Wrong#${miss}abc`)).statusCode).toBe(400);
    }
    const limited = await change(user, user.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.messageKey).toBe('tooManyPasswordChecks');
  });

  it('changes it: clears the flag, ends the other sessions, keeps this one, audits', async () => {
    const user = await userWhoMustChange();
    const other = await user.signInAgain();
    const response = await change(user, user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().session.mustChangePassword).toBe(false);
    expect(response.json().csrfToken).toBe(user.csrfToken);

    // This session goes on, and may now do the rest.
    expect((await user.get('/api/v1/departments')).statusCode).toBe(200);
    // The other one held the password that was sent: it has ended.
    expect((await other.get('/api/v1/session')).statusCode).toBe(401);
    // The old password no longer signs in; the new one does, without the flag.
    expect((await ctx.login({ username: user.username, password: user.password })).statusCode).toBe(401);
    const fresh = await ctx.signIn(user.username, { password: newPassword });
    expect(fresh.session.mustChangePassword).toBe(false);

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.labId, lab.labId), eq(auditLog.action, 'account.changePassword')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorKind: 'lab',
      entityType: 'account',
      before: { mustChangePassword: true },
      after: { mustChangePassword: false, endedSessions: 1 },
    });
    // The hash is no business of the audit log.
    expect(JSON.stringify(entry)).not.toMatch(/scrypt|passwordHash/);
  });

  it("lets any signed-in user change their own password, not only one who must (the user menu's page)", async () => {
    const user = await lab.user();
    const response = await change(user, user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().session.mustChangePassword).toBe(false);
    expect((await ctx.login({ username: user.username, password: newPassword })).statusCode).toBe(200);
  });

  it('works for other kinds of login too: a support user', async () => {
    const support = await ctx.supportUser();
    expect((await change(support, support.password)).statusCode).toBe(200);
    expect((await ctx.login({ username: support.username, password: newPassword, kind: 'support' })).statusCode).toBe(
      200,
    );
  });

  it('needs a session and its CSRF token', async () => {
    const user = await userWhoMustChange();
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password',
      payload: { currentPassword: user.password, newPassword },
    });
    expect(anonymous.statusCode).toBe(401);
    const withoutCsrf = await user.request(
      'POST',
      '/api/v1/auth/password',
      { currentPassword: user.password, newPassword },
      { 'x-csrf-token': 'forged' },
    );
    expect(withoutCsrf.statusCode).toBe(403);
    expect(withoutCsrf.json().error.messageKey).toBe('csrfMissing');
    expect((await user.get('/api/v1/session')).json().session.mustChangePassword).toBe(true);
  });

  it('applies to a session at once when the flag is set while it is open, and lifts at once when cleared', async () => {
    const user = await lab.user();
    expect((await user.get('/api/v1/departments')).statusCode).toBe(200);
    await requireChange(ctx, user);
    expect((await user.get('/api/v1/departments')).json()).toEqual(passwordChangeRequired);
    await requireChange(ctx, user, false);
    expect((await user.get('/api/v1/departments')).statusCode).toBe(200);
  });
});
