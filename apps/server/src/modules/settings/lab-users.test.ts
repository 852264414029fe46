import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index.js';
import { createTestContext, type SecondLab, type TestClient, type TestContext } from '../../test/test-context.js';

const newUser = (username: string) => ({
  username,
  password: 'Lab@12345',
  fullName: 'Neha Joshi',
  sampleAccess: true,
  departmentIds: [1, 2],
});

describe('lab users (admin only)', () => {
  let ctx: TestContext;
  let admin: TestClient;
  let second: SecondLab;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await ctx.signIn('admin');
    second = await ctx.createSecondLab();
  });
  afterAll(() => ctx.close());

  it('lists users for admins only', async () => {
    const { items } = (await admin.get('/api/v1/lab-users')).json();
    expect(items.map((item: { username: string }) => item.username)).toContain('technician');
    expect((await (await ctx.signIn('reception')).get('/api/v1/lab-users')).statusCode).toBe(403);
  });

  it('creates a user who can then sign in', async () => {
    const response = await admin.post('/api/v1/lab-users', newUser('neha'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ username: 'neha', dashboardLabel: 'Technician', departmentIds: [1, 2] });
    const neha = await ctx.signIn('neha', { password: 'Lab@12345' });
    expect(neha.session.departments).toHaveLength(2);
  });

  it('refuses a password that breaks the rule of spec 000 §5, with its message', async () => {
    const response = await admin.post('/api/v1/lab-users', { ...newUser('weak'), password: 'password1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Password must be at least 8 characters long and contain a lowercase letter, an uppercase letter, a digit and one of $ @ ! % * ? & #.',
    );
  });

  it('refuses a duplicate username and a missing name', async () => {
    expect((await admin.post('/api/v1/lab-users', newUser('technician'))).statusCode).toBe(409);
    const { fullName: _fullName, ...withoutName } = newUser('noname');
    expect((await admin.post('/api/v1/lab-users', withoutName)).statusCode).toBe(400);
  });

  it("refuses another lab's department and writes nothing", async () => {
    const response = await admin.post('/api/v1/lab-users', {
      ...newUser('crosslab'),
      departmentIds: [second.departmentId],
    });
    expect(response.statusCode).toBe(404);
    expect(await ctx.database.db.select().from(accounts).where(eq(accounts.username, 'crosslab'))).toEqual([]);
  });

  it('changes flags (the label follows) and disables with immediate effect', async () => {
    const created = (await admin.post('/api/v1/lab-users', newUser('omar'))).json();
    const omar = await ctx.signIn('omar', { password: 'Lab@12345' });
    const edited = await admin.patch(`/api/v1/lab-users/${created.id}`, { financeManager: true, departmentIds: [3] });
    expect(edited.json()).toMatchObject({ dashboardLabel: 'Complete Operations', departmentIds: [3] });
    expect((await omar.get('/api/v1/session')).json().session.user.dashboardLabel).toBe('Complete Operations');
    expect((await admin.patch(`/api/v1/lab-users/${created.id}`, { enabled: false })).json().enabled).toBe(false);
    expect((await omar.get('/api/v1/session')).statusCode).toBe(401);
    expect((await ctx.login({ username: 'omar', password: 'Lab@12345' }, '10.5.0.1')).statusCode).toBe(401);
    await admin.patch(`/api/v1/lab-users/${created.id}`, { enabled: true });
    expect((await ctx.login({ username: 'omar', password: 'Lab@12345' }, '10.5.0.2')).statusCode).toBe(200);
  });

  it('does not let an admin disable themself', async () => {
    const response = await admin.patch(`/api/v1/lab-users/${admin.session.user.id}`, { enabled: false });
    expect(response.statusCode).toBe(403);
  });

  it('resets a password: the old one fails, the new one works, old sessions end', async () => {
    const created = (await admin.post('/api/v1/lab-users', newUser('lena'))).json();
    const lena = await ctx.signIn('lena', { password: 'Lab@12345' });
    expect((await admin.post(`/api/v1/lab-users/${created.id}/password`, { password: 'short' })).statusCode).toBe(400);
    expect((await admin.post(`/api/v1/lab-users/${created.id}/password`, { password: 'New@12345' })).statusCode).toBe(
      204,
    );
    expect((await lena.get('/api/v1/session')).statusCode).toBe(401);
    expect((await ctx.login({ username: 'lena', password: 'Lab@12345' }, '10.6.0.1')).statusCode).toBe(401);
    expect((await ctx.login({ username: 'lena', password: 'New@12345' }, '10.6.0.2')).statusCode).toBe(200);
  });

  it("answers 404 for another lab's user", async () => {
    expect((await admin.get(`/api/v1/lab-users/${second.adminId}`)).statusCode).toBe(404);
    expect((await admin.patch(`/api/v1/lab-users/${second.adminId}`, { enabled: false })).statusCode).toBe(404);
    expect(
      (await admin.post(`/api/v1/lab-users/${second.adminId}/password`, { password: 'New@12345' })).statusCode,
    ).toBe(404);
  });
});
