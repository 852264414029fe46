import { formatSampleId, sampleIdCounter, sampleIdUsesSequence, sampleStatuses } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { conflict, notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { CountersService } from '../../platform/counters/counters.service.js';
import type { ServiceDeps } from '../../services.js';
import type { LabsService } from '../settings/labs.service.js';
import { insertSamples, listSamplesOfBill, lockSample, moveSamples, type SampleRow } from './samples.queries.js';

/** One sample a bill needs: one per sample type of its tests (spec 002 §3 Lab report autoSampleID). */
export interface BillSampleRequest {
  sampleTypeId: number;
  sampleTypeName: string;
  /** spec: manualTestSampleId, typed at the desk; kept beside the automatic id, which stays unique. */
  manualSampleId: string | null;
}

export interface SampleView {
  id: number;
  autoSampleId: string;
  manualSampleId: string | null;
  sampleType: { id: number; name: string } | null;
  status: string;
  version: number;
}

const toView = ({ sample, sampleTypeName }: { sample: SampleRow; sampleTypeName: string | null }): SampleView => ({
  id: sample.id,
  autoSampleId: sample.autoSampleId,
  manualSampleId: sample.manualSampleId,
  sampleType: sample.sampleTypeId === null ? null : { id: sample.sampleTypeId, name: sampleTypeName ?? '' },
  status: sample.status,
  version: sample.version,
});

export function createSamplesService({
  db,
  now,
  counters,
  labs,
}: Pick<ServiceDeps, 'db' | 'now'> & { counters: CountersService; labs: Pick<LabsService, 'getLab'> }) {
  return {
    /**
     * The samples of a new bill, inside the bill's transaction: each takes the next number of
     * the counter its lab's sample-id format counts by (all time, yearly, monthly or daily; one
     * statement for all of them) and is given its id in that format (domain
     * sample-id-format.ts, decision 0023).
     */
    async createForBill({
      labId,
      billId,
      patientId,
      labBillId,
      labPatientId,
      labDate,
      branchId = null,
      samples,
    }: {
      labId: number;
      billId: number;
      patientId: number;
      labBillId: string;
      labPatientId: string;
      /** The bill's day in the lab's time zone, YYYY-MM-DD. */
      labDate: string;
      /** The bill's branch (spec 001 §6): its samples are of the same branch. */
      branchId?: number | null;
      samples: BillSampleRequest[];
    }): Promise<SampleView[]> {
      if (samples.length === 0) return [];
      const formatType = (await labs.getLab(labId)).settings.sampleIdFormatType ?? 0;
      // Types built from the bill's number take no number, so the counter is not moved for them.
      const sequences = sampleIdUsesSequence(formatType)
        ? await counters.nextMany({ labId, name: sampleIdCounter(formatType, labDate), count: samples.length })
        : [];
      const rows = [];
      for (const [index, sample] of samples.entries()) {
        const autoSampleId = formatSampleId({
          formatType,
          sequence: sequences[index] ?? 0,
          labDate,
          sampleTypeName: sample.sampleTypeName,
          labBillId,
          labPatientId,
          sampleIndex: index + 1,
        });
        rows.push({
          labId,
          billId,
          patientId,
          branchId,
          sampleTypeId: sample.sampleTypeId,
          autoSampleId,
          manualSampleId: sample.manualSampleId,
        });
      }
      const inserted = await insertSamples(db, rows);
      return inserted.map((sample, index) =>
        toView({ sample, sampleTypeName: samples[index]?.sampleTypeName ?? null }),
      );
    },

    listForBill: async (labId: number, billId: number): Promise<SampleView[]> =>
      (await listSamplesOfBill(db, labId, billId)).map(toView),

    /**
     * Takes back the samples no test of the bill needs any more (a cancelled line, a dismissed
     * bill), inside the caller's transaction. Only samples not yet collected move: a collected
     * one is the lab's to handle.
     */
    async withdraw({
      labId,
      sampleIds,
      status,
    }: {
      labId: number;
      sampleIds: number[];
      status: typeof sampleStatuses.cancelled | typeof sampleStatuses.dismissed;
    }): Promise<SampleRow[]> {
      return moveSamples(db, { labId, ids: sampleIds, from: sampleStatuses.notCollected, status, at: now() });
    },

    /**
     * `POST /api/v1/samples/:id/collect`: the sample is drawn. From here its bill line can no
     * longer be cancelled. Issue 10 (sample collection and accession) adds who collected it,
     * when, and the steps after.
     */
    async collect({ actor, id, version }: { actor: LabActor; id: number; version: number }): Promise<SampleView> {
      requirePermission(actor, 'samples.collect');
      return db.transaction(async (tx) => {
        const before = await lockSample(tx, actor.labId, id);
        if (!before) throw notFound();
        if (before.version !== version) throw stale();
        if (before.status !== sampleStatuses.notCollected) throw conflict('sampleNotCollectable');
        const [after] = await moveSamples(tx, {
          labId: actor.labId,
          ids: [id],
          from: sampleStatuses.notCollected,
          status: sampleStatuses.collected,
          at: now(),
        });
        await audit(tx, actor, { action: 'sample.collect', entityType: 'sample', entityId: id, before, after });
        const collected = (await listSamplesOfBill(tx, actor.labId, before.billId)).find((row) => row.sample.id === id);
        if (!collected) throw notFound();
        return toView(collected);
      });
    },
  };
}
export type SamplesService = ReturnType<typeof createSamplesService>;
