import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportKeys } from '../hooks/report-keys';
import {
  convertToFileReport,
  convertToNormalReport,
  fetchBillFiles,
  fetchReportAttachments,
  removeAttachment,
  uploadReportAttachment,
} from './attachments-api';

/** The attachments' query keys, under the reports area's, so that a report's change reads them again. */
export const attachmentKeys = {
  all: [...reportKeys.all, 'attachments'] as const,
  ofReport: (reportId: number) => [...attachmentKeys.all, 'report', reportId] as const,
  ofBill: (billId: number) => [...attachmentKeys.all, 'bill', billId] as const,
};

/** `enabled` false for a caller who may not read attachments: nothing is asked. */
export const useReportAttachments = (reportId: number, enabled = true) =>
  useQuery({
    queryKey: attachmentKeys.ofReport(reportId),
    queryFn: ({ signal }) => fetchReportAttachments(reportId, signal),
    enabled,
  });

export const useBillFiles = (billId: number) =>
  useQuery({ queryKey: attachmentKeys.ofBill(billId), queryFn: ({ signal }) => fetchBillFiles(billId, signal) });

/**
 * Every change of an attachment or a file report reads the attachments again, and the report:
 * its study, its version and whether it is a file report follow.
 */
const useAfterChange = () => {
  const queryClient = useQueryClient();
  return async (reportId?: number) => {
    await queryClient.invalidateQueries({ queryKey: attachmentKeys.all });
    if (reportId !== undefined) await queryClient.invalidateQueries({ queryKey: reportKeys.detail(reportId) });
  };
};

export function useUploadAttachment(reportId: number) {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ file, signal }: { file: File; signal: AbortSignal }) =>
      uploadReportAttachment(reportId, file, signal),
    onSettled: () => afterChange(reportId),
  });
}

export function useRemoveAttachment() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ id }: { id: number; reportId: number | null }) => removeAttachment(id),
    onSettled: (_data, _error, { reportId }) => afterChange(reportId ?? undefined),
  });
}

export function useFileReport(reportId: number) {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: async ({ version, file }: { version: number; file: File | null }) => {
      if (file) await convertToFileReport(reportId, version, file);
      else await convertToNormalReport(reportId, version);
    },
    onSettled: () => afterChange(reportId),
  });
}
