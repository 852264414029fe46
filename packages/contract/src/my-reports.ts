import { languageCodes } from '@lims/domain';
import { z } from 'zod';
import { Timestamp } from './common.js';

/**
 * Why a ready report cannot be downloaded: `amountDue`, its bill has an amount due and the lab
 * keeps a due bill's reports back (spec 001 §6 hideAmountDueReport).
 */
export const MyReportHeld = z.enum(['amountDue']);
export type MyReportHeld = z.infer<typeof MyReportHeld>;

/** A report of the patient's that a doctor signed and the lab submitted: its PDF at `/api/v1/me/reports/{id}/pdf`. */
export const MyReport = z.object({
  id: z.number().int(),
  testName: z.string(),
  departmentName: z.string(),
  /** Its latest signature, else when it was submitted. */
  signedAt: Timestamp,
  /** Changed after it was submitted (report amendments). */
  amended: z.boolean(),
  /** null: the PDF downloads; otherwise why it does not. */
  held: MyReportHeld.nullable(),
});
export type MyReport = z.infer<typeof MyReport>;

/**
 * One of the patient's bills, its amounts in minor units of the lab's currency: `total` the
 * patient's share, `paid` what they paid less refunds, `due` what they still owe.
 */
export const MyBill = z.object({
  id: z.number().int(),
  labBillId: z.string(),
  billedAt: Timestamp,
  total: z.number().int(),
  paid: z.number().int(),
  due: z.number().int(),
  reports: z.array(MyReport),
  /** The tests of the bill not yet signed and submitted: their names only, never a value. */
  inProgress: z.array(z.string()),
});
export type MyBill = z.infer<typeof MyBill>;

/**
 * `GET /api/v1/me/reports`: the signed-in patient's bills, newest first, each with its ready
 * reports. `trends`: the patient's trends PDFs can be downloaded (`/api/v1/me/trends/pdf`), that is
 * one test has ready reports on two bills or more.
 */
export const MyReports = z.object({
  bills: z.array(MyBill),
  trends: z.boolean(),
});
export type MyReports = z.infer<typeof MyReports>;

/**
 * `GET /api/v1/me/trends/pdf`: 1 the full trends report, 0 the compact one (spec 001 §9 'Trends
 * frame flag'), in the page's language.
 */
export const MyTrendsQuery = z.object({
  flag: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(1),
  language: z.enum(languageCodes).optional(),
});
export type MyTrendsQuery = z.input<typeof MyTrendsQuery>;
