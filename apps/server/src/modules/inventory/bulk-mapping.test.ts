import type { BulkMappingCheck, BulkMappingSaved, Device, InventoryItem } from '@lims/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, inventoryMappings } from '../../db/schema/index.js';
import { readWorkbook } from '../../platform/documents/document-reading.js';
import { multipartUpload } from '../../platform/files/sample-files.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';
import { type BillingCatalogue, billingCatalogue } from '../billing/bills.test-support.js';
import { brandIdOf, deviceOf, inventoryLab, itemOf, workbookOf, xlsxMediaType } from './mapping.test-support.js';

const refusal = (messageKey: string, field?: string, params?: Record<string, unknown>) => ({
  error: expect.objectContaining({ messageKey, ...(field ? { field } : {}), ...(params ? { params } : {}) }),
});
describe("inventory bulk mapping (issue 15 'Bulk mapping'; spec 002 §5, §9 bulk-mapping-stock-test)", () => {
  let ctx: TestContext;
  let lab: TestLab;
  let admin: TestClient;
  let catalogue: BillingCatalogue;
  let analyser: Device;
  let retiredAnalyser: Device;
  let reagent: InventoryItem;
  let diluent: InventoryItem;

  const check = (file: Buffer, client: TestClient = admin, fileName = 'mappings.xlsx') => {
    const { payload, headers } = multipartUpload(fileName, file, { contentType: xlsxMediaType });
    return client.request('POST', '/api/v1/inventory/mappings/bulk/check', payload, headers);
  };
  const mappingCount = async () =>
    (
      await ctx.database.db
        .select({ count: count() })
        .from(inventoryMappings)
        .where(eq(inventoryMappings.labId, lab.labId))
    )[0]?.count ?? 0;

  beforeAll(async () => {
    ctx = await createTestContext();
    lab = await ctx.createLab(inventoryLab);
    admin = lab.admin;
    catalogue = await billingCatalogue(ctx, lab);
    const departmentId = catalogue.glucose.department.id;
    analyser = await deviceOf(ctx, lab, departmentId, [catalogue.glucose.id]);
    const retired = await deviceOf(ctx, lab, departmentId, [catalogue.glucose.id]);
    retiredAnalyser = await ctx.services.devices.update({
      actor: lab.system,
      id: retired.id,
      input: { enabled: false, version: retired.version },
    });
    reagent = await itemOf(ctx, lab, { brands: [uniqueName('Roche'), uniqueName('Siemens')] });
    diluent = await itemOf(ctx, lab);
    // A mapping already verified: the file's copy of it is a duplicate.
    await ctx.services.inventoryMappings.create({
      actor: lab.system,
      input: {
        target: 'test',
        targetId: catalogue.creatinine.id,
        deviceId: null,
        inventoryId: diluent.id,
        brandId: brandIdOf(diluent),
        quantity: 1,
        consumptionOrder: 0,
      },
    });
  });
  afterAll(() => ctx.close());

  /** The file of every case: headings in another order and case, each row a case of spec 002 §5. */
  const everyCase = () => {
    const roche = reagent.brands[0]?.name ?? '';
    const siemens = reagent.brands[1]?.name ?? '';
    const glucose = catalogue.glucose.name;
    return workbookOf(
      ['QUANTITY', 'brandname', 'TestName', 'InstrumentName', 'inventoryname'],
      [
        [2, roche, glucose, null, reagent.name],
        ['1.5', siemens, `  ${glucose.toUpperCase()} `, analyser.name.toLowerCase(), reagent.name],
        [1, diluent.brands[0]?.name ?? '', catalogue.creatinine.name, null, diluent.name],
        [3, roche.toUpperCase(), glucose, '', reagent.name.toLowerCase()],
        [1, roche, 'No such test', null, 'No such reagent'],
        [1, diluent.brands[0]?.name ?? '', glucose, null, reagent.name],
        [1, roche, glucose, 'No such analyser', reagent.name],
        [1, roche, glucose, retiredAnalyser.name, reagent.name],
        [0, roche, glucose, analyser.name, reagent.name],
        ['two', siemens, glucose, null, reagent.name],
        [null, null, null, null, null],
      ],
    );
  };

  it('answers every row with its status and problems, and saves nothing', async () => {
    const before = await mappingCount();
    const response = await check(await everyCase());
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<BulkMappingCheck>();
    expect(result.rows.map((row) => [row.line, row.status, row.problems])).toEqual([
      [2, 0, []],
      [3, 0, []],
      [4, 2, []],
      [5, 2, []],
      [6, 1, ['testNotFound', 'inventoryNotFound']],
      [7, 1, ['brandNotFound']],
      [8, 1, ['instrumentNotFound']],
      [9, 1, ['instrumentInactive']],
      [10, 1, ['quantityNotPositive']],
      [11, 1, ['quantityNotPositive']],
    ]);
    expect(result.rows[0]?.row).toEqual({
      testName: catalogue.glucose.name,
      inventoryName: reagent.name,
      brandName: reagent.brands[0]?.name,
      quantity: 2,
      instrumentName: null,
    });
    expect(result.rows[1]?.row.quantity).toBe('1.5');
    expect(result.counts).toEqual({ valid: 2, invalid: 6, duplicate: 2 });
    expect(await mappingCount()).toBe(before);
  });

  it('refuses a file without a required heading, one that is no workbook, one without rows and one over the limit', async () => {
    const noQuantity = await check(await workbookOf(['testName', 'inventoryName', 'brandName'], [['a', 'b', 'c']]));
    expect(noQuantity.statusCode).toBe(400);
    expect(noQuantity.json()).toEqual(refusal('inventoryBulkUnreadable', 'file'));
    const notAWorkbook = await check(Buffer.from('testName,inventoryName\nGlucose,Reagent\n'));
    expect(notAWorkbook.statusCode).toBe(400);
    expect(notAWorkbook.json()).toEqual(refusal('inventoryBulkUnreadable', 'file'));
    const headingsOnly = await check(await workbookOf(['testName', 'inventoryName', 'brandName', 'quantity'], []));
    expect(headingsOnly.json()).toEqual(refusal('inventoryBulkEmpty', 'file'));
    const many = Array.from({ length: 2001 }, (_, index) => [`Test ${index}`, 'Reagent', 'Brand', 1]);
    const tooMany = await check(await workbookOf(['testName', 'inventoryName', 'brandName', 'quantity'], many));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual(refusal('inventoryBulkTooManyRows', 'file', { max: 2000 }));
  });

  it('saves only the valid rows of those sent, checked again, and audits the upload once', async () => {
    const checked = (await check(await everyCase())).json<BulkMappingCheck>();
    const before = await mappingCount();
    const response = await admin.post('/api/v1/inventory/mappings/bulk', {
      rows: checked.rows.map(({ line, row }) => ({ line, ...row })),
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<BulkMappingSaved>();
    expect(saved.saved).toBe(2);
    expect(saved.counts).toEqual({ valid: 2, invalid: 6, duplicate: 2 });
    expect(await mappingCount()).toBe(before + 2);
    const onDevice = await ctx.database.db
      .select()
      .from(inventoryMappings)
      .where(and(eq(inventoryMappings.labId, lab.labId), eq(inventoryMappings.deviceId, analyser.id)));
    expect(onDevice).toEqual([
      expect.objectContaining({ testId: catalogue.glucose.id, brandId: reagent.brands[1]?.id, quantity: 1.5 }),
    ]);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.labId, lab.labId), eq(auditLog.action, 'inventoryMapping.bulk')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toMatchObject({ count: 2 });

    // The same rows again: now duplicates of verified mappings, nothing valid.
    const again = await admin.post('/api/v1/inventory/mappings/bulk', {
      rows: checked.rows.map(({ line, row }) => ({ line, ...row })),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refusal('inventoryBulkNothingValid'));
    expect(await mappingCount()).toBe(before + 2);
  });

  it('saves all the valid rows in one transaction: when one fails to save, none is saved', async () => {
    const [first, second] = await Promise.all([itemOf(ctx, lab), itemOf(ctx, lab)]);
    const row = (item: InventoryItem, line: number) => ({
      line,
      testName: catalogue.urine.name,
      inventoryName: item.name,
      brandName: item.brands[0]?.name ?? '',
      quantity: 1,
      instrumentName: null,
    });
    // The database refuses the second item's mapping, as a failure after the first insert would.
    const brandId = brandIdOf(second);
    await ctx.database.db.execute(
      sql.raw(`create function refuse_bulk_test() returns trigger language plpgsql as $$
        begin
          if new.brand_id = ${brandId} then raise exception 'refused by the test'; end if;
          return new;
        end $$`),
    );
    await ctx.database.db.execute(
      sql.raw(
        'create trigger refuse_bulk_test before insert on inventory_mappings for each row execute function refuse_bulk_test()',
      ),
    );
    try {
      const before = await mappingCount();
      const response = await admin.post('/api/v1/inventory/mappings/bulk', { rows: [row(first, 2), row(second, 3)] });
      expect(response.statusCode).toBe(500);
      expect(await mappingCount()).toBe(before);
    } finally {
      await ctx.database.db.execute(sql.raw('drop trigger refuse_bulk_test on inventory_mappings'));
      await ctx.database.db.execute(sql.raw('drop function refuse_bulk_test()'));
    }
    const response = await admin.post('/api/v1/inventory/mappings/bulk', { rows: [row(first, 2), row(second, 3)] });
    expect(response.json<BulkMappingSaved>().saved).toBe(2);
  });

  it('answers the template: a workbook whose first row is the five headings', async () => {
    const response = await admin.get('/api/v1/inventory/mappings/bulk/template');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(xlsxMediaType);
    const sheet = (await readWorkbook(response.rawPayload)).worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'testName',
      'inventoryName',
      'brandName',
      'quantity',
      'instrumentName',
    ]);
  });

  it('lets only an admin check or save, and refuses a lab that keeps no stock', async () => {
    const technician = await lab.user({ labAccess: true, departmentIds: [catalogue.glucose.department.id] });
    expect((await check(await everyCase(), technician)).statusCode).toBe(403);
    expect((await technician.post('/api/v1/inventory/mappings/bulk', { rows: [] })).statusCode).toBe(403);
    const off = await ctx.createLab();
    const refused = await check(await everyCase(), off.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(refusal('inventoryOff'));
    expect((await off.admin.get('/api/v1/inventory/mappings/bulk/template')).statusCode).toBe(409);
  });
});
