import type {
  CreatePrivilegeCardType,
  Page,
  PrivilegeCardType,
  PrivilegeCardTypeListQuery,
  UpdatePrivilegeCardType,
} from '@lims/contract';
import { isUniqueViolation } from '../../db/errors.js';
import type { LabActor } from '../../http/actor.js';
import { conflict, notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps } from '../../services.js';
import {
  findCardType,
  findCardTypeByName,
  insertCardType,
  lockCardType,
  type PrivilegeCardTypeRow,
  privilegeCardTypeList,
  updateCardType,
} from './privilege-card-types.queries.js';

export const toPrivilegeCardType = (row: PrivilegeCardTypeRow): PrivilegeCardType => ({
  id: row.id,
  name: row.name,
  discountBasisPoints: row.discountBasisPoints,
  validityDays: row.validityDays,
  price: row.price,
  maxMembers: row.maxMembers,
  enabled: row.enabled,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Two admins adding the same name at once: the unique index decides, with the same message. */
const rethrowNameTaken = (error: unknown): never => {
  throw isUniqueViolation(error) ? conflict('privilegeCardTypeNameTaken', 'name') : error;
};

/**
 * The memberships a lab sells (spec 000 §6 'Privilege card management is a numeric permission'):
 * level 2 keeps the types; the whole billing desk reads them ('billing.view', which every holder of
 * 'privilegeCards.assign' has) to sell a card or see the one a bill applied.
 */
export function createPrivilegeCardTypesService({ db, now }: Pick<ServiceDeps, 'db' | 'now'>) {
  const ensureNameFree = async (labId: number, name: string, exceptId?: number) => {
    const existing = await findCardTypeByName(db, labId, name);
    if (existing && existing.id !== exceptId) throw conflict('privilegeCardTypeNameTaken', 'name');
  };

  return {
    async list({
      actor,
      query,
    }: {
      actor: LabActor;
      query: PrivilegeCardTypeListQuery;
    }): Promise<Page<PrivilegeCardType>> {
      requirePermission(actor, 'billing.view');
      const page = await privilegeCardTypeList.page(db, query, {
        labId: actor.labId,
        enabled: query.includeDisabled ? undefined : true,
      });
      return { ...page, items: page.items.map((row) => toPrivilegeCardType(row.cardType)) };
    },

    /** A type of the caller's lab; another lab's id is not found. */
    async get({ labId, id }: { labId: number; id: number }): Promise<PrivilegeCardTypeRow> {
      const row = await findCardType(db, labId, id);
      if (!row) throw notFound();
      return row;
    },

    async create({ actor, input }: { actor: LabActor; input: CreatePrivilegeCardType }): Promise<PrivilegeCardType> {
      requirePermission(actor, 'privilegeCards.manage');
      return db
        .transaction(async (tx) => {
          await ensureNameFree(actor.labId, input.name);
          const row = await insertCardType(tx, {
            labId: actor.labId,
            name: input.name,
            discountBasisPoints: input.discountBasisPoints,
            validityDays: input.validityDays,
            price: input.price ?? 0,
            maxMembers: input.maxMembers ?? 1,
          });
          await audit(tx, actor, {
            action: 'privilege_card_type.create',
            entityType: 'privilege_card_type',
            entityId: row.id,
            after: row,
          });
          return toPrivilegeCardType(row);
        })
        .catch(rethrowNameTaken);
    },

    /**
     * Changes, disables or enables a type from the version the admin saw. Cards already sold
     * keep their dates and discount: a disabled type is no longer sold, its cards still count.
     */
    async update({
      actor,
      id,
      input,
    }: {
      actor: LabActor;
      id: number;
      input: UpdatePrivilegeCardType;
    }): Promise<PrivilegeCardType> {
      requirePermission(actor, 'privilegeCards.manage');
      const { version, ...change } = input;
      return db
        .transaction(async (tx) => {
          const before = await lockCardType(tx, actor.labId, id);
          if (!before) throw notFound();
          if (before.version !== version) throw stale();
          if (change.name !== undefined) await ensureNameFree(actor.labId, change.name, id);
          const after = await updateCardType(tx, actor.labId, id, { ...change, updatedAt: now() });
          await audit(tx, actor, {
            action: 'privilege_card_type.update',
            entityType: 'privilege_card_type',
            entityId: id,
            before,
            after,
          });
          return toPrivilegeCardType(after);
        })
        .catch(rethrowNameTaken);
    },
  };
}
export type PrivilegeCardTypesService = ReturnType<typeof createPrivilegeCardTypesService>;
