import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, departments } from '../../db/schema/index.js';
import { createTestContext, type SecondLab, type TestClient, type TestContext } from '../../test/test-context.js';

describe('departments (the reference area)', () => {
  let ctx: TestContext;
  let admin: TestClient;
  let second: SecondLab;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await ctx.signIn('admin');
    second = await ctx.createSecondLab();
  });
  afterAll(() => ctx.close());

  it('lists the six demo departments', async () => {
    const { items } = (await admin.get('/api/v1/departments')).json();
    expect(items.map((item: { name: string }) => item.name)).toEqual([
      'Biochemistry',
      'Clinical Pathology',
      'Haematology',
      'Immunoassay',
      'Microbiology',
      'Radiology',
    ]);
  });

  it('adds a department with an audit row', async () => {
    const response = await admin.post('/api/v1/departments', { name: '  Serology ' });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ name: 'Serology', enabled: true });
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'department'), eq(auditLog.entityId, String(created.id))));
    expect(rows.map((row) => row.action)).toEqual(['department.create']);
  });

  it('refuses a duplicate name, whatever its case', async () => {
    const response = await admin.post('/api/v1/departments', { name: 'HAEMATOLOGY' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'conflict',
      message: 'A department with this name already exists.',
      field: 'name',
    });
  });

  it.each([{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(81) }, { name: 42 }])(
    'refuses %j with 400',
    async (body) => {
      const response = await admin.post('/api/v1/departments', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('bad_request');
    },
  );

  it('renames and disables; a disabled department leaves the switcher but stays listed on request', async () => {
    const { id } = (await admin.post('/api/v1/departments', { name: 'Genetics' })).json();
    expect((await admin.patch(`/api/v1/departments/${id}`, { name: 'Molecular Genetics' })).json().name).toBe(
      'Molecular Genetics',
    );
    expect((await admin.patch(`/api/v1/departments/${id}`, { enabled: false })).json().enabled).toBe(false);
    const session = (await admin.get('/api/v1/session')).json().session;
    expect(session.departments.map((department: { id: number }) => department.id)).not.toContain(id);
    const all = (await admin.get('/api/v1/departments?includeDisabled=true')).json().items;
    expect(all.find((item: { id: number }) => item.id === id)).toMatchObject({ enabled: false });
  });

  it('lets only admins change departments', async () => {
    const reception = await ctx.signIn('reception');
    for (const response of [
      await reception.post('/api/v1/departments', { name: 'Virology' }),
      await reception.patch('/api/v1/departments/1', { enabled: false }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe('Only an administrator of this lab can do this.');
    }
    const [haematology] = await ctx.database.db
      .select()
      .from(departments)
      .where(and(eq(departments.labId, ctx.labId), eq(departments.id, 1)));
    expect(haematology?.enabled).toBe(true);
  });

  it("never shows or changes another lab's department", async () => {
    const response = await admin.patch(`/api/v1/departments/${second.departmentId}`, { name: 'Taken over' });
    expect(response.statusCode).toBe(404);
    const secondAdmin = await ctx.signIn(second.adminUsername);
    const { items } = (await secondAdmin.get('/api/v1/departments')).json();
    expect(items).toEqual([expect.objectContaining({ id: second.departmentId, name: 'Haematology' })]);
  });
});
