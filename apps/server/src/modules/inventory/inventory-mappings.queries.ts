import type { MappingTarget } from '@lims/domain';
import { type AnyColumn, and, asc, eq, getTableColumns, getTableName, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  departments,
  devices,
  deviceTests,
  inventoryBrands,
  inventoryItems,
  inventoryMappings,
  qcGroups,
  sampleTypes,
  tests,
} from '../../db/schema/index.js';
import { defineList, textSort } from '../../platform/lists/list-page.js';

export type MappingRow = typeof inventoryMappings.$inferSelect;
export type NewMapping = Omit<typeof inventoryMappings.$inferInsert, 'labId' | 'id'>;

/** The column of a mapping that names its target, by target. */
export const targetColumnOf = (target: MappingTarget) =>
  target === 'test'
    ? inventoryMappings.testId
    : target === 'sample'
      ? inventoryMappings.sampleTypeId
      : inventoryMappings.qcGroupId;

/**
 * How many enabled mappings a target has, as a column of the target's list. The target's
 * columns are named with their table: a list of one table renders its own columns unqualified,
 * which inside this subquery would name the mapping's. The target kind is a literal of the
 * product, so the list's statements stay prepared once per shape.
 */
const enabledMappingsOf = (target: MappingTarget, table: typeof tests | typeof sampleTypes | typeof qcGroups) => {
  const column = (name: string) => sql`${sql.identifier(getTableName(table))}.${sql.identifier(name)}`;
  return sql<number>`(select count(*)::int from ${inventoryMappings} where ${inventoryMappings.labId} = ${column('lab_id')} and ${inventoryMappings.target} = ${sql.raw(`'${target}'`)} and ${targetColumnOf(target)} = ${column('id')} and ${inventoryMappings.enabled})`.mapWith(
    Number,
  );
};

const departmentOf = (labId: AnyColumn, departmentId: AnyColumn) =>
  and(eq(departments.labId, labId), eq(departments.id, departmentId));

/** The lab's enabled tests with their department and count of enabled mappings (get-test-list-for-stock-consumption). */
export const testTargetList = defineList({
  select: (db, cursor) =>
    db
      .select({
        id: tests.id,
        name: tests.name,
        departmentName: departments.name,
        mappings: enabledMappingsOf('test', tests),
        ...cursor,
      })
      .from(tests)
      .innerJoin(departments, departmentOf(tests.labId, tests.departmentId))
      .$dynamic(),
  id: tests.id,
  search: [tests.name, tests.code],
  sort: { name: textSort(tests.name) },
  defaultSort: 'name',
  filters: { labId: tests.labId, enabled: tests.enabled },
});

/** The lab's enabled sample types with their count of enabled mappings (get-sample-wise-list). */
export const sampleTargetList = defineList({
  select: (db, cursor) =>
    db
      .select({
        id: sampleTypes.id,
        name: sampleTypes.name,
        mappings: enabledMappingsOf('sample', sampleTypes),
        ...cursor,
      })
      .from(sampleTypes)
      .$dynamic(),
  id: sampleTypes.id,
  search: [sampleTypes.name],
  sort: { name: textSort(sampleTypes.name) },
  defaultSort: 'name',
  filters: { labId: sampleTypes.labId, enabled: sampleTypes.enabled },
});

/** The lab's enabled QC groups with their department, device and count of enabled mappings (map-qc-inventory). */
export const qcTargetList = defineList({
  select: (db, cursor) =>
    db
      .select({
        id: qcGroups.id,
        name: qcGroups.name,
        departmentName: departments.name,
        deviceId: devices.id,
        deviceName: devices.name,
        mappings: enabledMappingsOf('qc', qcGroups),
        ...cursor,
      })
      .from(qcGroups)
      .innerJoin(departments, departmentOf(qcGroups.labId, qcGroups.departmentId))
      .innerJoin(devices, and(eq(devices.labId, qcGroups.labId), eq(devices.id, qcGroups.deviceId)))
      .$dynamic(),
  id: qcGroups.id,
  search: [qcGroups.name],
  sort: { name: textSort(qcGroups.name) },
  defaultSort: 'name',
  filters: { labId: qcGroups.labId, enabled: qcGroups.enabled },
});

/**
 * The enabled devices each of these tests runs on (the catalogue's device_tests), by name. Read
 * here as the mapping screens' read model: the catalogue's device list is paged by device.
 */
export const enabledDevicesOfTests = (db: Executor, labId: number, testIds: readonly number[]) =>
  testIds.length === 0
    ? Promise.resolve([] as Array<{ testId: number; id: number; name: string }>)
    : db
        .select({ testId: deviceTests.testId, id: devices.id, name: devices.name })
        .from(deviceTests)
        .innerJoin(devices, and(eq(devices.labId, deviceTests.labId), eq(devices.id, deviceTests.deviceId)))
        .where(and(eq(deviceTests.labId, labId), inArray(deviceTests.testId, [...testIds]), eq(devices.enabled, true)))
        .orderBy(asc(textSort(devices.name)), asc(devices.id));

