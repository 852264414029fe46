import {
  type CatalogueTest,
  CreateDevice,
  CreateQcGroup,
  CreateReportFormat,
  CreateTest,
  type Department,
  type QcGroup,
} from '@lims/contract';
import type { TestLab } from '../../test/factories.js';
import { type TestContext, uniqueName } from '../../test/test-context.js';

/** A lab's chemistry bench: two tests, an analyser that runs both, and a second analyser of glucose only. */
export interface QcBench {
  lab: TestLab;
  chemistry: Department;
  glucose: CatalogueTest;
  urea: CatalogueTest;
  /** A test no device of the bench runs. */
  sodium: CatalogueTest;
  /** The default formats of glucose and urea: one numeric parameter in mg/dL. */
  formatIds: Record<'glucose' | 'urea', number>;
  analyser: { id: number; name: string };
  spare: { id: number; name: string };
}

const numericTest = async (ctx: TestContext, lab: TestLab, department: Department, name: string) => {
  const test = await ctx.services.labTests.create({
    actor: lab.system,
    input: CreateTest.parse({
      code: uniqueName(name.slice(0, 3).toUpperCase()),
      name: uniqueName(name),
      departmentId: department.id,
      sampleTypeId: null,
      price: 20_000,
      targetTatMinutes: 120,
    }),
  });
  const format = await ctx.services.reportFormats.create({
    actor: lab.system,
    input: CreateReportFormat.parse({
      testId: test.id,
      name: 'Default',
      isDefault: true,
      parameters: [{ index: 1, order: 1, name, unit: 'mg/dL', isNumeric: true }],
    }),
  });
  return { test, formatId: format.id };
};

/** A lab (quality control on unless told otherwise) with its chemistry bench. */
export async function qcBench(ctx: TestContext, { qualityControl = true } = {}): Promise<QcBench> {
  const lab = await ctx.createLab({ settings: { qualityControl } });
  const chemistry = await lab.department(uniqueName('Chemistry'));
  const [glucose, urea, sodium] = await Promise.all([
    numericTest(ctx, lab, chemistry, 'Glucose'),
    numericTest(ctx, lab, chemistry, 'Urea'),
    numericTest(ctx, lab, chemistry, 'Sodium'),
  ]);
  const device = (name: string, testIds: number[]) =>
    ctx.services.devices.create({
      actor: lab.system,
      input: CreateDevice.parse({ name: uniqueName(name), departmentId: chemistry.id, testIds }),
    });
  const analyser = await device('Analyser', [glucose.test.id, urea.test.id]);
  const spare = await device('Spare analyser', [glucose.test.id]);
  return {
    lab,
    chemistry,
    glucose: glucose.test,
    urea: urea.test,
    sodium: sodium.test,
    formatIds: { glucose: glucose.formatId, urea: urea.formatId },
    analyser: { id: analyser.id, name: analyser.name },
    spare: { id: spare.id, name: spare.name },
  };
}

/** A level 1 control of the bench's analyser: glucose 100 ± 5 mg/dL and urea 40 ± 2 mg/dL. */
export const groupBody = (bench: QcBench, overrides: Record<string, unknown> = {}) => ({
  name: uniqueName('Chemistry control'),
  departmentId: bench.chemistry.id,
  level: 'level1',
  deviceId: bench.analyser.id,
  lotNumber: 'LOT-2026-04',
  tests: [
    { testId: bench.glucose.id, targetMean: 100, targetSd: 5, unit: 'mg/dL' },
    { testId: bench.urea.id, targetMean: 40, targetSd: 2, unit: 'mg/dL' },
  ],
  ...overrides,
});

/** The group made through the service, as the lab's system. */
export const makeGroup = (
  ctx: TestContext,
  bench: QcBench,
  overrides: Record<string, unknown> = {},
): Promise<QcGroup> =>
  ctx.services.qcGroups.create({
    actor: bench.lab.system,
    input: CreateQcGroup.parse(groupBody(bench, overrides)),
  });
