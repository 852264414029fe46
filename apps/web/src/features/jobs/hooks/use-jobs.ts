import type { Job, JobListQuery, JobState } from '@lims/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServerList } from '../../../ui';
import { listJobs, retryJob } from '../api/jobs-api';

/** The jobs area's query keys; nothing outside this file builds them. */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
};

export type JobSortKey = NonNullable<JobListQuery['sort']>;
export type JobFilters = { state?: JobState | undefined };

/** Settings > Jobs: a feed, newest first, read a page at a time by its cursor. */
export function useJobList() {
  return useServerList<Job, JobSortKey, JobFilters>({
    queryKey: jobKeys.lists(),
    fetchPage: (query, signal) => listJobs(query, signal),
    defaultSort: { key: 'createdAt', direction: 'desc' },
    initialFilters: {},
    paging: 'more',
    refreshWhile: (job) => job.state === 'queued' || job.state === 'running',
  });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => retryJob(id),
    // Also after a 409: another admin retried it first, and the list shows what it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
