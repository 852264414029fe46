import {
  BillSmartReports,
  type GenerateSmartReport,
  type ReportSmartReportIssue,
  type ShareSmartReport,
  SmartReport,
  SmartReportProviderList,
} from '@lims/contract';
import { api } from '../../../app/api-client';

/** The lab's smart-report providers (spec 001 §3 'Provider'); the built-in one is always there. */
export const listSmartReportProviders = (signal?: AbortSignal) =>
  api.get('/api/v1/smart-reports/providers', SmartReportProviderList, { signal });

/** A bill's smart report panel: the checklist, the patient's age gate and the reports made. */
export const getBillSmartReports = (billId: number, signal?: AbortSignal) =>
  api.get(`/api/v1/bills/${billId}/smart-reports`, BillSmartReports, { signal });

/** spec 001 §7 'generate-smart-report': answers with the report in status 2 (generating). */
export const generateSmartReport = (billId: number, body: GenerateSmartReport) =>
  api.post(`/api/v1/bills/${billId}/smart-reports`, body, SmartReport);

/** spec 001 §7 'reportIssue'. */
export const reportSmartReportIssue = (body: ReportSmartReportIssue) =>
  api.command('/api/v1/smart-reports/issues', 'POST', body);

/** spec 001 §7 'shareSmartReportViaEmail'. */
export const shareSmartReport = (smartReportId: number, body: ShareSmartReport) =>
  api.command(`/api/v1/smart-reports/${smartReportId}/share`, 'POST', body);

/** The generated PDF, opened by the browser in a new tab. */
export const smartReportPdfUrl = (smartReportId: number) => `/api/v1/smart-reports/${smartReportId}/pdf`;
