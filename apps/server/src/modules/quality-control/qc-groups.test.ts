import type { QcGroup, QcGroupList, QcOptions } from '@lims/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, qcGroups } from '../../db/schema/index.js';
import type { TestClient, TestContext, TestUser } from '../../test/test-context.js';
import { createTestContext, uniqueName } from '../../test/test-context.js';
import { groupBody, makeGroup, type QcBench, qcBench } from './qc.test-support.js';

const refusal = (messageKey: string, field?: string) => ({
  error: expect.objectContaining({ messageKey, ...(field ? { field } : {}) }),
});

describe("QC groups (spec 002 §3 'QC group: name, department, type, created_at, lab_user__name'; add-new-qc, edit-qc-details, remove-qc-details)", () => {
  let ctx: TestContext;
  let bench: QcBench;
  let other: QcBench;
  let off: QcBench;
  /** A technician of chemistry: may view, not configure. */
  let technician: TestClient;
  let admin: TestUser;
  let secondAdmin: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext();
    [bench, other, off] = await Promise.all([qcBench(ctx), qcBench(ctx), qcBench(ctx, { qualityControl: false })]);
    admin = bench.lab.admin;
    technician = await bench.lab.user({ labAccess: true, departmentIds: [bench.chemistry.id] });
    secondAdmin = await bench.lab.user({ admin: true });
  });
  afterAll(() => ctx.close());

  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await admin.post('/api/v1/qc/groups', groupBody(bench, overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<QcGroup>();
  };

  it('offers the departments and the enabled devices with the tests each runs and their unit', async () => {
    const response = await technician.get('/api/v1/qc/options');
    expect(response.statusCode, response.body).toBe(200);
    const options = response.json<QcOptions>();
    expect(options.departments).toEqual([{ id: bench.chemistry.id, name: bench.chemistry.name }]);
    const analyser = options.devices.find((device) => device.id === bench.analyser.id);
    expect(analyser).toMatchObject({ name: bench.analyser.name, departmentId: bench.chemistry.id });
    expect(analyser?.tests.map((test) => test.id).sort()).toEqual([bench.glucose.id, bench.urea.id].sort());
    expect(analyser?.tests.every((test) => test.unit === 'mg/dL')).toBe(true);
    expect(options.devices.find((device) => device.id === bench.spare.id)?.tests.map((test) => test.id)).toEqual([
      bench.glucose.id,
    ]);
  });

  it('creates a group with its tests and targets, by its creator, audited', async () => {
    const group = await create();
    expect(group).toMatchObject({
      department: { id: bench.chemistry.id, name: bench.chemistry.name },
      device: { id: bench.analyser.id, name: bench.analyser.name },
      level: 'level1',
      lotNumber: 'LOT-2026-04',
      enabled: true,
      lastRun: null,
      openHolds: 0,
      createdBy: bench.lab.admin.name,
      version: 0,
    });
    expect(group.tests).toHaveLength(2);
    expect(group.tests.find((test) => test.testId === bench.glucose.id)).toEqual({
      testId: bench.glucose.id,
      testName: bench.glucose.name,
      targetMean: 100,
      targetSd: 5,
      unit: 'mg/dL',
    });
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'qcGroup'), eq(auditLog.entityId, String(group.id))));
    expect(audited.map((row) => row.action)).toEqual(['qcGroup.create']);
    expect((await technician.get(`/api/v1/qc/groups/${group.id}`)).json<QcGroup>()).toEqual(group);
  });

  it('refuses a test the device does not run, naming both', async () => {
    const response = await admin.post('/api/v1/qc/groups', groupBody(bench, { deviceId: bench.spare.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: expect.objectContaining({
        messageKey: 'qcTestNotOnDevice',
        field: 'tests.1.testId',
        params: { test: bench.urea.name, device: bench.spare.name },
        message: `${bench.urea.name} does not run on ${bench.spare.name}.`,
      }),
    });
  });

  it("refuses another lab's department, device or test, a repeated test, no test and a target SD of 0", async () => {
    const foreignDepartment = await admin.post(
      '/api/v1/qc/groups',
      groupBody(bench, { departmentId: other.chemistry.id }),
    );
    expect(foreignDepartment.statusCode).toBe(400);
    expect(foreignDepartment.json()).toEqual(refusal('invalidRequest', 'departmentId'));
    const foreignDevice = await admin.post('/api/v1/qc/groups', groupBody(bench, { deviceId: other.analyser.id }));
    expect(foreignDevice.json()).toEqual(refusal('invalidRequest', 'deviceId'));
    const foreignTest = await admin.post(
      '/api/v1/qc/groups',
      groupBody(bench, { tests: [{ testId: other.glucose.id, targetMean: 1, targetSd: 1, unit: '' }] }),
    );
    expect(foreignTest.json()).toEqual(refusal('invalidRequest', 'tests.0.testId'));
    const twice = { testId: bench.glucose.id, targetMean: 1, targetSd: 1, unit: '' };
    expect((await admin.post('/api/v1/qc/groups', groupBody(bench, { tests: [twice, twice] }))).json()).toEqual(
      refusal('invalidRequest', 'tests.1.testId'),
    );
    expect((await admin.post('/api/v1/qc/groups', groupBody(bench, { tests: [] }))).json()).toEqual(
      refusal('qcGroupNeedsTest', 'tests'),
    );
    const flat = await admin.post('/api/v1/qc/groups', groupBody(bench, { tests: [{ ...twice, targetSd: 0 }] }));
    expect(flat.json()).toEqual(refusal('qcTargetSdPositive', 'tests.0.targetSd'));
    const made = await ctx.database.db.select().from(qcGroups).where(eq(qcGroups.labId, other.lab.labId));
    expect(made).toEqual([]);
  });

  it('refuses a name taken in the lab, whatever its case, and allows it in another lab', async () => {
    const group = await create();
    const again = await admin.post('/api/v1/qc/groups', groupBody(bench, { name: group.name.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal('qcGroupNameTaken', 'name'));
    const theirs = await other.lab.admin.post('/api/v1/qc/groups', groupBody(other, { name: group.name }));
    expect(theirs.statusCode, theirs.body).toBe(201);
  });

  it('updates the targets and replaces the tests; a stale version is refused', async () => {
    const group = await create();
    const change = {
      ...groupBody(bench, { name: group.name, lotNumber: null }),
      tests: [{ testId: bench.glucose.id, targetMean: 102, targetSd: 4, unit: 'mg/dL' }],
      enabled: true,
      version: group.version,
    };
    const [first, second] = [
      await admin.put(`/api/v1/qc/groups/${group.id}`, change),
      await secondAdmin.put(`/api/v1/qc/groups/${group.id}`, change),
    ];
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<QcGroup>()).toMatchObject({
      lotNumber: null,
      version: 1,
      tests: [{ testId: bench.glucose.id, targetMean: 102, targetSd: 4 }],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(refusal('staleRecord'));
  });

  it('removes a group with enabled false: it leaves the list unless disabled ones are asked for', async () => {
    const group = await create();
    const removed = await admin.put(`/api/v1/qc/groups/${group.id}`, {
      ...groupBody(bench, { name: group.name }),
      enabled: false,
      version: 0,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const audited = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'qcGroup'), eq(auditLog.entityId, String(group.id))));
    expect(audited.map((row) => row.action)).toEqual(['qcGroup.create', 'qcGroup.remove']);
    const listed = async (query: string) =>
      (await technician.get(`/api/v1/qc/groups?limit=200${query}`)).json<QcGroupList>().items.map((item) => item.id);
    expect(await listed('')).not.toContain(group.id);
    expect(await listed('&includeDisabled=true')).toContain(group.id);
  });

  it('lists a page searched by name and filtered by department, by name', async () => {
    const marker = uniqueName('Lipid');
    const [a, b] = [await create({ name: `${marker} B` }), await create({ name: `${marker} a` })];
    const response = await technician.get(`/api/v1/qc/groups?search=${encodeURIComponent(marker)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<QcGroupList>()).toMatchObject({ total: 2, items: [{ id: b.id }, { id: a.id }] });
    const elsewhere = await bench.lab.department(uniqueName('Serology'));
    const none = await technician.get(
      `/api/v1/qc/groups?search=${encodeURIComponent(marker)}&departmentId=${elsewhere.id}`,
    );
    expect(none.json<QcGroupList>()).toMatchObject({ total: 0, items: [] });
  });

  it('needs qc.configure to change, qualityControl on, and answers 404 for another lab', async () => {
    const group = await makeGroup(ctx, bench);
    const refused = await technician.post('/api/v1/qc/groups', groupBody(bench));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal('adminOnly'));
    expect((await other.lab.admin.get(`/api/v1/qc/groups/${group.id}`)).statusCode).toBe(404);
    const foreignUpdate = await other.lab.admin.put(`/api/v1/qc/groups/${group.id}`, {
      ...groupBody(other),
      enabled: true,
      version: 0,
    });
    expect(foreignUpdate.statusCode).toBe(404);
    for (const response of [
      await off.lab.admin.get('/api/v1/qc/options'),
      await off.lab.admin.get('/api/v1/qc/groups'),
      await off.lab.admin.post('/api/v1/qc/groups', groupBody(off)),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(refusal('qualityControlOff'));
    }
  });
});
