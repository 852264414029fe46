import { and, asc, eq, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { qcRecords, qcRuns } from '../../db/schema/index.js';

/**
 * A record's place in its control's series, 1 the first: the series is the records of its
 * group and test ordered by when they were measured, then by id (the order they were recorded).
 */
export const recordIndex = sql<number>`(
  select count(*) from qc_records s
  where s.lab_id = qc_records.lab_id and s.group_id = qc_records.group_id and s.test_id = qc_records.test_id
    and (s.measured_at < qc_records.measured_at or (s.measured_at = qc_records.measured_at and s.id <= qc_records.id))
)`.mapWith(Number);

/**
 * The values of one control measured up to `at`, oldest first: the series a new record at `at`
 * is appended to. Records measured after `at` (a run recorded late) are not read.
 */
export const seriesUpTo = async (db: Executor, labId: number, groupId: number, testId: number, at: Date) =>
  (
    await db
      .select({ value: qcRecords.value })
      .from(qcRecords)
      .where(
        and(
          eq(qcRecords.labId, labId),
          eq(qcRecords.groupId, groupId),
          eq(qcRecords.testId, testId),
          lte(qcRecords.measuredAt, at),
        ),
      )
      .orderBy(asc(qcRecords.measuredAt), asc(qcRecords.id))
  ).map((row) => row.value);

export const insertRun = async (db: Executor, values: typeof qcRuns.$inferInsert) =>
  (await db.insert(qcRuns).values(values).returning())[0] as typeof qcRuns.$inferSelect;

export const insertRecord = async (db: Executor, values: typeof qcRecords.$inferInsert) =>
  (await db.insert(qcRecords).values(values).returning())[0] as typeof qcRecords.$inferSelect;

/** One control's records measured within [from, to], oldest first, each with its place in the whole series. */
export const chartRecords = (db: Executor, labId: number, groupId: number, testId: number, from: Date, to: Date) =>
  db
    .select({ record: qcRecords, index: recordIndex })
    .from(qcRecords)
    .where(
      and(
        eq(qcRecords.labId, labId),
        eq(qcRecords.groupId, groupId),
        eq(qcRecords.testId, testId),
        gte(qcRecords.measuredAt, from),
        lte(qcRecords.measuredAt, to),
      ),
    )
    .orderBy(asc(qcRecords.measuredAt), asc(qcRecords.id));

/**
 * The newest record of the control before this one that was not rejected: the last good run,
 * after which the control's patient reports are in doubt.
 */
export const lastGoodRecordBefore = async (
  db: Executor,
  labId: number,
  record: { groupId: number; testId: number; measuredAt: Date; id: number },
) =>
  (
    await db
      .select({ id: qcRecords.id, measuredAt: qcRecords.measuredAt })
      .from(qcRecords)
      .where(
        and(
          eq(qcRecords.labId, labId),
          eq(qcRecords.groupId, record.groupId),
          eq(qcRecords.testId, record.testId),
          sql`${qcRecords.status} <> 'rejected'`,
          or(
            lt(qcRecords.measuredAt, record.measuredAt),
            and(eq(qcRecords.measuredAt, record.measuredAt), lt(qcRecords.id, record.id)),
          ),
        ),
      )
      .orderBy(sql`${qcRecords.measuredAt} desc`, sql`${qcRecords.id} desc`)
      .limit(1)
  )[0];
