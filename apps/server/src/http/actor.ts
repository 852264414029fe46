import type { LoginKind } from '@lims/domain';

/**
 * Who is calling, read from the session on every request. Services take it and scope every
 * query by `labId` from here, never from the request body.
 */
export interface Actor {
  sessionId: number;
  accountId: number;
  kind: LoginKind;
  labId: number | null;
  principalId: number;
  departmentId: number | null;
  /** Read fresh on every request, so that taking the flag away takes effect at once. */
  admin: boolean;
}

/** An actor who works inside one lab: lab users, doctors, organisations and patients. */
export interface LabActor extends Actor {
  labId: number;
}
