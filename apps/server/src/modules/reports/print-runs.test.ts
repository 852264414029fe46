import {
  type CatalogueTest,
  CreateBill,
  CreateReportFormat,
  CreateTest,
  type Department,
  type PrintRun,
} from '@lims/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labReports, patients, reportPrintRuns } from '../../db/schema/index.js';
import { pdfText } from '../../platform/documents/document-reading.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestContext, type TestUser, uniqueName } from '../../test/test-context.js';
import { billingPatient } from '../billing/bills.test-support.js';

const refusal = (messageKey: string) => ({ error: expect.objectContaining({ messageKey }) });

describe('Print All runs (the issue: one PDF of the chosen reports, by a job with its progress; decision 0041)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let department: Department;
  let labTest: CatalogueTest;
  let otherTest: CatalogueTest;
  let desk: TestUser;
  let secondDesk: TestUser;

  const catalogueTest = async (of: TestLab, inDepartment: Department) => {
    const test = await ctx.services.labTests.create({
      actor: of.system,
      input: CreateTest.parse({
        code: uniqueName('XR'),
        name: uniqueName('Chest X-ray'),
        departmentId: inDepartment.id,
        sampleTypeId: null,
        price: 50_000,
        targetTatMinutes: 240,
        isRadiology: true,
      }),
    });
    await ctx.services.reportFormats.create({
      actor: of.system,
      input: CreateReportFormat.parse({
        testId: test.id,
        name: 'Default',
        isDefault: true,
        parameters: [{ index: 1, order: 1, name: 'Impression', isNumeric: false }],
      }),
    });
    return test;
  };

  /** One signed report (unless told) on its own bill, for a patient named `fullName`. */
  const signedReport = async (
    { of = lab, fullName, signed = true } = {} as {
      of?: TestLab;
      fullName?: string;
      signed?: boolean;
    },
  ) => {
    const patient = await billingPatient(ctx, of);
    if (fullName) {
      await ctx.database.db
        .update(patients)
        .set({ fullName })
        .where(and(eq(patients.labId, of.labId), eq(patients.id, patient.id)));
    }
    const bill = await ctx.services.bills.create({
      actor: of.system,
      input: CreateBill.parse({
        patientId: patient.id,
        lines: [
          {
            kind: 'test',
            id: (of === lab ? labTest : otherTest).id,
            quantity: 1,
            concession: { type: 'amount', value: 0 },
          },
        ],
        concession: { type: 'amount', value: 0 },
        payments: [],
      }),
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
    const id = bill.reports[0]?.id as number;
    await ctx.database.db
      .update(labReports)
      .set({
        completedTests: true,
        values: [{ index: 1, value: 'No active disease', highlight: false, isCritical: 0 }],
        ...(signed ? { isSigned: true, entryStage: 'signed' } : { entryStage: 'completed' }),
      })
      .where(and(eq(labReports.labId, of.labId), eq(labReports.id, id)));
    return id;
  };

  const start = (body: unknown, client: TestUser = desk) => client.post('/api/v1/report-prints/runs', body);

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    department = await lab.department(uniqueName('Radiology'));
    labTest = await catalogueTest(lab, department);
    otherTest = await catalogueTest(other, await other.department(uniqueName('Radiology')));
    [desk, secondDesk] = await Promise.all([
      lab.user({ departmentIds: [department.id] }),
      lab.user({ departmentIds: [department.id] }),
    ]);
  });
  afterAll(() => ctx.close());

  it('renders 3 reports into one PDF with a section each, in the order chosen, for the requester only', async () => {
    const names = ['Chand', 'Anil', 'Bela'].map((name) => `${name} ${uniqueName('Print')}`);
    const reportIds = [];
    for (const fullName of names) reportIds.push(await signedReport({ fullName }));
    const created = await start({ reportIds, pageBreak: 1 });
    expect(created.statusCode, created.body).toBe(202);
    const run = created.json<PrintRun>();
    expect(run).toMatchObject({ state: 'queued', done: 0, total: 3, error: null, finishedAt: null });
    // Not ready yet: no file to send.
    expect((await desk.get(`/api/v1/report-prints/runs/${run.id}/pdf`)).statusCode).toBe(404);

    await ctx.services.jobs.worker.runDue();
    const finished = (await desk.get(`/api/v1/report-prints/runs/${run.id}`)).json<PrintRun>();
    expect(finished).toMatchObject({ id: run.id, state: 'done', done: 3, total: 3, error: null });
    expect(finished.finishedAt).not.toBeNull();

    const pdf = await desk.get(`/api/v1/report-prints/runs/${run.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.headers['content-disposition']).toMatch(/^inline/);
    const text = pdfText(pdf.rawPayload);
    const positions = names.map((name) => text.indexOf(name));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((left, right) => left - right)).toEqual(positions);

    // Another user of the lab does not see it.
    expect((await secondDesk.get(`/api/v1/report-prints/runs/${run.id}`)).statusCode).toBe(404);
    expect((await secondDesk.get(`/api/v1/report-prints/runs/${run.id}/pdf`)).statusCode).toBe(404);
  });

  it('refuses an unsigned report (409 reportNotPrintable) and another lab (404), and starts no run', async () => {
    const signed = await signedReport();
    const unsigned = await signedReport({ signed: false });
    const theirs = await signedReport({ of: other });
    const before = await ctx.database.db.select().from(reportPrintRuns).where(eq(reportPrintRuns.labId, lab.labId));
    const refused = await start({ reportIds: [signed, unsigned] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(refusal('reportNotPrintable'));
    expect((await start({ reportIds: [signed, theirs] })).statusCode).toBe(404);
    const after = await ctx.database.db.select().from(reportPrintRuns).where(eq(reportPrintRuns.labId, lab.labId));
    expect(after).toHaveLength(before.length);
    expect((await desk.get('/api/v1/report-prints/runs/999999999')).statusCode).toBe(404);
  });

  it("refuses a due bill's reports when the lab hides due reports (409 printNotAllowed)", async () => {
    const reportId = await signedReport();
    const current = await ctx.services.labSettings.getPrint({ actor: lab.system });
    await ctx.services.labSettings.updatePrint({
      actor: lab.system,
      input: { ...current, hideAmountDueReport: true },
    });
    try {
      const response = await start({ reportIds: [reportId] });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(refusal('printNotAllowed'));
    } finally {
      const changed = await ctx.services.labSettings.getPrint({ actor: lab.system });
      await ctx.services.labSettings.updatePrint({
        actor: lab.system,
        input: { ...changed, hideAmountDueReport: false },
      });
    }
  });

  it('fails the run, saying so, when a report is unsigned before the job renders it', async () => {
    const reportId = await signedReport();
    const run = (await start({ reportIds: [reportId] })).json<PrintRun>();
    await ctx.database.db
      .update(labReports)
      .set({ isSigned: false, entryStage: 'completed' })
      .where(and(eq(labReports.labId, lab.labId), inArray(labReports.id, [reportId])));
    await ctx.services.jobs.worker.runDue();
    expect((await desk.get(`/api/v1/report-prints/runs/${run.id}`)).json<PrintRun>()).toMatchObject({
      state: 'failed',
      error: 'printRunFailed',
    });
    expect((await desk.get(`/api/v1/report-prints/runs/${run.id}/pdf`)).statusCode).toBe(404);
  });

  it('refuses bad input (400) and users without reports.print (403)', async () => {
    const reportId = await signedReport();
    expect((await start({ reportIds: [] })).statusCode).toBe(400);
    expect((await start({ reportIds: [reportId], pageBreak: 2 })).statusCode).toBe(400);
    const tooMany = await start({ reportIds: Array.from({ length: 501 }, (_, index) => index + 1) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ error: { messageKey: 'printAllTooMany' } });
    expect((await desk.get('/api/v1/report-prints/runs/abc')).statusCode).toBe(400);
    const referral = await lab.user({ isReferral: true, departmentIds: [department.id] });
    const centre = await lab.user({ isCollectionCenter: 4, departmentIds: [department.id] });
    for (const client of [referral, centre]) {
      expect((await start({ reportIds: [reportId] }, client)).statusCode).toBe(403);
    }
  });
});
