import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  devices,
  labReports,
  labUsers,
  patients,
  qcGroups,
  qcHoldReports,
  qcHolds,
  qcRecords,
  tests,
} from '../../db/schema/index.js';
import { conditionFilter, defineList } from '../../platform/lists/list-page.js';
import { recordIndex } from './qc-runs.queries.js';

export type QcHoldRow = typeof qcHolds.$inferSelect;

const groupOfHold = and(eq(qcGroups.labId, qcHolds.labId), eq(qcGroups.id, qcHolds.groupId));
const testOfHold = and(eq(tests.labId, qcHolds.labId), eq(tests.id, qcHolds.testId));
const deviceOfHold = and(eq(devices.labId, qcHolds.labId), eq(devices.id, qcHolds.deviceId));
const recordOfHold = and(eq(qcRecords.labId, qcHolds.labId), eq(qcRecords.id, qcHolds.recordId));
const resolverOfHold = and(eq(labUsers.labId, qcHolds.labId), eq(labUsers.id, qcHolds.resolvedBy));

const holdViewFields = {
  hold: qcHolds,
  group: { id: qcGroups.id, name: qcGroups.name },
  test: { id: tests.id, name: tests.name },
  device: { id: devices.id, name: devices.name },
  record: qcRecords,
  recordIndex,
  resolvedByName: labUsers.fullName,
};

export interface QcHoldView {
  hold: QcHoldRow;
  group: { id: number; name: string };
  test: { id: number; name: string };
  device: { id: number; name: string };
  record: typeof qcRecords.$inferSelect;
  recordIndex: number;
  resolvedByName: string | null;
}

const holdViews = (db: Executor) =>
  db
    .select(holdViewFields)
    .from(qcHolds)
    .innerJoin(qcGroups, groupOfHold)
    .innerJoin(tests, testOfHold)
    .innerJoin(devices, deviceOfHold)
    .innerJoin(qcRecords, recordOfHold)
    .leftJoin(labUsers, resolverOfHold);

/** The holds list of the contract's `QcHoldListQuery`: open or resolved, of one group or all. */
export const qcHoldList = defineList({
  select: (db, cursor) =>
    db
      .select({ ...holdViewFields, ...cursor })
      .from(qcHolds)
      .innerJoin(qcGroups, groupOfHold)
      .innerJoin(tests, testOfHold)
      .innerJoin(devices, deviceOfHold)
      .innerJoin(qcRecords, recordOfHold)
      .leftJoin(labUsers, resolverOfHold)
      .$dynamic(),
  id: qcHolds.id,
  search: [qcGroups.name, tests.name, devices.name],
  sort: { openedAt: qcHolds.openedAt },
  defaultSort: 'openedAt',
  filters: {
    labId: qcHolds.labId,
    groupId: qcHolds.groupId,
    open: conditionFilter<boolean>((open) => sql`(${qcHolds.resolvedAt} is null) = ${open}`),
  },
});

export const findHoldView = async (db: Executor, labId: number, id: number): Promise<QcHoldView | undefined> =>
  (await holdViews(db).where(and(eq(qcHolds.labId, labId), eq(qcHolds.id, id))))[0];

/** The hold to resolve, locked until the transaction ends: the audit's `before`. */
export const lockHold = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select()
      .from(qcHolds)
      .where(and(eq(qcHolds.labId, labId), eq(qcHolds.id, id)))
      .for('update')
  )[0];

export const insertHold = async (db: Executor, values: typeof qcHolds.$inferInsert) =>
  (await db.insert(qcHolds).values(values).returning())[0] as QcHoldRow;

/** Writes the resolution and the next version; the caller holds the row's lock. */
export const writeResolution = async (
  db: Executor,
  labId: number,
  id: number,
  values: Pick<QcHoldRow, 'resolvedAt' | 'resolvedBy' | 'resolutionComment'>,
) =>
  (
    await db
      .update(qcHolds)
      .set({ ...values, version: sql`${qcHolds.version} + 1` })
      .where(and(eq(qcHolds.labId, labId), eq(qcHolds.id, id)))
      .returning()
  )[0] as QcHoldRow;

/**
 * The reports a rejected control puts in doubt (a read model of lab_reports): the lab's live
 * reports of the test, run on the device or on no known device, with values entered after the
 * last good run (all, when there is none), and nobody's signature, approval or dispatch yet.
 */
