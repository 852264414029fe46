import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { bills, labReports, patients, reportPrintRuns } from '../../db/schema/index.js';
import { type CursorFields, conditionFilter, defineList } from '../../platform/lists/list-page.js';
import type { LabReportRow } from './reports.queries.js';

/*
 * The print and dispatch waiting list (spec 001 §2, §4 'Print waiting list'; packages/domain
 * reports/print-waiting-list.ts gives the same rules in words). Every statement reads the live
 * signed reports through the partial index lab_reports_prints (migration 0017): its condition is
 * written out in `printable`, never a parameter, so that the planner matches it.
 */
const patientOfReport = and(eq(patients.labId, labReports.labId), eq(patients.id, labReports.patientId));
const billOfReport = and(eq(bills.labId, labReports.labId), eq(bills.id, labReports.billId));

/** A condition of the list, made of its value (a placeholder in the prepared page, a parameter in the counts). */
type Condition = (value: unknown) => SQL;

/** Done by an outsource centre: sent to one and not put back (put back, the lab did the test itself). */
const outsourced = sql<boolean>`exists (
  select 1 from report_outsourcings o
  where o.lab_id = ${labReports.labId} and o.lab_report_id = ${labReports.id} and o.status <> 'returned'
)`;

/**
 * What the list can be narrowed to. The boolean ones are only ever given `true`; the searches
 * a `%text%` pattern (contains, case-insensitive).
 */
const conditions = {
  /** Live and signed, approved or submitted: the partial index lab_reports_prints' own condition. */
  printable: (on) => sql`${labReports.entryStage} in ('signed', 'approved', 'dispatched')
    and ${labReports.status} not in ('cancelled', 'dismissed') and not ${labReports.dismissed} and ${on}::boolean`,
  /** The Pending tab (spec 001 §4 'hides reports already printed'). */
  notPrinted: (on) => sql`not ${labReports.printDone} and ${on}::boolean`,
  /** The dispatched tab, the archives, and status case 2 ('synced only'). */
  dispatched: (on) => sql`${labReports.entryStage} = 'dispatched' and ${on}::boolean`,
  /** Status case 3 ('unsynced only'). */
  notDispatched: (on) => sql`${labReports.entryStage} <> 'dispatched' and ${on}::boolean`,
  notArchived: (on) => sql`${labReports.archivedAt} is null and ${on}::boolean`,
  /** Paid case 2: 'requires the bill complete' (nothing due). */
  paid: (on) => sql`${bills.dueAmount} <= 0 and ${on}::boolean`,
  notSeen: (on) => sql`${labReports.firstViewedAt} is null and ${on}::boolean`,
  notOutsourced: (on) => sql`not ${outsourced} and ${on}::boolean`,
  departmentId: (id) => sql`${labReports.departmentId} = ${id}`,
  branchId: (id) => sql`${bills.branchId} = ${id}`,
  patientId: (id) => sql`${labReports.patientId} = ${id}`,
  patientIds: (ids) => sql`${labReports.patientId} = any(${ids}::bigint[])`,
  billedFrom: (from) => sql`${labReports.createdAt} >= ${from}::timestamptz`,
  billedBefore: (before) => sql`${labReports.createdAt} < ${before}::timestamptz`,
  searchId: (pattern) => sql`(${patients.labPatientId} ilike ${pattern} or ${patients.referenceId} ilike ${pattern})`,
  searchName: (pattern) => sql`${patients.fullName} ilike ${pattern}`,
  searchReferral: (pattern) => sql`exists (
    select 1 from doctors d where d.lab_id = ${bills.labId} and d.id = ${bills.referralDoctorId} and d.full_name ilike ${pattern}
  )`,
  searchOrganisation: (pattern) => sql`exists (
    select 1 from organisations o where o.lab_id = ${bills.labId} and o.id = ${bills.organisationId} and o.name ilike ${pattern}
  )`,
} satisfies Record<string, Condition>;

