import type { Device, InventoryItem, InventoryMapping, MappingList, MappingTargetList } from '@lims/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, qcGroups } from '../../db/schema/index.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';
import { type BillingCatalogue, billingCatalogue } from '../billing/bills.test-support.js';
import { brandIdOf, deviceOf, inventoryLab, itemOf } from './mapping.test-support.js';

const refusal = (messageKey: string, field?: string) => ({
  error: expect.objectContaining({ messageKey, ...(field ? { field } : {}) }),
});

describe("inventory mappings (issue 15 'Mappings'; spec 002 §3 'Consumption row', §9 map-inventory-with-…)", () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let admin: TestClient;
  let secondAdmin: TestClient;
  let technician: TestClient;
  let catalogue: BillingCatalogue;
  let analyser: Device;
  let secondAnalyser: Device;
  /** A device of the lab that does not run glucose. */
  let urineAnalyser: Device;
  let qcGroupId: number;
  let otherTestId: number;

  const create = (body: Record<string, unknown>, client: TestClient = admin) =>
    client.post('/api/v1/inventory/mappings', body);
  const mapped = async (body: Record<string, unknown>) => {
    const response = await create(body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<InventoryMapping>();
  };
  const targets = async (query: string) => {
    const response = await admin.get(`/api/v1/inventory/mapping-targets?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MappingTargetList>();
  };
  const testMapping = (item: InventoryItem, changes: Record<string, unknown> = {}) => ({
    target: 'test',
    targetId: catalogue.glucose.id,
    inventoryId: item.id,
    brandId: brandIdOf(item),
    quantity: 1.5,
    ...changes,
  });

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(inventoryLab), ctx.createLab(inventoryLab)]);
    catalogue = await billingCatalogue(ctx, lab);
    admin = lab.admin;
    secondAdmin = await lab.user({ admin: true });
    technician = await lab.user({ labAccess: true, departmentIds: [catalogue.glucose.department.id] });
    const departmentId = catalogue.glucose.department.id;
    analyser = await deviceOf(ctx, lab, departmentId, [catalogue.glucose.id, catalogue.creatinine.id]);
    secondAnalyser = await deviceOf(ctx, lab, departmentId, [catalogue.glucose.id]);
    urineAnalyser = await deviceOf(ctx, lab, departmentId, [catalogue.urine.id]);
    const [group] = await ctx.database.db
      .insert(qcGroups)
      .values({
        labId: lab.labId,
        name: uniqueName('Glucose control'),
        departmentId,
        level: 'level1',
        deviceId: analyser.id,
      })
      .returning();
    qcGroupId = group?.id ?? 0;
    otherTestId = (await billingCatalogue(ctx, other)).glucose.id;
  });
  afterAll(() => ctx.close());

  it('maps a brand to a test with the names it shows, and audits it', async () => {
    const item = await itemOf(ctx, lab);
    const mapping = await mapped(testMapping(item, { consumptionOrder: 2 }));
    expect(mapping).toMatchObject({
      target: 'test',
      targetId: catalogue.glucose.id,
      device: null,
      inventoryId: item.id,
      inventoryName: item.name,
      inventoryType: 'reagent',
      purchaseUnit: 'Box',
      inventoryUnit: 'Test',
      brandId: item.brands[0]?.id,
      brandName: item.brands[0]?.name,
      quantity: 1.5,
      consumptionOrder: 2,
      enabled: true,
      version: 0,
    });
    const [row] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inventoryMapping.create'), eq(auditLog.entityId, String(mapping.id))));
    expect(row).toMatchObject({ labId: lab.labId, entityType: 'inventoryMapping' });
  });

  it('refuses the same brand mapped to the same target twice (409), and allows it on one device beside any device', async () => {
    const item = await itemOf(ctx, lab);
    await mapped(testMapping(item));
    const again = await create(testMapping(item, { quantity: 3 }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal('inventoryMappingExists', 'brandId'));
    const onDevice = await mapped(testMapping(item, { deviceId: analyser.id }));
    expect(onDevice.device).toEqual({ id: analyser.id, name: analyser.name });
    expect((await create(testMapping(item, { deviceId: analyser.id }))).statusCode).toBe(409);
  });

  it("refuses another item's brand, a device the test does not run on, and a device for a sample type or QC group", async () => {
    const item = await itemOf(ctx, lab);
    const otherItem = await itemOf(ctx, lab);
    const wrongBrand = await create(testMapping(item, { brandId: brandIdOf(otherItem) }));
    expect(wrongBrand.statusCode).toBe(400);
    expect(wrongBrand.json()).toEqual(refusal('inventoryBrandOfOtherItem', 'brandId'));
    const wrongDevice = await create(testMapping(item, { deviceId: urineAnalyser.id }));
    expect(wrongDevice.statusCode).toBe(400);
    expect(wrongDevice.json()).toEqual(refusal('reportDeviceNotForTest', 'deviceId'));
    for (const target of [
      { target: 'sample', targetId: catalogue.glucose.sampleType?.id },
      { target: 'qc', targetId: qcGroupId },
    ]) {
      const refused = await create(testMapping(item, { ...target, deviceId: analyser.id }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(refusal('invalidRequest', 'deviceId'));
    }
    const zero = await create(testMapping(item, { quantity: 0 }));
    expect(zero.statusCode).toBe(400);
  });

  it("answers 404 for another lab's test, item or brand, and another lab's mapping", async () => {
    const item = await itemOf(ctx, lab);
    const theirs = await itemOf(ctx, other);
    expect((await create(testMapping(item, { targetId: otherTestId }))).json()).toEqual(
      refusal('notFound', 'targetId'),
    );
    expect((await create(testMapping(item, { inventoryId: theirs.id, brandId: brandIdOf(theirs) }))).json()).toEqual(
      refusal('notFound', 'inventoryId'),
    );
    expect((await create(testMapping(item, { brandId: brandIdOf(theirs) }))).statusCode).toBe(404);
    const theirMapping = await ctx.services.inventoryMappings.create({
      actor: other.system,
      input: {
        target: 'test',
        targetId: otherTestId,
        deviceId: null,
        inventoryId: theirs.id,
        brandId: brandIdOf(theirs),
        quantity: 1,
        consumptionOrder: 0,
      },
    });
    const update = await admin.put(`/api/v1/inventory/mappings/${theirMapping.id}`, {
      quantity: 2,
      consumptionOrder: 0,
      enabled: true,
      version: 0,
    });
    expect(update.statusCode).toBe(404);
    expect((await admin.request('DELETE', `/api/v1/inventory/mappings/${theirMapping.id}?version=0`)).statusCode).toBe(
      404,
    );
    expect((await admin.get(`/api/v1/inventory/mappings?target=test&targetId=${otherTestId}`)).statusCode).toBe(404);
  });

  it("lists a test's mappings for a device: that device's and any device's, not another device's", async () => {
    const [anyDevice, first, second] = await Promise.all([itemOf(ctx, lab), itemOf(ctx, lab), itemOf(ctx, lab)]);
    const forAny = await mapped(testMapping(anyDevice, { targetId: catalogue.creatinine.id }));
    const forFirst = await mapped(testMapping(first, { targetId: catalogue.creatinine.id, deviceId: analyser.id }));
    await ctx.services.devices.update({
      actor: lab.system,
      id: secondAnalyser.id,
      input: { testIds: [catalogue.glucose.id, catalogue.creatinine.id], version: secondAnalyser.version },
    });
    const forSecond = await mapped(
      testMapping(second, { targetId: catalogue.creatinine.id, deviceId: secondAnalyser.id }),
    );
    const list = async (query: string) =>
      (await admin.get(`/api/v1/inventory/mappings?target=test&targetId=${catalogue.creatinine.id}${query}`))
        .json<MappingList>()
        .items.map((mapping) => mapping.id)
        .sort();
    expect(await list('')).toEqual([forAny.id, forFirst.id, forSecond.id].sort());
    expect(await list(`&deviceId=${analyser.id}`)).toEqual([forAny.id, forFirst.id].sort());
    expect(await list(`&deviceId=${secondAnalyser.id}`)).toEqual([forAny.id, forSecond.id].sort());
  });

  it('lists targets with their department, devices and count of enabled mappings, searched by name', async () => {
    const [first, second] = await Promise.all([itemOf(ctx, lab), itemOf(ctx, lab)]);
    const urineTestName = catalogue.urine.name;
    await mapped(testMapping(first, { targetId: catalogue.urine.id }));
    const disabled = await mapped(testMapping(second, { targetId: catalogue.urine.id }));
    await admin.put(`/api/v1/inventory/mappings/${disabled.id}`, {
      quantity: 1,
      consumptionOrder: 0,
      enabled: false,
      version: 0,
    });
    const tests = await targets(`target=test&search=${encodeURIComponent(urineTestName)}`);
    expect(tests.items).toEqual([
      {
        id: catalogue.urine.id,
        name: urineTestName,
        departmentName: catalogue.urine.department.name,
        devices: [{ id: urineAnalyser.id, name: urineAnalyser.name }],
        mappings: 1,
      },
    ]);
    const glucose = (await targets(`target=test&search=${encodeURIComponent(catalogue.glucose.name)}`)).items[0];
    expect(glucose?.devices.map((device) => device.id).sort()).toEqual([analyser.id, secondAnalyser.id].sort());

    const sampleTypeId = catalogue.urine.sampleType?.id ?? 0;
    await mapped({
      target: 'sample',
      targetId: sampleTypeId,
      inventoryId: first.id,
      brandId: brandIdOf(first),
      quantity: 1,
    });
    const samples = await targets('target=sample&limit=100');
    expect(samples.items.find((row) => row.id === sampleTypeId)).toMatchObject({
      departmentName: null,
      devices: [],
      mappings: 1,
    });
    await mapped({ target: 'qc', targetId: qcGroupId, inventoryId: first.id, brandId: brandIdOf(first), quantity: 2 });
    const groups = await targets('target=qc');
    expect(groups.items.find((row) => row.id === qcGroupId)).toMatchObject({
      departmentName: catalogue.glucose.department.name,
      devices: [{ id: analyser.id, name: analyser.name }],
      mappings: 1,
    });
    expect((await admin.get('/api/v1/inventory/mapping-targets?target=shelf')).statusCode).toBe(400);
  });

  it('changes a mapping from the version read (409 for the second of two admins), and removes it at its version', async () => {
    const item = await itemOf(ctx, lab);
    const mapping = await mapped(testMapping(item));
    const change = { quantity: 2.25, consumptionOrder: 1, enabled: false, version: mapping.version };
    const first = await admin.put(`/api/v1/inventory/mappings/${mapping.id}`, change);
    expect(first.statusCode).toBe(200);
    expect(first.json<InventoryMapping>()).toMatchObject({
      quantity: 2.25,
      consumptionOrder: 1,
      enabled: false,
      version: 1,
    });
    const second = await secondAdmin.put(`/api/v1/inventory/mappings/${mapping.id}`, { ...change, quantity: 9 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(refusal('staleRecord'));

    expect((await admin.request('DELETE', `/api/v1/inventory/mappings/${mapping.id}?version=0`)).statusCode).toBe(409);
    expect((await admin.request('DELETE', `/api/v1/inventory/mappings/${mapping.id}?version=1`)).statusCode).toBe(204);
    expect((await admin.request('DELETE', `/api/v1/inventory/mappings/${mapping.id}?version=1`)).statusCode).toBe(404);
    const actions = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'inventoryMapping'), eq(auditLog.entityId, String(mapping.id))));
    expect(actions.map((row) => row.action).sort()).toEqual([
      'inventoryMapping.create',
      'inventoryMapping.delete',
      'inventoryMapping.update',
    ]);
  });

  it('lets result staff read mappings but not change them', async () => {
    const item = await itemOf(ctx, lab);
    expect((await technician.get('/api/v1/inventory/mapping-targets?target=test')).statusCode).toBe(200);
    const refused = await create(testMapping(item), technician);
    expect(refused.statusCode).toBe(403);
  });

  it('refuses every mapping call of a lab that keeps no stock (409 inventoryOff)', async () => {
    const off = await ctx.createLab();
    const offCatalogue = await billingCatalogue(ctx, off);
    const reads = await off.admin.get('/api/v1/inventory/mapping-targets?target=test');
    expect(reads.statusCode).toBe(409);
    expect(reads.json()).toEqual(refusal('inventoryOff'));
    const writes = await off.admin.post('/api/v1/inventory/mappings', {
      target: 'test',
      targetId: offCatalogue.glucose.id,
      inventoryId: 1,
      brandId: 1,
      quantity: 1,
    });
    expect(writes.json()).toEqual(refusal('inventoryOff'));
  });
});
