import type { ShareRequest } from '@lims/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { reportKeys } from '../hooks/report-keys';
import { getShareOptions, type ShareTarget, shareReports } from './report-sharing-api';

/** The sharing queries' keys; nothing outside this file builds them. */
export const reportSharingKeys = {
  options: (target: ShareTarget) => [...reportKeys.all, 'share-options', target] as const,
};

/** The Share Report modal's choices, read each time it opens: a recipient's address or a bill's payment may have changed since. */
export function useShareOptions(target: ShareTarget | null) {
  return useQuery({
    queryKey: reportSharingKeys.options(target ?? { billIds: [] }),
    queryFn: ({ signal }) => getShareOptions(target ?? { billIds: [] }, signal),
    enabled: target !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Sends a share (spec 001 §7 Sharing). */
export function useShareReports() {
  return useMutation({ mutationFn: (body: ShareRequest) => shareReports(body) });
}
