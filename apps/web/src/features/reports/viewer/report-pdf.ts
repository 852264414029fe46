import { withQuery } from '../../../app/api-client';

/** How the viewer asks for a report's PDF (contract ReportPdfQuery). */
export interface ReportPdfOptions {
  /** Absent: the lab's print setting withLetterhead decides. */
  letterhead?: boolean;
  secondaryUnits?: boolean;
  /** As an attachment: 'Not able to view PDF? Click Here' (spec 001 §2). */
  download?: boolean;
}

/** `GET /api/v1/reports/{id}/pdf` with the viewer's choices; the browser loads it, not the API client. */
export const reportPdfUrl = (reportId: number, { letterhead, secondaryUnits, download }: ReportPdfOptions = {}) =>
  withQuery(`/api/v1/reports/${reportId}/pdf`, {
    letterhead,
    secondaryUnits,
    download: download ? true : undefined,
  });

/** spec 001 §2 'Report view, new tab: /viewReport with labReportId and flag=0 (the flag is always 0 there).' */
export const viewReportPath = (reportId: number) => withQuery('/viewReport', { labReportId: reportId, flag: 0 });

/** spec 001 §2: reports that have a PDF worth handing over: signed, approved (all signatures) or dispatched. */
export const viewableStatuses = new Set(['signed', 'approved', 'dispatched'] as const);
