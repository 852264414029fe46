import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { devices, testCategories, tests } from '../../db/schema/index.js';
import { textSort } from '../../platform/lists/list-page.js';

/*
 * The catalogue's records a work list is filtered by, read whole here: the catalogue's services
 * list them a page at a time, and the Work List dialog offers every one of them at once.
 */

/** The lab's enabled test categories, by name. */
export const enabledCategories = (db: Executor, labId: number) =>
  db
    .select({ id: testCategories.id, name: testCategories.name })
    .from(testCategories)
    .where(and(eq(testCategories.labId, labId), eq(testCategories.enabled, true)))
    .orderBy(asc(textSort(testCategories.name)), asc(testCategories.id));

/** The lab's enabled tests of these departments, by name. */
export const enabledTestsOf = async (db: Executor, labId: number, departmentIds: readonly number[]) =>
  departmentIds.length === 0
    ? []
    : db
        .select({ id: tests.id, code: tests.code, name: tests.name, departmentId: tests.departmentId })
        .from(tests)
        .where(and(eq(tests.labId, labId), eq(tests.enabled, true), inArray(tests.departmentId, [...departmentIds])))
        .orderBy(asc(textSort(tests.name)), asc(tests.id));

/** The lab's enabled devices of these departments, by name. */
export const enabledDevicesOf = async (db: Executor, labId: number, departmentIds: readonly number[]) =>
  departmentIds.length === 0
    ? []
    : db
        .select({ id: devices.id, name: devices.name, departmentId: devices.departmentId })
        .from(devices)
        .where(
          and(eq(devices.labId, labId), eq(devices.enabled, true), inArray(devices.departmentId, [...departmentIds])),
        )
        .orderBy(asc(textSort(devices.name)), asc(devices.id));
