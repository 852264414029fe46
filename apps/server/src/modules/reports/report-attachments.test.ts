import { execFileSync } from 'node:child_process';
import { Readable } from 'node:stream';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import {
  type AttachedReport,
  type BillFiles,
  type CatalogueTest,
  CreateBill,
  CreateReportFormat,
  CreateTest,
  type Department,
  type ReportAttachment,
  type ReportAttachments,
  type ReportEntry,
  type ReportsAttachmentsAndStudies,
} from '@lims/contract';
import { isDomainError } from '@lims/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files, labReports, reportAttachments } from '../../db/schema/index.js';
import { sampleDicom } from '../../db/seed/demo-dicom.js';
import { multipartUpload, sampleFiles } from '../../platform/files/sample-files.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';
import { billingPatient } from '../billing/bills.test-support.js';

describe("report attachments and DICOM studies (spec 001 §2 'Attachments and DICOM', §3 Attachment, §7)", () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let xray: CatalogueTest;
  let otherXray: CatalogueTest;
  let technician: TestClient;
  let colleague: TestClient;
  let otherTechnician: TestClient;
  let centre: TestClient;

  const catalogueTest = async (of: TestLab, department: Department) => {
    const test = await ctx.services.labTests.create({
      actor: of.system,
      input: CreateTest.parse({
        code: uniqueName('XR'),
        name: uniqueName('Chest X-ray'),
        departmentId: department.id,
        sampleTypeId: null,
        price: 50_000,
        targetTatMinutes: 120,
      }),
    });
    await ctx.services.reportFormats.create({
      actor: of.system,
      input: CreateReportFormat.parse({
        testId: test.id,
        name: 'Chest X-ray',
        isDefault: true,
        parameters: [{ index: 1, order: 1, name: 'Impression' }],
      }),
    });
    return test;
  };

  const billReport = async (of: TestLab = lab, test: CatalogueTest = xray) => {
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
    return { reportId: report.id, billId: bill.id };
  };

  const attach = (reportId: number, fileName: string, content: Buffer, client: TestClient = technician) => {
    const { payload, headers } = multipartUpload(fileName, content);
    return client.request('POST', `/api/v1/reports/${reportId}/attachments`, payload, headers);
  };

  const listOf = async (reportId: number, client: TestClient = technician) =>
    (await client.get(`/api/v1/reports/${reportId}/attachments`)).json<ReportAttachments>();

  const remove = (id: number, client: TestClient = technician) => client.request('DELETE', `/api/v1/attachments/${id}`);

  const submit = (reportId: number) =>
    ctx.database.db
      .update(labReports)
      .set({ isSigned: true, isSynced: true, syncedAt: new Date(), entryStage: 'dispatched' })
      .where(and(eq(labReports.labId, lab.labId), eq(labReports.id, reportId)));

  const attachmentCount = async () =>
    (await ctx.database.db.select({ rows: count() }).from(reportAttachments))[0]?.rows;

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    const radiology = await lab.department(uniqueName('Radiology'));
    const otherRadiology = await other.department(uniqueName('Radiology'));
    xray = await catalogueTest(lab, radiology);
    otherXray = await catalogueTest(other, otherRadiology);
    [technician, colleague, otherTechnician, centre] = await Promise.all([
      lab.user({ labAccess: true, departmentIds: [radiology.id] }),
      lab.user({ labAccess: true, departmentIds: [radiology.id] }),
      other.user({ labAccess: true, departmentIds: [otherRadiology.id] }),
      lab.user({ isCollectionCenter: 4, departmentIds: [radiology.id] }),
    ]);
  });
  afterAll(() => ctx.close());

  it('attaches a PDF to a report, lists it on the report and its bill, opens it inline, and audits it', async () => {
    const { reportId, billId } = await billReport();
    const response = await attach(reportId, 'referral.pdf', sampleFiles.pdf);
    expect(response.statusCode, response.body).toBe(201);
    const attachment = response.json<ReportAttachment>();
    expect(attachment).toMatchObject({
      reportId,
      billId,
      name: 'referral.pdf',
      fileType: 'pdf',
      sizeBytes: sampleFiles.pdf.length,
      url: `/api/v1/attachments/${attachment.id}/file`,
      thumbUrl: null,
      dicom: null,
      removable: true,
    });

    const listed = await listOf(reportId);
    expect(listed.items).toEqual([attachment]);
    expect(listed.report).toMatchObject({ id: reportId, isSynced: false, hasDICOM: false, fileReport: null });

    const file = await technician.get(attachment.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect(file.rawPayload.equals(sampleFiles.pdf)).toBe(true);

    const [audited] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(reportId)), eq(auditLog.action, 'report.attachment.add')));
    expect(audited?.after).toMatchObject({ fileName: 'referral.pdf' });

    const image = (await attach(reportId, 'film.png', sampleFiles.png)).json<ReportAttachment>();
    expect(image).toMatchObject({ fileType: 'image', thumbUrl: image.url });
  });

  it("lists the bill's own papers beside its reports' attachments; the papers are the billing area's to keep", async () => {
    const { reportId, billId } = await billReport();
    const paper = await ctx.services.billAttachments.upload({
      actor: lab.system,
      billId,
      upload: { fileName: 'prescription.png', stream: Readable.from([sampleFiles.png]) },
    });
    const attached = (await attach(reportId, 'film.png', sampleFiles.png)).json<ReportAttachment>();
    const response = await technician.get(`/api/v1/bills/${billId}/files`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BillFiles>().items).toEqual([
      expect.objectContaining({
        id: paper.id,
        reportId: null,
        fileType: 'image',
        url: `/api/v1/bills/${billId}/attachments/${paper.id}`,
        removable: false,
      }),
      attached,
    ]);
    expect((await otherTechnician.get(`/api/v1/bills/${billId}/files`)).statusCode).toBe(404);
    // The report entry's side panel counts both (spec 001 §2 'Patient detail side panel': attachments).
    const entry = (await technician.get(`/api/v1/reports/${reportId}`)).json<ReportEntry>();
    expect(entry.sidePanel.attachments).toBe(2);
  });

  it("reads a DICOM study's tags, keeps no patient name, and makes it the report's study until the last goes", async () => {
    const { reportId } = await billReport();
    const studyInstanceUid = '1.2.826.0.1.3680043.8.498.1';
    const response = await attach(reportId, 'CHEST.DCM', sampleDicom({ studyInstanceUid, modality: 'DX' }));
    expect(response.statusCode, response.body).toBe(201);
    const study = response.json<ReportAttachment>();
    expect(study).toMatchObject({
      fileType: 'dicom',
      dicom: { studyInstanceUid, modality: 'DX', studyDate: '20261124', bodyPartExamined: 'CHEST' },
    });
    const [row] = await ctx.database.db
      .select({ dicom: reportAttachments.dicom })
      .from(reportAttachments)
      .where(and(eq(reportAttachments.labId, lab.labId), eq(reportAttachments.id, study.id)));
    expect(JSON.stringify(row?.dicom)).not.toContain('DOE');

    expect((await listOf(reportId)).report).toMatchObject({ hasDICOM: true, studyUUID: studyInstanceUid });
    const both = await technician.post('/api/v1/reports/attachments-and-studies', { ids: [reportId] });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json<ReportsAttachmentsAndStudies>()).toMatchObject({
      reports: [{ id: reportId, hasDICOM: true, studyUUID: studyInstanceUid, testName: xray.name }],
      attachments: [{ id: study.id, fileType: 'dicom' }],
    });

    const later = (
      await attach(reportId, 'later.dcm', sampleDicom({ studyInstanceUid: '1.2.3.9' }))
    ).json<ReportAttachment>();
    expect((await listOf(reportId)).report.studyUUID).toBe('1.2.3.9');
    expect((await remove(later.id)).statusCode).toBe(204);
    expect((await listOf(reportId)).report).toMatchObject({ hasDICOM: true, studyUUID: studyInstanceUid });
    expect((await remove(study.id)).statusCode).toBe(204);
    expect((await listOf(reportId)).report).toMatchObject({ hasDICOM: false, studyUUID: null });
  });

  it('refuses a .dcm whose bytes are not DICOM with notDicomFile, and keeps nothing', async () => {
    const { reportId } = await billReport();
    const before = await attachmentCount();
    for (const forged of [sampleFiles.pdf, sampleDicom({ studyInstanceUid: '' })]) {
      const response = await attach(reportId, 'study.dcm', forged);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({ messageKey: 'notDicomFile', field: 'file' });
    }
    expect(await attachmentCount()).toBe(before);
    expect((await listOf(reportId)).report.hasDICOM).toBe(false);
  });

  it('refuses a file over 50 MB with fileTooLarge, and a type it does not take', async () => {
    const { reportId } = await billReport();
    const chunk = Buffer.alloc(1024 * 1024);
    async function* overLimit() {
      yield sampleFiles.pdf;
      for (let megabytes = 0; megabytes <= 50; megabytes += 1) yield chunk;
    }
    const refusal = await ctx.services.reportAttachments
      .upload({ actor: lab.system, id: reportId, upload: { fileName: 'scan.pdf', stream: Readable.from(overLimit()) } })
      .catch((error: unknown) => error);
    expect(isDomainError(refusal) && refusal.messageKey).toBe('fileTooLarge');
    expect(isDomainError(refusal) && refusal.params).toEqual({ n: 50 * 1024 });
    const script = await attach(reportId, 'run.exe', sampleFiles.pdf);
    expect(script.json().error.messageKey).toBe('fileNotValid');
    expect((await listOf(reportId)).items).toEqual([]);
  });

  it("answers 404 for another lab's report or attachment and 403 without the permission", async () => {
    const { reportId } = await billReport();
    const { reportId: theirReport } = await billReport(other, otherXray);
    const theirs = (await attach(theirReport, 'theirs.pdf', sampleFiles.pdf, otherTechnician)).json<ReportAttachment>();
    expect((await attach(theirReport, 'mine.pdf', sampleFiles.pdf)).statusCode).toBe(404);
    expect((await technician.get(`/api/v1/reports/${theirReport}/attachments`)).statusCode).toBe(404);
    expect((await technician.get(theirs.url)).statusCode).toBe(404);
    expect((await remove(theirs.id)).statusCode).toBe(404);
    expect((await technician.post('/api/v1/reports/attachments-and-studies', { ids: [theirReport] })).statusCode).toBe(
      404,
    );
    expect((await otherTechnician.get(theirs.url)).statusCode).toBe(200);

    expect((await attach(reportId, 'scan.pdf', sampleFiles.pdf, centre)).statusCode).toBe(403);
    expect((await centre.get(`/api/v1/reports/${reportId}/attachments`)).statusCode).toBe(403);
    expect((await technician.post('/api/v1/reports/attachments-and-studies', { ids: [] })).statusCode).toBe(400);
  });

  it('keeps a submitted report’s attachments: neither removed nor added (spec 001 §6), marked not removable', async () => {
    const { reportId } = await billReport();
    const attached = (await attach(reportId, 'film.png', sampleFiles.png)).json<ReportAttachment>();
    await submit(reportId);
    const listed = await listOf(reportId);
    expect(listed.report.isSynced).toBe(true);
    expect(listed.items).toEqual([{ ...attached, removable: false }]);
    const removal = await remove(attached.id);
    expect(removal.statusCode).toBe(409);
    expect(removal.json().error.messageKey).toBe('attachmentLocked');
    const addition = await attach(reportId, 'more.png', sampleFiles.png);
    expect(addition.statusCode).toBe(409);
    expect(addition.json().error.messageKey).toBe('attachmentLocked');
  });

  it('removes an attachment and its file once when two users remove it at the same time', async () => {
    const { reportId } = await billReport();
    const attached = (await attach(reportId, 'film.png', sampleFiles.png)).json<ReportAttachment>();
    const [first, second] = await Promise.all([remove(attached.id), remove(attached.id, colleague)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([204, 404]);
    expect((await listOf(reportId)).items).toEqual([]);
    expect((await technician.get(attached.url)).statusCode).toBe(404);
    const fileRows = await ctx.database.db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.labId, lab.labId), eq(files.originalName, 'film.png')));
    const attachedFileIds = (
      await ctx.database.db.select({ fileId: reportAttachments.fileId }).from(reportAttachments)
    ).map((row) => row.fileId);
    // Every film.png of this lab still kept is still attached: the removed one's file went with it.
    expect(fileRows.every((row) => attachedFileIds.includes(row.id))).toBe(true);
  });
});

