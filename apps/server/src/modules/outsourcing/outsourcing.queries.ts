import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  billLines,
  bills,
  labReports,
  labUsers,
  outsourceCentres,
  patients,
  reportOutsourcings,
  samples,
  tests,
} from '../../db/schema/index.js';
import { type CursorFields, conditionFilter, defineList } from '../../platform/lists/list-page.js';

export type OutsourcingRow = typeof reportOutsourcings.$inferSelect;
export type NewOutsourcingRow = typeof reportOutsourcings.$inferInsert;

/*
 * A report is listed with what the outsourcing desk reads beside it: its test, bill, patient and
 * sample, the centre its bill line or test names, and its latest sending with that centre. The
 * latest sending is the one of the highest id (index report_outsourcings_report).
 */
const suggestedCentres = alias(outsourceCentres, 'suggested_centres');
const sentCentres = alias(outsourceCentres, 'sent_centres');
const latestOutsourcingId = sql`(
  select max(o.id) from report_outsourcings o
  where o.lab_id = ${labReports.labId} and o.lab_report_id = ${labReports.id}
)`;
const liveReport = sql`(not ${labReports.dismissed} and ${labReports.status} not in ('cancelled', 'dismissed'))`;

const listFields = {
  report: {
    id: labReports.id,
    status: labReports.status,
    dismissed: labReports.dismissed,
    createdAt: labReports.createdAt,
  },
  test: { id: tests.id, code: tests.code, name: tests.name, isOutsourceTest: tests.isOutsourceTest },
  billedCentreId: billLines.outsourceCentreId,
  bill: { id: bills.id, labBillId: bills.labBillId },
  patient: { id: patients.id, labPatientId: patients.labPatientId, fullName: patients.fullName },
  sample: { id: samples.id, autoSampleId: samples.autoSampleId, status: samples.status },
  suggestedCentre: { id: suggestedCentres.id, name: suggestedCentres.name },
  outsourcing: reportOutsourcings,
  sentCentreName: sentCentres.name,
  outsourcedByName: labUsers.fullName,
};

const listSelect = (db: Executor, cursor: CursorFields) =>
  db
    .select({ ...listFields, ...cursor })
    .from(labReports)
    .innerJoin(tests, and(eq(tests.labId, labReports.labId), eq(tests.id, labReports.testId)))
    .innerJoin(billLines, and(eq(billLines.labId, labReports.labId), eq(billLines.id, labReports.billLineId)))
    .innerJoin(bills, and(eq(bills.labId, labReports.labId), eq(bills.id, labReports.billId)))
    .innerJoin(patients, and(eq(patients.labId, labReports.labId), eq(patients.id, labReports.patientId)))
    .leftJoin(samples, and(eq(samples.labId, labReports.labId), eq(samples.id, labReports.sampleId)))
    .leftJoin(
      suggestedCentres,
      and(
        eq(suggestedCentres.labId, labReports.labId),
        eq(suggestedCentres.id, sql`coalesce(${billLines.outsourceCentreId}, ${tests.outsourceCentreId})`),
      ),
    )
    .leftJoin(
      reportOutsourcings,
      and(eq(reportOutsourcings.labId, labReports.labId), eq(reportOutsourcings.id, latestOutsourcingId)),
    )
    .leftJoin(
      sentCentres,
      and(eq(sentCentres.labId, reportOutsourcings.labId), eq(sentCentres.id, reportOutsourcings.outsourceCentreId)),
    )
    .leftJoin(
      labUsers,
      and(eq(labUsers.labId, reportOutsourcings.labId), eq(labUsers.id, reportOutsourcings.createdBy)),
    )
    .$dynamic();

/**
 * The outsourcing lists (spec 002 §7 Outsourcing, spec 001 §2 'Outsource Eligible'): the lab's
 * reports that may be sent, those out now, and those put back.
 */
