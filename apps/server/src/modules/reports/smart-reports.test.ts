import {
  type BillSmartReports,
  type CatalogueTest,
  CreateBill,
  CreateReportFormat,
  CreateTest,
  RegisterPatient,
  type SmartReport,
  type SmartReportProviderList,
  type SmartReportUpdated,
} from '@lims/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  bills,
  labReports,
  outboxAttachments,
  outboxMessages,
  patients,
  smartReportIssues,
  smartReports,
} from '../../db/schema/index.js';
import { pdfText } from '../../platform/documents/document-reading.js';
import type { DomainEvent } from '../../platform/events/event-bus.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestContext, type TestUser, uniqueName } from '../../test/test-context.js';

const refusal = (messageKey: string) => ({ error: expect.objectContaining({ messageKey }) });

describe('smart reports (issue 13; spec 001 §2 Smart report panel, §3 Provider, §5 age 18 or more, §9 file status)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let sugar: CatalogueTest;
  let lipids: CatalogueTest;
  let otherSugar: CatalogueTest;
  let desk: TestUser;
  const events: SmartReportUpdated[] = [];

  const makeTest = async (of: TestLab, name: string, price: number, parameters: Record<string, unknown>[]) => {
    const test = await ctx.services.labTests.create({
      actor: of.system,
      input: CreateTest.parse({
        code: uniqueName('SR'),
        name,
        departmentId: (await of.department(uniqueName('Biochemistry'))).id,
        sampleTypeId: null,
        price,
        targetTatMinutes: 240,
      }),
    });
    await ctx.services.reportFormats.create({
      actor: of.system,
      input: CreateReportFormat.parse({ testId: test.id, name: 'Default', isDefault: true, parameters }),
    });
    return test;
  };

  const register = (of: TestLab, age: number, email: string | null = null) =>
    ctx.services.patients.register({
      actor: of.system,
      input: RegisterPatient.parse({
        designation: 'Mr.',
        firstName: uniqueName('Smart'),
        lastName: 'Patient',
        gender: 'Male',
        age,
        ageUnit: 'Years',
        mobile: '9876543210',
        email,
      }),
    });

  /** A bill of `tests` billed at `at`, each report given its values and signed unless told. */
  const visit = async (
    of: TestLab,
    patientId: number,
    at: string,
    reports: { test: CatalogueTest; values: Record<number, string>; signed?: boolean }[],
  ) => {
    const bill = await ctx.services.bills.create({
      actor: of.system,
      input: CreateBill.parse({
        patientId,
        lines: reports.map(({ test }) => ({ kind: 'test', id: test.id })),
        payments: [],
      }),
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
    await ctx.database.db
      .update(bills)
      .set({ createdAt: new Date(at) })
      .where(and(eq(bills.labId, of.labId), eq(bills.id, bill.id)));
    const ids: number[] = [];
    for (const { test, values, signed = true } of reports) {
      const report = bill.reports.find((made) => made.testId === test.id);
      if (!report) throw new Error('the bill made no report of the test');
      ids.push(report.id);
      await ctx.database.db
        .update(labReports)
        .set({
          values: Object.entries(values).map(([index, value]) => ({
            index: Number(index),
            value,
            highlight: false,
            isCritical: 0,
          })),
          completedTests: true,
          enteredAt: new Date(at),
          entryStage: signed ? 'signed' : 'completed',
          isSigned: signed,
        })
        .where(and(eq(labReports.labId, of.labId), eq(labReports.id, report.id)));
    }
    return { billId: bill.id, labBillId: bill.labBillId, ids };
  };

  /** An adult's earlier visit (glucose 120) and this one: glucose 150 (above), total 180, HDL 30 (below). */
  const adultVisits = async (email: string | null = 'patient@example.com') => {
    const patient = await register(lab, 35, email);
    await visit(lab, patient.id, '2026-01-10T09:00:00Z', [{ test: sugar, values: { 1: '120' } }]);
    const current = await visit(lab, patient.id, '2026-03-10T09:00:00Z', [
      { test: sugar, values: { 1: '150', 2: 'Clear' } },
      { test: lipids, values: { 1: '180', 2: '30' } },
    ]);
    return { patient, ...current };
  };

  const generate = (billId: number, body: Record<string, unknown>, client: TestUser = desk) =>
    client.post(`/api/v1/bills/${billId}/smart-reports`, { providerId: 'builtin', ...body });

  const eventsOf = (billId: number) => events.filter((event) => event.billId === billId);

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    sugar = await makeTest(lab, 'Fasting Blood Sugar', 15_000, [
      { index: 1, order: 1, name: 'Glucose', unit: 'mg/dL', isNumeric: true, lowerBoundMale: 70, upperBoundMale: 110 },
      { index: 2, order: 2, name: 'Sample appearance' },
    ]);
    lipids = await makeTest(lab, 'Lipid Profile', 60_000, [
      { index: 1, order: 1, name: 'Total Cholesterol', unit: 'mg/dL', isNumeric: true, upperBoundMale: 200 },
      { index: 2, order: 2, name: 'HDL Cholesterol', unit: 'mg/dL', isNumeric: true, lowerBoundMale: 40 },
    ]);
    otherSugar = await makeTest(other, 'Fasting Blood Sugar', 15_000, [
      { index: 1, order: 1, name: 'Glucose', unit: 'mg/dL', isNumeric: true, lowerBoundMale: 70, upperBoundMale: 110 },
    ]);
    desk = await lab.user();
    ctx.bus.subscribe((event: DomainEvent) => {
      if (event.channel === 'smart-report' && event.labId === lab.labId)
        events.push(event.payload as SmartReportUpdated);
    });
  });
  afterAll(() => ctx.close());

  it('lists the built-in provider', async () => {
    const response = await desk.get('/api/v1/smart-reports/providers');
    expect(response.statusCode).toBe(200);
    expect(response.json<SmartReportProviderList>().items).toEqual([
      expect.objectContaining({ id: 'builtin', name: 'Health summary', maxPrice: 0, testIds: [] }),
    ]);
  });

  it('generates an adult’s summary by a job: status 2, then 1 with the PDF and the event', async () => {
    const { billId, labBillId, ids, patient } = await adultVisits();
    const panel = (await desk.get(`/api/v1/bills/${billId}/smart-reports`)).json<BillSmartReports>();
    expect(panel).toMatchObject({
      bill: { id: billId, labBillId },
      patient: { age: '35 Years', gender: 'Male', adult: true, email: 'patient@example.com' },
      doctor: null,
      tests: [
        { reportId: ids[0], testId: sugar.id, price: 15_000, signed: true },
        { reportId: ids[1], testId: lipids.id, price: 60_000, signed: true },
      ],
      reports: [],
    });

    const created = await generate(billId, { reportIds: ids, withLetterhead: true });
    expect(created.statusCode, created.body).toBe(202);
    const report = created.json<SmartReport>();
    expect(report).toMatchObject({
      billId,
      providerId: 'builtin',
      status: 2,
      reportIds: ids,
      url: null,
      language: 'en',
    });
    expect((await desk.get(`/api/v1/smart-reports/${report.id}/pdf`)).statusCode).toBe(404);

    await ctx.services.jobs.worker.runDue();
    const after = (await desk.get(`/api/v1/bills/${billId}/smart-reports`)).json<BillSmartReports>();
    expect(after.reports).toEqual([
      expect.objectContaining({ id: report.id, status: 1, error: null, url: `/api/v1/smart-reports/${report.id}/pdf` }),
    ]);
    const pdf = await desk.get(`/api/v1/smart-reports/${report.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    for (const words of [
      'Your health summary',
      'Glucose',
      'Total Cholesterol',
      'HDL Cholesterol',
      // A word is shown as it is, with no bar and no range.
      'Sample appearance Clear',
      // 150 against 110: 36 % above; HDL 30 against 40: 25 % below; cholesterol 180 under 200.
      '36% above the usual range',
      '25% below the usual range',
      'Within the usual range',
      '2 of 3 results are outside the usual range.',
      // The earlier visit's 120: 25 % up, rising.
      'Higher than at your last visit (120 on 10-01-2026)',
      'Glucose is the sugar in your blood',
      'HDL cholesterol is the',
      'Talk to your doctor about these results.',
      'This summary is information, not a diagnosis.',
    ]) {
      expect(text).toContain(words);
    }

    await vi.waitFor(() => expect(eventsOf(billId)).toHaveLength(1));
    expect(eventsOf(billId)[0]).toEqual({
      providerId: 'builtin',
      billId,
      labBillId,
      smartReportId: report.id,
      reportFileStatus: 1,
      url: `/api/v1/smart-reports/${report.id}/pdf`,
      patient: { name: `Mr. ${patient.fullName}`, age: '35 Years', gender: 'Male' },
    });
  });

  it('regenerates in the patient’s language, replacing the file, and refuses a second request while generating', async () => {
    const { billId, ids } = await adultVisits();
    const first = (await generate(billId, { reportIds: [ids[0]] })).json<SmartReport>();
    const busy = await generate(billId, { reportIds: [ids[0]] });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual(refusal('smartReportGenerating'));
    await ctx.services.jobs.worker.runDue();
    const [generated] = await ctx.database.db
      .select()
      .from(smartReports)
      .where(and(eq(smartReports.labId, lab.labId), eq(smartReports.id, first.id)));

    const again = await generate(billId, { reportIds: ids, withLetterhead: false, language: 'ar' });
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json<SmartReport>()).toMatchObject({
      id: first.id,
      status: 2,
      reportIds: ids,
      withLetterhead: false,
      language: 'ar',
      version: (generated?.version ?? 0) + 1,
    });
    await ctx.services.jobs.worker.runDue();
    const [regenerated] = await ctx.database.db
      .select()
      .from(smartReports)
      .where(and(eq(smartReports.labId, lab.labId), eq(smartReports.id, first.id)));
    expect(regenerated).toMatchObject({ status: 1, language: 'ar' });
    expect(regenerated?.fileId).not.toBe(generated?.fileId);
    const text = pdfText((await desk.get(`/api/v1/smart-reports/${first.id}/pdf`)).rawPayload);
    expect(text).toContain('ملخصك الصحي');
    expect(text).toContain('HDL Cholesterol');
  });

  it('makes one smart report when two users ask at once: the other is told it is generating (409)', async () => {
    const { billId, ids } = await adultVisits();
    const colleague = await lab.user();
    const answers = await Promise.all([
      generate(billId, { reportIds: ids }),
      generate(billId, { reportIds: ids }, colleague),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual(refusal('smartReportGenerating'));
    const rows = await ctx.database.db
      .select()
      .from(smartReports)
      .where(and(eq(smartReports.labId, lab.labId), eq(smartReports.billId, billId)));
    expect(rows).toHaveLength(1);
  });

  it('refuses a patient of 17 (400 smartReportUnderAge) and says so in the panel', async () => {
    const minor = await register(lab, 17);
    const { billId, ids } = await visit(lab, minor.id, '2026-03-11T09:00:00Z', [{ test: sugar, values: { 1: '90' } }]);
    expect((await desk.get(`/api/v1/bills/${billId}/smart-reports`)).json<BillSmartReports>().patient).toMatchObject({
      age: '17 Years',
      adult: false,
    });
    const refused = await generate(billId, { reportIds: ids });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal('smartReportUnderAge'));
    const rows = await ctx.database.db
      .select()
      .from(smartReports)
      .where(and(eq(smartReports.labId, lab.labId), eq(smartReports.billId, billId)));
    expect(rows).toEqual([]);
  });

  it('refuses unsigned reports (409), reports of another bill and another lab’s bill (404), bad input (400)', async () => {
    const patient = await register(lab, 40);
    const { billId, ids } = await visit(lab, patient.id, '2026-03-12T09:00:00Z', [
      { test: sugar, values: { 1: '90' } },
      { test: lipids, values: { 1: '150', 2: '50' }, signed: false },
    ]);
    const unsigned = await generate(billId, { reportIds: ids });
    expect(unsigned.statusCode).toBe(409);
    expect(unsigned.json()).toEqual(refusal('smartReportNeedsSigned'));

    const elsewhere = await adultVisits();
    expect((await generate(billId, { reportIds: [elsewhere.ids[0]] })).statusCode).toBe(404);

    const theirPatient = await register(other, 40);
    const theirs = await visit(other, theirPatient.id, '2026-03-12T09:00:00Z', [
      { test: otherSugar, values: { 1: '90' } },
    ]);
    expect((await generate(theirs.billId, { reportIds: theirs.ids })).statusCode).toBe(404);
    expect((await desk.get(`/api/v1/bills/${theirs.billId}/smart-reports`)).statusCode).toBe(404);
    await ctx.database.db
      .update(patients)
      .set({ ageInDays: 40 * 365 })
      .where(and(eq(patients.labId, other.labId), eq(patients.id, theirPatient.id)));
    const theirReport = await ctx.services.smartReports.generate({
      actor: other.system,
      billId: theirs.billId,
      input: { providerId: 'builtin', reportIds: theirs.ids, withLetterhead: true },
    });
    await ctx.services.jobs.worker.runDue();
    expect((await desk.get(`/api/v1/smart-reports/${theirReport.id}/pdf`)).statusCode).toBe(404);
    expect((await desk.post(`/api/v1/smart-reports/${theirReport.id}/share`, { sendType: 1 })).statusCode).toBe(404);

    expect((await generate(billId, { reportIds: [] })).statusCode).toBe(400);
    expect((await generate(billId, { reportIds: [ids[0]], providerId: 'nobody' })).statusCode).toBe(400);
    expect((await generate(billId, { reportIds: [ids[0]], language: 'de' })).statusCode).toBe(400);
    const rows = await ctx.database.db
      .select()
      .from(smartReports)
      .where(and(eq(smartReports.labId, lab.labId), eq(smartReports.billId, billId)));
    expect(rows).toEqual([]);
  });

  it('refuses users without reports.smartReports (403)', async () => {
    const { billId, ids } = await adultVisits();
    const referral = await lab.user({ isReferral: true });
    expect((await referral.get('/api/v1/smart-reports/providers')).statusCode).toBe(403);
    expect((await referral.get(`/api/v1/bills/${billId}/smart-reports`)).statusCode).toBe(403);
    expect((await generate(billId, { reportIds: ids }, referral)).statusCode).toBe(403);
  });

  it('fails the smart report (status 0, with the error) when the provider fails, tells the panel, and allows Retry', async () => {
    const { billId, ids } = await adultVisits();
    const failing = vi.spyOn(ctx.services.documents, 'pdf').mockRejectedValueOnce(new Error('Provider unavailable'));
    try {
      const report = (await generate(billId, { reportIds: ids })).json<SmartReport>();
      await ctx.services.jobs.worker.runDue();
      const panel = (await desk.get(`/api/v1/bills/${billId}/smart-reports`)).json<BillSmartReports>();
      expect(panel.reports).toEqual([
        expect.objectContaining({ id: report.id, status: 0, error: 'Provider unavailable', url: null }),
      ]);
      expect((await desk.get(`/api/v1/smart-reports/${report.id}/pdf`)).statusCode).toBe(404);
      await vi.waitFor(() => expect(eventsOf(billId)).toHaveLength(1));
      expect(eventsOf(billId)[0]).toMatchObject({ smartReportId: report.id, reportFileStatus: 0, url: null });
    } finally {
      failing.mockRestore();
    }
    const retried = await generate(billId, { reportIds: ids });
    expect(retried.statusCode).toBe(202);
    await ctx.services.jobs.worker.runDue();
    await vi.waitFor(() => expect(eventsOf(billId).map((event) => event.reportFileStatus)).toEqual([0, 1]));
  });

  it('keeps a reported issue with its audit (204), for the lab’s bills only', async () => {
    const { billId } = await adultVisits();
    const comment = `Wrong trend ${uniqueName('issue')}`;
    const reported = await desk.post('/api/v1/smart-reports/issues', {
      providerId: 'builtin',
      billId,
      comment: `  ${comment} `,
      smartReportGenerateStatus: 0,
    });
    expect(reported.statusCode, reported.body).toBe(204);
    const [issue] = await ctx.database.db
      .select()
      .from(smartReportIssues)
      .where(and(eq(smartReportIssues.labId, lab.labId), eq(smartReportIssues.billId, billId)));
    expect(issue).toMatchObject({ providerId: 'builtin', comment, generateStatus: 0 });
    const [audited] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.labId, lab.labId), eq(auditLog.action, 'smartReport.issueReported')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audited?.entityId).toBe(String(issue?.id));

    const theirPatient = await register(other, 40);
    const theirs = await visit(other, theirPatient.id, '2026-03-12T09:00:00Z', [
      { test: otherSugar, values: { 1: '90' } },
    ]);
    const elsewhere = { providerId: 'builtin', billId: theirs.billId, comment: 'Not ours' };
    expect((await desk.post('/api/v1/smart-reports/issues', elsewhere)).statusCode).toBe(404);
    expect(
      (await desk.post('/api/v1/smart-reports/issues', { providerId: 'builtin', billId, comment: ' ' })).statusCode,
    ).toBe(400);
  });

  it('e-mails the PDF to the patient or others, and refuses a missing or bad address', async () => {
    const { billId, ids, labBillId } = await adultVisits('share.patient@example.com');
    const report = (await generate(billId, { reportIds: ids })).json<SmartReport>();
    const share = (body: Record<string, unknown>) => desk.post(`/api/v1/smart-reports/${report.id}/share`, body);
    // Not generated yet.
    expect((await share({ sendType: 1 })).json()).toEqual(refusal('smartReportNotShared'));
    await ctx.services.jobs.worker.runDue();

    expect((await share({ sendType: 1 })).statusCode).toBe(204);
    const [message] = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.labId, lab.labId), eq(outboxMessages.recipient, 'share.patient@example.com')));
    expect(message).toMatchObject({ channel: 'email', subject: `Your health summary for bill ${labBillId}` });
    const attachments = await ctx.database.db
      .select()
      .from(outboxAttachments)
      .where(and(eq(outboxAttachments.labId, lab.labId), eq(outboxAttachments.messageId, message?.id ?? 0)));
    expect(attachments).toHaveLength(1);
    expect(attachments[0]?.contentType).toBe('application/pdf');
    expect(pdfText(Buffer.from(attachments[0]?.content ?? []))).toContain('Your health summary');

    expect((await share({ sendType: 0, otherEmails: 'one@example.com, two@example.com' })).statusCode).toBe(204);
    const toOthers = await ctx.database.db
      .select({ recipient: outboxMessages.recipient })
      .from(outboxMessages)
      .where(eq(outboxMessages.labId, lab.labId));
    expect(toOthers.map((row) => row.recipient)).toEqual(
      expect.arrayContaining(['one@example.com', 'two@example.com']),
    );

    expect((await share({ sendType: 0, otherEmails: 'not-an-address' })).json()).toEqual(refusal('invalidEmailId'));
    expect((await share({ sendType: 0 })).json()).toEqual(refusal('invalidEmailId'));
    // No referring doctor on the bill: no doctor's address.
    expect((await share({ sendType: 2 })).json()).toEqual(refusal('smartReportNotShared'));
    expect((await desk.post('/api/v1/smart-reports/999999999/share', { sendType: 1 })).statusCode).toBe(404);
  });

  it('refuses to share to a patient without an e-mail address', async () => {
    const { billId, ids } = await adultVisits(null);
    const report = (await generate(billId, { reportIds: ids })).json<SmartReport>();
    await ctx.services.jobs.worker.runDue();
    const refused = await desk.post(`/api/v1/smart-reports/${report.id}/share`, { sendType: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal('smartReportNotShared'));
  });
});
