import { describe, expect, it } from 'vitest';
import { collectionCentreTypes } from './collection-centre.js';
import { type AccessActor, can, permissionNames, refusalOf, type SupportRight } from './permissions.js';

const labUser = (overrides: Partial<AccessActor> = {}): AccessActor => ({
  kind: 'lab',
  labId: 1,
  admin: false,
  financeManager: false,
  sampleAccess: false,
  labAccess: false,
  isReferral: false,
  isCollectionCenter: collectionCentreTypes.none,
  isRootUser: false,
  privilegeCardAccess: 0,
  discountApproval: false,
  departmentIds: [],
  ...overrides,
});

describe('can: the one permission registry (spec 000 §6)', () => {
  it('lets a lab admin manage departments and lab users', () => {
    expect(can(labUser({ admin: true }), 'departments.manage')).toBe(true);
    expect(can(labUser({ admin: true }), 'labUsers.manage')).toBe(true);
  });

  it('refuses a receptionist, but lets every lab user read the departments', () => {
    expect(can(labUser(), 'departments.manage')).toBe(false);
    expect(can(labUser(), 'departments.view')).toBe(true);
  });

  it("keeps a collection centre's admin out of the lab's settings (spec 000 §6: collection centres get their own frame)", () => {
    const centreAdmin = labUser({ admin: true, isCollectionCenter: collectionCentreTypes.collectionCentre });
    expect(can(centreAdmin, 'settings.view')).toBe(false);
    expect(can(centreAdmin, 'departments.manage')).toBe(false);
    expect(can(centreAdmin, 'departments.view')).toBe(true);
  });

  it('gives doctors, organisations, patients and support none of the lab-staff permissions', () => {
    for (const kind of ['doctor', 'organisation', 'patient', 'support'] as const) {
      const actor = labUser({ kind, admin: true, labId: kind === 'support' ? null : 1 });
      const staffPermissions = permissionNames.filter(
        (permission) =>
          !permission.startsWith('patients.own') &&
          !permission.startsWith('support.') &&
          !permission.startsWith('doctor.'),
      );
      for (const permission of staffPermissions) expect(can(actor, permission)).toBe(false);
    }
  });

  // spec 001 §4 'Doctor-login read-only', §7 doctor/waiting: the doctor's own list is for the doctor's login.
  it("gives a signing doctor's login, and nobody else, the doctor's waiting list", () => {
    expect(can(labUser({ kind: 'doctor' }), 'doctor.reports')).toBe(true);
    for (const kind of ['lab', 'organisation', 'patient'] as const) {
      expect(can(labUser({ kind, admin: true }), 'doctor.reports')).toBe(false);
    }
  });

  // spec 000 §6 labAccess: result entry is the bench's work; spec 002 §6 collection centres do not report.
  it('lets technicians and the admin enter results, and keeps reception and collection centres out', () => {
    expect(can(labUser({ labAccess: true }), 'reports.enter')).toBe(true);
    expect(can(labUser({ admin: true }), 'reports.enter')).toBe(true);
    expect(can(labUser({}), 'reports.enter')).toBe(false);
    expect(
      can(labUser({ labAccess: true, isCollectionCenter: collectionCentreTypes.collectionCentre }), 'reports.enter'),
    ).toBe(false);
    expect(can(labUser({ labAccess: true, isReferral: true }), 'reports.view')).toBe(false);
    expect(can(labUser({ labAccess: true }), 'reports.amend')).toBe(false);
    expect(can(labUser({ admin: true }), 'reports.amend')).toBe(true);
  });

  // spec 002 §6: support staff read and update lab settings per lab, each as their rights allow.
  it('gives support the support dashboard, each right only to one who holds it, and nobody else any of it', () => {
    const support = (supportRights: SupportRight[]) => labUser({ kind: 'support', labId: null, supportRights });
    expect(can(support([]), 'support.view')).toBe(true);
    expect(can(support([]), 'support.labSettings')).toBe(false);
    expect(can(support([]), 'support.credits')).toBe(false);
    expect(can(support(['labSettings']), 'support.labSettings')).toBe(true);
    expect(can(support(['labSettings']), 'support.credits')).toBe(false);
    expect(can(support(['credits']), 'support.credits')).toBe(true);
    expect(refusalOf('support.credits')).toBe('supportRightMissing');
    for (const kind of ['lab', 'doctor', 'organisation', 'patient'] as const) {
      const everyRight = labUser({ kind, admin: true, supportRights: ['labSettings', 'credits'] });
      for (const permission of ['support.view', 'support.labSettings', 'support.credits'] as const) {
        expect(can(everyRight, permission)).toBe(false);
      }
    }
  });

  // spec 000 §4 'Patient info change request': asked by the patient from their own login.
  it("lets a patient's own login, and nobody else, reach their own record", () => {
    expect(can(labUser({ kind: 'patient' }), 'patients.ownRecord')).toBe(true);
    for (const kind of ['lab', 'doctor', 'organisation'] as const) {
      expect(can(labUser({ kind, admin: true }), 'patients.ownRecord')).toBe(false);
    }
    expect(can(labUser({ kind: 'support', labId: null }), 'patients.ownRecord')).toBe(false);
  });

  it('refuses nobody signed in', () => {
    expect(can(null, 'departments.view')).toBe(false);
    expect(can(undefined, 'departments.view')).toBe(false);
  });
});
