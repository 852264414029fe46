import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { reportFormats, tests } from '../../db/schema/index.js';
import { defineList, textSort } from '../../platform/lists/list-page.js';

export type ReportFormatRow = typeof reportFormats.$inferSelect;

export const reportFormatKind = { table: reportFormats, entityType: 'report_format' } as const;

const formatSelection = { format: reportFormats, test: { id: tests.id, name: tests.name, code: tests.code } };
const ofTest = and(eq(tests.labId, reportFormats.labId), eq(tests.id, reportFormats.testId));

/**
 * The report formats list: searched by name and by its test's name and code, narrowed to a
 * test, enabled unless asked. A row carries the parameters; the summary counts them.
 */
export const reportFormatList = defineList({
  select: (db, cursor) =>
    db
      .select({ ...formatSelection, ...cursor })
      .from(reportFormats)
      .innerJoin(tests, ofTest)
      .$dynamic(),
  id: reportFormats.id,
  search: [reportFormats.name, tests.name, tests.code],
  sort: { name: textSort(reportFormats.name), createdAt: reportFormats.createdAt },
  defaultSort: 'name',
  filters: {
    labId: reportFormats.labId,
    enabled: reportFormats.enabled,
    testId: reportFormats.testId,
    id: reportFormats.id,
  },
});

export interface ReportFormatView {
  format: ReportFormatRow;
  test: { id: number; name: string; code: string };
}

/** One format with its test: the list's row, narrowed to its id. */
export const findReportFormatView = async (
  db: Executor,
  labId: number,
  id: number,
): Promise<ReportFormatView | undefined> =>
  (await reportFormatList.page(db, { direction: 'asc', limit: 1, offset: 0 }, { labId, id })).items[0];

/** The formats of a test, oldest first. */
export const formatsOfTest = (db: Executor, labId: number, testId: number) =>
  db
    .select()
    .from(reportFormats)
    .where(and(eq(reportFormats.labId, labId), eq(reportFormats.testId, testId)))
    .orderBy(reportFormats.id);

/** The test's other formats stop being its default (the caller holds the test's lock). */
export const clearOtherDefaults = (db: Executor, labId: number, testId: number, keptId: number) =>
  db
    .update(reportFormats)
    .set({ isDefault: false, version: sql`${reportFormats.version} + 1` })
    .where(
      and(
        eq(reportFormats.labId, labId),
        eq(reportFormats.testId, testId),
        eq(reportFormats.isDefault, true),
        ne(reportFormats.id, keptId),
      ),
    )
    .returning({ id: reportFormats.id });
