import type { CreateWorklistTemplate, UpdateWorklistTemplate, WorklistRequest } from '@lims/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createWorklistTemplate,
  deleteWorklistTemplate,
  getWorklistOptions,
  getWorklistRun,
  listWorklistTemplates,
  startWorklistRun,
  updateWorklistTemplate,
} from '../api/worklists-api';

/** The work lists' query keys; nothing outside this file builds them. */
export const worklistKeys = {
  all: ['worklists'] as const,
  options: () => [...worklistKeys.all, 'options'] as const,
  templates: () => [...worklistKeys.all, 'templates'] as const,
  run: (runId: number) => [...worklistKeys.all, 'run', runId] as const,
};

/** The dialog's choices; read once a dialog opens (`enabled`), kept for a minute. */
export const useWorklistOptions = (enabled = true) =>
  useQuery({
    queryKey: worklistKeys.options(),
    queryFn: ({ signal }) => getWorklistOptions(signal),
    enabled,
    staleTime: 60_000,
  });

export const useWorklistTemplates = (enabled = true) =>
  useQuery({ queryKey: worklistKeys.templates(), queryFn: ({ signal }) => listWorklistTemplates(signal), enabled });

/** Saving or deleting a template reads the templates and the options (which hold them) again. */
function useTemplateMutation<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      client.invalidateQueries({ queryKey: worklistKeys.all, predicate: (query) => query.queryKey[1] !== 'run' }),
  });
}

export const useSaveWorklistTemplate = () =>
  useTemplateMutation(({ id, body }: { id: number | null; body: CreateWorklistTemplate | UpdateWorklistTemplate }) =>
    id === null ? createWorklistTemplate(body) : updateWorklistTemplate(id, body as UpdateWorklistTemplate),
  );

export const useDeleteWorklistTemplate = () => useTemplateMutation((id: number) => deleteWorklistTemplate(id));

export const useStartWorklistRun = () => useMutation({ mutationFn: (body: WorklistRequest) => startWorklistRun(body) });

/** How often an unfinished work list is asked how far it is. */
export const worklistRunPollMs = 500;

/** A work list's progress, asked again every 500 ms until it is done or failed. */
export function useWorklistRun(runId: number | null) {
  return useQuery({
    queryKey: worklistKeys.run(runId ?? 0),
    queryFn: ({ signal }) => getWorklistRun(runId ?? 0, signal),
    enabled: runId !== null,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'done' || state === 'failed' ? false : worklistRunPollMs;
    },
  });
}
