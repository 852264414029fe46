import type {
  CreateLabUser,
  LabUser,
  LabUserFlag,
  LabUserListQuery,
  ResetLabUserPassword,
  UpdateLabUser,
} from '@lims/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, isApiError } from '../../../app/api-client';
import { refreshSession } from '../../../app/session/session-hooks';
import { useServerList } from '../../../ui';
import { createLabUser, getLabUser, listLabUsers, resetLabUserPassword, updateLabUser } from '../api/lab-users-api';

/** The lab users' query keys; nothing outside this file builds them. */
export const labUserKeys = {
  all: ['lab-users'] as const,
  /** The settings page's list; the hook appends each page's query. */
  lists: () => [...labUserKeys.all, 'list'] as const,
  detail: (id: number) => [...labUserKeys.all, 'detail', id] as const,
};

export type LabUserSortKey = NonNullable<LabUserListQuery['sort']>;

/** Narrowing the list: enabled or disabled users only (undefined: both), users holding one flag. */
export type LabUserFilters = { enabled: boolean | undefined; flag?: LabUserFlag };

/** Settings > Lab users: searched, sorted, filtered and paged by the server. */
export function useLabUserList() {
  return useServerList<LabUser, LabUserSortKey, LabUserFilters>({
    queryKey: labUserKeys.lists(),
    fetchPage: (query, signal) => listLabUsers(query, signal),
    defaultSort: { key: 'fullName', direction: 'asc' },
    initialFilters: { enabled: undefined },
  });
}

/** Read fresh before editing, so that the form starts from what the server holds now. */
export function useLabUser(id: number | null) {
  return useQuery({
    queryKey: labUserKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getLabUser(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** An admin editing their own account changes their session's flags and label too. */
const afterChange = async (queryClient: QueryClient) => {
  await Promise.all([queryClient.invalidateQueries({ queryKey: labUserKeys.all }), refreshSession(queryClient)]);
};

export function useCreateLabUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLabUser) => createLabUser(body),
    onSuccess: () => afterChange(queryClient),
  });
}

/**
 * A change sends the `version` it was made from. When someone else changed the user first,
 * the server answers 409 'stale': the list and the user are read again, so the row and the
 * form have their change by the time the caller shows the message and starts again.
 */
export function useUpdateLabUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateLabUser }) => updateLabUser(id, changes),
    onSuccess: () => afterChange(queryClient),
    onError: async (error) => {
      if (isStale(error)) await queryClient.invalidateQueries({ queryKey: labUserKeys.all });
    },
  });
}

export function useResetLabUserPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: number } & ResetLabUserPassword) => resetLabUserPassword(id, { password }),
  });
}

/** Someone else changed the record since it was read (409 'staleRecord'). */
export const isStale = (error: unknown): error is ApiError => isApiError(error) && error.code === 'stale';
