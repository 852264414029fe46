import { ReportLinkSummary, ShareOptions, type ShareRequest, ShareResult } from '@lims/contract';
import { api } from '../../../app/api-client';

/** What a share is of: one report (the viewer's single share) or every signed report of some bills (the multi share). */
export type ShareTarget = { labReportId: number } | { billIds: number[] };

/** `GET /api/v1/reports/share-options`: the recipients' addresses, the lab's settings and the due reports of the target. */
export const getShareOptions = (target: ShareTarget, signal?: AbortSignal) =>
  api.get('/api/v1/reports/share-options', ShareOptions, {
    query: 'labReportId' in target ? { labReportId: target.labReportId } : { billIdList: target.billIds.join(',') },
    signal,
  });

/** `POST /api/v1/reports/share` (spec 001 §7 Sharing); refusals come back as errors with the §8 texts. */
export const shareReports = (body: ShareRequest) => api.post('/api/v1/reports/share', body, ShareResult);

/** A WhatsApp download link's public summary; a visitor has no session. */
export const getReportLink = (code: string, signal?: AbortSignal) =>
  api.get(`/api/v1/report-links/${encodeURIComponent(code)}`, ReportLinkSummary, {
    signal,
    onUnauthenticated: 'throw',
  });

export const reportLinkPdfUrl = (code: string) => `/api/v1/report-links/${encodeURIComponent(code)}/pdf`;
