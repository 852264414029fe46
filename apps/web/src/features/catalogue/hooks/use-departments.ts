import {
  type CreateDepartment,
  type Department,
  type DepartmentListQuery,
  listLimits,
  type UpdateDepartment,
} from '@lims/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, isApiError } from '../../../app/api-client';
import { refreshSession } from '../../../app/session/session-hooks';
import { useServerList } from '../../../ui';
import { createDepartment, listDepartments, updateDepartment } from '../api/departments-api';

/** The catalogue's query keys; nothing outside this file builds them. */
export const departmentKeys = {
  all: ['departments'] as const,
  /** The settings page's list; the hook appends each page's query. */
  lists: () => [...departmentKeys.all, 'list'] as const,
  /** Every department, for pickers and for naming a user's departments. */
  choices: () => [...departmentKeys.all, 'choices'] as const,
};

export type DepartmentSortKey = NonNullable<DepartmentListQuery['sort']>;

/** Settings > Departments: searched, sorted and paged by the server; disabled ones shown too. */
export function useDepartmentList() {
  return useServerList<Department, DepartmentSortKey, { includeDisabled: boolean }>({
    queryKey: departmentKeys.lists(),
    fetchPage: (query, signal) => listDepartments(query, signal),
    defaultSort: { key: 'name', direction: 'asc' },
    initialFilters: { includeDisabled: true },
  });
}

/**
 * All the lab's departments, disabled ones included, by name. A lab has a few dozen, so one
 * page of the largest size holds them all.
 */
export function useDepartments() {
  return useQuery({
    queryKey: departmentKeys.choices(),
    queryFn: ({ signal }) =>
      listDepartments(
        { includeDisabled: true, sort: 'name', direction: 'asc', limit: listLimits.maxLimit, offset: 0 },
        signal,
      ),
    select: (page) => page.items,
  });
}

/** The user's own department list in the session names departments too. */
const afterChange = async (queryClient: QueryClient) => {
  await Promise.all([queryClient.invalidateQueries({ queryKey: departmentKeys.all }), refreshSession(queryClient)]);
};

export function useCreateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDepartment) => createDepartment(body),
    onSuccess: () => afterChange(queryClient),
  });
}

/**
 * A change sends the `version` it was made from. When someone else changed the department
 * first, the server answers 409 'stale': the lists are read again, so the row shows their
 * change by the time the caller shows the message and starts its form again.
 */
export function useUpdateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateDepartment }) => updateDepartment(id, changes),
    onSuccess: () => afterChange(queryClient),
    onError: async (error) => {
      if (isStale(error)) await queryClient.invalidateQueries({ queryKey: departmentKeys.all });
    },
  });
}

/** Someone else changed the record since it was read (409 'staleRecord'). */
export const isStale = (error: unknown): error is ApiError => isApiError(error) && error.code === 'stale';
