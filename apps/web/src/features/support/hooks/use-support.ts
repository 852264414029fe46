import type {
  AddCredits,
  CreditConsumption,
  CreditKind,
  OutboxListQuery,
  OutboxMessage,
  SupportLab,
  UpdateSupportLabSettings,
} from '@lims/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../app/api-client';
import { useServerList } from '../../../ui';
import {
  addLabCredits,
  getLabCredits,
  getLabSettings,
  listConsumption,
  listProductOutbox,
  listSupportLabs,
  updateLabSettings,
} from '../api/support-api';

/** The support dashboard's query keys; nothing outside this file builds them. */
export const supportKeys = {
  all: ['support'] as const,
  labs: () => [...supportKeys.all, 'labs'] as const,
  settings: (labId: number) => [...supportKeys.all, 'settings', labId] as const,
  credits: (labId: number) => [...supportKeys.all, 'credits', labId] as const,
  consumption: () => [...supportKeys.all, 'consumption'] as const,
  outbox: () => [...supportKeys.all, 'outbox'] as const,
};

/** The lab picker: labs by name, searched, a page at a time. */
export function useSupportLabs() {
  return useServerList<SupportLab, 'name', Record<string, never>>({
    queryKey: supportKeys.labs(),
    fetchPage: (query, signal) => listSupportLabs(query, signal),
    defaultSort: { key: 'name', direction: 'asc' },
    paging: 'pages',
    pageSize: 20,
  });
}

export function useLabSettings(labId: number) {
  return useQuery({ queryKey: supportKeys.settings(labId), queryFn: ({ signal }) => getLabSettings(labId, signal) });
}

export function useUpdateLabSettings(labId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSupportLabSettings) => updateLabSettings(labId, body),
    onSuccess: (settings) => queryClient.setQueryData(supportKeys.settings(labId), settings),
    // Someone else saved first: read their version, which the form then starts from.
    onError: async (error) => {
      if (isApiError(error) && error.code === 'stale') {
        await queryClient.invalidateQueries({ queryKey: supportKeys.settings(labId) });
      }
    },
  });
}

export function useLabCredits(labId: number) {
  return useQuery({ queryKey: supportKeys.credits(labId), queryFn: ({ signal }) => getLabCredits(labId, signal) });
}

export function useAddLabCredits(labId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: CreditKind; body: AddCredits }) => addLabCredits(labId, kind, body),
    onError: async (error) => {
      if (isApiError(error) && error.code === 'stale') {
        await queryClient.invalidateQueries({ queryKey: supportKeys.credits(labId) });
      }
    },
    onSuccess: async (credits) => {
      queryClient.setQueryData(supportKeys.credits(labId), credits);
      // The SMS balance shows in the settings form, and the bars count what was added.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: supportKeys.settings(labId) }),
        queryClient.invalidateQueries({ queryKey: supportKeys.consumption() }),
      ]);
    },
  });
}

/** The consumption bars, searched by the lab's name. */
export function useConsumption() {
  return useServerList<CreditConsumption, 'name', Record<string, never>>({
    queryKey: supportKeys.consumption(),
    fetchPage: (query, signal) => listConsumption(query, signal),
    defaultSort: { key: 'name', direction: 'asc' },
    paging: 'pages',
    pageSize: 20,
  });
}

export type ProductOutboxFilters = { channel?: OutboxListQuery['channel']; state?: OutboxListQuery['state'] };

/** The product's own outbox: a feed, newest first, as Settings > Outbox reads the lab's. */
export function useProductOutbox() {
  return useServerList<OutboxMessage, 'createdAt', ProductOutboxFilters>({
    queryKey: supportKeys.outbox(),
    fetchPage: (query, signal) => listProductOutbox(query, signal),
    defaultSort: { key: 'createdAt', direction: 'desc' },
    initialFilters: {},
    paging: 'more',
    refreshWhile: (message) => message.state === 'queued',
  });
}
