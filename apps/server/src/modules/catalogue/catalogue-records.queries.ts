import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  departments,
  type devices,
  outsourceCentres,
  type profiles,
  type reportFormats,
  sampleTypes,
  testCategories,
  tests,
} from '../../db/schema/index.js';

/**
 * The catalogue's tables of a lab's records that are changed from a version (every one keyed
 * (lab_id, id), with `enabled`, `version` and `updated_at`): they are read, locked and moved on
 * alike, so these functions serve them all.
 */
export type CatalogueTable =
  | typeof sampleTypes
  | typeof outsourceCentres
  | typeof testCategories
  | typeof devices
  | typeof tests
  | typeof profiles
  | typeof reportFormats;
/** The catalogue tables whose names are unique per lab without regard to case (a unique index on lower(name)). */
export type NamedTable = typeof sampleTypes | typeof outsourceCentres | typeof testCategories | typeof devices;

/** Any table of the area keyed (lab_id, id): what another record may name. */
export type LabTable = CatalogueTable | typeof departments;
/** The tables of records billed by code: tests and profiles. */
export type CodedTable = typeof tests | typeof profiles;
export type RowOf<Table extends LabTable> = Table['$inferSelect'];
/** The fields a change may write; the version moves on by itself. */
export type RecordChange<Table extends CatalogueTable> = Partial<
  Omit<Table['$inferInsert'], 'labId' | 'id' | 'version' | 'createdAt'>
>;

const ofLab = (table: CatalogueTable, labId: number, id: number) => and(eq(table.labId, labId), eq(table.id, id));

const selectRecord = async <Table extends CatalogueTable>(
  db: Executor,
  table: Table,
  labId: number,
  id: number,
  lock: boolean,
): Promise<RowOf<Table> | undefined> => {
  const query = db
    .select()
    .from(table as CatalogueTable)
    .where(ofLab(table, labId, id));
  return (await (lock ? query.for('update') : query))[0] as RowOf<Table> | undefined;
};

export const findRecord = <Table extends CatalogueTable>(db: Executor, table: Table, labId: number, id: number) =>
  selectRecord(db, table, labId, id, false);

/** The row to change, locked until the transaction ends: the update's `before`. */
export const lockRecord = <Table extends CatalogueTable>(db: Executor, table: Table, labId: number, id: number) =>
  selectRecord(db, table, labId, id, true);

/** The lab's rows among `ids` (other labs' ids are not found), in no order. */
export const findRecords = async <Table extends LabTable>(
  db: Executor,
  table: Table,
  labId: number,
  ids: readonly number[],
): Promise<RowOf<Table>[]> =>
  ids.length === 0
    ? []
    : ((await db
        .select()
        .from(table as LabTable)
        .where(and(eq(table.labId, labId), inArray(table.id, [...new Set(ids)])))) as RowOf<Table>[]);

export const findRecordByName = async <Table extends NamedTable>(
  db: Executor,
  table: Table,
  labId: number,
  name: string,
): Promise<RowOf<Table> | undefined> =>
  (
    await db
      .select()
      .from(table as NamedTable)
      .where(and(eq(table.labId, labId), sql`lower(${table.name}) = lower(${name})`))
      .limit(1)
  )[0] as RowOf<Table> | undefined;

/** Another record of the lab with this code, without regard to case (the `*_code` index of (lab_id, lower(code))). */
export const findOtherRecordByCode = async (
  db: Executor,
  table: CodedTable,
  labId: number,
  code: string,
  exceptId?: number,
) =>
  (
    await db
      .select({ id: table.id })
      .from(table as CodedTable)
      .where(
        and(
          eq(table.labId, labId),
          sql`lower(${table.code}) = lower(${code})`,
          exceptId === undefined ? undefined : ne(table.id, exceptId),
        ),
      )
      .limit(1)
  )[0];

export const insertRecord = async <Table extends CatalogueTable>(
  db: Executor,
  table: Table,
  values: Table['$inferInsert'],
): Promise<RowOf<Table>> =>
  (await db
    .insert(table as CatalogueTable)
    .values(values as never)
    .returning()
    .then((rows) => rows[0])) as RowOf<Table>;

/** Writes the change and the next version; the caller holds the row's lock. */
export const updateRecord = async <Table extends CatalogueTable>(
  db: Executor,
  table: Table,
  labId: number,
  id: number,
  values: RecordChange<Table>,
): Promise<RowOf<Table>> =>
  (await db
    .update(table as CatalogueTable)
    .set({ ...values, version: sql`${table.version} + 1` } as never)
    .where(ofLab(table, labId, id))
    .returning()
    .then((rows) => rows[0])) as RowOf<Table>;

/** The area's tables by the name a record's field gives them, for the check that named records are the lab's. */
export const labTables = {
  department: departments,
  sampleType: sampleTypes,
  testCategory: testCategories,
  outsourceCentre: outsourceCentres,
  test: tests,
} as const;

/**
 * Takes the lab's turn at `subject` until the transaction ends: a check that no index can make
 * (a code unique only when a lab setting says so) then sees every write committed before it,
 * and two admins saving one code at once get one record and one refusal.
 */
export const takeTurn = async (db: Executor, labId: number, subject: string) => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`lims.catalogue.${subject}:${labId}`}, 0))`);
};
