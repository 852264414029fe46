import type { ConsumptionLineInput, ReportConsumption } from '@lims/contract';
import type { LabActor } from '../../http/actor.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';

export interface StockConsumptionDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
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

/**
 * Stock consumption (issue 15 'Consumption'): once per report, per sample and per QC run, in
 * the caller's transaction (the ambient `db`), never below zero; nothing when the lab keeps no
 * stock or the settings switch that consumption off.
 */
export function createStockConsumptionService(_deps: StockConsumptionDeps) {
  return {
    async consumeForReport(_input: ReportConsumptionInput): Promise<void> {},
    async consumeForSample(_input: SampleConsumptionInput): Promise<void> {},
    async consumeForQcRun(_input: QcRunConsumptionInput): Promise<void> {},
    async reportConsumption(_input: { actor: LabActor; reportId: number }): Promise<ReportConsumption> {
      throw new Error('built by the consumption slice');
    },
  };
}

export type StockConsumptionService = ReturnType<typeof createStockConsumptionService>;
