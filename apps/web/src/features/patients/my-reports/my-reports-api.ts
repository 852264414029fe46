import { MyReports } from '@lims/contract';
import { api } from '../../../app/api-client';

/*
 * The patient's own reports and bills (issue 13), which the server finds from the session: no
 * patient id in any address. The PDFs open in the browser (a GET with the session cookie).
 */

export const getMyReports = (signal?: AbortSignal) => api.get('/api/v1/me/reports', MyReports, { signal });

/** One signed, submitted report of the patient's. */
export const myReportPdfPath = (reportId: number) => `/api/v1/me/reports/${reportId}/pdf`;

/** Every signed, submitted report of one of the patient's bills in one PDF ('Download all'). */
export const myBillReportsPdfPath = (billId: number) => `/api/v1/me/bills/${billId}/reports/pdf`;

/** The receipt of one of the patient's bills. */
export const myBillPdfPath = (billId: number) => `/api/v1/me/bills/${billId}/pdf`;

/** The patient's trends: 1 the full 'Trends Report', 0 'Trends Compact' (spec 001 §9). */
export const myTrendsPdfPath = (flag: 0 | 1, language: string) =>
  `/api/v1/me/trends/pdf?flag=${flag}&language=${encodeURIComponent(language)}`;
