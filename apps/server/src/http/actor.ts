import type { AccessActor, LoginKind } from '@lims/domain';

/**
 * Who is calling, read from the session on every request. Services take it and scope every
 * query by `labId` from here, never from the request body. It carries every flag the
 * permission registry reads (`can(actor, 'departments.manage')`), fresh on every request, so
 * that taking a flag away takes effect at once.
 */
export interface Actor extends AccessActor {
  sessionId: number;
  accountId: number;
  kind: LoginKind;
  labId: number | null;
  principalId: number;
  departmentId: number | null;
  /** The branch the session works in (spec 001 §6); null: all branches, or the lab has none. */
  branchId: number | null;
}

/** An actor who works inside one lab: lab users, doctors, organisations and patients. */
export interface LabActor extends Actor {
  labId: number;
}

/**
 * The lab user who did something, for the row's `created_by`, `collected_by`, ...: the system
 * (the seed, a job) and other logins (a doctor, an organisation, a patient) are no lab user.
 */
export const labUserIdOf = (actor: Actor): number | null =>
  actor.kind === 'lab' && actor.principalId !== 0 ? actor.principalId : null;

/** The seed and the jobs act as the system: audited as such, allowed what an administrator is. */
export const systemActor = (labId: number): LabActor => ({
  sessionId: 0,
  accountId: 0,
  kind: 'lab',
  labId,
  principalId: 0,
  departmentId: null,
  branchId: null,
  admin: true,
  financeManager: true,
  sampleAccess: true,
  labAccess: true,
  isReferral: false,
  isCollectionCenter: 0,
  isRootUser: true,
  privilegeCardAccess: 2,
  discountApproval: true,
  departmentIds: 'all',
});
