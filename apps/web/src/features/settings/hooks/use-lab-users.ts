import type { CreateLabUser, LabUser, ResetLabUserPassword, UpdateLabUser } from '@lims/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshSession } from '../../../app/session/session-hooks';
import { createLabUser, getLabUser, listLabUsers, resetLabUserPassword, updateLabUser } from '../api/lab-users-api';

/** The lab users' query keys; nothing outside this file builds them. */
export const labUserKeys = {
  all: ['lab-users'] as const,
  list: () => [...labUserKeys.all, 'list'] as const,
  detail: (id: number) => [...labUserKeys.all, 'detail', id] as const,
};

const byName = (a: LabUser, b: LabUser) => a.fullName.localeCompare(b.fullName);

export function useLabUsers() {
  return useQuery({
    queryKey: labUserKeys.list(),
    queryFn: ({ signal }) => listLabUsers(signal),
    select: (answer) => [...answer.items].sort(byName),
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

export function useUpdateLabUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateLabUser }) => updateLabUser(id, changes),
    onSuccess: () => afterChange(queryClient),
  });
}

export function useResetLabUserPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: number } & ResetLabUserPassword) => resetLabUserPassword(id, { password }),
  });
}
