import { useQuery } from '@tanstack/react-query';
import { getLabProfile } from '../api/lab-logo-api';

/**
 * The lab profile's query keys; nothing outside this file builds them. The logo and the
 * letterhead share the profile's version: a change to one refreshes both (the prefix `all`).
 */
export const labProfileKeys = { all: ['lab-profile'] as const, letterhead: ['lab-profile', 'letterhead'] as const };

/** The lab's profile, read by the header on every page: kept a while, refreshed by its own changes. */
export function useLabProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: labProfileKeys.all,
    queryFn: ({ signal }) => getLabProfile(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
