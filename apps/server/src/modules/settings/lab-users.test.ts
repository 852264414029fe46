import type { CreateLabUser, LabUser } from '@lims/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, labUserDepartments, labUsers, sessions } from '../../db/schema/index.js';
import {
  createTestContext,
  type SecondLab,
  type TestClient,
  type TestContext,
  uniqueName,
} from '../../test/test-context.js';

const passwordRule =
  'Password must be at least 8 characters long and contain a lowercase letter, an uppercase letter, a digit and one of $ @ ! % * ? & #.';
const adminOnly = { code: 'forbidden', message: 'Only an administrator of this lab can do this.' };
const invalidCredentials = { error: { code: 'unauthenticated', message: 'Invalid username or password.' } };
const password = 'Lab@12345';

describe('lab users (settings, admin only)', () => {
  let ctx: TestContext;
  let admin: TestClient;
  let reception: TestClient;
  let second: SecondLab;
  let departmentIds: Record<string, number>;
  /** Each sign-in attempt from its own address, so that the tests never meet the per-address limit. */
  let address = 0;
  const nextAddress = () => `10.20.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await ctx.signIn('admin');
    reception = await ctx.signIn('reception');
    second = await ctx.createSecondLab();
    departmentIds = Object.fromEntries(admin.session.departments.map((department) => [department.name, department.id]));
  });
  afterAll(() => ctx.close());

  /** A typed factory: a valid new user, with a random username and name unless overridden. */
  const newUser = (overrides: Partial<CreateLabUser> = {}): CreateLabUser => ({
    username: uniqueName('user'),
    password,
    fullName: uniqueName('Neha Joshi'),
    sampleAccess: true,
    departmentIds: [departmentIds.Haematology ?? 0, departmentIds.Biochemistry ?? 0],
    ...overrides,
  });

  const create = async (overrides: Partial<CreateLabUser> = {}) => {
    const input = newUser(overrides);
    const response = await admin.post('/api/v1/lab-users', input);
    expect(response.statusCode, response.body).toBe(201);
    return { input, user: response.json<LabUser>() };
  };

  /** The rows a create must write together or not at all. */
  const rowsOf = async (username: string, fullName: string) => ({
    accounts: await ctx.database.db.select().from(accounts).where(eq(accounts.username, username.toLowerCase())),
    labUsers: await ctx.database.db.select().from(labUsers).where(eq(labUsers.fullName, fullName)),
  });

  const tryLogin = (username: string, secret: string) => ctx.login({ username, password: secret }, nextAddress());

  describe('list and read', () => {
    it('lists the demo users with their usernames, flags and dashboard labels', async () => {
      const response = await admin.get('/api/v1/lab-users');
      expect(response.statusCode).toBe(200);
      const items: LabUser[] = response.json().items;
      const byUsername = Object.fromEntries(items.map((item) => [item.username, item]));
      expect(Object.keys(byUsername)).toEqual(
        expect.arrayContaining(['admin', 'reception', 'technician', 'finance', 'operations', 'drsharma', 'collection']),
      );
      expect(byUsername.admin).toMatchObject({
        fullName: 'Asha Verma',
        admin: true,
        isRootUser: true,
        dashboardLabel: 'Admin',
      });
      expect(byUsername.operations?.dashboardLabel).toBe('Complete Operations');
      expect(byUsername.finance?.dashboardLabel).toBe('Finance');
      expect(byUsername.technician).toMatchObject({
        dashboardLabel: 'Technician',
        departmentIds: [departmentIds.Haematology, departmentIds.Biochemistry].sort((a = 0, b = 0) => a - b),
      });
      expect(byUsername.reception?.dashboardLabel).toBe('Receptionist');
      expect(byUsername.collection?.isCollectionCenter).toBe(4);
      // Nobody of the other lab, and never a password.
      expect(items.map((item) => item.id)).not.toContain(second.adminId);
      expect(response.body).not.toMatch(/scrypt|password/i);
    });

    it("refuses the list and a user's details to a non-admin with 403", async () => {
      for (const response of [
        await reception.get('/api/v1/lab-users'),
        await reception.get(`/api/v1/lab-users/${admin.session.user.id}`),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: adminOnly });
      }
    });

    it('reads one user of the lab', async () => {
      const response = await admin.get(`/api/v1/lab-users/${reception.session.user.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ username: 'reception', fullName: 'Ravi Kumar', enabled: true });
    });
  });

  describe('create', () => {
    it('adds a user (201) who can then sign in, with the dashboard label derived from the flags', async () => {
      const { input, user } = await create({ username: `Neha.${uniqueName('j')}`.toUpperCase() });
      expect(user).toMatchObject({
        username: input.username.toLowerCase(),
        fullName: input.fullName,
        sampleAccess: true,
        admin: false,
        enabled: true,
        isCollectionCenter: 0,
        dashboardLabel: 'Technician',
        departmentIds: [departmentIds.Haematology, departmentIds.Biochemistry].sort((a = 0, b = 0) => a - b),
      });
      const client = await ctx.signIn(input.username.toLowerCase(), { password, ip: nextAddress() });
      expect(client.session.user.dashboardLabel).toBe('Technician');
      expect(client.session.departments.map((department) => department.name)).toEqual(['Biochemistry', 'Haematology']);

      const [row] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'lab_user'), eq(auditLog.entityId, String(user.id))));
      expect(row).toMatchObject({ action: 'lab_user.create', labId: ctx.labId });
      expect(JSON.stringify(row?.after)).not.toMatch(/scrypt|password/i);
    });

    it.each([
      [{ financeManager: true, sampleAccess: false }, 'Finance'],
      [{ financeManager: true, labAccess: true }, 'Complete Operations'],
      [{ sampleAccess: false }, 'Receptionist'],
      [{ admin: true }, 'Admin'],
    ])('derives the label from %j: %s (spec 000 §6)', async (flags, label) => {
      expect((await create(flags)).user.dashboardLabel).toBe(label);
    });

    it.each(['password1', 'Password1', 'Pass@1', 'PASSWORD@1', 'password@1', 'Password@'])(
      'refuses the password %j with 400 and the password-rule message of spec 000 §5, writing nothing',
      async (weak) => {
        const input = newUser({ password: weak });
        const response = await admin.post('/api/v1/lab-users', input);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: { code: 'bad_request', message: passwordRule, field: 'password' } });
        expect(await rowsOf(input.username, input.fullName)).toEqual({ accounts: [], labUsers: [] });
      },
    );

    it("refuses a taken username, whatever its case, with 409 'This username is already taken.'", async () => {
      for (const username of ['technician', 'TECHNICIAN']) {
        const input = newUser({ username });
        const response = await admin.post('/api/v1/lab-users', input);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          error: { code: 'conflict', message: 'This username is already taken.', field: 'username' },
        });
        expect((await rowsOf(input.username, input.fullName)).labUsers).toEqual([]);
      }
    });

    it('refuses a missing or empty full name with 400 on field fullName', async () => {
      for (const fullName of [undefined, '', '   ']) {
        const input = { ...newUser(), fullName } as Record<string, unknown>;
        if (fullName === undefined) delete input.fullName;
        const response = await admin.post('/api/v1/lab-users', input);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatchObject({ code: 'bad_request', field: 'fullName' });
        expect((await rowsOf(String(input.username), '')).accounts).toEqual([]);
      }
    });

    it.each([
      ['a username with spaces', { username: 'two words' }],
      ['a short username', { username: 'ab' }],
      ['an invalid e-mail', { email: 'not-an-email' }],
      ['an invalid contact number', { contact: '12ab' }],
      ['an unknown collection-centre type', { isCollectionCenter: 2 }],
    ])('refuses %s with 400', async (_case, overrides) => {
      const input = newUser(overrides as Partial<CreateLabUser>);
      const response = await admin.post('/api/v1/lab-users', input);
      expect(response.statusCode).toBe(400);
      expect((await rowsOf(input.username, input.fullName)).labUsers).toEqual([]);
    });

    it("refuses another lab's department with 404 and writes no user and no account", async () => {
      const input = newUser({ departmentIds: [departmentIds.Haematology ?? 0, second.departmentId] });
      const response = await admin.post('/api/v1/lab-users', input);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
      expect(await rowsOf(input.username, input.fullName)).toEqual({ accounts: [], labUsers: [] });
    });

    it('settles two simultaneous adds of one username: one 201, one 409, and no orphan user row', async () => {
      const username = uniqueName('twin');
      const first = newUser({ username, fullName: uniqueName('Twin A') });
      const secondInput = newUser({ username, fullName: uniqueName('Twin B') });
      const answers = await Promise.all([
        admin.post('/api/v1/lab-users', first),
        admin.post('/api/v1/lab-users', secondInput),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const accountsWritten = await ctx.database.db.select().from(accounts).where(eq(accounts.username, username));
      expect(accountsWritten).toHaveLength(1);
      const users = [
        ...(await rowsOf(username, first.fullName)).labUsers,
        ...(await rowsOf(username, secondInput.fullName)).labUsers,
      ];
      expect(users).toHaveLength(1);
      expect(users[0]?.id).toBe(accountsWritten[0]?.principalId);
    });

    it('refuses a non-admin with 403', async () => {
      const input = newUser();
      const response = await reception.post('/api/v1/lab-users', input);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: adminOnly });
      expect(await rowsOf(input.username, input.fullName)).toEqual({ accounts: [], labUsers: [] });
    });
  });

  describe('edit', () => {
    it('changes flags: the label changes on their next GET /session, without signing in again', async () => {
      const { input, user } = await create();
      const client = await ctx.signIn(input.username, { password, ip: nextAddress() });
      expect(client.session.user.dashboardLabel).toBe('Technician');

      const edited = await admin.patch(`/api/v1/lab-users/${user.id}`, { financeManager: true });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ financeManager: true, dashboardLabel: 'Complete Operations' });
      expect((await client.get('/api/v1/session')).json().session.user.dashboardLabel).toBe('Complete Operations');

      await admin.patch(`/api/v1/lab-users/${user.id}`, { sampleAccess: false });
      expect((await client.get('/api/v1/session')).json().session.user.dashboardLabel).toBe('Finance');
      await admin.patch(`/api/v1/lab-users/${user.id}`, { admin: true });
      const promoted = (await client.get('/api/v1/session')).json().session;
      expect(promoted.user.dashboardLabel).toBe('Admin');
      expect(promoted.admin).toBe(true);
      // An admin has every department.
      expect(promoted.departments).toHaveLength(6);
    });

    it('replaces department access: the old set is gone from the user and from their session', async () => {
      const { input, user } = await create();
      const client = await ctx.signIn(input.username, { password, ip: nextAddress() });
      const radiology = departmentIds.Radiology ?? 0;
      const response = await admin.patch(`/api/v1/lab-users/${user.id}`, { departmentIds: [radiology] });
      expect(response.statusCode).toBe(200);
      expect(response.json().departmentIds).toEqual([radiology]);
      expect((await admin.get(`/api/v1/lab-users/${user.id}`)).json().departmentIds).toEqual([radiology]);
      const stored = await ctx.database.db
        .select()
        .from(labUserDepartments)
        .where(eq(labUserDepartments.labUserId, user.id));
      expect(stored.map((row) => row.departmentId)).toEqual([radiology]);
      expect((await client.get('/api/v1/session')).json().session.departments).toEqual([
        { id: radiology, name: 'Radiology' },
      ]);
      // An empty list takes every department away.
      await admin.patch(`/api/v1/lab-users/${user.id}`, { departmentIds: [] });
      expect((await client.get('/api/v1/session')).json().session.departments).toEqual([]);
    });

    it("refuses another lab's department on edit with 404 and keeps the old access", async () => {
      const { user } = await create();
      const response = await admin.patch(`/api/v1/lab-users/${user.id}`, {
        departmentIds: [second.departmentId],
        fullName: 'Renamed',
      });
      expect(response.statusCode).toBe(404);
      const unchanged = (await admin.get(`/api/v1/lab-users/${user.id}`)).json();
      expect(unchanged.departmentIds).toEqual(user.departmentIds);
      expect(unchanged.fullName).toBe(user.fullName);
    });

    it('disables a user: their live session gets 401 at once and they cannot sign in; enabling lets them back', async () => {
      const { input, user } = await create();
      const client = await ctx.signIn(input.username, { password, ip: nextAddress() });
      const disabled = await admin.patch(`/api/v1/lab-users/${user.id}`, { enabled: false });
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json().enabled).toBe(false);

      expect((await client.get('/api/v1/session')).statusCode).toBe(401);
      const [session] = await ctx.database.db.select().from(sessions).where(eq(sessions.csrfToken, client.csrfToken));
      expect(session?.endReason).toBe('disabled');
      const refused = await tryLogin(input.username, password);
      expect(refused.statusCode).toBe(401);
      // The same answer as a wrong password: a disabled account is not revealed.
      expect(refused.json()).toEqual(invalidCredentials);

      const enabled = await admin.patch(`/api/v1/lab-users/${user.id}`, { enabled: true });
      expect(enabled.json().enabled).toBe(true);
      expect((await tryLogin(input.username, password)).statusCode).toBe(200);
      // The old session stays ended.
      expect((await client.get('/api/v1/session')).statusCode).toBe(401);
    });

    it('does not let an admin disable themself or drop their own admin flag (403), and changes nothing', async () => {
      const self = admin.session.user.id;
      for (const body of [{ enabled: false }, { admin: false }]) {
        const response = await admin.patch(`/api/v1/lab-users/${self}`, body);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          error: {
            code: 'forbidden',
            message: 'You cannot disable your own account or remove your own administrator access.',
          },
        });
      }
      expect((await admin.get(`/api/v1/lab-users/${self}`)).json()).toMatchObject({ enabled: true, admin: true });
      expect((await admin.get('/api/v1/session')).statusCode).toBe(200);
    });

    it('lets an admin disable another admin', async () => {
      const { user } = await create({ admin: true });
      const response = await admin.patch(`/api/v1/lab-users/${user.id}`, { enabled: false });
      expect(response.statusCode).toBe(200);
      expect(response.json().enabled).toBe(false);
    });

    it('refuses an empty change with 400 and a non-admin with 403', async () => {
      const { user } = await create();
      expect((await admin.patch(`/api/v1/lab-users/${user.id}`, {})).statusCode).toBe(400);
      const response = await reception.patch(`/api/v1/lab-users/${user.id}`, { admin: true });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: adminOnly });
      expect((await admin.get(`/api/v1/lab-users/${user.id}`)).json().admin).toBe(false);
    });
  });

  describe('password reset', () => {
    it('sets a new password: the old one fails, the new one works, and their sessions end', async () => {
      const { input, user } = await create();
      const first = await ctx.signIn(input.username, { password, ip: nextAddress() });
      const secondSession = await ctx.signIn(input.username, { password, ip: nextAddress() });
      const response = await admin.post(`/api/v1/lab-users/${user.id}/password`, { password: 'New@12345' });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await first.get('/api/v1/session')).statusCode).toBe(401);
      expect((await secondSession.get('/api/v1/session')).statusCode).toBe(401);
      expect((await tryLogin(input.username, password)).json()).toEqual(invalidCredentials);
      expect((await tryLogin(input.username, 'New@12345')).statusCode).toBe(200);
      const audit = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'lab_user.reset_password'), eq(auditLog.entityId, String(user.id))));
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit[0])).not.toMatch(/New@12345|scrypt/);
    });

    it('refuses a password that breaks the rule with 400 and its message, and keeps the old one', async () => {
      const { input, user } = await create();
      const client = await ctx.signIn(input.username, { password, ip: nextAddress() });
      const response = await admin.post(`/api/v1/lab-users/${user.id}/password`, { password: 'short' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'bad_request', message: passwordRule, field: 'password' } });
      expect((await client.get('/api/v1/session')).statusCode).toBe(200);
      expect((await tryLogin(input.username, password)).statusCode).toBe(200);
    });

    it('refuses a non-admin with 403', async () => {
      const { input, user } = await create();
      const response = await reception.post(`/api/v1/lab-users/${user.id}/password`, { password: 'New@12345' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: adminOnly });
      expect((await tryLogin(input.username, password)).statusCode).toBe(200);
    });
  });

  describe("another lab's users", () => {
    it('answers 404 for GET, PATCH and password reset, and changes nothing', async () => {
      const notFound = { error: { code: 'not_found', message: 'The requested item was not found.' } };
      const read = await admin.get(`/api/v1/lab-users/${second.adminId}`);
      const edit = await admin.patch(`/api/v1/lab-users/${second.adminId}`, { enabled: false, fullName: 'Taken' });
      const reset = await admin.post(`/api/v1/lab-users/${second.adminId}/password`, { password: 'New@12345' });
      for (const response of [read, edit, reset]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(notFound);
      }
      const [row] = await ctx.database.db.select().from(labUsers).where(eq(labUsers.id, second.adminId));
      expect(row).toMatchObject({ labId: second.labId, fullName: 'Second Admin', enabled: true });
      // Their password is unchanged.
      expect((await tryLogin(second.adminUsername, 'Demo@1234')).statusCode).toBe(200);
    });

    it("shows the other lab's admin only their own lab's users", async () => {
      const secondAdmin = await ctx.signIn(second.adminUsername, { ip: nextAddress() });
      const { items } = (await secondAdmin.get('/api/v1/lab-users')).json();
      expect(items.map((item: LabUser) => item.id)).toEqual([second.adminId]);
      expect((await secondAdmin.get(`/api/v1/lab-users/${admin.session.user.id}`)).statusCode).toBe(404);
      const [{ users } = { users: 0 }] = await ctx.database.db
        .select({ users: count() })
        .from(labUsers)
        .where(eq(labUsers.labId, second.labId));
      expect(users).toBe(1);
    });
  });
});
