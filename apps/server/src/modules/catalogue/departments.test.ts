import type { Department, DepartmentList } from '@lims/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, departments } from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';

const adminOnly = errorBody('forbidden', 'adminOnly', 'Only an administrator of this lab can do this.');
const nameTaken = errorBody('conflict', 'departmentNameTaken', 'A department with this name already exists.', 'name');
const staleRecord = errorBody(
  'stale',
  'staleRecord',
  'Someone else changed this record while you were editing it. Reload it and make your change again.',
);
const notFound = errorBody('not_found', 'notFound', 'The requested item was not found.');

describe('departments (catalogue, the reference area)', () => {
  let ctx: TestContext;
  /** The lab under test, with three departments; `other` is a lab its users must never reach. */
  let lab: TestLab;
  let other: TestLab;
  let admin: TestClient;
  let reception: TestClient;
  let haematology: Department;
  let otherDepartment: Department;

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    admin = lab.admin;
    reception = await lab.user();
    haematology = await lab.department('Haematology');
    await lab.department('biochemistry');
    await lab.department('Microbiology');
    otherDepartment = await other.department('Haematology');
  });
  afterAll(() => ctx.close());

  const labIds = () => [lab.labId, other.labId];

  /** Everything a refused request must leave alone: both labs' departments and the audit trail. */
  const snapshot = async () => ({
    departments: await ctx.database.db
      .select()
      .from(departments)
      .where(inArray(departments.labId, labIds()))
      .orderBy(departments.id),
    audit: (await ctx.database.db.select({ rows: count() }).from(auditLog))[0]?.rows,
  });

  const auditOf = (id: number) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'department'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);

  const create = async (name = uniqueName('Department')): Promise<Department> => {
    const response = await admin.post('/api/v1/departments', { name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  const listOf = async (client: TestClient, query = ''): Promise<DepartmentList> => {
    const response = await client.get(`/api/v1/departments${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  describe('list (one page of the list primitive)', () => {
    it("lists the lab's enabled departments by name, without regard to case, with their versions", async () => {
      const page = await listOf(admin);
      expect(page.items.map((item) => item.name)).toEqual(['biochemistry', 'Haematology', 'Microbiology']);
      expect(page).toMatchObject({ total: 3, nextCursor: null });
      expect(page.items[1]).toEqual({ ...haematology, version: 0 });
    });

    it('pages by cursor and by offset to the same rows, and counts them all', async () => {
      const all = (await listOf(admin, '?sort=createdAt&direction=desc')).items.map((item) => item.id);
      const byCursor: number[] = [];
      let query = '?sort=createdAt&direction=desc&limit=2';
      for (;;) {
        const page = await listOf(admin, query);
        expect(page.total).toBe(3);
        byCursor.push(...page.items.map((item) => item.id));
        if (!page.nextCursor) break;
        query = `?sort=createdAt&direction=desc&limit=2&cursor=${page.nextCursor}`;
      }
      expect(byCursor).toEqual(all);
      const second = await listOf(admin, '?sort=createdAt&direction=desc&limit=2&offset=2');
      expect(second.items.map((item) => item.id)).toEqual(all.slice(2));
      expect(all[0]).toBeGreaterThan(all[2] ?? 0);
    });

    it('searches names without regard to case', async () => {
      const page = await listOf(admin, '?search=BIO');
      expect(page.items.map((item) => item.name)).toEqual(['biochemistry', 'Microbiology']);
      expect(page.total).toBe(2);
    });

    it.each([
      ['a limit of 0', '?limit=0'],
      ['a limit over 200', '?limit=201'],
      ['an unknown sort', '?sort=enabled'],
      ['a cursor that is not one', '?cursor=not-a-cursor'],
    ])('refuses %s with 400', async (_case, query) => {
      const response = await admin.get(`/api/v1/departments${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'bad_request', messageKey: 'invalidRequest' });
    });

    it('refuses a cursor made for another sort, which would start the page in the wrong place', async () => {
      const { nextCursor } = await listOf(admin, '?limit=1');
      const response = await admin.get(`/api/v1/departments?sort=createdAt&cursor=${nextCursor}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(
        errorBody('bad_request', 'invalidRequest', 'Please Input Valid Information.', 'cursor'),
      );
    });

    it('lets any lab user list them, but not a doctor or a patient', async () => {
      expect((await listOf(reception)).total).toBe(3);
      for (const client of [await lab.doctor(), await lab.patient()]) {
        const response = await client.get('/api/v1/departments');
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(errorBody('forbidden', 'notAuthorised', 'You are not authorised to do this.'));
      }
    });

    it('needs a session', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/departments' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('create', () => {
    it('adds a department (201, name trimmed, version 0) and writes its audit row in the same transaction', async () => {
      const response = await admin.post('/api/v1/departments', { name: '  Serology ' });
      expect(response.statusCode).toBe(201);
      const created: Department = response.json();
      expect(created).toMatchObject({ name: 'Serology', enabled: true, version: 0 });
      expect(Number.isInteger(created.id)).toBe(true);
      expect(new Date(created.createdAt).toString()).not.toBe('Invalid Date');

      const rows = await auditOf(created.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        labId: lab.labId,
        actorKind: 'lab',
        action: 'department.create',
        entityType: 'department',
        entityId: String(created.id),
        before: null,
        after: expect.objectContaining({ name: 'Serology', enabled: true, labId: lab.labId }),
      });
      expect(rows[0]?.actorAccountId).toEqual(expect.any(Number));
      expect((await listOf(admin, '?search=serology')).items.map((item) => item.id)).toEqual([created.id]);
    });

    it.each(['HAEMATOLOGY', 'haematology', '  Haematology  '])(
      "refuses the duplicate name %j with 409 'A department with this name already exists.' on field name",
      async (name) => {
        const before = await snapshot();
        const response = await admin.post('/api/v1/departments', { name });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual(nameTaken);
        expect(await snapshot()).toEqual(before);
      },
    );

    // spec 000 §5: an empty mandatory field reads 'This field should not be empty.'
    it.each([
      ['a missing name', {}, 'fieldEmpty', 'This field should not be empty.'],
      ['an empty name', { name: '' }, 'fieldEmpty', 'This field should not be empty.'],
      ['a blank name', { name: '   ' }, 'fieldEmpty', 'This field should not be empty.'],
      ['a name of 81 characters', { name: 'x'.repeat(81) }, 'textMaxLength', 'Must be at most 80 characters.'],
      ['a name of the wrong type', { name: 42 }, 'invalidRequest', 'Please Input Valid Information.'],
      [
        'a name with a NUL character',
        { name: 'Sero\u0000logy' },
        'textControlCharacters',
        'Must not contain control characters.',
      ],
    ] as const)(
      'refuses %s with 400 and its message on field name, writing nothing',
      async (_case, body, key, text) => {
        const before = await snapshot();
        const response = await admin.post('/api/v1/departments', body);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'bad_request',
          messageKey: key,
          message: text,
          field: 'name',
        });
        expect(await snapshot()).toEqual(before);
      },
    );

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
      expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual(nameTaken);
      const rows = (await snapshot()).departments.filter((row) => row.name.toLowerCase() === name.toLowerCase());
      expect(rows).toHaveLength(1);
      expect(await auditOf(rows[0]?.id ?? 0)).toHaveLength(1);
    });
  });

  describe('update (optimistic concurrency: docs/decisions/0012)', () => {
    it('renames from the version it was read at, moves the version on, and audits the locked row as before', async () => {
      const genetics = await create('Genetics');
      const response = await admin.patch(`/api/v1/departments/${genetics.id}`, {
        name: 'Molecular Genetics',
        version: genetics.version,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: genetics.id, name: 'Molecular Genetics', enabled: true, version: 1 });
      const [, update] = await auditOf(genetics.id);
      expect(update).toMatchObject({
        action: 'department.update',
        before: expect.objectContaining({ name: 'Genetics', version: 0 }),
        after: expect.objectContaining({ name: 'Molecular Genetics', version: 1 }),
      });
    });

    it("refuses a stale version with 409 'Someone else changed this record…', overwriting nothing", async () => {
      const histology = await create('Histology');
      expect(
        (await admin.patch(`/api/v1/departments/${histology.id}`, { enabled: false, version: 0 })).statusCode,
      ).toBe(200);
      const before = await snapshot();
      const response = await admin.patch(`/api/v1/departments/${histology.id}`, { name: 'Overwritten', version: 0 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(staleRecord);
      expect(await snapshot()).toEqual(before);
    });

    it('lets exactly one of two admins who send the same version at once win: one 200, one 409, one audit row', async () => {
      const secondAdmin = await lab.user({ admin: true });
      const virology = await create('Virology');
      const answers = await Promise.all([
        admin.patch(`/api/v1/departments/${virology.id}`, { name: 'Virology A', version: 0 }),
        secondAdmin.patch(`/api/v1/departments/${virology.id}`, { name: 'Virology B', version: 0 }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)?.json<Department>();
      expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual(staleRecord);
      const [row] = await ctx.database.db.select().from(departments).where(eq(departments.id, virology.id));
      expect(row).toMatchObject({ name: winner?.name, version: 1 });
      expect((await auditOf(virology.id)).map((entry) => entry.action)).toEqual([
        'department.create',
        'department.update',
      ]);
    });

    it('lets a department keep its own name in another case, but not take another one', async () => {
      const anatomy = await create('Anatomy');
      const renamed = await admin.patch(`/api/v1/departments/${anatomy.id}`, { name: 'ANATOMY', version: 0 });
      expect(renamed.json()).toMatchObject({ name: 'ANATOMY', version: 1 });
      const before = await snapshot();
      const taken = await admin.patch(`/api/v1/departments/${anatomy.id}`, { name: 'microbiology', version: 1 });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual(nameTaken);
      expect(await snapshot()).toEqual(before);
    });

    it('disables a department: it leaves the session and the default list, and stays listed with includeDisabled=true', async () => {
      const toxicology = await create('Toxicology');
      const sessionDepartments = async () =>
        (await admin.get('/api/v1/session')).json().session.departments.map((department: Department) => department.id);
      expect(await sessionDepartments()).toContain(toxicology.id);

      const response = await admin.patch(`/api/v1/departments/${toxicology.id}`, { enabled: false, version: 0 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: toxicology.id, name: 'Toxicology', enabled: false, version: 1 });

      expect(await sessionDepartments()).not.toContain(toxicology.id);
      expect((await listOf(admin, '?search=toxicology')).items).toEqual([]);
      const all = await listOf(admin, '?search=toxicology&includeDisabled=true');
      expect(all.items).toEqual([expect.objectContaining({ id: toxicology.id, enabled: false })]);
      // A disabled department cannot be switched to.
      expect((await admin.put('/api/v1/session/department', { departmentId: toxicology.id })).statusCode).toBe(403);

      const enabled = await admin.patch(`/api/v1/departments/${toxicology.id}`, { enabled: true, version: 1 });
      expect(enabled.json()).toMatchObject({ enabled: true, version: 2 });
      expect(await sessionDepartments()).toContain(toxicology.id);
    });

    it.each([
      ['an empty change', { version: 0 }, 'nothingToUpdate', 'There is nothing to update.', undefined],
      ['a change without its version', { enabled: false }, 'fieldEmpty', 'This field should not be empty.', 'version'],
      ['an empty name', { name: '', version: 0 }, 'fieldEmpty', 'This field should not be empty.', 'name'],
      [
        'enabled of the wrong type',
        { enabled: 'no', version: 0 },
        'invalidRequest',
        'Please Input Valid Information.',
        'enabled',
      ],
      [
        'a negative version',
        { enabled: false, version: -1 },
        'invalidRequest',
        'Please Input Valid Information.',
        'version',
      ],
    ] as const)('refuses %s with 400 and its message, changing nothing', async (_case, body, key, text, field) => {
      const before = await snapshot();
      const response = await admin.patch(`/api/v1/departments/${haematology.id}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'bad_request', messageKey: key, message: text });
      expect(response.json().error.field).toBe(field);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a malformed id with 400 and an unknown one with 404', async () => {
      expect((await admin.patch('/api/v1/departments/abc', { enabled: false, version: 0 })).statusCode).toBe(400);
      const unknown = await admin.patch('/api/v1/departments/999999', { enabled: false, version: 0 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(notFound);
    });
  });

  describe('permissions and other labs', () => {
    it("refuses a receptionist's POST and PATCH with 403 'Only an administrator of this lab can do this.'", async () => {
      const before = await snapshot();
      const post = await reception.post('/api/v1/departments', { name: 'Virology' });
      expect(post.statusCode).toBe(403);
      expect(post.json()).toEqual(adminOnly);
      const patch = await reception.patch(`/api/v1/departments/${haematology.id}`, { enabled: false, version: 0 });
      expect(patch.statusCode).toBe(403);
      expect(patch.json()).toEqual(adminOnly);
      expect(await snapshot()).toEqual(before);
    });

    // spec 000 §6: a collection centre runs its centre, not the lab's settings (docs/decisions/0018).
    it("refuses a collection centre's admin and a signing doctor the same way", async () => {
      const callers = [await lab.user({ admin: true, isCollectionCenter: 4 }), await lab.doctor()];
      const before = await snapshot();
      for (const client of callers) {
        const response = await client.post('/api/v1/departments', { name: 'Virology' });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(adminOnly);
      }
      expect(await snapshot()).toEqual(before);
    });

    it("answers 404 for another lab's department and leaves it unchanged", async () => {
      const before = await snapshot();
      for (const body of [
        { name: 'Taken over', version: 0 },
        { enabled: false, version: 0 },
      ]) {
        const response = await admin.patch(`/api/v1/departments/${otherDepartment.id}`, body);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(notFound);
      }
      expect(await snapshot()).toEqual(before);
      const theirs = await listOf(other.admin, '?includeDisabled=true');
      expect(theirs.items).toEqual([{ ...otherDepartment, version: 0 }]);
    });

    it("lets the other lab's admin see and change only their own departments", async () => {
      const session = (await other.admin.get('/api/v1/session')).json().session;
      expect(session.departments).toEqual([{ id: otherDepartment.id, name: 'Haematology' }]);
      // The same name in another lab is no conflict.
      const created = await other.admin.post('/api/v1/departments', { name: 'Serology' });
      expect(created.statusCode).toBe(201);
      const ours = await other.admin.patch(`/api/v1/departments/${haematology.id}`, { enabled: false, version: 0 });
      expect(ours.statusCode).toBe(404);
      const [row] = await ctx.database.db.select().from(departments).where(eq(departments.id, haematology.id));
      expect(row).toMatchObject({ labId: lab.labId, name: 'Haematology', enabled: true, version: 0 });
      expect((await auditOf(created.json().id)).map((entry) => entry.labId)).toEqual([other.labId]);
    });
  });
});
