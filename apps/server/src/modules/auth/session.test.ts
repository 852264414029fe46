import type { Department, SessionData } from '@lims/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../test/error-body.js';
import type { LabUserFlags, TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-context.js';

const sessionUpdateFailed = 'Unable to update your session. please try again!';
const departmentSwitchFailed = 'Failed to switch department';
const names = (departments: Array<{ name: string }>) => departments.map((department) => department.name);
/** The order the session lists departments in: by name. */
const sortedNames = (departments: Department[]) => names(departments).sort();

describe('GET /api/v1/session, department switch and preferences (spec 000 §3, §6, §8)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  /** The lab's departments, each with the part it plays here; the names are random. */
  let haematology: Department;
  let biochemistry: Department;
  let pathology: Department;
  let immunoassay: Department;
  let radiology: Department;
  let all: Department[];
  beforeAll(async () => {
    ctx = await createTestContext();
    // Several tests sign one person in twice and expect both sessions to live.
    lab = await ctx.createLab({ settings: { allowConcurrentLogin: true } });
    haematology = await lab.department();
    biochemistry = await lab.department();
    pathology = await lab.department();
    immunoassay = await lab.department();
    radiology = await lab.department();
    all = [haematology, biochemistry, pathology, immunoassay, radiology];
  });
  afterAll(() => ctx.close());

  /** The session as GET /api/v1/session reads it, not as the sign-in answered it. */
  const sessionOf = async (client: TestClient): Promise<SessionData> =>
    (await client.get('/api/v1/session')).json().session;
  const current = ({ id, name }: Department) => ({ id, name });
  /** A lab user with no flags, given these departments. */
  const memberOf = (...departments: Department[]) =>
    lab.user({ departmentIds: departments.map((department) => department.id) });

  // spec 000 §3 line 87: "Session data: labId, docLabId, currency, countryCode, countryIsoCode,
  // isCollectionCenter, admin, registration_general_settings, departmentDataType, floatSupportFlag,
  // user.isReferral, labUserName, dicom_viewer_url, reportShareViaEmail, inventoryManagement,
  // qualityControl, statusNotificationPosition; also labuseraccessmaster.isRootUser."
  it("carries every field of spec 000 §3 session data, with the lab's values", async () => {
    const { admin } = lab;
    const response = await (await admin.signInAgain()).get('/api/v1/session');
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
      labId: lab.labId,
      docLabId: null,
      labName: lab.name,
      currency: 'INR',
      countryCode: '91',
      countryIsoCode: 'IN',
      timeZone: 'Asia/Kolkata',
      isCollectionCenter: 0,
      admin: true,
      registration_general_settings: {},
      departmentDataType: 0,
      floatSupportFlag: false,
      labUserName: admin.name,
      dicom_viewer_url: null,
      reportShareViaEmail: true,
      inventoryManagement: false,
      qualityControl: false,
      statusNotificationPosition: 1,
      language: 'en',
      // The lab's first administrator is its root user; admins made later are not.
      labuseraccessmaster: { isRootUser: true },
      user: {
        username: admin.username,
        name: admin.name,
        isReferral: false,
        flags: {
          admin: true,
          financeManager: false,
          sampleAccess: false,
          labAccess: false,
          privilegeCardAccess: 0,
          discountApproval: false,
        },
        dashboardLabel: 'Admin',
        linkedIdentity: null,
      },
      currentDepartment: null,
      region: { code: 'IN' },
    });
  });

  // spec 000 §6 line 177: the dashboard label from the flags. Departments: docs/decisions/0008-department-access.md.
  it.each<[string, Partial<LabUserFlags>, 'all' | 'some' | 'none']>([
    // Given no department: an admin has every one of the lab's all the same.
    ['Admin', { admin: true }, 'none'],
    ['Complete Operations', { financeManager: true, sampleAccess: true, labAccess: true }, 'all'],
    ['Finance', { financeManager: true }, 'none'],
    ['Technician', { sampleAccess: true, labAccess: true }, 'some'],
    ['Receptionist', {}, 'some'],
  ])('labels %s from the flags %o and lists the departments they have (given: %s)', async (label, flags, given) => {
    const assigned = { all, some: [haematology, biochemistry], none: [] }[given];
    const user = await lab.user({ ...flags, departmentIds: assigned.map((department) => department.id) });
    const session = await sessionOf(user);
    expect(session.user.dashboardLabel).toBe(label);
    expect(session.admin).toBe(flags.admin === true);
    expect(session.labuseraccessmaster.isRootUser).toBe(false);
    expect(names(session.departments)).toEqual(sortedNames(flags.admin ? all : assigned));
  });

  it('gives a collection-centre user isCollectionCenter 4 (spec 000 §6)', async () => {
    const session = await sessionOf(await lab.user({ isCollectionCenter: 4, sampleAccess: true }));
    expect(session.isCollectionCenter).toBe(4);
    expect(session.user.dashboardLabel).toBe('Technician');
    expect(session.admin).toBe(false);
    // Any other lab user is an ordinary one.
    expect((await sessionOf(await lab.user({ sampleAccess: true }))).isCollectionCenter).toBe(0);
  });

  // spec 000 §6: "Privilege card management is a numeric permission; discount approval is a boolean permission."
  it.each<[Partial<LabUserFlags>, { privilegeCardAccess: number; discountApproval: boolean }]>([
    [{}, { privilegeCardAccess: 0, discountApproval: false }],
    [{ privilegeCardAccess: 1 }, { privilegeCardAccess: 1, discountApproval: false }],
    [
      { privilegeCardAccess: 2, discountApproval: true },
      { privilegeCardAccess: 2, discountApproval: true },
    ],
    [{ discountApproval: true }, { privilegeCardAccess: 0, discountApproval: true }],
  ])('carries the privilege card level and discount approval of %o in the user flags', async (given, expected) => {
    const user = await lab.user(given);
    expect(user.session.user.flags).toEqual({
      admin: false,
      financeManager: false,
      sampleAccess: false,
      labAccess: false,
      ...expected,
    });
    expect((await sessionOf(user)).user.flags).toEqual(user.session.user.flags);
    // Neither changes the dashboard label (spec 000 §6 line 177 names only the four flags).
    expect(user.session.user.dashboardLabel).toBe('Receptionist');
  });

  it('names the doctor identity a lab user can switch to', async () => {
    const labUser = await lab.user({
      labAccess: true,
      departmentIds: [haematology.id, biochemistry.id, immunoassay.id],
    });
    const doctor = await lab.doctor({ labUserId: labUser.id });
    const session = await sessionOf(labUser);
    expect(session.user.linkedIdentity).toEqual({ kind: 'doctor', name: doctor.name });
    expect(names(session.departments)).toEqual(sortedNames([haematology, biochemistry, immunoassay]));
  });

  describe('department switch (spec 000 §7 switch-department)', () => {
    it('switches to an assigned department; it shows in currentDepartment and stays for that session only', async () => {
      const member = await memberOf(haematology, biochemistry);
      const otherTab = await member.signInAgain();
      const switched = await member.put('/api/v1/session/department', { departmentId: haematology.id });
      expect(switched.statusCode).toBe(200);
      expect(switched.json().session.currentDepartment).toEqual(current(haematology));
      expect((await sessionOf(member)).currentDepartment).toEqual(current(haematology));
      expect((await sessionOf(otherTab)).currentDepartment).toBeNull();
    });

    it('resets to all departments with null', async () => {
      const member = await memberOf(haematology, biochemistry);
      await member.put('/api/v1/session/department', { departmentId: biochemistry.id });
      const reset = await member.put('/api/v1/session/department', { departmentId: null });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().session.currentDepartment).toBeNull();
      expect((await sessionOf(member)).currentDepartment).toBeNull();
    });

    it('lets an admin switch to any department of the lab, given or not', async () => {
      const admin = await lab.user({ admin: true });
      const response = await admin.put('/api/v1/session/department', { departmentId: radiology.id });
      expect(response.statusCode).toBe(200);
      expect(response.json().session.currentDepartment).toEqual(current(radiology));
    });

    it("refuses a department not assigned to the user with 403 'Failed to switch department'", async () => {
      const member = await memberOf(haematology, biochemistry);
      await member.put('/api/v1/session/department', { departmentId: haematology.id });
      const response = await member.put('/api/v1/session/department', { departmentId: radiology.id });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(
        errorBody('forbidden', 'departmentSwitchFailed', departmentSwitchFailed, 'departmentId'),
      );
      // The department in use does not change.
      expect((await sessionOf(member)).currentDepartment).toEqual(current(haematology));
    });

    it("refuses another lab's department and an unknown id the same way", async () => {
      const theirs = await (await ctx.createLab()).department();
      const member = await memberOf(haematology, pathology);
      const admin = await lab.user({ admin: true });
      for (const client of [member, admin]) {
        for (const departmentId of [theirs.id, 999_999]) {
          const response = await client.put('/api/v1/session/department', { departmentId });
          expect(response.statusCode).toBe(403);
          expect(response.json().error).toMatchObject({
            messageKey: 'departmentSwitchFailed',
            message: departmentSwitchFailed,
          });
        }
        expect((await sessionOf(client)).currentDepartment).toBeNull();
      }
    });

    it('refuses a malformed department id with 400', async () => {
      const member = await memberOf(haematology);
      for (const body of [{ departmentId: 'one' }, { departmentId: -1 }, {}]) {
        const response = await member.put('/api/v1/session/department', body);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('bad_request');
      }
    });
  });

  describe('preferences (spec 000 §7 update-session-data)', () => {
    it('keeps statusNotificationPosition 3 across a new sign-in', async () => {
      const user = await lab.user();
      const response = await user.patch('/api/v1/session', { statusNotificationPosition: 3 });
      expect(response.statusCode).toBe(200);
      expect(response.json().session.statusNotificationPosition).toBe(3);
      expect((await user.signInAgain()).session.statusNotificationPosition).toBe(3);
      // It is the user's own: another user keeps the lab default.
      expect((await lab.user()).session.statusNotificationPosition).toBe(1);
    });

    it('keeps a chosen language across a new sign-in', async () => {
      const user = await lab.user();
      expect((await user.patch('/api/v1/session', { language: 'ar' })).json().session.language).toBe('ar');
      expect((await user.signInAgain()).session.language).toBe('ar');
    });

    it.each([
      ['position 5', { statusNotificationPosition: 5 }],
      ['position 0', { statusNotificationPosition: 0 }],
      ['a position of the wrong type', { statusNotificationPosition: '3' }],
      ['an unknown language', { language: 'xx' }],
      ['a language of the wrong type', { language: 7 }],
      ['an empty change', {}],
    ])(`refuses %s with 400 '${sessionUpdateFailed}' (spec 000 §8) and changes nothing`, async (_name, body) => {
      const user = await lab.user();
      const response = await user.patch('/api/v1/session', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'bad_request',
        messageKey: 'sessionUpdateFailed',
        message: sessionUpdateFailed,
      });
      const session = await sessionOf(user);
      expect(session.statusNotificationPosition).toBe(1);
      expect(session.language).toBe('en');
    });
  });
});
