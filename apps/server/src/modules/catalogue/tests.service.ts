import type {
  BillableItem,
  BillableSearchResult,
  CatalogueTest,
  CopyCatalogueRecord,
  CreateTest,
  Page,
  TestListQuery,
  UpdateTest,
} from '@lims/contract';
import { DomainError, type FieldIssue } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import {
  assertNamedRecordsOfLab,
  auditedFields,
  ensureCodeFree as ensureCodeFreeOf,
  type RecordWrites,
  refOf,
} from './catalogue-records.js';
import { findRecord, findRecords, insertRecord, updateRecord } from './catalogue-records.queries.js';
import { profileKind } from './profiles.queries.js';
import { formatsOfTest, reportFormatKind } from './report-formats.queries.js';
import {
  findTestsForBilling,
  findTestView,
  formatsOfTests,
  searchBillableProfiles,
  searchBillableTests,
  type TestRow,
  type TestView,
  testKind,
  testList,
  testsOfProfiles,
} from './tests.queries.js';

/** A line of a bill as the billing desk asks for it (common.md 'Agreed interfaces'). */
export interface BillingRequestItem {
  kind: 'test' | 'profile';
  id: number;
}

/** One test a bill line reports: what the bill's lab report and sample are made from. */
export interface BillingTest {
  testId: number;
  code: string;
  name: string;
  departmentId: number;
  sampleTypeId: number | null;
  sampleTypeName: string | null;
  targetTatMinutes: number;
  /** The test's default enabled format (else its oldest enabled one), or null when it has none. */
  reportFormatId: number | null;
  isOutsourceTest: boolean;
  outsourceCentreId: number | null;
}

/** A bill line's test or profile, priced, with the tests it reports (a profile's enabled ones in order). */
export interface BillingItem {
  kind: 'test' | 'profile';
  id: number;
  code: string;
  name: string;
  /** Minor units. A profile's own price; its cost is the sum of its tests' costs. */
  price: number;
  cost: number;
  tests: BillingTest[];
}

type TestFields = Omit<CreateTest, 'loincCode' | 'sampleTypeId' | 'categoryId' | 'outsourceCentreId'> & {
  loincCode?: string | null | undefined;
  sampleTypeId?: number | null | undefined;
  categoryId?: number | null | undefined;
  outsourceCentreId?: number | null | undefined;
};

const toTest = (view: TestView, formats: { id: number; name: string; isDefault: boolean }[]): CatalogueTest => ({
  id: view.test.id,
  code: view.test.code,
  name: view.test.name,
  department: view.department,
  sampleType: refOf(view.sampleType),
  category: refOf(view.category),
  price: view.test.price,
  cost: view.test.cost,
  targetTatMinutes: view.test.targetTatMinutes,
  isOutsourceTest: view.test.isOutsourceTest,
  outsourceCentre: refOf(view.outsourceCentre),
  isRadiology: view.test.isRadiology,
  multiSampleTest: view.test.multiSampleTest,
  hasSupplementaryTest: view.test.hasSupplementaryTest,
  isMultiUnit: view.test.isMultiUnit,
  loincCode: view.test.loincCode,
  formats,
  ...auditedFields(view.test),
});

const toBillingTest = (row: Awaited<ReturnType<typeof findTestsForBilling>>[number]): BillingTest => ({
  testId: row.test.id,
  code: row.test.code,
  name: row.test.name,
  departmentId: row.test.departmentId,
  sampleTypeId: row.test.sampleTypeId,
  sampleTypeName: row.sampleTypeName,
  targetTatMinutes: row.test.targetTatMinutes,
  reportFormatId: row.reportFormatId,
  isOutsourceTest: row.test.isOutsourceTest,
  outsourceCentreId: row.test.outsourceCentreId,
});

/** The values of a new test copied from `original`: everything but its identity, under a new name (and code). */
const copiedValues = (original: TestRow, input: CopyCatalogueRecord) => {
  const {
    id: _id,
    version: _version,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    enabled: _enabled,
    ...values
  } = original;
  return { ...values, name: input.name, code: input.code ?? original.code };
};

/**
 * The lab's tests (spec 001 §3 Lab report, spec 002 §3): the catalogue's screens, the billing
 * desk's search (`billables`) and what a bill is made from (`forBilling`).
 */
