import {
  type CreateSampleBatch,
  type DecideSampleBatch,
  type ListQuery,
  NextBatchReference,
  SampleBatchChanged,
  SampleBatchDetail,
  SampleBatchList,
  type SampleBatchListQuery,
  SampleList,
  sampleBatchesPath,
} from '@lims/contract';
import { api } from '../../../../app/api-client';

export type BatchSortKey = NonNullable<SampleBatchListQuery['sort']>;
/** The batches list's own filters, applied by the server. */
export type BatchFilters = {
  status?: 'sent' | 'received' | 'rejected';
  /** The lab's calendar days of sending, `YYYY-MM-DD`. */
  from?: string;
  to?: string;
};
type BatchListCall = ListQuery<BatchSortKey> & BatchFilters;

/** spec 002 §7 getSampleBatchesList. */
export const listBatches = (query: BatchListCall, signal?: AbortSignal) =>
  api.get(sampleBatchesPath, SampleBatchList, { query, signal });

/** spec 002 §7 getBatchSampleList: the batch and the samples it carried. */
export const getBatch = (id: number, signal?: AbortSignal) =>
  api.get(`${sampleBatchesPath}/${id}`, SampleBatchDetail, { signal });

/** spec 002 §7 generateBatchRefNumber: a proposal the user may change. */
export const getNextBatchReference = (signal?: AbortSignal) =>
  api.get(`${sampleBatchesPath}/next-reference`, NextBatchReference, { signal });

/** spec 002 §7 createBatchAndSend. */
export const createBatch = (body: CreateSampleBatch) => api.post(sampleBatchesPath, body, SampleBatchChanged);

/** spec 002 §7 receiveAccessRejectBatch. */
export const decideBatch = (id: number, body: DecideSampleBatch) =>
  api.post(`${sampleBatchesPath}/${id}/decision`, body, SampleBatchChanged);

/**
 * spec 002 §7 getSelectSampleForBatchAPI: the collected samples in no batch on its way, the
 * ones a batch may take, searched and paged by the server.
 */
export const listBatchableSamples = (query: { search?: string; limit: number; offset: number }, signal?: AbortSignal) =>
  api.get('/api/v1/samples', SampleList, {
    query: { ...query, status: 'collected', inBatch: 'none', sort: 'collectedAt', direction: 'desc' },
    signal,
  });
