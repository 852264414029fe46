import { describe, expect, it } from 'vitest';
import { defaultOperationSettings, operationSettingsProblem } from '../settings/operation-settings.js';
import {
  approvalLimitsOf,
  doctorReachesDepartment,
  orderSigningDoctors,
  signingFinalised,
  signingFlagsOf,
  signingRowCount,
} from './signing.js';

describe("signingRowCount (spec 001 §4: 'Then another empty row is appended if the count is below the maximum approvals (or up to 3 for an empty sign component)')", () => {
  const rows = (signedCount: number, maxApprovals = 4, emptySignComponent = false) =>
    signingRowCount({ signedCount, maxApprovals, emptySignComponent });

  it('shows one empty row first, and one more after each signature up to the maximum of 4 (spec 001 §9 Max signing doctors: 4)', () => {
    expect([0, 1, 2, 3, 4].map((signed) => rows(signed))).toEqual([1, 2, 3, 4, 4]);
  });

  it('stops at the lab maxApprovals: the last signed row is the last one', () => {
    expect([0, 1, 2].map((signed) => rows(signed, 2))).toEqual([1, 2, 2]);
    expect(rows(1, 1)).toBe(1);
  });

  it("allows up to 3 rows for an empty sign component (spec 001 §9 'An empty sign component allows up to 3 rows')", () => {
    expect([0, 1, 2, 3].map((signed) => rows(signed, 4, true))).toEqual([1, 2, 3, 3]);
    expect(rows(2, 2, true)).toBe(2);
  });

  it('never hides a signature already given when the lab lowered its maximum since', () => {
    expect(rows(3, 2)).toBe(3);
  });

  it("is finalised when the signatures reach the maximum (spec 001 §4 'the panel is finalised')", () => {
    expect(signingFinalised(1, 2)).toBe(false);
    expect(signingFinalised(2, 2)).toBe(true);
  });
});

describe('signingFlagsOf (spec 001 §3 isSigned, partialSigned; minApprovals)', () => {
  it('is unsigned with no signature', () => {
    expect(signingFlagsOf(0, 1)).toEqual({ isSigned: false, partialSigned: false });
  });

  it('is partially signed below the minimum, signed at or above it', () => {
    expect(signingFlagsOf(1, 2)).toEqual({ isSigned: false, partialSigned: true });
    expect(signingFlagsOf(2, 2)).toEqual({ isSigned: true, partialSigned: false });
    expect(signingFlagsOf(3, 2)).toEqual({ isSigned: true, partialSigned: false });
    expect(signingFlagsOf(1, 1)).toEqual({ isSigned: true, partialSigned: false });
  });
});

describe("approvalLimitsOf (spec 001 §9 'maxApprovals applies (default 4). minApprovals defaults to 1.')", () => {
  it('takes the defaults for a lab that stored none', () => {
    expect(approvalLimitsOf(undefined)).toEqual({ minApprovals: 1, maxApprovals: 4 });
    expect(approvalLimitsOf({ minApprovals: 'two', maxApprovals: 2.5 })).toEqual({ minApprovals: 1, maxApprovals: 4 });
  });

  it('keeps each between 1 and 4 and the minimum never above the maximum', () => {
    expect(approvalLimitsOf({ minApprovals: 0, maxApprovals: 9 })).toEqual({ minApprovals: 1, maxApprovals: 4 });
    expect(approvalLimitsOf({ minApprovals: 3, maxApprovals: 2 })).toEqual({ minApprovals: 2, maxApprovals: 2 });
  });
});

describe("doctorReachesDepartment (spec 002 §6 'Signing doctor must have access to the report's department'; spec 001 §5)", () => {
  const narrow = { allDepartments: false, departmentIds: [3, 5] };
  const everywhere = { allDepartments: true, departmentIds: [] };

  it('reaches the departments given, or all of them', () => {
    expect(doctorReachesDepartment(narrow, 3)).toBe(true);
    expect(doctorReachesDepartment(narrow, 4)).toBe(false);
    expect(doctorReachesDepartment(everywhere, 4)).toBe(true);
  });

  it("offers only doctors of all departments when all are selected ('only doctors with access to all departments are shown')", () => {
    expect(doctorReachesDepartment(narrow, 'all')).toBe(false);
    expect(doctorReachesDepartment(everywhere, 'all')).toBe(true);
  });
});

describe("orderSigningDoctors (spec 001 §5 'The department's default doctor goes first')", () => {
  const doctors = [
    { id: 1, fullName: 'Dr. Chitra' },
    { id: 2, fullName: 'Dr. Anand' },
    { id: 3, fullName: 'Dr. Bina' },
  ];

  it('puts the default doctor first, then the others by name', () => {
    expect(orderSigningDoctors(doctors, 1).map((doctor) => doctor.id)).toEqual([1, 2, 3]);
  });

  it('orders by name alone when the department has no default, or its default signs no more', () => {
    expect(orderSigningDoctors(doctors, null).map((doctor) => doctor.id)).toEqual([2, 3, 1]);
    expect(orderSigningDoctors(doctors, 99).map((doctor) => doctor.id)).toEqual([2, 3, 1]);
  });

  it('leaves the list it was given as it was', () => {
    orderSigningDoctors(doctors, 3);
    expect(doctors.map((doctor) => doctor.id)).toEqual([1, 2, 3]);
  });
});

describe("operationSettingsProblem: a minimum of approvals the maximum cannot reach (spec 001 §3 'Per report setting: minApprovals, maxApprovals')", () => {
  it('names minApprovals when it is above maxApprovals, and nothing when it is not', () => {
    expect(operationSettingsProblem({ ...defaultOperationSettings, minApprovals: 3, maxApprovals: 2 })).toBe(
      'minApprovals',
    );
    expect(operationSettingsProblem({ ...defaultOperationSettings, minApprovals: 2, maxApprovals: 2 })).toBeNull();
  });
});
