import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  departments,
  devices,
  deviceTests,
  labUsers,
  qcGroups,
  qcGroupTests,
  qcHolds,
  qcRuns,
  reportFormats,
  tests,
} from '../../db/schema/index.js';
import { defineList, textSort } from '../../platform/lists/list-page.js';

export type QcGroupRow = typeof qcGroups.$inferSelect;
export type QcGroupTestRow = typeof qcGroupTests.$inferSelect;

const departmentOfGroup = and(eq(departments.labId, qcGroups.labId), eq(departments.id, qcGroups.departmentId));
const deviceOfGroup = and(eq(devices.labId, qcGroups.labId), eq(devices.id, qcGroups.deviceId));
const creatorOfGroup = and(eq(labUsers.labId, qcGroups.labId), eq(labUsers.id, qcGroups.createdBy));

const groupViewFields = {
  group: qcGroups,
  department: { id: departments.id, name: departments.name },
  device: { id: devices.id, name: devices.name },
  createdByName: labUsers.fullName,
};

/** The QC groups list of the contract's `QcGroupListQuery`, with the names the answer shows. */
export const qcGroupList = defineList({
  select: (db, cursor) =>
    db
      .select({ ...groupViewFields, ...cursor })
      .from(qcGroups)
      .innerJoin(departments, departmentOfGroup)
      .innerJoin(devices, deviceOfGroup)
      .leftJoin(labUsers, creatorOfGroup)
      .$dynamic(),
  id: qcGroups.id,
  search: [qcGroups.name],
  sort: { name: textSort(qcGroups.name), createdAt: qcGroups.createdAt },
  defaultSort: 'name',
  filters: { labId: qcGroups.labId, enabled: qcGroups.enabled, departmentId: qcGroups.departmentId },
});
export interface QcGroupView {
  group: QcGroupRow;
  department: { id: number; name: string };
  device: { id: number; name: string };
  createdByName: string | null;
}

export const findGroupView = async (db: Executor, labId: number, id: number): Promise<QcGroupView | undefined> =>
  (
    await db
      .select(groupViewFields)
      .from(qcGroups)
      .innerJoin(departments, departmentOfGroup)
      .innerJoin(devices, deviceOfGroup)
      .leftJoin(labUsers, creatorOfGroup)
      .where(and(eq(qcGroups.labId, labId), eq(qcGroups.id, id)))
  )[0];

/** The group to change or to record a run of, locked until the transaction ends. */
export const lockGroup = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select()
      .from(qcGroups)
      .where(and(eq(qcGroups.labId, labId), eq(qcGroups.id, id)))
      .for('update')
  )[0];

export const findGroupByName = async (db: Executor, labId: number, name: string) =>
  (
    await db
      .select({ id: qcGroups.id })
      .from(qcGroups)
      .where(and(eq(qcGroups.labId, labId), sql`lower(${qcGroups.name}) = lower(${name})`))
      .limit(1)
  )[0];

export const insertGroup = async (db: Executor, values: typeof qcGroups.$inferInsert) =>
  (await db.insert(qcGroups).values(values).returning())[0] as QcGroupRow;

/** Writes the change and the next version; the caller holds the row's lock. */
export const updateGroup = async (
  db: Executor,
  labId: number,
  id: number,
  values: Partial<
    Pick<QcGroupRow, 'name' | 'departmentId' | 'level' | 'deviceId' | 'lotNumber' | 'enabled' | 'updatedAt'>
  >,
) =>
  (
    await db
      .update(qcGroups)
      .set({ ...values, version: sql`${qcGroups.version} + 1` })
      .where(and(eq(qcGroups.labId, labId), eq(qcGroups.id, id)))
      .returning()
  )[0] as QcGroupRow;

export interface GroupTarget {
  testId: number;
  targetMean: number;
  targetSd: number;
  unit: string;
}

/** The group's tests become exactly these; the records of a test left out stay. */
export const replaceGroupTests = async (db: Executor, labId: number, groupId: number, targets: GroupTarget[]) => {
  await db.delete(qcGroupTests).where(and(eq(qcGroupTests.labId, labId), eq(qcGroupTests.groupId, groupId)));
  if (targets.length > 0)
    await db.insert(qcGroupTests).values(targets.map((target) => ({ labId, groupId, ...target })));
};

