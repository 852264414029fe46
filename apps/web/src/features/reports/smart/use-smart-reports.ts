import type { GenerateSmartReport, ReportSmartReportIssue, ShareSmartReport } from '@lims/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { smartReportKeys } from './smart-report-keys';
import {
  generateSmartReport,
  getBillSmartReports,
  listSmartReportProviders,
  reportSmartReportIssue,
  shareSmartReport,
} from './smart-reports-api';

export const useSmartReportProviders = () =>
  useQuery({ queryKey: smartReportKeys.providers(), queryFn: ({ signal }) => listSmartReportProviders(signal) });

/**
 * A bill's smart reports. While one is generating the panel asks again now and then, in case
 * the real-time push is missed (a closed socket, another server).
 */
export const useBillSmartReports = (billId: number) =>
  useQuery({
    queryKey: smartReportKeys.bill(billId),
    queryFn: ({ signal }) => getBillSmartReports(billId, signal),
    refetchInterval: (query) =>
      query.state.data?.reports.some((report) => report.status === 2) ? smartReportPollMs : false,
  });

/** How often a generating smart report is asked after when no push has come. */
export const smartReportPollMs = 15_000;

export function useGenerateSmartReport(billId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateSmartReport) => generateSmartReport(billId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: smartReportKeys.bill(billId) }),
  });
}

export const useReportSmartReportIssue = () =>
  useMutation({ mutationFn: (body: ReportSmartReportIssue) => reportSmartReportIssue(body) });

export const useShareSmartReport = () =>
  useMutation({
    mutationFn: ({ smartReportId, body }: { smartReportId: number; body: ShareSmartReport }) =>
      shareSmartReport(smartReportId, body),
  });
