import {
  CreateBill,
  CreateReportFormat,
  CreateTest,
  type Department,
  type ReportEntry,
  type ReportsOutcome,
  type ReportsPayload,
} from '@lims/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, labReports } from '../../db/schema/index.js';
import type { DomainEvent } from '../../platform/events/event-bus.js';
import { type TestLab, testPassword } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';
import { billingPatient } from '../billing/bills.test-support.js';

const refusal = (messageKey: string, field?: string) => ({
  error: expect.objectContaining({ messageKey, ...(field ? { field } : {}) }),
});

describe('report actions: exceptions, mark done and comments (spec 001 §3 Consult update, §4 Exceptions; spec 002 §4, §8)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let testIds: Map<TestLab, number>;
  let technician: TestClient;
  let secondTechnician: TestClient;
  let desk: TestClient;
  const events: DomainEvent[] = [];

  const catalogueTest = async (of: TestLab, department: Department) => {
    const test = await ctx.services.labTests.create({
      actor: of.system,
      input: CreateTest.parse({
        code: uniqueName('US'),
        name: uniqueName('Ultrasound abdomen'),
        departmentId: department.id,
        sampleTypeId: null,
        price: 80_000,
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
    return test.id;
  };

  const billedReport = async (of: TestLab = lab) => {
    const bill = await ctx.services.bills.create({
      actor: of.system,
      input: CreateBill.parse({
        patientId: (await billingPatient(ctx, of)).id,
        lines: [{ kind: 'test', id: testIds.get(of) ?? 0, quantity: 1, concession: { type: 'amount', value: 0 } }],
        concession: { type: 'amount', value: 0 },
        payments: [],
      }),
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
    const [report] = bill.reports;
    if (!report) throw new Error('the bill made no report');
    return report.id;
  };

  const row = async (reportId: number, of: TestLab = lab) =>
    (
      await ctx.database.db
        .select()
        .from(labReports)
        .where(and(eq(labReports.labId, of.labId), eq(labReports.id, reportId)))
    )[0];
  const versionOf = async (reportId: number, of: TestLab = lab) => (await row(reportId, of))?.version ?? 0;
  const auditRows = (reportId: number, action: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'report'), eq(auditLog.entityId, String(reportId)), eq(auditLog.action, action)),
      );
  const markException = async (reportId: number, exception: string, comments = '', client = technician) =>
    client.post(`/api/v1/reports/${reportId}/exception`, {
      version: await versionOf(reportId),
      exception,
      comments,
    });

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    const radiology = await lab.department(uniqueName('Radiology'));
    testIds = new Map([
      [lab, await catalogueTest(lab, radiology)],
      [other, await catalogueTest(other, await other.department(uniqueName('Radiology')))],
    ]);
    [technician, secondTechnician, desk] = await Promise.all([
      lab.user({ labAccess: true, departmentIds: [radiology.id] }),
      lab.user({ labAccess: true, departmentIds: [radiology.id] }),
      lab.user({ departmentIds: [radiology.id] }),
    ]);
    ctx.bus.subscribe((event) => {
      if (event.channel === 'waiting-list') events.push(event);
    });
  });
  afterAll(() => ctx.close());

  it('marks one open exception at a time with its comment, and Resolved keeps the resolution comment apart', async () => {
    const reportId = await billedReport();
    const asked = await markException(reportId, 'inQuestion', 'Which side was scanned?');
    expect(asked.statusCode).toBe(200);
    expect(asked.json<ReportEntry>().exception).toEqual({
      inQuestion: true,
      onHold: false,
      notPerformed: false,
      isResolved: false,
      // Staff's own exceptions never place a QC hold (issue 15, decision 0048).
      qcHold: false,
      comments: 'Which side was scanned?',
      resolutionComments: null,
    });
    const held = await markException(reportId, 'onHold', 'Waiting for the old films');
    expect(held.json<ReportEntry>().exception).toMatchObject({ inQuestion: false, onHold: true });
    const resolved = await markException(reportId, 'resolved', 'Old films compared');
    expect(resolved.json<ReportEntry>().exception).toEqual({
      inQuestion: false,
      onHold: false,
      notPerformed: false,
      isResolved: true,
      qcHold: false,
      comments: 'Waiting for the old films',
      resolutionComments: 'Old films compared',
    });
    const audited = await auditRows(reportId, 'report.exception');
    expect(audited).toHaveLength(3);
    expect(audited.map((entry) => (entry.after as { exception: string }).exception).sort()).toEqual([
      'inQuestion',
      'onHold',
      'resolved',
    ]);
    expect(events).toContainEqual(
      expect.objectContaining({
        labId: lab.labId,
        payload: { kind: 'exception', reportIds: [reportId] } satisfies ReportsPayload,
      }),
    );
    const unknown = await technician.post(`/api/v1/reports/${reportId}/exception`, {
      version: await versionOf(reportId),
      exception: 'lost',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('marks a report done: dismissed and marked done, with its comment (spec 002 §4 Mark As Done)', async () => {
    const reportId = await billedReport();
    const done = await technician.post(`/api/v1/reports/${reportId}/mark-done`, {
      version: await versionOf(reportId),
      comments: 'Patient left before the scan',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json<ReportEntry>()).toMatchObject({ markedAsDone: true, comments: 'Patient left before the scan' });
    expect(await row(reportId)).toMatchObject({ markedAsDone: true, dismissed: true });
    expect(await auditRows(reportId, 'report.markDone')).toHaveLength(1);
    const twice = await technician.post(`/api/v1/reports/${reportId}/mark-done`, {
      version: await versionOf(reportId),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual(refusal('markDoneFailed'));
  });

  it('refuses to mark a signed report done', async () => {
    const reportId = await billedReport();
    const doctor = await lab.doctor();
    await ctx.database.db
      .update(labReports)
      .set({ completedTests: true, entryStage: 'completed' })
      .where(and(eq(labReports.labId, lab.labId), eq(labReports.id, reportId)));
    const signed = await technician.post(`/api/v1/reports/${reportId}/signatures`, {
      version: await versionOf(reportId),
      signatures: [{ doctorId: doctor.id, passkey: testPassword }],
    });
    expect(signed.statusCode).toBe(200);
    const refused = await technician.post(`/api/v1/reports/${reportId}/mark-done`, {
      version: await versionOf(reportId),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(refusal('markDoneFailed'));
    expect(await row(reportId)).toMatchObject({ markedAsDone: false, dismissed: false });
  });

  it('comments on several reports at once, each from the version read, all or none (Comment Updated successfully.!)', async () => {
    const [first, second] = [await billedReport(), await billedReport()];
    const response = await technician.post('/api/v1/reports/comments', {
      reports: [
        { id: first, version: await versionOf(first) },
        { id: second, version: await versionOf(second) },
      ],
      comments: 'Reviewed with the radiologist',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ReportsOutcome>()).toEqual({
      updated: [first, second],
      refused: [],
      messageKey: 'commentUpdated',
    });
    expect((await row(second))?.comments).toBe('Reviewed with the radiologist');
    expect(await auditRows(first, 'report.comment')).toHaveLength(1);

    const staleOne = await technician.post('/api/v1/reports/comments', {
      reports: [
        { id: first, version: await versionOf(first) },
        { id: second, version: 0 },
      ],
      comments: 'Changed again',
    });
    expect(staleOne.statusCode).toBe(409);
    expect(staleOne.json()).toEqual(refusal('staleRecord'));
    expect((await row(first))?.comments).toBe('Reviewed with the radiologist');
  });

  it("answers 404 for another lab's report, 403 to a receptionist", async () => {
    const foreign = await billedReport(other);
    const response = await technician.post(`/api/v1/reports/${foreign}/exception`, {
      version: await versionOf(foreign, other),
      exception: 'onHold',
    });
    expect(response.statusCode).toBe(404);
    const comments = await technician.post('/api/v1/reports/comments', {
      reports: [{ id: foreign, version: await versionOf(foreign, other) }],
      comments: 'Not ours',
    });
    expect(comments.statusCode).toBe(404);
    expect((await row(foreign, other))?.comments).toBeNull();
    const reportId = await billedReport();
    expect((await markException(reportId, 'onHold', '', desk)).statusCode).toBe(403);
    expect(
      (await desk.post(`/api/v1/reports/${reportId}/mark-done`, { version: await versionOf(reportId) })).statusCode,
    ).toBe(403);
  });

  it('two users marking the same version at once: one wins, the other is told it changed', async () => {
    const reportId = await billedReport();
    const version = await versionOf(reportId);
    const answers = await Promise.all([
      technician.post(`/api/v1/reports/${reportId}/exception`, { version, exception: 'onHold', comments: 'A' }),
      secondTechnician.post(`/api/v1/reports/${reportId}/exception`, {
        version,
        exception: 'inQuestion',
        comments: 'B',
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditRows(reportId, 'report.exception')).toHaveLength(1);
  });
});
