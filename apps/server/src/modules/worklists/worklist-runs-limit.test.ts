import { CreateBill, CreateReportFormat, CreateTest, type WorklistRun } from '@lims/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { worklistRuns } from '../../db/schema/index.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestContext, uniqueName } from '../../test/test-context.js';
import { billingPatient } from '../billing/bills.test-support.js';

// The limit made small, so that a list beyond it takes three reports rather than 20,001.
vi.mock('@lims/domain', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@lims/domain')>()),
  worklistMaxLines: 2,
}));

describe('a work list beyond the line limit (decision 0047: 409 worklistTooManyLines)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let departmentId: number;
  let lastPatientId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    lab = await ctx.createLab();
    departmentId = (await lab.department(uniqueName('Serology'))).id;
    const test = await ctx.services.labTests.create({
      actor: lab.system,
      input: CreateTest.parse({
        code: uniqueName('T'),
        name: uniqueName('Widal'),
        departmentId,
        sampleTypeId: null,
        price: 10_000,
        targetTatMinutes: 60,
        isRadiology: true,
      }),
    });
    await ctx.services.reportFormats.create({
      actor: lab.system,
      input: CreateReportFormat.parse({
        testId: test.id,
        name: 'Default',
        isDefault: true,
        parameters: [{ index: 1, order: 1, name: 'Titre', isNumeric: false }],
      }),
    });
    // Two reports of one patient, one of another: three lines in all.
    for (const quantity of [2, 1]) {
      const patientId = (await billingPatient(ctx, lab)).id;
      await ctx.services.bills.create({
        actor: lab.system,
        input: CreateBill.parse({
          patientId,
          lines: [{ kind: 'test', id: test.id, quantity, concession: { type: 'amount', value: 0 } }],
          concession: { type: 'amount', value: 0 },
          payments: [],
        }),
        sessionLanguage: 'en',
        ipAddress: '127.0.0.1',
      });
      lastPatientId = patientId;
    }
  });
  afterAll(() => ctx.close());

  it('refuses more lines than the limit, naming it, and starts no run; at the limit it starts one', async () => {
    const refused = await lab.admin.post('/api/v1/worklists/runs', { kind: 'simple', departmentId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: expect.objectContaining({ messageKey: 'worklistTooManyLines', params: { max: 2 } }),
    });
    expect(await ctx.database.db.select().from(worklistRuns).where(eq(worklistRuns.labId, lab.labId))).toHaveLength(0);

    const within = await lab.admin.post('/api/v1/worklists/runs', { kind: 'patientWise', patientId: lastPatientId });
    expect(within.statusCode, within.body).toBe(202);
    expect(within.json<WorklistRun>().total).toBe(1);
  });
});
