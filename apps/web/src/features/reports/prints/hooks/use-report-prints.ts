import type { PageBreak, PrintListTab } from '@lims/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRealtimeChannel } from '../../../../app/realtime/use-realtime-channel';
import { reportKeys } from '../../hooks/report-keys';
import {
  archiveReport,
  getPrintRun,
  listReportPrints,
  markPrintDone,
  startPrintRun,
  submitAll,
} from '../api/report-prints-api';

/**
 * The print lists' query keys; nothing outside this file builds them. They hang under the
 * reports area's key, so a sign or a submit elsewhere in the area reads them again too.
 */
export const reportPrintKeys = {
  all: [...reportKeys.all, 'prints'] as const,
  lists: () => [...reportPrintKeys.all, 'list'] as const,
  list: (query: PrintListFilters) => [...reportPrintKeys.lists(), query] as const,
  run: (runId: number) => [...reportPrintKeys.all, 'run', runId] as const,
};

/**
 * What the page chooses beside the paging (contract `PrintListQuery`): the tab, the header's days
 * and department or one patient, the toolbar's and the filter panel's choices.
 */
export type PrintListFilters = {
  tab: PrintListTab;
  /** The lab's calendar days, `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  departmentId?: number;
  patientId?: number;
  hideOutsourced?: 'true';
  hideSeen?: 'true';
  statusCase: 1 | 2 | 3;
  paidCase: 1 | 2;
  searchId?: string;
  searchName?: string;
  searchReferral?: string;
  searchOrganisation?: string;
};

/** Patients per page: a card holds several reports, so fewer than a table's rows. */
export const printListPageSize = 20;

/**
 * spec 001 §2 'Print and dispatch waiting list': a page of patient cards in the server's order,
 * with the kept counts (spec 001 §4). New filters start again at the first page; the old cards
 * stay on screen until the new ones arrive.
 */
export function usePrintList(filters: PrintListFilters) {
  const filtersKey = JSON.stringify(filters);
  const [chosen, setChosen] = useState({ filtersKey, page: 1 });
  const page = chosen.filtersKey === filtersKey ? chosen.page : 1;
  const query = useQuery({
    queryKey: [...reportPrintKeys.list(filters), page],
    queryFn: ({ signal }) =>
      listReportPrints({ ...filters, limit: printListPageSize, offset: (page - 1) * printListPageSize }, signal),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.total ?? null;
  const pageCount = total === null ? null : Math.max(1, Math.ceil(total / printListPageSize));
  return {
    items: query.data?.items ?? [],
    counts: query.data?.counts ?? null,
    grouping: query.data?.grouping ?? null,
    total,
    status: (query.data !== undefined ? 'ready' : query.isError ? 'failed' : 'loading') as
      | 'ready'
      | 'failed'
      | 'loading',
    refreshing: query.isFetching,
    refetch: () => void query.refetch(),
    pager: {
      items: query.data?.items ?? [],
      total,
      paging: 'pages' as const,
      page,
      offset: (page - 1) * printListPageSize,
      pageCount,
      setPage: (next: number) => setChosen({ filtersKey, page: Math.max(1, next) }),
      hasNextPage: pageCount !== null && page < pageCount,
      loadMore: () => {},
      loadingMore: false,
    },
  };
}
export type PrintListState = ReturnType<typeof usePrintList>;

/**
 * A report signed, submitted, printed or archived anywhere in the lab (the 'waiting-list'
 * channel): every open print list is read again, so it appears or leaves without a reload.
 */
export function useRefreshOnPrints() {
  const queryClient = useQueryClient();
  useRealtimeChannel('waiting-list', () => {
    void queryClient.invalidateQueries({ queryKey: reportPrintKeys.lists() });
  });
}

/** A change of reports: every list of the area is read again, whatever the answer. */
function useListsChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}

export const useMarkPrintDone = () => useListsChange((reportIds: number[]) => markPrintDone({ reportIds }));
export const useSubmitAll = () => useListsChange((reportIds: number[]) => submitAll({ reportIds }));
export const useArchiveReport = () => useListsChange(archiveReport);
export const useStartPrintRun = () =>
  useMutation({ mutationFn: (body: { reportIds: number[]; pageBreak: PageBreak }) => startPrintRun(body) });

/** How often an unfinished Print All is asked how far it is. */
export const printRunPollMs = 500;

/** A Print All's progress, asked again every 500 ms until it is done or failed. */
export function usePrintRun(runId: number | null) {
  return useQuery({
    queryKey: reportPrintKeys.run(runId ?? 0),
    queryFn: ({ signal }) => getPrintRun(runId ?? 0, signal),
    enabled: runId !== null,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'done' || state === 'failed' ? false : printRunPollMs;
    },
  });
}