type ConditionName = keyof typeof conditions;
const conditionNames = Object.keys(conditions) as ConditionName[];

/** The values of the list's filters; one left undefined narrows nothing. */
export type PrintFilterValues = { labId: number } & {
  printable: true;
  notPrinted?: true | undefined;
  dispatched?: true | undefined;
  notDispatched?: true | undefined;
  notArchived?: true | undefined;
  paid?: true | undefined;
  notSeen?: true | undefined;
  notOutsourced?: true | undefined;
  departmentId?: number | undefined;
  branchId?: number | undefined;
  patientId?: number | undefined;
  patientIds?: string | undefined;
  billedFrom?: string | undefined;
  billedBefore?: string | undefined;
  searchId?: string | undefined;
  searchName?: string | undefined;
  searchReferral?: string | undefined;
  searchOrganisation?: string | undefined;
};

const listFilters = {
  labId: labReports.labId,
  ...(Object.fromEntries(
    conditionNames.map((name) => [name, conditionFilter<unknown>((value) => conditions[name](value))]),
  ) as Record<ConditionName, ReturnType<typeof conditionFilter<unknown>>>),
};

/** `%` and `_` in a search are the characters themselves (as the list helper's own search). */
export const containing = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

const listSearch = [patients.fullName, patients.labPatientId, bills.labBillId];

export interface PrintListPatientRow {
  id: number;
  labPatientId: string;
  referenceId: string | null;
  fullName: string;
  designation: string | null;
  age: number | null;
  ageUnit: string | null;
  gender: string | null;
  recurring: boolean;
}

/** One row per patient with a report the filters keep: whether any is an emergency, and their newest bill time. */
const patientPageSelect = (db: Executor, cursor: CursorFields) =>
  db
    .select({
      patient: {
        id: patients.id,
        labPatientId: patients.labPatientId,
        referenceId: patients.referenceId,
        fullName: patients.fullName,
        designation: patients.designation,
        age: patients.age,
        ageUnit: patients.ageUnit,
        gender: patients.gender,
        recurring: patients.recurring,
      },
      emergency: sql<boolean>`bool_or(${labReports.emergency})`,
      ...cursor,
    })
    .from(labReports)
    .leftJoin(patients, patientOfReport)
    .leftJoin(bills, billOfReport)
    .groupBy(patients.labId, patients.id)
    .$dynamic();

/**
 * spec 001 §4 'Grouping': a page of patients, emergency patients first, then by their newest
 * report's bill time in the direction the lab's showLatestOnTop gives.
 */
export const printPatientList = defineList({
  select: patientPageSelect,
  id: patients.id,
  search: listSearch,
  sort: { latest: sql`max(${labReports.createdAt})` },
  defaultSort: 'latest',
  filters: listFilters,
  first: sql`bool_or(${labReports.emergency}) desc`,
});

export interface ListedBill {
  id: number;
  labBillId: string;
  billedAt: string;
  due: boolean;
  referral: string | null;
  organisation: string | null;
}

/** What a card shows of a report's bill, worked out for the listed reports only (after the sort and limit). */
const listedBill = sql<ListedBill | null>`(
  select json_build_object('id', b.id, 'labBillId', b.lab_bill_id, 'billedAt', b.created_at, 'due', b.due_amount > 0,
    'referral', (select d.full_name from doctors d where d.lab_id = b.lab_id and d.id = b.referral_doctor_id),
    'organisation', (select o.name from organisations o where o.lab_id = b.lab_id and o.id = b.organisation_id))
  from bills b where b.lab_id = ${labReports.labId} and b.id = ${labReports.billId}
)`;