/** Whether a target of the lab exists (disabled or not); another lab's is not. */
export async function targetExists(db: Executor, labId: number, target: MappingTarget, id: number) {
  const table = target === 'test' ? tests : target === 'sample' ? sampleTypes : qcGroups;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.labId, labId), eq(table.id, id)));
  return row !== undefined;
}

/** An item of the lab, and a brand of the lab with the item it belongs to. */
export const findItem = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select({ id: inventoryItems.id })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.labId, labId), eq(inventoryItems.id, id)))
  )[0];

export const findBrand = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select({ id: inventoryBrands.id, inventoryId: inventoryBrands.inventoryId })
      .from(inventoryBrands)
      .where(and(eq(inventoryBrands.labId, labId), eq(inventoryBrands.id, id)))
  )[0];

/** A mapping with the names it shows: its item, brand and units, and its device. */
const mappingViews = (db: Executor) =>
  db
    .select({
      mapping: getTableColumns(inventoryMappings),
      inventoryName: inventoryItems.name,
      inventoryType: inventoryItems.inventoryType,
      materialCode: inventoryItems.materialCode,
      purchaseUnit: inventoryItems.purchaseUnit,
      inventoryUnit: inventoryItems.inventoryUnit,
      category: inventoryItems.category,
      brandName: inventoryBrands.name,
      deviceName: devices.name,
    })
    .from(inventoryMappings)
    .innerJoin(
      inventoryItems,
      and(eq(inventoryItems.labId, inventoryMappings.labId), eq(inventoryItems.id, inventoryMappings.inventoryId)),
    )
    .innerJoin(
      inventoryBrands,
      and(eq(inventoryBrands.labId, inventoryMappings.labId), eq(inventoryBrands.id, inventoryMappings.brandId)),
    )
    .leftJoin(devices, and(eq(devices.labId, inventoryMappings.labId), eq(devices.id, inventoryMappings.deviceId)));
export type MappingView = Awaited<ReturnType<typeof findMappingView>> & {};

/**
 * A target's mappings, enabled or not, default group first, then by item. For a test and a
 * device: the mappings of that device and those of any device.
 */
export const listMappingViews = (
  db: Executor,
  {
    labId,
    target,
    targetId,
    deviceId,
    enabledOnly = false,
  }: { labId: number; target: MappingTarget; targetId: number; deviceId?: number | null; enabledOnly?: boolean },
) =>
  mappingViews(db)
    .where(
      and(
        eq(inventoryMappings.labId, labId),
        eq(inventoryMappings.target, target),
        eq(targetColumnOf(target), targetId),
        deviceId === undefined
          ? undefined
          : deviceId === null
            ? isNull(inventoryMappings.deviceId)
            : or(isNull(inventoryMappings.deviceId), eq(inventoryMappings.deviceId, deviceId)),
        enabledOnly ? eq(inventoryMappings.enabled, true) : undefined,
      ),
    )
    .orderBy(
      asc(inventoryMappings.consumptionOrder),
      asc(textSort(inventoryItems.name)),
      asc(textSort(inventoryBrands.name)),
      asc(inventoryMappings.id),
    );

export const findMappingView = async (db: Executor, labId: number, id: number) =>
  (await mappingViews(db).where(and(eq(inventoryMappings.labId, labId), eq(inventoryMappings.id, id))))[0];

/** The row to change or delete, locked until the transaction ends: the audit's `before`. */
export const lockMapping = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select()
      .from(inventoryMappings)
      .where(and(eq(inventoryMappings.labId, labId), eq(inventoryMappings.id, id)))
      .for('update')
  )[0];

export const insertMappings = (db: Executor, labId: number, rows: readonly NewMapping[]) =>
  rows.length === 0
    ? Promise.resolve([] as MappingRow[])
    : db
        .insert(inventoryMappings)
        .values(rows.map((row) => ({ ...row, labId })))
        .returning();

/** Writes the change and the next version; the caller holds the row's lock. */
export const updateMapping = async (
  db: Executor,
  labId: number,
  id: number,
  values: Pick<MappingRow, 'quantity' | 'consumptionOrder' | 'enabled'>,
) =>
  (
    await db
      .update(inventoryMappings)
      .set({ ...values, version: sql`${inventoryMappings.version} + 1` })
      .where(and(eq(inventoryMappings.labId, labId), eq(inventoryMappings.id, id)))
      .returning()
  )[0] as MappingRow;

export const deleteMapping = (db: Executor, labId: number, id: number) =>
  db.delete(inventoryMappings).where(and(eq(inventoryMappings.labId, labId), eq(inventoryMappings.id, id)));

/** Whether the test runs on the device (an enabled device of the lab), as a report's device must. */
export async function testRunsOnDevice(db: Executor, labId: number, testId: number, deviceId: number) {
  const [row] = await db
    .select({ deviceId: deviceTests.deviceId })
    .from(deviceTests)
    .innerJoin(devices, and(eq(devices.labId, deviceTests.labId), eq(devices.id, deviceTests.deviceId)))
    .where(
      and(
        eq(deviceTests.labId, labId),
        eq(deviceTests.testId, testId),
        eq(deviceTests.deviceId, deviceId),
        eq(devices.enabled, true),
      ),
    );
  return row !== undefined;
}
