import { type EntryListTab, entryListTabs, stagesOfTab } from '@lims/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { bills, doctors, labReports, patients, reportSignatures, samples } from '../../db/schema/index.js';
import {
  type ConditionFilter,
  type CursorFields,
  conditionFilter,
  defineList,
} from '../../platform/lists/list-page.js';

/*
 * The entry lists (spec 002 §2 /test-wise, /patient-wise and their tabs; spec 001 §7
 * doctor/waiting and doctor/history): live reports with what the list shows beside each, its
 * test, department, patient, bill and sample. The patient, bill and sample are left joins for
 * the filters, sorts and search that read them; a statement that reads none of them reads
 * lab_reports alone (PostgreSQL drops a left join on a unique key whose columns are unused).
 */
const patientOfReport = and(eq(patients.labId, labReports.labId), eq(patients.id, labReports.patientId));
const billOfReport = and(eq(bills.labId, labReports.labId), eq(bills.id, labReports.billId));
const sampleOfReport = and(eq(samples.labId, labReports.labId), eq(samples.id, labReports.sampleId));

/** Out at a centre now: its sending not yet put back (the outsourcing area's report_outsourcings). */
const outsourcedNow = sql<boolean>`exists (
  select 1 from report_outsourcings o
  where o.lab_id = ${labReports.labId} and o.lab_report_id = ${labReports.id} and o.status = 'sent'
)`;

/**
 * Held by an unresolved QC hold (the quality-control area's qc_hold_reports): the badge reads
 * 'QC Hold' (spec 001 §4) and the report cannot be signed.
 */
export const qcHeldNow = sql<boolean>`exists (
  select 1 from qc_hold_reports r join qc_holds h on h.lab_id = r.lab_id and h.id = r.hold_id
  where r.lab_id = ${labReports.labId} and r.report_id = ${labReports.id} and h.resolved_at is null
)`;

const patientFields = {
  id: patients.id,
  labPatientId: patients.labPatientId,
  fullName: patients.fullName,
  designation: patients.designation,
  gender: patients.gender,
  age: patients.age,
  ageUnit: patients.ageUnit,
};

/*
 * What a row shows of its test, department, patient, bill and sample is read by a subquery of
 * its own rather than through the joins: PostgreSQL works such a subquery out after the sort
 * and the limit, for the 50 rows of the page only, and drops a join no filter, sort or search
 * reads. Joined, every row the tab keeps was read in the five tables before sorting (3,400 rows
 * of a pending tab on 1,000,000 reports, and a plan reading all the samples).
 */
const listedTest = sql<{ id: number; code: string; name: string } | null>`(
  select json_build_object('id', t.id, 'code', t.code, 'name', t.name)
  from tests t where t.lab_id = ${labReports.labId} and t.id = ${labReports.testId}
)`;
const listedDepartment = sql<{ id: number; name: string } | null>`(
  select json_build_object('id', d.id, 'name', d.name)
  from departments d where d.lab_id = ${labReports.labId} and d.id = ${labReports.departmentId}
)`;
export interface ListedPatient {
  id: number;
  labPatientId: string;
  fullName: string;
  designation: string | null;
  gender: string | null;
  age: number | null;
  ageUnit: string | null;
}
const listedPatient = sql<ListedPatient | null>`(
  select json_build_object('id', p.id, 'labPatientId', p.lab_patient_id, 'fullName', p.full_name,
    'designation', p.designation, 'gender', p.gender, 'age', p.age, 'ageUnit', p.age_unit)
  from patients p where p.lab_id = ${labReports.labId} and p.id = ${labReports.patientId}
)`;
/** Timestamps in JSON are text: the service reads them back as instants. */
const listedBill = sql<{ id: number; labBillId: string; billedAt: string } | null>`(
  select json_build_object('id', b.id, 'labBillId', b.lab_bill_id, 'billedAt', b.created_at)
  from bills b where b.lab_id = ${labReports.labId} and b.id = ${labReports.billId}
)`;
const listedSample = sql<{
  id: number;
  autoSampleId: string;
  accessionNo: string | null;
  status: string;
  redrawFlag: number;
  accessionedAt: string | null;
} | null>`(
  select json_build_object('id', s.id, 'autoSampleId', s.auto_sample_id, 'accessionNo', s.accession_no,
    'status', s.status, 'redrawFlag', s.redraw_flag, 'accessionedAt', s.accessioned_at)
  from samples s where s.lab_id = ${labReports.labId} and s.id = ${labReports.sampleId}
)`;

