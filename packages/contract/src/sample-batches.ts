import { batchDecisions, batchReferencePattern, batchStatusValues } from '@lims/domain';
import { z } from 'zod';
import { CatalogueRef } from './catalogue.js';
import { Id, Timestamp, Version } from './common.js';
import { listQuery, page, SortDirection } from './lists.js';
import { CalendarDate } from './patients.js';
import { SampleListItem } from './sample-collection.js';
import { Text } from './text.js';

/** The domain's batch statuses (packages/domain/src/samples/batches.ts): sent, received, rejected. */
export const BatchStatus = z.enum(batchStatusValues as [string, ...string[]]);
export type BatchStatus = z.infer<typeof BatchStatus>;

export const sampleBatchesPath = '/api/v1/sample-batches';

/** A typed or proposed reference number (spec 002 §3 referenceNo). */
export const BatchReferenceNo = z.string().trim().regex(batchReferencePattern, 'batchReferenceInvalid');

/** One batch in the batches list (spec 002 §3 'Sample logistics batch', §7 getSampleBatchesList). */
export const SampleBatchItem = z
  .object({
    id: z.number().int(),
    referenceNo: z.string(),
    status: BatchStatus,
    /** spec fromLabId/toLabId: a branch, or null for the main lab. */
    fromBranch: CatalogueRef.nullable(),
    toBranch: CatalogueRef.nullable(),
    /** spec orgId: the collection centre that sent it. */
    organisation: CatalogueRef.nullable(),
    temperature: z.string().nullable(),
    collectingPerson: z.string().nullable(),
    comments: z.string().nullable(),
    sampleCount: z.number().int(),
    createdBy: z.string().nullable(),
    createdAt: Timestamp,
    receivedAt: Timestamp.nullable(),
    receivedBy: z.string().nullable(),
    rejectedAt: Timestamp.nullable(),
    rejectedBy: z.string().nullable(),
    rejectReason: z.string().nullable(),
    version: Version,
  })
  .meta({ id: 'SampleBatchItem' });
export type SampleBatchItem = z.infer<typeof SampleBatchItem>;

export const sampleBatchSortKeys = ['createdAt', 'referenceNo'] as const;

/** `GET /api/v1/sample-batches`: newest first; `from`/`to` the lab's calendar days of sending. */
export const SampleBatchListQuery = listQuery(sampleBatchSortKeys).extend({
  direction: SortDirection.default('desc'),
  status: BatchStatus.optional(),
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
  organisationId: Id.optional(),
  branchId: Id.optional(),
});
export type SampleBatchListQuery = z.input<typeof SampleBatchListQuery>;

export const SampleBatchList = page(SampleBatchItem);
export type SampleBatchList = z.infer<typeof SampleBatchList>;

/** `GET /api/v1/sample-batches/{id}` (spec 002 §7 getBatchSampleList): the batch and the samples it carried. */
export const SampleBatchDetail = z
  .object({ batch: SampleBatchItem, samples: z.array(SampleListItem) })
  .meta({ id: 'SampleBatchDetail' });
export type SampleBatchDetail = z.infer<typeof SampleBatchDetail>;

/** `GET /api/v1/sample-batches/next-reference` (spec 002 §7 generateBatchRefNumber). */
export const NextBatchReference = z.object({ referenceNo: z.string() }).meta({ id: 'NextBatchReference' });
export type NextBatchReference = z.infer<typeof NextBatchReference>;

/**
 * `POST /api/v1/sample-batches` (spec 002 §7 createBatchAndSend, finalJSON): made and sent at
 * once. An empty `sampleIds` answers 'Please select mapped samples for batch.'; a sample in
 * another open batch 'Sample is already added on another batch.'; a used reference number
 * 'Batch reference number already exists.'. `toBranchId` null is the main lab.
 */
export const CreateSampleBatch = z.object({
  referenceNo: BatchReferenceNo,
  sampleIds: z.array(Id).min(1, 'selectMappedSamplesForBatch').max(500),
  toBranchId: Id.nullish(),
  temperature: Text({ max: 60, min: 0 }).nullish(),
  collectingPerson: Text({ max: 120, min: 0 }).nullish(),
  comments: Text({ max: 1000, min: 0, multiline: true }).nullish(),
});
export type CreateSampleBatch = z.input<typeof CreateSampleBatch>;

/**
 * `POST /api/v1/sample-batches/{id}/decision` (spec 002 §7 receiveAccessRejectBatch): receive
 * (accept) every sample still in it, or reject the batch with a reason (its samples leave it
 * and may be sent again).
 */
export const DecideSampleBatch = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal(batchDecisions[0]), version: Version, receivedAt: Timestamp.optional() }),
  z.object({ decision: z.literal(batchDecisions[1]), version: Version, reason: Text({ max: 500, multiline: true }) }),
]);
export type DecideSampleBatch = z.input<typeof DecideSampleBatch>;

/** The answer of a batch write. */
export const SampleBatchChanged = SampleBatchDetail;
export type SampleBatchChanged = SampleBatchDetail;

/** `GET /api/v1/sample-batches/{id}/shipping.pdf` (spec 002 §7 getLogisticPDFData): the shipping details. */
export const sampleBatchShippingPath = (id: number) => `${sampleBatchesPath}/${id}/shipping.pdf`;
