import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AuditActors, AuditPage, CommunicationSettings } from '@lims/contract';
import { auditAreaOf } from '@lims/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, sessions } from '../../db/schema/index.js';
import { type Actor, systemActor } from '../../http/actor.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestContext, type TestUser, uniqueName } from '../../test/test-context.js';

describe('the audit trail (GET /api/v1/audit, admin)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let secondAdmin: TestUser;
  let support: TestUser;
  let supportAccountId: number;

  const accountOf = async (kind: string, principalId: number, labId: number | null) => {
    const [row] = await ctx.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.kind, kind), eq(accounts.principalId, principalId)));
    if (!row) throw new Error(`no ${kind} account ${principalId} in ${labId}`);
    return row.id;
  };

  const toggleBillingSms = async (client: TestUser) => {
    const current = (await client.get('/api/v1/settings/communication')).json<CommunicationSettings>();
    const response = await client.put('/api/v1/settings/communication', {
      ...current,
      sms: { ...current.sms, billingSms: !current.sms.billingSms },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    secondAdmin = await lab.user({ admin: true, fullName: 'Anita Desai' });
    support = await ctx.supportUser();
    supportAccountId = await accountOf('support', support.id, null);
    // What happens in the lab: an admin's settings change, a new user, a support user's change.
    await toggleBillingSms(lab.admin);
    await lab.admin.post('/api/v1/lab-users', {
      username: uniqueName('audit'),
      password: 'Lab@12345',
      fullName: 'Joseph Mathew',
      departmentIds: [],
    });
    await toggleBillingSms(secondAdmin);
    const supportActor: Actor = {
      ...systemActor(lab.labId),
      kind: 'support',
      labId: null,
      accountId: supportAccountId,
    };
    await ctx.services.labs.updateSettings({
      actor: supportActor,
      labId: lab.labId,
      patch: { encryptedReport: true },
      action: 'support.labSettings.update',
    });
    // And in the other lab, the same kinds of change.
    await toggleBillingSms(other.admin);
  });
  afterAll(() => ctx.close());

  const page = async (query = '', client: TestUser = lab.admin) => {
    const response = await client.get(`/api/v1/audit${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditPage>();
  };

  it('lists the lab entries newest first, each with who, area and the changed keys only', async () => {
    const { items } = await page('?limit=200');
    const times = items.map((item) => item.at);
    expect(times).toEqual([...times].sort().reverse());
    const [latest] = items;
    expect(latest).toMatchObject({
      action: 'support.labSettings.update',
      area: 'centreSettings',
      actor: { accountId: supportAccountId, kind: 'support', name: support.name },
      before: {},
      after: { encryptedReport: true },
    });
    const bySecondAdmin = items.find((item) => item.actor.name === 'Anita Desai');
    expect(bySecondAdmin).toMatchObject({
      action: 'settings.communication.update',
      entityType: 'labSettings',
      before: { communication: { sms: { billingSms: true } } },
      after: { communication: { sms: { billingSms: false } } },
    });
    // The lab was opened by the system: no account, shown as the system.
    expect(items.find((item) => item.action === 'lab.create')?.actor).toEqual({
      accountId: null,
      kind: 'system',
      name: null,
    });
    const created = items.find((item) => item.action === 'lab_user.create' && item.after?.fullName === 'Joseph Mathew');
    expect(created).toMatchObject({ area: 'settings', before: null });
  });

  it("never shows another lab's entries, whatever the filters", async () => {
    const otherAdminAccount = await accountOf('lab', other.admin.id, other.labId);
    const ours = await page('?limit=200');
    expect(ours.items.every((item) => item.actor.accountId !== otherAdminAccount)).toBe(true);
    expect((await page(`?accountId=${otherAdminAccount}`)).items).toEqual([]);
    const theirs = await page('?limit=200', other.admin);
    expect(theirs.items.some((item) => item.actor.name === support.name)).toBe(false);
    const ourIds = new Set(ours.items.map((item) => item.id));
    expect(theirs.items.some((item) => ourIds.has(item.id))).toBe(false);
  });

  it('filters by user, by area and by the lab days of a date range', async () => {
    const secondAdminAccount = await accountOf('lab', secondAdmin.id, lab.labId);
    const byUser = await page(`?accountId=${secondAdminAccount}`);
    expect(byUser.items.length).toBeGreaterThan(0);
    expect(byUser.items.every((item) => item.actor.name === 'Anita Desai')).toBe(true);

    const settingsArea = await page('?area=settings&limit=200');
    expect(settingsArea.items.map((item) => item.entityType)).toContain('lab_user');
    expect(settingsArea.items.every((item) => item.area === 'settings')).toBe(true);

    const both = await page(`?area=centreSettings&accountId=${secondAdminAccount}`);
    expect(both.items.map((item) => item.action)).toEqual(['settings.communication.update']);

    const today = new Date().toISOString().slice(0, 10);
    const { timeZone } = await ctx.services.labs.getLab(lab.labId);
    const labToday = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
    expect((await page(`?from=${labToday}&to=${labToday}&limit=200`)).items.length).toBe(
      (await page('?limit=200')).items.length,
    );
    expect((await page('?from=2001-01-01&to=2001-01-31')).items).toEqual([]);
    expect(today).toMatch(/^\d{4}-/);
  });

  it('pages through the trail with a cursor without repeating an entry', async () => {
    const first = await page('?limit=2');
    expect(first.nextCursor).not.toBeNull();
    const second = await page(`?limit=2&cursor=${encodeURIComponent(first.nextCursor as string)}`);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('offers the people who appear in the trail as the user filter', async () => {
    const response = await lab.admin.get('/api/v1/audit/actors');
    expect(response.statusCode).toBe(200);
    const names = response.json<AuditActors>().items.map((actor) => actor.name);
    expect(names).toEqual(expect.arrayContaining(['Anita Desai', support.name]));
    expect(names).not.toContain(null);
  });

  it('refuses bad filters (400) and a user who is not an administrator (403)', async () => {
    for (const query of ['?area=everything', '?from=yesterday', '?accountId=-1', '?limit=1000']) {
      expect((await lab.admin.get(`/api/v1/audit${query}`)).statusCode, query).toBe(400);
    }
    const reception = await lab.user();
    expect((await reception.get('/api/v1/audit')).statusCode).toBe(403);
    expect((await reception.get('/api/v1/audit/actors')).statusCode).toBe(403);
  });

  it('records the session a change came from (its IP address) and the branch it worked in; the system none', async () => {
    const rows = await ctx.database.db
      .select({ sessionId: auditLog.sessionId })
      .from(auditLog)
      .where(and(eq(auditLog.labId, lab.labId), eq(auditLog.action, 'lab_user.create')));
    // The factories make users as the system (no session); the admin made Joseph Mathew over HTTP.
    const fromRequests = rows.filter((row) => row.sessionId !== null);
    expect(fromRequests).toHaveLength(1);
    const [session] = await ctx.database.db
      .select({ ipAddress: sessions.ipAddress })
      .from(sessions)
      .where(eq(sessions.id, fromRequests[0]?.sessionId ?? -1));
    expect(session?.ipAddress).toBeTruthy();

    const branch = await ctx.services.branches.create({
      actor: systemActor(lab.labId),
      input: { name: uniqueName('Audit branch'), code: null, address: null, contact: null },
    });
    await ctx.services.labs.updateSettings({
      actor: { ...systemActor(lab.labId), branchId: branch.id },
      labId: lab.labId,
      patch: { operation: { probe: uniqueName('probe') } },
      action: 'settings.audit.probe',
    });
    const [fromBranch] = await ctx.database.db
      .select({ sessionId: auditLog.sessionId, branchId: auditLog.branchId })
      .from(auditLog)
      .where(and(eq(auditLog.labId, lab.labId), eq(auditLog.action, 'settings.audit.probe')));
    expect(fromBranch).toEqual({ sessionId: null, branchId: branch.id });
  });

  it('puts every entity type the server audits in an area (none falls to other)', async () => {
    const sources: string[] = [];
    const walk = async (folder: string): Promise<void> => {
      for (const entry of await readdir(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) sources.push(path);
      }
    };
    await walk(join(import.meta.dirname, '../..'));
    const types = new Set<string>();
    for (const source of sources) {
      for (const match of (await readFile(source, 'utf8')).matchAll(/entityType: '([A-Za-z_]+)'/g)) {
        types.add(match[1] as string);
      }
    }
    expect(types.size).toBeGreaterThan(10);
    expect([...types].filter((type) => auditAreaOf(type) === 'other')).toEqual([]);
    // The rows themselves agree with the mapping.
    const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.labId, lab.labId));
    const { items } = await page('?limit=200');
    expect(items.length).toBe(rows.length);
    for (const item of items) expect(item.area).toBe(auditAreaOf(item.entityType));
  });
});
