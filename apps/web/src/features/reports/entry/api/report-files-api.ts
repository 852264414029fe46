import { ReportEntry, uploadFieldName } from '@lims/contract';
import { api } from '../../../../app/api-client';

const filePath = (id: number, index: number) => `/api/v1/reports/${id}/files/${index}`;

/** Where a parameter's file opens, in a tab of its own (the browser sends the session cookie). */
export const reportFileUrl = (id: number, index: number) => filePath(id, index);

export interface ReportFileUpload {
  index: number;
  /** The report's version the file was chosen on: a report saved since refuses it (409). */
  version: number;
  file: File;
  /** Aborted by Cancel (spec 001 §4 'It can be cancelled (shows failure)'). */
  signal: AbortSignal;
}

/** spec 001 §4 'File upload in report entry': multipart, the file in the part 'file'. */
export const uploadReportFile = (id: number, { index, version, file, signal }: ReportFileUpload) => {
  const form = new FormData();
  form.append(uploadFieldName, file, file.name);
  return api.post(filePath(id, index), form, ReportEntry, { query: { version }, signal });
};
