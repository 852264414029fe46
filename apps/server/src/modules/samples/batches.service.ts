import type {
  CreateSampleBatch,
  DecideSampleBatch,
  NextBatchReference,
  Page,
  SampleBatchDetail,
  SampleBatchItem,
  SampleBatchListQuery,
  SamplesPayload,
} from '@lims/contract';
import {
  type BatchStatus,
  batchDecisionRefusal,
  batchReferenceNumber,
  batchSampleRefusal,
  batchStatusAfter,
  batchStatuses,
  calendarDateIn,
  type SampleStatus,
} from '@lims/domain';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.js';
import type { LabActor } from '../../http/actor.js';
import { labUserIdOf } from '../../http/actor.js';
import { conflict, notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit, auditEach } from '../../platform/audit/audit.js';
import type { CountersService } from '../../platform/counters/counters.service.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { labDay } from '../patients/patients.service.js';
import type { RecordsAccess } from '../patients/records-access.js';
import type { LabsService } from '../settings/labs.service.js';
import type { AccessionService } from './accession.service.js';
import {
  findBatchItem,
  insertBatch,
  lockBatch,
  lockSamplesInBatch,
  putSamplesInBatch,
  referenceTaken,
  type SampleBatchItemRow,
  type SampleBatchRow,
  sampleBatchList,
  samplesOfBatch,
  takeSamplesOutOfBatch,
  updateBatch,
} from './batches.queries.js';
import { lockReachableSamples } from './sample-reach.js';
import { type SampleRow, sampleListRowsByIds } from './samples.queries.js';
import { type SamplesService, toSampleListItem } from './samples.service.js';

type ListQuery = z.output<typeof SampleBatchListQuery>;

const refOf = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
const isoOf = (at: Date | null) => (at === null ? null : at.toISOString());

export function toSampleBatchItem(row: SampleBatchItemRow): SampleBatchItem {
  const { batch } = row;
  return {
    id: batch.id,
    referenceNo: batch.referenceNo,
    status: batch.status as BatchStatus,
    fromBranch: refOf(batch.fromBranchId, row.fromBranchName),
    toBranch: refOf(batch.toBranchId, row.toBranchName),
    organisation: refOf(batch.organisationId, row.organisationName),
    temperature: batch.temperature,
    collectingPerson: batch.collectingPerson,
    comments: batch.comments,
    sampleCount: row.sampleCount,
    createdBy: row.createdByName,
    createdAt: batch.createdAt.toISOString(),
    receivedAt: isoOf(batch.receivedAt),
    receivedBy: row.receivedByName,
    rejectedAt: isoOf(batch.rejectedAt),
    rejectedBy: row.rejectedByName,
    rejectReason: batch.rejectReason,
    version: batch.version,
  };
}

/** The counter of the lab's proposed reference numbers: one a calendar day of the lab. */
const referenceCounter = (labDate: string) => `sampleBatch:${labDate}`;

/** The sequence of a proposed reference number of that day, or null for a number typed otherwise. */
function proposedSequence(referenceNo: string, labDate: string): number | null {
  const match = /^BT-(\d{8})-(\d{4,9})$/i.exec(referenceNo);
  if (!match || match[1] !== labDate.replaceAll('-', '')) return null;
  return Number(match[2]);
}

export interface SampleBatchesDeps extends Pick<ServiceDeps, 'db' | 'now' | 'bus'> {
  access: Pick<RecordsAccess, 'organisationOf'>;
  accession: Pick<AccessionService, 'batchManagement'>;
  branches: Pick<ServiceRegistry['branches'], 'byId' | 'listScope'>;
  counters: Pick<CountersService, 'peek' | 'raiseTo'>;
  labs: Pick<LabsService, 'getLab'>;
  /** The samples service with the lab's accession settings: a batch's samples are received through it. */
  samples: Pick<SamplesService, 'receive'>;
}

/**
 * Sample logistics batches (spec 002 §3 'Sample logistics batch', §4 'Batches and accession',
 * §7 generateBatchRefNumber, getSampleBatchesList, getBatchSampleList, createBatchAndSend,
 * receiveAccessRejectBatch; decision 0036): collected samples boxed and sent to the lab, which
 * receives or rejects the box once.
 */
