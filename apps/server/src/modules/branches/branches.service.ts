import type {
  Branch,
  BranchListQuery,
  BranchManagement,
  BranchManagementChanged,
  CreateBranch,
  Page,
  UpdateBranch,
} from '@lims/contract';
import { DomainError } from '@lims/domain';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.js';
import type { LabActor } from '../../http/actor.js';
import { conflict, notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import {
  type BranchRow,
  branchList,
  findBranch,
  findBranchByName,
  insertBranch,
  listBranches,
  lockBranch,
  takeManagementTurn,
  updateBranch,
} from './branches.queries.js';

type BranchListFilters = z.output<typeof BranchListQuery>;

/** The branch a lab gets when it turns branch management on without one (ours; spec 001 §6). */
export const mainBranchName = 'Main branch';

export const toBranch = (row: BranchRow): Branch => ({
  id: row.id,
  name: row.name,
  code: row.code,
  address: row.address,
  contact: row.contact,
  enabled: row.enabled,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Two admins adding the same name at once: the unique index decides, with the same message. */
const rethrowNameTaken = (error: unknown): never => {
  throw isUniqueViolation(error) ? conflict('branchNameTaken', 'name') : error;
};

/** A field naming a branch the caller may not put there: a disabled one, or not theirs (spec 001 §6). */
const branchNotAvailable = (field: string) => new DomainError('forbidden', 'branchNotAvailable', { field });

export interface BranchesDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  labs: Pick<ServiceRegistry['labs'], 'getLab' | 'updateSettings'>;
}

/**
 * Branches (child centres, spec 001 §6): the lab's switch that turns branch management on, and
 * the branches its users, bills and samples belong to. Every lab user reads them (the header's
 * selector, a bill's branch); the admin keeps them.
 */
export function createBranchesService({ db, now, labs }: BranchesDeps) {
  const ensureNameFree = async (labId: number, name: string, exceptId?: number) => {
    const existing = await findBranchByName(db, labId, name);
    if (existing && existing.id !== exceptId) throw conflict('branchNameTaken', 'name');
  };

  const isManaged = async (labId: number) => (await labs.getLab(labId)).settings.branchManagement === true;

  /** The branch `id` of the lab, enabled: what a user or a bill may be put in. */
  const enabledBranch = async (labId: number, id: number, field: string) => {
    const row = await findBranch(db, labId, id);
    if (!row) throw new DomainError('not_found', 'notFound', { field });
    if (!row.enabled) throw branchNotAvailable(field);
    return row;
  };

  return {
    async list({ actor, query }: { actor: LabActor; query: BranchListFilters }): Promise<Page<Branch>> {
      requirePermission(actor, 'branches.view');
      const page = await branchList.page(db, query, {
        labId: actor.labId,
        enabled: query.includeDisabled ? undefined : true,
      });
      return { ...page, items: page.items.map((row) => toBranch(row.branch)) };
    },

    async get({ actor, id }: { actor: LabActor; id: number }): Promise<Branch> {
      requirePermission(actor, 'branches.view');
      const row = await findBranch(db, actor.labId, id);
      if (!row) throw notFound();
      return toBranch(row);
    },

    /** A branch of the lab, enabled or not; another lab's id is not found. No permission check: for other services. */
    async byId(labId: number, id: number): Promise<Branch | undefined> {
      const row = await findBranch(db, labId, id);
      return row && toBranch(row);
    },

    /** The lab's enabled branches by name: the header's selector and the pickers. */
    async allEnabled(labId: number): Promise<Branch[]> {
      return (await listBranches(db, labId, false)).map(toBranch);
    },

    /** Whether the lab has branch management on: its bills and samples then carry a branch. */
    isManaged,

    async management({ actor }: { actor: LabActor }): Promise<BranchManagement> {
      requirePermission(actor, 'branches.view');
      return { enabled: await isManaged(actor.labId) };
    },

    /**
     * Turns branch management on or off (the lab setting `branchManagement`). On needs a branch
     * to bill in: a lab without an enabled one gets 'Main branch' in the same transaction, and
     * the answer names it. Off keeps every branch and every bill's branch; the lists stop
     * filtering by them.
     */
    async setManagement({ actor, enabled }: { actor: LabActor; enabled: boolean }): Promise<BranchManagementChanged> {
      requirePermission(actor, 'branches.manage');
      return db
        .transaction(async (tx) => {
          await takeManagementTurn(tx, actor.labId);
          let createdBranch: Branch | null = null;
          if (enabled && (await listBranches(tx, actor.labId, false)).length === 0) {
            const existing = await findBranchByName(tx, actor.labId, mainBranchName);
            // A disabled 'Main branch' comes back rather than a second one under another name.
            const row = existing
              ? await updateBranch(tx, actor.labId, existing.id, { enabled: true, updatedAt: now() })
              : await insertBranch(tx, { labId: actor.labId, name: mainBranchName });
            await audit(tx, actor, {
              action: existing ? 'branch.update' : 'branch.create',
              entityType: 'branch',
              entityId: row.id,
              before: existing,
              after: row,
            });
            createdBranch = toBranch(row);
          }
          await labs.updateSettings({
            actor,
            labId: actor.labId,
            patch: { branchManagement: enabled },
            action: 'settings.branchManagement.update',
          });
          return { enabled, createdBranch };
        })
        .catch(rethrowNameTaken);
    },

    async create({ actor, input }: { actor: LabActor; input: z.output<typeof CreateBranch> }): Promise<Branch> {
      requirePermission(actor, 'branches.manage');
      return db
        .transaction(async (tx) => {
          await ensureNameFree(actor.labId, input.name);
          const row = await insertBranch(tx, {
            labId: actor.labId,
            name: input.name,
            code: input.code || null,
            address: input.address || null,
            contact: input.contact || null,
          });
          await audit(tx, actor, { action: 'branch.create', entityType: 'branch', entityId: row.id, after: row });
          return toBranch(row);
        })
        .catch(rethrowNameTaken);
    },

    /**
     * Changes, disables or enables a branch from the version the admin saw. A disabled branch is
     * no longer given to a user or a bill; the users and bills already in it keep it.
     */
    async update({
      actor,
      id,
      input,
    }: {
      actor: LabActor;
      id: number;
      input: z.output<typeof UpdateBranch>;
    }): Promise<Branch> {
      requirePermission(actor, 'branches.manage');
      const { version, name, enabled, code, address, contact } = input;
      const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
      return db
        .transaction(async (tx) => {
          const before = await lockBranch(tx, actor.labId, id);
          if (!before) throw notFound();
          if (before.version !== version) throw stale();
          if (name !== undefined) await ensureNameFree(actor.labId, name, id);
          const after = await updateBranch(tx, actor.labId, id, {
            ...(name !== undefined && { name }),
            ...(enabled !== undefined && { enabled }),
            ...(code !== undefined && { code: orNull(code) }),
            ...(address !== undefined && { address: orNull(address) }),
            ...(contact !== undefined && { contact: orNull(contact) }),
            updatedAt: now(),
          });
          await audit(tx, actor, { action: 'branch.update', entityType: 'branch', entityId: id, before, after });
          return toBranch(after);
        })
        .catch(rethrowNameTaken);
    },

    /**
     * The branch a lab user is put in (field `branchId`): the lab's, and enabled unless the user
     * is already in it (a disabled branch keeps its users). 404 for another lab's.
     */
    async assertAssignable({
      labId,
      branchId,
      current,
    }: {
      labId: number;
      branchId: number | null | undefined;
      current?: number | null;
    }): Promise<void> {
      if (branchId === null || branchId === undefined || branchId === current) return;
      await enabledBranch(labId, branchId, 'branchId');
    },

    /**
     * The branch a new bill is made in (spec 001 §6), null when the lab has no branch management.
     * A session working in one branch (a user bound to a branch always is: http/actor.ts) bills
     * in it; a session working in all branches names an enabled branch of the lab.
     */
    async forNewBill({
      actor,
      requested,
    }: {
      actor: LabActor;
      requested: number | null | undefined;
    }): Promise<number | null> {
      if (!(await isManaged(actor.labId))) return null;
      if (requested === null || requested === undefined) {
        if (actor.branchId === null) throw new DomainError('bad_request', 'billBranchRequired', { field: 'branchId' });
        return (await enabledBranch(actor.labId, actor.branchId, 'branchId')).id;
      }
      if (actor.branchId !== null && requested !== actor.branchId) throw branchNotAvailable('branchId');
      return (await enabledBranch(actor.labId, requested, 'branchId')).id;
    },

    /**
     * The branch a list is kept to (spec 001 §6): the session's when it works in one (the
     * actor's branch is null while the lab has no branch management); else the one asked for
     * (another lab's is not found); else none. Asking for another branch than the session's is
     * refused.
     */
    async listScope({
      actor,
      requested,
    }: {
      actor: LabActor;
      requested: number | undefined;
    }): Promise<number | undefined> {
      if (actor.branchId !== null) {
        if (requested !== undefined && requested !== actor.branchId) throw branchNotAvailable('branchId');
        return actor.branchId;
      }
      if (requested === undefined) return undefined;
      if (!(await findBranch(db, actor.labId, requested))) {
        throw new DomainError('not_found', 'notFound', { field: 'branchId' });
      }
      return requested;
    },
  };
}
export type BranchesService = ReturnType<typeof createBranchesService>;
