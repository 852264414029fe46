import { AttachedReport, BillFiles, ReportAttachment, ReportAttachments, uploadFieldName } from '@lims/contract';
import { api } from '../../../app/api-client';

const formOf = (file: File) => {
  const form = new FormData();
  form.append(uploadFieldName, file, file.name);
  return form;
};

/** spec 001 §7 getLabReportAttachments: the report's files, its study and its file report. */
export const fetchReportAttachments = (reportId: number, signal?: AbortSignal) =>
  api.get(`/api/v1/reports/${reportId}/attachments`, ReportAttachments, { signal });

/** spec 001 §7 getBillAttachmentList: the bill's papers and its reports' files. */
export const fetchBillFiles = async (billId: number, signal?: AbortSignal) =>
  (await api.get(`/api/v1/bills/${billId}/files`, BillFiles, { signal })).items;

/** A file attached to a report; aborted by Cancel, which counts as 'File Not Uploaded' (spec 001 §8). */
export const uploadReportAttachment = (reportId: number, file: File, signal?: AbortSignal) =>
  api.post(`/api/v1/reports/${reportId}/attachments`, formOf(file), ReportAttachment, { signal });

/** spec 001 §7 removeDICOMfiles with imgId: any attachment, its file with it. */
export const removeAttachment = (id: number) => api.command(`/api/v1/attachments/${id}`, 'DELETE');

/** spec 001 §7 convertReportToFileOrNormal: the document becomes the report. */
export const convertToFileReport = (reportId: number, version: number, file: File) =>
  api.post(`/api/v1/reports/${reportId}/file-report`, formOf(file), AttachedReport, { query: { version } });

/** spec 001 §7 convertReportToFileOrNormal: back to a report of values (the panel reads the report again). */
export const convertToNormalReport = (reportId: number, version: number) =>
  api.command(`/api/v1/reports/${reportId}/file-report`, 'DELETE', undefined, { query: { version } });