const reportPageSelect = (db: Executor, cursor: CursorFields) =>
  db
    .select({
      report: {
        id: labReports.id,
        patientId: labReports.patientId,
        billId: labReports.billId,
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
        emergency: labReports.emergency,
        printDone: labReports.printDone,
        printedAt: labReports.printedAt,
        firstViewedAt: labReports.firstViewedAt,
        createdAt: labReports.createdAt,
      },
      test: sql<{ id: number; name: string } | null>`(
        select json_build_object('id', t.id, 'name', t.name)
        from tests t where t.lab_id = ${labReports.labId} and t.id = ${labReports.testId}
      )`,
      department: sql<{ id: number; name: string } | null>`(
        select json_build_object('id', d.id, 'name', d.name)
        from departments d where d.lab_id = ${labReports.labId} and d.id = ${labReports.departmentId}
      )`,
      bill: listedBill,
      sample: sql<{ status: string; redrawFlag: number } | null>`(
        select json_build_object('status', s.status, 'redrawFlag', s.redraw_flag)
        from samples s where s.lab_id = ${labReports.labId} and s.id = ${labReports.sampleId}
      )`,
      outsourced,
      signedAt: sql<string | null>`(
        select min(s.signed_at)::text from report_signatures s
        where s.lab_id = ${labReports.labId} and s.report_id = ${labReports.id}
      )`,
      ...cursor,
    })
    .from(labReports)
    .leftJoin(patients, patientOfReport)
    .leftJoin(bills, billOfReport)
    .$dynamic();

/** The reports of a page's patients that the same filters keep (`patientIds`), by bill time. */
export const printReportList = defineList({
  select: reportPageSelect,
  id: labReports.id,
  search: listSearch,
  sort: { latest: labReports.createdAt },
  defaultSort: 'latest',
  filters: listFilters,
});
export type PrintReportRow = Awaited<ReturnType<typeof printReportList.page>>['items'][number];

/** spec 001 §4 'Counts of signed and dispatched reports are kept': over every report the filters keep. */
export async function printCounts(
  db: Executor,
  { labId, ...values }: PrintFilterValues,
  search: string | undefined,
): Promise<{ signed: number; dispatched: number }> {
  const where = and(
    eq(labReports.labId, labId),
    ...conditionNames.flatMap((name) => {
      const value = values[name];
      return value === undefined ? [] : [conditions[name](value)];
    }),
    search === undefined
      ? undefined
      : sql`(${sql.join(
          listSearch.map((column) => sql`${column} ilike ${containing(search)}`),
          sql` or `,
        )})`,
  );
  const [row] = await db
    .select({
      signed: sql<number>`count(*) filter (where ${labReports.entryStage} <> 'dispatched')`.mapWith(Number),
      dispatched: sql<number>`count(*) filter (where ${labReports.entryStage} = 'dispatched')`.mapWith(Number),
    })
    .from(labReports)
    .leftJoin(patients, patientOfReport)
    .leftJoin(bills, billOfReport)
    .where(where);
  return row ?? { signed: 0, dispatched: 0 };
}

/** Bills whose every live report is signed ('All Reports Ready'), of the bills given. */
export async function readyBillIds(db: Executor, labId: number, billIds: readonly number[]): Promise<Set<number>> {
  if (billIds.length === 0) return new Set();
  const rows = await db
    .select({
      billId: labReports.billId,
      ready: sql<boolean>`bool_and(${labReports.entryStage} in ('signed', 'approved', 'dispatched'))`,
    })
    .from(labReports)
    .where(
      and(
        eq(labReports.labId, labId),
        inArray(labReports.billId, [...billIds]),
        sql`${labReports.status} not in ('cancelled', 'dismissed') and not ${labReports.dismissed}`,
      ),
    )
    .groupBy(labReports.billId);
  return new Set(rows.filter((row) => row.ready).map((row) => row.billId));
}

/** Reports locked for printing or archiving, with their bill's amount due, in id order (two requests lock alike). */
export async function lockReportsForPrint(
  db: Executor,
  labId: number,
  ids: readonly number[],
): Promise<{ report: LabReportRow; billDue: number }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ report: labReports, billDue: bills.dueAmount })
    .from(labReports)
    .innerJoin(bills, billOfReport)
    .where(and(eq(labReports.labId, labId), inArray(labReports.id, [...ids])))
    .orderBy(asc(labReports.id))
    .for('update', { of: labReports });
}

