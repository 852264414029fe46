import { languageCodes } from '@lims/domain';
import { z } from 'zod';
import { Id, Timestamp } from './common.js';
import { QueryFlag } from './lists.js';

/**
 * How a report document is printed (the report PDF): with the lab's letterhead or blank
 * space for pre-printed stationery, with the secondary units beside the primary ones, in a
 * language (default: the bill's, else the lab's). `letterhead` absent: the lab's print setting.
 */
export const ReportDocumentOptions = z.object({
  letterhead: z.boolean().optional(),
  secondaryUnits: z.boolean().default(false),
  language: z.enum(languageCodes).optional(),
});
export type ReportDocumentOptions = z.input<typeof ReportDocumentOptions>;

/** `GET /api/v1/reports/{id}/pdf` (spec 001 §7 'GET viewReport with labReportId and flag'). */
export const ReportPdfQuery = z.object({
  letterhead: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  secondaryUnits: QueryFlag,
  language: z.enum(languageCodes).optional(),
  /** 'attachment' answers it as a download ('Not able to view PDF? Click Here'); inline by default. */
  download: QueryFlag,
});
export type ReportPdfQuery = z.input<typeof ReportPdfQuery>;

/** spec 001 §9 'Print page-break options: 0 none, 1 with page-break, 3 category page-break.' */
export const PageBreak = z.union([z.literal(0), z.literal(1), z.literal(3)]);
export type PageBreak = z.infer<typeof PageBreak>;

/** The most reports one Print All takes (message printAllTooMany names it). */
export const printAllLimit = 500;

/** `POST /api/v1/report-prints/runs`: Print All of the chosen reports into one PDF, as a job. */
export const PrintAllRequest = z.strictObject({
  reportIds: z.array(Id).min(1).max(printAllLimit, { error: 'printAllTooMany' }),
  pageBreak: PageBreak.default(1),
  ...ReportDocumentOptions.shape,
});
export type PrintAllRequest = z.input<typeof PrintAllRequest>;

export const PrintRunState = z.enum(['queued', 'running', 'done', 'failed']);
export type PrintRunState = z.infer<typeof PrintRunState>;

/** A Print All and how far it is; `GET /api/v1/report-prints/runs/{id}`, its PDF at `.../pdf` once done. */
export const PrintRun = z
  .object({
    id: z.number().int(),
    state: PrintRunState,
    /** Reports gathered so far, of `total`. */
    done: z.number().int(),
    total: z.number().int(),
    /** A message key when it failed. */
    error: z.string().nullable(),
    createdAt: Timestamp,
    finishedAt: Timestamp.nullable(),
  })
  .meta({ id: 'PrintRun' });
export type PrintRun = z.infer<typeof PrintRun>;

/**
 * The public verification page of a printed report (`GET /api/v1/report-verifications/{code}`,
 * the QR code's link): that the report exists and nothing that identifies the patient beyond
 * their initials (decision 0041).
 */
export const ReportVerification = z
  .object({
    labName: z.string(),
    patientInitials: z.string(),
    tests: z.array(z.string()),
    /** When the first doctor signed it; null when its signatures were removed since it was printed. */
    signedAt: Timestamp.nullable(),
    billedAt: Timestamp,
    /** Amended since signing: the printed copy may be an earlier version. */
    amended: z.boolean(),
    dispatched: z.boolean(),
  })
  .meta({ id: 'ReportVerification' });
export type ReportVerification = z.infer<typeof ReportVerification>;

/** A verification code as the QR carries it: the lab's id, a dot, the report's verification uuid. */
export const VerificationCodeParams = z.object({
  code: z.string().regex(/^\d{1,15}\.[0-9a-f-]{36}$/, 'notFound'),
});
export type VerificationCodeParams = z.infer<typeof VerificationCodeParams>;
