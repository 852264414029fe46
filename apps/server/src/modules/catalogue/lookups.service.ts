import type {
  CreateOutsourceCentre,
  CreateSampleType,
  CreateTestCategory,
  ListQuery,
  OutsourceCentre,
  Page,
  SampleType,
  TestCategory,
  UpdateOutsourceCentre,
  UpdateSampleType,
  UpdateTestCategory,
} from '@lims/contract';
import type { Executor } from '../../db/database.js';
import type { LabActor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import type { ServiceDeps } from '../../services.js';
import { auditedFields, type RecordKind, type RecordWrites } from './catalogue-records.js';
import {
  findRecord,
  findRecords,
  insertRecord,
  type RecordChange,
  type RowOf,
  updateRecord,
} from './catalogue-records.queries.js';
import {
  type OutsourceCentreRow,
  outsourceCentreKind,
  outsourceCentreList,
  type SampleTypeRow,
  sampleTypeKind,
  sampleTypeList,
  type TestCategoryRow,
  testCategoryKind,
  testCategoryList,
} from './lookups.queries.js';

type LookupTable = (typeof sampleTypeKind | typeof outsourceCentreKind | typeof testCategoryKind)['table'];

interface LookupList<Row> {
  page(
    db: Executor,
    query: ListQuery<'name' | 'createdAt'>,
    filters: { labId: number; enabled?: boolean | undefined },
  ): Promise<Page<{ record: Row }>>;
}

/**
 * The catalogue's lookups (sample types, outsource centres, test categories): records of a name
 * unique per lab and a few fields of their own, listed, read, added, changed and disabled alike.
 */
function createLookupService<
  Table extends LookupTable,
  Item,
  Create extends { name: string },
  Update extends { version: number; name?: string | undefined },
>(
  { db, now, writes }: Pick<ServiceDeps, 'db' | 'now'> & { writes: RecordWrites },
  {
    kind,
    list,
    toItem,
  }: { kind: RecordKind<Table>; list: LookupList<RowOf<Table>>; toItem: (row: RowOf<Table>) => Item },
) {
  const answer = async (row: RowOf<Table>) => toItem(row);
  return {
    async list({
      actor,
      query,
    }: {
      actor: LabActor;
      query: ListQuery<'name' | 'createdAt'> & { includeDisabled: boolean };
    }): Promise<Page<Item>> {
      requirePermission(actor, 'catalogue.view');
      const page = await list.page(db, query, {
        labId: actor.labId,
        enabled: query.includeDisabled ? undefined : true,
      });
      return { ...page, items: page.items.map((row) => toItem(row.record)) };
    },

    async get({ actor, id }: { actor: LabActor; id: number }): Promise<Item> {
      requirePermission(actor, 'catalogue.view');
      const row = await findRecord(db, kind.table, actor.labId, id);
      if (!row) throw notFound();
      return toItem(row);
    },

    /** The lab's records among `ids`, disabled ones too; other labs' ids are left out. */
    async byIds(labId: number, ids: readonly number[]): Promise<Item[]> {
      return (await findRecords(db, kind.table, labId, ids)).map(toItem);
    },

    async create({ actor, input }: { actor: LabActor; input: Create }): Promise<Item> {
      requirePermission(actor, 'catalogue.manage');
      return writes.add({
        actor,
        kind,
        name: input.name,
        write: () => insertRecord(db, kind.table, { ...input, labId: actor.labId }),
        answer,
      });
    },

    /** Changes fields, disables (`enabled: false`) or enables, from the version the admin saw. */
    async update({ actor, id, input }: { actor: LabActor; id: number; input: Update }): Promise<Item> {
      requirePermission(actor, 'catalogue.manage');
      const { version, ...change } = input;
      return writes.change({
        actor,
        kind,
        id,
        version,
        name: change.name,
        write: () =>
          updateRecord(db, kind.table, actor.labId, id, { ...change, updatedAt: now() } as RecordChange<Table>),
        answer,
      });
    },
  };
}

const toSampleType = (row: SampleTypeRow): SampleType => ({
  id: row.id,
  name: row.name,
  containerType: row.containerType,
  containerColor: row.containerColor,
  collectionInstructions: row.collectionInstructions,
  ...auditedFields(row),
});

const toOutsourceCentre = (row: OutsourceCentreRow): OutsourceCentre => ({
  id: row.id,
  name: row.name,
  contactPerson: row.contactPerson,
  phone: row.phone,
  email: row.email,
  address: row.address,
  ...auditedFields(row),
});

const toTestCategory = (row: TestCategoryRow): TestCategory => ({ id: row.id, name: row.name, ...auditedFields(row) });

type LookupDeps = Pick<ServiceDeps, 'db' | 'now'> & { writes: RecordWrites };

/** What a sample is drawn into (spec 002 §3 'Other lookups'). */
export const createSampleTypesService = (deps: LookupDeps) =>
  createLookupService<typeof sampleTypeKind.table, SampleType, CreateSampleType, UpdateSampleType>(deps, {
    kind: sampleTypeKind,
    list: sampleTypeList,
    toItem: toSampleType,
  });
export type SampleTypesService = ReturnType<typeof createSampleTypesService>;

/** Other labs tests are sent out to (spec 002 §3 outsource centre). */
export const createOutsourceCentresService = (deps: LookupDeps) =>
  createLookupService<typeof outsourceCentreKind.table, OutsourceCentre, CreateOutsourceCentre, UpdateOutsourceCentre>(
    deps,
    { kind: outsourceCentreKind, list: outsourceCentreList, toItem: toOutsourceCentre },
  );
export type OutsourceCentresService = ReturnType<typeof createOutsourceCentresService>;

export const createTestCategoriesService = (deps: LookupDeps) =>
  createLookupService<typeof testCategoryKind.table, TestCategory, CreateTestCategory, UpdateTestCategory>(deps, {
    kind: testCategoryKind,
    list: testCategoryList,
    toItem: toTestCategory,
  });
export type TestCategoriesService = ReturnType<typeof createTestCategoriesService>;
