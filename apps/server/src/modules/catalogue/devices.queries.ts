import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { departments, devices, deviceTests, tests } from '../../db/schema/index.js';
import { defineList, textSort } from '../../platform/lists/list-page.js';

export type DeviceRow = typeof devices.$inferSelect;

export const deviceKind = { table: devices, entityType: 'device', nameTaken: 'deviceNameTaken' } as const;

const deviceSelection = { device: devices, department: { id: departments.id, name: departments.name } };
const ofDepartment = and(eq(departments.labId, devices.labId), eq(departments.id, devices.departmentId));

/** The devices list: searched by name, narrowed to a department, enabled unless asked. */
export const deviceList = defineList({
  select: (db, cursor) =>
    db
      .select({ ...deviceSelection, ...cursor })
      .from(devices)
      .innerJoin(departments, ofDepartment)
      .$dynamic(),
  id: devices.id,
  search: [devices.name],
  sort: { name: textSort(devices.name), createdAt: devices.createdAt },
  defaultSort: 'name',
  filters: { labId: devices.labId, enabled: devices.enabled, departmentId: devices.departmentId },
});

export type DeviceView = { device: DeviceRow; department: { id: number; name: string } };

export const findDeviceView = async (db: Executor, labId: number, id: number): Promise<DeviceView | undefined> =>
  (
    await db
      .select(deviceSelection)
      .from(devices)
      .innerJoin(departments, ofDepartment)
      .where(and(eq(devices.labId, labId), eq(devices.id, id)))
  )[0];

/** The tests each of these devices runs, by name. */
export const testsOfDevices = (db: Executor, labId: number, deviceIds: readonly number[]) =>
  deviceIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ deviceId: deviceTests.deviceId, id: tests.id, name: tests.name, code: tests.code })
        .from(deviceTests)
        .innerJoin(tests, and(eq(tests.labId, deviceTests.labId), eq(tests.id, deviceTests.testId)))
        .where(and(eq(deviceTests.labId, labId), inArray(deviceTests.deviceId, [...deviceIds])))
        .orderBy(asc(textSort(tests.name)), asc(tests.id));

/** The device runs exactly these tests; call it in the transaction that writes the device. */
export async function replaceDeviceTests(db: Executor, labId: number, deviceId: number, testIds: readonly number[]) {
  await db.delete(deviceTests).where(and(eq(deviceTests.labId, labId), eq(deviceTests.deviceId, deviceId)));
  const distinct = [...new Set(testIds)];
  if (distinct.length > 0) await db.insert(deviceTests).values(distinct.map((testId) => ({ labId, deviceId, testId })));
}
