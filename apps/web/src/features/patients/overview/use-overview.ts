import type { MessageKey } from '@lims/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../app/api-client';
import { i18n } from '../../../app/i18n/i18n';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { showError, showPermissionError } from '../../../ui';
import { patientKeys } from '../hooks/patient-keys';
import { getCumulativeReport, getPatientVisits, getVisitReports, markPrintDone } from './overview-api';

/** The overview's query keys: under the patient's records, so a change to the patient refreshes them too. */
export const overviewKeys = {
  visits: (patientId: number) => [...patientKeys.records(patientId), 'visits'] as const,
  visitReports: (patientId: number, day: string) => [...patientKeys.records(patientId), 'visits', day] as const,
  cumulative: (patientId: number) => [...patientKeys.records(patientId), 'cumulative'] as const,
};

export const usePatientVisits = (patientId: number) =>
  useQuery({
    queryKey: overviewKeys.visits(patientId),
    queryFn: ({ signal }) => getPatientVisits(patientId, signal),
  });

/**
 * A visit day's reports, fetched when the day is first chosen and kept (spec 000 §4 'Reports per
 * date are cached after first load'): going back to a day shows it at once.
 */
export const useVisitReports = (patientId: number, day: string | null) =>
  useQuery({
    queryKey: overviewKeys.visitReports(patientId, day ?? ''),
    queryFn: ({ signal }) => getVisitReports(patientId, day ?? '', signal),
    enabled: day !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCumulativeReport = (patientId: number) =>
  useQuery({
    queryKey: overviewKeys.cumulative(patientId),
    queryFn: ({ signal }) => getCumulativeReport(patientId, signal),
  });

/** Marks the day's signed reports printed, then reads the day again so each report says so. */
export function useMarkPrintDone(patientId: number, day: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportIds: number[]) => markPrintDone({ reportIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overviewKeys.visitReports(patientId, day ?? '') }),
  });
}

/** A failure in the spec's words (spec 000 §8 'Patient report'); a refusal in the server's. */
export function showOverviewFailure(error: unknown, failure: MessageKey): void {
  if (isApiError(error) && error.code === 'unauthenticated') return;
  if (isApiError(error) && error.code === 'forbidden') {
    showPermissionError(localiseMessage(error.messageKey, error.params));
    return;
  }
  showError(i18n.t(`messages.${failure}`));
}