/** The tests of these groups with their targets and names, by test name. */
export const testsOfGroups = (db: Executor, labId: number, groupIds: readonly number[]) =>
  groupIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          groupId: qcGroupTests.groupId,
          testId: qcGroupTests.testId,
          testName: tests.name,
          targetMean: qcGroupTests.targetMean,
          targetSd: qcGroupTests.targetSd,
          unit: qcGroupTests.unit,
        })
        .from(qcGroupTests)
        .innerJoin(tests, and(eq(tests.labId, qcGroupTests.labId), eq(tests.id, qcGroupTests.testId)))
        .where(and(eq(qcGroupTests.labId, labId), inArray(qcGroupTests.groupId, [...groupIds])))
        .orderBy(asc(textSort(tests.name)), asc(tests.id));

/** The newest run of each of these groups. */
export const lastRunsOf = (db: Executor, labId: number, groupIds: readonly number[]) =>
  groupIds.length === 0
    ? Promise.resolve([])
    : db
        .selectDistinctOn([qcRuns.groupId], {
          groupId: qcRuns.groupId,
          status: qcRuns.status,
          measuredAt: qcRuns.measuredAt,
        })
        .from(qcRuns)
        .where(and(eq(qcRuns.labId, labId), inArray(qcRuns.groupId, [...groupIds])))
        .orderBy(qcRuns.groupId, desc(qcRuns.measuredAt), desc(qcRuns.id));

/** How many unresolved holds each of these groups has. */
export const openHoldCountsOf = (db: Executor, labId: number, groupIds: readonly number[]) =>
  groupIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ groupId: qcHolds.groupId, open: count() })
        .from(qcHolds)
        .where(and(eq(qcHolds.labId, labId), inArray(qcHolds.groupId, [...groupIds]), isNull(qcHolds.resolvedAt)))
        .groupBy(qcHolds.groupId);

/** A department of the lab, by id (a read model of the catalogue's departments). */
export const findDepartment = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(and(eq(departments.labId, labId), eq(departments.id, id)))
  )[0];

/** A device of the lab, by id (a read model of the catalogue's devices). */
export const findDevice = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select({ id: devices.id, name: devices.name, enabled: devices.enabled })
      .from(devices)
      .where(and(eq(devices.labId, labId), eq(devices.id, id)))
  )[0];

/** The ids of the tests a device runs. */
export const testIdsOfDevice = async (db: Executor, labId: number, deviceId: number): Promise<Set<number>> =>
  new Set(
    (
      await db
        .select({ testId: deviceTests.testId })
        .from(deviceTests)
        .where(and(eq(deviceTests.labId, labId), eq(deviceTests.deviceId, deviceId)))
    ).map((row) => row.testId),
  );

/** Tests of the lab by id, with their names. */
export const testsByIds = (db: Executor, labId: number, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: tests.id, name: tests.name })
        .from(tests)
        .where(and(eq(tests.labId, labId), inArray(tests.id, [...ids])));

/** The lab's enabled departments by name: what a group's department is chosen from. */
export const enabledDepartments = (db: Executor, labId: number) =>
  db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.labId, labId), eq(departments.enabled, true)))
    .orderBy(asc(textSort(departments.name)), asc(departments.id));

/** The lab's enabled devices by name, each with the enabled tests it runs. */
export const enabledDevicesWithTests = async (db: Executor, labId: number) => {
  const deviceRows = await db
    .select({ id: devices.id, name: devices.name, departmentId: devices.departmentId })
    .from(devices)
    .where(and(eq(devices.labId, labId), eq(devices.enabled, true)))
    .orderBy(asc(textSort(devices.name)), asc(devices.id));
  const runs =
    deviceRows.length === 0
      ? []
      : await db
          .select({ deviceId: deviceTests.deviceId, id: tests.id, name: tests.name })
          .from(deviceTests)
          .innerJoin(tests, and(eq(tests.labId, deviceTests.labId), eq(tests.id, deviceTests.testId)))
          .where(
            and(
              eq(deviceTests.labId, labId),
              inArray(
                deviceTests.deviceId,
                deviceRows.map((device) => device.id),
              ),
              eq(tests.enabled, true),
            ),
          )
          .orderBy(asc(textSort(tests.name)), asc(tests.id));
  return { deviceRows, runs };
};

/** The enabled default report formats of these tests: a control's unit is its test's result unit. */
export const defaultFormatsOf = (db: Executor, labId: number, testIds: readonly number[]) =>
  testIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ testId: reportFormats.testId, parameters: reportFormats.parameters })
        .from(reportFormats)
        .where(
          and(
            eq(reportFormats.labId, labId),
            inArray(reportFormats.testId, [...testIds]),
            eq(reportFormats.isDefault, true),
            eq(reportFormats.enabled, true),
          ),
        );
