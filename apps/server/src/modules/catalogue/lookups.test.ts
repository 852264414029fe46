import type { Department, Device, OutsourceCentre, SampleType, TestCategory } from '@lims/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, devices, deviceTests, sampleTypes } from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';
import { adminOnly, notFound, staleRecord } from './catalogue.test-support.js';

describe('catalogue lookups: sample types, outsource centres, test categories, devices', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let admin: TestClient;
  let reception: TestClient;
  let haematology: Department;

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    admin = lab.admin;
    reception = await lab.user();
    haematology = await lab.department('Haematology');
  });
  afterAll(() => ctx.close());

  const created = async <Item>(client: TestClient, url: string, body: unknown): Promise<Item> => {
    const response = await client.post(url, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const auditOf = (entityType: string, id: number) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
  const auditCount = async () => (await ctx.database.db.select({ rows: count() }).from(auditLog))[0]?.rows;

  describe.each([
    {
      path: 'sample-types',
      entityType: 'sample_type',
      body: {
        name: 'EDTA Whole Blood',
        containerType: 'Vacutainer',
        containerColor: '#7c3aed',
        collectionInstructions: 'Draw 3 mL.\nInvert gently 8 to 10 times.',
      },
      change: { containerColor: '#dc2626', collectionInstructions: 'Draw 2 mL for a child.' },
      taken: errorBody('conflict', 'sampleTypeNameTaken', 'A sample type with this name already exists.', 'name'),
    },
    {
      path: 'outsource-centres',
      entityType: 'outsource_centre',
      body: { name: 'Metro Reference Lab', contactPerson: 'R. Iyer', phone: '9876543210', email: 'ops@metro.example' },
      change: { address: '12 MG Road, Pune' },
      taken: errorBody(
        'conflict',
        'outsourceCentreNameTaken',
        'An outsource centre with this name already exists.',
        'name',
      ),
    },
    {
      path: 'test-categories',
      entityType: 'test_category',
      body: { name: 'Hormones' },
      change: { name: 'Endocrinology' },
      taken: errorBody('conflict', 'testCategoryNameTaken', 'A test category with this name already exists.', 'name'),
    },
  ])('$path', ({ path, entityType, body, change, taken }) => {
    const url = `/api/v1/catalogue/${path}`;
    let record: SampleType | OutsourceCentre | TestCategory;

    beforeAll(async () => {
      record = await created(admin, url, body);
    });

    it('adds one (201, version 0, enabled) with its audit row, and reads it back by id and in the list', async () => {
      expect(record).toMatchObject({ ...body, enabled: true, version: 0 });
      expect((await auditOf(entityType, record.id)).map((row) => row.action)).toEqual([`${entityType}.create`]);
      expect((await admin.get(`${url}/${record.id}`)).json()).toEqual(record);
      const page = (
        await reception.get(`${url}?search=${encodeURIComponent(body.name.slice(0, 5).toUpperCase())}`)
      ).json();
      expect(page.items).toEqual([record]);
    });

    it('refuses the same name in another case with 409 on field name, and another lab may have it', async () => {
      const response = await admin.post(url, { ...body, name: body.name.toUpperCase() });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(taken);
      expect((await other.admin.post(url, body)).statusCode).toBe(201);
    });

    it('settles two simultaneous adds of one name: one 201, one 409', async () => {
      const name = uniqueName('Same');
      const answers = await Promise.all([admin.post(url, { name }), admin.post(url, { name: name.toLowerCase() })]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    });

    it('changes from its version, disables (left out of the list unless includeDisabled) and refuses a stale version', async () => {
      const own = await created<{ id: number; name: string }>(admin, url, { name: uniqueName('Change') });
      const changed = await admin.patch(`${url}/${own.id}`, { ...change, version: 0 });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ ...change, version: 1 });
      const disabled = await admin.patch(`${url}/${own.id}`, { enabled: false, version: 1 });
      expect(disabled.json()).toMatchObject({ enabled: false, version: 2 });
      const search = `?search=${encodeURIComponent(disabled.json().name)}`;
      expect((await admin.get(`${url}${search}`)).json().items).toEqual([]);
      expect((await admin.get(`${url}${search}&includeDisabled=true`)).json().items).toHaveLength(1);
      const staleAnswer = await admin.patch(`${url}/${own.id}`, { enabled: true, version: 1 });
      expect(staleAnswer.statusCode).toBe(409);
      expect(staleAnswer.json()).toEqual(staleRecord);
      expect((await auditOf(entityType, own.id)).map((row) => row.action)).toEqual([
        `${entityType}.create`,
        `${entityType}.update`,
        `${entityType}.update`,
      ]);
    });

    it('lets exactly one of two admins who send the same version win', async () => {
      const own = await created<{ id: number }>(admin, url, { name: uniqueName('Race') });
      const second = await lab.user({ admin: true });
      const answers = await Promise.all([
        admin.patch(`${url}/${own.id}`, { name: uniqueName('A'), version: 0 }),
        second.patch(`${url}/${own.id}`, { name: uniqueName('B'), version: 0 }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    });

    it('refuses bad input with 400 on its field, and an empty change', async () => {
      const blank = await admin.post(url, { ...body, name: '  ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error).toMatchObject({ messageKey: 'fieldEmpty', field: 'name' });
      const nothing = await admin.patch(`${url}/${record.id}`, { version: record.version });
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().error).toMatchObject({ messageKey: 'nothingToUpdate' });
    });

    it("lets a receptionist read but not write ('adminOnly'), and answers another lab's id with 404", async () => {
      const before = await auditCount();
      const post = await reception.post(url, { name: uniqueName('Reception') });
      expect(post.statusCode).toBe(403);
      expect(post.json()).toEqual(adminOnly);
      const patch = await reception.patch(`${url}/${record.id}`, { enabled: false, version: record.version });
      expect(patch.json()).toEqual(adminOnly);
      expect((await reception.get(`${url}/${record.id}`)).statusCode).toBe(200);
      for (const answer of [
        await other.admin.get(`${url}/${record.id}`),
        await other.admin.patch(`${url}/${record.id}`, { enabled: false, version: record.version }),
      ]) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toEqual(notFound);
      }
      expect(await auditCount()).toBe(before);
    });
  });

  it('refuses a container colour that is not a CSS hex colour with 400 on containerColor, writing nothing', async () => {
    const response = await admin.post('/api/v1/catalogue/sample-types', { name: 'Serum', containerColor: 'red' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('containerColor');
    expect(
      await ctx.database.db
        .select()
        .from(sampleTypes)
        .where(and(eq(sampleTypes.labId, lab.labId), eq(sampleTypes.name, 'Serum'))),
    ).toEqual([]);
  });

  describe('devices', () => {
    const testOf = async (of: TestLab, departmentId: number, code: string) =>
      (
        await of.admin.post('/api/v1/catalogue/tests', {
          code,
          name: `Test ${code}`,
          departmentId,
          price: 10000,
          targetTatMinutes: 60,
        })
      ).json().id as number;

    it('adds an instrument in a department with the tests it runs, replaces them, and lists them by department', async () => {
      const [hb, wbc] = [await testOf(lab, haematology.id, 'HB'), await testOf(lab, haematology.id, 'WBC')];
      const device = await created<Device>(admin, '/api/v1/catalogue/devices', {
        name: 'Sysmex XN-1000',
        departmentId: haematology.id,
        testIds: [wbc, hb],
      });
      expect(device).toMatchObject({
        name: 'Sysmex XN-1000',
        department: { id: haematology.id, name: 'Haematology' },
        tests: [
          { id: hb, code: 'HB', name: 'Test HB' },
          { id: wbc, code: 'WBC', name: 'Test WBC' },
        ],
        version: 0,
      });
      const changed = await admin.patch(`/api/v1/catalogue/devices/${device.id}`, { testIds: [hb], version: 0 });
      expect(changed.json()).toMatchObject({ tests: [{ id: hb }], version: 1 });
      expect(await ctx.database.db.select().from(deviceTests).where(eq(deviceTests.deviceId, device.id))).toHaveLength(
        1,
      );
      const other = await lab.department(uniqueName('Biochemistry'));
      const listed = (await reception.get(`/api/v1/catalogue/devices?departmentId=${haematology.id}`)).json();
      expect(listed.items.map((item: Device) => item.id)).toContain(device.id);
      expect((await reception.get(`/api/v1/catalogue/devices?departmentId=${other.id}`)).json().items).toEqual([]);
    });

    it("refuses another lab's department and tests with 404 on each field, writing nothing", async () => {
      const foreignDepartment = await other.department('Haematology');
      const foreignTest = await testOf(other, foreignDepartment.id, 'FOREIGN');
      const ownTest = await testOf(lab, haematology.id, uniqueName('OWN'));
      const before = await ctx.database.db.select({ rows: count() }).from(devices);
      const response = await admin.post('/api/v1/catalogue/devices', {
        name: uniqueName('Analyser'),
        departmentId: foreignDepartment.id,
        testIds: [ownTest, foreignTest],
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.fields.map((issue: { field: string }) => issue.field)).toEqual([
        'departmentId',
        'testIds.1',
      ]);
      expect(await ctx.database.db.select({ rows: count() }).from(devices)).toEqual(before);
    });

    it("refuses a device name taken in another case with 'deviceNameTaken'", async () => {
      const name = uniqueName('Cobas');
      await created(admin, '/api/v1/catalogue/devices', { name, departmentId: haematology.id });
      const response = await admin.post('/api/v1/catalogue/devices', {
        name: name.toUpperCase(),
        departmentId: haematology.id,
      });
      expect(response.json()).toEqual(
        errorBody('conflict', 'deviceNameTaken', 'A device with this name already exists.', 'name'),
      );
    });
  });
});
