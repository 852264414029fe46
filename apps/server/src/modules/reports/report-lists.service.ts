import type {
  PatientReportsList,
  ReportList,
  ReportListItem,
  ReportListQuery,
  reportListSortKeys,
} from '@lims/contract';
import {
  type EntryListTab,
  operationSettingsOf,
  patientReportsStatusOf,
  type RedrawFlag,
  type SampleStatus,
  type SortingFlag,
} from '@lims/domain';
import type { z } from 'zod';
import type { LabActor } from '../../http/actor.js';
import { labUserIdOf } from '../../http/actor.js';
import { requirePermission } from '../../http/permissions.js';
import type { ServiceDeps } from '../../services.js';
import type { BranchesService } from '../branches/branches.service.js';
import { labDay } from '../patients/patients.service.js';
import type { LabsService } from '../settings/labs.service.js';
import {
  doctorIdOfLabUser,
  idSet,
  patientReportList,
  type ReportListRow,
  reportList,
  tabStageFilter,
} from './report-lists.queries.js';
import { reportStatusOfRow } from './report-records.queries.js';

type ListQuery = z.output<typeof ReportListQuery>;
type SortKey = (typeof reportListSortKeys)[number];

/** spec 001 §3 sortingFlag: 0 last updated, 1 accession date, 2 bill time. */
export const sortOfFlag: Record<SortingFlag, SortKey> = { 0: 'lastUpdated', 1: 'accessionDate', 2: 'billTime' };

/** A report's test, department, patient and bill are foreign keys: read through left joins, never missing. */
function joined<Value>(value: Value | null, what: string, reportId: number): Value {
  if (value === null) throw new Error(`report ${reportId} listed without its ${what}`);
  return value;
}

/** A timestamp read as JSON text ('2026-11-24T09:30:00.123456+00:00'), as the contract's instant. */
const instant = (text: string) => new Date(text).toISOString();

type ListedPatient = NonNullable<ReportListRow['patient']>;
const patientOf = (patient: ListedPatient): ReportListItem['patient'] => ({ ...patient });

/** A listed row as the contract's item, its status from the domain's one status function. */
export function reportListItemOf(row: ReportListRow): ReportListItem {
  const { report, sample } = row;
  const bill = joined(row.bill, 'bill', report.id);
  return {
    id: report.id,
    version: report.version,
    status: reportStatusOfRow(report, sample),
    stage: report.entryStage,
    test: joined(row.test, 'test', report.id),
    department: joined(row.department, 'department', report.id),
    patient: patientOf(joined(row.patient, 'patient', report.id)),
    bill: { id: bill.id, labBillId: bill.labBillId, billedAt: instant(bill.billedAt) },
    sample:
      sample === null
        ? null
        : {
            id: sample.id,
            autoSampleId: sample.autoSampleId,
            accessionNo: sample.accessionNo,
            status: sample.status as SampleStatus,
            redrawFlag: sample.redrawFlag as RedrawFlag,
            accessionedAt: sample.accessionedAt === null ? null : instant(sample.accessionedAt),
          },
    targetTatMinutes: report.targetTatMinutes,
    criticalValues: report.criticalValues,
    criticalAcknowledged: report.criticalAcknowledgedAt !== null,
    emergency: report.emergency,
    outsourced: row.outsourced,
    signatures: row.signatures,
    exception: {
      inQuestion: report.inQuestion,
      onHold: report.onHold,
      notPerformed: report.notPerformed,
      isResolved: report.isResolved,
      qcHold: row.qcHold,
    },
    consultingDoctorId: report.consultingDoctorId,
    updatedAt: report.updatedAt.toISOString(),
  };
}

/** No report can be of this department: a scope that keeps nothing. */
const noReports = idSet([]);

export interface ReportListsDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  labs: Pick<LabsService, 'getLab'>;
  branches: Pick<BranchesService, 'listScope'>;
}

/**
 * The entry lists (spec 002 §2 /test-wise and /patient-wise with their tabs, §4 'Worklist
 * tabs'): the live reports of the caller's departments and branch, billed within the header's
 * days, narrowed by the tab.
 */
