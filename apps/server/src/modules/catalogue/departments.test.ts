import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, departments } from '../../db/schema/index.js';
import {
  createTestContext,
  type SecondLab,
  type TestClient,
  type TestContext,
  uniqueName,
} from '../../test/test-context.js';

const adminOnly = { code: 'forbidden', message: 'Only an administrator of this lab can do this.' };
const nameTaken = { code: 'conflict', message: 'A department with this name already exists.', field: 'name' };
const demoDepartments = [
  'Biochemistry',
  'Clinical Pathology',
  'Haematology',
  'Immunoassay',
  'Microbiology',
  'Radiology',
];

interface DepartmentBody {
  id: number;
  name: string;
  enabled: boolean;
}

describe('departments (catalogue, the reference area)', () => {
  let ctx: TestContext;
  let admin: TestClient;
  let reception: TestClient;
  let second: SecondLab;
  let haematologyId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await ctx.signIn('admin');
    reception = await ctx.signIn('reception');
    second = await ctx.createSecondLab();
    haematologyId = admin.session.departments.find((department) => department.name === 'Haematology')?.id ?? 0;
  });
  afterAll(() => ctx.close());

  /** Everything a failed request must leave alone: the lab's departments and the audit trail. */
  const snapshot = async () => ({
    departments: await ctx.database.db.select().from(departments).orderBy(departments.id),
    audit: (await ctx.database.db.select({ rows: count() }).from(auditLog))[0]?.rows,
  });

  const auditOf = (id: number) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'department'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);

  const create = async (name: string): Promise<DepartmentBody> => {
    const response = await admin.post('/api/v1/departments', { name });
    expect(response.statusCode).toBe(201);
    return response.json();
  };

  describe('list', () => {
    it('lists the six demo departments by name', async () => {
      const response = await admin.get('/api/v1/departments');
      expect(response.statusCode).toBe(200);
      const { items } = response.json();
      expect(items.map((item: DepartmentBody) => item.name)).toEqual(demoDepartments);
      expect(items.every((item: DepartmentBody) => item.enabled)).toBe(true);
    });

    it('lets any lab user list them', async () => {
      const response = await reception.get('/api/v1/departments');
      expect(response.statusCode).toBe(200);
      expect(response.json().items.map((item: DepartmentBody) => item.name)).toEqual(
        expect.arrayContaining(demoDepartments),
      );
    });

    it('needs a session', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/departments' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('create', () => {
    it('adds a department (201, name trimmed) and writes its audit row in audit_log', async () => {
      const response = await admin.post('/api/v1/departments', { name: '  Serology ' });
      expect(response.statusCode).toBe(201);
      const created: DepartmentBody & { createdAt: string; updatedAt: string } = response.json();
      expect(created).toMatchObject({ name: 'Serology', enabled: true });
      expect(Number.isInteger(created.id)).toBe(true);
      expect(new Date(created.createdAt).toString()).not.toBe('Invalid Date');

      const rows = await auditOf(created.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        labId: ctx.labId,
        actorKind: 'lab',
        action: 'department.create',
        entityType: 'department',
        entityId: String(created.id),
        before: null,
        after: expect.objectContaining({ name: 'Serology', enabled: true, labId: ctx.labId }),
      });
      expect(rows[0]?.actorAccountId).toEqual(expect.any(Number));

      const listed = (await admin.get('/api/v1/departments')).json().items.map((item: DepartmentBody) => item.name);
      expect(listed).toContain('Serology');
    });

    it.each(['HAEMATOLOGY', 'haematology', '  Haematology  '])(
      "refuses the duplicate name %j with 409 'A department with this name already exists.' on field name",
      async (name) => {
        const before = await snapshot();
        const response = await admin.post('/api/v1/departments', { name });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ error: nameTaken });
        expect(await snapshot()).toEqual(before);
      },
    );

    it.each([
      ['a missing name', {}],
      ['an empty name', { name: '' }],
      ['a blank name', { name: '   ' }],
      ['a name of 81 characters', { name: 'x'.repeat(81) }],
      ['a name of the wrong type', { name: 42 }],
    ])('refuses %s with 400 on field name, writing nothing', async (_case, body) => {
      const before = await snapshot();
      const response = await admin.post('/api/v1/departments', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'bad_request', field: 'name' });
      expect(typeof response.json().error.message).toBe('string');
      expect(await snapshot()).toEqual(before);
    });

    it('accepts a name of exactly 80 characters', async () => {
      const name = `Long ${'n'.repeat(75)}`;
      expect(name).toHaveLength(80);
      expect((await create(name)).name).toBe(name);
    });

    it('settles two simultaneous adds of one name: one 201, one 409, one row, one audit row', async () => {
      const name = uniqueName('Cytology');
      const answers = await Promise.all([
        admin.post('/api/v1/departments', { name }),
        admin.post('/api/v1/departments', { name: name.toUpperCase() }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const conflict = answers.find((answer) => answer.statusCode === 409);
      expect(conflict?.json()).toEqual({ error: nameTaken });
      const rows = (await snapshot()).departments.filter((row) => row.name.toLowerCase() === name.toLowerCase());
      expect(rows).toHaveLength(1);
      expect(await auditOf(rows[0]?.id ?? 0)).toHaveLength(1);
    });
  });

  describe('update', () => {
    it('renames a department and audits the name before and after', async () => {
      const { id } = await create('Genetics');
      const response = await admin.patch(`/api/v1/departments/${id}`, { name: 'Molecular Genetics' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, name: 'Molecular Genetics', enabled: true });
      const [, update] = await auditOf(id);
      expect(update).toMatchObject({
        action: 'department.update',
        before: expect.objectContaining({ name: 'Genetics' }),
        after: expect.objectContaining({ name: 'Molecular Genetics' }),
      });
    });

    it('lets a department keep its own name in another case, but not take another one', async () => {
      const { id } = await create('Histology');
      expect((await admin.patch(`/api/v1/departments/${id}`, { name: 'HISTOLOGY' })).json().name).toBe('HISTOLOGY');
      const before = await snapshot();
      const taken = await admin.patch(`/api/v1/departments/${id}`, { name: 'microbiology' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ error: nameTaken });
      expect(await snapshot()).toEqual(before);
    });

    it('disables a department: it leaves the session and the default list, and stays listed with includeDisabled=true', async () => {
      const { id } = await create('Toxicology');
      expect(admin.session.departments.map((department) => department.id)).not.toContain(id);
      const withIt = (await admin.get('/api/v1/session')).json().session.departments;
      expect(withIt.map((department: DepartmentBody) => department.id)).toContain(id);

      const response = await admin.patch(`/api/v1/departments/${id}`, { enabled: false });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, name: 'Toxicology', enabled: false });

      const session = (await admin.get('/api/v1/session')).json().session;
      expect(session.departments.map((department: DepartmentBody) => department.id)).not.toContain(id);
      const enabledOnly = (await admin.get('/api/v1/departments')).json().items;
      expect(enabledOnly.map((item: DepartmentBody) => item.id)).not.toContain(id);
      const all = (await admin.get('/api/v1/departments?includeDisabled=true')).json().items;
      expect(all.find((item: DepartmentBody) => item.id === id)).toMatchObject({ enabled: false });
      // A disabled department cannot be switched to.
      expect((await admin.put('/api/v1/session/department', { departmentId: id })).statusCode).toBe(403);

      expect((await admin.patch(`/api/v1/departments/${id}`, { enabled: true })).json().enabled).toBe(true);
      const again = (await admin.get('/api/v1/session')).json().session.departments;
      expect(again.map((department: DepartmentBody) => department.id)).toContain(id);
    });

    it.each([
      ['an empty change', {}],
      ['an empty name', { name: '' }],
      ['enabled of the wrong type', { enabled: 'no' }],
    ])('refuses %s with 400, changing nothing', async (_case, body) => {
      const before = await snapshot();
      const response = await admin.patch(`/api/v1/departments/${haematologyId}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('bad_request');
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a malformed id with 400 and an unknown one with 404', async () => {
      expect((await admin.patch('/api/v1/departments/abc', { enabled: false })).statusCode).toBe(400);
      const unknown = await admin.patch('/api/v1/departments/999999', { enabled: false });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: { code: 'not_found', message: 'The requested item was not found.' } });
    });
  });

  describe('permissions and other labs', () => {
    it("refuses a non-admin's POST and PATCH with 403 'Only an administrator of this lab can do this.'", async () => {
      const before = await snapshot();
      const post = await reception.post('/api/v1/departments', { name: 'Virology' });
      expect(post.statusCode).toBe(403);
      expect(post.json()).toEqual({ error: adminOnly });
      const patch = await reception.patch(`/api/v1/departments/${haematologyId}`, { enabled: false });
      expect(patch.statusCode).toBe(403);
      expect(patch.json()).toEqual({ error: adminOnly });
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a doctor, even one who signs reports', async () => {
      const doctor = await ctx.signIn('dr.rao', { kind: 'doctor' });
      const response = await doctor.post('/api/v1/departments', { name: 'Virology' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: adminOnly });
    });

    it("answers 404 for another lab's department and leaves it unchanged", async () => {
      const before = await snapshot();
      for (const body of [{ name: 'Taken over' }, { enabled: false }]) {
        const response = await admin.patch(`/api/v1/departments/${second.departmentId}`, body);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('not_found');
      }
      expect(await snapshot()).toEqual(before);

      const secondAdmin = await ctx.signIn(second.adminUsername);
      const { items } = (await secondAdmin.get('/api/v1/departments?includeDisabled=true')).json();
      expect(items).toEqual([expect.objectContaining({ id: second.departmentId, name: 'Haematology', enabled: true })]);
    });

    it("lets the other lab's admin see and change only their own department", async () => {
      const secondAdmin = await ctx.signIn(second.adminUsername);
      expect(secondAdmin.session.departments).toEqual([{ id: second.departmentId, name: 'Haematology' }]);
      // The same name in another lab is no conflict.
      const created = await secondAdmin.post('/api/v1/departments', { name: 'Serology' });
      expect(created.statusCode).toBe(201);
      const demoDepartment = await secondAdmin.patch(`/api/v1/departments/${haematologyId}`, { enabled: false });
      expect(demoDepartment.statusCode).toBe(404);
      const [haematology] = await ctx.database.db
        .select()
        .from(departments)
        .where(and(eq(departments.labId, ctx.labId), eq(departments.id, haematologyId)));
      expect(haematology).toMatchObject({ name: 'Haematology', enabled: true });
      const audit = await auditOf(created.json().id);
      expect(audit.map((row) => row.labId)).toEqual([second.labId]);
    });
  });
});
