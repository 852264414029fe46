import {
  CreateTest,
  type Department,
  type WorklistOptions,
  type WorklistTemplate,
  type WorklistTemplateList,
} from '@lims/contract';
import { noTemplateFlags, type WorklistTemplateFlags } from '@lims/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, worklistTemplates } from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';

const notAuthorised = errorBody('forbidden', 'notAuthorised', 'You are not authorised to do this.');
const nameTaken = errorBody(
  'conflict',
  'worklistTemplateNameTaken',
  'A template with this name already exists.',
  'name',
);
const staleRecord = errorBody(
  'stale',
  'staleRecord',
  'Someone else changed this record while you were editing it. Reload it and make your change again.',
);
const notFound = errorBody('not_found', 'notFound', 'The requested item was not found.');
const categoryNotFound = errorBody('not_found', 'notFound', 'The requested item was not found.', 'categoryId');

/** The order of the server's `lower(name) collate "C"`. */
const byName = (a: { name: string }, b: { name: string }) => {
  const [left, right] = [a.name.toLowerCase(), b.name.toLowerCase()];
  return left < right ? -1 : left > right ? 1 : 0;
};

const flagsWith = (...on: (keyof WorklistTemplateFlags)[]): WorklistTemplateFlags => ({
  ...noTemplateFlags,
  ...Object.fromEntries(on.map((flag) => [flag, true])),
});

