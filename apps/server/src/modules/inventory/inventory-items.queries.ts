import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { inventoryBrands, inventoryItems, stockLots } from '../../db/schema/index.js';
import { defineList, textSort } from '../../platform/lists/list-page.js';

export type InventoryItemRow = typeof inventoryItems.$inferSelect;
export type InventoryBrandRow = typeof inventoryBrands.$inferSelect;
export type InventoryItemValues = Pick<
  InventoryItemRow,
  | 'name'
  | 'materialCode'
  | 'inventoryType'
  | 'category'
  | 'purchaseUnit'
  | 'inventoryUnit'
  | 'unitsPerPurchase'
  | 'reorderLevel'
>;

/** The items list of the contract's `InventoryItemListQuery`: a search looks in the name, material code and category. */
export const inventoryItemList = defineList({
  select: (db, cursor) =>
    db
      .select({ item: inventoryItems, ...cursor })
      .from(inventoryItems)
      .$dynamic(),
  id: inventoryItems.id,
  search: [inventoryItems.name, inventoryItems.materialCode, inventoryItems.category],
  sort: { name: textSort(inventoryItems.name), updatedAt: inventoryItems.updatedAt },
  defaultSort: 'name',
  filters: {
    labId: inventoryItems.labId,
    enabled: inventoryItems.enabled,
    inventoryType: inventoryItems.inventoryType,
  },
});

const itemOfLab = (labId: number, id: number) => and(eq(inventoryItems.labId, labId), eq(inventoryItems.id, id));

export const findItem = async (db: Executor, labId: number, id: number) =>
  (await db.select().from(inventoryItems).where(itemOfLab(labId, id)))[0];

/** The item to change, locked until the transaction ends: the audit's `before`. */
export const lockItem = async (db: Executor, labId: number, id: number) =>
  (await db.select().from(inventoryItems).where(itemOfLab(labId, id)).for('update'))[0];

export const findItemByName = async (db: Executor, labId: number, name: string) =>
  (
    await db
      .select({ id: inventoryItems.id })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.labId, labId), sql`lower(${inventoryItems.name}) = lower(${name})`))
      .limit(1)
  )[0];

export const insertItem = async (db: Executor, labId: number, values: InventoryItemValues) =>
  (
    await db
      .insert(inventoryItems)
      .values({ ...values, labId })
      .returning()
  )[0] as InventoryItemRow;

/** Writes the change and the next version; the caller holds the row's lock. */
export const updateItem = async (
  db: Executor,
  labId: number,
  id: number,
  values: InventoryItemValues & { enabled: boolean; updatedAt: Date },
) =>
  (
    await db
      .update(inventoryItems)
      .set({ ...values, version: sql`${inventoryItems.version} + 1` })
      .where(itemOfLab(labId, id))
      .returning()
  )[0] as InventoryItemRow;

/** The brands of the items, by name within each item. */
export const brandsOfItems = (db: Executor, labId: number, inventoryIds: readonly number[]) =>
  inventoryIds.length === 0
    ? Promise.resolve([] as InventoryBrandRow[])
    : db
        .select()
        .from(inventoryBrands)
        .where(and(eq(inventoryBrands.labId, labId), inArray(inventoryBrands.inventoryId, [...inventoryIds])))
        .orderBy(asc(textSort(inventoryBrands.name)), asc(inventoryBrands.id));

const brandOfLab = (labId: number, id: number) => and(eq(inventoryBrands.labId, labId), eq(inventoryBrands.id, id));

export const findBrand = async (db: Executor, labId: number, id: number) =>
  (await db.select().from(inventoryBrands).where(brandOfLab(labId, id)))[0];

export const lockBrand = async (db: Executor, labId: number, id: number) =>
  (await db.select().from(inventoryBrands).where(brandOfLab(labId, id)).for('update'))[0];

export const findBrandByName = async (db: Executor, labId: number, inventoryId: number, name: string) =>
  (
    await db
      .select({ id: inventoryBrands.id })
      .from(inventoryBrands)
      .where(
        and(
          eq(inventoryBrands.labId, labId),
          eq(inventoryBrands.inventoryId, inventoryId),
          sql`lower(${inventoryBrands.name}) = lower(${name})`,
        ),
      )
      .limit(1)
  )[0];

export const insertBrand = async (db: Executor, labId: number, inventoryId: number, name: string) =>
  (await db.insert(inventoryBrands).values({ labId, inventoryId, name }).returning())[0] as InventoryBrandRow;

export const updateBrand = async (
  db: Executor,
  labId: number,
  id: number,
  values: Pick<InventoryBrandRow, 'name' | 'enabled'>,
) =>
  (
    await db
      .update(inventoryBrands)
      .set({ ...values, version: sql`${inventoryBrands.version} + 1` })
      .where(brandOfLab(labId, id))
      .returning()
  )[0] as InventoryBrandRow;

/**
 * What the lab holds of each item over every department: the remaining of its lots that have
 * not expired by `today` (the lab's day; a lot expiring today still counts).
 */
export async function inStockOf(
  db: Executor,
  labId: number,
  inventoryIds: readonly number[],
  today: string,
): Promise<Map<number, number>> {
  if (inventoryIds.length === 0) return new Map();
  const rows = await db
    .select({
      inventoryId: stockLots.inventoryId,
      inStock: sql<number>`coalesce(sum(${stockLots.remaining}), 0)`.mapWith(Number),
    })
    .from(stockLots)
    .where(
      and(
        eq(stockLots.labId, labId),
        inArray(stockLots.inventoryId, [...inventoryIds]),
        or(isNull(stockLots.expiresOn), gte(stockLots.expiresOn, today)),
      ),
    )
    .groupBy(stockLots.inventoryId);
  return new Map(rows.map((row) => [row.inventoryId, row.inStock]));
}

/** Every enabled brand of every enabled item, by item name then brand name: the pickers' choices. */
export const enabledBrandChoices = (db: Executor, labId: number) =>
  db
    .select({
      inventoryId: inventoryItems.id,
      inventoryName: inventoryItems.name,
      inventoryType: inventoryItems.inventoryType,
      inventoryUnit: inventoryItems.inventoryUnit,
      brandId: inventoryBrands.id,
      brandName: inventoryBrands.name,
    })
    .from(inventoryBrands)
    .innerJoin(
      inventoryItems,
      and(eq(inventoryItems.labId, inventoryBrands.labId), eq(inventoryItems.id, inventoryBrands.inventoryId)),
    )
    .where(and(eq(inventoryBrands.labId, labId), eq(inventoryBrands.enabled, true), eq(inventoryItems.enabled, true)))
    .orderBy(
      asc(textSort(inventoryItems.name)),
      asc(inventoryItems.id),
      asc(textSort(inventoryBrands.name)),
      asc(inventoryBrands.id),
    );
