import type { PatientReportsItem, ReportListItem, ReportsOutcome } from '@lims/contract';
import type { MessageKey } from '@lims/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../app/api-client';
import { useDateRange } from '../../../app/date-range/date-range-context';
import { i18n } from '../../../app/i18n/i18n';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { useRealtimeChannel } from '../../../app/realtime/use-realtime-channel';
import { useCurrentSession } from '../../../app/session/session-context';
import { showError, showPermissionError, useServerList } from '../../../ui';
import { toDay } from '../../../ui/date-range-values';
import {
  type DoctorWaitingFilters,
  listDoctorWaiting,
  listPatientReports,
  listReports,
  type ReportListFilters,
  type ReportSortKey,
} from '../api/report-lists-api';
import { reportKeys } from './report-keys';

export type { DoctorWaitingFilters, ReportListFilters, ReportSortKey } from '../api/report-lists-api';

/** The list's own filters: none beyond the search, the tab and the header's choices. */
export type NoFilters = Record<never, never>;

/** The header's date range as the lab's calendar days, and its department (null: all the user's). */
export function useHeaderFilters(): Omit<ReportListFilters, 'tab'> {
  const { timeZone, currentDepartment } = useCurrentSession();
  const { range } = useDateRange();
  return {
    from: toDay(range.from, timeZone),
    to: toDay(range.to, timeZone),
    departmentId: currentDepartment?.id,
  };
}

/*
 * No default sort: the server orders by the lab's `sortingFlag` (emergency first), newest first,
 * until someone sorts by a column. The tab and the header's choices live outside the list's
 * state, so they are in its key: changing them reads the list again and keeps what was typed in
 * the search box.
 */

/** Until a column is sorted the direction is the server's too (the list's own default is ascending). */
function withServerOrder<Query extends { sort?: string; direction: string }>(
  query: Query,
): Omit<Query, 'direction'> & Partial<Pick<Query, 'direction'>> {
  if (query.sort !== undefined) return query;
  const { direction: _listDefault, ...serverOrdered } = query;
  return serverOrdered;
}

/** spec 002 §2 /test-wise/{tab}: the reports of a tab in the header's days and department. */
export const useTestWiseList = (filters: ReportListFilters) =>
  useServerList<ReportListItem, ReportSortKey, NoFilters>({
    queryKey: reportKeys.list({ view: 'test-wise', ...filters }),
    fetchPage: (query, signal) => listReports({ ...withServerOrder(query), ...filters }, signal),
  });

/** spec 002 §2 /patient-wise/{tab}: the same reports grouped by patient, with the patient-level status. */
export const usePatientWiseList = (filters: ReportListFilters) =>
  useServerList<PatientReportsItem, ReportSortKey, NoFilters>({
    queryKey: reportKeys.list({ view: 'patient-wise', ...filters }),
    fetchPage: (query, signal) => listPatientReports({ ...withServerOrder(query), ...filters }, signal),
  });

/** spec 001 §7 doctor/waiting and doctor/history: the signed-in doctor's own list. */
export const useDoctorWaitingList = (filters: DoctorWaitingFilters) =>
  useServerList<ReportListItem, ReportSortKey, NoFilters>({
    queryKey: reportKeys.doctorList({ ...filters }),
    fetchPage: (query, signal) => listDoctorWaiting({ ...withServerOrder(query), ...filters }, signal),
  });

/**
 * The lab's 'waiting-list' channel says reports were saved, signed, submitted... somewhere in
 * the lab (contract `ReportsPayload`): the lists are read again, so rows move between tabs
 * without a reload (spec 002 §4 'Real-time pushes add or remove waiting-list rows').
 */
export function useRefreshOnReports() {
  const queryClient = useQueryClient();
  useRealtimeChannel('waiting-list', () => {
    void queryClient.invalidateQueries({ queryKey: reportKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: reportKeys.doctorLists() });
  });
}

/**
 * A change of several chosen reports (comment, submit). The lists are read again whatever the
 * answer, so a report someone else changed meanwhile shows as it now is.
 */
export function useReportsChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: () => Promise<ReportsOutcome>) => call(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}

/** The server's refusal in the user's language, or null when the call failed rather than was refused. */
export function refusalText(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  if (error.code === 'forbidden' || error.code === 'unauthenticated') return null;
  return localiseMessage(error.messageKey, error.params);
}

/** What a failed change says: the server's refusal, the permission text, or the spec's failure text. */
export function showReportsFailure(error: unknown, failure: MessageKey): void {
  if (isApiError(error) && error.code === 'unauthenticated') return;
  if (isApiError(error) && error.code === 'forbidden') {
    showPermissionError(localiseMessage(error.messageKey, error.params));
    return;
  }
  showError(refusalText(error) ?? i18n.t(`messages.${failure}`));
}