describe('file reports (spec 001 §7 convertReportToFileOrNormal)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let xray: CatalogueTest;
  let technician: TestClient;
  let desk: TestClient;
  let haematologist: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext();
    lab = await ctx.createLab();
    const radiology = await lab.department(uniqueName('Radiology'));
    xray = await ctx.services.labTests.create({
      actor: lab.system,
      input: CreateTest.parse({
        code: uniqueName('XR'),
        name: uniqueName('Chest X-ray'),
        departmentId: radiology.id,
        sampleTypeId: null,
        price: 50_000,
        targetTatMinutes: 120,
      }),
    });
    await ctx.services.reportFormats.create({
      actor: lab.system,
      input: CreateReportFormat.parse({
        testId: xray.id,
        name: 'Chest X-ray',
        isDefault: true,
        parameters: [{ index: 1, order: 1, name: 'Impression' }],
      }),
    });
    const haematology = await lab.department(uniqueName('Haematology'));
    [technician, desk, haematologist] = await Promise.all([
      lab.user({ labAccess: true, departmentIds: [radiology.id] }),
      lab.user({ departmentIds: [radiology.id] }),
      lab.user({ labAccess: true, departmentIds: [haematology.id] }),
    ]);
  });
  afterAll(() => ctx.close());

  const newReport = async () => {
    const bill = await ctx.services.bills.create({
      actor: lab.system,
      input: CreateBill.parse({
        patientId: (await billingPatient(ctx, lab)).id,
        lines: [{ kind: 'test', id: xray.id, quantity: 1, concession: { type: 'amount', value: 0 } }],
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

  const convert = (reportId: number, version: number, client: TestClient = technician) => {
    const { payload, headers } = multipartUpload('outside-report.pdf', sampleFiles.pdf);
    return client.request('POST', `/api/v1/reports/${reportId}/file-report?version=${version}`, payload, headers);
  };

  const rowOf = async (reportId: number) =>
    (
      await ctx.database.db
        .select()
        .from(labReports)
        .where(and(eq(labReports.labId, lab.labId), eq(labReports.id, reportId)))
    )[0];

  it('makes a report a file report whose PDF is the uploaded one, and a report of values again', async () => {
    const reportId = await newReport();
    const converted = await convert(reportId, 0);
    expect(converted.statusCode, converted.body).toBe(200);
    const report = converted.json<AttachedReport>();
    expect(report).toMatchObject({
      id: reportId,
      version: 1,
      fileReport: {
        name: 'outside-report.pdf',
        mediaType: 'application/pdf',
        url: `/api/v1/reports/${reportId}/file-report`,
      },
    });
    expect(await rowOf(reportId)).toMatchObject({ fileReportFileId: report.fileReport?.fileId, completedTests: true });

    const opened = await technician.get(`/api/v1/reports/${reportId}/file-report`);
    expect(opened.rawPayload.equals(sampleFiles.pdf)).toBe(true);
    // Result staff of another department neither read nor change it, as with a file value.
    expect((await haematologist.get(`/api/v1/reports/${reportId}/file-report`)).statusCode).toBe(404);
    expect((await convert(reportId, 1, haematologist)).statusCode).toBe(404);
    const pdf = await technician.get(`/api/v1/reports/${reportId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(sampleFiles.pdf)).toBe(true);

    // The desk prints signed reports only: an unsigned file report is not theirs to print.
    expect((await desk.get(`/api/v1/reports/${reportId}/pdf`)).json().error.messageKey).toBe('reportNotPrintable');

    const stale = await technician.request('DELETE', `/api/v1/reports/${reportId}/file-report?version=0`);
    expect(stale.json().error.messageKey).toBe('staleRecord');
    const reverted = await technician.request('DELETE', `/api/v1/reports/${reportId}/file-report?version=1`);
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json<AttachedReport>()).toMatchObject({ version: 2, fileReport: null });
    expect(await rowOf(reportId)).toMatchObject({ fileReportFileId: null, completedTests: false });
    expect((await technician.get(`/api/v1/reports/${reportId}/file-report`)).statusCode).toBe(404);
    const audits = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'report'), eq(auditLog.entityId, String(reportId))));
    expect(audits.map((row) => row.action)).toEqual(
      expect.arrayContaining(['report.fileReport', 'report.normalReport']),
    );
  });

  /** A one-page PDF saying `line`, as an outside centre's report would. */
  const outsidePdf = async (line: string) => {
    const document = await PDFDocument.create();
    const page = document.addPage([595, 842]);
    page.drawText(line, { x: 56, y: 780, size: 14, font: await document.embedFont(StandardFonts.Helvetica) });
    return Buffer.from(await document.save());
  };

  it('puts the uploaded document itself into Print All, shares and downloads, in the order of the reports', async () => {
    const [pdfReportId, imageReportId, valuesReportId] = [await newReport(), await newReport(), await newReport()];
    for (const [reportId, fileName, bytes] of [
      [pdfReportId, 'outside-report.pdf', await outsidePdf('Outside centre: no focal lesion')],
      [imageReportId, 'film.png', sampleFiles.png],
    ] as const) {
      const { payload, headers } = multipartUpload(fileName, bytes);
      const converted = await technician.request(
        'POST',
        `/api/v1/reports/${reportId}/file-report?version=0`,
        payload,
        headers,
      );
      expect(converted.statusCode, converted.body).toBe(200);
    }
    await ctx.database.db
      .update(labReports)
      .set({ isSigned: true, entryStage: 'signed' })
      .where(
        and(eq(labReports.labId, lab.labId), inArray(labReports.id, [pdfReportId, imageReportId, valuesReportId])),
      );
    const pdf = await ctx.services.reportDocuments.renderMany({
      labId: lab.labId,
      reportIds: [valuesReportId, pdfReportId, imageReportId],
      pageBreak: 0,
      options: { secondaryUnits: false },
    });
    // The rendered report, the outside centre's page, then the film on a page of its own.
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(3);
    const pages = (first: number) =>
      execFileSync('pdftotext', ['-f', String(first), '-l', String(first), '-', '-'], { input: pdf }).toString('utf8');
    expect(pages(1)).toContain(xray.name);
    expect(pages(2)).toContain('Outside centre: no focal lesion');
    expect(pages(2)).not.toContain(xray.name);
  });

  it('refuses a signed report, a stale version, and the desk, which enters no results', async () => {
    const reportId = await newReport();
    expect((await convert(reportId, 0, desk)).statusCode).toBe(403);
    expect((await convert(reportId, 5)).json().error.messageKey).toBe('staleRecord');
    await ctx.database.db
      .update(labReports)
      .set({ isSigned: true, entryStage: 'signed' })
      .where(and(eq(labReports.labId, lab.labId), eq(labReports.id, reportId)));
    const signed = await convert(reportId, 0);
    expect(signed.statusCode).toBe(409);
    expect(signed.json().error.messageKey).toBe('cannotEditAuthorisedReports');
    expect((await rowOf(reportId))?.fileReportFileId).toBeNull();
  });
});