export const reportsInDoubt = async (
  db: Executor,
  labId: number,
  { testId, deviceId, enteredAfter }: { testId: number; deviceId: number; enteredAfter: Date | null },
): Promise<number[]> =>
  (
    await db
      .select({ id: labReports.id })
      .from(labReports)
      .where(
        and(
          eq(labReports.labId, labId),
          eq(labReports.testId, testId),
          eq(labReports.dismissed, false),
          sql`(${labReports.deviceId} = ${deviceId} or ${labReports.deviceId} is null)`,
          enteredAfter ? gt(labReports.enteredAt, enteredAfter) : isNotNull(labReports.enteredAt),
          eq(labReports.isSigned, false),
          eq(labReports.partialSigned, false),
          eq(labReports.isApproved, false),
          eq(labReports.isSynced, false),
        ),
      )
      .orderBy(asc(labReports.id))
  ).map((row) => row.id);

/** Adds reports to a hold; a report it already holds stays once. */
export const addHoldReports = async (db: Executor, labId: number, holdId: number, reportIds: readonly number[]) => {
  if (reportIds.length === 0) return;
  await db
    .insert(qcHoldReports)
    .values(reportIds.map((reportId) => ({ labId, holdId, reportId })))
    .onConflictDoNothing();
};

/** The unresolved holds of a test on a device, or on any device when the device is not known. */
export const openHoldIdsOf = async (db: Executor, labId: number, testId: number, deviceId: number | null) =>
  (
    await db
      .select({ id: qcHolds.id })
      .from(qcHolds)
      .where(
        and(
          eq(qcHolds.labId, labId),
          eq(qcHolds.testId, testId),
          isNull(qcHolds.resolvedAt),
          deviceId === null ? undefined : eq(qcHolds.deviceId, deviceId),
        ),
      )
  ).map((row) => row.id);

/** Which of these reports an unresolved hold holds. */
export const heldOf = async (db: Executor, labId: number, reportIds: readonly number[]) =>
  reportIds.length === 0
    ? []
    : (
        await db
          .selectDistinct({ reportId: qcHoldReports.reportId })
          .from(qcHoldReports)
          .innerJoin(qcHolds, and(eq(qcHolds.labId, qcHoldReports.labId), eq(qcHolds.id, qcHoldReports.holdId)))
          .where(
            and(
              eq(qcHoldReports.labId, labId),
              inArray(qcHoldReports.reportId, [...reportIds]),
              isNull(qcHolds.resolvedAt),
            ),
          )
      ).map((row) => row.reportId);

/** The reports these holds hold, with their patient's and test's names (a read model of the reports). */
export const reportsOfHolds = (db: Executor, labId: number, holdIds: readonly number[]) =>
  holdIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          holdId: qcHoldReports.holdId,
          reportId: labReports.id,
          billId: labReports.billId,
          patientName: patients.fullName,
          testName: tests.name,
          enteredAt: labReports.enteredAt,
          isSigned: labReports.isSigned,
        })
        .from(qcHoldReports)
        .innerJoin(
          labReports,
          and(eq(labReports.labId, qcHoldReports.labId), eq(labReports.id, qcHoldReports.reportId)),
        )
        .innerJoin(patients, and(eq(patients.labId, labReports.labId), eq(patients.id, labReports.patientId)))
        .innerJoin(tests, and(eq(tests.labId, labReports.labId), eq(tests.id, labReports.testId)))
        .where(and(eq(qcHoldReports.labId, labId), inArray(qcHoldReports.holdId, [...holdIds])))
        .orderBy(asc(labReports.id));

/** For each of these reports, the unresolved holds holding it, with what the report's QC Hold shows. */
export const unresolvedHoldsOf = (db: Executor, labId: number, reportIds: readonly number[]) =>
  reportIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          reportId: qcHoldReports.reportId,
          holdId: qcHolds.id,
          groupName: qcGroups.name,
          deviceName: devices.name,
          record: qcRecords,
        })
        .from(qcHoldReports)
        .innerJoin(qcHolds, and(eq(qcHolds.labId, qcHoldReports.labId), eq(qcHolds.id, qcHoldReports.holdId)))
        .innerJoin(qcGroups, groupOfHold)
        .innerJoin(devices, deviceOfHold)
        .innerJoin(qcRecords, recordOfHold)
        .where(
          and(
            eq(qcHoldReports.labId, labId),
            inArray(qcHoldReports.reportId, [...reportIds]),
            isNull(qcHolds.resolvedAt),
          ),
        )
        .orderBy(asc(qcHoldReports.reportId), asc(qcHolds.id));
