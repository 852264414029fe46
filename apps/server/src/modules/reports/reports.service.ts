import type { ServiceDeps } from '../../services.js';
import {
  findReportSample,
  insertLabReports,
  type LabReportRow,
  listReportsOfBill,
  lockReports,
  moveReports,
} from './reports.queries.js';

/**
 * Where a lab report is in its life (spec 001 §2 statuses). Billing makes it 'notCollected';
 * the sample, result entry and signing areas move it on; a cancelled line or a dismissed bill
 * ends it.
 */
export const reportStatuses = {
  notCollected: 'notCollected',
  cancelled: 'cancelled',
  dismissed: 'dismissed',
} as const;

/** A report still to be done: not cancelled with its line, not dismissed with its bill. */
export const isLiveReport = (report: { status: string; dismissed: boolean }) =>
  !report.dismissed && report.status !== reportStatuses.cancelled && report.status !== reportStatuses.dismissed;

/** One report a bill makes: one per unit of a billed test (decision 0025). */
export interface BillReportRequest {
  billLineId: number;
  testId: number;
  /** spec 001 §3 Lab report profileTestId: the profile the test was billed in. */
  profileId: number | null;
  departmentId: number;
  sampleId: number | null;
  reportFormatId: number | null;
  targetTatMinutes: number;
  /** The test's name as the catalogue gave it: the view answered has it without reading it again. */
  testName: string;
}

export interface ReportView {
  id: number;
  billLineId: number;
  testId: number;
  testName: string;
  profileId: number | null;
  sampleId: number | null;
  reportFormatId: number | null;
  status: string;
  targetTatMinutes: number;
}

const toView = ({ report, testName }: { report: LabReportRow; testName: string }): ReportView => ({
  id: report.id,
  billLineId: report.billLineId,
  testId: report.testId,
  testName,
  profileId: report.profileId,
  sampleId: report.sampleId,
  reportFormatId: report.reportFormatId,
  status: report.status,
  targetTatMinutes: report.targetTatMinutes,
});

/**
 * The lab reports of bills. Billing calls these inside its own transaction; the result entry
 * and signing screens (later issues) add their own services here.
 */
export function createLabReportsService({ db, now }: Pick<ServiceDeps, 'db' | 'now'>) {
  return {
    /**
     * The reports of a new bill, each Not Collected, with the target TAT copied from its test, in
     * one statement; answered in the order asked, as `listForBill` would answer them.
     */
    async createForBill({
      labId,
      billId,
      patientId,
      emergency = false,
      reports,
    }: {
      labId: number;
      billId: number;
      patientId: number;
      /** spec 001 §3 mode: the bill is an emergency, its reports go first. */
      emergency?: boolean;
      reports: BillReportRequest[];
    }): Promise<ReportView[]> {
      const billedAt = now();
      const inserted = await insertLabReports(
        db,
        reports.map(({ testName: _testName, ...report }) => ({
          ...report,
          labId,
          billId,
          patientId,
          emergency,
          status: reportStatuses.notCollected,
          // The bill's time, from the service's clock as its samples take it: the lists filter by the bill's days.
          createdAt: billedAt,
          updatedAt: billedAt,
        })),
      );
      return inserted.map((report, index) => toView({ report, testName: reports[index]?.testName ?? '' }));
    },

    listForBill: async (labId: number, billId: number): Promise<ReportView[]> =>
      (await listReportsOfBill(db, labId, billId)).map(toView),

    /**
     * A report's bill and sample, for the sample-tracking link (spec 001 §2
     * #/sample-preparation/{processId}/{stepId}/{labReportId}); another lab's is undefined. The
     * caller checks that the actor may see the sample.
     */
    sampleOf: (labId: number, id: number) => findReportSample(db, labId, id),

    /**
     * Reports of the lab locked until the caller's transaction ends (in id order), with whether
     * each is live and the outsource centre its bill line named; ids of another lab are left out.
     */
    async lockForChange(labId: number, ids: number[]) {
      const rows = ids.length === 0 ? [] : await lockReports(db, labId, [...new Set(ids)]);
      return rows.map((row) => ({ ...row, live: isLiveReport(row) }));
    },

    /** Ends the reports of a cancelled bill line, inside the caller's transaction; answers those it ended. */
    cancelForLine: ({ labId, billId, billLineId }: { labId: number; billId: number; billLineId: number }) =>
      moveReports(db, { labId, billId, billLineId, status: reportStatuses.cancelled, at: now() }),

    /** Ends every report of a dismissed bill (spec 002 §8 Dismiss), inside the caller's transaction. */
    dismissForBill: ({ labId, billId }: { labId: number; billId: number }) =>
      moveReports(db, {
        labId,
        billId,
        status: reportStatuses.dismissed,
        keep: [reportStatuses.cancelled],
        dismissed: true,
        at: now(),
      }),
  };
}
export type LabReportsService = ReturnType<typeof createLabReportsService>;
