import type {
  CreateLabUserParsed,
  LabUser,
  LabUserListQuery,
  OwnDetails,
  Page,
  PrivilegeCardAccess,
  ResetLabUserPassword,
  UpdateLabUser,
} from '@lims/contract';
import { type CollectionCentreType, DomainError, dashboardLabel } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps } from '../../services.js';
import type { AccountsService } from '../auth/accounts.service.js';
import type { BranchesService } from '../branches/branches.service.js';
import type { DepartmentsService } from '../catalogue/departments.service.js';
import {
  anyLabUserWithContactOrEmail,
  departmentIdsOf,
  findLabUser,
  insertLabUser,
  type LabUserRow,
  labUserList,
  labUserRoleFacts,
  labUsersOfLab,
  listLabUsers,
  lockLabUser,
  replaceDepartments,
  updateLabUser,
} from './lab-users.queries.js';

const toLabUser = (row: LabUserRow, username: string | null, departmentIds: number[]): LabUser => ({
  id: row.id,
  username: username ?? '',
  fullName: row.fullName,
  email: row.email,
  contact: row.contact,
  admin: row.admin,
  financeManager: row.financeManager,
  sampleAccess: row.sampleAccess,
  labAccess: row.labAccess,
  isReferral: row.isReferral,
  isCollectionCenter: row.isCollectionCenter as CollectionCentreType,
  isRootUser: row.isRootUser,
  privilegeCardAccess: row.privilegeCardAccess as PrivilegeCardAccess,
  discountApproval: row.discountApproval,
  enabled: row.enabled,
  departmentIds: [...departmentIds].sort((a, b) => a - b),
  branchId: row.branchId,
  dashboardLabel: dashboardLabel(row),
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const ownDetailsOf = (row: LabUserRow): OwnDetails => ({
  labUserId: row.id,
  fullName: row.fullName,
  email: row.email,
  contact: row.contact,
  version: row.version,
});

/** What an audit row keeps of a lab user: never a password or its hash. */
const auditView = (user: LabUser) => {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...rest } = user;
  return rest;
};

/**
 * A new lab user as the services take it: what an admin sends (`CreateLabUser`), and what
 * only the system sets, never an admin through the API.
 */
export interface NewLabUser extends CreateLabUserParsed {
  /** A collection centre's own organisation, whose data alone it sees (spec 002 §6). */
  organisationId?: number | null;
  /** The lab's owner, made when the lab is opened (spec 000 §2, §3 labuseraccessmaster.isRootUser). */
  isRootUser?: boolean;
}

export function createLabUsersService({
  db,
  now,
  accounts,
  departments,
  branches,
}: Pick<ServiceDeps, 'db' | 'now'> & {
  accounts: AccountsService;
  departments: DepartmentsService;
  branches: Pick<BranchesService, 'assertAssignable'>;
}) {
  const withDepartments = async (labId: number, rows: Array<{ user: LabUserRow; username: string | null }>) => {
    const departmentIds = await departmentIdsOf(
      db,
      labId,
      rows.map((row) => row.user.id),
    );
    return rows.map((row) => toLabUser(row.user, row.username, departmentIds.get(row.user.id) ?? []));
  };

  const load = async (labId: number, id: number): Promise<LabUser> => {
    const found = await findLabUser(db, labId, id);
    if (!found) throw notFound();
    return (await withDepartments(labId, [found]))[0] as LabUser;
  };

  return {
    /** A page of the lab's users (Settings > Lab users). */
    async list({ actor, query }: { actor: LabActor; query: LabUserListQuery }): Promise<Page<LabUser>> {
      requirePermission(actor, 'labUsers.manage');
      const page = await labUserList.page(db, query, labUsersOfLab(actor.labId, query));
      return { ...page, items: await withDepartments(actor.labId, page.items) };
    },

    /** Every user of the lab, by name: the printable list. */
    async all({ actor }: { actor: LabActor }): Promise<LabUser[]> {
      requirePermission(actor, 'labUsers.manage');
      return withDepartments(actor.labId, await listLabUsers(db, actor.labId));
    },

    async get({ actor, id }: { actor: LabActor; id: number }): Promise<LabUser> {
      requirePermission(actor, 'labUsers.manage');
      return load(actor.labId, id);
    },

    /** The flags and access of a lab user, for the session; no permission check. */
    async principal(labId: number, id: number) {
      const found = await findLabUser(db, labId, id);
      if (!found) return undefined;
      const departmentIds = (await departmentIdsOf(db, labId, [id])).get(id) ?? [];
      return { ...found.user, departmentIds };
    },

    /**
     * Whether a user of any lab has this e-mail or one of these mobile numbers (the forms a
     * lab keeps them in: national digits, or with the dial code). No actor: the self-service
     * sign-up asks before anyone is signed in, and learns only yes or no.
     */
    async contactOrEmailInUse({ contacts, email }: { contacts: string[]; email: string }): Promise<boolean> {
      return anyLabUserWithContactOrEmail(db, contacts, email);
    },

    async create({ actor, input }: { actor: LabActor; input: NewLabUser }): Promise<LabUser> {
      requirePermission(actor, 'labUsers.manage');
      const { username, password, departmentIds, ...profile } = input;
      const login = await accounts.prepareLogin('lab', { username, password });
      await departments.assertAllInLab(actor.labId, departmentIds);
      await branches.assertAssignable({ labId: actor.labId, branchId: profile.branchId });
      return db.transaction(async (tx) => {
        const row = await insertLabUser(tx, { ...profile, labId: actor.labId });
        await replaceDepartments(tx, actor.labId, row.id, departmentIds);
        await accounts.create({ ...login, kind: 'lab', labId: actor.labId, principalId: row.id });
        const created = await load(actor.labId, row.id);
        await audit(tx, actor, {
          action: 'lab_user.create',
          entityType: 'lab_user',
          entityId: row.id,
          after: auditView(created),
        });
        return created;
      });
    },

    /**
     * Changes flags, department access or details, or disables or enables, from the version the
     * admin saw: the user is locked and read first (the audit's `before`), and a version
     * someone else has moved on is refused. Disabling ends the user's sessions at once.
     */
    async update({ actor, id, input }: { actor: LabActor; id: number; input: UpdateLabUser }): Promise<LabUser> {
      requirePermission(actor, 'labUsers.manage');
      const isSelf = actor.kind === 'lab' && actor.principalId === id;
      if (isSelf && (input.enabled === false || input.admin === false)) {
        throw new DomainError('forbidden', 'cannotChangeOwnAccess');
      }
      const { version, departmentIds, ...profile } = input;
      const { after, endedSessions } = await db.transaction(async (tx) => {
        const locked = await lockLabUser(tx, actor.labId, id);
        if (!locked) throw notFound();
        if (locked.user.version !== version) throw stale();
        if (departmentIds) await departments.assertAllInLab(actor.labId, departmentIds);
        // A user already in a branch that was disabled since keeps it (spec 001 §6, ours).
        await branches.assertAssignable({
          labId: actor.labId,
          branchId: profile.branchId,
          current: locked.user.branchId,
        });
        const [before] = (await withDepartments(actor.labId, [locked])) as [LabUser];
        await updateLabUser(tx, actor.labId, id, { ...profile, updatedAt: now() });
        if (departmentIds) await replaceDepartments(tx, actor.labId, id, departmentIds);
        const ended =
          input.enabled !== undefined && input.enabled !== before.enabled
            ? await accounts.setEnabled('lab', actor.labId, id, input.enabled)
            : [];
        const changed = await load(actor.labId, id);
        await audit(tx, actor, {
          action: 'lab_user.update',
          entityType: 'lab_user',
          entityId: id,
          before: auditView(before),
          after: auditView(changed),
        });
        return { after: changed, endedSessions: ended };
      });
      await accounts.announceEnded(actor.labId, endedSessions);
      return after;
    },

    /**
     * The lab's users with what decides who may hold a centre role (spec 000 §6): all of them,
     * or those of `ids` (another lab's ids are simply not found). For Centre settings.
     */
    async roleFacts({ actor, ids }: { actor: LabActor; ids?: number[] }) {
      requirePermission(actor, 'centre.manage');
      if (ids?.length === 0) return [];
      return labUserRoleFacts(db, actor.labId, ids);
    },

    /** The signed-in lab user's own name, e-mail and contact (spec 000 §7 save-lab-user-details). */
    async ownDetails({ actor }: { actor: LabActor }): Promise<OwnDetails> {
      requirePermission(actor, 'ownProfile.manage');
      const found = await findLabUser(db, actor.labId, actor.principalId);
      if (!found) throw notFound();
      return ownDetailsOf(found.user);
    },

    /** Changes the signed-in lab user's own details from the version they read; audited. */
    async updateOwnDetails({
      actor,
      input,
    }: {
      actor: LabActor;
      input: Pick<OwnDetails, 'fullName' | 'email' | 'contact' | 'version'>;
    }): Promise<OwnDetails> {
      requirePermission(actor, 'ownProfile.manage');
      const { version, ...details } = input;
      return db.transaction(async (tx) => {
        const locked = await lockLabUser(tx, actor.labId, actor.principalId);
        if (!locked) throw notFound();
        if (locked.user.version !== version) throw stale();
        const after = ownDetailsOf(
          await updateLabUser(tx, actor.labId, actor.principalId, { ...details, updatedAt: now() }),
        );
        await audit(tx, actor, {
          action: 'lab_user.update_own',
          entityType: 'lab_user',
          entityId: actor.principalId,
          before: ownDetailsOf(locked.user),
          after,
        });
        return after;
      });
    },

    /** A new password; the user's sessions end. Their row does not change, so no version is asked. */
    async resetPassword({
      actor,
      id,
      input,
    }: {
      actor: LabActor;
      id: number;
      input: ResetLabUserPassword;
    }): Promise<void> {
      requirePermission(actor, 'labUsers.manage');
      await load(actor.labId, id);
      const passwordHash = await accounts.preparePassword(input.password);
      const endedSessions = await db.transaction(async (tx) => {
        const ended = await accounts.setPasswordHash('lab', actor.labId, id, passwordHash);
        await audit(tx, actor, { action: 'lab_user.reset_password', entityType: 'lab_user', entityId: id });
        return ended;
      });
      await accounts.announceEnded(actor.labId, endedSessions);
    },
  };
}
export type LabUsersService = ReturnType<typeof createLabUsersService>;
