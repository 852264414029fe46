import { z } from 'zod';
import { Id, Version } from './common.js';
import { ReportException } from './report-entry.js';
import { Text } from './text.js';

const Comments = Text({ max: 2000, min: 0, multiline: true });

/**
 * `POST /api/v1/reports/{id}/exception` (spec 001 §7 ResolutionExceptionComments; §3 'Consult
 * update'): mark In Question, On Hold, Not Performed, or Resolved with its resolution comment.
 */
export const MarkReportException = z.object({
  version: Version,
  exception: ReportException,
  comments: Comments.default(''),
});
export type MarkReportException = z.input<typeof MarkReportException>;

/** `POST /api/v1/reports/{id}/mark-done` (spec 002 §8 Mark done), with its comments. */
export const MarkReportDone = z.object({ version: Version, comments: Comments.default('') });
export type MarkReportDone = z.input<typeof MarkReportDone>;

/** `POST /api/v1/reports/comments`: one comment on several reports at once ('Comment Updated successfully.!'). */
export const CommentReports = z.object({
  reports: z
    .array(z.object({ id: Id, version: Version }))
    .min(1)
    .max(200),
  comments: Comments,
});
export type CommentReports = z.input<typeof CommentReports>;

/** `POST /api/v1/reports/submit` (spec 002 §8 Submit): dispatch signed reports. */
export const SubmitReports = z.object({
  reports: z
    .array(z.object({ id: Id, version: Version }))
    .min(1)
    .max(200),
});
export type SubmitReports = z.input<typeof SubmitReports>;

/** What a several-report action did: each report's outcome by its message key. */
export const ReportsOutcome = z.object({
  updated: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), messageKey: z.string() })),
  messageKey: z.string(),
});
export type ReportsOutcome = z.infer<typeof ReportsOutcome>;
