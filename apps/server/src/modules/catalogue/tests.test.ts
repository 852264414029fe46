import type { CatalogueTest, Department, Profile, ReportFormat, SampleType } from '@lims/contract';
import { isDomainError } from '@lims/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, tests } from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';
import { adminOnly, parameter, staleRecord } from './catalogue.test-support.js';

const codeTaken = errorBody('conflict', 'testCodeTaken', 'Another test already has this code.', 'code');

describe('catalogue tests, profiles, billables and forBilling', () => {
  let ctx: TestContext;
  /** A lab that keeps test codes unique; `loose` does not; `other` is a lab never reached. */
  let lab: TestLab;
  let loose: TestLab;
  let other: TestLab;
  let admin: TestClient;
  let reception: TestClient;
  let haematology: Department;
  let edta: SampleType;

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, loose, other] = await Promise.all([
      ctx.createLab({ settings: { uniqueTestCodeFlag: true } }),
      ctx.createLab(),
      ctx.createLab(),
    ]);
    admin = lab.admin;
    reception = await lab.user();
    haematology = await lab.department('Haematology');
    edta = (await admin.post('/api/v1/catalogue/sample-types', { name: 'EDTA', containerColor: '#7c3aed' })).json();
  });
  afterAll(() => ctx.close());

  const testBody = (overrides: Record<string, unknown> = {}) => ({
    code: uniqueName('T'),
    name: uniqueName('Test'),
    departmentId: haematology.id,
    sampleTypeId: edta.id,
    price: 35000,
    cost: 12000,
    targetTatMinutes: 240,
    ...overrides,
  });
  /** A test of the lab, or of another lab by its admin and department (without the lab's sample type). */
  const createTest = async (
    overrides: Record<string, unknown> = {},
    client = admin,
    departmentId = haematology.id,
  ): Promise<CatalogueTest> => {
    const response = await client.post(
      '/api/v1/catalogue/tests',
      testBody({ departmentId, ...(client === admin ? {} : { sampleTypeId: null }), ...overrides }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const createFormat = async (testId: number, name = 'Default'): Promise<ReportFormat> => {
    const response = await admin.post('/api/v1/catalogue/report-formats', {
      testId,
      name,
      parameters: [parameter({ index: 1, name: 'Haemoglobin', unit: 'g/dL' })],
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const auditActions = async (entityType: string, id: number) =>
    (
      await ctx.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id))))
        .orderBy(auditLog.id)
    ).map((row) => row.action);

  describe('tests', () => {
    it('adds a test with the names of what it names, reads it by id, and finds it by name or code', async () => {
      const test = await createTest({ code: 'CBC', name: 'Complete Blood Count', loincCode: '58410-2' });
      expect(test).toMatchObject({
        code: 'CBC',
        name: 'Complete Blood Count',
        department: { id: haematology.id, name: 'Haematology' },
        sampleType: { id: edta.id, name: 'EDTA' },
        category: null,
        outsourceCentre: null,
        price: 35000,
        cost: 12000,
        isOutsourceTest: false,
        loincCode: '58410-2',
        formats: [],
        enabled: true,
        version: 0,
      });
      expect(await auditActions('test', test.id)).toEqual(['test.create']);
      expect((await reception.get(`/api/v1/catalogue/tests/${test.id}`)).json()).toEqual(test);
      for (const search of ['cbc', 'blood count']) {
        const page = (await reception.get(`/api/v1/catalogue/tests?search=${encodeURIComponent(search)}`)).json();
        expect(page.items.map((item: CatalogueTest) => item.id)).toContain(test.id);
      }
    });

    it.each([
      ['a negative price', { price: -1 }, 'price'],
      ['a fractional price (money is in minor units)', { price: 10.5 }, 'price'],
      ['no target TAT', { targetTatMinutes: undefined }, 'targetTatMinutes'],
      ['a malformed LOINC code', { loincCode: 'CBC' }, 'loincCode'],
      ['an empty code', { code: ' ' }, 'code'],
    ])('refuses %s with 400 on its field', async (_case, overrides, field) => {
      const response = await admin.post('/api/v1/catalogue/tests', testBody(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe(field);
    });

    it("refuses another lab's department, sample type and category with 404 on each field", async () => {
      const foreignDepartment = await other.department('Haematology');
      const foreignSample = (await other.admin.post('/api/v1/catalogue/sample-types', { name: 'Serum' })).json();
      const foreignCategory = (
        await other.admin.post('/api/v1/catalogue/test-categories', { name: 'Hormones' })
      ).json();
      const response = await admin.post(
        '/api/v1/catalogue/tests',
        testBody({
          departmentId: foreignDepartment.id,
          sampleTypeId: foreignSample.id,
          categoryId: foreignCategory.id,
        }),
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().error.fields.map((issue: { field: string }) => issue.field)).toEqual([
        'departmentId',
        'sampleTypeId',
        'categoryId',
      ]);
      const test = await createTest();
      expect((await other.admin.get(`/api/v1/catalogue/tests/${test.id}`)).statusCode).toBe(404);
      expect((await other.admin.patch(`/api/v1/catalogue/tests/${test.id}`, { price: 1, version: 0 })).statusCode).toBe(
        404,
      );
      expect((await other.admin.post(`/api/v1/catalogue/tests/${test.id}/copy`, { name: 'Mine' })).statusCode).toBe(
        404,
      );
    });

    it("lets a receptionist read tests but not add, change or copy them ('adminOnly')", async () => {
      const test = await createTest();
      for (const answer of [
        await reception.post('/api/v1/catalogue/tests', testBody()),
        await reception.patch(`/api/v1/catalogue/tests/${test.id}`, { price: 1, version: 0 }),
        await reception.post(`/api/v1/catalogue/tests/${test.id}/copy`, { name: 'Copy' }),
      ]) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toEqual(adminOnly);
      }
    });

    it('changes and disables a test from its version; of two admins at once one wins and one reads 409', async () => {
      const test = await createTest();
      const second = await lab.user({ admin: true });
      const answers = await Promise.all([
        admin.patch(`/api/v1/catalogue/tests/${test.id}`, { price: 40000, version: 0 }),
        second.patch(`/api/v1/catalogue/tests/${test.id}`, { enabled: false, version: 0 }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual(staleRecord);
      expect(await auditActions('test', test.id)).toEqual(['test.create', 'test.update']);
    });

    describe('codes (spec 002 §3 uniqueTestCodeFlag)', () => {
      it('refuses a code taken in another case when the lab keeps codes unique, on add and on change', async () => {
        const code = uniqueName('LFT');
        await createTest({ code });
        const add = await admin.post('/api/v1/catalogue/tests', testBody({ code: code.toLowerCase() }));
        expect(add.statusCode).toBe(409);
        expect(add.json()).toEqual(codeTaken);
        const own = await createTest();
        const change = await admin.patch(`/api/v1/catalogue/tests/${own.id}`, { code, version: 0 });
        expect(change.json()).toEqual(codeTaken);
        const keep = await admin.patch(`/api/v1/catalogue/tests/${own.id}`, { code: own.code, price: 1, version: 0 });
        expect(keep.statusCode).toBe(200);
      });

      it('settles two admins adding one code at once: one 201, one 409, one test', async () => {
        const code = uniqueName('RACE');
        const second = await lab.user({ admin: true });
        const answers = await Promise.all([
          admin.post('/api/v1/catalogue/tests', testBody({ code })),
          second.post('/api/v1/catalogue/tests', testBody({ code: code.toLowerCase() })),
        ]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
        const [rows] = await ctx.database.db
          .select({ rows: count() })
          .from(tests)
          .where(and(eq(tests.labId, lab.labId), eq(tests.code, code)));
        const [lower] = await ctx.database.db
          .select({ rows: count() })
          .from(tests)
          .where(and(eq(tests.labId, lab.labId), eq(tests.code, code.toLowerCase())));
        expect((rows?.rows ?? 0) + (lower?.rows ?? 0)).toBe(1);
      });

      it('lets a lab that does not keep codes unique give two tests one code, also at once', async () => {
        const department = await loose.department('Biochemistry');
        const body = { code: 'GLU', name: 'Glucose', departmentId: department.id, price: 8000, targetTatMinutes: 60 };
        const answers = await Promise.all([
          loose.admin.post('/api/v1/catalogue/tests', body),
          loose.admin.post('/api/v1/catalogue/tests', { ...body, name: 'Glucose (PP)' }),
        ]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
      });
    });

    it('copies a test under a new name and code with copies of all its formats, the default kept', async () => {
      const original = await createTest({ name: 'Lipid Profile' });
      const first = await createFormat(original.id, 'Adult');
      await createFormat(original.id, 'Paediatric');
      const response = await admin.post(`/api/v1/catalogue/tests/${original.id}/copy`, {
        name: 'Lipid Profile (fasting)',
        code: uniqueName('LIPF'),
      });
      expect(response.statusCode, response.body).toBe(201);
      const copy: CatalogueTest = response.json();
      expect(copy).toMatchObject({
        name: 'Lipid Profile (fasting)',
        department: original.department,
        sampleType: original.sampleType,
        price: original.price,
        cost: original.cost,
        version: 0,
        enabled: true,
        formats: [
          { name: 'Adult', isDefault: true },
          { name: 'Paediatric', isDefault: false },
        ],
      });
      expect(copy.id).not.toBe(original.id);
      expect(copy.formats[0]?.id).not.toBe(first.id);
      const copiedFormat = (await admin.get(`/api/v1/catalogue/report-formats/${copy.formats[0]?.id}`)).json();
      expect(copiedFormat).toMatchObject({ test: { id: copy.id }, parameters: first.parameters });
      expect(await auditActions('test', copy.id)).toEqual(['test.copy']);
      expect(await auditActions('report_format', copy.formats[0]?.id ?? 0)).toEqual(['report_format.copy']);
    });

    it('refuses a copy keeping the code when the lab keeps codes unique, writing nothing', async () => {
      const original = await createTest();
      const response = await admin.post(`/api/v1/catalogue/tests/${original.id}/copy`, { name: 'Same code' });
      expect(response.json()).toEqual(codeTaken);
    });
  });

  describe('profiles', () => {
    it('adds a profile with its tests in the order given (a test named twice kept once), copies and changes it', async () => {
      const [tsh, t3, t4] = [
        await createTest({ name: 'TSH' }),
        await createTest({ name: 'T3' }),
        await createTest({ name: 'T4' }),
      ];
      const response = await admin.post('/api/v1/catalogue/profiles', {
        code: uniqueName('TFT'),
        name: 'Thyroid Profile',
        price: 60000,
        testIds: [t3.id, t4.id, tsh.id, t3.id],
      });
      expect(response.statusCode, response.body).toBe(201);
      const profile: Profile = response.json();
      expect(profile.tests.map((test) => test.name)).toEqual(['T3', 'T4', 'TSH']);
      expect(profile.tests[0]).toEqual({ id: t3.id, code: t3.code, name: 'T3', price: t3.price });

      const reordered = await admin.patch(`/api/v1/catalogue/profiles/${profile.id}`, {
        testIds: [tsh.id, t4.id],
        version: 0,
      });
      expect(reordered.json().tests.map((test: { name: string }) => test.name)).toEqual(['TSH', 'T4']);

      const copy = await admin.post(`/api/v1/catalogue/profiles/${profile.id}/copy`, {
        name: 'Thyroid Profile (free)',
        code: uniqueName('FTFT'),
      });
      expect(copy.statusCode).toBe(201);
      expect(copy.json()).toMatchObject({ name: 'Thyroid Profile (free)', price: 60000, version: 0 });
      expect(copy.json().tests.map((test: { id: number }) => test.id)).toEqual([tsh.id, t4.id]);
      expect(await auditActions('profile', copy.json().id)).toEqual(['profile.copy']);
    });

    it("refuses a profile without tests (400) and with another lab's test (404 on testIds.i)", async () => {
      const empty = await admin.post('/api/v1/catalogue/profiles', {
        code: 'P0',
        name: 'Empty',
        price: 1,
        testIds: [],
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.field).toBe('testIds');
      const foreign = await createTest({}, other.admin, (await other.department(uniqueName('Dept'))).id);
      const own = await createTest();
      const response = await admin.post('/api/v1/catalogue/profiles', {
        code: uniqueName('P'),
        name: 'Mixed',
        price: 1,
        testIds: [own.id, foreign.id],
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.fields).toEqual([
        { field: 'testIds.1', messageKey: 'notFound', message: 'The requested item was not found.' },
      ]);
    });

    it("refuses a profile code taken when the lab keeps codes unique ('profileCodeTaken')", async () => {
      const test = await createTest();
      const code = uniqueName('PC');
      const body = { code, name: 'One', price: 1, testIds: [test.id] };
      expect((await admin.post('/api/v1/catalogue/profiles', body)).statusCode).toBe(201);
      expect((await admin.post('/api/v1/catalogue/profiles', { ...body, name: 'Two' })).json()).toEqual(
        errorBody('conflict', 'profileCodeTaken', 'Another profile already has this code.', 'code'),
      );
    });
  });

  describe('billables (the billing desk search)', () => {
    let desk: TestLab;
    beforeAll(async () => {
      desk = await ctx.createLab();
      const department = await desk.department('Biochemistry');
      const add = async (code: string, name: string, enabled = true) => {
        const test = (
          await desk.admin.post('/api/v1/catalogue/tests', {
            code,
            name,
            departmentId: department.id,
            price: 10000,
            cost: 2500,
            targetTatMinutes: 60,
          })
        ).json();
        if (!enabled) await desk.admin.patch(`/api/v1/catalogue/tests/${test.id}`, { enabled: false, version: 0 });
        return test;
      };
      const glucose = await add('GLU', 'Glucose Fasting');
      await add('GLUPP', 'Glucose Post Prandial');
      await add('HBA1C', 'Glycated Haemoglobin');
      await add('UA', 'Uric Acid');
      await add('GLUR', 'Random Glucose');
      await add('GLUX', 'Glucose (withdrawn)', false);
      const uric = await add('LFT1', 'Bilirubin Total');
      await desk.admin.post('/api/v1/catalogue/profiles', {
        code: 'GTT',
        name: 'Glucose Tolerance Test',
        price: 25000,
        testIds: [glucose.id, uric.id],
      });
    });

    const search = async (q: string, limit = 20) => {
      const response = await desk.admin.get(`/api/v1/catalogue/billables?q=${encodeURIComponent(q)}&limit=${limit}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items as { kind: string; code: string; name: string; testNames: string[]; cost: number }[];
    };

    it('answers the code itself first, then codes starting with it, names starting with it, and names with a word starting with it', async () => {
      expect((await search('glu')).map((item) => item.code)).toEqual(['GLU', 'GLUPP', 'GLUR', 'GTT']);
      expect((await search('GLUC')).map((item) => item.code)).toEqual(['GLU', 'GLUPP', 'GTT', 'GLUR']);
      expect((await search('acid')).map((item) => item.code)).toEqual(['UA']);
    });

    it('lists a profile with its tests by name and the sum of their costs, and leaves out disabled tests', async () => {
      const [profile] = await search('gtt');
      expect(profile).toMatchObject({
        kind: 'profile',
        name: 'Glucose Tolerance Test',
        price: 25000,
        cost: 5000,
        testNames: ['Glucose Fasting', 'Bilirubin Total'],
      });
      expect((await search('withdrawn')).length).toBe(0);
    });

    it('keeps to the limit, treats % and _ as themselves, and refuses an empty search', async () => {
      expect(await search('glu', 2)).toHaveLength(2);
      expect(await search('%')).toEqual([]);
      expect((await desk.admin.get('/api/v1/catalogue/billables?q=')).statusCode).toBe(400);
    });
  });

  describe('labTests.forBilling', () => {
    it('answers tests and profiles in the order asked, a profile expanded into its enabled tests in position order', async () => {
      const [a, b, c] = [
        await createTest({ name: 'A' }),
        await createTest({ name: 'B' }),
        await createTest({ name: 'C' }),
      ];
      const format = await createFormat(b.id);
      const profile: Profile = (
        await admin.post('/api/v1/catalogue/profiles', {
          code: uniqueName('P'),
          name: 'Panel',
          price: 50000,
          testIds: [c.id, b.id, a.id],
        })
      ).json();
      await admin.patch(`/api/v1/catalogue/tests/${a.id}`, { enabled: false, version: 0 });
      const items = await ctx.services.labTests.forBilling({
        labId: lab.labId,
        items: [
          { kind: 'profile', id: profile.id },
          { kind: 'test', id: b.id },
        ],
      });
      expect(items).toEqual([
        {
          kind: 'profile',
          id: profile.id,
          code: profile.code,
          name: 'Panel',
          price: 50000,
          cost: c.cost + b.cost,
          tests: [
            expect.objectContaining({ testId: c.id, reportFormatId: null }),
            expect.objectContaining({ testId: b.id, reportFormatId: format.id }),
          ],
        },
        {
          kind: 'test',
          id: b.id,
          code: b.code,
          name: 'B',
          price: b.price,
          cost: b.cost,
          tests: [
            {
              testId: b.id,
              code: b.code,
              name: 'B',
              departmentId: haematology.id,
              sampleTypeId: edta.id,
              sampleTypeName: 'EDTA',
              targetTatMinutes: 240,
              reportFormatId: format.id,
              isOutsourceTest: false,
              outsourceCentreId: null,
            },
          ],
        },
      ]);
    });

    it("refuses unknown, another lab's and disabled tests at once, each on lines.{i}.id", async () => {
      const disabled = await createTest();
      await admin.patch(`/api/v1/catalogue/tests/${disabled.id}`, { enabled: false, version: 0 });
      const foreign = await createTest({}, other.admin, (await other.department(uniqueName('Dept'))).id);
      const ok = await createTest();
      const refusal = await ctx.services.labTests
        .forBilling({
          labId: lab.labId,
          items: [
            { kind: 'test', id: ok.id },
            { kind: 'test', id: foreign.id },
            { kind: 'test', id: disabled.id },
            { kind: 'profile', id: 999_999_999 },
          ],
        })
        .catch((error: unknown) => error);
      expect(isDomainError(refusal)).toBe(true);
      expect(refusal).toMatchObject({
        code: 'not_found',
        fields: [
          { field: 'lines.1.id', messageKey: 'testNotFound' },
          { field: 'lines.2.id', messageKey: 'testDisabled' },
          { field: 'lines.3.id', messageKey: 'testNotFound' },
        ],
      });
    });

    it('refuses a disabled test alone as a bad request, and reads the default format rather than an older one', async () => {
      const test = await createTest();
      await createFormat(test.id, 'First');
      const second = await createFormat(test.id, 'Second');
      await admin.patch(`/api/v1/catalogue/report-formats/${second.id}`, { isDefault: true, version: 0 });
      const [item] = await ctx.services.labTests.forBilling({
        labId: lab.labId,
        items: [{ kind: 'test', id: test.id }],
      });
      expect(item?.tests[0]?.reportFormatId).toBe(second.id);

      await admin.patch(`/api/v1/catalogue/tests/${test.id}`, { enabled: false, version: 0 });
      await expect(
        ctx.services.labTests.forBilling({ labId: lab.labId, items: [{ kind: 'test', id: test.id }] }),
      ).rejects.toMatchObject({ code: 'bad_request', messageKey: 'testDisabled' });
    });
  });
});