export function createLabTestsService({
  db,
  now,
  writes,
  services,
}: Pick<ServiceDeps, 'db' | 'now'> & { writes: RecordWrites; services: ServiceRegistry }) {
  const answer = async (labId: number, id: number): Promise<CatalogueTest> => {
    const view = await findTestView(db, labId, id);
    if (!view) throw notFound();
    const formats = await formatsOfTests(db, labId, [id]);
    return toTest(
      view,
      formats.map(({ testId: _testId, ...format }) => format),
    );
  };

  const ensureCodeFree = (labId: number, code: string | undefined, exceptId?: number) =>
    ensureCodeFreeOf(
      { db, services },
      { labId, table: testKind.table, code, ...(exceptId === undefined ? {} : { exceptId }), taken: 'testCodeTaken' },
    );

  const assertNamedOfLab = (labId: number, input: Partial<TestFields>) =>
    assertNamedRecordsOfLab(db, labId, [
      { field: 'departmentId', of: 'department', ids: input.departmentId },
      { field: 'sampleTypeId', of: 'sampleType', ids: input.sampleTypeId },
      { field: 'categoryId', of: 'testCategory', ids: input.categoryId },
      { field: 'outsourceCentreId', of: 'outsourceCentre', ids: input.outsourceCentreId },
    ]);

  return {
    async list({ actor, query }: { actor: LabActor; query: TestListQuery }): Promise<Page<CatalogueTest>> {
      requirePermission(actor, 'catalogue.view');
      const page = await testList.page(db, query, {
        labId: actor.labId,
        enabled: query.includeDisabled ? undefined : true,
        departmentId: query.departmentId,
        categoryId: query.categoryId,
      });
      const formats = await formatsOfTests(
        db,
        actor.labId,
        page.items.map((view) => view.test.id),
      );
      return {
        ...page,
        items: page.items.map((view) =>
          toTest(
            view,
            formats.filter((format) => format.testId === view.test.id).map(({ testId: _testId, ...format }) => format),
          ),
        ),
      };
    },

    async get({ actor, id }: { actor: LabActor; id: number }): Promise<CatalogueTest> {
      requirePermission(actor, 'catalogue.view');
      return answer(actor.labId, id);
    },

    async create({ actor, input }: { actor: LabActor; input: CreateTest }): Promise<CatalogueTest> {
      requirePermission(actor, 'catalogue.manage');
      await assertNamedOfLab(actor.labId, input);
      return writes.add({
        actor,
        kind: testKind,
        write: async () => {
          await ensureCodeFree(actor.labId, input.code);
          return insertRecord(db, testKind.table, { ...input, labId: actor.labId });
        },
        answer: (row) => answer(actor.labId, row.id),
      });
    },

    /** Changes fields, disables (`enabled: false`) or enables a test, from the version the admin saw. */
    async update({ actor, id, input }: { actor: LabActor; id: number; input: UpdateTest }): Promise<CatalogueTest> {
      requirePermission(actor, 'catalogue.manage');
      await assertNamedOfLab(actor.labId, input);
      const { version, ...change } = input;
      return writes.change({
        actor,
        kind: testKind,
        id,
        version,
        write: async () => {
          await ensureCodeFree(actor.labId, change.code, id);
          return updateRecord(db, testKind.table, actor.labId, id, { ...change, updatedAt: now() });
        },
        answer: (row) => answer(actor.labId, row.id),
      });
    },

    /**
     * A new test as the original under a new name (and code, else the original's), enabled,
     * with copies of all its report formats (each audited as a copy); devices and profiles
     * that run or group the original are left as they are.
     */
    async copy({ actor, id, input }: { actor: LabActor; id: number; input: CopyCatalogueRecord }) {
      requirePermission(actor, 'catalogue.manage');
      const original = await findRecord(db, testKind.table, actor.labId, id);
      if (!original) throw notFound();
      const values = copiedValues(original, input);
      return writes.add({
        actor,
        kind: testKind,
        copiedFrom: original,
        write: async () => {
          await ensureCodeFree(actor.labId, values.code);
          const copy = await insertRecord(db, testKind.table, values);
          for (const format of await formatsOfTest(db, actor.labId, id)) {
            const {
              id: _id,
              version: _version,
              createdAt: _createdAt,
              updatedAt: _updatedAt,
              ...formatValues
            } = format;
            const copied = await insertRecord(db, reportFormatKind.table, { ...formatValues, testId: copy.id });
            await audit(db, actor, {
              action: `${reportFormatKind.entityType}.copy`,
              entityType: reportFormatKind.entityType,
              entityId: copied.id,
              before: format,
              after: copied,
            });
          }
          return copy;
        },
        answer: (row) => answer(actor.labId, row.id),
      });
    },

    /**
     * The billing desk's type-ahead: enabled tests and profiles whose code or name matches,
     * the code itself first, then codes starting with the words, names starting with them, and
     * names with a word starting with them; by name within each (docs/decisions/0024).
     */
    async billables({
      actor,
      query,
    }: {
      actor: LabActor;
      query: { q: string; limit: number };
    }): Promise<BillableSearchResult> {
      requirePermission(actor, 'catalogue.view');
      const q = query.q.toLowerCase();
      const [testRows, profileRows] = [
        await searchBillableTests(db, actor.labId, q, query.limit),
        await searchBillableProfiles(db, actor.labId, q, query.limit),
      ];
      const profileTestRows = await testsOfProfiles(
        db,
        actor.labId,
        profileRows.map((row) => row.profile.id),
      );
      const ranked: { rank: number; item: BillableItem }[] = [
        ...testRows.map(({ test, rank, sampleType, outsourceCentre }) => ({
          rank,
          item: {
            kind: 'test' as const,
            id: test.id,
            code: test.code,
            name: test.name,
            price: test.price,
            cost: test.cost,
            sampleType: refOf(sampleType),
            isOutsourceTest: test.isOutsourceTest,
            outsourceCentre: refOf(outsourceCentre),
            testNames: [],
          },
        })),
        ...profileRows.map(({ profile, rank }) => {
          const enabledTests = profileTestRows.filter((row) => row.profileId === profile.id && row.enabled);
          return {
            rank,
            item: {
              kind: 'profile' as const,
              id: profile.id,
              code: profile.code,
              name: profile.name,
              price: profile.price,
              cost: enabledTests.reduce((sum, row) => sum + row.cost, 0),
              sampleType: null,
              isOutsourceTest: false,
              outsourceCentre: null,
              testNames: enabledTests.map((row) => row.name),
            },
          };
        }),
      ];
      const byName = (text: string) => text.toLowerCase();
      ranked.sort(
        (a, b) =>
          a.rank - b.rank ||
          (byName(a.item.name) < byName(b.item.name) ? -1 : byName(a.item.name) > byName(b.item.name) ? 1 : 0) ||
          a.item.id - b.item.id,
      );
      return { items: ranked.slice(0, query.limit).map(({ item }) => item) };
    },

    /**
     * What a bill is made from, in the order asked (billing calls it inside its transaction):
     * each test or profile with its price and cost and the tests it reports, a profile's enabled
     * tests in their position. Every line naming an unknown test or profile, or another lab's,
     * is refused at once with 'testNotFound' on `lines.{i}.id` (404), and a disabled one (or a
     * profile with no enabled test) with 'testDisabled' (400).
     */
    async forBilling({
      labId,
      items,
    }: {
      labId: number;
      items: readonly BillingRequestItem[];
    }): Promise<BillingItem[]> {
      const profileIds = items.filter((item) => item.kind === 'profile').map((item) => item.id);
      const profileRows = new Map(
        (await findRecords(db, profileKind.table, labId, profileIds)).map((row) => [row.id, row]),
      );
      const profileTestRows = await testsOfProfiles(db, labId, [...profileRows.keys()]);
      const testIds = [
        ...items.filter((item) => item.kind === 'test').map((item) => item.id),
        ...profileTestRows.filter((row) => row.enabled).map((row) => row.id),
      ];
      const testRows = new Map((await findTestsForBilling(db, labId, testIds)).map((row) => [row.test.id, row]));

      const issues: FieldIssue[] = [];
      const refuse = (position: number, messageKey: 'testNotFound' | 'testDisabled') =>
        issues.push({ field: `lines.${position}.id`, messageKey });
      const priced = items.map((item, position): BillingItem | undefined => {
        if (item.kind === 'test') {
          const row = testRows.get(item.id);
          if (!row) return void refuse(position, 'testNotFound');
          if (!row.test.enabled) return void refuse(position, 'testDisabled');
          const { id, code, name, price, cost } = row.test;
          return { kind: 'test', id, code, name, price, cost, tests: [toBillingTest(row)] };
        }
        const profile = profileRows.get(item.id);
        if (!profile) return void refuse(position, 'testNotFound');
        const reported = profileTestRows
          .filter((row) => row.profileId === profile.id && row.enabled)
          .flatMap((row) => testRows.get(row.id) ?? []);
        if (!profile.enabled || reported.length === 0) return void refuse(position, 'testDisabled');
        const { id, code, name, price } = profile;
        const cost = reported.reduce((sum, row) => sum + row.test.cost, 0);
        return { kind: 'profile', id, code, name, price, cost, tests: reported.map(toBillingTest) };
      });
      const [first] = issues;
      if (first) {
        const code = issues.some((issue) => issue.messageKey === 'testNotFound') ? 'not_found' : 'bad_request';
        throw new DomainError(code, first.messageKey, { fields: issues });
      }
      return priced as BillingItem[];
    },
  };
}
export type LabTestsService = ReturnType<typeof createLabTestsService>;