export const outsourcingReportList = defineList({
  select: (db, cursor) => listSelect(db, cursor),
  id: labReports.id,
  search: [tests.name, tests.code, bills.labBillId, patients.fullName, patients.labPatientId, samples.autoSampleId],
  sort: { billedAt: labReports.createdAt, outsourcedAt: reportOutsourcings.createdAt },
  defaultSort: 'billedAt',
  filters: {
    labId: labReports.labId,
    /** Only ever given `true`: not cancelled, not dismissed. */
    live: conditionFilter<boolean>((live) => sql`${liveReport} and ${live}::boolean`),
    /** Only ever given `true`: the domain's outsourceEligible, in SQL. */
    eligible: conditionFilter<boolean>(
      (eligible) => sql`(${tests.isOutsourceTest} or ${billLines.outsourceCentreId} is not null)
        and coalesce(${reportOutsourcings.status}, 'returned') = 'returned' and ${eligible}::boolean`,
    ),
    latestStatus: reportOutsourcings.status,
    /** Only ever given `true`: put back, whether the lab does it or the centre's result stands. */
    returned: conditionFilter<boolean>(
      (returned) => sql`${reportOutsourcings.status} in ('returned', 'done') and ${returned}::boolean`,
    ),
    centreId: reportOutsourcings.outsourceCentreId,
    billId: labReports.billId,
    billedFrom: conditionFilter<string>((from) => sql`${labReports.createdAt} >= ${from}::timestamptz`),
    billedBefore: conditionFilter<string>((before) => sql`${labReports.createdAt} < ${before}::timestamptz`),
  },
});
export type OutsourcingListRow = Awaited<ReturnType<typeof outsourcingReportList.page>>['items'][number];

/** The listed rows of some reports, in id order: what a write answers with. */
export const outsourcingRowsByReportIds = async (
  db: Executor,
  labId: number,
  ids: number[],
): Promise<OutsourcingListRow[]> => {
  if (ids.length === 0) return [];
  const rows = await listSelect(db, {
    listSortValue: sql<string | null>`null`.as('list_sort_value'),
    listId: sql`${labReports.id}`.mapWith(Number).as('list_id'),
  })
    .where(and(eq(labReports.labId, labId), inArray(labReports.id, ids)))
    .orderBy(asc(labReports.id));
  return rows.map(({ listSortValue: _value, listId: _id, ...row }) => row);
};

/** The latest sending of each report (already locked through its report), to judge what may change. */
export const latestOutsourcingsOf = (db: Executor, labId: number, reportIds: number[]) =>
  reportIds.length === 0
    ? Promise.resolve([] as OutsourcingRow[])
    : db
        .selectDistinctOn([reportOutsourcings.labReportId])
        .from(reportOutsourcings)
        .where(and(eq(reportOutsourcings.labId, labId), inArray(reportOutsourcings.labReportId, reportIds)))
        .orderBy(asc(reportOutsourcings.labReportId), desc(reportOutsourcings.id));

const ofId = (labId: number, id: number) => and(eq(reportOutsourcings.labId, labId), eq(reportOutsourcings.id, id));

export const findOutsourcing = async (db: Executor, labId: number, id: number) =>
  (await db.select().from(reportOutsourcings).where(ofId(labId, id)))[0];

/** One sending, locked until the transaction ends. */
export const lockOutsourcing = async (db: Executor, labId: number, id: number) =>
  (await db.select().from(reportOutsourcings).where(ofId(labId, id)).for('update'))[0];

export const insertOutsourcings = (db: Executor, rows: NewOutsourcingRow[]) =>
  db.insert(reportOutsourcings).values(rows).returning();

export const updateOutsourcing = async (
  db: Executor,
  { labId, id, set }: { labId: number; id: number; set: Partial<NewOutsourcingRow> & { updatedAt: Date } },
) =>
  (
    await db
      .update(reportOutsourcings)
      .set({ ...set, version: sql`${reportOutsourcings.version} + 1` })
      .where(ofId(labId, id))
      .returning()
  )[0];

/** Every sending of a report, newest first, with its centre's name and who sent it. */
export const outsourcingHistory = (db: Executor, labId: number, labReportId: number) =>
  db
    .select({ outsourcing: reportOutsourcings, sentCentreName: sentCentres.name, outsourcedByName: labUsers.fullName })
    .from(reportOutsourcings)
    .innerJoin(
      sentCentres,
      and(eq(sentCentres.labId, reportOutsourcings.labId), eq(sentCentres.id, reportOutsourcings.outsourceCentreId)),
    )
    .leftJoin(
      labUsers,
      and(eq(labUsers.labId, reportOutsourcings.labId), eq(labUsers.id, reportOutsourcings.createdBy)),
    )
    .where(and(eq(reportOutsourcings.labId, labId), eq(reportOutsourcings.labReportId, labReportId)))
    .orderBy(desc(reportOutsourcings.id));
