import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  departments,
  outsourceCentres,
  profiles,
  profileTests,
  reportFormats,
  sampleTypes,
  testCategories,
  tests,
} from '../../db/schema/index.js';
import { defineList, textSort } from '../../platform/lists/list-page.js';

export type TestRow = typeof tests.$inferSelect;

export const testKind = { table: tests, entityType: 'test' } as const;

/** The row of `table` a test names by `column`: the same lab's, as the composite foreign keys say. */
const sameLab = (table: { labId: AnyPgColumn; id: AnyPgColumn }, column: AnyPgColumn) =>
  and(eq(table.labId, tests.labId), eq(table.id, column));

/** A test with the names of the records it names. */
const testSelection = {
  test: tests,
  department: { id: departments.id, name: departments.name },
  sampleType: { id: sampleTypes.id, name: sampleTypes.name },
  category: { id: testCategories.id, name: testCategories.name },
  outsourceCentre: { id: outsourceCentres.id, name: outsourceCentres.name },
};
export interface TestView {
  test: TestRow;
  department: { id: number; name: string };
  sampleType: { id: number; name: string } | null;
  category: { id: number; name: string } | null;
  outsourceCentre: { id: number; name: string } | null;
}

/** The tests list: searched by name and code, narrowed to a department or a category, enabled unless asked. */
export const testList = defineList({
  select: (db, cursor) =>
    db
      .select({ ...testSelection, ...cursor })
      .from(tests)
      .innerJoin(departments, sameLab(departments, tests.departmentId))
      .leftJoin(sampleTypes, sameLab(sampleTypes, tests.sampleTypeId))
      .leftJoin(testCategories, sameLab(testCategories, tests.categoryId))
      .leftJoin(outsourceCentres, sameLab(outsourceCentres, tests.outsourceCentreId))
      .$dynamic(),
  id: tests.id,
  search: [tests.name, tests.code],
  sort: {
    name: textSort(tests.name),
    code: textSort(tests.code),
    price: tests.price,
    createdAt: tests.createdAt,
  },
  defaultSort: 'name',
  filters: {
    labId: tests.labId,
    enabled: tests.enabled,
    departmentId: tests.departmentId,
    categoryId: tests.categoryId,
    id: tests.id,
  },
});

/** One test with the names of the records it names: the list's row, narrowed to its id. */
export const findTestView = async (db: Executor, labId: number, id: number): Promise<TestView | undefined> =>
  (await testList.page(db, { direction: 'asc', limit: 1, offset: 0 }, { labId, id })).items[0];

/** The enabled formats of these tests, each test's default first, then by name. */
export const formatsOfTests = (db: Executor, labId: number, testIds: readonly number[]) =>
  testIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          testId: reportFormats.testId,
          id: reportFormats.id,
          name: reportFormats.name,
          isDefault: reportFormats.isDefault,
        })
        .from(reportFormats)
        .where(
          and(
            eq(reportFormats.labId, labId),
            inArray(reportFormats.testId, [...testIds]),
            eq(reportFormats.enabled, true),
          ),
        )
        .orderBy(desc(reportFormats.isDefault), asc(textSort(reportFormats.name)), asc(reportFormats.id));

/** What billing needs of these tests: the test, its sample type's name and its default enabled format. */
export const findTestsForBilling = (db: Executor, labId: number, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          test: tests,
          sampleTypeName: sampleTypes.name,
          reportFormatId: sql<number | null>`(
            select ${reportFormats.id} from ${reportFormats}
            where ${reportFormats.labId} = ${tests.labId} and ${reportFormats.testId} = ${tests.id}
              and ${reportFormats.enabled}
            order by ${reportFormats.isDefault} desc, ${reportFormats.id} asc
            limit 1)`.mapWith((value) => (value === null ? null : Number(value))),
        })
        .from(tests)
        .leftJoin(sampleTypes, sameLab(sampleTypes, tests.sampleTypeId))
        .where(and(eq(tests.labId, labId), inArray(tests.id, [...ids])));

/** The tests of these profiles in position order, enabled or not. */
export const testsOfProfiles = (db: Executor, labId: number, profileIds: readonly number[]) =>
  profileIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          profileId: profileTests.profileId,
          id: tests.id,
          code: tests.code,
          name: tests.name,
          price: tests.price,
          cost: tests.cost,
          enabled: tests.enabled,
        })
        .from(profileTests)
        .innerJoin(tests, and(eq(tests.labId, profileTests.labId), eq(tests.id, profileTests.testId)))
        .where(and(eq(profileTests.labId, labId), inArray(profileTests.profileId, [...profileIds])))
        .orderBy(asc(profileTests.profileId), asc(profileTests.position));

/** `%` and `_` typed by a person are themselves, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * How well a billable matches the desk's words: 0 the code itself, 1 a code starting with them,
 * 2 a name starting with them, 3 a word of the name starting with them. The code and name
 * prefixes are read from the `*_code` and `*_name` indexes of (lab_id, lower(...)).
 */
const billableRank = (code: SQL, name: SQL, q: string) => {
  const prefix = `${escapeLike(q)}%`;
  return sql<number>`case
    when ${code} = ${q} then 0
    when ${code} like ${prefix} then 1
    when ${name} like ${prefix} then 2
    else 3 end`.mapWith(Number);
};
const billableMatch = (code: SQL, name: SQL, q: string) => {
  const prefix = `${escapeLike(q)}%`;
  return sql`(${code} = ${q} or ${code} like ${prefix} or ${name} like ${prefix} or ${name} like ${`% ${prefix}`})`;
};

/** The lab's enabled tests whose code or name matches the desk's words, best first. */
export const searchBillableTests = (db: Executor, labId: number, q: string, limit: number) => {
  const code = sql`lower(${tests.code}) collate "C"`;
  const name = sql`lower(${tests.name}) collate "C"`;
  const rank = billableRank(code, name, q);
  return db
    .select({
      test: tests,
      rank,
      sampleType: { id: sampleTypes.id, name: sampleTypes.name },
      outsourceCentre: { id: outsourceCentres.id, name: outsourceCentres.name },
    })
    .from(tests)
    .leftJoin(sampleTypes, sameLab(sampleTypes, tests.sampleTypeId))
    .leftJoin(outsourceCentres, sameLab(outsourceCentres, tests.outsourceCentreId))
    .where(and(eq(tests.labId, labId), eq(tests.enabled, true), billableMatch(code, name, q)))
    .orderBy(asc(rank), asc(name), asc(tests.id))
    .limit(limit);
};

/** The lab's enabled profiles whose code or name matches, best first (as `searchBillableTests`). */
export const searchBillableProfiles = (db: Executor, labId: number, q: string, limit: number) => {
  const code = sql`lower(${profiles.code}) collate "C"`;
  const name = sql`lower(${profiles.name}) collate "C"`;
  const rank = billableRank(code, name, q);
  return db
    .select({ profile: profiles, rank })
    .from(profiles)
    .where(and(eq(profiles.labId, labId), eq(profiles.enabled, true), billableMatch(code, name, q)))
    .orderBy(asc(rank), asc(name), asc(profiles.id))
    .limit(limit);
};
