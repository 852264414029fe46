import type { CreateSampleBatch, DecideSampleBatch, SampleBatchItem } from '@lims/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../../app/api-client';
import { useRealtimeChannel } from '../../../../app/realtime/use-realtime-channel';
import { useServerList } from '../../../../ui';
import {
  type BatchFilters,
  type BatchSortKey,
  createBatch,
  decideBatch,
  getBatch,
  getNextBatchReference,
  listBatchableSamples,
  listBatches,
} from '../api/batches-api';

export type { BatchFilters, BatchSortKey } from '../api/batches-api';

/**
 * The batch screens' query keys; nothing outside this file builds them. They sit under the
 * samples area's key: a batch made or decided changes samples, and the reverse.
 */
export const batchKeys = {
  samples: ['samples'] as const,
  all: ['samples', 'batches'] as const,
  list: () => [...batchKeys.all, 'list'] as const,
  detail: (id: number) => [...batchKeys.all, 'detail', id] as const,
  nextReference: () => [...batchKeys.all, 'next-reference'] as const,
  batchable: (search: string, offset: number) => [...batchKeys.all, 'batchable', search, offset] as const,
};

/** The batches, newest first, filtered and paged by the server. */
export function useBatchList() {
  return useServerList<SampleBatchItem, BatchSortKey, BatchFilters>({
    queryKey: batchKeys.list(),
    fetchPage: (query, signal) => listBatches(query, signal),
    defaultSort: { key: 'createdAt', direction: 'desc' },
  });
}

export const useBatch = (id: number) =>
  useQuery({ queryKey: batchKeys.detail(id), queryFn: ({ signal }) => getBatch(id, signal) });

/**
 * The next reference number the lab proposes, and with it whether the lab manages batches at
 * all: the server refuses the proposal with batchManagementOff when it does not (the setting
 * itself is the lab admin's to read). Read afresh each time a page asks.
 */
export function useBatchManagement() {
  const proposal = useQuery({
    queryKey: batchKeys.nextReference(),
    queryFn: ({ signal }) => getNextBatchReference(signal),
    staleTime: 0,
    retry: false,
  });
  const off = isApiError(proposal.error) && proposal.error.messageKey === 'batchManagementOff';
  return { on: proposal.isSuccess, off, referenceNo: proposal.data?.referenceNo ?? null, proposal };
}

/** spec 002 §7 getSelectSampleForBatchAPI: one page of the samples a batch may take. */
export function useBatchableSamples(search: string, offset: number, limit: number) {
  return useQuery({
    queryKey: batchKeys.batchable(search, offset),
    queryFn: ({ signal }) => listBatchableSamples({ search: search || undefined, limit, offset }, signal),
    placeholderData: (previous) => previous,
  });
}

/** Made and sent at once; every samples list and the batches are read again after it. */
export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSampleBatch) => createBatch(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: batchKeys.samples }),
  });
}

/** Received or rejected; a refusal (someone decided first) reads the batch again too. */
export function useDecideBatch(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideSampleBatch) => decideBatch(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: batchKeys.samples }),
  });
}

/**
 * The lab's 'samples' channel says samples or batches changed somewhere in the lab: the batch
 * screens are read again, so a batch sent or received elsewhere shows without a reload.
 */
export function useRefreshOnBatches() {
  const queryClient = useQueryClient();
  useRealtimeChannel('samples', () => void queryClient.invalidateQueries({ queryKey: batchKeys.all }));
}
