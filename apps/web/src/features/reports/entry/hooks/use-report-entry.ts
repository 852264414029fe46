import type {
  DoctorSignReport,
  MarkReportDone,
  MarkReportException,
  ReportEntry,
  SaveReportValues,
  SignReport,
} from '@lims/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportKeys } from '../../hooks/report-keys';
import {
  acknowledgeCritical,
  changeReportFormat,
  doctorDisapproveReport,
  doctorReviewReport,
  doctorSignReport,
  type EntryLogin,
  getReport,
  getSigningDoctors,
  markReportDone,
  markReportException,
  removeSignatures,
  saveReportValues,
  signReport,
} from '../api/report-entry-api';
import { type ReportFileUpload, uploadReportFile } from '../api/report-files-api';

export type { EntryLogin } from '../api/report-entry-api';

/** The panel's own keys, under the report's detail so that one invalidation reads both again. */
const signingDoctorsKey = (id: number) => [...reportKeys.detail(id), 'signing-doctors'] as const;
const reportKey = (login: EntryLogin, id: number) => [...reportKeys.detail(id), login] as const;

export const useReportEntry = (login: EntryLogin, id: number) =>
  useQuery({ queryKey: reportKey(login, id), queryFn: ({ signal }) => getReport(login, id, signal) });

export const useSigningDoctors = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: signingDoctorsKey(id),
    queryFn: ({ signal }) => getSigningDoctors(id, signal),
    enabled,
  });

/**
 * A change answered with the report as it now is: the panel shows that answer at once, and
 * every list is read again since the report's status or flags may have moved it.
 */
function useReportChange<Body>(login: EntryLogin, id: number, change: (body: Body) => Promise<ReportEntry | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (report) => {
      if (report) queryClient.setQueryData(reportKey(login, id), report);
    },
    onSettled: async (report) => {
      await queryClient.invalidateQueries({ queryKey: reportKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: reportKeys.doctorLists() });
      // No answer to show (a removal) or a refusal (a stale version): the report is read again.
      if (!report) await queryClient.invalidateQueries({ queryKey: reportKeys.detail(id) });
    },
  });
}

export const useSaveValues = (login: EntryLogin, id: number) =>
  useReportChange(login, id, async (body: SaveReportValues) => (await saveReportValues(login, id, body)).report);

/** spec 001 §4 'File upload in report entry': the file kept and named as the parameter's value. */
export const useUploadReportFile = (id: number) =>
  useReportChange('lab', id, (upload: ReportFileUpload) => uploadReportFile(id, upload));

export const useChangeFormat = (id: number) =>
  useReportChange('lab', id, (body: { version: number; formatId: number }) => changeReportFormat(id, body));

export const useAcknowledgeCritical = (login: EntryLogin, id: number) =>
  useReportChange(login, id, (version: number) => acknowledgeCritical(id, { version }));

export const useSignReport = (id: number) => useReportChange('lab', id, (body: SignReport) => signReport(id, body));

export const useRemoveSignatures = (id: number) =>
  useReportChange('lab', id, async (version: number) => {
    await removeSignatures(id, version);
    return null;
  });

export const useDoctorSign = (id: number) =>
  useReportChange('doctor', id, (body: DoctorSignReport) => doctorSignReport(id, body));

export const useDoctorDisapprove = (id: number) =>
  useReportChange('doctor', id, (version: number) => doctorDisapproveReport(id, { version }));

export const useDoctorReview = (id: number) =>
  useReportChange('doctor', id, (version: number) => doctorReviewReport(id, { version }));

export const useMarkException = (login: EntryLogin, id: number) =>
  useReportChange(login, id, (body: MarkReportException) => markReportException(id, body));

export const useMarkDone = (login: EntryLogin, id: number) =>
  useReportChange(login, id, (body: MarkReportDone) => markReportDone(id, body));
