import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.js';

describe('GET /api/v1/session, department switch and preferences', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('carries every field of spec 000 §3 session data', async () => {
    const { session } = (await (await ctx.signIn('admin')).get('/api/v1/session')).json();
    expect(session).toMatchObject({
      labId: ctx.labId,
      docLabId: null,
      currency: 'INR',
      countryCode: '91',
      countryIsoCode: 'IN',
      isCollectionCenter: 0,
      admin: true,
      registration_general_settings: {},
      departmentDataType: 0,
      floatSupportFlag: false,
      labUserName: 'Asha Verma',
      dicom_viewer_url: null,
      reportShareViaEmail: true,
      inventoryManagement: false,
      qualityControl: false,
      statusNotificationPosition: 1,
      labuseraccessmaster: { isRootUser: true },
      user: { isReferral: false, dashboardLabel: 'Admin' },
      timeZone: 'Asia/Kolkata',
    });
    expect(session.departments).toHaveLength(6);
  });

  it.each([
    ['admin', 'Admin'],
    ['operations', 'Complete Operations'],
    ['finance', 'Finance'],
    ['technician', 'Technician'],
    ['reception', 'Receptionist'],
  ])('labels %s as %s (spec 000 §6)', async (username, label) => {
    expect((await ctx.signIn(username)).session.user.dashboardLabel).toBe(label);
  });

  it('marks the collection-centre user with isCollectionCenter 4', async () => {
    expect((await ctx.signIn('collection')).session.isCollectionCenter).toBe(4);
  });

  it('switches to an assigned department and back to all', async () => {
    const technician = await ctx.signIn('technician');
    expect(technician.session.departments.map((department) => department.name)).toEqual([
      'Biochemistry',
      'Haematology',
    ]);
    const haematology = technician.session.departments.find((department) => department.name === 'Haematology');
    const switched = await technician.put('/api/v1/session/department', { departmentId: haematology?.id });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().session.currentDepartment).toEqual(haematology);
    expect((await technician.get('/api/v1/session')).json().session.currentDepartment).toEqual(haematology);
    const reset = await technician.put('/api/v1/session/department', { departmentId: null });
    expect(reset.json().session.currentDepartment).toBeNull();
  });

  it("refuses a department the user does not have, or another lab's, with 'Failed to switch department'", async () => {
    const technician = await ctx.signIn('technician');
    const admin = await ctx.signIn('admin');
    const radiology = admin.session.departments.find((department) => department.name === 'Radiology');
    const other = await ctx.createSecondLab();
    for (const departmentId of [radiology?.id, other.departmentId]) {
      const response = await technician.put('/api/v1/session/department', { departmentId });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe('Failed to switch department');
    }
    expect((await technician.get('/api/v1/session')).json().session.currentDepartment).toBeNull();
  });

  it('keeps the notification position across sign-ins and refuses bad values with the spec message', async () => {
    const reception = await ctx.signIn('reception');
    expect((await reception.patch('/api/v1/session', { statusNotificationPosition: 3 })).statusCode).toBe(200);
    expect((await ctx.signIn('reception')).session.statusNotificationPosition).toBe(3);
    for (const body of [{ statusNotificationPosition: 5 }, { language: 'xx' }, {}]) {
      const response = await reception.patch('/api/v1/session', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Unable to update your session. please try again!');
    }
  });

  it('gives the region of the request host', async () => {
    const client = await ctx.signIn('admin');
    const response = await client.request('GET', '/api/v1/session', undefined, { host: 'uae.lims.local' });
    expect(response.json().session.region.code).toBe('UAE');
    const publicRegion = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/public/region',
      headers: { host: 'localhost:3000' },
    });
    expect(publicRegion.json()).toMatchObject({ host: 'localhost', region: { code: 'IN' } });
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/public/region',
      headers: { host: 'elsewhere.example' },
    });
    expect(unknown.json().region.code).toBe('IN');
  });
});
