import type {
  CopyReportFormat,
  CreateReportFormat,
  Page,
  ReportFormat,
  ReportFormatList,
  ReportFormatListQuery,
  UpdateReportFormat,
} from '@lims/contract';
import {
  completeParameter,
  DomainError,
  formatProblemPath,
  type ReportFormatParameter,
  validateReportFormat,
} from '@lims/domain';
import type { z } from 'zod';
import type { LabActor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps } from '../../services.js';
import { assertNamedRecordsOfLab, auditedFields, type RecordWrites } from './catalogue-records.js';
import { findRecord, insertRecord, takeTurn, updateRecord } from './catalogue-records.queries.js';
import {
  clearOtherDefaults,
  findReportFormatView,
  formatsOfTest,
  type ReportFormatView,
  reportFormatKind,
  reportFormatList,
} from './report-formats.queries.js';
import { unitWarnings } from './ucum-units.js';

type NewFormat = z.output<typeof CreateReportFormat>;
type FormatChange = z.output<typeof UpdateReportFormat>;
type FormatSummary = ReportFormatList['items'][number];

const toSummary = ({ format, test }: ReportFormatView): FormatSummary => ({
  id: format.id,
  test,
  name: format.name,
  isDefault: format.isDefault,
  parameterCount: format.parameters.length,
  ...auditedFields(format),
});

const toFormat = (view: ReportFormatView): ReportFormat => {
  const { parameterCount: _count, ...summary } = toSummary(view);
  return {
    ...summary,
    parameters: view.format.parameters.map(completeParameter),
    warnings: unitWarnings(view.format.parameters),
  };
};

/**
 * spec 001 §3 'Report format parameter': a format that cannot be used is refused with every
 * problem on its field (`parameters.{position}.{field}`), named by the domain's rules.
 */
function assertUsable(parameters: readonly ReportFormatParameter[]): void {
  const problems = validateReportFormat(parameters);
  const [first] = problems;
  if (first) {
    throw new DomainError('bad_request', first.messageKey, {
      params: first.params,
      fields: problems.map((problem) => ({
        field: formatProblemPath(problem),
        messageKey: problem.messageKey,
        params: problem.params,
      })),
    });
  }
}

/**
 * How a test's results are entered and printed: several formats per test (`multipleFormat`),
 * one of them its default (docs/decisions/0024-catalogue.md).
 */
export function createReportFormatsService({
  db,
  now,
  writes,
}: Pick<ServiceDeps, 'db' | 'now'> & { writes: RecordWrites }) {
  const answer = async (labId: number, id: number): Promise<ReportFormat> => {
    const view = await findReportFormatView(db, labId, id);
    if (!view) throw notFound();
    return toFormat(view);
  };
  /** Writers of one test's formats take turns, so that one default is left however many save at once. */
  const turnAtFormatsOf = (labId: number, testId: number) => takeTurn(db, labId, `report-formats:${testId}`);

  /** The test's other formats stop being its default, each change audited. */
  const clearOthers = async (actor: LabActor, testId: number, keptId: number) => {
    for (const { id } of await clearOtherDefaults(db, actor.labId, testId, keptId)) {
      await audit(db, actor, {
        action: `${reportFormatKind.entityType}.update`,
        entityType: reportFormatKind.entityType,
        entityId: id,
        before: { isDefault: true },
        after: { isDefault: false },
      });
    }
  };

  /**
   * Adds a format to a test in the test's turn: it becomes the default when asked, or when the
   * test has no enabled default yet (a test's first format is its default).
   */
  const addToTest = async (
    actor: LabActor,
    values: { testId: number; name: string; isDefault: boolean; parameters: ReportFormatParameter[] },
    copiedFrom?: Awaited<ReturnType<typeof findRecord<typeof reportFormatKind.table>>>,
  ) =>
    writes.add({
      actor,
      kind: reportFormatKind,
      ...(copiedFrom ? { copiedFrom } : {}),
      write: async () => {
        await turnAtFormatsOf(actor.labId, values.testId);
        const current = await formatsOfTest(db, actor.labId, values.testId);
        const isDefault = values.isDefault || !current.some((format) => format.isDefault && format.enabled);
        const row = await insertRecord(db, reportFormatKind.table, { ...values, isDefault, labId: actor.labId });
        if (isDefault) await clearOthers(actor, values.testId, row.id);
        return row;
      },
      answer: (row) => answer(actor.labId, row.id),
    });

  const assertTestOfLab = (labId: number, testId: number | undefined) =>
    assertNamedRecordsOfLab(db, labId, [{ field: 'testId', of: 'test', ids: testId }]);

  return {
    async list({ actor, query }: { actor: LabActor; query: ReportFormatListQuery }): Promise<Page<FormatSummary>> {
      requirePermission(actor, 'catalogue.view');
      const page = await reportFormatList.page(db, query, {
        labId: actor.labId,
        enabled: query.includeDisabled ? undefined : true,
        testId: query.testId,
      });
      return { ...page, items: page.items.map(toSummary) };
    },

    async get({ actor, id }: { actor: LabActor; id: number }): Promise<ReportFormat> {
      requirePermission(actor, 'catalogue.view');
      return answer(actor.labId, id);
    },

    /** A new format of a test; its units are checked against UCUM and answered as `warnings`, never refused. */
    async create({ actor, input }: { actor: LabActor; input: NewFormat }): Promise<ReportFormat> {
      requirePermission(actor, 'catalogue.manage');
      assertUsable(input.parameters);
      await assertTestOfLab(actor.labId, input.testId);
      return addToTest(actor, input);
    },

    /**
     * Renames, replaces the parameters, makes default (the test's others stop being it, in the
     * same transaction), disables or enables a format, from the version the admin saw.
     */
    async update({ actor, id, input }: { actor: LabActor; id: number; input: FormatChange }): Promise<ReportFormat> {
      requirePermission(actor, 'catalogue.manage');
      if (input.parameters) assertUsable(input.parameters);
      const current = await findRecord(db, reportFormatKind.table, actor.labId, id);
      if (!current) throw notFound();
      const { version, ...change } = input;
      return writes.change({
        actor,
        kind: reportFormatKind,
        id,
        version,
        turn: () => turnAtFormatsOf(actor.labId, current.testId),
        write: async () => {
          const after = await updateRecord(db, reportFormatKind.table, actor.labId, id, {
            ...change,
            updatedAt: now(),
          });
          if (change.isDefault) await clearOthers(actor, current.testId, id);
          return after;
        },
        answer: (row) => answer(actor.labId, row.id),
      });
    },

    /** A new format with the original's parameters, under a new name, on the same test or the one given. */
    async copy({ actor, id, input }: { actor: LabActor; id: number; input: CopyReportFormat }): Promise<ReportFormat> {
      requirePermission(actor, 'catalogue.manage');
      const original = await findRecord(db, reportFormatKind.table, actor.labId, id);
      if (!original) throw notFound();
      await assertTestOfLab(actor.labId, input.testId);
      return addToTest(
        actor,
        {
          testId: input.testId ?? original.testId,
          name: input.name,
          isDefault: false,
          parameters: original.parameters,
        },
        original,
      );
    },
  };
}
export type ReportFormatsService = ReturnType<typeof createReportFormatsService>;
