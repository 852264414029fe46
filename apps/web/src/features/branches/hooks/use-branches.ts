import {
  type Branch,
  type BranchListQuery,
  type BranchManagement,
  type CreateBranch,
  listLimits,
  type UpdateBranch,
} from '@lims/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, isApiError } from '../../../app/api-client';
import { invalidateLabData, refreshSession } from '../../../app/session/session-hooks';
import { useServerList } from '../../../ui';
import {
  createBranch,
  getBranchManagement,
  listBranches,
  setBranchManagement,
  updateBranch,
} from '../api/branches-api';

/** The branches area's query keys; nothing outside this file builds them. */
export const branchKeys = {
  all: ['branches'] as const,
  /** The Branches page's list; the hook appends each page's query. */
  lists: () => [...branchKeys.all, 'list'] as const,
  /** Every branch, for the pickers and for naming a user's or a bill's branch. */
  choices: () => [...branchKeys.all, 'choices'] as const,
  management: () => [...branchKeys.all, 'management'] as const,
};

export type BranchSortKey = NonNullable<BranchListQuery['sort']>;

/** Settings > Branches: searched, sorted and paged by the server; disabled ones shown too. */
export function useBranchList() {
  return useServerList<Branch, BranchSortKey, { includeDisabled: boolean }>({
    queryKey: branchKeys.lists(),
    fetchPage: (query, signal) => listBranches(query, signal),
    defaultSort: { key: 'name', direction: 'asc' },
    initialFilters: { includeDisabled: true },
  });
}

/** All the lab's branches, disabled ones included, by name: a lab has a handful, one page holds them. */
export function useBranches(enabled = true) {
  return useQuery({
    queryKey: branchKeys.choices(),
    queryFn: ({ signal }) =>
      listBranches(
        { includeDisabled: true, sort: 'name', direction: 'asc', limit: listLimits.maxLimit, offset: 0 },
        signal,
      ),
    select: (page) => page.items,
    enabled,
  });
}

export function useBranchManagement() {
  return useQuery({
    queryKey: branchKeys.management(),
    queryFn: ({ signal }) => getBranchManagement(signal),
  });
}

/** The header's selector lists the session's branches: the session is read again after a change. */
const afterChange = async (queryClient: QueryClient) => {
  await Promise.all([queryClient.invalidateQueries({ queryKey: branchKeys.all }), refreshSession(queryClient)]);
};

/** Turning branch management on or off changes what every list shows: they are read again. */
export function useSetBranchManagement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BranchManagement) => setBranchManagement(body),
    onSuccess: async () => {
      await Promise.all([afterChange(queryClient), invalidateLabData(queryClient)]);
    },
  });
}

export function useCreateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBranch) => createBranch(body),
    onSuccess: () => afterChange(queryClient),
  });
}

/**
 * A change sends the `version` it was made from; when someone else changed the branch first
 * (409 'stale') the lists are read again, so the row shows their change by the time the form
 * starts again from it.
 */
export function useUpdateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateBranch }) => updateBranch(id, changes),
    onSuccess: () => afterChange(queryClient),
    onError: async (error) => {
      if (isStale(error)) await queryClient.invalidateQueries({ queryKey: branchKeys.all });
    },
  });
}

/** Someone else changed the record since it was read (409 'staleRecord'). */
export const isStale = (error: unknown): error is ApiError => isApiError(error) && error.code === 'stale';
