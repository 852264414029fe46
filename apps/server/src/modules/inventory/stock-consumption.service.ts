import type { ConsumptionLine, ConsumptionLineInput, ReportConsumption } from '@lims/contract';
import {
  type ConsumptionSource,
  consumptionPlanOf,
  defaultConsumptionGroup,
  type StockDeduction,
  type StockLot,
} from '@lims/domain';
import type { ConsumedLine } from '../../db/schema/index.js';
import { type LabActor, labUserIdOf } from '../../http/actor.js';
import { badRequest, notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { inventoryOn } from './inventory-gate.js';
import { listMappingViews, type MappingView } from './inventory-mappings.queries.js';
import { labTodayOf } from './lab-today.js';
import {
  brandNames,
  findConsumption,
  findReportForConsumption,
  insertConsumptionOnce,
  lotsWithStock,
} from './stock-consumption.queries.js';
import { applyMovements, lockLotsWithStock } from './stock-movements.queries.js';

export interface StockConsumptionDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
  inventorySettings: Pick<ServiceRegistry['inventorySettings'], 'settingsOf'>;
}

/** A report's first save consumes its test's mappings (spec 001 §7 inventoryValue). */
export interface ReportConsumptionInput {
  actor: LabActor;
  reportId: number;
  testId: number;
  departmentId: number;
  deviceId: number | null;
  /** What the inventory-used panel sent; omitted, the mapped quantities. */
  lines?: readonly ConsumptionLineInput[];
  at: Date;
}

export interface SampleConsumptionInput {
  actor: LabActor;
  sampleId: number;
  sampleTypeId: number | null;
  /** The department of the sample's first report, when the settings name none. */
  departmentId: number;
  at: Date;
}

export interface QcRunConsumptionInput {
  actor: LabActor;
  runId: number;
  qcGroupId: number;
  departmentId: number;
  at: Date;
}

/** A mapping as a consumption takes it: its quantity may be the one the panel sent. */
interface MappingToConsume {
  mappingId: number;
  inventoryId: number;
  brandId: number;
  quantity: number;
  consumptionOrder: number;
}

const toConsume = (view: MappingView): MappingToConsume => ({
  mappingId: view.mapping.id,
  inventoryId: view.mapping.inventoryId,
  brandId: view.mapping.brandId,
  quantity: view.mapping.quantity,
  consumptionOrder: view.mapping.consumptionOrder,
});

const rounded = (value: number) => Math.round(value * 1e6) / 1e6;
const sameBrand = (left: { inventoryId: number; brandId: number }, right: { inventoryId: number; brandId: number }) =>
  left.inventoryId === right.inventoryId && left.brandId === right.brandId;

/**
 * The domain's plan (consumptionPlanOf) with each line named by its mapping: every mapping of
 * the default group, then each OR group's chosen alternative, in the plan's own order, each
 * planned on the lots the ones before it left. A mapping of quantity 0 (the panel's 'not
 * consumed') takes nothing and shows no line.
 */
export function plannedLinesOf(
  mappings: readonly MappingToConsume[],
  lots: readonly StockLot[],
  today: string,
): { lines: ConsumedLine[]; deductions: StockDeduction[] } {
  const taken = mappings.filter((mapping) => mapping.quantity > 0);
  const left = new Map(lots.map((lot) => [lot.lotId, lot.remaining]));
  const groups = [...new Set(taken.map((mapping) => mapping.consumptionOrder))]
    .filter((group) => group !== defaultConsumptionGroup)
    .sort((first, second) => first - second);
  const units = [
    ...taken.filter((mapping) => mapping.consumptionOrder === defaultConsumptionGroup).map((mapping) => [mapping]),
    ...groups.map((group) => taken.filter((mapping) => mapping.consumptionOrder === group)),
  ];
  const lines: ConsumedLine[] = [];
  const deductions: StockDeduction[] = [];
  for (const unit of units) {
    const plan = consumptionPlanOf({
      mappings: unit.map((mapping) => ({ ...mapping, group: mapping.consumptionOrder, enabled: true })),
      lots: lots.map((lot) => ({ ...lot, remaining: left.get(lot.lotId) ?? 0 })),
      today,
    });
    for (const deduction of plan.deductions) {
      left.set(deduction.lotId, rounded((left.get(deduction.lotId) ?? 0) - deduction.quantity));
      deductions.push(deduction);
    }
    const planned = [...plan.deductions, ...plan.shortages];
    const chosen = unit.find((mapping) => planned.some((step) => sameBrand(step, mapping))) ?? unit[0];
    if (!chosen) continue;
    const missing = plan.shortages
      .filter((shortage) => sameBrand(shortage, chosen))
      .reduce((sum, shortage) => rounded(sum + shortage.missing), 0);
    lines.push({
      mappingId: chosen.mappingId,
      inventoryId: chosen.inventoryId,
      brandId: chosen.brandId,
      quantity: chosen.quantity,
      missing,
      consumptionOrder: chosen.consumptionOrder,
    });
  }
  return { lines, deductions };
}

