import type { CumulativeReport, OverviewReport, PatientVisit, PatientVisits, VisitReports } from '@lims/contract';
import {
  type CumulativeSource,
  calendarDateIn,
  can,
  cumulativeTableOf,
  overviewResultsOf,
  sexForRanges,
} from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { requirePermission } from '../../http/permissions.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { labDay } from '../patients/patients.service.js';
import {
  liveBillsOfPatient,
  type OverviewReportRow,
  reportsOfPatientBilledBetween,
  signedReportsOfPatient,
  signedStages,
} from './patient-overview.queries.js';
import { reportStatusOfRow } from './report-records.queries.js';

export interface PatientOverviewDeps extends Pick<ServiceDeps, 'db'> {
  patients: Pick<ServiceRegistry['patients'], 'get'>;
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
  cardiac: Pick<ServiceRegistry['cardiac'], 'scoreDays'>;
}

const signed = new Set<string>(signedStages);

/**
 * The Patient Overview modal (spec 000 §2, §4 'Patient overview'; §7 getPatientAllReportsVisit
 * and fetchPatientBillWiseReports) and the cumulative report (issue 12). Whoever may see the
 * patient (`patients.view`, the organisation's reach included) sees their visits and which
 * reports exist; the values of a report not yet signed only to result staff (`reports.view`),
 * so a desk sees that a report is pending, never a value no doctor has signed.
 */
export function createPatientOverviewService({ db, patients, labs, cardiac }: PatientOverviewDeps) {
  const patientOf = async (actor: LabActor, patientId: number) => {
    requirePermission(actor, 'patients.view');
    return patients.get({ actor, id: patientId });
  };

  const overviewReportOf = (row: OverviewReportRow, sex: ReturnType<typeof sexForRanges>, withUnsigned: boolean) => {
    const { report } = row;
    const isSigned = signed.has(report.entryStage);
    return {
      id: report.id,
      status: reportStatusOfRow(report, row.sample),
      test: row.test,
      department: row.department,
      bill: { id: row.bill.id, labBillId: row.bill.labBillId, due: row.bill.dueAmount > 0 },
      signed: isSigned,
      printDone: report.printDone,
      results: isSigned || withUnsigned ? overviewResultsOf(row.parameters ?? [], report.values, sex) : [],
    } satisfies OverviewReport;
  };

  return {
    /** `GET /api/v1/patients/{id}/visits`: the lab's calendar days of the patient's live bills, newest first. */
    async visits({ actor, patientId }: { actor: LabActor; patientId: number }): Promise<PatientVisits> {
      await patientOf(actor, patientId);
      const [lab, bills, scoreDays] = await Promise.all([
        labs.getLab(actor.labId),
        liveBillsOfPatient(db, actor.labId, patientId),
        cardiac.scoreDays({ labId: actor.labId, patientId }),
      ]);
      const scored = new Set(scoreDays);
      const days = new Map<string, PatientVisit>();
      for (const bill of bills) {
        const day = calendarDateIn(bill.createdAt, lab.timeZone);
        const visit = days.get(day) ?? { day, bills: [], reports: 0, cardiacScore: scored.has(day) };
        visit.bills.push({ id: bill.id, labBillId: bill.labBillId, billedAt: bill.createdAt.toISOString() });
        visit.reports += bill.reports;
        days.set(day, visit);
      }
      // Bills come newest first, so the days do too; a day's bills stay newest first.
      return { items: [...days.values()] };
    },

    /** `GET /api/v1/patients/{id}/visits/{day}/reports`: the reports of the bills made that day. */
    async visitReports({
      actor,
      patientId,
      day,
    }: {
      actor: LabActor;
      patientId: number;
      day: string;
    }): Promise<VisitReports> {
      const patient = await patientOf(actor, patientId);
      const { from, to } = labDay(day, (await labs.getLab(actor.labId)).timeZone, 'day');
      const rows = await reportsOfPatientBilledBetween(db, {
        labId: actor.labId,
        patientId,
        from,
        // The first instant after the day: timestamps are finer than its last millisecond.
        until: new Date(to.getTime() + 1),
      });
      const sex = sexForRanges(patient.gender);
      const withUnsigned = can(actor, 'reports.view');
      return { items: rows.map((row) => overviewReportOf(row, sex, withUnsigned)) };
    },

    /**
     * `GET /api/v1/patients/{id}/cumulative`: every numeric parameter of the patient's signed
     * reports, one column per visit (bill) oldest first, the level by the patient's range.
     */
    async cumulative({ actor, patientId }: { actor: LabActor; patientId: number }): Promise<CumulativeReport> {
      const patient = await patientOf(actor, patientId);
      const rows = await signedReportsOfPatient(db, actor.labId, patientId);
      const sources: CumulativeSource[] = rows.map((row) => ({
        billId: row.bill.id,
        labBillId: row.bill.labBillId,
        // The visit's date, as the overview's days read it: a bill's reports are entered over
        // hours or days, and one column a visit keeps the dates comparable.
        reportedAt: row.bill.createdAt.toISOString(),
        department: row.department.name,
        testId: row.test.id,
        test: row.test.name,
        parameters: row.parameters ?? [],
        values: row.report.values,
      }));
      return cumulativeTableOf(sources, sexForRanges(patient.gender));
    },
  };
}
export type PatientOverviewService = ReturnType<typeof createPatientOverviewService>;
