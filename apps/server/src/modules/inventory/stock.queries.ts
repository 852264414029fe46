import { and, asc, eq, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  departments,
  inventoryBrands,
  inventoryItems,
  labUsers,
  stockConsumptions,
  stockLots,
  stockMovements,
} from '../../db/schema/index.js';
import { defineList } from '../../platform/lists/list-page.js';

export type StockLotRow = typeof stockLots.$inferSelect;

/** Which department × item × brand rows to read: all of the lab's, narrowed by what is given. */
export interface StockFilter {
  labId: number;
  departmentId?: number | undefined;
  inventoryId?: number | undefined;
  brandId?: number | undefined;
  /** Case-insensitive, anywhere in the item's or the brand's name. */
  search?: string | undefined;
}

const itemOfLot = and(eq(inventoryItems.labId, stockLots.labId), eq(inventoryItems.id, stockLots.inventoryId));
const brandOfLot = and(eq(inventoryBrands.labId, stockLots.labId), eq(inventoryBrands.id, stockLots.brandId));
const departmentOfLot = and(eq(departments.labId, stockLots.labId), eq(departments.id, stockLots.departmentId));

/** `%` and `_` in a search are the characters themselves. */
const containing = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

const lotsWhere = ({ labId, departmentId, inventoryId, brandId, search }: StockFilter): SQL | undefined =>
  and(
    eq(stockLots.labId, labId),
    departmentId === undefined ? undefined : eq(stockLots.departmentId, departmentId),
    inventoryId === undefined ? undefined : eq(stockLots.inventoryId, inventoryId),
    brandId === undefined ? undefined : eq(stockLots.brandId, brandId),
    search
      ? or(ilike(inventoryItems.name, containing(search)), ilike(inventoryBrands.name, containing(search)))
      : undefined,
  );

/**
 * Every department × item × brand that has had a lot, with the names a stock row shows. A row
 * stays when its lots are used up: it is then out of stock, which the attention view must show.
 */
export const stockGroups = (db: Executor, filter: StockFilter) =>
  db
    .selectDistinct({
      departmentId: departments.id,
      departmentName: departments.name,
      inventoryId: inventoryItems.id,
      inventoryName: inventoryItems.name,
      inventoryType: inventoryItems.inventoryType,
      materialCode: inventoryItems.materialCode,
      inventoryUnit: inventoryItems.inventoryUnit,
      reorderLevel: inventoryItems.reorderLevel,
      brandId: inventoryBrands.id,
      brandName: inventoryBrands.name,
    })
    .from(stockLots)
    .innerJoin(inventoryItems, itemOfLot)
    .innerJoin(inventoryBrands, brandOfLot)
    .innerJoin(departments, departmentOfLot)
    .where(lotsWhere(filter));
export type StockGroup = Awaited<ReturnType<typeof stockGroups>>[number];

/** The lots with something left (expired ones too: they are still to be discarded), oldest expiry first. */
export const lotsWithStock = (db: Executor, filter: StockFilter) =>
  db
    .select({ lot: stockLots })
    .from(stockLots)
    .innerJoin(inventoryItems, itemOfLot)
    .innerJoin(inventoryBrands, brandOfLot)
    .where(and(lotsWhere(filter), gt(stockLots.remaining, 0)))
    .orderBy(sql`${stockLots.expiresOn} asc nulls last`, asc(stockLots.id));

/** A new lot, empty: the 'received' movement that follows fills it (stock-movements.queries.ts). */
export const insertLot = async (
  db: Executor,
  values: Pick<
    StockLotRow,
    | 'labId'
    | 'inventoryId'
    | 'brandId'
    | 'departmentId'
    | 'lotNumber'
    | 'expiresOn'
    | 'received'
    | 'orderId'
    | 'receivedAt'
    | 'receivedBy'
  >,
) =>
  (
    await db
      .insert(stockLots)
      .values({ ...values, remaining: 0 })
      .returning()
  )[0] as StockLotRow;

const lotOfLab = (labId: number, id: number) => and(eq(stockLots.labId, labId), eq(stockLots.id, id));

export const findLot = async (db: Executor, labId: number, id: number) =>
  (await db.select().from(stockLots).where(lotOfLab(labId, id)))[0];

/** The lot to take from, locked until the transaction ends. */
export const lockLot = async (db: Executor, labId: number, id: number) =>
  (await db.select().from(stockLots).where(lotOfLab(labId, id)).for('update'))[0];

const movers = alias(labUsers, 'movers');

/** The movements list of the contract's `StockMovementQuery`, with each lot's number, who, and what consumed it. */
export const stockMovementList = defineList({
  select: (db, cursor) =>
    db
      .select({
        movement: stockMovements,
        lotNumber: stockLots.lotNumber,
        byName: movers.fullName,
        source: stockConsumptions.source,
        sourceId: stockConsumptions.sourceId,
        ...cursor,
      })
      .from(stockMovements)
      .innerJoin(stockLots, and(eq(stockLots.labId, stockMovements.labId), eq(stockLots.id, stockMovements.lotId)))
      .leftJoin(movers, and(eq(movers.labId, stockMovements.labId), eq(movers.id, stockMovements.by)))
      .leftJoin(
        stockConsumptions,
        and(eq(stockConsumptions.labId, stockMovements.labId), eq(stockConsumptions.id, stockMovements.consumptionId)),
      )
      .$dynamic(),
  id: stockMovements.id,
  search: [stockLots.lotNumber, stockMovements.reason],
  sort: { at: stockMovements.at },
  defaultSort: 'at',
  filters: {
    labId: stockMovements.labId,
    inventoryId: stockMovements.inventoryId,
    departmentId: stockMovements.departmentId,
  },
});
