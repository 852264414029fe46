import type {
  Department,
  DepartmentOrder,
  DepartmentOrderList,
  InventoryItem,
  PastThirtyDaysConsumption,
  StockRow,
} from '@lims/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
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
const notFound = errorBody('not_found', 'notFound', 'The requested item was not found.');
const inventoryOff = errorBody('conflict', 'inventoryOff', 'Inventory management is not switched on for this lab.');
const notOpen = errorBody('conflict', 'departmentOrderNotOpen', 'Only an open order can be changed.');
const staleRecord = errorBody(
  'stale',
  'staleRecord',
  'Someone else changed this record while you were editing it. Reload it and make your change again.',
);

const day = 86_400_000;

describe('department orders (spec 002 §9 newGetDeptInvOrder, cancelDepartmentInventoryOrder)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let off: TestLab;
  let haematology: Department;
  let technician: TestUser;
  let secondTechnician: TestClient;
  let receptionist: TestClient;
  let doctor: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext();
    const on = { settings: { inventoryManagement: true } };
    [lab, other, off] = await Promise.all([ctx.createLab(on), ctx.createLab(on), ctx.createLab()]);
    haematology = await lab.department(uniqueName('Haematology'));
    technician = await lab.user({ labAccess: true, departmentIds: [haematology.id] });
    secondTechnician = await lab.user({ labAccess: true, departmentIds: [haematology.id] });
    receptionist = await lab.user({ departmentIds: [haematology.id] });
    doctor = await lab.doctor();
  });
  afterAll(() => ctx.close());

  const itemOf = async (of: TestLab = lab) => {
    const item = await ctx.services.inventoryItems.create({
      actor: of.system,
      input: {
        name: uniqueName('CBC reagent'),
        materialCode: null,
        inventoryType: 'reagent',
        category: null,
        purchaseUnit: 'box',
        inventoryUnit: 'test',
        unitsPerPurchase: 100,
        reorderLevel: 0,
        brandName: 'Sysmex',
      },
    });
    return { ...item, brandId: item.brands[0]?.id as number };
  };

  const place = async (
    item: { id: number; brandId: number },
    overrides: Record<string, unknown> = {},
    client: TestClient = technician,
  ) => {
    const response = await client.post('/api/v1/inventory/orders', {
      departmentId: haematology.id,
      note: 'For next week',
      items: [{ inventoryId: item.id, brandId: item.brandId, quantity: 2 }],
      ...overrides,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<DepartmentOrder>();
  };

  /** Stock the department used: issued by hand and consumed today, consumed 40 days ago, discarded today. */
  const useStock = async (item: { id: number; brandId: number }) => {
    const row: StockRow = await ctx.services.stock.receive({
      actor: lab.system,
      input: {
        inventoryId: item.id,
        brandId: item.brandId,
        departmentId: haematology.id,
        lotNumber: uniqueName('LOT'),
        expiresOn: null,
        quantity: 1,
        unit: 'purchase',
      },
    });
    const lot = row.lots[0] as StockRow['lots'][number];
    const movement = { lotId: lot.id, inventoryId: item.id, brandId: item.brandId, departmentId: haematology.id };
    const now = ctx.clock.now();
    await ctx.database.db.transaction((tx) =>
      applyMovements(tx, lab.labId, [
        { ...movement, kind: 'issued', quantity: -5, at: now, by: null },
        { ...movement, kind: 'consumed', quantity: -2.5, at: new Date(now.getTime() - 29 * day), by: null },
        { ...movement, kind: 'consumed', quantity: -20, at: new Date(now.getTime() - 40 * day), by: null },
        { ...movement, kind: 'discarded', quantity: -10, at: now, by: null },
      ]),
    );
  };

  it("places an order with each item's past thirty days, audited, and lists it without items", async () => {
    const item = await itemOf();
    await useStock(item);
    const order = await place(item);
    expect(order).toEqual({
      id: expect.any(Number),
      department: { id: haematology.id, name: haematology.name },
      status: 'open',
      note: 'For next week',
      orderedAt: expect.any(String),
      orderedBy: technician.name,
      closedAt: null,
      closedBy: null,
      itemCount: 1,
      items: [
        {
          inventoryId: item.id,
          inventoryName: item.name,
          purchaseUnit: 'box',
          inventoryUnit: 'test',
          brandId: item.brandId,
          brandName: 'Sysmex',
          quantity: 2,
          pastThirtyDays: 7.5,
        },
      ],
      version: 0,
    });
    const past = await technician.get(
      `/api/v1/inventory/consumption/past-thirty-days?inventoryId=${item.id}&departmentId=${haematology.id}`,
    );
    expect(past.json<PastThirtyDaysConsumption>()).toEqual({
      inventoryId: item.id,
      departmentId: haematology.id,
      total: 7.5,
      byBrand: [{ brandId: item.brandId, brandName: 'Sysmex', quantity: 7.5 }],
    });
    const listed = await technician.get(`/api/v1/inventory/orders?departmentId=${haematology.id}&status=open`);
    expect(listed.statusCode, listed.body).toBe(200);
    const mine = listed.json<DepartmentOrderList>().items.find((entry) => entry.id === order.id);
    expect(mine).toEqual({ ...order, items: [] });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'departmentOrder'), eq(auditLog.entityId, String(order.id))));
    expect(audit.map((row) => row.action)).toEqual(['departmentOrder.place']);
  });

  it('lists the newest order first', async () => {
    const item = await itemOf();
    const first = await place(item);
    ctx.clock.advance(1000);
    const second = await place(item);
    const listed = (await technician.get('/api/v1/inventory/orders?limit=2')).json<DepartmentOrderList>();
    expect(listed.items.map((entry) => entry.id)).toEqual([second.id, first.id]);
  });

  it('cancels an open order once, and refuses it twice', async () => {
    const order = await place(await itemOf());
    const cancelled = await technician.post(`/api/v1/inventory/orders/${order.id}/cancel`, { version: 0 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<DepartmentOrder>()).toMatchObject({
      status: 'cancelled',
      closedBy: technician.name,
      version: 1,
      itemCount: 1,
    });
    const again = await technician.post(`/api/v1/inventory/orders/${order.id}/cancel`, { version: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(notOpen);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'departmentOrder'), eq(auditLog.entityId, String(order.id))));
    expect(audit.map((row) => row.action)).toEqual(['departmentOrder.place', 'departmentOrder.cancel']);
  });

  it('refuses the second of two users cancelling at once (409 stale)', async () => {
    const order = await place(await itemOf());
    const responses = await Promise.all(
      [technician, secondTechnician].map((client) =>
        client.post(`/api/v1/inventory/orders/${order.id}/cancel`, { version: 0 }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json()).toEqual(staleRecord);
  });

  it('refuses bad input with the message key: no items, a repeated item, a disabled brand, a brand of another item', async () => {
    const item = await itemOf();
    const another = await itemOf();
    const empty = await technician.post('/api/v1/inventory/orders', {
      departmentId: haematology.id,
      note: null,
      items: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual([
      expect.objectContaining({ field: 'items', messageKey: 'departmentOrderEmpty' }),
    ]);
    const line = { inventoryId: item.id, brandId: item.brandId, quantity: 1 };
    const repeated = await technician.post('/api/v1/inventory/orders', {
      departmentId: haematology.id,
      note: null,
      items: [line, line],
    });
    expect(repeated.statusCode).toBe(400);
    const mixed = await technician.post('/api/v1/inventory/orders', {
      departmentId: haematology.id,
      note: null,
      items: [{ ...line, brandId: another.brandId }],
    });
    expect(mixed.json().error).toMatchObject({ messageKey: 'inventoryBrandOfOtherItem', field: 'brandId' });
    await ctx.services.inventoryItems.updateBrand({
      actor: lab.system,
      id: item.brandId,
      input: { name: 'Sysmex', enabled: false, version: 0 },
    });
    const disabled = await technician.post('/api/v1/inventory/orders', {
      departmentId: haematology.id,
      note: null,
      items: [line],
    });
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().error).toMatchObject({ messageKey: 'invalidRequest', field: 'brandId' });
  });

  it("answers 404 for another lab's order, item or department; refuses the front desk, a doctor and a lab without stock", async () => {
    const theirs = await itemOf(other);
    const theirOrder = await ctx.services.departmentOrders.place({
      actor: other.system,
      input: {
        departmentId: (await other.department(uniqueName('Theirs'))).id,
        note: null,
        items: [{ inventoryId: theirs.id, brandId: theirs.brandId, quantity: 1 }],
      },
    });
    expect((await technician.get(`/api/v1/inventory/orders/${theirOrder.id}`)).json()).toEqual(notFound);
    const cancel = await technician.post(`/api/v1/inventory/orders/${theirOrder.id}/cancel`, { version: 0 });
    expect(cancel.statusCode).toBe(404);
    const withTheirItem = await technician.post('/api/v1/inventory/orders', {
      departmentId: haematology.id,
      note: null,
      items: [{ inventoryId: theirs.id, brandId: theirs.brandId, quantity: 1 }],
    });
    expect(withTheirItem.statusCode).toBe(404);
    const past = await technician.get(
      `/api/v1/inventory/consumption/past-thirty-days?inventoryId=${theirs.id}&departmentId=${haematology.id}`,
    );
    expect(past.statusCode).toBe(404);

    const mine = await itemOf();
    const desk = await receptionist.post('/api/v1/inventory/orders', {
      departmentId: haematology.id,
      note: null,
      items: [{ inventoryId: mine.id, brandId: mine.brandId, quantity: 1 }],
    });
    expect(desk.json()).toEqual(notAuthorised);
    expect((await receptionist.get('/api/v1/inventory/orders')).json()).toEqual(notAuthorised);
    expect((await doctor.get('/api/v1/inventory/orders')).statusCode).toBe(403);
    expect((await off.admin.get('/api/v1/inventory/orders')).json()).toEqual(inventoryOff);
    const offPlace = await off.admin.post('/api/v1/inventory/orders', {
      departmentId: 1,
      note: null,
      items: [{ inventoryId: 1, brandId: 1, quantity: 1 }],
    });
    expect(offPlace.json()).toEqual(inventoryOff);
  });

  it('reads each brand of the item in the past thirty days, brands unused at 0', async () => {
    const item = await itemOf();
    const withBrand = await ctx.services.inventoryItems.addBrand({
      actor: lab.system,
      id: item.id,
      input: { name: 'Abbott' },
    });
    await useStock(item);
    const response = await technician.get(
      `/api/v1/inventory/consumption/past-thirty-days?inventoryId=${item.id}&departmentId=${haematology.id}`,
    );
    const abbott = (withBrand as InventoryItem).brands.find((brand) => brand.name === 'Abbott');
    expect(response.json<PastThirtyDaysConsumption>().byBrand).toEqual([
      { brandId: abbott?.id, brandName: 'Abbott', quantity: 0 },
      { brandId: item.brandId, brandName: 'Sysmex', quantity: 7.5 },
    ]);
  });
});