const reportFields = {
  report: {
    id: labReports.id,
    version: labReports.version,
    status: labReports.status,
    dismissed: labReports.dismissed,
    markedAsDone: labReports.markedAsDone,
    isSynced: labReports.isSynced,
    isApproved: labReports.isApproved,
    isSigned: labReports.isSigned,
    partialSigned: labReports.partialSigned,
    partialFill: labReports.partialFill,
    completedTests: labReports.completedTests,
    entryStage: labReports.entryStage,
    targetTatMinutes: labReports.targetTatMinutes,
    criticalValues: labReports.criticalValues,
    criticalAcknowledgedAt: labReports.criticalAcknowledgedAt,
    emergency: labReports.emergency,
    inQuestion: labReports.inQuestion,
    onHold: labReports.onHold,
    notPerformed: labReports.notPerformed,
    isResolved: labReports.isResolved,
    consultingDoctorId: labReports.consultingDoctorId,
    updatedAt: labReports.updatedAt,
  },
  test: listedTest,
  department: listedDepartment,
  patient: listedPatient,
  bill: listedBill,
  sample: listedSample,
  outsourced: outsourcedNow,
  qcHold: qcHeldNow,
  signatures: sql<number>`(
    select count(*) from report_signatures s where s.lab_id = ${labReports.labId} and s.report_id = ${labReports.id}
  )`.mapWith(Number),
};

const reportListSelect = (db: Executor, cursor: CursorFields) =>
  db
    .select({ ...reportFields, ...cursor })
    .from(labReports)
    .leftJoin(patients, patientOfReport)
    .leftJoin(bills, billOfReport)
    .leftJoin(samples, sampleOfReport)
    .$dynamic();

const signatureOfReport = and(
  eq(reportSignatures.labId, labReports.labId),
  eq(reportSignatures.reportId, labReports.id),
);

/** A doctor's signed reports: one row per signature, the doctor given by the `signedBy` filter. */
const signedListSelect = (db: Executor, cursor: CursorFields) =>
  db
    .select({ ...reportFields, signedAt: reportSignatures.signedAt, ...cursor })
    .from(labReports)
    .innerJoin(reportSignatures, signatureOfReport)
    .leftJoin(patients, patientOfReport)
    .leftJoin(bills, billOfReport)
    .leftJoin(samples, sampleOfReport)
    .$dynamic();

/** One row per patient with a report the filters keep: whether any is an emergency, and when they last moved. */
const patientListSelect = (db: Executor, cursor: CursorFields) =>
  db
    .select({
      patient: patientFields,
      emergency: sql<boolean>`bool_or(${labReports.emergency})`,
      ...cursor,
    })
    .from(labReports)
    .leftJoin(patients, patientOfReport)
    .leftJoin(bills, billOfReport)
    .leftJoin(samples, sampleOfReport)
    .groupBy(patients.labId, patients.id)
    .$dynamic();

/** A set of ids as one parameter, `{1,2,3}`: prepared once whatever its length. */
export const idSet = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * A tab's entry stages (the domain's stagesOfTab), one filter per tab, each only ever given
 * `true`. The stages are written into the statement rather than given as a parameter: a
 * prepared statement's generic plan cannot tell how few rows `entry_stage = any($1)` keeps, and
 * read all of lab_reports (340 ms on 1,000,000 reports, bench/report-entry.bench.ts).
 */
export const tabStageFilter = (tab: EntryListTab) => `${tab}Stages` as const;
const tabStageFilters = Object.fromEntries(
  entryListTabs.map((tab) => [
    tabStageFilter(tab),
    conditionFilter<boolean>(
      (on) =>
        sql`${labReports.entryStage} in (${sql.raw(stagesOfTab[tab].map((stage) => `'${stage}'`).join(', '))}) and ${on}::boolean`,
    ),
  ]),
) as Record<ReturnType<typeof tabStageFilter>, ConditionFilter<boolean>>;

/**
 * What every entry list can be narrowed to. `live` and the tab's stages read only lab_reports, as the
 * partial index lab_reports_entry (lab_id, entry_stage, created_at desc, id desc) where live
 * does: the status test is written out, not a parameter, so that the planner sees the index's
 * condition in the query.
 */
