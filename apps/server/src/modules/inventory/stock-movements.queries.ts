import type { StockLot, StockMovementKind } from '@lims/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { stockLots, stockMovements } from '../../db/schema/index.js';

/**
 * The writes every change of stock makes, whoever makes it (a receipt, a removal by hand, a
 * consumption): a lot's remaining quantity and the movement that explains it, always together.
 */

/**
 * A department's lots with stock left of the given item-brand pairs, locked for the
 * transaction so two saves at once cannot take the same units twice. Oldest lot first; the
 * domain's consumption plan orders them by expiry.
 */
export async function lockLotsWithStock(
  tx: Executor,
  {
    labId,
    departmentId,
    inventoryIds,
  }: {
    labId: number;
    departmentId: number;
    inventoryIds: readonly number[];
  },
): Promise<StockLot[]> {
  if (inventoryIds.length === 0) return [];
  const rows = await tx
    .select({
      lotId: stockLots.id,
      inventoryId: stockLots.inventoryId,
      brandId: stockLots.brandId,
      remaining: stockLots.remaining,
      expiresOn: stockLots.expiresOn,
    })
    .from(stockLots)
    .where(
      and(
        eq(stockLots.labId, labId),
        eq(stockLots.departmentId, departmentId),
        inArray(stockLots.inventoryId, [...inventoryIds]),
        gt(stockLots.remaining, 0),
      ),
    )
    .orderBy(asc(stockLots.id))
    .for('update');
  return rows;
}

export interface MovementToWrite {
  lotId: number;
  inventoryId: number;
  brandId: number;
  departmentId: number;
  kind: StockMovementKind;
  /** Signed: what leaves the lot is negative. */
  quantity: number;
  consumptionId?: number | null;
  reason?: string | null;
  at: Date;
  by: number | null;
}

/**
 * Moves stock: each lot's remaining changes by its movement's quantity and the movement is
 * written. A lot never goes below zero: the update refuses it, and the caller, who checked
 * against the locked lots, would have a bug, so it throws.
 */
export async function applyMovements(tx: Executor, labId: number, movements: readonly MovementToWrite[]) {
  for (const movement of movements) {
    const [updated] = await tx
      .update(stockLots)
      .set({
        remaining: sql`round(${stockLots.remaining} + ${movement.quantity}, 6)`,
        version: sql`${stockLots.version} + 1`,
      })
      .where(
        and(
          eq(stockLots.labId, labId),
          eq(stockLots.id, movement.lotId),
          sql`${stockLots.remaining} + ${movement.quantity} >= 0`,
        ),
      )
      .returning({ id: stockLots.id });
    if (!updated) throw new Error(`Lot ${movement.lotId} holds less than ${-movement.quantity}.`);
  }
  if (movements.length === 0) return;
  await tx.insert(stockMovements).values(
    movements.map((movement) => ({
      labId,
      lotId: movement.lotId,
      inventoryId: movement.inventoryId,
      brandId: movement.brandId,
      departmentId: movement.departmentId,
      kind: movement.kind,
      quantity: movement.quantity,
      consumptionId: movement.consumptionId ?? null,
      reason: movement.reason ?? null,
      at: movement.at,
      by: movement.by,
    })),
  );
}
