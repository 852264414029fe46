import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { inventorySettings } from '../../db/schema/index.js';

export type InventorySettingsRow = typeof inventorySettings.$inferSelect;
export type InventorySettingsValues = Pick<
  InventorySettingsRow,
  'testWiseConsumption' | 'sampleWiseConsumption' | 'qcConsumption' | 'sampleDepartmentId' | 'nearExpiryDays'
>;

export const findSettings = async (db: Executor, labId: number) =>
  (await db.select().from(inventorySettings).where(eq(inventorySettings.labId, labId)))[0];

/** The lab's row locked until the transaction ends; none until the first save. */
export const lockSettings = async (db: Executor, labId: number) =>
  (await db.select().from(inventorySettings).where(eq(inventorySettings.labId, labId)).for('update'))[0];

/** The first save: version 1, as if the table's defaults (version 0) had been a row. */
export const insertSettings = async (
  db: Executor,
  labId: number,
  values: InventorySettingsValues & { updatedAt: Date },
) =>
  (
    await db
      .insert(inventorySettings)
      .values({ ...values, labId, version: 1 })
      .returning()
  )[0] as InventorySettingsRow;

/** Writes the change and the next version; the caller holds the row's lock. */
export const updateSettings = async (
  db: Executor,
  labId: number,
  values: InventorySettingsValues & { updatedAt: Date },
) =>
  (
    await db
      .update(inventorySettings)
      .set({ ...values, version: sql`${inventorySettings.version} + 1` })
      .where(eq(inventorySettings.labId, labId))
      .returning()
  )[0] as InventorySettingsRow;
