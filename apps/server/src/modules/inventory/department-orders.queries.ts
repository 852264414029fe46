import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  departmentOrderItems,
  departmentOrders,
  departments,
  inventoryBrands,
  inventoryItems,
  labUsers,
  stockMovements,
} from '../../db/schema/index.js';
import { defineList, textSort } from '../../platform/lists/list-page.js';

export type DepartmentOrderRow = typeof departmentOrders.$inferSelect;
export type DepartmentOrderItemRow = typeof departmentOrderItems.$inferSelect;

const orderOfLab = (labId: number, id: number) => and(eq(departmentOrders.labId, labId), eq(departmentOrders.id, id));

const orderers = alias(labUsers, 'orderers');
const closers = alias(labUsers, 'closers');

/** An order with its department's name, who placed and closed it, and how many items it has. */
const orderViewFields = {
  order: departmentOrders,
  departmentName: departments.name,
  orderedByName: orderers.fullName,
  closedByName: closers.fullName,
  itemCount:
    sql<number>`(select count(*) from ${departmentOrderItems} where ${departmentOrderItems.labId} = ${departmentOrders.labId} and ${departmentOrderItems.orderId} = ${departmentOrders.id})`.mapWith(
      Number,
    ),
};

export type DepartmentOrderView = {
  order: DepartmentOrderRow;
  departmentName: string;
  orderedByName: string | null;
  closedByName: string | null;
  itemCount: number;
};

/** The orders list of the contract's `DepartmentOrderQuery`; a search looks in the department's name and the note. */
export const departmentOrderList = defineList({
  select: (db, cursor) =>
    db
      .select({ ...orderViewFields, ...cursor })
      .from(departmentOrders)
      .innerJoin(
        departments,
        and(eq(departments.labId, departmentOrders.labId), eq(departments.id, departmentOrders.departmentId)),
      )
      .leftJoin(orderers, and(eq(orderers.labId, departmentOrders.labId), eq(orderers.id, departmentOrders.orderedBy)))
      .leftJoin(closers, and(eq(closers.labId, departmentOrders.labId), eq(closers.id, departmentOrders.closedBy)))
      .$dynamic(),
  id: departmentOrders.id,
  search: [departments.name, departmentOrders.note],
  sort: { orderedAt: departmentOrders.orderedAt },
  defaultSort: 'orderedAt',
  filters: {
    labId: departmentOrders.labId,
    departmentId: departmentOrders.departmentId,
    status: departmentOrders.status,
  },
});

export const findOrderView = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select(orderViewFields)
      .from(departmentOrders)
      .innerJoin(
        departments,
        and(eq(departments.labId, departmentOrders.labId), eq(departments.id, departmentOrders.departmentId)),
      )
      .leftJoin(orderers, and(eq(orderers.labId, departmentOrders.labId), eq(orderers.id, departmentOrders.orderedBy)))
      .leftJoin(closers, and(eq(closers.labId, departmentOrders.labId), eq(closers.id, departmentOrders.closedBy)))
      .where(orderOfLab(labId, id))
  )[0] as DepartmentOrderView | undefined;

/** An order's items with the names they show, by item then brand name. */
export const orderItemViews = (db: Executor, labId: number, orderId: number) =>
  db
    .select({
      inventoryId: departmentOrderItems.inventoryId,
      inventoryName: inventoryItems.name,
      purchaseUnit: inventoryItems.purchaseUnit,
      inventoryUnit: inventoryItems.inventoryUnit,
      brandId: departmentOrderItems.brandId,
      brandName: inventoryBrands.name,
      quantity: departmentOrderItems.quantity,
      pastThirtyDays: departmentOrderItems.pastThirtyDays,
    })
    .from(departmentOrderItems)
    .innerJoin(
      inventoryItems,
      and(
        eq(inventoryItems.labId, departmentOrderItems.labId),
        eq(inventoryItems.id, departmentOrderItems.inventoryId),
      ),
    )
    .innerJoin(
      inventoryBrands,
      and(eq(inventoryBrands.labId, departmentOrderItems.labId), eq(inventoryBrands.id, departmentOrderItems.brandId)),
    )
    .where(and(eq(departmentOrderItems.labId, labId), eq(departmentOrderItems.orderId, orderId)))
    .orderBy(asc(textSort(inventoryItems.name)), asc(textSort(inventoryBrands.name)), asc(inventoryBrands.id));

/** The order to change, locked until the transaction ends: the audit's `before`. */
export const lockOrder = async (db: Executor, labId: number, id: number) =>
  (await db.select().from(departmentOrders).where(orderOfLab(labId, id)).for('update'))[0];

export const insertOrder = async (
  db: Executor,
  values: Pick<DepartmentOrderRow, 'labId' | 'departmentId' | 'note' | 'orderedAt' | 'orderedBy'>,
) => (await db.insert(departmentOrders).values(values).returning())[0] as DepartmentOrderRow;

export const insertOrderItems = (db: Executor, items: DepartmentOrderItemRow[]) =>
  db.insert(departmentOrderItems).values(items);

/** Closes an open order (received or cancelled) with who and when, and the next version. */
export const closeOrder = async (
  db: Executor,
  labId: number,
  id: number,
  values: { status: 'received' | 'cancelled'; closedAt: Date; closedBy: number | null },
) =>
  (
    await db
      .update(departmentOrders)
      .set({ ...values, version: sql`${departmentOrders.version} + 1` })
      .where(orderOfLab(labId, id))
      .returning()
  )[0] as DepartmentOrderRow;

/**
 * What a department used of an item since `since`, by brand: what consumption took and what
 * was issued by hand (both negative movements, answered positive). Adjustments and discards
 * are no use.
 */
export const usedSince = (db: Executor, labId: number, departmentId: number, inventoryId: number, since: Date) =>
  db
    .select({
      brandId: stockMovements.brandId,
      quantity: sql<number>`-coalesce(sum(${stockMovements.quantity}), 0)`.mapWith(Number),
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.labId, labId),
        eq(stockMovements.departmentId, departmentId),
        eq(stockMovements.inventoryId, inventoryId),
        inArray(stockMovements.kind, ['consumed', 'issued']),
        gte(stockMovements.at, since),
      ),
    )
    .groupBy(stockMovements.brandId);