/** Marks reports as printed in one statement; answers them as they now are. */
export async function markPrinted(
  db: Executor,
  { labId, ids, at, by }: { labId: number; ids: readonly number[]; at: Date; by: number | null },
): Promise<LabReportRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(labReports)
    .set({
      printDone: true,
      printedAt: at,
      printedBy: by,
      updatedAt: at,
      version: sql`${labReports.version} + 1`,
    })
    .where(and(eq(labReports.labId, labId), inArray(labReports.id, [...ids])))
    .returning();
}

/** Sets or clears a report's archived time. */
export async function setArchived(
  db: Executor,
  { labId, id, archivedAt, at }: { labId: number; id: number; archivedAt: Date | null; at: Date },
): Promise<LabReportRow | undefined> {
  const [row] = await db
    .update(labReports)
    .set({ archivedAt, updatedAt: at, version: sql`${labReports.version} + 1` })
    .where(and(eq(labReports.labId, labId), eq(labReports.id, id)))
    .returning();
  return row;
}

/**
 * Submit All's reports (spec 001 §7 getBulkReports): the given reports and every signed,
 * undispatched live report of the given patients, of the lab, with the version a submit needs.
 */
export async function submitAllCandidates(
  db: Executor,
  { labId, reportIds, patientIds }: { labId: number; reportIds: readonly number[]; patientIds: readonly number[] },
): Promise<{ id: number; version: number; departmentId: number }[]> {
  const chosen = [
    ...(reportIds.length > 0 ? [inArray(labReports.id, [...reportIds])] : []),
    ...(patientIds.length > 0 ? [inArray(labReports.patientId, [...patientIds])] : []),
  ];
  return db
    .select({ id: labReports.id, version: labReports.version, departmentId: labReports.departmentId })
    .from(labReports)
    .where(
      and(
        eq(labReports.labId, labId),
        sql`(${sql.join(chosen, sql` or `)})`,
        sql`${labReports.entryStage} in ('signed', 'approved')
          and ${labReports.status} not in ('cancelled', 'dismissed') and not ${labReports.dismissed}`,
      ),
    )
    .orderBy(asc(labReports.id));
}

export type PrintRunRow = typeof reportPrintRuns.$inferSelect;
const whereRun = (labId: number, id: number) => and(eq(reportPrintRuns.labId, labId), eq(reportPrintRuns.id, id));

/** A Print All run of the lab; with `requestedBy`, only that user's. */
export async function findPrintRun(
  db: Executor,
  { labId, id, requestedBy }: { labId: number; id: number; requestedBy?: number },
): Promise<PrintRunRow | undefined> {
  const [row] = await db
    .select()
    .from(reportPrintRuns)
    .where(
      and(whereRun(labId, id), requestedBy === undefined ? undefined : eq(reportPrintRuns.requestedBy, requestedBy)),
    );
  return row;
}

export async function insertPrintRun(db: Executor, run: typeof reportPrintRuns.$inferInsert): Promise<PrintRunRow> {
  const [row] = await db.insert(reportPrintRuns).values(run).returning();
  if (!row) throw new Error('the print run was not written');
  return row;
}

export const updatePrintRun = (db: Executor, labId: number, id: number, change: Partial<PrintRunRow>) =>
  db.update(reportPrintRuns).set(change).where(whereRun(labId, id));

/** A run's progress, never backwards (the writes of one job come in order, a retry starts again at 0). */
export const advancePrintRun = (db: Executor, labId: number, id: number, done: number) =>
  db
    .update(reportPrintRuns)
    .set({ done: sql`greatest(${reportPrintRuns.done}, ${done})` })
    .where(whereRun(labId, id));
