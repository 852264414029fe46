import type { UpdatePrintSettings } from '@lims/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPrintSettings, updatePrintSettings } from '../api/print-settings-api';
import { labSettingsKeys } from './use-lab-settings';

/** Under the lab settings' key: every section shares one version, so a save reads them all again. */
const printSettingsKey = [...labSettingsKeys.all, 'print'] as const;

/**
 * How the lab's reports print (GET /api/v1/settings/print), for every lab user: the report
 * viewer's letterhead default and hideAmountDueReport, the print list's due-report rules. An
 * admin changes them rarely; a minute old is fresh enough for a viewer.
 */
export function usePrintSettings() {
  return useQuery({
    queryKey: printSettingsKey,
    queryFn: ({ signal }) => getPrintSettings(signal),
    staleTime: 60_000,
  });
}

/** The settings page reads them afresh each time it opens: another admin may have changed them. */
export function usePrintSettingsForEditing() {
  return useQuery({ queryKey: printSettingsKey, queryFn: ({ signal }) => getPrintSettings(signal), staleTime: 0 });
}

export function useSavePrintSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePrintSettings) => updatePrintSettings(body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: labSettingsKeys.all }),
        queryClient.invalidateQueries({ queryKey: labSettingsKeys.audit }),
      ]),
  });
}