describe('work list templates and options (spec 002 §2 Configure WorkList, §3 Work list template)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let haematology: Department;
  let biochemistry: Department;
  /** Result staff of haematology only: may configure. */
  let technician: TestClient;
  let secondTechnician: TestClient;
  /** The lab's own sample staff: may generate, not configure. */
  let sampleStaff: TestClient;
  /** No flags: the front desk alone. */
  let receptionist: TestClient;
  let routine: { id: number; name: string };
  let retired: { id: number; name: string };
  let otherCategory: { id: number };

  const categoryOf = (of: TestLab, name: string) =>
    ctx.services.testCategories.create({ actor: of.system, input: { name } });

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    haematology = await lab.department(uniqueName('Haematology'));
    biochemistry = await lab.department(uniqueName('Biochemistry'));
    technician = await lab.user({ labAccess: true, departmentIds: [haematology.id] });
    secondTechnician = await lab.user({ labAccess: true, departmentIds: [haematology.id] });
    sampleStaff = await lab.user({ sampleAccess: true, departmentIds: [haematology.id] });
    receptionist = await lab.user({ departmentIds: [haematology.id] });
    routine = await categoryOf(lab, uniqueName('Routine'));
    const made = await categoryOf(lab, uniqueName('Retired'));
    retired = await ctx.services.testCategories.update({
      actor: lab.system,
      id: made.id,
      input: { enabled: false, version: made.version },
    });
    otherCategory = await categoryOf(other, uniqueName('Theirs'));
  });
  afterAll(() => ctx.close());

  /** Both labs' templates and the audit trail: what a refused request must leave alone. */
  const snapshot = async () => ({
    templates: await ctx.database.db
      .select()
      .from(worklistTemplates)
      .where(inArray(worklistTemplates.labId, [lab.labId, other.labId]))
      .orderBy(worklistTemplates.id),
    audit: (await ctx.database.db.select({ rows: count() }).from(auditLog))[0]?.rows,
  });

  const auditOf = (id: number) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'worklistTemplate'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);

  const bodyOf = (overrides: Partial<Record<string, unknown>> = {}) => ({
    name: uniqueName('Template'),
    categoryId: routine.id,
    format: 'pdf',
    flags: flagsWith('patientIdFlag', 'clinicalHistoryFlag'),
    ...overrides,
  });

  const create = async (overrides: Partial<Record<string, unknown>> = {}, client = technician) => {
    const response = await client.post('/api/v1/worklists/templates', bodyOf(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<WorklistTemplate>();
  };

  const listOf = async (client: TestClient) => {
    const response = await client.get('/api/v1/worklists/templates');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WorklistTemplateList>().items;
  };

  const remove = (client: TestClient, id: number) => client.request('DELETE', `/api/v1/worklists/templates/${id}`);

  describe('create', () => {
    it("saves a technician's template with its category's name, version 0, and its audit row", async () => {
      const name = uniqueName('Morning bench');
      const flags = flagsWith('patientIdFlag', 'billDateFlag', 'orderNumberFlag');
      const response = await technician.post('/api/v1/worklists/templates', {
        name: `  ${name} `,
        categoryId: routine.id,
        format: 'excel',
        flags,
      });
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json<WorklistTemplate>();
      expect(created).toEqual({
        id: expect.any(Number),
        name,
        categoryId: routine.id,
        categoryName: routine.name,
        format: 'excel',
        flags,
        version: 0,
        updatedAt: expect.any(String),
      });
      const [row] = await ctx.database.db.select().from(worklistTemplates).where(eq(worklistTemplates.id, created.id));
      expect(row).toMatchObject({ labId: lab.labId, name, categoryId: routine.id, format: 'excel', flags });
      const rows = await auditOf(created.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        labId: lab.labId,
        action: 'worklistTemplate.create',
        before: null,
        after: expect.objectContaining({ name, format: 'excel', labId: lab.labId }),
      });
    });

    it("keeps the default category ('Default WorkList', 30) as no category", async () => {
      const created = await create({ categoryId: null });
      expect(created).toMatchObject({ categoryId: null, categoryName: null });
    });

    it.each(['upper', 'lower', 'padded'] as const)(
      "refuses a name already taken (%s case) with 409 'A template with this name already exists.'",
      async (variant) => {
        const existing = await create();
        const name = {
          upper: existing.name.toUpperCase(),
          lower: existing.name.toLowerCase(),
          padded: ` ${existing.name} `,
        }[variant];
        const before = await snapshot();
        const response = await technician.post('/api/v1/worklists/templates', bodyOf({ name }));
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual(nameTaken);
        expect(await snapshot()).toEqual(before);
      },
    );

    it('settles two saves of one new name at once: one 201, one 409, one row', async () => {
      const name = uniqueName('Race');
      const answers = await Promise.all([
        technician.post('/api/v1/worklists/templates', bodyOf({ name })),
        secondTechnician.post('/api/v1/worklists/templates', bodyOf({ name: name.toUpperCase() })),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual(nameTaken);
      const rows = (await snapshot()).templates.filter((row) => row.name.toLowerCase() === name.toLowerCase());
      expect(rows).toHaveLength(1);
    });

    it("refuses another lab's category, an unknown one and a disabled one with 404 on categoryId, writing nothing", async () => {
      const before = await snapshot();
      for (const categoryId of [otherCategory.id, 999_999_999, retired.id]) {
        const response = await technician.post('/api/v1/worklists/templates', bodyOf({ categoryId }));
        expect(response.statusCode, String(categoryId)).toBe(404);
        expect(response.json()).toEqual(categoryNotFound);
      }
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      ['an empty name', { name: '  ' }, 'fieldEmpty', 'name'],
      ['a name of 101 characters', { name: 'x'.repeat(101) }, 'textMaxLength', 'name'],
      ['an unknown format', { format: 'word' }, 'invalidRequest', 'format'],
      [
        'a flag missing',
        { flags: { ...noTemplateFlags, orderNumberFlag: undefined } },
        'fieldEmpty',
        'flags.orderNumberFlag',
      ],
      [
        'a flag that is no boolean',
        { flags: { ...noTemplateFlags, sourceFlag: 1 } },
        'invalidRequest',
        'flags.sourceFlag',
      ],
    ] as const)('refuses %s with 400 on its field, writing nothing', async (_case, overrides, key, field) => {
      const before = await snapshot();
      const response = await technician.post('/api/v1/worklists/templates', bodyOf(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'bad_request', messageKey: key, field });
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('list', () => {
    it("lists every template of the lab by name without regard to case, and none of another lab's", async () => {
      const tag = uniqueName('list');
      const made = [
        await create({ name: `b ${tag}` }),
        await create({ name: `A ${tag}`, categoryId: null }),
        await create({ name: `C ${tag}` }),
      ];
      const theirs = await create({ name: `A ${tag}`, categoryId: otherCategory.id }, other.admin);
      const items = await listOf(sampleStaff);
      expect(items).toEqual([...items].sort(byName));
      expect(items.filter((item) => item.name.endsWith(tag))).toEqual([made[1], made[0], made[2]]);
      expect(items.map((item) => item.id)).not.toContain(theirs.id);
      expect(items.find((item) => item.id === made[0]?.id)).toMatchObject({ categoryName: routine.name });
      expect(await listOf(other.admin)).toEqual([theirs]);
    });
  });

  describe('update (optimistic concurrency)', () => {
    it('saves an edit from the version it was read at, and audits the locked row as before', async () => {
      const template = await create({ categoryId: null });
      const name = uniqueName('Edited');
      const response = await technician.put(`/api/v1/worklists/templates/${template.id}`, {
        ...bodyOf({ name, format: 'excel', flags: flagsWith('sourceFlag') }),
        version: 0,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        id: template.id,
        name,
        categoryId: routine.id,
        categoryName: routine.name,
        format: 'excel',
        flags: flagsWith('sourceFlag'),
        version: 1,
      });
      const [, update] = await auditOf(template.id);
      expect(update).toMatchObject({
        action: 'worklistTemplate.update',
        before: expect.objectContaining({ name: template.name, categoryId: null, version: 0 }),
        after: expect.objectContaining({ name, categoryId: routine.id, version: 1, flags: flagsWith('sourceFlag') }),
      });
    });

    it("refuses a stale version with 409 'Someone else changed this record…', overwriting nothing", async () => {
      const template = await create();
      const first = await technician.put(`/api/v1/worklists/templates/${template.id}`, { ...bodyOf(), version: 0 });
      expect(first.statusCode).toBe(200);
      const before = await snapshot();
      const response = await technician.put(`/api/v1/worklists/templates/${template.id}`, {
        ...bodyOf({ name: 'Overwritten' }),
        version: 0,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(staleRecord);
      expect(await snapshot()).toEqual(before);
    });

    it('lets exactly one of two users who save the same version at once win: one 200, one 409', async () => {
      const template = await create();
      const answers = await Promise.all([
        technician.put(`/api/v1/worklists/templates/${template.id}`, {
          ...bodyOf({ name: uniqueName('A') }),
          version: 0,
        }),
        secondTechnician.put(`/api/v1/worklists/templates/${template.id}`, {
          ...bodyOf({ name: uniqueName('B') }),
          version: 0,
        }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)?.json<WorklistTemplate>();
      expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual(staleRecord);
      const [row] = await ctx.database.db.select().from(worklistTemplates).where(eq(worklistTemplates.id, template.id));
      expect(row).toMatchObject({ name: winner?.name, version: 1 });
      expect((await auditOf(template.id)).map((entry) => entry.action)).toEqual([
        'worklistTemplate.create',
        'worklistTemplate.update',
      ]);
    });

    it("keeps its own name in another case, but not another template's", async () => {
      const template = await create();
      const taken = await create();
      const renamed = await technician.put(`/api/v1/worklists/templates/${template.id}`, {
        ...bodyOf({ name: template.name.toUpperCase() }),
        version: 0,
      });
      expect(renamed.json()).toMatchObject({ name: template.name.toUpperCase(), version: 1 });
      const before = await snapshot();
      const response = await technician.put(`/api/v1/worklists/templates/${template.id}`, {
        ...bodyOf({ name: taken.name.toLowerCase() }),
        version: 1,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(nameTaken);
      expect(await snapshot()).toEqual(before);
    });

    it('keeps a category disabled since, but refuses moving to a disabled or foreign one', async () => {
      const category = await categoryOf(lab, uniqueName('Soon retired'));
      const template = await create({ categoryId: category.id });
      await ctx.services.testCategories.update({
        actor: lab.system,
        id: category.id,
        input: { enabled: false, version: 0 },
      });
      const kept = await technician.put(`/api/v1/worklists/templates/${template.id}`, {
        ...bodyOf({ name: template.name, categoryId: category.id, format: 'excel' }),
        version: 0,
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json()).toMatchObject({ categoryId: category.id, categoryName: category.name, format: 'excel' });
      const before = await snapshot();
      for (const categoryId of [retired.id, otherCategory.id]) {
        const response = await technician.put(`/api/v1/worklists/templates/${template.id}`, {
          ...bodyOf({ categoryId }),
          version: 1,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(categoryNotFound);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('refuses an edit without its version with 400, and an unknown id with 404', async () => {
      const template = await create();
      const missing = await technician.put(`/api/v1/worklists/templates/${template.id}`, bodyOf());
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toMatchObject({ messageKey: 'fieldEmpty', field: 'version' });
      const unknown = await technician.put('/api/v1/worklists/templates/999999999', { ...bodyOf(), version: 0 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(notFound);
    });
  });

  describe('delete', () => {
    it('deletes a template (204), answers its name to the service, and audits it with the row as before', async () => {
      const template = await create();
      const response = await remove(technician, template.id);
      expect(response.statusCode, response.body).toBe(204);
      expect(response.body).toBe('');
      expect((await listOf(technician)).map((item) => item.id)).not.toContain(template.id);
      expect(
        await ctx.database.db.select().from(worklistTemplates).where(eq(worklistTemplates.id, template.id)),
      ).toEqual([]);
      const rows = await auditOf(template.id);
      expect(rows.map((row) => row.action)).toEqual(['worklistTemplate.create', 'worklistTemplate.delete']);
      expect(rows[1]).toMatchObject({
        labId: lab.labId,
        before: expect.objectContaining({ id: template.id, name: template.name }),
        after: null,
      });
      const again = await remove(technician, template.id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(notFound);

      const another = await create();
      expect(await ctx.services.worklistTemplates.remove({ actor: lab.system, id: another.id })).toBe(another.name);
    });
  });

  describe('permissions and other labs', () => {
    it('lets sample staff read the templates but not save, edit or delete one', async () => {
      const template = await create();
      expect((await listOf(sampleStaff)).map((item) => item.id)).toContain(template.id);
      const before = await snapshot();
      for (const response of [
        await sampleStaff.post('/api/v1/worklists/templates', bodyOf()),
        await sampleStaff.put(`/api/v1/worklists/templates/${template.id}`, { ...bodyOf(), version: 0 }),
        await remove(sampleStaff, template.id),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(notAuthorised);
      }
      expect(await snapshot()).toEqual(before);
    });

    it("refuses the front desk alone, a collection centre's admin and a doctor 'worklists.generate'", async () => {
      const callers = [receptionist, await lab.user({ admin: true, isCollectionCenter: 4 }), await lab.doctor()];
      for (const client of callers) {
        for (const url of ['/api/v1/worklists/templates', '/api/v1/worklists/options']) {
          const response = await client.get(url);
          expect(response.statusCode, url).toBe(403);
          expect(response.json()).toEqual(notAuthorised);
        }
      }
      const before = await snapshot();
      const response = await receptionist.post('/api/v1/worklists/templates', bodyOf());
      expect(response.statusCode).toBe(403);
      expect(await snapshot()).toEqual(before);
    });

    it("answers 404 for another lab's template and leaves it as it was", async () => {
      const theirs = await create({ categoryId: null }, other.admin);
      const before = await snapshot();
      const put = await technician.put(`/api/v1/worklists/templates/${theirs.id}`, {
        ...bodyOf({ categoryId: null }),
        version: 0,
      });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual(notFound);
      const deleted = await remove(lab.admin, theirs.id);
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json()).toEqual(notFound);
      await expect(ctx.services.worklistTemplates.get({ actor: lab.system, id: theirs.id })).rejects.toMatchObject({
        code: 'not_found',
        messageKey: 'notFound',
      });
      expect(await snapshot()).toEqual(before);
      expect(await ctx.services.worklistTemplates.get({ actor: other.system, id: theirs.id })).toEqual(theirs);
    });

    it('lets the same name be used in another lab', async () => {
      const ours = await create();
      const theirs = await create({ name: ours.name, categoryId: null }, other.admin);
      expect(theirs.name).toBe(ours.name);
    });
  });

  describe('options (the Work List dialog)', () => {
    /** A test of the department, through the catalogue's service. */
    const testIn = (department: Department, name: string, categoryId: number | null = null) =>
      ctx.services.labTests.create({
        actor: lab.system,
        input: CreateTest.parse({
          code: uniqueName('T'),
          name,
          departmentId: department.id,
          categoryId,
          price: 10000,
          targetTatMinutes: 60,
        }),
      });
    const deviceIn = (department: Department, name: string) =>
      ctx.services.devices.create({ actor: lab.system, input: { name, departmentId: department.id, testIds: [] } });

    const optionsOf = async (client: TestClient) => {
      const response = await client.get('/api/v1/worklists/options');
      expect(response.statusCode, response.body).toBe(200);
      return response.json<WorklistOptions>();
    };

    it("gives the caller's departments with their enabled tests and devices, and the lab's categories, signing doctors and templates", async () => {
      const haemoglobin = await testIn(haematology, uniqueName('Haemoglobin'), routine.id);
      const platelets = await testIn(haematology, uniqueName('Platelets'));
      const withdrawn = await testIn(haematology, uniqueName('Withdrawn'));
      await ctx.services.labTests.update({
        actor: lab.system,
        id: withdrawn.id,
        input: { enabled: false, version: withdrawn.version },
      });
      const glucose = await testIn(biochemistry, uniqueName('Glucose'));
      const counter = await deviceIn(haematology, uniqueName('Counter'));
      const analyser = await deviceIn(biochemistry, uniqueName('Analyser'));
      const signing = await lab.doctor({ fullName: uniqueName('Dr. Signing') });
      const referral = await lab.doctor({ fullName: uniqueName('Dr. Referral'), isSigning: false, isReferral: true });
      await ctx.services.labTests.create({
        actor: other.system,
        input: CreateTest.parse({
          code: uniqueName('T'),
          name: uniqueName('Their test'),
          departmentId: (await other.department()).id,
          price: 1,
          targetTatMinutes: 60,
        }),
      });
      const template = await create();

      const ofTechnician = await optionsOf(technician);
      expect(ofTechnician.departments).toEqual([{ id: haematology.id, name: haematology.name }]);
      expect(ofTechnician.tests).toEqual(
        [haemoglobin, platelets]
          .map(({ id, code, name }) => ({ id, code, name, departmentId: haematology.id }))
          .sort(byName),
      );
      expect(ofTechnician.devices).toEqual([{ id: counter.id, name: counter.name, departmentId: haematology.id }]);
      expect(ofTechnician.categories).toEqual([{ id: routine.id, name: routine.name }]);
      expect(ofTechnician.signingDoctors).toContainEqual({ id: signing.id, fullName: signing.name });
      expect(ofTechnician.signingDoctors.map((doctor) => doctor.id)).not.toContain(referral.id);
      expect(ofTechnician.templates).toEqual(await listOf(technician));
      expect(ofTechnician.templates).toContainEqual(template);

      const ofAdmin = await optionsOf(lab.admin);
      expect(ofAdmin.departments.map((department) => department.id)).toEqual(
        expect.arrayContaining([haematology.id, biochemistry.id]),
      );
      expect(ofAdmin.tests.map((test) => test.id)).toEqual(
        expect.arrayContaining([haemoglobin.id, platelets.id, glucose.id]),
      );
      expect(ofAdmin.tests.map((test) => test.id)).not.toContain(withdrawn.id);
      expect(ofAdmin.devices.map((device) => device.id)).toEqual(expect.arrayContaining([counter.id, analyser.id]));

      const ofOtherLab = await optionsOf(other.admin);
      const ourIds = [haemoglobin.id, platelets.id, glucose.id];
      expect(ofOtherLab.tests.map((test) => test.id).filter((id) => ourIds.includes(id))).toEqual([]);
      expect(ofOtherLab.categories).toEqual([{ id: otherCategory.id, name: expect.any(String) }]);
      expect(ofOtherLab.templates.map((item) => item.id)).not.toContain(template.id);
    });

    it('gives a user of no department no tests and no devices', async () => {
      const unassigned = await lab.user({ labAccess: true });
      const options = await optionsOf(unassigned);
      expect(options).toMatchObject({ departments: [], tests: [], devices: [] });
      expect(options.categories).toEqual([{ id: routine.id, name: routine.name }]);
    });
  });
});
