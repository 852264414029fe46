import type { SampleListItem, SamplesChanged } from '@lims/contract';
import type { MessageKey } from '@lims/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../app/api-client';
import { i18n } from '../../../app/i18n/i18n';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { useRealtimeChannel } from '../../../app/realtime/use-realtime-channel';
import { showError, showPermissionError, useServerList } from '../../../ui';
import {
  listDepartmentChoices,
  listRejectedSamples,
  listSamples,
  type SampleFilters,
  type SampleSortKey,
} from '../api/samples-api';
import { type SamplesTab, sampleKeys } from './sample-keys';

export type { SampleFilters, SampleSortKey } from '../api/samples-api';

/**
 * One of the page's lists, searched, filtered, sorted and paged by the server, newest first:
 * the pending samples (Not Collected and Collected unless another status is chosen) or the
 * rejected ones.
 */
export function useSampleList(tab: SamplesTab) {
  return useServerList<SampleListItem, SampleSortKey, SampleFilters>({
    queryKey: sampleKeys.list(tab),
    fetchPage: (query, signal) => (tab === 'rejected' ? listRejectedSamples : listSamples)(query, signal),
    defaultSort: { key: 'createdAt', direction: 'desc' },
    initialFilters: tab === 'pending' ? { status: 'pending' } : {},
  });
}

/**
 * The lab's 'samples' channel says samples were collected, received, rejected... somewhere in the
 * lab (contract `SamplesPayload`): the lists are read again, so rows appear or leave without a
 * reload (spec 002 §4 'Real-time pushes add or remove ... rows').
 */
export function useRefreshOnSamples() {
  const queryClient = useQueryClient();
  useRealtimeChannel('samples', () => void queryClient.invalidateQueries({ queryKey: sampleKeys.lists() }));
}

export const useDepartmentChoices = () =>
  useQuery({ queryKey: sampleKeys.departments(), queryFn: ({ signal }) => listDepartmentChoices(signal) });

/**
 * Every change of samples on the page, one at a time (the buttons wait while one runs). The
 * lists are read again after it, whatever the answer, so a refused change (someone else moved
 * the sample on) shows the sample as it now is.
 */
export function useSampleChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: () => Promise<SamplesChanged>) => call(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sampleKeys.lists() }),
  });
}

/**
 * The server's refusal in the user's language ('Only a collected sample ... can be uncollected',
 * 'The time cannot be in the future.'), or null when the call failed rather than was refused.
 */
export function refusalText(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  if (error.code === 'forbidden' || error.code === 'unauthenticated') return null;
  return localiseMessage(error.messageKey, error.params);
}

/**
 * What a failed change says in a toast: the server's refusal, the permission text, or the
 * spec's failure ('Unable to collect the report. Please try again.', spec 002 §8).
 */
export function showSampleFailure(error: unknown, failure: MessageKey): void {
  if (isApiError(error) && error.code === 'unauthenticated') return;
  if (isApiError(error) && error.code === 'forbidden') {
    showPermissionError(localiseMessage(error.messageKey, error.params));
    return;
  }
  showError(refusalText(error) ?? i18n.t(`messages.${failure}`));
}
