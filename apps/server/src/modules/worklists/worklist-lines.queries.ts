import {
  exceptionBadgeOf,
  type RedrawFlag,
  type ReportException,
  type ReportSampleState,
  type SampleStatus,
  tatDueAt,
  tatStateOf,
  type WorklistStatus,
  worklistStatuses,
  worklistStatusOf,
} from '@lims/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  bills,
  branches,
  departments,
  doctors,
  labReports,
  organisations,
  patients,
  samples,
  sampleTypes,
  testCategories,
  tests,
} from '../../db/schema/index.js';
import type { WorklistLine, WorklistLineQuery } from './worklist-lines.js';

/*
 * The lines of every work list (decision 0047): live reports with their patient, bill, sample,
 * test and department, narrowed by a WorklistLineQuery. One statement filters and orders the
 * report ids; then each batch of ids is one statement reading its lines by their keys, with the
 * lists a line carries (signatures, devices, the format's parameters) as subqueries. Filtering
 * and sorting once rather than per batch keeps a 2,000-line list to five statements
 * (bench/worklists.bench.ts).
 */

const set = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** Accessioned, with a target, not redrawn: the clock runs (the domain's tatDueAt). */
const dueAtSql = sql`(case when ${samples.accessionedAt} is not null and ${labReports.targetTatMinutes} > 0
  and coalesce(${samples.redrawFlag}, 0) = 0
  then ${samples.accessionedAt} + ${labReports.targetTatMinutes} * interval '1 minute' end)`;

/** spec 002 §4 TAT: 'Exceeded when now is past accessionDate plus targetTat minutes' (the domain's tat.ts). */
const tatExceededAt = (now: Date) => sql`${dueAtSql} < ${now.toISOString()}::timestamptz`;

/** The domain's worklistStatusOf, written over the report's columns. */
const statusCondition: Record<WorklistStatus, SQL> = {
  dispatched: sql`${labReports.isSynced}`,
  approved: sql`(not ${labReports.isSynced} and (${labReports.isSigned} or ${labReports.isApproved}))`,
  processing: sql`(not ${labReports.isSynced} and not ${labReports.isSigned} and not ${labReports.isApproved}
    and ${labReports.completedTests} and ${labReports.partialFill})`,
  processed: sql`(not ${labReports.isSynced} and not ${labReports.isSigned} and not ${labReports.isApproved}
    and ${labReports.completedTests} and not ${labReports.partialFill})`,
  unprocessed: sql`(not ${labReports.isSynced} and not ${labReports.isSigned} and not ${labReports.isApproved}
    and not ${labReports.completedTests})`,
};

const exceptionColumn: Record<ReportException, SQL> = {
  inQuestion: sql`${labReports.inQuestion}`,
  onHold: sql`${labReports.onHold}`,
  notPerformed: sql`${labReports.notPerformed}`,
  resolved: sql`${labReports.isResolved}`,
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Every condition of the query, ANDed; each field left out keeps everything. */
function conditionsOf(query: WorklistLineQuery): SQL {
  const conditions: SQL[] = [
    sql`${labReports.labId} = ${query.labId}`,
    sql`${labReports.status} not in ('cancelled', 'dismissed') and not ${labReports.dismissed}`,
  ];
  const add = (condition: SQL | false | undefined) => {
    if (condition) conditions.push(condition);
  };
  if (query.departmentIds !== 'all') {
    add(sql`${labReports.departmentId} = any(${set(query.departmentIds)}::bigint[])`);
  }
  add(query.billedFrom && sql`${labReports.createdAt} >= ${query.billedFrom.toISOString()}::timestamptz`);
  add(query.billedBefore && sql`${labReports.createdAt} < ${query.billedBefore.toISOString()}::timestamptz`);
  add(query.departmentId !== undefined && sql`${labReports.departmentId} = ${query.departmentId}`);
  add(query.referralDoctorId !== undefined && sql`${bills.referralDoctorId} = ${query.referralDoctorId}`);
  add(query.organisationId !== undefined && sql`${bills.organisationId} = ${query.organisationId}`);
  add(query.categoryId !== undefined && sql`${tests.categoryId} = ${query.categoryId}`);
  add(
    query.testIds !== undefined &&
      query.testIds.length > 0 &&
      sql`${labReports.testId} = any(${set(query.testIds)}::bigint[])`,
  );
  add(
    query.deviceId !== undefined &&
      sql`exists (select 1 from device_tests dt where dt.lab_id = ${labReports.labId}
        and dt.device_id = ${query.deviceId} and dt.test_id = ${labReports.testId})`,
  );
  add(query.reportTag && exceptionColumn[query.reportTag]);
  add(query.dueFrom && sql`${dueAtSql} >= ${query.dueFrom.toISOString()}::timestamptz`);
  add(query.dueBefore && sql`${dueAtSql} < ${query.dueBefore.toISOString()}::timestamptz`);
  if (query.choice) {
    const { statuses, tatExceeded } = query.choice;
    const kept = worklistStatuses.filter((status) => statuses[status]).map((status) => statusCondition[status]);
    if (tatExceeded) kept.push(tatExceededAt(query.now));
    conditions.push(kept.length === 0 ? sql`false` : sql`(${sql.join(kept, sql` or `)})`);
  }
  add(
    query.pendingOnly &&
      sql`not ${labReports.isSigned} and not ${labReports.isApproved} and not ${labReports.isSynced}`,
  );
  add(query.sampleStates && sql`${samples.status} = any(${`{${query.sampleStates.join(',')}}`}::text[])`);
  add(query.accessionedOnly && sql`${samples.accessionNo} is not null`);
  add(query.patientId !== undefined && sql`${labReports.patientId} = ${query.patientId}`);
  add(query.patientName !== undefined && sql`${patients.fullName} ilike ${likePattern(query.patientName)}`);
  add(query.labPatientId !== undefined && sql`${patients.labPatientId} = ${query.labPatientId}`);
  // Lab numbers that are not all digits have no number: the case keeps the cast from reading them.
  const labNumber = sql`(case when ${bills.labBillId} ~ '^[0-9]{1,18}$' then ${bills.labBillId}::numeric end)`;
  add(query.labBillFrom !== undefined && sql`${labNumber} >= ${query.labBillFrom}`);
  add(query.labBillTo !== undefined && sql`${labNumber} <= ${query.labBillTo}`);
  add(
    query.signingDoctorId !== undefined &&
      sql`(${labReports.consultingDoctorId} = ${query.signingDoctorId} or exists (
        select 1 from report_signatures rs where rs.lab_id = ${labReports.labId} and rs.report_id = ${labReports.id}
          and rs.doctor_id = ${query.signingDoctorId}))`,
  );
  add(query.withClinicalHistory && sql`jsonb_array_length(${patients.diseases}) > 0`);
  return and(...conditions) as SQL;
}

/** The query's order, ending with the report id so that batches never skip or repeat a line. */
function orderOf(query: WorklistLineQuery): SQL[] {
  const direction = query.order.direction === 'asc' ? asc : desc;
  const last = (expression: SQL) => sql`${direction(expression)} nulls last`;
  const billedAt = last(sql`${bills.createdAt}`);
  const byKind: Record<WorklistLineQuery['order']['by'], SQL[]> = {
    billedAt: [billedAt],
    accession: [
      last(sql`(case when ${samples.accessionNo} ~ '^[0-9]{1,18}$' then ${samples.accessionNo}::numeric end)`),
      last(sql`${samples.accessionNo}`),
      last(sql`${samples.autoSampleId}`),
    ],
    sampleType: [last(sql`lower(${sampleTypes.name})`), last(sql`${samples.collectedAt}`)],
    department: [last(sql`lower(${departments.name})`), billedAt],
    patient: [last(sql`lower(${patients.fullName})`), billedAt],
  };
  return [...byKind[query.order.by], direction(labReports.id)];
}

/** The report's format (its own, else the test's default) with what was entered, in the format's order. */
const parametersSql = sql<WorklistLine['parameters']>`(
  select coalesce(json_agg(json_build_object(
      'name', p.parameter->>'name',
      'unit', nullif(p.parameter->>'unit', ''),
      'value', (select e->>'value' from jsonb_array_elements(${labReports.values}) e
        where e->>'index' = p.parameter->>'index' limit 1),
      'heading', coalesce((p.parameter->>'styleFlag')::boolean, false)
    ) order by (p.parameter->>'order')::numeric, p.position), '[]'::json)
  from report_formats f
  cross join lateral jsonb_array_elements(f.parameters) with ordinality as p(parameter, position)
  where f.lab_id = ${labReports.labId} and f.id = coalesce(${labReports.reportFormatId}, (
    select df.id from report_formats df
    where df.lab_id = ${labReports.labId} and df.test_id = ${labReports.testId} and df.is_default and df.enabled
    order by df.id limit 1
  ))
)`;

/** Timestamps inside JSON are text; the query reads them back as instants. */
const lineFields = (query: WorklistLineQuery) => ({
  reportId: labReports.id,
  test: {
    id: tests.id,
    code: tests.code,
    name: tests.name,
    categoryName: testCategories.name,
  },
  department: { id: departments.id, name: departments.name },
  patient: {
    id: patients.id,
    labPatientId: patients.labPatientId,
    fullName: patients.fullName,
    designation: patients.designation,
    gender: patients.gender,
    age: patients.age,
    ageUnit: patients.ageUnit,
    patientType: patients.patientType,
    clinicalHistory: sql<string | null>`(
      select string_agg(nullif(trim(d.entry->>'name'), ''), ', ' order by d.position)
      from jsonb_array_elements(${patients.diseases}) with ordinality as d(entry, position)
    )`,
  },
  bill: {
    id: bills.id,
    labBillId: bills.labBillId,
    billedAt: bills.createdAt,
    comments: bills.comments,
    orderNumber: bills.orderNumber,
    referralDoctorName: referralDoctors.fullName,
    organisationName: organisations.name,
    branchName: branches.name,
  },
  sample: {
    id: samples.id,
    autoSampleId: samples.autoSampleId,
    manualSampleId: samples.manualSampleId,
    accessionNo: samples.accessionNo,
    accessionedAt: samples.accessionedAt,
    collectedAt: samples.collectedAt,
    receivedAt: samples.receivedAt,
    status: samples.status,
    redrawFlag: samples.redrawFlag,
    typeName: sampleTypes.name,
  },
  report: {
    status: labReports.status,
    dismissed: labReports.dismissed,
    markedAsDone: labReports.markedAsDone,
    isSynced: labReports.isSynced,
    isApproved: labReports.isApproved,
    isSigned: labReports.isSigned,
    partialSigned: labReports.partialSigned,
    partialFill: labReports.partialFill,
    completedTests: labReports.completedTests,
    emergency: labReports.emergency,
    targetTatMinutes: labReports.targetTatMinutes,
    comments: labReports.comments,
    inQuestion: labReports.inQuestion,
    onHold: labReports.onHold,
    notPerformed: labReports.notPerformed,
    isResolved: labReports.isResolved,
  },
  signingDoctors: sql<string[]>`(
    select coalesce(json_agg(sd.full_name order by rs.position), '[]'::json)
    from report_signatures rs join doctors sd on sd.lab_id = rs.lab_id and sd.id = rs.doctor_id
    where rs.lab_id = ${labReports.labId} and rs.report_id = ${labReports.id}
  )`,
  deviceNames: sql<string[]>`(
    select coalesce(json_agg(dv.name order by lower(dv.name), dv.id), '[]'::json)
    from device_tests dt join devices dv on dv.lab_id = dt.lab_id and dv.id = dt.device_id
    where dt.lab_id = ${labReports.labId} and dt.test_id = ${labReports.testId} and dv.enabled
  )`,
  parameters: query.withParameters ? parametersSql : sql<WorklistLine['parameters']>`'[]'::json`,
});

/** The bill's referral doctor, apart from the signing doctors of the signatures. */
const referralDoctors = alias(doctors, 'referral_doctors');

/** The report and everything it is filtered and ordered by, each on its key. */
const patientOfReport = and(eq(patients.labId, labReports.labId), eq(patients.id, labReports.patientId));
const billOfReport = and(eq(bills.labId, labReports.labId), eq(bills.id, labReports.billId));
const testOfReport = and(eq(tests.labId, labReports.labId), eq(tests.id, labReports.testId));
const departmentOfReport = and(eq(departments.labId, labReports.labId), eq(departments.id, labReports.departmentId));
const sampleOfReport = and(eq(samples.labId, labReports.labId), eq(samples.id, labReports.sampleId));
const typeOfSample = and(eq(sampleTypes.labId, samples.labId), eq(sampleTypes.id, samples.sampleTypeId));
const categoryOfTest = and(eq(testCategories.labId, tests.labId), eq(testCategories.id, tests.categoryId));

/** How many lines the query keeps. */
export async function countLines(db: Executor, query: WorklistLineQuery): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(labReports)
    .innerJoin(patients, patientOfReport)
    .innerJoin(bills, billOfReport)
    .innerJoin(tests, testOfReport)
    .innerJoin(departments, departmentOfReport)
    .leftJoin(samples, sampleOfReport)
    .leftJoin(sampleTypes, typeOfSample)
    .leftJoin(testCategories, categoryOfTest)
    .where(conditionsOf(query));
  return row?.count ?? 0;
}

const reportSampleStates: readonly string[] = ['notCollected', 'collected', 'received', 'rejected'];
const sampleStateOf = (status: string | null): ReportSampleState =>
  status === null
    ? // A test with no sample (a radiology study, a consultation) is done on the patient: received.
      'received'
    : reportSampleStates.includes(status)
      ? (status as ReportSampleState)
      : 'notCollected';

/** The lines of these reports, with the names printed beside them; in no order. */
const readRows = (db: Executor, query: WorklistLineQuery, reportIds: readonly number[]) =>
  db
    .select(lineFields(query))
    .from(labReports)
    .innerJoin(patients, patientOfReport)
    .innerJoin(bills, billOfReport)
    .innerJoin(tests, testOfReport)
    .innerJoin(departments, departmentOfReport)
    .leftJoin(samples, sampleOfReport)
    .leftJoin(sampleTypes, typeOfSample)
    .leftJoin(testCategories, categoryOfTest)
    .leftJoin(
      referralDoctors,
      and(eq(referralDoctors.labId, bills.labId), eq(referralDoctors.id, bills.referralDoctorId)),
    )
    .leftJoin(organisations, and(eq(organisations.labId, bills.labId), eq(organisations.id, bills.organisationId)))
    .leftJoin(branches, and(eq(branches.labId, bills.labId), eq(branches.id, bills.branchId)))
    .where(and(eq(labReports.labId, query.labId), sql`${labReports.id} = any(${set(reportIds)}::bigint[])`));
type LineRow = Awaited<ReturnType<typeof readRows>>[number];

function lineOf(row: LineRow, now: Date): WorklistLine {
  const { report, sample } = row;
  const redrawFlag = (sample?.redrawFlag ?? 0) as RedrawFlag;
  const flags = {
    dismissed: report.dismissed || report.status === 'dismissed' || report.status === 'cancelled',
    markedAsDone: report.markedAsDone,
    redrawFlag,
    isSynced: report.isSynced,
    isApproved: report.isApproved,
    isSigned: report.isSigned,
    partialSigned: report.partialSigned,
    isPartialFill: report.partialFill,
    completedTests: report.completedTests,
    sample: sampleStateOf(sample?.id ? sample.status : null),
  };
  const tat = {
    accessionDate: sample?.accessionedAt ?? null,
    targetTatMinutes: report.targetTatMinutes,
    redrawn: redrawFlag !== 0,
  };
  const exception = exceptionBadgeOf(report)?.kind ?? null;
  return {
    reportId: row.reportId,
    test: row.test,
    department: row.department,
    patient: row.patient,
    bill: row.bill,
    sample:
      sample?.id == null
        ? null
        : {
            id: sample.id,
            autoSampleId: sample.autoSampleId as string,
            manualSampleId: sample.manualSampleId,
            accessionNo: sample.accessionNo,
            accessionedAt: sample.accessionedAt,
            collectedAt: sample.collectedAt,
            receivedAt: sample.receivedAt,
            status: sample.status as SampleStatus,
            typeName: sample.typeName,
          },
    flags,
    worklistStatus: worklistStatusOf(flags),
    emergency: report.emergency,
    targetTatMinutes: report.targetTatMinutes,
    dueAt: tatDueAt(tat),
    tatExceeded: tatStateOf({ ...tat, now }).kind === 'exceeded',
    comments: report.comments,
    exception: exception === 'qcHold' ? 'onHold' : exception,
    signingDoctors: row.signingDoctors,
    parameters: row.parameters,
    deviceNames: row.deviceNames,
  };
}

/**
 * The report ids of the query's lines, in its order: one statement filters and sorts them once,
 * and the lines are then read by these ids in batches (readLines), each batch by its keys.
 */
export async function readLineIds(db: Executor, query: WorklistLineQuery): Promise<number[]> {
  const rows = await db
    .select({ id: labReports.id })
    .from(labReports)
    .innerJoin(patients, patientOfReport)
    .innerJoin(bills, billOfReport)
    .innerJoin(tests, testOfReport)
    .innerJoin(departments, departmentOfReport)
    .leftJoin(samples, sampleOfReport)
    .leftJoin(sampleTypes, typeOfSample)
    .leftJoin(testCategories, categoryOfTest)
    .where(conditionsOf(query))
    .orderBy(...orderOf(query));
  return rows.map((row) => row.id);
}

/** The lines of a batch of readLineIds' ids, in the order of the ids; an id no longer live is left out. */
export async function readLines(
  db: Executor,
  query: WorklistLineQuery,
  reportIds: readonly number[],
): Promise<WorklistLine[]> {
  if (reportIds.length === 0) return [];
  const rows = await readRows(db, query, reportIds);
  const byId = new Map(rows.map((row) => [row.reportId, row]));
  return reportIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [lineOf(row, query.now)] : [];
  });
}
