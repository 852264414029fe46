import type {
  ReceiveStock,
  RemoveStock,
  StockList,
  StockMovementList,
  StockMovementQuery,
  StockQuery,
  StockRow,
} from '@lims/contract';
import {
  DomainError,
  expiryStateOf,
  type InventoryType,
  inventoryUnitsOf,
  type StockMovementKind,
  stockLevelOf,
} from '@lims/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { type LabActor, labUserIdOf } from '../../http/actor.js';
import { badRequest, conflict, notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { closeOrder, lockOrder } from './department-orders.queries.js';
import { requireInventory } from './inventory-gate.js';
import { findItem } from './inventory-items.queries.js';
import type { InventoryItemsService } from './inventory-items.service.js';
import type { InventorySettingsService } from './inventory-settings.service.js';
import { labTodayOf } from './lab-today.js';
import {
  insertLot,
  lockLot,
  lotsWithStock,
  type StockFilter,
  type StockGroup,
  type StockLotRow,
  stockGroups,
  stockMovementList,
} from './stock.queries.js';
import { applyMovements } from './stock-movements.queries.js';

type StockListQuery = z.output<typeof StockQuery>;
type MovementQuery = z.output<typeof StockMovementQuery>;

export interface StockDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
  departments: Pick<ServiceRegistry['departments'], 'assertAllInLab'>;
  inventoryItems: Pick<InventoryItemsService, 'usableItemBrand'>;
  inventorySettings: Pick<InventorySettingsService, 'settingsOf'>;
}

const entityType = 'stockLot';

/** Quantities kept to 6 decimals, as the database keeps them: 0.1 + 0.2 is 0.3. */
const exact = (quantity: number) => Math.round(quantity * 1e6) / 1e6;

const groupKey = (of: { departmentId: number; inventoryId: number; brandId: number }) =>
  `${of.departmentId}:${of.inventoryId}:${of.brandId}`;

/** Names sorted as the lists of the server sort them: without regard to case, then by code point. */
const byText = (left: string, right: string) => {
  const [a, b] = [left.toLowerCase(), right.toLowerCase()];
  return a < b ? -1 : a > b ? 1 : 0;
};

/**
 * A department's stock of one item's brand (issue 15 'a low-stock and near-expiry view'): its
 * usable stock is the remaining of its lots not expired on the lab's day; its level follows
 * the item's reorder level; its expiry is that of the nearest expiry of a lot with stock left.
 */
function stockRowOf(group: StockGroup, lots: readonly StockLotRow[], today: string, nearExpiryDays: number): StockRow {
  const shown = lots.map((lot) => ({
    id: lot.id,
    lotNumber: lot.lotNumber,
    expiresOn: lot.expiresOn,
    expiry: expiryStateOf({ expiresOn: lot.expiresOn, today, nearExpiryDays }),
    received: lot.received,
    remaining: lot.remaining,
    receivedAt: lot.receivedAt.toISOString(),
    version: lot.version,
  }));
  const remaining = exact(shown.reduce((sum, lot) => (lot.expiry === 'expired' ? sum : sum + lot.remaining), 0));
  const nextExpiry =
    shown
      .map((lot) => lot.expiresOn)
      .reduce<string | null>((nearest, day) => {
        if (day === null) return nearest;
        return nearest === null || day < nearest ? day : nearest;
      }, null) ?? null;
  return {
    department: { id: group.departmentId, name: group.departmentName },
    inventoryId: group.inventoryId,
    inventoryName: group.inventoryName,
    inventoryType: group.inventoryType as InventoryType,
    materialCode: group.materialCode,
    inventoryUnit: group.inventoryUnit,
    brandId: group.brandId,
    brandName: group.brandName,
    remaining,
    reorderLevel: group.reorderLevel,
    level: stockLevelOf({ remaining, reorderLevel: group.reorderLevel }),
    nextExpiry,
    expiry: expiryStateOf({ expiresOn: nextExpiry, today, nearExpiryDays }),
    lots: shown,
  };
}

/** What the low-stock and near-expiry view keeps: out or low, or a lot expired or near expiry. */
const needsAttention = (row: StockRow) => row.level !== 'ok' || row.expiry !== 'ok';

