import type { MyBill, MyReports } from '@lims/contract';
import { type LanguageCode, printSettingsOf, type TrendsFlag } from '@lims/domain';
import { type LabActor, systemActor } from '../../http/actor.js';
import { conflict, notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import {
  billOfPatient,
  billsOfPatient,
  type PatientReportRow,
  reportOfPatient,
  reportsOfPatientBills,
} from './my-reports.queries.js';

export interface MyReportsDeps extends Pick<ServiceDeps, 'db'> {
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
  reportDocuments: () => Pick<ServiceRegistry['reportDocuments'], 'renderMany'>;
  billReceipts: () => Pick<ServiceRegistry['billReceipts'], 'pdf'>;
  patientTrends: () => Pick<ServiceRegistry['patientTrends'], 'pdfForPatient'>;
}

/**
 * A report the patient may read: a doctor signed it (or approved it in their own login) and the
 * lab submitted it (isSynced). Until then the patient sees only that the test is in progress.
 */
const isReady = (report: Pick<PatientReportRow, 'isSigned' | 'isApproved' | 'isSynced'>) =>
  report.isSynced && (report.isSigned || report.isApproved);

/**
 * The patient's own reports and bills (issue 13 'A patient signs in and sees their own signed,
 * submitted reports and bills, downloads the PDFs and the trends, and nothing of anyone else').
 * The patient is the session's (`principalId` of a patient login), never a path's id: another
 * patient's report or bill is simply not found.
 */
export function createMyReportsService({ db, labs, reportDocuments, billReceipts, patientTrends }: MyReportsDeps) {
  /** Whether the lab keeps a due bill's reports back (spec 001 §6 hideAmountDueReport). */
  const holdsDueReports = async (labId: number) =>
    printSettingsOf((await labs.getLab(labId)).settings.print as Record<string, unknown> | undefined)
      .hideAmountDueReport;

  return {
    /** `GET /api/v1/me/reports`: the bills newest first, each with its ready reports and the names of the rest. */
    async list({ actor }: { actor: LabActor }): Promise<MyReports> {
      requirePermission(actor, 'patients.ownReports');
      const [bills, reports, holdDue] = await Promise.all([
        billsOfPatient(db, actor.labId, actor.principalId),
        reportsOfPatientBills(db, actor.labId, actor.principalId),
        holdsDueReports(actor.labId),
      ]);
      const byBill = new Map<number, MyBill>(
        bills.map((bill) => [
          bill.id,
          {
            id: bill.id,
            labBillId: bill.labBillId,
            billedAt: bill.createdAt.toISOString(),
            total: bill.patientAmount,
            paid: bill.paidAmount - bill.refundedAmount,
            due: bill.dueAmount,
            reports: [],
            inProgress: [],
          },
        ]),
      );
      const billsOfTest = new Map<number, Set<number>>();
      for (const report of reports) {
        const bill = byBill.get(report.billId);
        if (!bill) continue;
        if (!isReady(report)) {
          bill.inProgress.push(report.testName);
          continue;
        }
        bill.reports.push({
          id: report.id,
          testName: report.testName,
          departmentName: report.departmentName,
          signedAt: report.signedAt.toISOString(),
          amended: report.amendments > 0,
          held: holdDue && report.billDue > 0 ? 'amountDue' : null,
        });
        billsOfTest.set(report.testId, (billsOfTest.get(report.testId) ?? new Set()).add(report.billId));
      }
      // A trend needs a test's results from two visits at least.
      const trends = [...billsOfTest.values()].some((billIds) => billIds.size >= 2);
      return { bills: [...byBill.values()], trends };
    },

    /**
     * `GET /api/v1/me/reports/{id}/pdf`: one of the patient's ready reports as the lab prints
     * it. Another patient's, an unsigned or an unsubmitted report is not found; a due bill's
     * report while the lab keeps those back is refused with the print desk's message.
     */
    async pdf({ actor, id }: { actor: LabActor; id: number }): Promise<{ fileName: string; pdf: Buffer }> {
      requirePermission(actor, 'patients.ownReports');
      const report = await reportOfPatient(db, actor.labId, actor.principalId, id);
      if (!report || !isReady(report)) throw notFound();
      if (report.billDue > 0 && (await holdsDueReports(actor.labId))) throw conflict('printNotAllowed');
      const pdf = await reportDocuments().renderMany({
        labId: actor.labId,
        reportIds: [report.id],
        pageBreak: 0,
        options: {},
      });
      return { fileName: `report-${report.labBillId}-${report.testCode}.pdf`, pdf };
    },

    /**
     * `GET /api/v1/me/bills/{id}/reports/pdf` ('Download all'): every ready report of one of the
     * patient's bills in one PDF. Another patient's bill, or one with no ready report, is not
     * found; a due bill while the lab keeps those back is refused like one report.
     */
    async billReportsPdf({ actor, id }: { actor: LabActor; id: number }): Promise<{ fileName: string; pdf: Buffer }> {
      requirePermission(actor, 'patients.ownReports');
      const ready = (await reportsOfPatientBills(db, actor.labId, actor.principalId, id)).filter(isReady);
      const [first] = ready;
      if (!first) throw notFound();
      if (first.billDue > 0 && (await holdsDueReports(actor.labId))) throw conflict('printNotAllowed');
      const pdf = await reportDocuments().renderMany({
        labId: actor.labId,
        reportIds: ready.map((report) => report.id),
        pageBreak: 1,
        options: {},
      });
      return { fileName: `reports-${first.labBillId}.pdf`, pdf };
    },

    /** `GET /api/v1/me/bills/{id}/pdf`: the receipt of one of the patient's bills; another patient's is not found. */
    async billPdf({ actor, id }: { actor: LabActor; id: number }): Promise<{ fileName: string; pdf: Buffer }> {
      requirePermission(actor, 'patients.ownReports');
      const bill = await billOfPatient(db, actor.labId, actor.principalId, id);
      if (!bill) throw notFound();
      // The receipt is billing's, which asks for a desk's permission: the patient's claim to this
      // bill was checked above, so it renders as the lab.
      return billReceipts().pdf({ actor: systemActor(actor.labId), id: bill.id });
    },

    /**
     * `GET /api/v1/me/trends/pdf`: the patient's own 'Trends Report' (flag 1) or 'Trends
     * Compact' (flag 0), of their signed reports (spec 001 §2 'Patient Trends').
     */
    async trendsPdf({
      actor,
      flag,
      language,
    }: {
      actor: LabActor;
      flag: TrendsFlag;
      language?: LanguageCode;
    }): Promise<{ fileName: string; pdf: Buffer }> {
      requirePermission(actor, 'patients.ownReports');
      const pdf = await patientTrends().pdfForPatient({
        labId: actor.labId,
        patientId: actor.principalId,
        flag,
        ...(language ? { language } : {}),
      });
      return { fileName: flag === 1 ? 'trends-report.pdf' : 'trends-compact.pdf', pdf };
    },
  };
}

export type MyReportsService = ReturnType<typeof createMyReportsService>;
