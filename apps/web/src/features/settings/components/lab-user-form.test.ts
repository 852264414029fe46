import type { LabUser } from '@lims/contract';
import { describe, expect, it } from 'vitest';
import { labUserValues, toUpdateLabUser } from './lab-user-form';

const user: LabUser = {
  id: 7,
  username: 'ravi',
  fullName: 'Ravi Kumar',
  email: null,
  contact: null,
  admin: false,
  financeManager: false,
  sampleAccess: false,
  labAccess: false,
  isReferral: false,
  isCollectionCenter: 0,
  isRootUser: false,
  privilegeCardAccess: 0,
  discountApproval: false,
  enabled: true,
  departmentIds: [],
  branchId: null,
  dashboardLabel: 'Receptionist',
  version: 3,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
};

// spec 000 §6: "Privilege card management is a numeric permission; discount approval is a boolean permission."
describe('the lab user form values', () => {
  it.each([0, 1, 2] as const)(
    'gives back privilege card level %i and the discount approval as the user has them',
    (level) => {
      for (const discountApproval of [false, true]) {
        const values = labUserValues({ ...user, privilegeCardAccess: level, discountApproval });
        expect(values.privilegeCardAccess).toBe(String(level));
        expect(toUpdateLabUser(values)).toMatchObject({ privilegeCardAccess: level, discountApproval, version: 3 });
      }
    },
  );
});
