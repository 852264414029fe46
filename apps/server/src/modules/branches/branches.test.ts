import type { Bill, BillList, Branch, BranchList, BranchManagementChanged, CreateBill, LabUser } from '@lims/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, labs, samples } from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';
import { type BillingCatalogue, billingCatalogue, billingPatient } from '../billing/bills.test-support.js';

const adminOnly = errorBody('forbidden', 'adminOnly', 'Only an administrator of this lab can do this.');
const nameTaken = errorBody('conflict', 'branchNameTaken', 'A branch with this name already exists.', 'name');
const notAvailable = errorBody('forbidden', 'branchNotAvailable', 'This branch is not available to you.', 'branchId');
const branchRequired = errorBody(
  'bad_request',
  'billBranchRequired',
  'Choose the branch this bill belongs to.',
  'branchId',
);
const notFound = (field?: string) => errorBody('not_found', 'notFound', 'The requested item was not found.', field);
const staleRecord = errorBody(
  'stale',
  'staleRecord',
  'Someone else changed this record while you were editing it. Reload it and make your change again.',
);

describe('branches (child centres, spec 001 §6)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let admin: TestClient;
  let reception: TestClient;
  let otherBranch: Branch;

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    admin = lab.admin;
    reception = await lab.user();
    otherBranch = await expectCreated(other.admin, { name: 'North' });
  });
  afterAll(() => ctx.close());

  async function expectCreated(client: TestClient, body: object): Promise<Branch> {
    const response = await client.post('/api/v1/branches', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  const listOf = async (client: TestClient, query = ''): Promise<BranchList> => {
    const response = await client.get(`/api/v1/branches${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const auditOf = (id: number) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'branch'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
  const labSettingsOf = async (labId: number) =>
    (await ctx.database.db.select({ settings: labs.settings }).from(labs).where(eq(labs.id, labId)))[0]?.settings;

  describe('branch management switch', () => {
    it("turned on in a lab without branches makes 'Main branch' and says so; on again makes none", async () => {
      const fresh = await ctx.createLab();
      expect((await fresh.admin.get('/api/v1/branches/management')).json()).toEqual({ enabled: false });

      const on = await fresh.admin.put('/api/v1/branches/management', { enabled: true });
      expect(on.statusCode, on.body).toBe(200);
      const answer = on.json<BranchManagementChanged>();
      expect(answer).toMatchObject({ enabled: true, createdBranch: { name: 'Main branch', enabled: true } });
      expect((await listOf(fresh.admin)).items.map((branch) => branch.name)).toEqual(['Main branch']);
      expect(await labSettingsOf(fresh.labId)).toMatchObject({ branchManagement: true });
      expect((await auditOf(answer.createdBranch?.id ?? 0)).map((row) => row.action)).toEqual(['branch.create']);
      const settingsAudit = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.labId, fresh.labId), eq(auditLog.entityType, 'labSettings')));
      expect(settingsAudit.map((row) => [row.action, row.after])).toEqual([
        ['settings.branchManagement.update', { branchManagement: true }],
      ]);

      const again = await fresh.admin.put('/api/v1/branches/management', { enabled: true });
      expect(again.json()).toEqual({ enabled: true, createdBranch: null });
      // Every lab user reads the switch (the header's selector asks it).
      const desk = await fresh.user();
      expect((await desk.get('/api/v1/branches/management')).json()).toEqual({ enabled: true });

      const off = await fresh.admin.put('/api/v1/branches/management', { enabled: false });
      expect(off.json()).toEqual({ enabled: false, createdBranch: null });
      expect((await listOf(fresh.admin)).items).toHaveLength(1);
    });

    it('is the admin’s: a receptionist is refused and nothing changes', async () => {
      const response = await reception.put('/api/v1/branches/management', { enabled: true });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(adminOnly);
      expect((await admin.get('/api/v1/branches/management')).json()).toEqual({ enabled: false });
    });

    it('refuses a body that is not a switch', async () => {
      const response = await admin.put('/api/v1/branches/management', { enabled: 'yes' });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('add, read, change and disable', () => {
    it('adds a branch with its details, audited, and every lab user reads it', async () => {
      const added = await expectCreated(admin, {
        name: '  Andheri  ',
        code: 'AND',
        address: 'Shop 4, Link Road\nAndheri West',
        contact: '9876543210',
      });
      expect(added).toMatchObject({
        name: 'Andheri',
        code: 'AND',
        address: 'Shop 4, Link Road\nAndheri West',
        contact: '9876543210',
        enabled: true,
        version: 0,
      });
      expect((await reception.get(`/api/v1/branches/${added.id}`)).json()).toEqual(added);
      expect((await auditOf(added.id)).map((row) => row.action)).toEqual(['branch.create']);
    });

    it.each([
      ['an empty name', { name: '   ' }, 'name'],
      ['a name too long', { name: 'x'.repeat(121) }, 'name'],
      ['a contact that is not a number', { name: uniqueName('Branch'), contact: '98-76' }, 'contact'],
      ['a code too long', { name: uniqueName('Branch'), code: 'C'.repeat(21) }, 'code'],
    ])('refuses %s', async (_case, body, field) => {
      const response = await admin.post('/api/v1/branches', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe(field);
    });

    it('refuses a name the lab has already, without regard to case; another lab may have it', async () => {
      await expectCreated(admin, { name: 'Bandra' });
      const response = await admin.post('/api/v1/branches', { name: 'BANDRA' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(nameTaken);
      await expectCreated(other.admin, { name: 'Bandra' });
    });

    it('two admins adding one name at once: one branch and one refusal', async () => {
      const name = uniqueName('Twin');
      const secondAdmin = await lab.admin.signInAgain();
      const answers = await Promise.all([
        admin.post('/api/v1/branches', { name }),
        secondAdmin.post('/api/v1/branches', { name: name.toUpperCase() }),
      ]);
      expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    });

    it('is kept by the admin: a receptionist may not add or change one', async () => {
      const branch = (await listOf(admin)).items[0] as Branch;
      const added = await reception.post('/api/v1/branches', { name: uniqueName('Desk') });
      const changed = await reception.patch(`/api/v1/branches/${branch.id}`, { enabled: false, version: 0 });
      expect([added.statusCode, changed.statusCode]).toEqual([403, 403]);
      expect(added.json()).toEqual(adminOnly);
    });

    it("does not find another lab's branch to read or change", async () => {
      const read = await admin.get(`/api/v1/branches/${otherBranch.id}`);
      const changed = await admin.patch(`/api/v1/branches/${otherBranch.id}`, { name: 'Mine', version: 0 });
      expect([read.statusCode, changed.statusCode]).toEqual([404, 404]);
      expect(changed.json()).toEqual(notFound());
      expect((await other.admin.get(`/api/v1/branches/${otherBranch.id}`)).json()).toEqual(otherBranch);
    });

    it('renames from the version read; a stale version is refused and the row keeps the first change', async () => {
      const branch = await expectCreated(admin, { name: uniqueName('Powai') });
      const first = await admin.patch(`/api/v1/branches/${branch.id}`, { name: `${branch.name} East`, version: 0 });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ name: `${branch.name} East`, version: 1 });
      const second = await admin.patch(`/api/v1/branches/${branch.id}`, { code: 'PWI', version: 0 });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual(staleRecord);
      expect((await admin.get(`/api/v1/branches/${branch.id}`)).json()).toMatchObject({ code: null, version: 1 });
      const audits = await auditOf(branch.id);
      expect(audits.map((row) => row.action)).toEqual(['branch.create', 'branch.update']);
      expect(audits[1]?.before).toMatchObject({ name: branch.name, version: 0 });
      expect(audits[1]?.after).toMatchObject({ name: `${branch.name} East`, version: 1 });
    });

    it('refuses a rename to a name taken, and a change that changes nothing', async () => {
      const branch = await expectCreated(admin, { name: uniqueName('Thane') });
      const taken = await admin.patch(`/api/v1/branches/${branch.id}`, { name: 'bandra', version: 0 });
      expect(taken.json()).toEqual(nameTaken);
      const nothing = await admin.patch(`/api/v1/branches/${branch.id}`, { version: 0 });
      expect(nothing.statusCode).toBe(400);
    });

    it('lists enabled branches by name, searched, sorted and paged; disabled ones when asked', async () => {
      const disabled = await expectCreated(admin, { name: 'Zeta closed', code: 'ZZZ' });
      await admin.patch(`/api/v1/branches/${disabled.id}`, { enabled: false, version: 0 });
      const names = (await listOf(reception)).items.map((branch) => branch.name);
      expect(names).not.toContain('Zeta closed');
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      expect((await listOf(reception, '?includeDisabled=true')).items.map((branch) => branch.name)).toContain(
        'Zeta closed',
      );
      expect((await listOf(admin, '?search=zzz&includeDisabled=true')).items.map((branch) => branch.id)).toEqual([
        disabled.id,
      ]);
      const firstPage = await listOf(admin, '?limit=2&sort=createdAt&direction=desc&includeDisabled=true');
      expect(firstPage.items[0]?.id).toBe(disabled.id);
      expect(firstPage.items).toHaveLength(2);
      expect(firstPage.nextCursor).not.toBeNull();
      // Another lab's branches never show.
      expect((await listOf(admin, '?search=North')).items).toEqual([]);
    });
  });

  describe('a lab user belongs to one branch', () => {
    let andheri: Branch;
    let closed: Branch;

    beforeAll(async () => {
      andheri = await expectCreated(admin, { name: uniqueName('User branch') });
      closed = await expectCreated(admin, { name: uniqueName('Closed branch') });
      await admin.patch(`/api/v1/branches/${closed.id}`, { enabled: false, version: 0 });
    });

    const newUser = (branchId: number | null) => ({
      username: uniqueName('branch.user').toLowerCase().replace(/\s+/g, '.'),
      password: 'Welcome@123',
      fullName: uniqueName('Branch User'),
      branchId,
    });

    it('is put in an enabled branch of the lab, and the answer says which', async () => {
      const response = await admin.post('/api/v1/lab-users', newUser(andheri.id));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<LabUser>().branchId).toBe(andheri.id);
    });

    it("is not put in another lab's branch (404) nor a disabled one (403)", async () => {
      const foreign = await admin.post('/api/v1/lab-users', newUser(otherBranch.id));
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(notFound('branchId'));
      const disabled = await admin.post('/api/v1/lab-users', newUser(closed.id));
      expect(disabled.statusCode).toBe(403);
      expect(disabled.json()).toEqual(notAvailable);
    });

    it('keeps a branch disabled after they joined it, and cannot be moved to one', async () => {
      const user = (await admin.post('/api/v1/lab-users', newUser(andheri.id))).json<LabUser>();
      const kept = await ctx.services.branches.byId(lab.labId, andheri.id);
      await admin.patch(`/api/v1/branches/${andheri.id}`, { enabled: false, version: kept?.version ?? 0 });
      const renamed = await admin.patch(`/api/v1/lab-users/${user.id}`, {
        fullName: 'Renamed',
        branchId: andheri.id,
        version: user.version,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json<LabUser>()).toMatchObject({ fullName: 'Renamed', branchId: andheri.id });
      const moved = await admin.patch(`/api/v1/lab-users/${user.id}`, {
        branchId: closed.id,
        version: user.version + 1,
      });
      expect(moved.json()).toEqual(notAvailable);
      const foreign = await admin.patch(`/api/v1/lab-users/${user.id}`, {
        branchId: otherBranch.id,
        version: user.version + 1,
      });
      expect(foreign.json()).toEqual(notFound('branchId'));
      const none = await admin.patch(`/api/v1/lab-users/${user.id}`, { branchId: null, version: user.version + 1 });
      expect(none.json<LabUser>().branchId).toBeNull();
    });
  });
});

describe('bills and samples carry the branch (spec 001 §6)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let catalogue: BillingCatalogue;
  let patientId: number;
  let east: Branch;
  let west: Branch;
  let eastDesk: TestClient;
  let westDesk: TestClient;
  let foreignBranch: Branch;

  const billOf = (overrides: Partial<CreateBill> = {}): CreateBill => ({
    patientId,
    lines: [{ kind: 'test', id: catalogue.glucose.id }],
    ...overrides,
  });
  const createBill = async (as: TestClient, input: CreateBill = billOf()): Promise<Bill> => {
    const response = await as.post('/api/v1/bills', input);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const billIds = async (as: TestClient, query = ''): Promise<number[]> => {
    const response = await as.get(`/api/v1/bills?limit=200${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BillList>().items.map((bill) => bill.id);
  };
  /** The session works in `branchId` (the header's selector). */
  const workIn = async (client: TestClient, branchId: number | null) => {
    const response = await client.put('/api/v1/session/branch', { branchId });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    catalogue = await billingCatalogue(ctx, lab);
    patientId = (await billingPatient(ctx, lab)).id;
    const turnedOn = await lab.admin.put('/api/v1/branches/management', { enabled: true });
    expect(turnedOn.json<BranchManagementChanged>().createdBranch?.name).toBe('Main branch');
    east = (await lab.admin.post('/api/v1/branches', { name: 'East' })).json();
    west = (await lab.admin.post('/api/v1/branches', { name: 'West' })).json();
    await other.admin.put('/api/v1/branches/management', { enabled: true });
    foreignBranch = (await other.admin.post('/api/v1/branches', { name: 'East' })).json();
    eastDesk = await lab.user({ branchId: east.id });
    westDesk = await lab.user({ branchId: west.id });
  });
  afterAll(() => ctx.close());

  it("a user's new bill is in their branch, and so are its samples", async () => {
    const bill = await createBill(eastDesk, billOf({ lines: [{ kind: 'test', id: catalogue.urine.id }] }));
    expect(bill.branch).toEqual({ id: east.id, name: 'East' });
    expect((await eastDesk.get(`/api/v1/bills/${bill.id}`)).json<Bill>().branch).toEqual({ id: east.id, name: 'East' });
    const made = await ctx.database.db
      .select({ branchId: samples.branchId })
      .from(samples)
      .where(
        inArray(
          samples.id,
          bill.samples.map((sample) => sample.id),
        ),
      );
    expect(made).toEqual([{ branchId: east.id }]);
  });

  it('two users in different branches see their own bills only; a user without a branch sees all', async () => {
    const eastBill = await createBill(eastDesk);
    const westBill = await createBill(westDesk);
    expect(westBill.branch?.id).toBe(west.id);
    const eastSees = await billIds(eastDesk);
    const westSees = await billIds(westDesk);
    expect(eastSees).toContain(eastBill.id);
    expect(eastSees).not.toContain(westBill.id);
    expect(westSees).toEqual([westBill.id]);
    const adminSees = await billIds(lab.admin);
    expect(adminSees).toEqual(expect.arrayContaining([eastBill.id, westBill.id]));
    // The list answers the branch's name for its column.
    const item = (await lab.admin.get('/api/v1/bills?limit=200'))
      .json<BillList>()
      .items.find((bill) => bill.id === westBill.id);
    expect(item?.branch).toEqual({ id: west.id, name: 'West' });
  });

  it("a user kept to a branch does not reach another branch's bill by its id, its number in the search, or its count", async () => {
    const westBill = await createBill(westDesk);
    expect((await eastDesk.get(`/api/v1/bills/${westBill.id}`)).statusCode).toBe(404);
    expect((await westDesk.get(`/api/v1/bills/${westBill.id}`)).statusCode).toBe(200);
    expect((await lab.admin.get(`/api/v1/bills/${westBill.id}`)).statusCode).toBe(200);
    const found = async (as: TestClient) =>
      (await as.get(`/api/v1/search?variant=common&q=${encodeURIComponent(westBill.labBillId)}`))
        .json<{ bills: { id: number }[] }>()
        .bills.map((hit) => hit.id);
    expect(await found(westDesk)).toContain(westBill.id);
    expect(await found(eastDesk)).not.toContain(westBill.id);
    expect(await found(lab.admin)).toContain(westBill.id);
    const billsToday = async (as: TestClient) =>
      (await as.get('/api/v1/dashboard/today'))
        .json<{ counts: { key: string; value: number | null }[] }>()
        .counts.find((count) => count.key === 'bills')?.value ?? -1;
    const [east, west, all] = [await billsToday(eastDesk), await billsToday(westDesk), await billsToday(lab.admin)];
    expect(east + west).toBeLessThanOrEqual(all);
    expect(west).toBeGreaterThan(0);
    expect(east).toBeLessThan(all);
  });

  it('a user without a branch may filter by one; a user kept to a branch may not ask for another', async () => {
    const westBill = await createBill(westDesk);
    expect(await billIds(lab.admin, `&branchId=${west.id}`)).toContain(westBill.id);
    expect(await billIds(lab.admin, `&branchId=${east.id}`)).not.toContain(westBill.id);
    const foreign = await lab.admin.get(`/api/v1/bills?branchId=${foreignBranch.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(notFound('branchId'));
    const crossing = await eastDesk.get(`/api/v1/bills?branchId=${west.id}`);
    expect(crossing.statusCode).toBe(403);
    expect(crossing.json()).toEqual(notAvailable);
  });

  it('a session working in all branches must name the bill’s branch, one of the lab’s enabled ones', async () => {
    const missing = await lab.admin.post('/api/v1/bills', billOf());
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(branchRequired);
    const foreign = await lab.admin.post('/api/v1/bills', billOf({ branchId: foreignBranch.id }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(notFound('branchId'));
    const named = await createBill(lab.admin, billOf({ branchId: west.id }));
    expect(named.branch?.id).toBe(west.id);
    const crossing = await eastDesk.post('/api/v1/bills', billOf({ branchId: west.id }));
    expect(crossing.statusCode).toBe(403);
    expect(crossing.json()).toEqual(notAvailable);
  });

  it("the session's current branch keeps its bills and its list to that branch", async () => {
    const session = await lab.admin.signInAgain();
    await workIn(session, west.id);
    const bill = await createBill(session);
    expect(bill.branch?.id).toBe(west.id);
    const eastBill = await createBill(eastDesk);
    const sees = await billIds(session);
    expect(sees).toContain(bill.id);
    expect(sees).not.toContain(eastBill.id);
    await workIn(session, null);
    expect(await billIds(session)).toContain(eastBill.id);
  });

  it('a disabled branch takes no new bills; its old bills keep it', async () => {
    const closing = (await lab.admin.post('/api/v1/branches', { name: uniqueName('Closing') })).json<Branch>();
    const old = await createBill(lab.admin, billOf({ branchId: closing.id }));
    await lab.admin.patch(`/api/v1/branches/${closing.id}`, { enabled: false, version: 0 });
    const refused = await lab.admin.post('/api/v1/bills', billOf({ branchId: closing.id }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(notAvailable);
    expect((await lab.admin.get(`/api/v1/bills/${old.id}`)).json<Bill>().branch?.id).toBe(closing.id);
  });

  it('with branch management off, bills carry no branch and lists are not kept to one', async () => {
    const plain = await ctx.createLab();
    const plainCatalogue = await billingCatalogue(ctx, plain);
    const plainPatient = await billingPatient(ctx, plain);
    const bill = await createBill(plain.admin, {
      patientId: plainPatient.id,
      lines: [{ kind: 'test', id: plainCatalogue.glucose.id }],
      branchId: 12345,
    });
    expect(bill.branch).toBeNull();
    await lab.admin.put('/api/v1/branches/management', { enabled: false });
    try {
      const eastBill = await createBill(eastDesk);
      expect(eastBill.branch).toBeNull();
      expect(await billIds(westDesk)).toContain(eastBill.id);
    } finally {
      await lab.admin.put('/api/v1/branches/management', { enabled: true });
    }
  });
});
