import { z } from 'zod';
import { Id, Timestamp } from './common.js';
import { listQuery, page, QueryFlag } from './lists.js';
import { CalendarDate } from './patients.js';
import { ReportStatus } from './report-entry.js';

/**
 * The print and dispatch lists (spec 001 §2 'Print and dispatch waiting list', §4 'Print
 * waiting list'): `all` and `pending` are the tabs ALL and PENDING_REPORTS (signed reports;
 * pending leaves out the printed ones), `dispatched` the submitted reports, `archives` the
 * submitted reports not archived (spec 001 §2 /archives).
 */
export const printListTabs = ['all', 'pending', 'dispatched', 'archives'] as const;
export const PrintListTab = z.enum(printListTabs);
export type PrintListTab = z.infer<typeof PrintListTab>;

/** spec 001 §4 'report status case (1 all, 2 synced only, 3 unsynced only)'. */
export const PrintStatusCase = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]));
/** spec 001 §4 'paid status case (1, or 2 which requires the bill complete)'. */
export const PrintPaidCase = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)]));

/**
 * `GET /api/v1/report-prints`: a page of patients (emergency first, then by their latest signed
 * report, newest first unless the lab's showLatestOnTop is off), `from`/`to` the bill days.
 * The four searches are the filter panel's ('Search Id', 'Search Name', 'Search Referral',
 * 'Search Organization').
 */
export const PrintListQuery = listQuery(['latest']).extend({
  tab: PrintListTab.default('all'),
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
  departmentId: Id.optional(),
  /** One patient's reports (spec 001 §2 /dispatched/{labUserId}). */
  patientId: Id.optional(),
  hideOutsourced: QueryFlag,
  /** Reports whose PDF was opened already (decision 0041). */
  hideSeen: QueryFlag,
  statusCase: PrintStatusCase.default(1),
  paidCase: PrintPaidCase.default(1),
  searchId: z.string().trim().max(60).optional(),
  searchName: z.string().trim().max(100).optional(),
  searchReferral: z.string().trim().max(100).optional(),
  searchOrganisation: z.string().trim().max(100).optional(),
});
export type PrintListQuery = z.input<typeof PrintListQuery>;

export const PrintListReport = z
  .object({
    id: z.number().int(),
    status: ReportStatus,
    test: z.object({ id: z.number().int(), name: z.string() }),
    department: z.object({ id: z.number().int(), name: z.string() }),
    bill: z.object({ id: z.number().int(), labBillId: z.string(), billedAt: Timestamp, due: z.boolean() }),
    printDone: z.boolean(),
    printedAt: Timestamp.nullable(),
    dispatched: z.boolean(),
    outsourced: z.boolean(),
    emergency: z.boolean(),
    /** When its first doctor signed it. */
    signedAt: Timestamp.nullable(),
    /** Its PDF has been opened (hide seen). */
    seen: z.boolean(),
  })
  .meta({ id: 'PrintListReport' });
export type PrintListReport = z.infer<typeof PrintListReport>;

/** A patient card (spec 001 §2 'Patient card'). */
export const PrintListPatient = z
  .object({
    patient: z.object({
      id: z.number().int(),
      labPatientId: z.string(),
      referenceId: z.string().nullable(),
      fullName: z.string(),
      designation: z.string().nullable(),
      age: z.number().int().nullable(),
      ageUnit: z.string().nullable(),
      gender: z.string().nullable(),
      /** The 'R' badge (spec 001 §3 recurringFlag). */
      recurring: z.boolean(),
    }),
    referral: z.string().nullable(),
    organisation: z.string().nullable(),
    emergency: z.boolean(),
    /** The newest report's bill time: the card's date heading ('dddd, Do MMMM YYYY') in the lab's time zone. */
    latestAt: Timestamp,
    /** The lab's calendar day of `latestAt`, which the headings group by. */
    day: CalendarDate,
    /** Ready Reports: the reports listed. */
    readyReports: z.number().int(),
    /** 'count of printed reports'. */
    printedReports: z.number().int(),
    /** Pending Prints. */
    pendingPrints: z.number().int(),
    /** 'All Reports Ready': every live report of the listed bills is signed. */
    allReportsReady: z.boolean(),
    reports: z.array(PrintListReport),
  })
  .meta({ id: 'PrintListPatient' });
export type PrintListPatient = z.infer<typeof PrintListPatient>;

/**
 * A page of cards, with the kept counts of the whole list (spec 001 §4 'Counts of signed and
 * dispatched reports are kept') and the lab's two operation settings the web groups the cards by
 * (domain `printCardGroups`): a print user may not read the operation settings themselves.
 */
export const PrintList = page(PrintListPatient)
  .extend({
    counts: z.object({ signed: z.number().int(), dispatched: z.number().int() }),
    grouping: z.object({ flatWaitingList: z.boolean(), showLatestOnTop: z.boolean() }),
  })
  .meta({ id: 'PrintList' });
export type PrintList = z.infer<typeof PrintList>;

/** `POST /api/v1/reports/print-done` ('Mark As Print Done'): signed reports of the lab only, all or none. */
export const MarkPrintDoneRequest = z.strictObject({ reportIds: z.array(Id).min(1).max(1000) });
export type MarkPrintDoneRequest = z.infer<typeof MarkPrintDoneRequest>;
export const MarkPrintDoneResult = z.object({ marked: z.number().int(), printedAt: Timestamp });
export type MarkPrintDoneResult = z.infer<typeof MarkPrintDoneResult>;

/** Above this many reports Submit All is queued (spec: 'This will be queued and submitted within 10 minutes.'). */
export const submitAllQueueAbove = 50;

/**
 * `POST /api/v1/report-prints/submit` (spec 001 §7 getBulkReports/?userId or ?labUserIdList:
 * Submit All): the given reports, or every submittable report of the given patients.
 */
export const SubmitAllRequest = z
  .strictObject({
    reportIds: z.array(Id).max(5000).optional(),
    patientIds: z.array(Id).max(500).optional(),
  })
  .refine((value) => (value.reportIds?.length ?? 0) + (value.patientIds?.length ?? 0) > 0, {
    error: 'invalidRequest',
  });
export type SubmitAllRequest = z.infer<typeof SubmitAllRequest>;
/** `queued`: more than `submitAllQueueAbove` reports, submitted by a job within 10 minutes. */
export const SubmitAllResult = z.object({ submitted: z.number().int(), queued: z.boolean(), messageKey: z.string() });
export type SubmitAllResult = z.infer<typeof SubmitAllResult>;

/**
 * `POST /api/v1/reports/{id}/archive` and `DELETE` (spec 001 §4 'Archiving a report (edit)
 * removes it from the archive list'): a dispatched report leaves the archives tab, or returns.
 */
export const ReportArchiveResult = z.object({
  id: z.number().int(),
  archivedAt: Timestamp.nullable(),
  messageKey: z.string(),
});
export type ReportArchiveResult = z.infer<typeof ReportArchiveResult>;
