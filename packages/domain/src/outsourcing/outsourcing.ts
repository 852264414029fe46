import type { MessageKey } from '../errors/messages.js';

/**
 * Sending a report's test to an outsource centre (spec 002 §7 test_wise_outsource_api,
 * putBackReport, put_back_mark_as_done, convertReportToFileOrNormal). While sent, the report is
 * outsourced: spec 001 §3 outsourcedReportFlag 2. Put back, the lab does the test itself
 * ('returned'); put back and marked done, the centre's result is the report ('done').
 */
export const outsourcingStatuses = { sent: 'sent', returned: 'returned', done: 'done' } as const;
export type OutsourcingStatus = (typeof outsourcingStatuses)[keyof typeof outsourcingStatuses];
export const outsourcingStatusValues = Object.values(outsourcingStatuses) as readonly OutsourcingStatus[];

/** spec 001 §3, 002 §3 outsourcedReportFlag: '2 means outsourced'; 0 is not. */
export const outsourcedReportFlags = { notOutsourced: 0, outsourced: 2 } as const;
export type OutsourcedReportFlag = (typeof outsourcedReportFlags)[keyof typeof outsourcedReportFlags];

export const outsourcedReportFlagOf = (status: OutsourcingStatus | null): OutsourcedReportFlag =>
  status === outsourcingStatuses.sent ? outsourcedReportFlags.outsourced : outsourcedReportFlags.notOutsourced;

/**
 * 'Outsource Eligible' (spec 001 §2 badges): a live report whose test the catalogue marks
 * isOutsourceTest, or whose bill line names a centre, which is not out now and whose centre's
 * result is not already its report (done). One put back (returned) may go again.
 */
export const outsourceEligible = (report: {
  isOutsourceTest: boolean;
  billedCentreId: number | null;
  outsourcingStatus: OutsourcingStatus | null;
  live: boolean;
}): boolean =>
  report.live &&
  (report.isOutsourceTest || report.billedCentreId !== null) &&
  report.outsourcingStatus !== outsourcingStatuses.sent &&
  report.outsourcingStatus !== outsourcingStatuses.done;

/** What may be sent: a live report (not cancelled, dismissed or signed) not out already, nor done by a centre. */
export function outsourceRefusal(report: {
  live: boolean;
  outsourcingStatus: OutsourcingStatus | null;
}): MessageKey | null {
  if (!report.live) return 'reportNotOutsourceable';
  if (report.outsourcingStatus === outsourcingStatuses.sent || report.outsourcingStatus === outsourcingStatuses.done)
    return 'reportAlreadyOutsourced';
  return null;
}

/** Put back, put back and mark done, and converting to a file report apply to a report that is out. */
export const outsourcedOnlyRefusal = (status: OutsourcingStatus | null): MessageKey | null =>
  status === outsourcingStatuses.sent ? null : 'reportNotOutsourced';
