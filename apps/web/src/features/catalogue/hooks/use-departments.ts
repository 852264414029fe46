import type { CreateDepartment, Department, UpdateDepartment } from '@lims/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshSession } from '../../../app/session/session-hooks';
import { createDepartment, listDepartments, updateDepartment } from '../api/departments-api';

/** The catalogue's query keys; nothing outside this file builds them. */
export const departmentKeys = {
  all: ['departments'] as const,
  list: () => [...departmentKeys.all, 'list', { includeDisabled: true }] as const,
};

const byName = (a: Department, b: Department) => a.name.localeCompare(b.name);

export function useDepartments() {
  return useQuery({
    queryKey: departmentKeys.list(),
    queryFn: ({ signal }) => listDepartments(signal),
    select: (answer) => [...answer.items].sort(byName),
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

export function useUpdateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateDepartment }) => updateDepartment(id, changes),
    onSuccess: () => afterChange(queryClient),
  });
}
