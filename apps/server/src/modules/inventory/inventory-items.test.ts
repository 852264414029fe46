import type { Department, InventoryBrandChoices, InventoryItem, InventoryItemList } from '@lims/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, stockLots } from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';

const notAuthorised = errorBody('forbidden', 'notAuthorised', 'You are not authorised to do this.');
const adminOnly = errorBody('forbidden', 'adminOnly', 'Only an administrator of this lab can do this.');
const notFound = errorBody('not_found', 'notFound', 'The requested item was not found.');
const inventoryOff = errorBody('conflict', 'inventoryOff', 'Inventory management is not switched on for this lab.');
const staleRecord = errorBody(
  'stale',
  'staleRecord',
  'Someone else changed this record while you were editing it. Reload it and make your change again.',
);
const itemNameTaken = errorBody('conflict', 'inventoryItemNameTaken', 'An item with this name already exists.', 'name');
const brandNameTaken = errorBody(
  'conflict',
  'inventoryBrandNameTaken',
  'This item already has a brand with this name.',
  'name',
);

describe('inventory items and brands (issue 15; spec 002 §3 Inventory)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let off: TestLab;
  let haematology: Department;
  let technician: TestClient;
  let receptionist: TestClient;
  let doctor: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext();
    const on = { settings: { inventoryManagement: true } };
    [lab, other, off] = await Promise.all([ctx.createLab(on), ctx.createLab(on), ctx.createLab()]);
    haematology = await lab.department(uniqueName('Haematology'));
    technician = await lab.user({ labAccess: true, departmentIds: [haematology.id] });
    receptionist = await lab.user({ departmentIds: [haematology.id] });
    doctor = await lab.doctor();
  });
  afterAll(() => ctx.close());

  const bodyOf = (overrides: Record<string, unknown> = {}) => ({
    name: uniqueName('Glucose reagent'),
    materialCode: 'GLU-500',
    inventoryType: 'reagent',
    category: 'Biochemistry',
    purchaseUnit: 'box',
    inventoryUnit: 'test',
    unitsPerPurchase: 100,
    reorderLevel: 50,
    brandName: 'Randox',
    ...overrides,
  });

  const create = async (overrides: Record<string, unknown> = {}, of: TestLab = lab) => {
    const response = await of.admin.post('/api/v1/inventory/items', bodyOf(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<InventoryItem>();
  };

  const auditOf = (entityType: string, id: number) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);

  describe('create', () => {
    it('saves an item with its first brand, no stock, version 0, and its audit row', async () => {
      const name = uniqueName('EDTA tube');
      const created = await create({
        name: `  ${name} `,
        inventoryType: 'consumable',
        materialCode: '',
        brandName: 'BD',
      });
      expect(created).toEqual({
        id: expect.any(Number),
        name,
        materialCode: null,
        inventoryType: 'consumable',
        category: 'Biochemistry',
        purchaseUnit: 'box',
        inventoryUnit: 'test',
        unitsPerPurchase: 100,
        reorderLevel: 50,
        enabled: true,
        brands: [{ id: expect.any(Number), name: 'BD', enabled: true, version: 0 }],
        inStock: 0,
        version: 0,
        updatedAt: expect.any(String),
      });
      const response = await technician.get(`/api/v1/inventory/items/${created.id}`);
      expect(response.json()).toEqual(created);
      expect((await auditOf('inventoryItem', created.id)).map((row) => row.action)).toEqual(['inventoryItem.create']);
    });

    it('refuses a second item of the same name whatever its case (409 with the field)', async () => {
      const first = await create();
      const response = await lab.admin.post('/api/v1/inventory/items', bodyOf({ name: first.name.toUpperCase() }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(itemNameTaken);
      // Another lab may use the name.
      await create({ name: first.name }, other);
    });

    it('refuses bad input with the message key', async () => {
      const response = await lab.admin.post('/api/v1/inventory/items', bodyOf({ unitsPerPurchase: 0 }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual([
        expect.objectContaining({ field: 'unitsPerPurchase', messageKey: 'inventoryQuantityPositive' }),
      ]);
      const noType = await lab.admin.post('/api/v1/inventory/items', bodyOf({ inventoryType: 'food' }));
      expect(noType.statusCode).toBe(400);
    });

    it('lets only the lab admin configure, and bench staff read', async () => {
      for (const client of [technician, receptionist]) {
        const response = await client.post('/api/v1/inventory/items', bodyOf());
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(adminOnly);
      }
      expect((await doctor.post('/api/v1/inventory/items', bodyOf())).statusCode).toBe(403);
      expect((await technician.get('/api/v1/inventory/items')).statusCode).toBe(200);
      for (const client of [receptionist, doctor]) {
        const response = await client.get('/api/v1/inventory/items');
        expect(response.statusCode).toBe(403);
      }
      expect((await receptionist.get('/api/v1/inventory/items')).json()).toEqual(notAuthorised);
    });

    it('refuses a lab that keeps no stock (409 inventoryOff)', async () => {
      for (const response of [
        await off.admin.post('/api/v1/inventory/items', bodyOf()),
        await off.admin.get('/api/v1/inventory/items'),
        await off.admin.get('/api/v1/inventory/brands'),
      ]) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual(inventoryOff);
      }
    });
  });

  describe('update', () => {
    it('saves at the version read, and refuses the second of two users (409 stale)', async () => {
      const item = await create();
      const { brandName: _brand, ...fields } = bodyOf({ name: item.name });
      const change = { ...fields, reorderLevel: 20, enabled: true, version: item.version };
      const first = await lab.admin.put(`/api/v1/inventory/items/${item.id}`, change);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ reorderLevel: 20, version: 1 });
      const second = await lab.admin.put(`/api/v1/inventory/items/${item.id}`, { ...change, reorderLevel: 30 });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual(staleRecord);
      expect((await auditOf('inventoryItem', item.id)).map((row) => row.action)).toEqual([
        'inventoryItem.create',
        'inventoryItem.update',
      ]);
    });

    it("answers 404 for another lab's item, in reading and in writing", async () => {
      const theirs = await create({}, other);
      expect((await lab.admin.get(`/api/v1/inventory/items/${theirs.id}`)).json()).toEqual(notFound);
      const { brandName: _brand, ...fields } = bodyOf();
      const response = await lab.admin.put(`/api/v1/inventory/items/${theirs.id}`, {
        ...fields,
        enabled: true,
        version: 0,
      });
      expect(response.statusCode).toBe(404);
      const brand = await lab.admin.post(`/api/v1/inventory/items/${theirs.id}/brands`, { name: 'Erba' });
      expect(brand.statusCode).toBe(404);
      const theirBrand = theirs.brands[0];
      const renamed = await lab.admin.put(`/api/v1/inventory/brands/${theirBrand?.id}`, {
        name: 'Erba',
        enabled: true,
        version: 0,
      });
      expect(renamed.statusCode).toBe(404);
    });
  });

  describe('brands', () => {
    it('adds a brand, refuses a second of the same name, and renames one at its version', async () => {
      const item = await create({ brandName: 'Randox' });
      const added = await lab.admin.post(`/api/v1/inventory/items/${item.id}/brands`, { name: 'Erba' });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json<InventoryItem>().brands.map((brand) => brand.name)).toEqual(['Erba', 'Randox']);
      const again = await lab.admin.post(`/api/v1/inventory/items/${item.id}/brands`, { name: 'randox' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(brandNameTaken);

      const erba = added.json<InventoryItem>().brands.find((brand) => brand.name === 'Erba');
      const renamed = await lab.admin.put(`/api/v1/inventory/brands/${erba?.id}`, {
        name: 'Erba Mannheim',
        enabled: false,
        version: 0,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json<InventoryItem>().brands).toContainEqual({
        id: erba?.id,
        name: 'Erba Mannheim',
        enabled: false,
        version: 1,
      });
      const stale = await lab.admin.put(`/api/v1/inventory/brands/${erba?.id}`, {
        name: 'Erba',
        enabled: true,
        version: 0,
      });
      expect(stale.json()).toEqual(staleRecord);
      const taken = await lab.admin.put(`/api/v1/inventory/brands/${erba?.id}`, {
        name: 'RANDOX',
        enabled: true,
        version: 1,
      });
      expect(taken.json()).toEqual(brandNameTaken);
    });

    it('offers every enabled item and brand pair, by item name then brand name', async () => {
      const prefix = uniqueName('Choice');
      const second = await create({ name: `${prefix} B`, brandName: 'Zeta' });
      const first = await create({ name: `${prefix} A`, brandName: 'Beta' });
      await lab.admin.post(`/api/v1/inventory/items/${first.id}/brands`, { name: 'alpha' });
      const hidden = await create({ name: `${prefix} C` });
      const { brandName: _brand, ...fields } = bodyOf({ name: hidden.name });
      await lab.admin.put(`/api/v1/inventory/items/${hidden.id}`, { ...fields, enabled: false, version: 0 });
      const response = await technician.get('/api/v1/inventory/brands');
      expect(response.statusCode).toBe(200);
      const mine = response
        .json<InventoryBrandChoices>()
        .items.filter((choice) => choice.inventoryName.startsWith(prefix))
        .map((choice) => [choice.inventoryName, choice.brandName]);
      expect(mine).toEqual([
        [first.name, 'alpha'],
        [first.name, 'Beta'],
        [second.name, 'Zeta'],
      ]);
    });
  });

  describe('list', () => {
    it('searches name, material code and category, filters by type, hides disabled ones unless asked', async () => {
      const tag = uniqueName('Tag').replace(/\s/g, '');
      const reagent = await create({ name: uniqueName('Reagent'), materialCode: `${tag}-1` });
      const control = await create({ name: uniqueName('Control'), inventoryType: 'control', category: tag });
      const disabled = await create({ name: `${tag} retired` });
      const { brandName: _brand, ...fields } = bodyOf({ name: disabled.name });
      await lab.admin.put(`/api/v1/inventory/items/${disabled.id}`, { ...fields, enabled: false, version: 0 });

      const idsOf = async (query: string) => {
        const response = await technician.get(`/api/v1/inventory/items?search=${encodeURIComponent(tag)}${query}`);
        expect(response.statusCode, response.body).toBe(200);
        return response.json<InventoryItemList>().items.map((item) => item.id);
      };
      expect((await idsOf('')).sort()).toEqual([reagent.id, control.id].sort());
      expect(await idsOf('&inventoryType=control')).toEqual([control.id]);
      expect((await idsOf('&includeDisabled=true')).sort()).toEqual([reagent.id, control.id, disabled.id].sort());
    });

    it('counts in stock the lots of every department that have not expired by the lab’s day', async () => {
      const item = await create({ unitsPerPurchase: 10 });
      const brandId = item.brands[0]?.id as number;
      const biochemistry = await lab.department(uniqueName('Biochemistry'));
      for (const [departmentId, quantity] of [
        [haematology.id, 2],
        [biochemistry.id, 1],
      ] as const) {
        const response = await technician.post('/api/v1/inventory/stock/receipts', {
          inventoryId: item.id,
          brandId,
          departmentId,
          lotNumber: uniqueName('LOT'),
          expiresOn: '2099-12-31',
          quantity,
          unit: 'purchase',
        });
        expect(response.statusCode, response.body).toBe(201);
      }
      const inStockOf = async () =>
        (await technician.get(`/api/v1/inventory/items/${item.id}`)).json<InventoryItem>().inStock;
      expect(await inStockOf()).toBe(30);
      // A lot past its expiry no longer counts.
      await ctx.database.db
        .update(stockLots)
        .set({ expiresOn: '2020-01-01' })
        .where(and(eq(stockLots.labId, lab.labId), eq(stockLots.departmentId, biochemistry.id)));
      expect(await inStockOf()).toBe(20);
    });
  });
});