export function createReportListsService({ db, now, labs, branches }: ReportListsDeps) {
  /** The filters of a query for this actor, and the sort the lab's sortingFlag gives. */
  const scopeOf = async (actor: LabActor, query: ListQuery) => {
    const lab = await labs.getLab(actor.labId);
    const tab: EntryListTab = query.tab;
    const requestedDepartment = query.departmentId ?? actor.departmentId ?? undefined;
    const reach = actor.departmentIds;
    const assignedDoctor =
      tab === 'assigned' ? await doctorIdOfLabUser(db, actor.labId, labUserIdOf(actor) ?? 0) : undefined;
    const { from, to } = query;
    const filters = {
      labId: actor.labId,
      live: true,
      [tabStageFilter(tab)]: true,
      departmentIds: reach === 'all' ? undefined : reach.length === 0 ? noReports : idSet(reach),
      departmentId: requestedDepartment,
      branchId: await branches.listScope({ actor, requested: undefined }),
      patientId: query.patientId,
      notRedrawn: tab === 'pending' ? true : undefined,
      emergency: tab === 'emergency' ? true : undefined,
      tatExceededAt: tab === 'tatExceeded' ? now().toISOString() : undefined,
      outsourced: tab === 'outsourced' ? true : undefined,
      critical: tab === 'critical' ? true : undefined,
      // A lab user who is no doctor has no reports assigned: an id no doctor has.
      consultingDoctorId: tab === 'assigned' ? (assignedDoctor ?? 0) : undefined,
      billedFrom: from && labDay(from, lab.timeZone, 'from').from.toISOString(),
      // The first instant after the last day: timestamps are finer than the day's last millisecond.
      billedBefore: to && new Date(labDay(to, lab.timeZone, 'to').to.getTime() + 1).toISOString(),
    };
    const sort = query.sort ?? sortOfFlag[operationSettingsOf(lab.settings.operation).sortingFlag];
    return { filters, sort };
  };

  return {
    /** `GET /reports`: the test-wise list, one row per report (spec 002 §2 /test-wise). */
    async list({ actor, query }: { actor: LabActor; query: ListQuery }): Promise<ReportList> {
      requirePermission(actor, 'reports.view');
      const { filters, sort } = await scopeOf(actor, query);
      const page = await reportList.page(db, { ...query, sort }, filters);
      return { ...page, items: page.items.map(reportListItemOf) };
    },

    /**
     * `GET /reports/patient-wise`: a page of patients, emergency ones first, each with the
     * reports the tab keeps and the patient-level status (spec 002 §4 'Patient-level status').
     */
    async listPatientWise({ actor, query }: { actor: LabActor; query: ListQuery }): Promise<PatientReportsList> {
      requirePermission(actor, 'reports.view');
      const { filters, sort } = await scopeOf(actor, query);
      const patientsPage = await patientReportList.page(db, { ...query, sort }, filters);
      const patients = patientsPage.items.flatMap((row) => (row.patient ? [{ ...row, patient: row.patient }] : []));
      const reports =
        patients.length === 0
          ? []
          : (
              await reportList.page(
                db,
                // Every matching report of the page's patients: a page of patients is never cut inside one.
                { ...query, sort, offset: 0, limit: reportsOfPatientsLimit },
                { ...filters, patientIds: idSet(patients.map((row) => row.patient.id)) },
              )
            ).items.map(reportListItemOf);
      return {
        ...patientsPage,
        items: patients.map((row) => {
          const own = reports.filter((report) => report.patient.id === row.patient.id);
          return {
            patient: patientOf(row.patient),
            status: patientReportsStatusOf(own.map((report) => report.status)),
            emergency: row.emergency,
            reports: own,
          };
        }),
      };
    },
  };
}
export type ReportListsService = ReturnType<typeof createReportListsService>;

/** The most reports read for one page of patients. */
const reportsOfPatientsLimit = 5000;
