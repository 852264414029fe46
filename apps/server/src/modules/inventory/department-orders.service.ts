import type {
  CancelDepartmentOrder,
  DepartmentOrder,
  DepartmentOrderList,
  DepartmentOrderQuery,
  DepartmentOrderStatus,
  PastThirtyDaysConsumption,
  PastThirtyDaysQuery,
  PlaceDepartmentOrder,
} from '@lims/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { type LabActor, labUserIdOf } from '../../http/actor.js';
import { badRequest, conflict, notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import {
  closeOrder,
  type DepartmentOrderView,
  departmentOrderList,
  findOrderView,
  insertOrder,
  insertOrderItems,
  lockOrder,
  orderItemViews,
  usedSince,
} from './department-orders.queries.js';
import { requireInventory } from './inventory-gate.js';
import { brandsOfItems, findItem } from './inventory-items.queries.js';
import type { InventoryItemsService } from './inventory-items.service.js';

type OrderQuery = z.output<typeof DepartmentOrderQuery>;
type ConsumptionQuery = z.output<typeof PastThirtyDaysQuery>;
type CancelInput = z.output<typeof CancelDepartmentOrder>;

export interface DepartmentOrdersDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
  departments: Pick<ServiceRegistry['departments'], 'assertAllInLab'>;
  inventoryItems: Pick<InventoryItemsService, 'usableItemBrand'>;
}

const entityType = 'departmentOrder';
const thirtyDays = 30 * 86_400_000;

const exact = (quantity: number) => Math.round(quantity * 1e6) / 1e6;

const toOrder = (view: DepartmentOrderView, items: DepartmentOrder['items']): DepartmentOrder => ({
  id: view.order.id,
  department: { id: view.order.departmentId, name: view.departmentName },
  status: view.order.status as DepartmentOrderStatus,
  note: view.order.note,
  orderedAt: view.order.orderedAt.toISOString(),
  orderedBy: view.orderedByName,
  closedAt: view.order.closedAt?.toISOString() ?? null,
  closedBy: view.closedByName,
  itemCount: view.itemCount,
  items,
  version: view.order.version,
});

/**
 * A department's orders for stock (spec 002 §9 get-past-thirty-day-dept-consumption,
 * newGetDeptInvOrder, getDepartmentOrderStockList, cancelDepartmentInventoryOrder): each item
 * ordered keeps what the department used of it in the thirty days before, so whoever fills the
 * order sees why that much was asked. An order is open until stock is received against it or
 * it is cancelled.
 */
export function createDepartmentOrdersService({ db, now, labs, departments, inventoryItems }: DepartmentOrdersDeps) {
  const orderOf = async (tx: Executor, labId: number, id: number): Promise<DepartmentOrder> => {
    const view = await findOrderView(tx, labId, id);
    if (!view) throw notFound();
    return toOrder(view, await orderItemViews(tx, labId, id));
  };

  return {
    /** A page of the orders, newest first unless a sort is asked; without their items. */
    async list({ actor, query }: { actor: LabActor; query: OrderQuery }): Promise<DepartmentOrderList> {
      requirePermission(actor, 'inventory.view');
      await requireInventory(labs, actor.labId);
      const page = await departmentOrderList.page(
        db,
        { ...query, direction: query.sort ? query.direction : 'desc' },
        { labId: actor.labId, departmentId: query.departmentId, status: query.status },
      );
      return { ...page, items: page.items.map((view) => toOrder(view, [])) };
    },

    /** One order with its items; another lab's or an unknown id is 404. */
    async get({ actor, id }: { actor: LabActor; id: number }): Promise<DepartmentOrder> {
      requirePermission(actor, 'inventory.view');
      await requireInventory(labs, actor.labId);
      return orderOf(db, actor.labId, id);
    },

    /** Places an order of enabled item-brands, each with the department's use of it in the last thirty days. */
    async place({ actor, input }: { actor: LabActor; input: PlaceDepartmentOrder }): Promise<DepartmentOrder> {
      requirePermission(actor, 'inventory.stock');
      await requireInventory(labs, actor.labId);
      const labId = actor.labId;
      const pairs = new Set(input.items.map((item) => `${item.inventoryId}:${item.brandId}`));
      if (pairs.size !== input.items.length) throw badRequest('invalidRequest', 'items');
      return db.transaction(async (tx) => {
        await departments.assertAllInLab(labId, [input.departmentId]);
        const at = now();
        const since = new Date(at.getTime() - thirtyDays);
        const items = [];
        for (const item of input.items) {
          await inventoryItems.usableItemBrand({ labId, inventoryId: item.inventoryId, brandId: item.brandId });
          const used = await usedSince(tx, labId, input.departmentId, item.inventoryId, since);
          items.push({
            inventoryId: item.inventoryId,
            brandId: item.brandId,
            quantity: exact(item.quantity),
            pastThirtyDays: used.find((row) => row.brandId === item.brandId)?.quantity ?? 0,
          });
        }
        const order = await insertOrder(tx, {
          labId,
          departmentId: input.departmentId,
          note: input.note || null,
          orderedAt: at,
          orderedBy: labUserIdOf(actor),
        });
        await insertOrderItems(
          tx,
          items.map((item) => ({ ...item, labId, orderId: order.id })),
        );
        await audit(tx, actor, {
          action: `${entityType}.place`,
          entityType,
          entityId: order.id,
          after: { ...order, items },
        });
        return orderOf(tx, labId, order.id);
      });
    },

    /** Cancels an open order at the version read; an order received or cancelled is 409 departmentOrderNotOpen. */
    async cancel({ actor, id, input }: { actor: LabActor; id: number; input: CancelInput }): Promise<DepartmentOrder> {
      requirePermission(actor, 'inventory.stock');
      await requireInventory(labs, actor.labId);
      return db.transaction(async (tx) => {
        const before = await lockOrder(tx, actor.labId, id);
        if (!before) throw notFound();
        if (before.version !== input.version) throw stale();
        if (before.status !== 'open') throw conflict('departmentOrderNotOpen');
        const after = await closeOrder(tx, actor.labId, id, {
          status: 'cancelled',
          closedAt: now(),
          closedBy: labUserIdOf(actor),
        });
        await audit(tx, actor, { action: `${entityType}.cancel`, entityType, entityId: id, before, after });
        return orderOf(tx, actor.labId, id);
      });
    },

    /** What a department used of an item in the thirty days before now, in all and by brand (every brand of the item). */
    async pastThirtyDays({
      actor,
      query,
    }: {
      actor: LabActor;
      query: ConsumptionQuery;
    }): Promise<PastThirtyDaysConsumption> {
      requirePermission(actor, 'inventory.view');
      await requireInventory(labs, actor.labId);
      const labId = actor.labId;
      if (!(await findItem(db, labId, query.inventoryId))) throw notFound();
      await departments.assertAllInLab(labId, [query.departmentId]);
      const since = new Date(now().getTime() - thirtyDays);
      const brands = await brandsOfItems(db, labId, [query.inventoryId]);
      const used = await usedSince(db, labId, query.departmentId, query.inventoryId, since);
      const byBrand = brands.map((brand) => ({
        brandId: brand.id,
        brandName: brand.name,
        quantity: used.find((row) => row.brandId === brand.id)?.quantity ?? 0,
      }));
      return {
        inventoryId: query.inventoryId,
        departmentId: query.departmentId,
        total: exact(byBrand.reduce((sum, brand) => sum + brand.quantity, 0)),
        byBrand,
      };
    },
  };
}
export type DepartmentOrdersService = ReturnType<typeof createDepartmentOrdersService>;
