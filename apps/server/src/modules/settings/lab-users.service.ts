import type { CreateLabUserParsed, LabUser, ResetLabUserPassword, UpdateLabUser } from '@lims/contract';
import { type CollectionCentreType, DomainError, dashboardLabel, messages } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { conflict, notFound } from '../../http/errors.js';
import { requireAdmin } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps } from '../../services.js';
import type { AccountsService } from '../auth/accounts.service.js';
import type { DepartmentsService } from '../catalogue/departments.service.js';
import {
  departmentIdsOf,
  findLabUser,
  insertLabUser,
  type LabUserRow,
  listLabUsers,
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
  enabled: row.enabled,
  departmentIds: [...departmentIds].sort((a, b) => a - b),
  dashboardLabel: dashboardLabel(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What an audit row keeps of a lab user: never a password or its hash. */
const auditView = (user: LabUser) => {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...rest } = user;
  return rest;
};

export function createLabUsersService({
  db,
  now,
  accounts,
  departments,
}: Pick<ServiceDeps, 'db' | 'now'> & { accounts: AccountsService; departments: DepartmentsService }) {
  const load = async (labId: number, id: number): Promise<LabUser> => {
    const found = await findLabUser(db, labId, id);
    if (!found) throw notFound();
    const departmentIds = (await departmentIdsOf(db, labId, [id])).get(id) ?? [];
    return toLabUser(found.user, found.username, departmentIds);
  };

  return {
    async list({ actor }: { actor: LabActor }): Promise<LabUser[]> {
      requireAdmin(actor);
      const rows = await listLabUsers(db, actor.labId);
      const departmentIds = await departmentIdsOf(
        db,
        actor.labId,
        rows.map((row) => row.user.id),
      );
      return rows.map((row) => toLabUser(row.user, row.username, departmentIds.get(row.user.id) ?? []));
    },

    async get({ actor, id }: { actor: LabActor; id: number }): Promise<LabUser> {
      requireAdmin(actor);
      return load(actor.labId, id);
    },

    /** The flags and access of a lab user, for the session; no permission check. */
    async principal(labId: number, id: number) {
      const found = await findLabUser(db, labId, id);
      if (!found) return undefined;
      const departmentIds = (await departmentIdsOf(db, labId, [id])).get(id) ?? [];
      return { ...found.user, departmentIds };
    },

    async create({ actor, input }: { actor: LabActor; input: CreateLabUserParsed }): Promise<LabUser> {
      requireAdmin(actor);
      if (await accounts.usernameTaken('lab', input.username)) throw conflict(messages.usernameTaken, 'username');
      await departments.assertAllInLab(actor.labId, input.departmentIds);
      const passwordHash = await accounts.preparePassword(input.password);
      const { username, password: _password, departmentIds, ...profile } = input;
      const id = await db.transaction(async (tx) => {
        const row = await insertLabUser(tx, { ...profile, labId: actor.labId });
        await replaceDepartments(tx, actor.labId, row.id, departmentIds);
        await accounts.create(tx, { kind: 'lab', username, passwordHash, labId: actor.labId, principalId: row.id });
        await audit(tx, actor, {
          action: 'lab_user.create',
          entityType: 'lab_user',
          entityId: row.id,
          after: auditView(toLabUser(row, username, departmentIds)),
        });
        return row.id;
      });
      return load(actor.labId, id);
    },

    async update({ actor, id, input }: { actor: LabActor; id: number; input: UpdateLabUser }): Promise<LabUser> {
      requireAdmin(actor);
      const before = await load(actor.labId, id);
      const isSelf = actor.kind === 'lab' && actor.principalId === id;
      if (isSelf && (input.enabled === false || input.admin === false)) {
        throw new DomainError('forbidden', messages.cannotChangeOwnAccess);
      }
      if (input.departmentIds) await departments.assertAllInLab(actor.labId, input.departmentIds);
      const { departmentIds, ...profile } = input;
      const endedSessions = await db.transaction(async (tx) => {
        await updateLabUser(tx, actor.labId, id, { ...profile, updatedAt: now() });
        if (departmentIds) await replaceDepartments(tx, actor.labId, id, departmentIds);
        const ended =
          input.enabled !== undefined && input.enabled !== before.enabled
            ? await accounts.setEnabled(tx, 'lab', actor.labId, id, input.enabled)
            : [];
        const after = {
          ...before,
          ...profile,
          departmentIds: departmentIds ?? before.departmentIds,
        };
        await audit(tx, actor, {
          action: 'lab_user.update',
          entityType: 'lab_user',
          entityId: id,
          before: auditView(before),
          after: auditView(after),
        });
        return ended;
      });
      await accounts.announceEnded(actor.labId, endedSessions);
      return load(actor.labId, id);
    },

    async resetPassword({
      actor,
      id,
      input,
    }: {
      actor: LabActor;
      id: number;
      input: ResetLabUserPassword;
    }): Promise<void> {
      requireAdmin(actor);
      await load(actor.labId, id);
      const passwordHash = await accounts.preparePassword(input.password);
      const endedSessions = await db.transaction(async (tx) => {
        const ended = await accounts.setPasswordHash(tx, 'lab', actor.labId, id, passwordHash);
        await audit(tx, actor, { action: 'lab_user.reset_password', entityType: 'lab_user', entityId: id });
        return ended;
      });
      await accounts.announceEnded(actor.labId, endedSessions);
    },
  };
}
export type LabUsersService = ReturnType<typeof createLabUsersService>;