const entryFilters = {
  labId: labReports.labId,
  /** Only ever given `true`: not cancelled with its bill line, not dismissed with its bill. */
  live: conditionFilter<boolean>(
    (live) =>
      sql`${labReports.status} not in ('cancelled', 'dismissed') and not ${labReports.dismissed} and ${live}::boolean`,
  ),
  ...tabStageFilters,
  departmentIds: conditionFilter<string>((ids) => sql`${labReports.departmentId} = any(${ids}::bigint[])`),
  departmentId: labReports.departmentId,
  branchId: bills.branchId,
  patientId: labReports.patientId,
  patientIds: conditionFilter<string>((ids) => sql`${labReports.patientId} = any(${ids}::bigint[])`),
  /** Only ever given `true`: the sample, if any, neither redrawn nor redone (spec 002 §4 'Pending excludes redraw-flagged'). */
  notRedrawn: conditionFilter<boolean>(
    (notRedrawn) => sql`not exists (
      select 1 from samples s
      where s.lab_id = ${labReports.labId} and s.id = ${labReports.sampleId} and s.redraw_flag <> 0
    ) and ${notRedrawn}::boolean`,
  ),
  emergency: labReports.emergency,
  /** The instant it is now: past the accession plus the target, never for a redrawn sample or no target (spec 002 §4 TAT). */
  tatExceededAt: conditionFilter<string>(
    (now) => sql`${samples.accessionedAt} is not null and ${labReports.targetTatMinutes} > 0
      and coalesce(${samples.redrawFlag}, 0) = 0
      and ${samples.accessionedAt} + ${labReports.targetTatMinutes} * interval '1 minute' < ${now}::timestamptz`,
  ),
  /** Only ever given `true`. */
  outsourced: conditionFilter<boolean>((outsourced) => sql`${outsourcedNow} and ${outsourced}::boolean`),
  /** Only ever given `true`: saved with a critical value (spec 001 §3 criticalValues). */
  critical: conditionFilter<boolean>((critical) => sql`${labReports.criticalValues} > 0 and ${critical}::boolean`),
  consultingDoctorId: labReports.consultingDoctorId,
  completedTests: labReports.completedTests,
  /** Only ever given `false`: not submitted. */
  isSynced: labReports.isSynced,
  /** A doctor's reach: every department, or those of doctor_departments (spec 002 §6). */
  reachedByDoctor: conditionFilter<number>(
    (doctorId) => sql`(exists (
      select 1 from doctors d where d.lab_id = ${labReports.labId} and d.id = ${doctorId}::bigint and d.all_departments
    ) or exists (
      select 1 from doctor_departments dd
      where dd.lab_id = ${labReports.labId} and dd.doctor_id = ${doctorId}::bigint
        and dd.department_id = ${labReports.departmentId}
    ))`,
  ),
  notSignedBy: conditionFilter<number>(
    (doctorId) => sql`not exists (
      select 1 from report_signatures s
      where s.lab_id = ${labReports.labId} and s.report_id = ${labReports.id} and s.doctor_id = ${doctorId}::bigint
    )`,
  ),
  billedFrom: conditionFilter<string>((from) => sql`${labReports.createdAt} >= ${from}::timestamptz`),
  billedBefore: conditionFilter<string>((before) => sql`${labReports.createdAt} < ${before}::timestamptz`),
};

const reportSearch = [
  patients.fullName,
  patients.labPatientId,
  bills.labBillId,
  samples.autoSampleId,
  samples.manualSampleId,
  samples.accessionNo,
];

/**
 * The test-wise list: one row per report, emergency reports first whatever the sort, then by
 * the sort asked or the lab's sortingFlag (spec 001 §3: 0 last updated, 1 accession date, 2 bill
 * time), then by id.
 */
export const reportList = defineList({
  select: (db, cursor) => reportListSelect(db, cursor),
  id: labReports.id,
  search: reportSearch,
  sort: {
    lastUpdated: labReports.updatedAt,
    accessionDate: samples.accessionedAt,
    billTime: labReports.createdAt,
  },
  defaultSort: 'lastUpdated',
  filters: entryFilters,
  first: sql`${labReports.emergency} desc`,
});
export type ReportListRow = Awaited<ReturnType<typeof reportList.page>>['items'][number];

/** The patient-wise list: patients with a report the filters keep, emergency patients first, latest activity next. */
export const patientReportList = defineList({
  select: (db, cursor) => patientListSelect(db, cursor),
  id: patients.id,
  search: reportSearch,
  sort: {
    lastUpdated: sql`max(${labReports.updatedAt})`,
    accessionDate: sql`max(${samples.accessionedAt})`,
    billTime: sql`max(${labReports.createdAt})`,
  },
  defaultSort: 'lastUpdated',
  filters: entryFilters,
  first: sql`bool_or(${labReports.emergency}) desc`,
});

/** spec 001 §7 doctor/history: the reports a doctor signed, by when they signed, newest first. */
export const signedReportList = defineList({
  select: (db, cursor) => signedListSelect(db, cursor),
  id: labReports.id,
  search: reportSearch,
  sort: { signedAt: reportSignatures.signedAt },
  defaultSort: 'signedAt',
  filters: {
    ...entryFilters,
    signedBy: reportSignatures.doctorId,
    signedFrom: conditionFilter<string>((from) => sql`${reportSignatures.signedAt} >= ${from}::timestamptz`),
    signedBefore: conditionFilter<string>((before) => sql`${reportSignatures.signedAt} < ${before}::timestamptz`),
  },
});

/** The doctor identity of a lab user (spec 000 §1: a doctor who is also a lab user), for the 'assigned' tab. */
export const doctorIdOfLabUser = async (db: Executor, labId: number, labUserId: number): Promise<number | null> => {
  const [row] = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(and(eq(doctors.labId, labId), eq(doctors.labUserId, labUserId)))
    .orderBy(asc(doctors.id))
    .limit(1);
  return row?.id ?? null;
};
