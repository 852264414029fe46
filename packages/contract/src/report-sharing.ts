import { shareChannels, shareCommentMaxLength } from '@lims/domain';
import { z } from 'zod';
import { Id, Timestamp } from './common.js';
import { Text } from './text.js';

/** spec 001 §9 'Share sendType: 0 other, 1 patient, 2 doctor, 3 organisation'. */
export const ShareSendType = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
/** spec 001 §9 'Trends attachment: 1 compact, 2 report'; 0 none. */
export const TrendsAttachment = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const ShareChannel = z.enum(shareChannels);
/** spec 001 §4 'Letterhead 1 (default) or 0'. */
export const LetterheadFlag = z.union([z.literal(0), z.literal(1)]);

const shareCommon = {
  sendType: ShareSendType.default(1),
  /** Other's addresses, comma-separated (spec 001 §5); the patient's, doctor's or organisation's own are used otherwise. */
  email: z.string().trim().max(1000).optional(),
  /** spec 001 §5 'The comment is trimmed before sending'; Send is disabled while it is blank. */
  emailContent: Text({ max: shareCommentMaxLength, multiline: true }),
  channel: ShareChannel.default('email'),
  /** The words typed in the confirmations (SEND, CONFIRM; any case), checked again on the server. */
  confirmations: z.array(z.string().trim().max(20)).max(2).default([]),
};

/**
 * `POST /api/v1/reports/share` (spec 001 §7 Sharing): one report (`labReportId`, the single
 * share's payload) or every signed report of some bills (`billIdList`, the multi share's).
 */
export const ShareReport = z.object({
  ...shareCommon,
  labReportId: Id,
  letterHeadFlag: LetterheadFlag.default(1),
});
export type ShareReport = z.input<typeof ShareReport>;

export const ShareReports = z.object({
  ...shareCommon,
  billIdList: z.array(Id).min(1).max(50),
  headerFlag: LetterheadFlag.default(1),
  attachTrendsReport: TrendsAttachment.default(0),
});
export type ShareReports = z.input<typeof ShareReports>;

export const ShareRequest = z.union([ShareReport, ShareReports]);
export type ShareRequest = z.input<typeof ShareRequest>;

/**
 * A share queued (code 1 of spec 001 §8): the outbox messages it wrote, the reports they carry,
 * and the due reports left out (hideAmountDueReport). Refusals are errors with the §8 texts.
 */
export const ShareResult = z.object({
  code: z.literal(1),
  messageKey: z.literal('reportShared'),
  message: z.string(),
  outboxMessageIds: z.array(z.number().int()),
  reportIds: z.array(z.number().int()),
  dueReportsLeftOut: z.number().int(),
  recipients: z.array(z.string()),
  encrypted: z.boolean(),
});
export type ShareResult = z.infer<typeof ShareResult>;

/**
 * `GET /api/v1/reports/share-options?labReportId=..` or `?billIdList=1,2`: what the Share Report
 * modal needs to show its choices and warnings, read once when it opens.
 */
export const ShareOptionsQuery = z.object({
  labReportId: Id.optional(),
  billIdList: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .optional(),
});
export type ShareOptionsQuery = z.input<typeof ShareOptionsQuery>;

export const ShareOptions = z.object({
  patient: z.object({ name: z.string(), email: z.string().nullable(), mobile: z.string().nullable() }),
  doctor: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
  organisation: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
  /** Signed reports the share would carry, and those of them whose bill is due. */
  signedReports: z.number().int(),
  dueReports: z.number().int(),
  /** The lab's settings the rules read (spec 001 §3 session settings). */
  reportShareViaEmail: z.boolean(),
  encryptedReport: z.boolean(),
  showDueReportAlert: z.boolean(),
  hideAmountDueReport: z.boolean(),
  /** Present when the lab has patient communication set up; the 'Speak to Expert' banner shows otherwise. */
  patientCommunication: z.boolean(),
  /** WhatsApp sending of report PDFs is on (`sendReportPDF`), and the lab's credits left. */
  whatsappReports: z.boolean(),
  whatsappCredits: z.number().int(),
});
export type ShareOptions = z.infer<typeof ShareOptions>;

/** A WhatsApp download link's public page: `GET /api/v1/report-links/{labId}.{token}` (the PDF itself at `/pdf`). */
export const ReportLinkParams = z.object({ code: z.string().regex(/^\d+\.[A-Za-z0-9_-]{20,64}$/) });
export const ReportLinkSummary = z.object({
  labName: z.string(),
  patientInitials: z.string(),
  tests: z.array(z.string()),
  expiresAt: Timestamp,
});
export type ReportLinkSummary = z.infer<typeof ReportLinkSummary>;
