import {
  CreateBill,
  CreateReportFormat,
  CreateSampleType,
  CreateTest,
  type Department,
  type InventoryItem,
  type ReportConsumption,
  type ReportEntry,
} from '@lims/contract';
import { calendarDateIn } from '@lims/domain';
import { and, asc, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qcGroups, stockConsumptions, stockLots, stockMovements } from '../../db/schema/index.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';
import { billingPatient } from '../billing/bills.test-support.js';
import { brandIdOf, deviceOf, inventoryLab, itemOf, receive } from './mapping.test-support.js';

const refusal = (messageKey: string, field?: string) => ({
  error: expect.objectContaining({ messageKey, ...(field ? { field } : {}) }),
});

/** The lab's day `days` from today, 'YYYY-MM-DD' in its time zone (the test labs are in Asia/Kolkata). */
const dayFromToday = (days: number) => calendarDateIn(new Date(Date.now() + days * 86_400_000), 'Asia/Kolkata');

describe("stock consumption (issue 15 'Consumption'; spec 001 §3 'Inventory consumption line', spec 002 §9)", () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let department: Department;
  let technician: TestClient;
  let serumTypeId: number;

  /** A new test of the department with a one-parameter format, and that format's id. */
  const testOf = async (of: TestLab = lab, departmentId = department.id) => {
    const test = await ctx.services.labTests.create({
      actor: of.system,
      input: CreateTest.parse({
        code: uniqueName('T'),
        name: uniqueName('Assay'),
        departmentId,
        sampleTypeId: of === lab ? serumTypeId : null,
        price: 10_000,
        targetTatMinutes: 60,
      }),
    });
    const format = await ctx.services.reportFormats.create({
      actor: of.system,
      input: CreateReportFormat.parse({
        testId: test.id,
        name: 'Default',
        isDefault: true,
        parameters: [{ index: 1, order: 1, name: 'Result', unit: null, isNumeric: true }],
      }),
    });
    return { id: test.id, formatId: format.id };
  };
  type Assay = Awaited<ReturnType<typeof testOf>>;

  /** A new bill of the test: its report and its sample. */
  const billOf = async (test: Assay, of: TestLab = lab) => {
    const bill = await ctx.services.bills.create({
      actor: of.system,
      input: CreateBill.parse({
        patientId: (await billingPatient(ctx, of)).id,
        lines: [{ kind: 'test', id: test.id, quantity: 1, concession: { type: 'amount', value: 0 } }],
        concession: { type: 'amount', value: 0 },
        payments: [],
      }),
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
    const [report] = bill.reports;
    if (!report) throw new Error('the bill made no report');
    return { reportId: report.id, sample: bill.samples[0] };
  };

  /** Saves the report's value as result entry does, at the version read; the response. */
  const save = async (test: Assay, reportId: number, body: Record<string, unknown> = {}) => {
    const { version } = (await technician.get(`/api/v1/reports/${reportId}`)).json<ReportEntry>();
    return technician.put(`/api/v1/reports/${reportId}/values`, {
      formatId: test.formatId,
      version,
      values: [{ index: 1, value: '5' }],
      ...body,
    });
  };
  const saved = async (test: Assay, reportId: number, body: Record<string, unknown> = {}) => {
    const response = await save(test, reportId, body);
    expect(response.statusCode, response.body).toBe(200);
  };

  const map = (
    target: { target: 'test' | 'sample' | 'qc'; targetId: number; deviceId?: number },
    item: InventoryItem,
    quantity: number,
    consumptionOrder = 0,
    brandId = brandIdOf(item),
  ) =>
    ctx.services.inventoryMappings.create({
      actor: lab.system,
      input: {
        deviceId: null,
        ...target,
        inventoryId: item.id,
        brandId,
        quantity,
        consumptionOrder,
      },
    });
  const forTest = (test: Assay, deviceId?: number) => ({
    target: 'test' as const,
    targetId: test.id,
    ...(deviceId ? { deviceId } : {}),
  });

  /** What the department holds of the item now, every lot counted. */
  const remaining = async (item: InventoryItem, departmentId = department.id) =>
    Number(
      (
        await ctx.database.db
          .select({ total: sum(stockLots.remaining) })
          .from(stockLots)
          .where(
            and(
              eq(stockLots.labId, lab.labId),
              eq(stockLots.departmentId, departmentId),
              eq(stockLots.inventoryId, item.id),
            ),
          )
      )[0]?.total ?? 0,
    );
  const consumptionsOf = (source: 'report' | 'sample', sourceId: number) =>
    ctx.database.db
      .select()
      .from(stockConsumptions)
      .where(
        and(
          eq(stockConsumptions.labId, lab.labId),
          eq(stockConsumptions.source, source),
          eq(stockConsumptions.sourceId, sourceId),
        ),
      );
  const panel = async (reportId: number, client: TestClient = technician) => {
    const response = await client.get(`/api/v1/inventory/consumptions/reports/${reportId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReportConsumption>();
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(inventoryLab), ctx.createLab(inventoryLab)]);
    department = await lab.department(uniqueName('Biochemistry'));
    technician = await lab.user({ labAccess: true, departmentIds: [department.id] });
    serumTypeId = (
      await ctx.services.sampleTypes.create({
        actor: lab.system,
        input: CreateSampleType.parse({ name: uniqueName('Serum') }),
      })
    ).id;
  });
  afterAll(() => ctx.close());

  it('consumes once however often the report is saved, and shows what it consumed', async () => {
    const test = await testOf();
    const item = await itemOf(ctx, lab);
    const mapping = await map(forTest(test), item, 2);
    await receive(ctx, lab, { item, departmentId: department.id, quantity: 10 });
    const { reportId } = await billOf(test);

    const planned = await panel(reportId);
    expect(planned).toMatchObject({ state: 'planned', department: { id: department.id }, consumedAt: null });
    expect(planned.lines).toEqual([
      expect.objectContaining({ stockTestId: mapping.id, inventoryId: item.id, quantity: 2, inStock: 10, missing: 0 }),
    ]);

    await saved(test, reportId);
    await saved(test, reportId, { values: [{ index: 1, value: '6' }] });
    expect(await remaining(item)).toBe(8);
    // The panel's lines of a later save change nothing, even for a mapping removed since.
    await ctx.services.inventoryMappings.remove({ actor: lab.system, id: mapping.id, version: mapping.version });
    const line = { stockTestId: mapping.id, inventoryId: item.id, brandId: brandIdOf(item), quantityConsumed: 5 };
    await saved(test, reportId, { values: [{ index: 1, value: '7' }], inventoryValue: [line] });
    expect(await remaining(item)).toBe(8);
    const [consumption, ...more] = await consumptionsOf('report', reportId);
    expect(more).toEqual([]);
    expect(consumption?.lines).toEqual([
      {
        mappingId: mapping.id,
        inventoryId: item.id,
        brandId: brandIdOf(item),
        quantity: 2,
        missing: 0,
        consumptionOrder: 0,
      },
    ]);
    const movements = await ctx.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.labId, lab.labId), eq(stockMovements.consumptionId, consumption?.id ?? 0)));
    expect(movements).toEqual([
      expect.objectContaining({ kind: 'consumed', quantity: -2, departmentId: department.id }),
    ]);

    const recorded = await panel(reportId);
    expect(recorded.state).toBe('consumed');
    expect(recorded.consumedAt).not.toBeNull();
    expect(recorded.lines).toEqual([
      expect.objectContaining({ stockTestId: mapping.id, inventoryName: item.name, quantity: 2, inStock: null }),
    ]);
  });

  it('consumes once when two saves of one report consume at the same time', async () => {
    const test = await testOf();
    const item = await itemOf(ctx, lab);
    await map(forTest(test), item, 3);
    await receive(ctx, lab, { item, departmentId: department.id, quantity: 10 });
    const { reportId } = await billOf(test);
    const consume = () =>
      ctx.services.stockConsumption.consumeForReport({
        actor: lab.system,
        reportId,
        testId: test.id,
        departmentId: department.id,
        deviceId: null,
        at: new Date(),
      });
    await Promise.all([consume(), consume(), consume()]);
    expect(await consumptionsOf('report', reportId)).toHaveLength(1);
    expect(await remaining(item)).toBe(7);
  });

  it('takes every mapping of the default group and, of an OR group, the first alternative with enough in stock', async () => {
    const test = await testOf();
    const [always, scarce, plenty] = await Promise.all([itemOf(ctx, lab), itemOf(ctx, lab), itemOf(ctx, lab)]);
    await map(forTest(test), always, 1);
    await map(forTest(test), scarce, 5, 1);
    const chosen = await map(forTest(test), plenty, 5, 1);
    await receive(ctx, lab, { item: always, departmentId: department.id, quantity: 4 });
    await receive(ctx, lab, { item: scarce, departmentId: department.id, quantity: 2 });
    await receive(ctx, lab, { item: plenty, departmentId: department.id, quantity: 20 });
    const { reportId } = await billOf(test);
    await saved(test, reportId);
    expect([await remaining(always), await remaining(scarce), await remaining(plenty)]).toEqual([3, 2, 15]);
    const [consumption] = await consumptionsOf('report', reportId);
    expect(consumption?.lines.map((line) => [line.inventoryId, line.consumptionOrder, line.mappingId])).toEqual([
      [always.id, 0, expect.any(Number)],
      [plenty.id, 1, chosen.id],
    ]);
  });

  it('takes the lot expiring first, never an expired one, and records a shortage without going below zero', async () => {
    const test = await testOf();
    const item = await itemOf(ctx, lab);
    await map(forTest(test), item, 8);
    const expired = await receive(ctx, lab, { item, departmentId: department.id, quantity: 10, lotNumber: 'EXPIRED' });
    await receive(ctx, lab, {
      item,
      departmentId: department.id,
      quantity: 4,
      expiresOn: dayFromToday(200),
      lotNumber: 'LATER',
    });
    await receive(ctx, lab, {
      item,
      departmentId: department.id,
      quantity: 3,
      expiresOn: dayFromToday(10),
      lotNumber: 'SOONER',
    });
    // A lot that expired yesterday: received before, its expiry day now past.
    const expiredLot = expired.lots.find((lot) => lot.lotNumber === 'EXPIRED');
    await ctx.database.db
      .update(stockLots)
      .set({ expiresOn: dayFromToday(-1) })
      .where(and(eq(stockLots.labId, lab.labId), eq(stockLots.id, expiredLot?.id ?? 0)));
    const { reportId } = await billOf(test);
    const planned = await panel(reportId);
    expect(planned.lines).toEqual([expect.objectContaining({ quantity: 8, inStock: 7, missing: 1 })]);
    await saved(test, reportId);
    const lots = await ctx.database.db
      .select({ lotNumber: stockLots.lotNumber, remaining: stockLots.remaining })
      .from(stockLots)
      .where(and(eq(stockLots.labId, lab.labId), eq(stockLots.inventoryId, item.id)))
      .orderBy(asc(stockLots.id));
    expect(lots).toEqual([
      { lotNumber: 'EXPIRED', remaining: 10 },
      { lotNumber: 'LATER', remaining: 0 },
      { lotNumber: 'SOONER', remaining: 0 },
    ]);
    const [consumption] = await consumptionsOf('report', reportId);
    expect(consumption?.lines).toEqual([expect.objectContaining({ quantity: 8, missing: 1 })]);
    expect((await panel(reportId)).lines).toEqual([expect.objectContaining({ quantity: 8, missing: 1 })]);
  });

  it("takes the mappings of any device and of the report's device, not another device's", async () => {
    const test = await testOf();
    const [first, second] = await Promise.all([
      deviceOf(ctx, lab, department.id, [test.id]),
      deviceOf(ctx, lab, department.id, [test.id]),
    ]);
    const [anyDevice, onFirst, onSecond] = await Promise.all([itemOf(ctx, lab), itemOf(ctx, lab), itemOf(ctx, lab)]);
    await map(forTest(test), anyDevice, 1);
    await map(forTest(test, first.id), onFirst, 1);
    await map(forTest(test, second.id), onSecond, 1);
    for (const item of [anyDevice, onFirst, onSecond])
      await receive(ctx, lab, { item, departmentId: department.id, quantity: 5 });
    const { reportId } = await billOf(test);
    await saved(test, reportId, { deviceId: first.id });
    expect([await remaining(anyDevice), await remaining(onFirst), await remaining(onSecond)]).toEqual([4, 4, 5]);
  });

  it("takes the inventory-used panel's quantities (0: not consumed) and refuses a line that is no mapping of the report", async () => {
    const test = await testOf();
    const [kept, skipped] = await Promise.all([itemOf(ctx, lab), itemOf(ctx, lab)]);
    const keptMapping = await map(forTest(test), kept, 1);
    const skippedMapping = await map(forTest(test), skipped, 1);
    const stranger = await map(forTest(await testOf()), kept, 1);
    for (const item of [kept, skipped]) await receive(ctx, lab, { item, departmentId: department.id, quantity: 10 });
    const { reportId } = await billOf(test);
    const line = (mapping: typeof keptMapping, quantityConsumed: number) => ({
      stockTestId: mapping.id,
      inventoryId: mapping.inventoryId,
      brandId: mapping.brandId,
      quantityConsumed,
    });
    const refused = await save(test, reportId, { inventoryValue: [line(stranger, 1)] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal('invalidRequest', 'inventoryValue'));
    expect(await consumptionsOf('report', reportId)).toEqual([]);

    await saved(test, reportId, { inventoryValue: [line(keptMapping, 3.5), line(skippedMapping, 0)] });
    expect([await remaining(kept), await remaining(skipped)]).toEqual([6.5, 10]);
  });

  it('consumes nothing while test-wise consumption or the lab inventory is off, and the panel says off', async () => {
    const test = await testOf();
    const item = await itemOf(ctx, lab);
    await map(forTest(test), item, 1);
    await receive(ctx, lab, { item, departmentId: department.id, quantity: 10 });
    const settings = await ctx.services.inventorySettings.settingsOf(lab.labId);
    await ctx.services.inventorySettings.update({
      actor: lab.system,
      input: { ...settings, testWiseConsumption: false },
    });
    const first = await billOf(test);
    try {
      expect((await panel(first.reportId)).state).toBe('off');
      await saved(test, first.reportId);
    } finally {
      const now = await ctx.services.inventorySettings.settingsOf(lab.labId);
      await ctx.services.inventorySettings.update({ actor: lab.system, input: { ...now, testWiseConsumption: true } });
    }
    expect(await remaining(item)).toBe(10);
    expect(await consumptionsOf('report', first.reportId)).toEqual([]);

    // Another lab with the same mapping, whose inventory management is switched off.
    const off = await ctx.createLab(inventoryLab);
    const offDepartment = await off.department(uniqueName('Biochemistry'));
    const offTest = await testOf(off, offDepartment.id);
    const offItem = await itemOf(ctx, off);
    await ctx.services.inventoryMappings.create({
      actor: off.system,
      input: {
        target: 'test',
        targetId: offTest.id,
        deviceId: null,
        inventoryId: offItem.id,
        brandId: brandIdOf(offItem),
        quantity: 1,
        consumptionOrder: 0,
      },
    });
    await ctx.services.labs.updateSettings({
      actor: off.system,
      labId: off.labId,
      patch: { inventoryManagement: false },
      action: 'labSettings.update',
    });
    const { reportId } = await billOf(offTest, off);
    await ctx.services.stockConsumption.consumeForReport({
      actor: off.system,
      reportId,
      testId: offTest.id,
      departmentId: offDepartment.id,
      deviceId: null,
      at: new Date(),
    });
    const offConsumptions = await ctx.database.db
      .select()
      .from(stockConsumptions)
      .where(eq(stockConsumptions.labId, off.labId));
    expect(offConsumptions).toEqual([]);
    expect((await panel(reportId, off.admin)).state).toBe('off');
  });

  it('consumes nothing when no mapping applies, so a later save consumes once mappings exist', async () => {
    const test = await testOf();
    const item = await itemOf(ctx, lab);
    await receive(ctx, lab, { item, departmentId: department.id, quantity: 10 });
    const { reportId } = await billOf(test);
    await saved(test, reportId);
    expect(await consumptionsOf('report', reportId)).toEqual([]);
    await map(forTest(test), item, 4);
    await saved(test, reportId, { values: [{ index: 1, value: '7' }] });
    expect(await remaining(item)).toBe(6);
  });

  it("consumes a collected sample's sample-type mappings once, from its first report's department", async () => {
    const test = await testOf();
    const item = await itemOf(ctx, lab);
    await map({ target: 'sample', targetId: serumTypeId }, item, 1);
    await receive(ctx, lab, { item, departmentId: department.id, quantity: 5 });
    const { sample } = await billOf(test);
    if (!sample) throw new Error('the bill made no sample');
    const collected = await ctx.services.samples.collectOne({
      actor: lab.system,
      id: sample.id,
      version: sample.version,
    });
    expect(await remaining(item)).toBe(4);
    const [consumption] = await consumptionsOf('sample', sample.id);
    expect(consumption).toMatchObject({ departmentId: department.id });
    // Collected again after being put back: still once.
    const back = await ctx.services.samples.uncollect({ actor: lab.system, id: sample.id, version: collected.version });
    await ctx.services.samples.collect({
      actor: lab.system,
      input: { samples: [{ id: sample.id, version: back[0]?.version ?? 0 }] },
    });
    expect(await remaining(item)).toBe(4);
  });

  it("consumes a QC run's group mappings once, and nothing while QC consumption is off", async () => {
    const item = await itemOf(ctx, lab);
    const device = await deviceOf(ctx, lab, department.id, [(await testOf()).id]);
    const [group] = await ctx.database.db
      .insert(qcGroups)
      .values({
        labId: lab.labId,
        name: uniqueName('Control'),
        departmentId: department.id,
        level: 'level1',
        deviceId: device.id,
      })
      .returning();
    const qcGroupId = group?.id ?? 0;
    await map({ target: 'qc', targetId: qcGroupId }, item, 2);
    await receive(ctx, lab, { item, departmentId: department.id, quantity: 10 });
    const run = (runId: number) =>
      ctx.services.stockConsumption.consumeForQcRun({
        actor: lab.system,
        runId,
        qcGroupId,
        departmentId: department.id,
        at: new Date(),
      });
    // Run ids of their own: no QC run row is needed for what a run consumes.
    const [first, second] = [qcGroupId * 1000 + 1, qcGroupId * 1000 + 2];
    await run(first);
    await run(first);
    expect(await remaining(item)).toBe(8);
    const settings = await ctx.services.inventorySettings.settingsOf(lab.labId);
    await ctx.services.inventorySettings.update({ actor: lab.system, input: { ...settings, qcConsumption: false } });
    try {
      await run(second);
    } finally {
      const now = await ctx.services.inventorySettings.settingsOf(lab.labId);
      await ctx.services.inventorySettings.update({ actor: lab.system, input: { ...now, qcConsumption: true } });
    }
    expect(await remaining(item)).toBe(8);
  });

  it("answers 404 for another lab's report, and 403 to a caller who may not read reports", async () => {
    const theirs = await billOf(await testOf(other, (await other.department(uniqueName('Haematology'))).id), other);
    const response = await technician.get(`/api/v1/inventory/consumptions/reports/${theirs.reportId}`);
    expect(response.statusCode).toBe(404);
    const { reportId } = await billOf(await testOf());
    const desk = await lab.user();
    expect((await desk.get(`/api/v1/inventory/consumptions/reports/${reportId}`)).statusCode).toBe(403);
  });
});
