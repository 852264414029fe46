import type { CreateLabUser, Department, LabUser, LabUserList } from '@lims/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, labUserDepartments, labUsers, sessions } from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';

const passwordRule =
  'Password must be at least 8 characters long and contain a lowercase letter, an uppercase letter, a digit and one of $ @ ! % * ? & #.';
const adminOnly = errorBody('forbidden', 'adminOnly', 'Only an administrator of this lab can do this.');
const invalidCredentials = errorBody('unauthenticated', 'invalidCredentials', 'Invalid username or password.');
const staleRecord = errorBody(
  'stale',
  'staleRecord',
  'Someone else changed this record while you were editing it. Reload it and make your change again.',
);
const notFound = errorBody('not_found', 'notFound', 'The requested item was not found.');
const password = 'Lab@12345';

describe('lab users (settings, admin only)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let admin: TestClient;
  let reception: TestClient & { id: number };
  let haematology: Department;
  let biochemistry: Department;
  let radiology: Department;
  let otherDepartment: Department;
  /** Each sign-in attempt from its own address, so that the tests never meet the per-address limit. */
  let address = 0;
  const nextAddress = () => `10.20.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    admin = lab.admin;
    reception = await lab.user({ fullName: 'Ravi Kumar' });
    haematology = await lab.department('Haematology');
    biochemistry = await lab.department('Biochemistry');
    radiology = await lab.department('Radiology');
    otherDepartment = await other.department('Haematology');
  });
  afterAll(() => ctx.close());

  /** A valid new user, with a random username and name unless overridden. */
  const newUser = (overrides: Partial<CreateLabUser> = {}): CreateLabUser => ({
    username: uniqueName('user'),
    password,
    fullName: uniqueName('Neha Joshi'),
    sampleAccess: true,
    departmentIds: [haematology.id, biochemistry.id],
    ...overrides,
  });

  const create = async (overrides: Partial<CreateLabUser> = {}) => {
    const input = newUser(overrides);
    const response = await admin.post('/api/v1/lab-users', input);
    expect(response.statusCode, response.body).toBe(201);
    return { input, user: response.json<LabUser>() };
  };

  /** An edit from the version the user has now, as the screen would send it. */
  const edit = async (client: TestClient, id: number, change: Record<string, unknown>) => {
    const { version } = (await admin.get(`/api/v1/lab-users/${id}`)).json<LabUser>();
    return client.patch(`/api/v1/lab-users/${id}`, { ...change, version });
  };

  /** The rows a create must write together or not at all. */
  const rowsOf = async (username: string, fullName: string) => ({
    accounts: await ctx.database.db.select().from(accounts).where(eq(accounts.username, username.toLowerCase())),
    labUsers: await ctx.database.db.select().from(labUsers).where(eq(labUsers.fullName, fullName)),
  });

  const auditOf = (id: number) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'lab_user'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);

  const tryLogin = (username: string, secret: string) => ctx.login({ username, password: secret }, nextAddress());

  const listOf = async (query = ''): Promise<LabUserList> => {
    const response = await admin.get(`/api/v1/lab-users${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  describe('list and read', () => {
    let technician: LabUser;

    beforeAll(async () => {
      technician = (await create({ fullName: 'Meena Iyer', labAccess: true })).user;
      await create({ fullName: 'Farhan Shaikh', financeManager: true, sampleAccess: false, departmentIds: [] });
      await create({ fullName: 'Kavita Nair', financeManager: true });
      await create({ fullName: 'City Clinic Centre', isCollectionCenter: 4 });
    });

    // spec 000 §6 line 177: the dashboard label from the flags.
    it('lists the users by name with their usernames, flags, labels, departments and versions', async () => {
      const page = await listOf();
      expect(page.total).toBe(6);
      expect(page.nextCursor).toBeNull();
      const names = page.items.map((item) => item.fullName);
      expect(names.filter((name) => name !== lab.admin.session.user.name)).toEqual([
        'City Clinic Centre',
        'Farhan Shaikh',
        'Kavita Nair',
        'Meena Iyer',
        'Ravi Kumar',
      ]);
      const byName = Object.fromEntries(page.items.map((item) => [item.fullName, item]));
      expect(byName[admin.session.user.name]).toMatchObject({ admin: true, dashboardLabel: 'Admin', version: 0 });
      expect(byName['Kavita Nair']?.dashboardLabel).toBe('Complete Operations');
      expect(byName['Farhan Shaikh']?.dashboardLabel).toBe('Finance');
      expect(byName['Meena Iyer']).toEqual(technician);
      expect(technician).toMatchObject({
        dashboardLabel: 'Technician',
        departmentIds: [haematology.id, biochemistry.id].sort((a, b) => a - b),
        version: 0,
      });
      expect(byName['Ravi Kumar']).toMatchObject({
        dashboardLabel: 'Receptionist',
        username: reception.session.user.username,
      });
      expect(byName['City Clinic Centre']?.isCollectionCenter).toBe(4);
      // Nobody of the other lab, and never a password.
      expect(page.items.map((item) => item.id)).not.toContain(other.admin.id);
      expect(JSON.stringify(page)).not.toMatch(/scrypt|password/i);
    });

    it('narrows the list to a flag, to enabled or disabled users, and to a search', async () => {
      const names = async (query: string) => (await listOf(query)).items.map((item) => item.fullName);
      expect(await names('?flag=financeManager')).toEqual(['Farhan Shaikh', 'Kavita Nair']);
      expect(await names('?flag=isCollectionCenter')).toEqual(['City Clinic Centre']);
      expect(await names('?search=NAIR')).toEqual(['Kavita Nair']);
      expect(await names(`?search=${reception.session.user.username}`)).toEqual(['Ravi Kumar']);
      expect(await names('?enabled=false')).toEqual([]);
      expect((await listOf('?enabled=true')).total).toBe(6);
    });

    it('pages through the users sorted by username, by cursor, without repeating or skipping one', async () => {
      const everyone = (await listOf('?sort=username')).items.map((item) => item.username);
      expect(everyone).toEqual([...everyone].sort());
      const seen: string[] = [];
      let cursor = '';
      do {
        const page = await listOf(`?sort=username&limit=4${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.items.map((item) => item.username));
        cursor = page.nextCursor ?? '';
      } while (cursor);
      expect(seen).toEqual(everyone);
    });

    it('gives every user of the lab, by name, to the printable list (labUsers.all)', async () => {
      const all = await ctx.services.labUsers.all({ actor: lab.system });
      expect(all).toEqual((await listOf()).items);
    });

    it("refuses the list and a user's details to a non-admin with 403", async () => {
      for (const response of [
        await reception.get('/api/v1/lab-users'),
        await reception.get(`/api/v1/lab-users/${reception.id}`),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(adminOnly);
      }
    });

    it('reads one user of the lab', async () => {
      const response = await admin.get(`/api/v1/lab-users/${reception.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ username: reception.session.user.username, fullName: 'Ravi Kumar' });
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
        departmentIds: [haematology.id, biochemistry.id].sort((a, b) => a - b),
        version: 0,
      });
      const client = await ctx.signIn(input.username.toLowerCase(), { password, ip: nextAddress() });
      expect(client.session.user.dashboardLabel).toBe('Technician');
      expect(client.session.departments.map((department) => department.name)).toEqual(['Biochemistry', 'Haematology']);

      const [row] = await auditOf(user.id);
      expect(row).toMatchObject({ action: 'lab_user.create', labId: lab.labId });
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

    // spec 000 §5 password rule
    it.each(['password1', 'Password1', 'Pass@1', 'PASSWORD@1', 'password@1', 'Password@'])(
      'refuses the password %j with 400 and the password-rule message of spec 000 §5, writing nothing',
      async (weak) => {
        const input = newUser({ password: weak });
        const response = await admin.post('/api/v1/lab-users', input);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody('bad_request', 'passwordRule', passwordRule, 'password'));
        expect(await rowsOf(input.username, input.fullName)).toEqual({ accounts: [], labUsers: [] });
      },
    );

    it("refuses a taken username, whatever its case, with 409 'This username is already taken.'", async () => {
      const taken = reception.session.user.username;
      for (const username of [taken, taken.toUpperCase()]) {
        const input = newUser({ username });
        const response = await admin.post('/api/v1/lab-users', input);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual(
          errorBody('conflict', 'usernameTaken', 'This username is already taken.', 'username'),
        );
        expect((await rowsOf(input.username, input.fullName)).labUsers).toEqual([]);
      }
    });

    it('refuses a missing or empty full name with 400 on field fullName', async () => {
      for (const fullName of [undefined, '', '   ']) {
        const input = { ...newUser(), fullName } as Record<string, unknown>;
        if (fullName === undefined) delete input.fullName;
        const response = await admin.post('/api/v1/lab-users', input);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(
          errorBody('bad_request', 'fieldEmpty', 'This field should not be empty.', 'fullName'),
        );
        expect((await rowsOf(String(input.username), '')).accounts).toEqual([]);
      }
    });

    it.each([
      [
        'a username with spaces',
        { username: 'two words' },
        'username',
        'usernameCharacters',
        'Use letters, digits and . _ @ - only',
        undefined,
      ],
      [
        'a short username',
        { username: 'ab' },
        'username',
        'textMinLength',
        'Must be at least 3 characters.',
        { min: 3 },
      ],
      [
        'an invalid e-mail',
        { email: 'not-an-email' },
        'email',
        'invalidEmail',
        'Please enter a valid e-mail address.',
        undefined,
      ],
      // spec 000 §5 phone validation
      [
        'an invalid contact number',
        { contact: '12ab' },
        'contact',
        'invalidNumber',
        'Please enter valid number.',
        undefined,
      ],
      [
        'an unknown collection-centre type',
        { isCollectionCenter: 2 },
        'isCollectionCenter',
        'invalidRequest',
        'Please Input Valid Information.',
        undefined,
      ],
    ] as const)('refuses %s with 400 and its message', async (_case, overrides, field, key, text, params) => {
      const input = newUser(overrides as Partial<CreateLabUser>);
      const response = await admin.post('/api/v1/lab-users', input);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errorBody('bad_request', key, text, field, params));
      expect((await rowsOf(input.username, input.fullName)).labUsers).toEqual([]);
    });

    it('lists every invalid field, not only the first', async () => {
      const response = await admin.post('/api/v1/lab-users', newUser({ email: 'nope', contact: 'x', fullName: '' }));
      expect(response.statusCode).toBe(400);
      const fields = response.json().error.fields.map((issue: { field: string }) => issue.field);
      expect(fields.sort()).toEqual(['contact', 'email', 'fullName']);
    });

    it("refuses another lab's department with 404 and writes no user and no account", async () => {
      const input = newUser({ departmentIds: [haematology.id, otherDepartment.id] });
      const response = await admin.post('/api/v1/lab-users', input);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(
        errorBody('not_found', 'departmentsNotFound', 'One of the departments was not found.'),
      );
      expect(await rowsOf(input.username, input.fullName)).toEqual({ accounts: [], labUsers: [] });
    });

    it('settles two simultaneous adds of one username: one 201, one 409, and no orphan user row', async () => {
      const username = uniqueName('twin');
      const first = newUser({ username, fullName: uniqueName('Twin A') });
      const second = newUser({ username, fullName: uniqueName('Twin B') });
      const answers = await Promise.all([
        admin.post('/api/v1/lab-users', first),
        admin.post('/api/v1/lab-users', second),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const accountsWritten = await ctx.database.db.select().from(accounts).where(eq(accounts.username, username));
      expect(accountsWritten).toHaveLength(1);
      const users = [
        ...(await rowsOf(username, first.fullName)).labUsers,
        ...(await rowsOf(username, second.fullName)).labUsers,
      ];
      expect(users).toHaveLength(1);
      expect(users[0]?.id).toBe(accountsWritten[0]?.principalId);
    });

    it('refuses a non-admin with 403', async () => {
      const input = newUser();
      const response = await reception.post('/api/v1/lab-users', input);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(adminOnly);
      expect(await rowsOf(input.username, input.fullName)).toEqual({ accounts: [], labUsers: [] });
    });
  });

  describe('edit (optimistic concurrency: docs/decisions/0012)', () => {
    it('changes flags: the label changes on their next GET /session, without signing in again', async () => {
      const { input, user } = await create();
      const client = await ctx.signIn(input.username, { password, ip: nextAddress() });
      expect(client.session.user.dashboardLabel).toBe('Technician');

      const edited = await admin.patch(`/api/v1/lab-users/${user.id}`, { financeManager: true, version: 0 });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ financeManager: true, dashboardLabel: 'Complete Operations', version: 1 });
      expect((await client.get('/api/v1/session')).json().session.user.dashboardLabel).toBe('Complete Operations');

      await admin.patch(`/api/v1/lab-users/${user.id}`, { sampleAccess: false, version: 1 });
      expect((await client.get('/api/v1/session')).json().session.user.dashboardLabel).toBe('Finance');
      await admin.patch(`/api/v1/lab-users/${user.id}`, { admin: true, version: 2 });
      const promoted = (await client.get('/api/v1/session')).json().session;
      expect(promoted.user.dashboardLabel).toBe('Admin');
      expect(promoted.admin).toBe(true);
      // An admin has every department.
      expect(promoted.departments).toHaveLength(3);
    });

    it('audits the locked row as before and the changed user as after', async () => {
      const { user } = await create();
      expect((await edit(admin, user.id, { fullName: 'Renamed User' })).statusCode).toBe(200);
      const [, update] = await auditOf(user.id);
      expect(update).toMatchObject({
        action: 'lab_user.update',
        before: expect.objectContaining({ fullName: user.fullName, version: 0 }),
        after: expect.objectContaining({ fullName: 'Renamed User', version: 1 }),
      });
    });

    it("refuses a stale version with 409 'Someone else changed this record…', overwriting nothing", async () => {
      const { user } = await create();
      expect((await admin.patch(`/api/v1/lab-users/${user.id}`, { fullName: 'First', version: 0 })).statusCode).toBe(
        200,
      );
      const response = await admin.patch(`/api/v1/lab-users/${user.id}`, { enabled: false, version: 0 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(staleRecord);
      expect((await admin.get(`/api/v1/lab-users/${user.id}`)).json()).toMatchObject({
        fullName: 'First',
        enabled: true,
        version: 1,
      });
      expect(await auditOf(user.id)).toHaveLength(2);
    });

    it('lets exactly one of two admins who send the same version at once win: one 200, one 409, one audit row', async () => {
      const secondAdmin = await lab.user({ admin: true });
      const { user } = await create();
      const answers = await Promise.all([
        admin.patch(`/api/v1/lab-users/${user.id}`, { fullName: 'Chosen by the first', version: 0 }),
        secondAdmin.patch(`/api/v1/lab-users/${user.id}`, { departmentIds: [radiology.id], version: 0 }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual(staleRecord);
      const updates = (await auditOf(user.id)).filter((entry) => entry.action === 'lab_user.update');
      expect(updates).toHaveLength(1);
      expect((await admin.get(`/api/v1/lab-users/${user.id}`)).json().version).toBe(1);
    });

    it('refuses an edit without its version, and an empty one, with 400', async () => {
      const { user } = await create();
      const unversioned = await admin.patch(`/api/v1/lab-users/${user.id}`, { admin: true });
      expect(unversioned.json()).toEqual(
        errorBody('bad_request', 'fieldEmpty', 'This field should not be empty.', 'version'),
      );
      const empty = await admin.patch(`/api/v1/lab-users/${user.id}`, { version: 0 });
      expect(empty.json()).toEqual(errorBody('bad_request', 'nothingToUpdate', 'There is nothing to update.'));
      expect((await admin.get(`/api/v1/lab-users/${user.id}`)).json()).toMatchObject({ admin: false, version: 0 });
    });

    it('replaces department access: the old set is gone from the user and from their session', async () => {
      const { input, user } = await create();
      const client = await ctx.signIn(input.username, { password, ip: nextAddress() });
      const response = await edit(admin, user.id, { departmentIds: [radiology.id] });
      expect(response.statusCode).toBe(200);
      expect(response.json().departmentIds).toEqual([radiology.id]);
      expect((await admin.get(`/api/v1/lab-users/${user.id}`)).json().departmentIds).toEqual([radiology.id]);
      const stored = await ctx.database.db
        .select()
        .from(labUserDepartments)
        .where(eq(labUserDepartments.labUserId, user.id));
      expect(stored.map((row) => row.departmentId)).toEqual([radiology.id]);
      expect((await client.get('/api/v1/session')).json().session.departments).toEqual([
        { id: radiology.id, name: 'Radiology' },
      ]);
      // An empty list takes every department away.
      await edit(admin, user.id, { departmentIds: [] });
      expect((await client.get('/api/v1/session')).json().session.departments).toEqual([]);
    });

    it("refuses another lab's department on edit with 404 and keeps the old access", async () => {
      const { user } = await create();
      const response = await edit(admin, user.id, { departmentIds: [otherDepartment.id], fullName: 'Renamed' });
      expect(response.statusCode).toBe(404);
      const unchanged = (await admin.get(`/api/v1/lab-users/${user.id}`)).json();
      expect(unchanged).toMatchObject({ departmentIds: user.departmentIds, fullName: user.fullName, version: 0 });
    });

    it('disables a user: their live session gets 401 at once and they cannot sign in; enabling lets them back', async () => {
      const { input, user } = await create();
      const client = await ctx.signIn(input.username, { password, ip: nextAddress() });
      const disabled = await edit(admin, user.id, { enabled: false });
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json().enabled).toBe(false);
      expect((await listOf('?enabled=false')).items.map((item) => item.id)).toContain(user.id);

      expect((await client.get('/api/v1/session')).statusCode).toBe(401);
      const [session] = await ctx.database.db.select().from(sessions).where(eq(sessions.csrfToken, client.csrfToken));
      expect(session?.endReason).toBe('disabled');
      const refused = await tryLogin(input.username, password);
      expect(refused.statusCode).toBe(401);
      // The same answer as a wrong password: a disabled account is not revealed.
      expect(refused.json()).toEqual(invalidCredentials);

      const enabled = await edit(admin, user.id, { enabled: true });
      expect(enabled.json().enabled).toBe(true);
      expect((await tryLogin(input.username, password)).statusCode).toBe(200);
      // The old session stays ended.
      expect((await client.get('/api/v1/session')).statusCode).toBe(401);
    });

    it('does not let an admin disable themself or drop their own admin flag (403), and changes nothing', async () => {
      const self = admin.session.user.id;
      for (const change of [{ enabled: false }, { admin: false }]) {
        const response = await edit(admin, self, change);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(
          errorBody(
            'forbidden',
            'cannotChangeOwnAccess',
            'You cannot disable your own account or remove your own administrator access.',
          ),
        );
      }
      expect((await admin.get(`/api/v1/lab-users/${self}`)).json()).toMatchObject({ enabled: true, admin: true });
      expect((await admin.get('/api/v1/session')).statusCode).toBe(200);
    });

    it('lets an admin disable another admin', async () => {
      const { user } = await create({ admin: true });
      const response = await edit(admin, user.id, { enabled: false });
      expect(response.statusCode).toBe(200);
      expect(response.json().enabled).toBe(false);
    });

    it('refuses a non-admin with 403', async () => {
      const { user } = await create();
      const response = await edit(reception, user.id, { admin: true });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(adminOnly);
      expect((await admin.get(`/api/v1/lab-users/${user.id}`)).json().admin).toBe(false);
    });
  });

  // spec 000 §6: "Privilege card management is a numeric permission; discount approval is a boolean permission."
  describe('privilege card access and discount approval (spec 000 §6)', () => {
    it('adds a user with none of either unless given, and with the level and approval given', async () => {
      const { user: plain } = await create();
      expect(plain).toMatchObject({ privilegeCardAccess: 0, discountApproval: false });

      const { user } = await create({ privilegeCardAccess: 2, discountApproval: true });
      expect(user).toMatchObject({ privilegeCardAccess: 2, discountApproval: true, dashboardLabel: 'Technician' });
      const [row] = await ctx.database.db.select().from(labUsers).where(eq(labUsers.id, user.id));
      expect(row).toMatchObject({ privilegeCardAccess: 2, discountApproval: true });
      const [created] = await auditOf(user.id);
      expect(created?.after).toMatchObject({ privilegeCardAccess: 2, discountApproval: true });
    });

    it('changes them on edit, audited before and after, and the session follows without signing in again', async () => {
      const { input, user } = await create({ privilegeCardAccess: 1 });
      const client = await ctx.signIn(input.username, { password, ip: nextAddress() });
      expect(client.session.user.flags).toMatchObject({ privilegeCardAccess: 1, discountApproval: false });

      const edited = await edit(admin, user.id, { privilegeCardAccess: 2, discountApproval: true });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ privilegeCardAccess: 2, discountApproval: true, version: 1 });
      const [, update] = await auditOf(user.id);
      expect(update).toMatchObject({
        action: 'lab_user.update',
        before: expect.objectContaining({ privilegeCardAccess: 1, discountApproval: false, version: 0 }),
        after: expect.objectContaining({ privilegeCardAccess: 2, discountApproval: true, version: 1 }),
      });
      const session = (await client.get('/api/v1/session')).json().session;
      expect(session.user.flags).toMatchObject({ privilegeCardAccess: 2, discountApproval: true });

      expect((await edit(admin, user.id, { privilegeCardAccess: 0, discountApproval: false })).statusCode).toBe(200);
      const taken = (await client.get('/api/v1/session')).json().session;
      expect(taken.user.flags).toMatchObject({ privilegeCardAccess: 0, discountApproval: false });
    });

    it.each([3, -1, 1.5, '2', null])(
      'refuses the privilege card level %j with 400 on field privilegeCardAccess, writing nothing',
      async (level) => {
        const input = { ...newUser(), privilegeCardAccess: level };
        const response = await admin.post('/api/v1/lab-users', input);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.field).toBe('privilegeCardAccess');
        expect(await rowsOf(input.username, input.fullName)).toEqual({ accounts: [], labUsers: [] });
      },
    );

    it('refuses a discount approval that is not yes or no with 400 on field discountApproval', async () => {
      const { user } = await create();
      const response = await edit(admin, user.id, { discountApproval: 'yes' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe('discountApproval');
      expect((await admin.get(`/api/v1/lab-users/${user.id}`)).json().version).toBe(0);
    });

    it('narrows the list to users with any privilege card access, or with discount approval', async () => {
      const assigns = (await create({ fullName: uniqueName('Card Assigner'), privilegeCardAccess: 1 })).user;
      const manages = (await create({ fullName: uniqueName('Card Manager'), privilegeCardAccess: 2 })).user;
      const approves = (await create({ fullName: uniqueName('Approver'), discountApproval: true })).user;
      const ids = async (query: string) => (await listOf(`${query}&limit=100`)).items.map((item) => item.id);

      const withCards = await ids('?flag=privilegeCardAccess');
      expect(withCards).toEqual(expect.arrayContaining([assigns.id, manages.id]));
      expect(withCards).not.toContain(approves.id);
      expect(withCards).not.toContain(reception.id);
      const approvers = await ids('?flag=discountApproval');
      expect(approvers).toContain(approves.id);
      expect(approvers).not.toContain(assigns.id);
      expect(approvers).not.toContain(manages.id);
    });

    it('refuses a non-admin, even one holding both permissions, to grant them to anyone (403)', async () => {
      const holder = await lab.user({ privilegeCardAccess: 2, discountApproval: true, financeManager: true });
      const input = newUser({ privilegeCardAccess: 2, discountApproval: true });
      const creating = await holder.post('/api/v1/lab-users', input);
      expect(creating.statusCode).toBe(403);
      expect(creating.json()).toEqual(adminOnly);
      expect(await rowsOf(input.username, input.fullName)).toEqual({ accounts: [], labUsers: [] });

      for (const id of [reception.id, holder.id]) {
        const before = (await admin.get(`/api/v1/lab-users/${id}`)).json<LabUser>();
        const editing = await edit(holder, id, { privilegeCardAccess: 2, discountApproval: true });
        expect(editing.statusCode).toBe(403);
        expect(editing.json()).toEqual(adminOnly);
        expect((await admin.get(`/api/v1/lab-users/${id}`)).json<LabUser>()).toEqual(before);
      }
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
      expect(response.json()).toEqual(errorBody('bad_request', 'passwordRule', passwordRule, 'password'));
      expect((await client.get('/api/v1/session')).statusCode).toBe(200);
      expect((await tryLogin(input.username, password)).statusCode).toBe(200);
    });

    it('refuses a non-admin with 403', async () => {
      const { input, user } = await create();
      const response = await reception.post(`/api/v1/lab-users/${user.id}/password`, { password: 'New@12345' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(adminOnly);
      expect((await tryLogin(input.username, password)).statusCode).toBe(200);
    });
  });

  describe("another lab's users", () => {
    it('answers 404 for GET, PATCH and password reset, and changes nothing', async () => {
      const theirs = other.admin.id;
      const read = await admin.get(`/api/v1/lab-users/${theirs}`);
      const change = await admin.patch(`/api/v1/lab-users/${theirs}`, {
        enabled: false,
        fullName: 'Taken',
        version: 0,
      });
      const reset = await admin.post(`/api/v1/lab-users/${theirs}/password`, { password: 'New@12345' });
      for (const response of [read, change, reset]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(notFound);
      }
      const [row] = await ctx.database.db.select().from(labUsers).where(eq(labUsers.id, theirs));
      expect(row).toMatchObject({
        labId: other.labId,
        fullName: other.admin.session.user.name,
        enabled: true,
        version: 0,
      });
      // Their password is unchanged.
      expect((await tryLogin(other.admin.username, other.admin.password)).statusCode).toBe(200);
    });

    it("shows the other lab's admin only their own lab's users", async () => {
      const { items, total } = (await other.admin.get('/api/v1/lab-users')).json<LabUserList>();
      expect(items.map((item) => item.id)).toEqual([other.admin.id]);
      expect(total).toBe(1);
      expect((await other.admin.get(`/api/v1/lab-users/${admin.session.user.id}`)).statusCode).toBe(404);
      const [{ users } = { users: 0 }] = await ctx.database.db
        .select({ users: count() })
        .from(labUsers)
        .where(eq(labUsers.labId, other.labId));
      expect(users).toBe(1);
    });
  });
});