export function createSampleBatchesService({
  db,
  now,
  bus,
  access,
  accession,
  branches,
  counters,
  labs,
  samples,
}: SampleBatchesDeps) {
  /**
   * Whether the caller reaches the batch: a collection centre its organisation's, a branch
   * session those its branch sent or was sent.
   */
  const reaches = async (actor: LabActor, batch: SampleBatchRow) => {
    const scope = await access.organisationOf(actor);
    if (scope !== undefined && batch.organisationId !== scope) return false;
    return actor.branchId === null || batch.fromBranchId === actor.branchId || batch.toBranchId === actor.branchId;
  };

  const detailOf = async (labId: number, id: number): Promise<SampleBatchDetail> => {
    const row = await findBatchItem(db, labId, id);
    if (!row) throw notFound();
    const sampleRows = await sampleListRowsByIds(db, labId, await samplesOfBatch(db, labId, id));
    return { batch: toSampleBatchItem(row), samples: sampleRows.map(toSampleListItem) };
  };

  /** Tells every open samples list of the lab, by bill, after the commit. */
  const publish = async (labId: number, kind: SamplesPayload['kind'], moved: SampleRow[]) => {
    const ordered = [...moved].sort((a, b) => a.id - b.id);
    for (const billId of new Set(ordered.map((sample) => sample.billId))) {
      const sampleIds = ordered.filter((sample) => sample.billId === billId).map((sample) => sample.id);
      await bus.publish({ channel: 'samples', labId, payload: { kind, billId, sampleIds } satisfies SamplesPayload });
    }
  };

  return {
    /** `GET /api/v1/sample-batches` (spec 002 §7 getSampleBatchesList): newest first, in the caller's reach. */
    async list({ actor, query }: { actor: LabActor; query: ListQuery }): Promise<Page<SampleBatchItem>> {
      requirePermission(actor, 'samples.batches');
      const scope = await access.organisationOf(actor);
      const branchId = await branches.listScope({ actor, requested: query.branchId });
      const { from, to } = query;
      const timeZone = from || to ? (await labs.getLab(actor.labId)).timeZone : 'UTC';
      const result = await sampleBatchList.page(db, query, {
        labId: actor.labId,
        status: query.status,
        organisationId: scope ?? query.organisationId,
        branchId,
        createdFrom: from && labDay(from, timeZone, 'from').from.toISOString(),
        createdBefore: to && new Date(labDay(to, timeZone, 'to').to.getTime() + 1).toISOString(),
      });
      return { ...result, items: result.items.map(toSampleBatchItem) };
    },

    /**
     * `GET /api/v1/sample-batches/next-reference` (spec 002 §7 generateBatchRefNumber): the
     * number the lab proposes today, taken only when a batch is saved with it (decision 0036).
     */
    async nextReference({ actor }: { actor: LabActor }): Promise<NextBatchReference> {
      requirePermission(actor, 'samples.batches');
      // No batch can be made: the screens read this refusal to hide Create and the batch labels (spec 002 §6).
      if (!(await accession.batchManagement(actor.labId))) throw conflict('batchManagementOff');
      const labDate = calendarDateIn(now(), (await labs.getLab(actor.labId)).timeZone);
      const sequence = await counters.peek({ labId: actor.labId, name: referenceCounter(labDate) });
      return { referenceNo: batchReferenceNumber(labDate, sequence) };
    },

    /** `GET /api/v1/sample-batches/{id}` (spec 002 §7 getBatchSampleList): the batch and the samples it carried. */
    async get({ actor, id }: { actor: LabActor; id: number }): Promise<SampleBatchDetail> {
      requirePermission(actor, 'samples.batches');
      const row = await findBatchItem(db, actor.labId, id);
      if (!row || !(await reaches(actor, row.batch))) throw notFound();
      return detailOf(actor.labId, id);
    },

    /**
     * `POST /api/v1/sample-batches` (spec 002 §7 createBatchAndSend): the batch made and sent in
     * one transaction, with every sample named or none. Each must be the caller's to reach,
     * collected and in no batch on its way ('Sample is already added on another batch.'); the
     * reference number must be new to the lab in any case ('Batch reference number already
     * exists.'), even when two users save the same one at once (the unique index).
     */
    async create({ actor, input }: { actor: LabActor; input: z.output<typeof CreateSampleBatch> }) {
      requirePermission(actor, 'samples.batches');
      if (!(await accession.batchManagement(actor.labId))) throw conflict('batchManagementOff');
      const sampleIds = [...new Set(input.sampleIds)];
      const toBranchId = input.toBranchId ?? null;
      if (toBranchId !== null && !(await branches.byId(actor.labId, toBranchId))) {
        throw notFound();
      }
      const lab = await labs.getLab(actor.labId);
      const centreOrganisationId = await access.organisationOf(actor);
      try {
        const batchId = await db.transaction(async (tx) => {
          const locked = await lockReachableSamples({ db, access, actor, ids: sampleIds });
          for (const { sample } of locked) {
            const refusal = batchSampleRefusal({ status: sample.status as SampleStatus, batchId: sample.batchId });
            if (refusal) throw conflict(refusal);
          }
          // The sender's organisation (spec orgId): the centre's, else the one all its samples' patients are of.
          const organisations = new Set(locked.map(({ patientOrganisationId }) => patientOrganisationId));
          const [shared] = organisations;
          const organisationId = centreOrganisationId ?? (organisations.size === 1 ? (shared ?? null) : null);
          if (await referenceTaken(tx, actor.labId, input.referenceNo)) {
            throw conflict('batchReferenceExists', 'referenceNo');
          }
          const at = now();
          const labDate = calendarDateIn(at, lab.timeZone);
          const sequence = proposedSequence(input.referenceNo, labDate);
          if (sequence !== null) {
            await counters.raiseTo({ labId: actor.labId, name: referenceCounter(labDate), value: sequence });
          }
          const batch = await insertBatch(tx, {
            labId: actor.labId,
            referenceNo: input.referenceNo,
            status: batchStatuses.sent,
            fromBranchId: actor.branchId,
            toBranchId,
            organisationId,
            temperature: input.temperature || null,
            collectingPerson: input.collectingPerson || null,
            comments: input.comments || null,
            createdBy: labUserIdOf(actor),
            createdAt: at,
            updatedAt: at,
          });
          const moved = await putSamplesInBatch(tx, { labId: actor.labId, batchId: batch.id, sampleIds, at });
          // The rows were locked and checked: fewer moved only if a sample changed under the lock.
          if (moved.length !== sampleIds.length) throw conflict('sampleInAnotherBatch');
          await audit(tx, actor, {
            action: 'sampleBatch.create',
            entityType: 'sampleBatch',
            entityId: batch.id,
            after: batch,
          });
          const beforeById = new Map(locked.map(({ sample }) => [sample.id, sample]));
          await auditEach(
            tx,
            actor,
            moved.map((sample) => ({
              action: 'sample.batch',
              entityType: 'sample',
              entityId: sample.id,
              before: beforeById.get(sample.id),
              after: { ...sample, batchReferenceNo: batch.referenceNo },
            })),
          );
          await publish(actor.labId, 'batched', moved);
          return batch.id;
        });
        return detailOf(actor.labId, batchId);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('batchReferenceExists', 'referenceNo');
        throw error;
      }
    },

    /**
     * `POST /api/v1/sample-batches/{id}/decision` (spec 002 §7 receiveAccessRejectBatch), once:
     * received, every sample still in it is received through the samples service (its rules,
     * and accession on receipt when the lab asks for it); rejected, its samples leave it and
     * stay Collected, to be sent again.
     */
    async decide({
      actor,
      id,
      input,
    }: {
      actor: LabActor;
      id: number;
      input: z.output<typeof DecideSampleBatch>;
    }): Promise<SampleBatchDetail> {
      requirePermission(actor, 'samples.receiveBatch');
      await db.transaction(async (tx) => {
        const before = await lockBatch(tx, actor.labId, id);
        if (!before || !(await reaches(actor, before))) throw notFound();
        if (before.version !== input.version) throw stale();
        const refusal = batchDecisionRefusal(before.status as BatchStatus);
        if (refusal) throw conflict(refusal);
        const at = now();
        const inBatch = await lockSamplesInBatch(tx, actor.labId, id);
        if (input.decision === 'receive') {
          if (inBatch.length > 0) {
            await samples.receive({
              actor,
              input: {
                samples: inBatch.map(({ id: sampleId, version }) => ({ id: sampleId, version })),
                receivedAt: input.receivedAt,
              },
              batchId: id,
            });
          }
        } else {
          const moved = await takeSamplesOutOfBatch(tx, { labId: actor.labId, batchId: id, at });
          const beforeById = new Map(inBatch.map((sample) => [sample.id, sample]));
          await auditEach(
            tx,
            actor,
            moved.map((sample) => ({
              action: 'sample.leaveBatch',
              entityType: 'sample',
              entityId: sample.id,
              before: beforeById.get(sample.id),
              after: { ...sample, batchReferenceNo: before.referenceNo, reason: input.reason },
            })),
          );
          await publish(actor.labId, 'unbatched', moved);
        }
        const decided =
          input.decision === 'receive'
            ? { status: batchStatusAfter.receive, receivedAt: at, receivedBy: labUserIdOf(actor) }
            : {
                status: batchStatusAfter.reject,
                rejectedAt: at,
                rejectedBy: labUserIdOf(actor),
                rejectReason: input.reason,
              };
        const after = await updateBatch(tx, { labId: actor.labId, id, set: { ...decided, updatedAt: at } });
        await audit(tx, actor, {
          action: input.decision === 'receive' ? 'sampleBatch.receive' : 'sampleBatch.reject',
          entityType: 'sampleBatch',
          entityId: id,
          before,
          after,
        });
      });
      return detailOf(actor.labId, id);
    },
  };
}
export type SampleBatchesService = ReturnType<typeof createSampleBatchesService>;
