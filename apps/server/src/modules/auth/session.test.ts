import type { SessionData } from '@lims/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../test/error-body.js';
import { createTestContext, type SecondLab, type TestContext } from '../../test/test-context.js';

const sessionUpdateFailed = 'Unable to update your session. please try again!';
const departmentSwitchFailed = 'Failed to switch department';
const names = (departments: Array<{ name: string }>) => departments.map((department) => department.name);

describe('GET /api/v1/session, department switch and preferences (spec 000 §3, §6, §8)', () => {
  let ctx: TestContext;
  let second: SecondLab;
  /** The demo lab's departments by name. */
  let departmentIds: Record<string, number>;
  beforeAll(async () => {
    ctx = await createTestContext();
    second = await ctx.createSecondLab();
    const admin = await ctx.signIn('admin');
    departmentIds = Object.fromEntries(
      admin.session.departments.map((department) => [department.name, department.id] as const),
    );
  });
  afterAll(() => ctx.close());

  const sessionOf = async (username: string): Promise<SessionData> =>
    (await (await ctx.signIn(username)).get('/api/v1/session')).json().session;

  // spec 000 §3 line 87: "Session data: labId, docLabId, currency, countryCode, countryIsoCode,
  // isCollectionCenter, admin, registration_general_settings, departmentDataType, floatSupportFlag,
  // user.isReferral, labUserName, dicom_viewer_url, reportShareViaEmail, inventoryManagement,
  // qualityControl, statusNotificationPosition; also labuseraccessmaster.isRootUser."
  it('carries every field of spec 000 §3 session data, with the demo lab values', async () => {
    const response = await (await ctx.signIn('admin')).get('/api/v1/session');
    expect(response.statusCode).toBe(200);
    const { session, csrfToken } = response.json();
    expect(typeof csrfToken).toBe('string');
    for (const field of [
      'labId',
      'docLabId',
      'currency',
      'countryCode',
      'countryIsoCode',
      'isCollectionCenter',
      'admin',
      'registration_general_settings',
      'departmentDataType',
      'floatSupportFlag',
      'labUserName',
      'dicom_viewer_url',
      'reportShareViaEmail',
      'inventoryManagement',
      'qualityControl',
      'statusNotificationPosition',
      'labuseraccessmaster',
      'user',
    ]) {
      expect(session, field).toHaveProperty(field);
    }
    expect(session.user).toHaveProperty('isReferral');
    expect(session.labuseraccessmaster).toHaveProperty('isRootUser');
    expect(session).toMatchObject({
      kind: 'lab',
      labId: ctx.labId,
      docLabId: null,
      labName: 'Demo Diagnostics',
      currency: 'INR',
      countryCode: '91',
      countryIsoCode: 'IN',
      timeZone: 'Asia/Kolkata',
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
      language: 'en',
      labuseraccessmaster: { isRootUser: true },
      user: {
        username: 'admin',
        name: 'Asha Verma',
        isReferral: false,
        flags: { admin: true, financeManager: false, sampleAccess: false, labAccess: false },
        dashboardLabel: 'Admin',
        linkedIdentity: null,
      },
      currentDepartment: null,
      region: { code: 'IN' },
    });
  });

  // spec 000 §6 line 177: the dashboard label from the flags. Departments: docs/decisions/0008-department-access.md.
  it.each([
    [
      'admin',
      'Admin',
      ['Biochemistry', 'Clinical Pathology', 'Haematology', 'Immunoassay', 'Microbiology', 'Radiology'],
    ],
    [
      'operations',
      'Complete Operations',
      ['Biochemistry', 'Clinical Pathology', 'Haematology', 'Immunoassay', 'Microbiology', 'Radiology'],
    ],
    ['finance', 'Finance', []],
    ['technician', 'Technician', ['Biochemistry', 'Haematology']],
    ['reception', 'Receptionist', ['Biochemistry', 'Clinical Pathology', 'Haematology']],
  ])('labels %s as %s and lists their departments', async (username, label, departments) => {
    const session = await sessionOf(username);
    expect(session.user.dashboardLabel).toBe(label);
    expect(session.admin).toBe(username === 'admin');
    expect(session.labuseraccessmaster.isRootUser).toBe(username === 'admin');
    expect(names(session.departments)).toEqual(departments);
  });

  it('gives the collection-centre user isCollectionCenter 4 (spec 000 §6)', async () => {
    const session = await sessionOf('collection');
    expect(session.isCollectionCenter).toBe(4);
    expect(session.user.dashboardLabel).toBe('Technician');
    expect(session.admin).toBe(false);
    // Every other demo lab user is an ordinary one.
    expect((await sessionOf('reception')).isCollectionCenter).toBe(0);
  });

  it('names the doctor identity a lab user can switch to', async () => {
    const session = await sessionOf('drsharma');
    expect(session.user.linkedIdentity).toEqual({ kind: 'doctor', name: 'Dr. Anil Sharma' });
    expect(names(session.departments)).toEqual(['Biochemistry', 'Haematology', 'Immunoassay']);
  });

  describe('department switch (spec 000 §7 switch-department)', () => {
    it('switches to an assigned department; it shows in currentDepartment and stays for that session only', async () => {
      const technician = await ctx.signIn('technician');
      const otherTab = await ctx.signIn('technician');
      const haematology = { id: departmentIds.Haematology, name: 'Haematology' };
      const switched = await technician.put('/api/v1/session/department', { departmentId: haematology.id });
      expect(switched.statusCode).toBe(200);
      expect(switched.json().session.currentDepartment).toEqual(haematology);
      expect((await technician.get('/api/v1/session')).json().session.currentDepartment).toEqual(haematology);
      expect((await otherTab.get('/api/v1/session')).json().session.currentDepartment).toBeNull();
    });

    it('resets to all departments with null', async () => {
      const technician = await ctx.signIn('technician');
      await technician.put('/api/v1/session/department', { departmentId: departmentIds.Biochemistry });
      const reset = await technician.put('/api/v1/session/department', { departmentId: null });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().session.currentDepartment).toBeNull();
      expect((await technician.get('/api/v1/session')).json().session.currentDepartment).toBeNull();
    });

    it('lets an admin switch to any department of the lab', async () => {
      const admin = await ctx.signIn('admin');
      const response = await admin.put('/api/v1/session/department', { departmentId: departmentIds.Radiology });
      expect(response.statusCode).toBe(200);
      expect(response.json().session.currentDepartment).toEqual({ id: departmentIds.Radiology, name: 'Radiology' });
    });

    it("refuses a department not assigned to the user (technician to Radiology) with 403 'Failed to switch department'", async () => {
      const technician = await ctx.signIn('technician');
      await technician.put('/api/v1/session/department', { departmentId: departmentIds.Haematology });
      const response = await technician.put('/api/v1/session/department', { departmentId: departmentIds.Radiology });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(
        errorBody('forbidden', 'departmentSwitchFailed', departmentSwitchFailed, 'departmentId'),
      );
      // The department in use does not change.
      expect((await technician.get('/api/v1/session')).json().session.currentDepartment).toEqual({
        id: departmentIds.Haematology,
        name: 'Haematology',
      });
    });

    it("refuses another lab's department and an unknown id the same way", async () => {
      const technician = await ctx.signIn('technician');
      const admin = await ctx.signIn('admin');
      for (const client of [technician, admin]) {
        for (const departmentId of [second.departmentId, 999_999]) {
          const response = await client.put('/api/v1/session/department', { departmentId });
          expect(response.statusCode).toBe(403);
          expect(response.json().error).toMatchObject({
            messageKey: 'departmentSwitchFailed',
            message: departmentSwitchFailed,
          });
        }
        expect((await client.get('/api/v1/session')).json().session.currentDepartment).toBeNull();
      }
    });

    it('refuses a malformed department id with 400', async () => {
      const technician = await ctx.signIn('technician');
      for (const body of [{ departmentId: 'one' }, { departmentId: -1 }, {}]) {
        const response = await technician.put('/api/v1/session/department', body);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('bad_request');
      }
    });
  });

  describe('preferences (spec 000 §7 update-session-data)', () => {
    it('keeps statusNotificationPosition 3 across a new sign-in', async () => {
      const reception = await ctx.signIn('reception');
      const response = await reception.patch('/api/v1/session', { statusNotificationPosition: 3 });
      expect(response.statusCode).toBe(200);
      expect(response.json().session.statusNotificationPosition).toBe(3);
      expect((await ctx.signIn('reception')).session.statusNotificationPosition).toBe(3);
      // It is the user's own: another user keeps the lab default.
      expect((await ctx.signIn('technician')).session.statusNotificationPosition).toBe(1);
    });

    it('keeps a chosen language across a new sign-in', async () => {
      const finance = await ctx.signIn('finance');
      expect((await finance.patch('/api/v1/session', { language: 'ar' })).json().session.language).toBe('ar');
      expect((await ctx.signIn('finance')).session.language).toBe('ar');
    });

    it.each([
      ['position 5', { statusNotificationPosition: 5 }],
      ['position 0', { statusNotificationPosition: 0 }],
      ['a position of the wrong type', { statusNotificationPosition: '3' }],
      ['an unknown language', { language: 'xx' }],
      ['a language of the wrong type', { language: 7 }],
      ['an empty change', {}],
    ])(`refuses %s with 400 '${sessionUpdateFailed}' (spec 000 §8) and changes nothing`, async (_name, body) => {
      const operations = await ctx.signIn('operations');
      const response = await operations.patch('/api/v1/session', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'bad_request',
        messageKey: 'sessionUpdateFailed',
        message: sessionUpdateFailed,
      });
      const { session } = (await operations.get('/api/v1/session')).json();
      expect(session.statusNotificationPosition).toBe(1);
      expect(session.language).toBe('en');
    });
  });
});
