import type {
  CreateInventoryBrand,
  CreateInventoryItem,
  InventoryBrandChoices,
  InventoryItem,
  InventoryItemList,
  InventoryItemListQuery,
  UpdateInventoryBrand,
  UpdateInventoryItem,
} from '@lims/contract';
import { DomainError, type InventoryType } from '@lims/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { LabActor } from '../../http/actor.js';
import { badRequest, conflict, notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { requireInventory } from './inventory-gate.js';
import {
  brandsOfItems,
  enabledBrandChoices,
  findBrand,
  findBrandByName,
  findItem,
  findItemByName,
  type InventoryBrandRow,
  type InventoryItemRow,
  type InventoryItemValues,
  inStockOf,
  insertBrand,
  insertItem,
  inventoryItemList,
  lockBrand,
  lockItem,
  updateBrand,
  updateItem,
} from './inventory-items.queries.js';
import { labTodayOf } from './lab-today.js';

type ItemInput = z.output<typeof CreateInventoryItem>;
type ItemChange = z.output<typeof UpdateInventoryItem>;
type ItemListQuery = z.output<typeof InventoryItemListQuery>;

export interface InventoryItemsDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
}

const itemEntity = 'inventoryItem';
const brandEntity = 'inventoryBrand';

const itemNameTaken = () => conflict('inventoryItemNameTaken', 'name');
const brandNameTaken = () => conflict('inventoryBrandNameTaken', 'name');
/** Two users saving one name at once: the unique index decides, with the check's message. */
const settle =
  (taken: () => DomainError) =>
  (error: unknown): never => {
    throw isUniqueViolation(error) ? taken() : error;
  };

const toItem = (item: InventoryItemRow, brands: readonly InventoryBrandRow[], inStock: number): InventoryItem => ({
  id: item.id,
  name: item.name,
  materialCode: item.materialCode,
  inventoryType: item.inventoryType as InventoryType,
  category: item.category,
  purchaseUnit: item.purchaseUnit,
  inventoryUnit: item.inventoryUnit,
  unitsPerPurchase: item.unitsPerPurchase,
  reorderLevel: item.reorderLevel,
  enabled: item.enabled,
  brands: brands
    .filter((brand) => brand.inventoryId === item.id)
    .map((brand) => ({ id: brand.id, name: brand.name, enabled: brand.enabled, version: brand.version })),
  inStock,
  version: item.version,
  updatedAt: item.updatedAt.toISOString(),
});

const valuesOf = (input: ItemInput | ItemChange): InventoryItemValues => ({
  name: input.name,
  materialCode: input.materialCode || null,
  inventoryType: input.inventoryType,
  category: input.category || null,
  purchaseUnit: input.purchaseUnit,
  inventoryUnit: input.inventoryUnit,
  unitsPerPurchase: input.unitsPerPurchase,
  reorderLevel: input.reorderLevel,
});

/** An item and one of its brands, both enabled: what can be received, ordered or mapped. */
export interface UsableItemBrand {
  item: InventoryItemRow;
  brand: InventoryBrandRow;
}

/**
 * The lab's stock items and their brands (issue 15; spec 002 §3 'Inventory', §9
 * get-inventory-brand-with-names). An item is bought as some brand, so it is created with its
 * first one; names are unique without regard to case, items in the lab and brands in an item.
 */
