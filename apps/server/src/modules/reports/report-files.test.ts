import {
  type CatalogueTest,
  CreateBill,
  CreateReportFormat,
  CreateTest,
  type Department,
  type ReportEntry,
  type ReportFormatParameterInput,
} from '@lims/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, labReports } from '../../db/schema/index.js';
import { multipartUpload, pngOfSize, sampleFiles } from '../../platform/files/sample-files.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';
import { billingPatient } from '../billing/bills.test-support.js';

/** An ECG: a rate typed in, the tracing as a file (spec 001 §3 'Report format parameter' fileInput). */
const ecg: ReportFormatParameterInput[] = [
  { index: 1, order: 1, name: 'Heart rate', unit: 'bpm', isNumeric: true, lowerBoundMale: 60, upperBoundMale: 100 },
  { index: 2, order: 2, name: 'Tracing', fileInput: true },
];

describe("file values in result entry (spec 001 §4 'File upload in report entry', §5 'File upload')", () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let ecgTest: CatalogueTest;
  let otherTest: CatalogueTest;
  let technician: TestClient;
  let otherTechnician: TestClient;
  let desk: TestClient;

  const catalogueTest = async (of: TestLab, department: Department) => {
    const test = await ctx.services.labTests.create({
      actor: of.system,
      input: CreateTest.parse({
        code: uniqueName('ECG'),
        name: uniqueName('Electrocardiogram'),
        departmentId: department.id,
        sampleTypeId: null,
        price: 20_000,
        targetTatMinutes: 60,
      }),
    });
    await ctx.services.reportFormats.create({
      actor: of.system,
      input: CreateReportFormat.parse({ testId: test.id, name: 'ECG', isDefault: true, parameters: ecg }),
    });
    return test;
  };

  const billReport = async (of: TestLab = lab, test: CatalogueTest = ecgTest) => {
    const bill = await ctx.services.bills.create({
      actor: of.system,
      input: CreateBill.parse({
        patientId: (await billingPatient(ctx, of)).id,
        lines: [{ kind: 'test', id: test.id, quantity: 1, concession: { type: 'amount', value: 0 } }],
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

  const read = async (reportId: number, client: TestClient = technician) =>
    (await client.get(`/api/v1/reports/${reportId}`)).json<ReportEntry>();

  const upload = (
    reportId: number,
    { index = 2, version = 0, fileName = 'tracing.pdf', content = sampleFiles.pdf, client = technician } = {},
  ) => {
    const { payload, headers } = multipartUpload(fileName, content);
    return client.request('POST', `/api/v1/reports/${reportId}/files/${index}?version=${version}`, payload, headers);
  };

  const valueAt = (entry: ReportEntry, index: number) => entry.values.find((value) => value.index === index);

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    const cardiology = await lab.department(uniqueName('Cardiology'));
    const otherCardiology = await other.department(uniqueName('Cardiology'));
    ecgTest = await catalogueTest(lab, cardiology);
    otherTest = await catalogueTest(other, otherCardiology);
    [technician, otherTechnician, desk] = await Promise.all([
      lab.user({ labAccess: true, departmentIds: [cardiology.id] }),
      other.user({ labAccess: true, departmentIds: [otherCardiology.id] }),
      lab.user(),
    ]);
  });
  afterAll(() => ctx.close());

  it('keeps the file as the value of its parameter, audits it, and opens it in its own tab', async () => {
    const reportId = await billReport();
    const before = await read(reportId);
    const response = await upload(reportId, { version: before.version });
    expect(response.statusCode, response.body).toBe(200);
    const entry = response.json<ReportEntry>();
    expect(entry.version).toBe(before.version + 1);
    expect(valueAt(entry, 2)).toEqual({
      index: 2,
      value: expect.stringMatching(/^file:\d+$/),
      highlight: false,
      isCritical: 0,
    });
    const [row] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'report'),
          eq(auditLog.entityId, String(reportId)),
          eq(auditLog.action, 'report.fileValue'),
        ),
      )
      .orderBy(desc(auditLog.id));
    expect(row?.after).toMatchObject({ index: 2, fileName: 'tracing.pdf' });

    const file = await technician.get(`/api/v1/reports/${reportId}/files/2`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="tracing.pdf"/);
    expect(file.rawPayload.equals(sampleFiles.pdf)).toBe(true);
  });

  it("keeps the other values, and the entry's save with '-' deletes the file value to a dash (spec 001 §4)", async () => {
    const reportId = await billReport();
    const first = await read(reportId);
    const saved = await technician.put(`/api/v1/reports/${reportId}/values`, {
      version: first.version,
      formatId: first.formats[0]?.id,
      values: [{ index: 1, value: '120' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const withFile = (await upload(reportId, { version: (await read(reportId)).version })).json<ReportEntry>();
    expect(valueAt(withFile, 1)).toMatchObject({ value: '120', highlight: true });
    const deleted = await technician.put(`/api/v1/reports/${reportId}/values`, {
      version: withFile.version,
      formatId: withFile.format?.id,
      values: [
        { index: 1, value: '120' },
        { index: 2, value: '-' },
      ],
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(valueAt(await read(reportId), 2)?.value).toBe('-');
    expect((await technician.get(`/api/v1/reports/${reportId}/files/2`)).statusCode).toBe(404);
  });

  it('refuses an index that takes no file, and one the format lacks (400)', async () => {
    const reportId = await billReport();
    for (const index of [1, 9]) {
      const response = await upload(reportId, { index });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ messageKey: 'invalidRequest', field: 'index' });
    }
    expect(valueAt(await read(reportId), 1)).toBeUndefined();
  });

  it("refuses a signed report and a dispatched one: 'You do not have permission to edit authorised reports.'", async () => {
    for (const flags of [{ isSigned: true }, { isSynced: true }]) {
      const reportId = await billReport();
      await ctx.database.db
        .update(labReports)
        .set(flags)
        .where(and(eq(labReports.labId, lab.labId), eq(labReports.id, reportId)));
      const response = await upload(reportId, { version: (await read(reportId)).version });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.messageKey).toBe('cannotEditAuthorisedReports');
    }
  });

  it("refuses a stale version (409 'staleRecord'): someone saved since the file was chosen", async () => {
    const reportId = await billReport();
    const { version } = await read(reportId);
    const [first, second] = await Promise.all([
      upload(reportId, { version }),
      upload(reportId, { version, fileName: 'again.png', content: sampleFiles.png }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect([first, second].find((response) => response.statusCode === 409)?.json().error.messageKey).toBe(
      'staleRecord',
    );
  });

  it("answers 404 for another lab's report, 403 for a receptionist", async () => {
    const otherReport = await billReport(other, otherTest);
    expect((await upload(otherReport)).statusCode).toBe(404);
    expect((await technician.get(`/api/v1/reports/${otherReport}/files/2`)).statusCode).toBe(404);
    const reportId = await billReport();
    expect((await upload(reportId, { client: otherTechnician })).statusCode).toBe(404);
    expect((await upload(reportId, { client: desk })).statusCode).toBe(403);
  });

  it("refuses a file over 800 KB ('File should not be greater then 800KB.') and another type ('File is not valid.')", async () => {
    const reportId = await billReport();
    const large = await upload(reportId, { fileName: 'scan.png', content: pngOfSize(800 * 1024 + 1) });
    expect(large.statusCode).toBe(413);
    expect(large.json().error).toMatchObject({
      messageKey: 'fileTooLarge',
      message: 'File should not be greater then 800KB.',
    });
    const text = await upload(reportId, { fileName: 'notes.txt', content: Buffer.from('a tracing described') });
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toMatchObject({ messageKey: 'fileNotValid', message: 'File is not valid.' });
    const fits = await upload(reportId, { fileName: 'scan.png', content: pngOfSize(800 * 1024) });
    expect(fits.statusCode, fits.body).toBe(200);
  });
});
