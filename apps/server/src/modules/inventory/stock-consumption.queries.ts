import type { ConsumptionSource, StockLot } from '@lims/domain';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  type ConsumedLine,
  departments,
  devices,
  inventoryBrands,
  inventoryItems,
  labReports,
  labUsers,
  stockConsumptions,
  stockLots,
} from '../../db/schema/index.js';

/** A consumption of a report, a sample or a QC run, with the name of who saved it; undefined before it. */
export const findConsumption = async (db: Executor, labId: number, source: ConsumptionSource, sourceId: number) =>
  (
    await db
      .select({ consumption: stockConsumptions, byName: labUsers.fullName })
      .from(stockConsumptions)
      .leftJoin(labUsers, and(eq(labUsers.labId, stockConsumptions.labId), eq(labUsers.id, stockConsumptions.by)))
      .where(
        and(
          eq(stockConsumptions.labId, labId),
          eq(stockConsumptions.source, source),
          eq(stockConsumptions.sourceId, sourceId),
        ),
      )
  )[0];

/**
 * Records a consumption unless its source already has one (the unique key on source and id):
 * two saves at once record it once. The id, or undefined when it was already recorded.
 */
export const insertConsumptionOnce = async (
  db: Executor,
  values: {
    labId: number;
    source: ConsumptionSource;
    sourceId: number;
    departmentId: number;
    lines: ConsumedLine[];
    at: Date;
    by: number | null;
  },
) =>
  (await db.insert(stockConsumptions).values(values).onConflictDoNothing().returning({ id: stockConsumptions.id }))[0]
    ?.id;

/**
 * A department's lots with stock left of the given items, unlocked: what the inventory-used
 * panel shows before the save that consumes (the save locks them, stock-movements.queries.ts).
 */
export const lotsWithStock = (
  db: Executor,
  { labId, departmentId, inventoryIds }: { labId: number; departmentId: number; inventoryIds: readonly number[] },
): Promise<StockLot[]> =>
  inventoryIds.length === 0
    ? Promise.resolve([])
    : db
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
        .orderBy(asc(stockLots.id));

/** The report the inventory-used panel is for: its test, department and device, with their names. */
export const findReportForConsumption = async (db: Executor, labId: number, reportId: number) =>
  (
    await db
      .select({
        id: labReports.id,
        testId: labReports.testId,
        departmentId: labReports.departmentId,
        departmentName: departments.name,
        deviceId: labReports.deviceId,
        deviceName: devices.name,
      })
      .from(labReports)
      .innerJoin(departments, and(eq(departments.labId, labReports.labId), eq(departments.id, labReports.departmentId)))
      .leftJoin(devices, and(eq(devices.labId, labReports.labId), eq(devices.id, labReports.deviceId)))
      .where(and(eq(labReports.labId, labId), eq(labReports.id, reportId)))
  )[0];

/** The names and units of these brands and their items, for a recorded consumption's lines. */
export const brandNames = (db: Executor, labId: number, brandIds: readonly number[]) =>
  brandIds.length === 0
    ? Promise.resolve([])
    : db
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
        .where(and(eq(inventoryBrands.labId, labId), inArray(inventoryBrands.id, [...brandIds])));