const sorts: Record<NonNullable<StockListQuery['sort']>, (left: StockRow, right: StockRow) => number> = {
  inventoryName: (left, right) =>
    byText(left.inventoryName, right.inventoryName) ||
    byText(left.brandName, right.brandName) ||
    byText(left.department.name, right.department.name),
  remaining: (left, right) => left.remaining - right.remaining,
  nextExpiry: (left, right) => byText(left.nextExpiry ?? '', right.nextExpiry ?? ''),
};

/**
 * Stock (issue 15; spec 002 §9 'Inventory'): what each department holds of each item's brand
 * by lot, stock received into a department (filling its open order), stock taken out of a lot
 * by hand, and every movement. Every change goes through `applyMovements`, so a lot's
 * remaining and the movement that explains it are written together.
 */
export function createStockService({ db, now, labs, departments, inventoryItems, inventorySettings }: StockDeps) {
  /** The stock rows that `filter` selects, as on the lab's day now. */
  const rowsOf = async (tx: Executor, filter: StockFilter): Promise<StockRow[]> => {
    // One after another: inside a transaction they share one connection.
    const groups = await stockGroups(tx, filter);
    const lots = await lotsWithStock(tx, filter);
    const today = await labTodayOf(labs, filter.labId, now());
    const settings = await inventorySettings.settingsOf(filter.labId);
    const lotsByGroup = new Map<string, StockLotRow[]>();
    for (const { lot } of lots) {
      const key = groupKey(lot);
      lotsByGroup.set(key, [...(lotsByGroup.get(key) ?? []), lot]);
    }
    return groups.map((group) =>
      stockRowOf(group, lotsByGroup.get(groupKey(group)) ?? [], today, settings.nearExpiryDays),
    );
  };

  const rowOf = async (
    tx: Executor,
    labId: number,
    of: { departmentId: number; inventoryId: number; brandId: number },
  ) => {
    const [row] = await rowsOf(tx, { labId, ...of });
    if (!row) throw notFound();
    return row;
  };

  return {
    /** A page of the stock rows; `attention` keeps the low, out, expired and near-expiry ones. */
    async list({ actor, query }: { actor: LabActor; query: StockListQuery }): Promise<StockList> {
      requirePermission(actor, 'inventory.view');
      await requireInventory(labs, actor.labId);
      // The rows' levels and expiries are reckoned on the lab's day, not stored: offset paging only.
      if (query.cursor) throw badRequest('invalidRequest', 'cursor');
      const rows = (
        await rowsOf(db, {
          labId: actor.labId,
          departmentId: query.departmentId,
          inventoryId: query.inventoryId,
          search: query.search,
        })
      ).filter((row) => !query.attention || needsAttention(row));
      const sortKey = query.sort ?? 'inventoryName';
      const sign = query.direction === 'desc' ? -1 : 1;
      rows.sort((left, right) => {
        // Rows without an expiry come last whichever way the expiries are sorted.
        if (sortKey === 'nextExpiry' && (left.nextExpiry === null) !== (right.nextExpiry === null)) {
          return left.nextExpiry === null ? 1 : -1;
        }
        return sign * sorts[sortKey](left, right) || sorts.inventoryName(left, right);
      });
      return {
        items: rows.slice(query.offset, query.offset + query.limit),
        total: rows.length,
        nextCursor: null,
      };
    },

    /**
     * Stock in: a lot received into a department, in purchase units (converted with the item's
     * units per purchase) or inventory units. An order named must be an open order of that
     * department, which becomes 'received'. Answers the department's row of the item's brand.
     */
    async receive({ actor, input }: { actor: LabActor; input: ReceiveStock }): Promise<StockRow> {
      requirePermission(actor, 'inventory.stock');
      await requireInventory(labs, actor.labId);
      const labId = actor.labId;
      const today = await labTodayOf(labs, labId, now());
      if (input.expiresOn !== null && input.expiresOn < today) throw badRequest('stockExpiryInPast', 'expiresOn');
      return db.transaction(async (tx) => {
        const { item } = await inventoryItems.usableItemBrand({
          labId,
          inventoryId: input.inventoryId,
          brandId: input.brandId,
        });
        await departments.assertAllInLab(labId, [input.departmentId]);
        const at = now();
        const by = labUserIdOf(actor);
        if (input.orderId !== undefined) {
          const order = await lockOrder(tx, labId, input.orderId);
          if (!order) throw new DomainError('not_found', 'notFound', { field: 'orderId' });
          if (order.departmentId !== input.departmentId) throw badRequest('invalidRequest', 'orderId');
          if (order.status !== 'open') throw conflict('departmentOrderNotOpen', 'orderId');
          const closed = await closeOrder(tx, labId, order.id, { status: 'received', closedAt: at, closedBy: by });
          await audit(tx, actor, {
            action: 'departmentOrder.receive',
            entityType: 'departmentOrder',
            entityId: order.id,
            before: order,
            after: closed,
          });
        }
        const quantity =
          input.unit === 'purchase' ? inventoryUnitsOf(input.quantity, item.unitsPerPurchase) : exact(input.quantity);
        const lot = await insertLot(tx, {
          labId,
          inventoryId: input.inventoryId,
          brandId: input.brandId,
          departmentId: input.departmentId,
          lotNumber: input.lotNumber,
          expiresOn: input.expiresOn,
          received: quantity,
          orderId: input.orderId ?? null,
          receivedAt: at,
          receivedBy: by,
        });
        await applyMovements(tx, labId, [
          {
            lotId: lot.id,
            inventoryId: lot.inventoryId,
            brandId: lot.brandId,
            departmentId: lot.departmentId,
            kind: 'received',
            quantity,
            at,
            by,
          },
        ]);
        await audit(tx, actor, {
          action: 'stock.receive',
          entityType,
          entityId: lot.id,
          after: { ...lot, remaining: quantity, unit: input.unit, quantityAsEntered: input.quantity },
        });
        return rowOf(tx, labId, lot);
      });
    },

    /**
     * Stock out of one lot by hand (issued, adjusted or discarded), at the lot's version read:
     * never more than the lot holds (409 stockNotEnough with what is left).
     */
    async remove({ actor, id, input }: { actor: LabActor; id: number; input: RemoveStock }): Promise<StockRow> {
      requirePermission(actor, 'inventory.stock');
      await requireInventory(labs, actor.labId);
      const labId = actor.labId;
      return db.transaction(async (tx) => {
        const before = await lockLot(tx, labId, id);
        if (!before) throw notFound();
        if (before.version !== input.version) throw stale();
        if (input.quantity > before.remaining) {
          const item = await findItem(tx, labId, before.inventoryId);
          throw new DomainError('conflict', 'stockNotEnough', {
            field: 'quantity',
            params: { remaining: before.remaining, unit: item?.inventoryUnit ?? '' },
          });
        }
        const kind: StockMovementKind = input.kind;
        await applyMovements(tx, labId, [
          {
            lotId: before.id,
            inventoryId: before.inventoryId,
            brandId: before.brandId,
            departmentId: before.departmentId,
            kind,
            quantity: -exact(input.quantity),
            reason: input.reason || null,
            at: now(),
            by: labUserIdOf(actor),
          },
        ]);
        await audit(tx, actor, {
          action: 'stock.remove',
          entityType,
          entityId: before.id,
          before,
          after: {
            kind,
            quantity: input.quantity,
            reason: input.reason,
            remaining: exact(before.remaining - input.quantity),
          },
        });
        return rowOf(tx, labId, before);
      });
    },

    /** An item's movements, newest first unless a sort is asked, with lot, who, and what consumed it. */
    async movements({ actor, query }: { actor: LabActor; query: MovementQuery }): Promise<StockMovementList> {
      requirePermission(actor, 'inventory.view');
      await requireInventory(labs, actor.labId);
      if (!(await findItem(db, actor.labId, query.inventoryId))) throw notFound();
      if (query.departmentId !== undefined) await departments.assertAllInLab(actor.labId, [query.departmentId]);
      const page = await stockMovementList.page(
        db,
        { ...query, direction: query.sort ? query.direction : 'desc' },
        { labId: actor.labId, inventoryId: query.inventoryId, departmentId: query.departmentId },
      );
      return {
        ...page,
        items: page.items.map(({ movement, lotNumber, byName, source, sourceId }) => ({
          id: movement.id,
          kind: movement.kind,
          quantity: movement.quantity,
          lotNumber,
          reason: movement.reason,
          source: source && sourceId !== null ? { kind: source, id: sourceId } : null,
          at: movement.at.toISOString(),
          by: byName,
        })),
      };
    },
  };
}
export type StockService = ReturnType<typeof createStockService>;
