import type {
  CreateQcGroup,
  QcGroup,
  QcGroupListQuery,
  QcHold,
  QcHoldListQuery,
  RecordQcRun,
  ResolveQcHold,
  UpdateQcGroup,
} from '@lims/contract';
import { listLimits } from '@lims/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServerList } from '../../../ui';
import {
  createQcGroup,
  getQcChart,
  getQcGroup,
  getQcOptions,
  listQcGroups,
  listQcHolds,
  recordQcRun,
  resolveQcHold,
  updateQcGroup,
} from '../api/quality-control-api';

/** Quality control's query keys; nothing outside this file builds them. */
export const qualityControlKeys = {
  all: ['quality-control'] as const,
  options: () => [...qualityControlKeys.all, 'options'] as const,
  groups: () => [...qualityControlKeys.all, 'groups'] as const,
  group: (groupId: number) => [...qualityControlKeys.groups(), 'one', groupId] as const,
  charts: (groupId: number) => [...qualityControlKeys.all, 'charts', groupId] as const,
  chart: (groupId: number, testId: number) => [...qualityControlKeys.charts(groupId), testId] as const,
  holds: () => [...qualityControlKeys.all, 'holds'] as const,
  holdList: (state: QcHoldState) => [...qualityControlKeys.holds(), state] as const,
  /** The reports a hold holds show 'QC Hold' in their lists and entry. */
  reports: ['reports'] as const,
};

export type QcHoldState = NonNullable<QcHoldListQuery['state']>;
export type QcGroupSortKey = NonNullable<QcGroupListQuery['sort']>;

type GroupFilters = { includeDisabled: boolean; departmentId: number | undefined };

/** The QC groups tab: searched, sorted and paged by the server, the disabled ones on request. */
export function useQcGroupList() {
  return useServerList<QcGroup, QcGroupSortKey, GroupFilters>({
    queryKey: qualityControlKeys.groups(),
    fetchPage: ({ includeDisabled, ...query }, signal) =>
      listQcGroups({ ...query, includeDisabled: includeDisabled || undefined }, signal),
    defaultSort: { key: 'name', direction: 'asc' },
    initialFilters: { includeDisabled: false, departmentId: undefined },
  });
}

/** What the group form chooses from: departments, and devices with the tests each runs. */
export function useQcOptions() {
  return useQuery({ queryKey: qualityControlKeys.options(), queryFn: ({ signal }) => getQcOptions(signal) });
}

export function useQcGroup(groupId: number) {
  return useQuery({
    queryKey: qualityControlKeys.group(groupId),
    queryFn: ({ signal }) => getQcGroup(groupId, signal),
  });
}

/** One control's Levey-Jennings chart: the server's default window, the last 60 days. */
export function useQcChart(groupId: number, testId: number | null) {
  return useQuery({
    queryKey: qualityControlKeys.chart(groupId, testId ?? 0),
    queryFn: ({ signal }) => getQcChart(groupId, { testId: testId ?? 0 }, signal),
    enabled: testId !== null,
  });
}

/**
 * The holds, open or resolved, newest first. A lab has few open holds at a time, so the
 * largest page holds them all and the tab's count is their number.
 */
export function useQcHolds(state: QcHoldState) {
  return useQuery({
    queryKey: qualityControlKeys.holdList(state),
    queryFn: ({ signal }) =>
      listQcHolds({ state, sort: 'openedAt', direction: 'desc', limit: listLimits.maxLimit, offset: 0 }, signal),
  });
}

const afterGroupChange = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: qualityControlKeys.groups() });

export function useCreateQcGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateQcGroup) => createQcGroup(body),
    onSuccess: () => afterGroupChange(queryClient),
  });
}

/** A change sends the version it was made from; a stale one reads the groups again. */
export function useUpdateQcGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, changes }: { groupId: number; changes: UpdateQcGroup }) => updateQcGroup(groupId, changes),
    onSettled: () => afterGroupChange(queryClient),
  });
}

/** A run changes the group's last run, its charts, and may open holds on reports. */
export function useRecordQcRun(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordQcRun) => recordQcRun(groupId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: qualityControlKeys.groups() }),
        queryClient.invalidateQueries({ queryKey: qualityControlKeys.charts(groupId) }),
        queryClient.invalidateQueries({ queryKey: qualityControlKeys.holds() }),
        queryClient.invalidateQueries({ queryKey: qualityControlKeys.reports }),
      ]),
  });
}

/** Resolving releases the hold's reports: their lists and entries lose 'QC Hold'. */
export function useResolveQcHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hold, comment }: { hold: QcHold; comment: string }) =>
      resolveQcHold(hold.id, { comment, version: hold.version } satisfies ResolveQcHold),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: qualityControlKeys.holds() }),
        queryClient.invalidateQueries({ queryKey: qualityControlKeys.groups() }),
        queryClient.invalidateQueries({ queryKey: qualityControlKeys.reports }),
      ]),
  });
}
