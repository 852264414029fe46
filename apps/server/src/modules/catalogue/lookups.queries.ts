import { outsourceCentres, sampleTypes, testCategories } from '../../db/schema/index.js';
import { defineList, textSort } from '../../platform/lists/list-page.js';

export type SampleTypeRow = typeof sampleTypes.$inferSelect;
export type OutsourceCentreRow = typeof outsourceCentres.$inferSelect;
export type TestCategoryRow = typeof testCategories.$inferSelect;

/** The lookups' lists: searched by name, sorted by name or creation, enabled unless asked. */
export const sampleTypeList = defineList({
  select: (db, cursor) =>
    db
      .select({ record: sampleTypes, ...cursor })
      .from(sampleTypes)
      .$dynamic(),
  id: sampleTypes.id,
  search: [sampleTypes.name],
  sort: { name: textSort(sampleTypes.name), createdAt: sampleTypes.createdAt },
  defaultSort: 'name',
  filters: { labId: sampleTypes.labId, enabled: sampleTypes.enabled },
});

export const outsourceCentreList = defineList({
  select: (db, cursor) =>
    db
      .select({ record: outsourceCentres, ...cursor })
      .from(outsourceCentres)
      .$dynamic(),
  id: outsourceCentres.id,
  search: [outsourceCentres.name],
  sort: { name: textSort(outsourceCentres.name), createdAt: outsourceCentres.createdAt },
  defaultSort: 'name',
  filters: { labId: outsourceCentres.labId, enabled: outsourceCentres.enabled },
});

export const testCategoryList = defineList({
  select: (db, cursor) =>
    db
      .select({ record: testCategories, ...cursor })
      .from(testCategories)
      .$dynamic(),
  id: testCategories.id,
  search: [testCategories.name],
  sort: { name: textSort(testCategories.name), createdAt: testCategories.createdAt },
  defaultSort: 'name',
  filters: { labId: testCategories.labId, enabled: testCategories.enabled },
});

/** The kinds the lookups' service writes (catalogue-records.ts). */
export const sampleTypeKind = {
  table: sampleTypes,
  entityType: 'sample_type',
  nameTaken: 'sampleTypeNameTaken',
} as const;
export const outsourceCentreKind = {
  table: outsourceCentres,
  entityType: 'outsource_centre',
  nameTaken: 'outsourceCentreNameTaken',
} as const;
export const testCategoryKind = {
  table: testCategories,
  entityType: 'test_category',
  nameTaken: 'testCategoryNameTaken',
} as const;
