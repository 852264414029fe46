import type { SessionData } from '@lims/contract';
import { type AccessActor, can, type Permission } from '@lims/domain';
import { useCurrentSession } from './session-context';

/** The facts the permission registry reads, from the session answer (the server reads the same from its session). */
export function accessActorOf(session: SessionData): AccessActor {
  const { flags } = session.user;
  return {
    kind: session.kind,
    labId: session.labId,
    admin: session.admin,
    financeManager: flags.financeManager,
    sampleAccess: flags.sampleAccess,
    labAccess: flags.labAccess,
    isReferral: session.user.isReferral,
    isCollectionCenter: session.isCollectionCenter,
    isRootUser: session.labuseraccessmaster.isRootUser,
    privilegeCardAccess: flags.privilegeCardAccess,
    discountApproval: flags.discountApproval,
    departmentIds: session.admin ? 'all' : session.departments.map((department) => department.id),
    supportRights: session.supportRights,
  };
}

/** `const allowed = useCan(); allowed('departments.manage')`: the web's side of the one registry. */
export function useCan(): (permission: Permission) => boolean {
  const session = useCurrentSession();
  const actor = accessActorOf(session);
  return (permission) => can(actor, permission);
}
