import type {
  Department,
  DepartmentOrder,
  InventoryItem,
  InventorySettings,
  StockList,
  StockMovementList,
  StockRow,
} from '@lims/contract';
import { calendarDateIn } from '@lims/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, departmentOrders, stockConsumptions, stockLots } from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import type { TestLab } from '../../test/factories.js';
import {
  createTestContext,
  type TestClient,
  type TestContext,
  type TestUser,
  uniqueName,
} from '../../test/test-context.js';
import { applyMovements } from './stock-movements.queries.js';

const notAuthorised = errorBody('forbidden', 'notAuthorised', 'You are not authorised to do this.');
const adminOnly = errorBody('forbidden', 'adminOnly', 'Only an administrator of this lab can do this.');
const notFound = errorBody('not_found', 'notFound', 'The requested item was not found.');
const inventoryOff = errorBody('conflict', 'inventoryOff', 'Inventory management is not switched on for this lab.');
const staleRecord = errorBody(
  'stale',
  'staleRecord',
  'Someone else changed this record while you were editing it. Reload it and make your change again.',
);

/** A day `days` after `day` ('YYYY-MM-DD'). */
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('stock and its settings (issue 15; spec 002 §9 Inventory)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let off: TestLab;
  let haematology: Department;
  let technician: TestUser;
  let secondTechnician: TestClient;
  let receptionist: TestClient;
  let doctor: TestClient;
  let today: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    const on = { settings: { inventoryManagement: true } };
    [lab, other, off] = await Promise.all([ctx.createLab(on), ctx.createLab(on), ctx.createLab()]);
    haematology = await lab.department(uniqueName('Haematology'));
    technician = await lab.user({ labAccess: true, departmentIds: [haematology.id] });
    secondTechnician = await lab.user({ labAccess: true, departmentIds: [haematology.id] });
    receptionist = await lab.user({ departmentIds: [haematology.id] });
    doctor = await lab.doctor();
    today = calendarDateIn(ctx.clock.now(), 'Asia/Kolkata');
  });
  afterAll(() => ctx.close());

  const itemOf = async (overrides: Record<string, unknown> = {}, of: TestLab = lab) => {
    const response = await of.admin.post('/api/v1/inventory/items', {
      name: uniqueName('Glucose reagent'),
      materialCode: null,
      inventoryType: 'reagent',
      category: null,
      purchaseUnit: 'box',
      inventoryUnit: 'test',
      unitsPerPurchase: 10,
      reorderLevel: 0,
      brandName: 'Randox',
      ...overrides,
    });
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json<InventoryItem>();
    return { ...item, brandId: item.brands[0]?.id as number };
  };

  const receiptOf = (item: { id: number; brandId: number }, overrides: Record<string, unknown> = {}) => ({
    inventoryId: item.id,
    brandId: item.brandId,
    departmentId: haematology.id,
    lotNumber: uniqueName('LOT'),
    expiresOn: '2099-12-31',
    quantity: 3,
    unit: 'purchase',
    ...overrides,
  });

  const receive = async (
    item: { id: number; brandId: number },
    overrides: Record<string, unknown> = {},
    client: TestClient = technician,
  ) => {
    const response = await client.post('/api/v1/inventory/stock/receipts', receiptOf(item, overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<StockRow>();
  };

  const movementsOf = async (inventoryId: number) => {
    const response = await technician.get(`/api/v1/inventory/stock/movements?inventoryId=${inventoryId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StockMovementList>().items;
  };

  describe('settings', () => {
    it('reads the defaults until first saved, saves at the version read, and refuses a stale one', async () => {
      const fresh = await ctx.createLab({ settings: { inventoryManagement: true } });
      const read = await fresh.admin.get('/api/v1/inventory/settings');
      expect(read.json()).toEqual({
        testWiseConsumption: true,
        sampleWiseConsumption: true,
        qcConsumption: true,
        sampleDepartmentId: null,
        nearExpiryDays: 30,
        version: 0,
      });
      const department = await fresh.department(uniqueName('Collection'));
      const change = {
        testWiseConsumption: false,
        sampleWiseConsumption: true,
        qcConsumption: false,
        sampleDepartmentId: department.id,
        nearExpiryDays: 14,
        version: 0,
      };
      const saved = await fresh.admin.put('/api/v1/inventory/settings', change);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ ...change, version: 1 });
      expect(await ctx.services.inventorySettings.settingsOf(fresh.labId)).toEqual({ ...change, version: 1 });
      const again = await fresh.admin.put('/api/v1/inventory/settings', { ...change, nearExpiryDays: 7 });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(staleRecord);
      const audit = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'inventorySettings'), eq(auditLog.entityId, String(fresh.labId))));
      expect(audit.map((row) => row.action)).toEqual(['inventorySettings.update']);
    });

    it("refuses another lab's department for sample consumption, a technician's change and a lab without stock", async () => {
      const theirs = await other.department(uniqueName('Theirs'));
      const current = (await lab.admin.get('/api/v1/inventory/settings')).json<InventorySettings>();
      const response = await lab.admin.put('/api/v1/inventory/settings', {
        ...current,
        sampleDepartmentId: theirs.id,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ messageKey: 'invalidRequest', field: 'sampleDepartmentId' });
      const bench = await technician.put('/api/v1/inventory/settings', current);
      expect(bench.json()).toEqual(adminOnly);
      expect((await doctor.get('/api/v1/inventory/settings')).statusCode).toBe(403);
      expect((await off.admin.get('/api/v1/inventory/settings')).json()).toEqual(inventoryOff);
    });
  });

  describe('receive', () => {
    it('receives boxes as tests, with its movement, who, and its audit row', async () => {
      const item = await itemOf({ unitsPerPurchase: 25 });
      const lotNumber = uniqueName('LOT');
      const row = await receive(item, { quantity: 2, lotNumber, expiresOn: '2099-06-30' });
      expect(row).toEqual({
        department: { id: haematology.id, name: haematology.name },
        inventoryId: item.id,
        inventoryName: item.name,
        inventoryType: 'reagent',
        materialCode: null,
        inventoryUnit: 'test',
        brandId: item.brandId,
        brandName: 'Randox',
        remaining: 50,
        reorderLevel: 0,
        level: 'ok',
        nextExpiry: '2099-06-30',
        expiry: 'ok',
        lots: [
          {
            id: expect.any(Number),
            lotNumber,
            expiresOn: '2099-06-30',
            expiry: 'ok',
            received: 50,
            remaining: 50,
            receivedAt: expect.any(String),
            version: 1,
          },
        ],
      });
      const inUnits = await receive(item, { quantity: 7.5, unit: 'inventory', expiresOn: null });
      expect(inUnits.remaining).toBe(57.5);
      expect(await movementsOf(item.id)).toEqual([
        expect.objectContaining({ kind: 'received', quantity: 7.5, by: technician.name, source: null }),
        expect.objectContaining({ kind: 'received', quantity: 50, lotNumber, by: technician.name, reason: null }),
      ]);
      const audit = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'stockLot'), eq(auditLog.entityId, String(row.lots[0]?.id))));
      expect(audit.map((entry) => entry.action)).toEqual(['stock.receive']);
    });

    it('refuses a brand of another item, an expiry in the past, and bad input, with the message key', async () => {
      const item = await itemOf();
      const another = await itemOf();
      const wrongBrand = await technician.post(
        '/api/v1/inventory/stock/receipts',
        receiptOf({ id: item.id, brandId: another.brandId }),
      );
      expect(wrongBrand.statusCode).toBe(400);
      expect(wrongBrand.json().error).toMatchObject({ messageKey: 'inventoryBrandOfOtherItem', field: 'brandId' });
      const expired = await technician.post(
        '/api/v1/inventory/stock/receipts',
        receiptOf(item, { expiresOn: dayAfter(today, -1) }),
      );
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error).toMatchObject({ messageKey: 'stockExpiryInPast', field: 'expiresOn' });
      // A lot expiring today is still usable.
      expect((await receive(item, { expiresOn: today })).remaining).toBe(30);
      const zero = await technician.post('/api/v1/inventory/stock/receipts', receiptOf(item, { quantity: 0 }));
      expect(zero.statusCode).toBe(400);
      expect(zero.json().error.fields).toEqual([
        expect.objectContaining({ field: 'quantity', messageKey: 'inventoryQuantityPositive' }),
      ]);
    });

    it("answers 404 for another lab's item or department, refuses the front desk, a doctor and a lab without stock", async () => {
      const theirs = await itemOf({}, other);
      const response = await technician.post('/api/v1/inventory/stock/receipts', receiptOf(theirs));
      expect(response.statusCode).toBe(404);
      const mine = await itemOf();
      const theirDepartment = await other.department(uniqueName('Theirs'));
      const elsewhere = await technician.post(
        '/api/v1/inventory/stock/receipts',
        receiptOf(mine, { departmentId: theirDepartment.id }),
      );
      expect(elsewhere.statusCode).toBe(404);
      const desk = await receptionist.post('/api/v1/inventory/stock/receipts', receiptOf(mine));
      expect(desk.json()).toEqual(notAuthorised);
      expect((await doctor.get('/api/v1/inventory/stock')).statusCode).toBe(403);
      const offItem = { id: 1, brandId: 1 };
      const offResponse = await off.admin.post('/api/v1/inventory/stock/receipts', receiptOf(offItem));
      expect(offResponse.statusCode).toBe(409);
      expect(offResponse.json()).toEqual(inventoryOff);
      expect((await off.admin.get('/api/v1/inventory/stock')).json()).toEqual(inventoryOff);
    });

    it('fills an open order of the department, which becomes received; a closed one is refused', async () => {
      const item = await itemOf();
      const placed = await technician.post('/api/v1/inventory/orders', {
        departmentId: haematology.id,
        note: null,
        items: [{ inventoryId: item.id, brandId: item.brandId, quantity: 3 }],
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json<DepartmentOrder>();
      const biochemistry = await lab.department(uniqueName('Biochemistry'));
      const otherDepartment = await technician.post(
        '/api/v1/inventory/stock/receipts',
        receiptOf(item, { orderId: order.id, departmentId: biochemistry.id }),
      );
      expect(otherDepartment.statusCode).toBe(400);
      await receive(item, { orderId: order.id });
      const read = (await technician.get(`/api/v1/inventory/orders/${order.id}`)).json<DepartmentOrder>();
      expect(read).toMatchObject({ status: 'received', closedBy: technician.name, version: 1 });
      expect(read.closedAt).not.toBeNull();
      const twice = await technician.post('/api/v1/inventory/stock/receipts', receiptOf(item, { orderId: order.id }));
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error).toMatchObject({ messageKey: 'departmentOrderNotOpen' });
      const [stored] = await ctx.database.db.select().from(departmentOrders).where(eq(departmentOrders.id, order.id));
      expect(stored?.status).toBe('received');
    });
  });

  describe('remove', () => {
    it('takes stock out of a lot with its reason, never beyond what it holds', async () => {
      const item = await itemOf();
      const lot = (await receive(item, { quantity: 1 })).lots[0] as StockRow['lots'][number];
      const tooMuch = await technician.post(`/api/v1/inventory/stock/lots/${lot.id}/removals`, {
        kind: 'issued',
        quantity: 10.5,
        reason: null,
        version: lot.version,
      });
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json()).toEqual(
        errorBody('conflict', 'stockNotEnough', 'Only 10 test are left in this lot.', 'quantity', {
          remaining: 10,
          unit: 'test',
        }),
      );
      const taken = await technician.post(`/api/v1/inventory/stock/lots/${lot.id}/removals`, {
        kind: 'discarded',
        quantity: 4,
        reason: 'Broken vial',
        version: lot.version,
      });
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json<StockRow>()).toMatchObject({ remaining: 6, lots: [{ id: lot.id, remaining: 6, version: 2 }] });
      expect((await movementsOf(item.id))[0]).toMatchObject({ kind: 'discarded', quantity: -4, reason: 'Broken vial' });
    });

    it('refuses the second of two users taking from one lot at the version they read (409 stale)', async () => {
      const item = await itemOf();
      const lot = (await receive(item, { quantity: 1 })).lots[0] as StockRow['lots'][number];
      const body = { kind: 'issued', quantity: 2, reason: null, version: lot.version };
      const responses = await Promise.all(
        [technician, secondTechnician].map((client) =>
          client.post(`/api/v1/inventory/stock/lots/${lot.id}/removals`, body),
        ),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect(responses.find((response) => response.statusCode === 409)?.json()).toEqual(staleRecord);
      const [stored] = await ctx.database.db.select().from(stockLots).where(eq(stockLots.id, lot.id));
      expect(stored?.remaining).toBe(8);
    });

    it("answers 404 for another lab's lot", async () => {
      const theirs = await itemOf({}, other);
      const theirDepartment = await other.department(uniqueName('Theirs'));
      const received = await ctx.services.stock.receive({
        actor: other.system,
        input: {
          inventoryId: theirs.id,
          brandId: theirs.brandId,
          departmentId: theirDepartment.id,
          lotNumber: 'L1',
          expiresOn: null,
          quantity: 1,
          unit: 'purchase',
        },
      });
      const response = await technician.post(`/api/v1/inventory/stock/lots/${received.lots[0]?.id}/removals`, {
        kind: 'issued',
        quantity: 1,
        reason: null,
        version: 1,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
      const movements = await technician.get(`/api/v1/inventory/stock/movements?inventoryId=${theirs.id}`);
      expect(movements.statusCode).toBe(404);
    });
  });

  describe('list', () => {
    it('keeps, for attention, a low item and a near-expiry lot, not a healthy one; expired lots stay to be discarded', async () => {
      const tag = uniqueName('Attention').replace(/\s/g, '');
      const low = await itemOf({ name: `${tag} low`, reorderLevel: 50 });
      const near = await itemOf({ name: `${tag} near` });
      const healthy = await itemOf({ name: `${tag} healthy`, reorderLevel: 5 });
      await receive(low, { quantity: 4 });
      await receive(near, { expiresOn: dayAfter(today, 10) });
      await receive(healthy, { quantity: 10 });
      const expiredRow = await receive(healthy, { quantity: 1, expiresOn: today });
      const expiredLot = expiredRow.lots.find((lot) => lot.expiresOn === today);
      await ctx.database.db
        .update(stockLots)
        .set({ expiresOn: dayAfter(today, -3) })
        .where(eq(stockLots.id, expiredLot?.id as number));

      const listOf = async (query: string) => {
        const response = await technician.get(`/api/v1/inventory/stock?search=${tag}${query}`);
        expect(response.statusCode, response.body).toBe(200);
        return response.json<StockList>();
      };
      const all = await listOf('');
      expect(all.items.map((row) => [row.inventoryName, row.remaining, row.level, row.expiry])).toEqual([
        [healthy.name, 100, 'ok', 'expired'],
        [low.name, 40, 'low', 'ok'],
        [near.name, 30, 'ok', 'nearExpiry'],
      ]);
      expect(all.items[0]?.lots.map((lot) => [lot.remaining, lot.expiry])).toEqual([
        [10, 'expired'],
        [100, 'ok'],
      ]);
      // Discard the expired lot: the healthy item then needs no attention.
      const attention = await listOf('&attention=true');
      expect(attention.items.map((row) => row.inventoryName)).toEqual([healthy.name, low.name, near.name]);
      const discarded = await technician.post(`/api/v1/inventory/stock/lots/${expiredLot?.id}/removals`, {
        kind: 'discarded',
        quantity: 10,
        reason: 'Expired',
        version: expiredLot?.version,
      });
      expect(discarded.statusCode, discarded.body).toBe(200);
      const after = await listOf('&attention=true');
      expect(after.items.map((row) => row.inventoryName)).toEqual([low.name, near.name]);
      expect(after.total).toBe(2);
      const byRemaining = await listOf('&sort=remaining&direction=desc&limit=1');
      expect(byRemaining.items.map((row) => row.inventoryName)).toEqual([healthy.name]);
      expect(byRemaining.total).toBe(3);
      const byExpiry = await listOf('&sort=nextExpiry');
      expect(byExpiry.items[0]?.inventoryName).toBe(near.name);
      const ofItem = await technician.get(
        `/api/v1/inventory/stock?inventoryId=${low.id}&departmentId=${haematology.id}`,
      );
      expect(ofItem.json<StockList>().items.map((row) => row.inventoryId)).toEqual([low.id]);
    });

    it('names the consumption a movement came from', async () => {
      const item = await itemOf();
      const row = await receive(item, { quantity: 1 });
      const lot = row.lots[0] as StockRow['lots'][number];
      await ctx.database.db.transaction(async (tx) => {
        const [consumption] = await tx
          .insert(stockConsumptions)
          .values({ labId: lab.labId, source: 'report', sourceId: 4242, departmentId: haematology.id, lines: [] })
          .returning();
        await applyMovements(tx, lab.labId, [
          {
            lotId: lot.id,
            inventoryId: item.id,
            brandId: item.brandId,
            departmentId: haematology.id,
            kind: 'consumed',
            quantity: -1,
            consumptionId: consumption?.id ?? null,
            at: ctx.clock.now(),
            by: null,
          },
        ]);
      });
      expect((await movementsOf(item.id))[0]).toMatchObject({
        kind: 'consumed',
        quantity: -1,
        source: { kind: 'report', id: 4242 },
        by: null,
      });
    });
  });
});
