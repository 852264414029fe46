import type { TrendsSettings } from '@lims/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportKeys } from '../hooks/report-keys';
import {
  getPatientTrends,
  getTrendsSettings,
  type PatientTrendsTarget,
  saveTrendsSettings,
  type TrendsFlag,
} from './trends-api';

/** The trends' query keys; nothing else builds them. */
export const trendsKeys = {
  all: [...reportKeys.all, 'trends'] as const,
  patient: (target: PatientTrendsTarget, flag: TrendsFlag) => [...trendsKeys.all, target, flag] as const,
  settings: () => [...trendsKeys.all, 'settings'] as const,
};

export const usePatientTrends = (target: PatientTrendsTarget, flag: TrendsFlag) =>
  useQuery({
    queryKey: trendsKeys.patient(target, flag),
    queryFn: ({ signal }) => getPatientTrends(target, flag, signal),
  });

export const useTrendsSettings = () =>
  useQuery({ queryKey: trendsKeys.settings(), queryFn: ({ signal }) => getTrendsSettings(signal) });

/**
 * Save Settings. The lab's hidden series are kept for every patient, so the page changes only
 * the series it lists (`listed`): the others the lab hid stay hidden.
 */
export function useSaveTrendsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ listed, hidden }: { listed: readonly string[]; hidden: ReadonlySet<string> }) => {
      const saved = queryClient.getQueryData<TrendsSettings>(trendsKeys.settings())?.hiddenKeys ?? [];
      const kept = saved.filter((key) => !listed.includes(key));
      const hiddenKeys = [...kept, ...listed.filter((key) => hidden.has(key))];
      await saveTrendsSettings({ hiddenKeys });
      return { hiddenKeys };
    },
    onSuccess: (settings) => queryClient.setQueryData(trendsKeys.settings(), settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trendsKeys.all }),
  });
}