/** What a department holds of each item-brand, usable today (an expired lot is not stock). */
const inStockOf = (lots: readonly StockLot[], today: string) => (line: { inventoryId: number; brandId: number }) =>
  rounded(
    lots
      .filter((lot) => sameBrand(lot, line) && (lot.expiresOn === null || lot.expiresOn >= today))
      .reduce((sum, lot) => sum + lot.remaining, 0),
  );

/**
 * Stock consumption (issue 15 'Consumption'): once per report, per sample and per QC run, in
 * the caller's transaction (the ambient `db`), never below zero; nothing when the lab keeps no
 * stock or the settings switch that consumption off.
 */
export function createStockConsumptionService({ db, now, labs, inventorySettings }: StockConsumptionDeps) {
  /**
   * Consumes the mappings once for the source: the department's lots are locked, the plan made
   * on them, the consumption recorded with its lines (and what was missing) and the stock moved.
   * When the source was consumed already, nothing happens; two saves at once record it once.
   */
  const consume = async ({
    actor,
    source,
    sourceId,
    departmentId,
    mappings,
    at,
  }: {
    actor: LabActor;
    source: ConsumptionSource;
    sourceId: number;
    departmentId: number;
    mappings: readonly MappingToConsume[];
    at: Date;
  }) => {
    if (mappings.length === 0) return;
    const labId = actor.labId;
    await db.transaction(async (tx) => {
      if (await findConsumption(tx, labId, source, sourceId)) return;
      const lots = await lockLotsWithStock(tx, {
        labId,
        departmentId,
        inventoryIds: [...new Set(mappings.map((mapping) => mapping.inventoryId))],
      });
      const { lines, deductions } = plannedLinesOf(mappings, lots, await labTodayOf(labs, labId, at));
      const by = labUserIdOf(actor);
      const consumptionId = await insertConsumptionOnce(tx, { labId, source, sourceId, departmentId, lines, at, by });
      if (consumptionId === undefined) return;
      await applyMovements(
        tx,
        labId,
        deductions.map((deduction) => ({
          ...deduction,
          departmentId,
          kind: 'consumed' as const,
          quantity: -deduction.quantity,
          consumptionId,
          at,
          by,
        })),
      );
    });
  };

  /** The enabled test mappings a report takes: those of any device and those of the report's device. */
  const reportMappings = (labId: number, testId: number, deviceId: number | null) =>
    listMappingViews(db, { labId, target: 'test', targetId: testId, deviceId, enabledOnly: true });

  /**
   * The mappings with the panel's quantities: each line must name one of them (by its
   * stockTestId, with its item and brand), and its quantity replaces the mapped one.
   */
  const withPanelQuantities = (
    views: readonly MappingView[],
    lines: readonly ConsumptionLineInput[] | undefined,
  ): MappingToConsume[] => {
    const mappings = views.map(toConsume);
    if (!lines) return mappings;
    const sent = new Map<number, number>();
    for (const line of lines) {
      const mapping = mappings.find((candidate) => candidate.mappingId === line.stockTestId);
      if (!mapping || !sameBrand(mapping, line)) throw badRequest('invalidRequest', 'inventoryValue');
      sent.set(line.stockTestId, line.quantityConsumed);
    }
    return mappings.map((mapping) => ({ ...mapping, quantity: sent.get(mapping.mappingId) ?? mapping.quantity }));
  };

  return {
    /** In the report save's transaction: the first save with a mapping that applies consumes; later saves do nothing. */
    async consumeForReport({ actor, reportId, testId, departmentId, deviceId, lines, at }: ReportConsumptionInput) {
      if (!(await inventoryOn(labs, actor.labId))) return;
      if (!(await inventorySettings.settingsOf(actor.labId)).testWiseConsumption) return;
      // A report consumed already takes nothing more, whatever lines a later save still sends.
      if (await findConsumption(db, actor.labId, 'report', reportId)) return;
      const mappings = withPanelQuantities(await reportMappings(actor.labId, testId, deviceId), lines);
      await consume({ actor, source: 'report', sourceId: reportId, departmentId, mappings, at });
    },

    /** In the collection's transaction: the sample type's mappings, from the settings' sample department or the given one. */
    async consumeForSample({ actor, sampleId, sampleTypeId, departmentId, at }: SampleConsumptionInput) {
      if (sampleTypeId === null || !(await inventoryOn(labs, actor.labId))) return;
      const settings = await inventorySettings.settingsOf(actor.labId);
      if (!settings.sampleWiseConsumption) return;
      const views = await listMappingViews(db, {
        labId: actor.labId,
        target: 'sample',
        targetId: sampleTypeId,
        enabledOnly: true,
      });
      await consume({
        actor,
        source: 'sample',
        sourceId: sampleId,
        departmentId: settings.sampleDepartmentId ?? departmentId,
        mappings: views.map(toConsume),
        at,
      });
    },

    /** In the QC run's transaction: the QC group's mappings. */
    async consumeForQcRun({ actor, runId, qcGroupId, departmentId, at }: QcRunConsumptionInput) {
      if (!(await inventoryOn(labs, actor.labId))) return;
      if (!(await inventorySettings.settingsOf(actor.labId)).qcConsumption) return;
      const views = await listMappingViews(db, {
        labId: actor.labId,
        target: 'qc',
        targetId: qcGroupId,
        enabledOnly: true,
      });
      await consume({ actor, source: 'qc', sourceId: runId, departmentId, mappings: views.map(toConsume), at });
    },

    /**
     * GET /inventory/consumptions/reports/{id}: the inventory-used panel. 'off' when the lab
     * keeps no stock or does not consume by test; 'consumed' with what the first save took;
     * else 'planned': what the next save would take, with what the department holds of each.
     */
    async reportConsumption({ actor, reportId }: { actor: LabActor; reportId: number }): Promise<ReportConsumption> {
      requirePermission(actor, 'reports.view');
      const labId = actor.labId;
      const report = await findReportForConsumption(db, labId, reportId);
      if (!report) throw notFound();
      const answer = {
        reportId,
        department: { id: report.departmentId, name: report.departmentName },
        device: report.deviceId === null ? null : { id: report.deviceId, name: report.deviceName ?? '' },
      };
      const off = { ...answer, state: 'off' as const, consumedAt: null, consumedBy: null, lines: [] };
      if (!(await inventoryOn(labs, labId))) return off;
      const recorded = await findConsumption(db, labId, 'report', reportId);
      if (!recorded && !(await inventorySettings.settingsOf(labId)).testWiseConsumption) return off;

      const named = async (lines: readonly ConsumedLine[], inStock: (line: ConsumedLine) => number | null) => {
        const names = await brandNames(
          db,
          labId,
          lines.map((line) => line.brandId),
        );
        return lines.flatMap((line): ConsumptionLine[] => {
          const name = names.find((candidate) => candidate.brandId === line.brandId);
          if (!name) return [];
          return [
            {
              stockTestId: line.mappingId,
              inventoryId: line.inventoryId,
              inventoryName: name.inventoryName,
              inventoryType: name.inventoryType,
              inventoryUnit: name.inventoryUnit,
              brandId: line.brandId,
              brandName: name.brandName,
              quantity: line.quantity,
              consumptionOrder: line.consumptionOrder,
              inStock: inStock(line),
              missing: line.missing,
            },
          ];
        });
      };

      if (recorded) {
        return {
          ...answer,
          state: 'consumed',
          consumedAt: recorded.consumption.at.toISOString(),
          consumedBy: recorded.byName,
          lines: await named(recorded.consumption.lines, () => null),
        };
      }
      const mappings = (await reportMappings(labId, report.testId, report.deviceId)).map(toConsume);
      const lots = await lotsWithStock(db, {
        labId,
        departmentId: report.departmentId,
        inventoryIds: [...new Set(mappings.map((mapping) => mapping.inventoryId))],
      });
      const today = await labTodayOf(labs, labId, now());
      const { lines } = plannedLinesOf(mappings, lots, today);
      return {
        ...answer,
        state: 'planned',
        consumedAt: null,
        consumedBy: null,
        lines: await named(lines, inStockOf(lots, today)),
      };
    },
  };
}

export type StockConsumptionService = ReturnType<typeof createStockConsumptionService>;
