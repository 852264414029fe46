import type { AccessionSamples, UpdateAccessionSettings, UpdateSampleDate } from '@lims/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AccessionListFilters,
  accessionSamples,
  getAccessionSettings,
  listAccessions,
  saveAccessionSettings,
  updateSampleDate,
} from '../api/accession-api';

/**
 * The accession screens' query keys; nothing outside this file builds them. They sit under the
 * samples area's own key, so that an accession or a date change refreshes every samples list.
 */
export const accessionKeys = {
  samples: ['samples'] as const,
  all: ['samples', 'accession'] as const,
  list: (query: AccessionListFilters) => [...accessionKeys.all, 'list', query] as const,
  settings: () => [...accessionKeys.all, 'settings'] as const,
};

export function useAccessionSamples() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccessionSamples) => accessionSamples(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessionKeys.samples }),
  });
}

export function useUpdateSampleDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sampleId, body }: { sampleId: number; body: UpdateSampleDate }) => updateSampleDate(sampleId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessionKeys.samples }),
  });
}

/** The bulk-edit screen's samples of a date range, a page at a time. */
export function useAccessionList(query: AccessionListFilters) {
  return useQuery({
    queryKey: accessionKeys.list(query),
    queryFn: ({ signal }) => listAccessions(query, signal),
  });
}

/** Read fresh each time the page opens: support may have changed the billing flags. */
export function useAccessionSettings() {
  return useQuery({
    queryKey: accessionKeys.settings(),
    queryFn: ({ signal }) => getAccessionSettings(signal),
    staleTime: 0,
  });
}

export function useSaveAccessionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAccessionSettings) => saveAccessionSettings(body),
    onSuccess: (saved) => queryClient.setQueryData(accessionKeys.settings(), saved),
  });
}
