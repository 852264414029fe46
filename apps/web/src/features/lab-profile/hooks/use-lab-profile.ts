import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../app/api-client';
import { getLabProfile, removeLabLogo, uploadLabLogo } from '../api/lab-logo-api';

/** The lab profile's query keys; nothing outside this file builds them. */
export const labProfileKeys = { all: ['lab-profile'] as const };

/** The lab's profile, read by the header on every page: kept a while, refreshed by its own changes. */
export function useLabProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: labProfileKeys.all,
    queryFn: ({ signal }) => getLabProfile(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Someone else changed the profile first (409 'stale'): read it again; the caller shows the message. */
const reloadWhenStale = async (queryClient: QueryClient, error: unknown) => {
  if (isApiError(error) && error.code === 'stale') {
    await queryClient.invalidateQueries({ queryKey: labProfileKeys.all });
  }
};

/** A change sends the version of the profile it was made on (docs/decisions/0012). */
export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, version }: { file: File; version: number }) => uploadLabLogo(file, version),
    onSuccess: (profile) => queryClient.setQueryData(labProfileKeys.all, profile),
    onError: (error) => reloadWhenStale(queryClient, error),
  });
}

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version }: { version: number }) => removeLabLogo(version),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labProfileKeys.all }),
    onError: (error) => reloadWhenStale(queryClient, error),
  });
}