export function createInventoryItemsService({ db, now, labs }: InventoryItemsDeps) {
  /** The item as answered, with its brands and what the lab holds of it today. */
  const itemView = async (tx: Executor, labId: number, item: InventoryItemRow): Promise<InventoryItem> => {
    // One after another: inside a transaction they share one connection.
    const brands = await brandsOfItems(tx, labId, [item.id]);
    const inStock = await inStockOf(tx, labId, [item.id], await labTodayOf(labs, labId, now()));
    return toItem(item, brands, inStock.get(item.id) ?? 0);
  };

  const ensureItemNameFree = async (tx: Executor, labId: number, name: string, exceptId?: number) => {
    const existing = await findItemByName(tx, labId, name);
    if (existing && existing.id !== exceptId) throw itemNameTaken();
  };
  const ensureBrandNameFree = async (
    tx: Executor,
    labId: number,
    inventoryId: number,
    name: string,
    exceptId?: number,
  ) => {
    const existing = await findBrandByName(tx, labId, inventoryId, name);
    if (existing && existing.id !== exceptId) throw brandNameTaken();
  };

  return {
    /** A page of the lab's items with their brands and stock; disabled ones only when asked. */
    async list({ actor, query }: { actor: LabActor; query: ItemListQuery }): Promise<InventoryItemList> {
      requirePermission(actor, 'inventory.view');
      await requireInventory(labs, actor.labId);
      const page = await inventoryItemList.page(db, query, {
        labId: actor.labId,
        enabled: query.includeDisabled ? undefined : true,
        inventoryType: query.inventoryType,
      });
      const ids = page.items.map((row) => row.item.id);
      const brands = await brandsOfItems(db, actor.labId, ids);
      const inStock = await inStockOf(db, actor.labId, ids, await labTodayOf(labs, actor.labId, now()));
      return { ...page, items: page.items.map(({ item }) => toItem(item, brands, inStock.get(item.id) ?? 0)) };
    },

    /** One item of the lab; another lab's or an unknown id is 404. */
    async get({ actor, id }: { actor: LabActor; id: number }): Promise<InventoryItem> {
      requirePermission(actor, 'inventory.view');
      await requireInventory(labs, actor.labId);
      const item = await findItem(db, actor.labId, id);
      if (!item) throw notFound();
      return itemView(db, actor.labId, item);
    },

    /** A new item with its first brand, in one transaction. */
    async create({ actor, input }: { actor: LabActor; input: ItemInput }): Promise<InventoryItem> {
      requirePermission(actor, 'inventory.configure');
      await requireInventory(labs, actor.labId);
      return db
        .transaction(async (tx) => {
          await ensureItemNameFree(tx, actor.labId, input.name);
          const item = await insertItem(tx, actor.labId, valuesOf(input));
          const brand = await insertBrand(tx, actor.labId, item.id, input.brandName);
          await audit(tx, actor, {
            action: `${itemEntity}.create`,
            entityType: itemEntity,
            entityId: item.id,
            after: { ...item, brands: [brand] },
          });
          return toItem(item, [brand], 0);
        })
        .catch(settle(itemNameTaken));
    },

    /** Saves an edited item from the version it was read at; a version moved on is 409 stale. */
    async update({ actor, id, input }: { actor: LabActor; id: number; input: ItemChange }): Promise<InventoryItem> {
      requirePermission(actor, 'inventory.configure');
      await requireInventory(labs, actor.labId);
      return db
        .transaction(async (tx) => {
          const before = await lockItem(tx, actor.labId, id);
          if (!before) throw notFound();
          if (before.version !== input.version) throw stale();
          await ensureItemNameFree(tx, actor.labId, input.name, id);
          const after = await updateItem(tx, actor.labId, id, {
            ...valuesOf(input),
            enabled: input.enabled,
            updatedAt: now(),
          });
          await audit(tx, actor, {
            action: `${itemEntity}.update`,
            entityType: itemEntity,
            entityId: id,
            before,
            after,
          });
          return itemView(tx, actor.labId, after);
        })
        .catch(settle(itemNameTaken));
    },

    /** Another brand of an item; answers the item with its brands. */
    async addBrand({
      actor,
      id,
      input,
    }: {
      actor: LabActor;
      id: number;
      input: CreateInventoryBrand;
    }): Promise<InventoryItem> {
      requirePermission(actor, 'inventory.configure');
      await requireInventory(labs, actor.labId);
      return db
        .transaction(async (tx) => {
          const item = await lockItem(tx, actor.labId, id);
          if (!item) throw notFound();
          await ensureBrandNameFree(tx, actor.labId, id, input.name);
          const brand = await insertBrand(tx, actor.labId, id, input.name);
          await audit(tx, actor, {
            action: `${brandEntity}.create`,
            entityType: brandEntity,
            entityId: brand.id,
            after: brand,
          });
          return itemView(tx, actor.labId, item);
        })
        .catch(settle(brandNameTaken));
    },

    /** Renames, disables or enables a brand at the version read; answers its item. */
    async updateBrand({
      actor,
      id,
      input,
    }: {
      actor: LabActor;
      id: number;
      input: UpdateInventoryBrand;
    }): Promise<InventoryItem> {
      requirePermission(actor, 'inventory.configure');
      await requireInventory(labs, actor.labId);
      return db
        .transaction(async (tx) => {
          const before = await lockBrand(tx, actor.labId, id);
          if (!before) throw notFound();
          if (before.version !== input.version) throw stale();
          await ensureBrandNameFree(tx, actor.labId, before.inventoryId, input.name, id);
          const after = await updateBrand(tx, actor.labId, id, { name: input.name, enabled: input.enabled });
          await audit(tx, actor, {
            action: `${brandEntity}.update`,
            entityType: brandEntity,
            entityId: id,
            before,
            after,
          });
          const item = await findItem(tx, actor.labId, before.inventoryId);
          if (!item) throw notFound();
          return itemView(tx, actor.labId, item);
        })
        .catch(settle(brandNameTaken));
    },

    /** Every enabled item-and-brand pair, by item name then brand name: the pickers. */
    async brandChoices({ actor }: { actor: LabActor }): Promise<InventoryBrandChoices> {
      requirePermission(actor, 'inventory.view');
      await requireInventory(labs, actor.labId);
      const rows = await enabledBrandChoices(db, actor.labId);
      return { items: rows.map((row) => ({ ...row, inventoryType: row.inventoryType as InventoryType })) };
    },

    /**
     * An enabled item and an enabled brand of it (no permission: the caller's service checked
     * its own). Another lab's or an unknown id is 404 on its field; a brand of another item is
     * 400 inventoryBrandOfOtherItem; a disabled one is 400 invalidRequest on its field.
     */
    async usableItemBrand({
      labId,
      inventoryId,
      brandId,
    }: {
      labId: number;
      inventoryId: number;
      brandId: number;
    }): Promise<UsableItemBrand> {
      // One after another: the callers ask inside their transaction, on one connection.
      const item = await findItem(db, labId, inventoryId);
      const brand = await findBrand(db, labId, brandId);
      if (!item) throw new DomainError('not_found', 'notFound', { field: 'inventoryId' });
      if (!brand) throw new DomainError('not_found', 'notFound', { field: 'brandId' });
      if (brand.inventoryId !== item.id) throw badRequest('inventoryBrandOfOtherItem', 'brandId');
      if (!item.enabled) throw badRequest('invalidRequest', 'inventoryId');
      if (!brand.enabled) throw badRequest('invalidRequest', 'brandId');
      return { item, brand };
    },
  };
}
export type InventoryItemsService = ReturnType<typeof createInventoryItemsService>;
