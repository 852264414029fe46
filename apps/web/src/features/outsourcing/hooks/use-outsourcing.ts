import type { OutsourceReports, OutsourcingReportItem, UpdateOutsourcePrices } from '@lims/contract';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeChannel } from '../../../app/realtime/use-realtime-channel';
import { useServerList } from '../../../ui';
import {
  getCentrePrices,
  getOutsourcePrices,
  getOutsourcingRelation,
  listOutsourcingReports,
  makeNormalReport,
  type OutsourcingFilters,
  type OutsourcingSortKey,
  type OutsourcingView,
  outsourceReports,
  putBackOutsourcing,
  saveCentrePrices,
  uploadFileReport,
} from '../api/outsourcing-api';

export type { OutsourcingSortKey, OutsourcingView } from '../api/outsourcing-api';

/** The outsourcing screens' query keys; nothing outside this file builds them. */
export const outsourcingKeys = {
  all: ['outsourcing'] as const,
  lists: () => [...outsourcingKeys.all, 'list'] as const,
  list: (view: OutsourcingView) => [...outsourcingKeys.lists(), view] as const,
  prices: (centreId: number, testIds: readonly number[]) =>
    [...outsourcingKeys.all, 'prices', centreId, testIds] as const,
  relation: (labReportId: number) => [...outsourcingKeys.all, 'relation', labReportId] as const,
  centrePrices: (centreId: number) => [...outsourcingKeys.all, 'centre-prices', centreId] as const,
};

/** One tab's reports, newest bill first, searched and paged by the server. */
export function useOutsourcingList(view: OutsourcingView) {
  return useServerList<OutsourcingReportItem, OutsourcingSortKey, OutsourcingFilters>({
    queryKey: outsourcingKeys.list(view),
    fetchPage: (query, signal) => listOutsourcingReports(query, signal),
    defaultSort: { key: view === 'eligible' ? 'billedAt' : 'outsourcedAt', direction: 'desc' },
    initialFilters: { view },
  });
}

/**
 * The lab's 'outsourcing' channel says reports were sent, put back or converted somewhere in
 * the lab: every outsourcing list is read again, so rows move between tabs without a reload.
 */
export function useRefreshOnOutsourcing() {
  const queryClient = useQueryClient();
  useRealtimeChannel('outsourcing', () => void queryClient.invalidateQueries({ queryKey: outsourcingKeys.all }));
}

/**
 * What each chosen centre charges for the tests sent to it (spec 002 §7 get_list_test_price),
 * one call per centre, as a map of `centreId:testId` to the price in minor units.
 */
export function useOutsourcePrices(testsByCentre: ReadonlyMap<number, readonly number[]>) {
  const entries = [...testsByCentre.entries()].map(([centreId, testIds]) => ({
    centreId,
    testIds: [...new Set(testIds)].sort((first, second) => first - second),
  }));
  return useQueries({
    queries: entries.map(({ centreId, testIds }) => ({
      queryKey: outsourcingKeys.prices(centreId, testIds),
      queryFn: ({ signal }: { signal: AbortSignal }) => getOutsourcePrices(centreId, testIds, signal),
    })),
    combine: (results) => {
      const prices = new Map<string, number>();
      results.forEach((result, index) => {
        const centreId = entries[index]?.centreId;
        for (const entry of result.data?.prices ?? []) prices.set(`${centreId}:${entry.testId}`, entry.price);
      });
      return { prices, loading: results.some((result) => result.isPending) };
    },
  });
}

export const useOutsourcingRelation = (labReportId: number) =>
  useQuery({
    queryKey: outsourcingKeys.relation(labReportId),
    queryFn: ({ signal }) => getOutsourcingRelation(labReportId, signal),
  });

/** A change to reports' outsourcing; every list is read again after it, whatever the answer. */
function useOutsourcingChange<Input, Result>(call: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: outsourcingKeys.all }),
  });
}

export const useOutsource = () => useOutsourcingChange((body: OutsourceReports) => outsourceReports(body));

export const usePutBack = () =>
  useOutsourcingChange(({ id, version, markDone }: { id: number; version: number; markDone: boolean }) =>
    putBackOutsourcing(id, version, markDone),
  );

export const useUploadFileReport = () =>
  useOutsourcingChange(({ id, version, file }: { id: number; version: number; file: File }) =>
    uploadFileReport(id, version, file),
  );

export const useMakeNormalReport = () =>
  useOutsourcingChange(({ id, version }: { id: number; version: number }) => makeNormalReport(id, version));

export const useCentrePrices = (centreId: number | null) =>
  useQuery({
    queryKey: outsourcingKeys.centrePrices(centreId ?? 0),
    queryFn: ({ signal }) => getCentrePrices(centreId ?? 0, signal),
    enabled: centreId !== null,
  });

export const useSaveCentrePrices = (centreId: number) =>
  useOutsourcingChange((body: UpdateOutsourcePrices) => saveCentrePrices(centreId, body));
