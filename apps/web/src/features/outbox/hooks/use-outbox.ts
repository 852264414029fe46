import type { MessageChannel, MessageState, OutboxListQuery, OutboxMessage, SendTestEmail } from '@lims/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServerList } from '../../../ui';
import { listOutbox, sendTestEmail } from '../api/outbox-api';

/** The outbox's query keys; nothing outside this file builds them. */
export const outboxKeys = {
  all: ['outbox'] as const,
  lists: () => [...outboxKeys.all, 'list'] as const,
};

export type OutboxSortKey = NonNullable<OutboxListQuery['sort']>;
export type OutboxFilters = { channel?: MessageChannel | undefined; state?: MessageState | undefined };

/** Settings > Outbox: a feed, newest first, read a page at a time by its cursor. */
export function useOutboxList() {
  return useServerList<OutboxMessage, OutboxSortKey, OutboxFilters>({
    queryKey: outboxKeys.lists(),
    fetchPage: (query, signal) => listOutbox(query, signal),
    defaultSort: { key: 'createdAt', direction: 'desc' },
    initialFilters: {},
    paging: 'more',
    refreshWhile: (message) => message.state === 'queued',
  });
}

export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendTestEmail) => sendTestEmail(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
