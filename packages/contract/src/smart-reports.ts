import { z } from 'zod';
import { Id, Timestamp, Version } from './common.js';
import { Gender } from './patients.js';
import { ShareSendType } from './report-sharing.js';
import { Text } from './text.js';

/** spec 001 §9 'Smart report file status: 0 failed, 1 generated, 2 generating'. */
export const SmartReportStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SmartReportStatus = z.infer<typeof SmartReportStatus>;

/**
 * A smart-report provider (spec 001 §3 'Provider'): `GET /api/v1/smart-reports/providers`
 * (lh-integration/getProviders). The built-in provider is always there.
 */
export const SmartReportProvider = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** spec 001 §3 max_price: the most the lab charges for it; 0 for the built-in provider. */
  maxPrice: z.number(),
  sampleReportImageLink: z.string().nullable(),
  /** The tests it can explain (providerTests); empty means every test with numeric results. */
  testIds: z.array(z.number().int()),
});
export type SmartReportProvider = z.infer<typeof SmartReportProvider>;
export const SmartReportProviderList = z.object({ items: z.array(SmartReportProvider) });
export type SmartReportProviderList = z.infer<typeof SmartReportProviderList>;

/** One generated (or generating, or failed) smart report of a bill (spec 001 §3 providerReportFiles). */
export const SmartReport = z.object({
  id: z.number().int(),
  billId: z.number().int(),
  providerId: z.string(),
  status: SmartReportStatus,
  reportIds: z.array(z.number().int()),
  withLetterhead: z.boolean(),
  language: z.string(),
  requestedAt: Timestamp,
  generatedAt: Timestamp.nullable(),
  /** Why the last generation failed, for the failure panel. */
  error: z.string().nullable(),
  /** The PDF, when generated: `GET /api/v1/smart-reports/{id}/pdf`. */
  url: z.string().nullable(),
  version: Version,
});
export type SmartReport = z.infer<typeof SmartReport>;

/**
 * `GET /api/v1/bills/{id}/smart-reports`: the smart report panel of a bill: the checklist
 * (each report with its test's price and whether it is signed), the patient's age gate (spec
 * 001 §5 'Smart report only for age 18 or more') and the smart reports already made.
 */
export const BillSmartReports = z.object({
  bill: z.object({ id: z.number().int(), labBillId: z.string() }),
  patient: z.object({
    name: z.string(),
    age: z.string(),
    gender: Gender.nullable(),
    adult: z.boolean(),
    email: z.string().nullable(),
  }),
  doctor: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
  tests: z.array(
    z.object({
      reportId: z.number().int(),
      testId: z.number().int(),
      name: z.string(),
      price: z.number(),
      signed: z.boolean(),
    }),
  ),
  reports: z.array(SmartReport),
});
export type BillSmartReports = z.infer<typeof BillSmartReports>;

/** `POST /api/v1/bills/{id}/smart-reports` (generate-smart-report; radioValue is the letterhead). */
export const GenerateSmartReport = z.object({
  providerId: z.string().min(1).max(40),
  reportIds: z.array(Id).min(1).max(200),
  withLetterhead: z.boolean().default(true),
  /** The patient's language; the bill's, else the lab's, when absent. */
  language: z.string().min(2).max(5).optional(),
});
export type GenerateSmartReport = z.input<typeof GenerateSmartReport>;

/** `POST /api/v1/smart-reports/issues` (lh-integration/reportIssue). */
export const ReportSmartReportIssue = z.object({
  providerId: z.string().min(1).max(40),
  billId: Id,
  comment: Text({ max: 2000, multiline: true }),
  smartReportGenerateStatus: SmartReportStatus.optional(),
});
export type ReportSmartReportIssue = z.input<typeof ReportSmartReportIssue>;

/**
 * `POST /api/v1/smart-reports/{id}/share` (shareSmartReportViaEmail): to the patient (1), the
 * doctor (2) or others (0, `otherEmails` comma-separated).
 */
export const ShareSmartReport = z.object({
  sendType: ShareSendType,
  otherEmails: z.string().trim().max(1000).optional(),
});
export type ShareSmartReport = z.input<typeof ShareSmartReport>;

/**
 * The real-time push of spec 001 §4 Smart report: provider, billId, reportFileStatus, url,
 * patient and labBillId. Event `smartReport.updated`.
 */
export const SmartReportUpdated = z.object({
  providerId: z.string(),
  billId: z.number().int(),
  labBillId: z.string(),
  smartReportId: z.number().int(),
  reportFileStatus: SmartReportStatus,
  url: z.string().nullable(),
  patient: z.object({ name: z.string(), age: z.string(), gender: Gender.nullable() }),
});
export type SmartReportUpdated = z.infer<typeof SmartReportUpdated>;
