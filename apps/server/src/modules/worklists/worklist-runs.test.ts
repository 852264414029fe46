import {
  type CatalogueTest,
  CreateBill,
  CreateDevice,
  CreateReportFormat,
  CreateTest,
  CreateWorklistTemplate,
  type Department,
  WorklistRequest,
  type WorklistRun,
} from '@lims/contract';
import { calendarDateIn, calendarDaysBefore, noTemplateFlags } from '@lims/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills, labReports, patients, reportSignatures, samples, worklistRuns } from '../../db/schema/index.js';
import { pdfText, readWorkbook } from '../../platform/documents/document-reading.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestContext, type TestUser, uniqueName } from '../../test/test-context.js';
import { billingPatient } from '../billing/bills.test-support.js';
import { readLineIds, readLines } from './worklist-lines.queries.js';
import { worklistLineQuery } from './worklist-runs.service.js';

const refusal = (messageKey: string) => ({ error: expect.objectContaining({ messageKey }) });
const hour = 3_600_000;
const day = 24 * hour;
const allStatuses = { unprocessed: true, processing: true, processed: true, approved: true, dispatched: true };
const noStatuses = { unprocessed: false, processing: false, processed: false, approved: false, dispatched: false };

describe('making work lists (spec 002 §2 .. §9; decision 0047)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let timeZone: string;
  let today: string;
  let bench: TestUser;
  let secondBench: TestUser;
  let serumTypeId: number;
  let urineTypeId: number;

  /** A test of `department` with a default format of two parameters (a heading and a value). */
  const catalogueTest = async (
    of: TestLab,
    department: Department,
    { name = uniqueName('Glucose'), categoryId, sampleTypeId = null, targetTatMinutes = 60 } = {} as {
      name?: string;
      categoryId?: number;
      sampleTypeId?: number | null;
      targetTatMinutes?: number;
    },
  ) => {
    const test = await ctx.services.labTests.create({
      actor: of.system,
      input: CreateTest.parse({
        code: uniqueName('T'),
        name,
        departmentId: department.id,
        sampleTypeId,
        categoryId,
        price: 10_000,
        targetTatMinutes,
        isRadiology: sampleTypeId === null,
      }),
    });
    await ctx.services.reportFormats.create({
      actor: of.system,
      input: CreateReportFormat.parse({
        testId: test.id,
        name: 'Default',
        isDefault: true,
        parameters: [
          { index: 1, order: 1, name: 'Fasting', isNumeric: false, styleFlag: true },
          { index: 2, order: 2, name: 'Plasma glucose', unit: 'mg/dL', isNumeric: true },
        ],
      }),
    });
    return test;
  };

  interface Made {
    reportId: number;
    sampleId: number | null;
    patientId: number;
    labPatientId: string;
    billId: number;
    labBillId: string;
    patientName: string;
  }

  /** One report of `test` on its own bill for a new patient, then the columns given set as later work would. */
  const report = async (
    test: CatalogueTest,
    {
      of = lab,
      patientName = uniqueName('Patient'),
      set = {},
      sample = {},
      bill = {},
      diseases,
    }: {
      of?: TestLab;
      patientName?: string;
      set?: Partial<typeof labReports.$inferInsert>;
      sample?: Partial<typeof samples.$inferInsert>;
      bill?: Partial<typeof bills.$inferInsert>;
      diseases?: Array<{ code: string; name: string }>;
    } = {},
  ): Promise<Made> => {
    const patient = await billingPatient(ctx, of);
    await ctx.database.db
      .update(patients)
      .set({ fullName: patientName, ...(diseases ? { diseases } : {}) })
      .where(and(eq(patients.labId, of.labId), eq(patients.id, patient.id)));
    const made = await ctx.services.bills.create({
      actor: of.system,
      input: CreateBill.parse({
        patientId: patient.id,
        lines: [{ kind: 'test', id: test.id, quantity: 1, concession: { type: 'amount', value: 0 } }],
        concession: { type: 'amount', value: 0 },
        payments: [],
      }),
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
    const reportId = made.reports[0]?.id as number;
    const [row] = await ctx.database.db
      .update(labReports)
      .set({ updatedAt: new Date(), ...set })
      .where(and(eq(labReports.labId, of.labId), eq(labReports.id, reportId)))
      .returning({ sampleId: labReports.sampleId });
    const sampleId = row?.sampleId ?? null;
    if (sampleId !== null && Object.keys(sample).length > 0) {
      await ctx.database.db
        .update(samples)
        .set(sample)
        .where(and(eq(samples.labId, of.labId), eq(samples.id, sampleId)));
    }
    const [billRow] = await ctx.database.db
      .update(bills)
      .set({ updatedAt: new Date(), ...bill })
      .where(and(eq(bills.labId, of.labId), eq(bills.id, made.id)))
      .returning({ labBillId: bills.labBillId });
    return {
      reportId,
      sampleId,
      patientId: patient.id,
      labPatientId: patient.labPatientId,
      billId: made.id,
      labBillId: billRow?.labBillId as string,
      patientName,
    };
  };

  const admin = () => ({ labId: lab.labId, departmentIds: 'all' as const });
  /** The report ids of a request's lines, in their order, as the job reads them. */
  const linesOf = async (request: unknown, actor: { labId: number; departmentIds: 'all' | number[] } = admin()) => {
    const query = worklistLineQuery(actor, WorklistRequest.parse(request), new Date(), timeZone);
    return readLines(ctx.database.db, query, await readLineIds(ctx.database.db, query));
  };
  const idsOf = async (request: unknown) => (await linesOf(request)).map((line) => line.reportId);

  const start = (body: unknown, client: TestUser = bench) => client.post('/api/v1/worklists/runs', body);
  /** Starts a run, runs its job, and answers the finished run and its file. */
  const made = async (body: unknown, client: TestUser = bench) => {
    const created = await start(body, client);
    expect(created.statusCode, created.body).toBe(202);
    const run = created.json<WorklistRun>();
    await ctx.services.jobs.worker.runDue();
    const finished = (await client.get(`/api/v1/worklists/runs/${run.id}`)).json<WorklistRun>();
    const file = await client.get(`/api/v1/worklists/runs/${run.id}/file`);
    return { run, finished, file };
  };

  const dialog = (fields: Record<string, unknown>) => ({
    kind: 'workList',
    from: today,
    to: today,
    choice: { statuses: allStatuses, tatExceeded: true },
    ...fields,
  });

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    timeZone = (await ctx.services.labs.getLab(lab.labId)).timeZone;
    today = calendarDateIn(new Date(), timeZone);
    // Admins reach every department, those the tests make later too.
    bench = lab.admin;
    secondBench = await lab.user({ admin: true });
    const sampleType = (name: string) =>
      ctx.services.sampleTypes.create({ actor: lab.system, input: { name: uniqueName(name) } });
    serumTypeId = (await sampleType('Serum')).id;
    urineTypeId = (await sampleType('Urine')).id;
  });
  afterAll(() => ctx.close());

  describe('the Work List dialog (kind 5)', () => {
    let department: Department;
    let categorised: CatalogueTest;
    let onDevice: CatalogueTest;
    let deviceId: number;
    let categoryId: number;
    const reports: Record<'unprocessed' | 'processing' | 'processed' | 'approved' | 'dispatched', Made> = {} as never;
    let referralDoctorId: number;
    let organisationId: number;

    beforeAll(async () => {
      department = await lab.department(uniqueName('Haematology'));
      categoryId = (
        await ctx.services.testCategories.create({ actor: lab.system, input: { name: uniqueName('Panel') } })
      ).id;
      categorised = await catalogueTest(lab, department, { categoryId, sampleTypeId: serumTypeId });
      onDevice = await catalogueTest(lab, department, { sampleTypeId: serumTypeId });
      deviceId = (
        await ctx.services.devices.create({
          actor: lab.system,
          input: CreateDevice.parse({
            name: uniqueName('Analyser'),
            departmentId: department.id,
            testIds: [onDevice.id],
          }),
        })
      ).id;
      referralDoctorId = (await lab.doctor({ isSigning: false, isReferral: true, fullName: uniqueName('Dr. Rao') })).id;
      organisationId = (await lab.organisation()).id;
      const now = Date.now();
      reports.unprocessed = await report(categorised, {
        sample: { status: 'received', accessionNo: uniqueName('A'), accessionedAt: new Date(now - 3 * day) },
      });
      reports.processing = await report(onDevice, { set: { completedTests: true, partialFill: true } });
      reports.processed = await report(categorised, {
        set: { completedTests: true },
        sample: { status: 'received', accessionedAt: new Date(now - 10 * day) },
      });
      reports.approved = await report(onDevice, { set: { completedTests: true, isSigned: true, onHold: true } });
      reports.dispatched = await report(categorised, {
        set: { completedTests: true, isSigned: true, isSynced: true },
        bill: { referralDoctorId, organisationId },
      });
    });

    const ofDepartment = (fields: Record<string, unknown>) => dialog({ departmentId: department.id, ...fields });

    it('keeps exactly the reports whose status is checked, or past their TAT when TAT exceeded is', async () => {
      const only = (statuses: Partial<typeof allStatuses>, tatExceeded = false) =>
        idsOf(ofDepartment({ choice: { statuses: { ...noStatuses, ...statuses }, tatExceeded } }));
      expect(await only({ unprocessed: true })).toEqual([reports.unprocessed.reportId]);
      expect(await only({ processing: true })).toEqual([reports.processing.reportId]);
      expect((await only({ processed: true, dispatched: true })).sort()).toEqual(
        [reports.processed.reportId, reports.dispatched.reportId].sort(),
      );
      expect(await only({ approved: true })).toEqual([reports.approved.reportId]);
      // Accessioned 3 and 10 days ago with a 60-minute target: both past it.
      expect((await only({}, true)).sort()).toEqual([reports.unprocessed.reportId, reports.processed.reportId].sort());
      expect(await idsOf(ofDepartment({}))).toHaveLength(5);

      const lines = await linesOf(ofDepartment({}));
      const line = (made: Made) => lines.find((candidate) => candidate.reportId === made.reportId);
      expect(line(reports.unprocessed)).toMatchObject({ worklistStatus: 'unprocessed', tatExceeded: true });
      expect(line(reports.processing)).toMatchObject({ worklistStatus: 'processing', tatExceeded: false, dueAt: null });
      expect(line(reports.approved)).toMatchObject({ worklistStatus: 'approved', exception: 'onHold' });
      expect(line(reports.dispatched)?.worklistStatus).toBe('dispatched');
      expect(line(reports.unprocessed)?.flags.sample).toBe('received');
    });

    it('narrows to the estimated TAT days, the device, the report tag, the referral, the organisation, the category and the tests', async () => {
      const tenDaysAgo = calendarDaysBefore(today, 10);
      expect(await idsOf(ofDepartment({ estimatedFrom: tenDaysAgo, estimatedTo: tenDaysAgo }))).toEqual([
        reports.processed.reportId,
      ]);
      const onDeviceIds = [reports.processing.reportId, reports.approved.reportId].sort();
      expect((await idsOf(ofDepartment({ deviceId }))).sort()).toEqual(onDeviceIds);
      expect((await idsOf(ofDepartment({ testIds: [onDevice.id] }))).sort()).toEqual(onDeviceIds);
      expect(await idsOf(ofDepartment({ reportTag: 'onHold' }))).toEqual([reports.approved.reportId]);
      expect(await idsOf(dialog({ referralDoctorId }))).toEqual([reports.dispatched.reportId]);
      expect(await idsOf(dialog({ organisationId }))).toEqual([reports.dispatched.reportId]);
      expect((await idsOf(ofDepartment({ categoryId }))).sort()).toEqual(
        [reports.unprocessed.reportId, reports.processed.reportId, reports.dispatched.reportId].sort(),
      );
      const [dispatched] = await linesOf(dialog({ referralDoctorId }));
      expect(dispatched?.bill.referralDoctorName).toMatch(/^Dr\. Rao/);
      expect(dispatched?.bill.organisationName).toBeTruthy();
      expect(dispatched?.test.categoryName).toBeTruthy();
      const [processing] = await linesOf(
        ofDepartment({
          testIds: [onDevice.id],
          choice: { statuses: { ...noStatuses, processing: true }, tatExceeded: false },
        }),
      );
      expect(processing?.deviceNames).toHaveLength(1);
    });

    it('orders by bill time, descending by default and ascending when asked, and counts the run', async () => {
      const billed = Object.values(reports).map((made) => made.reportId);
      expect(await idsOf(ofDepartment({ sortOrder: 'ascending' }))).toEqual(billed);
      expect(await idsOf(ofDepartment({}))).toEqual([...billed].reverse());
      const created = await start(ofDepartment({}));
      expect(created.statusCode, created.body).toBe(202);
      expect(created.json<WorklistRun>()).toMatchObject({ kind: 'workList', format: 'pdf', state: 'queued', total: 5 });
    });

    it('a worksheet reads each report’s parameters with the values entered', async () => {
      const entered = await report(categorised, {
        set: { completedTests: true, values: [{ index: 2, value: '98', highlight: false, isCritical: 0 }] },
        patientName: uniqueName('Worksheet'),
      });
      const lines = await linesOf({ ...ofDepartment({}), kind: 'workSheet' });
      expect(lines.find((line) => line.reportId === entered.reportId)?.parameters).toEqual([
        { name: 'Fasting', unit: null, value: null, heading: true },
        { name: 'Plasma glucose', unit: 'mg/dL', value: '98', heading: false },
      ]);
      // A work list does not read them.
      expect((await linesOf(ofDepartment({}))).every((line) => line.parameters.length === 0)).toBe(true);
    });

    it('a device worksheet with nothing to do is refused with No data available.; an empty list with No data found', async () => {
      const idle = await ctx.services.devices.create({
        actor: lab.system,
        input: CreateDevice.parse({ name: uniqueName('Idle'), departmentId: department.id, testIds: [] }),
      });
      const sheet = await start({ ...ofDepartment({ deviceId: idle.id }), kind: 'workSheet' });
      expect(sheet.statusCode).toBe(404);
      expect(sheet.json()).toEqual(refusal('worklistNoDeviceData'));
      const empty = await start(dialog({ departmentId: (await lab.department()).id }));
      expect(empty.statusCode).toBe(404);
      expect(empty.json()).toEqual(refusal('worklistNoData'));
    });

    it('renders the PDF with the patients and tests, only for the requester', async () => {
      const { run, finished, file } = await made(ofDepartment({}));
      expect(finished).toMatchObject({ id: run.id, state: 'done', done: run.total, total: run.total, error: null });
      expect(run.total).toBeGreaterThanOrEqual(5);
      expect(finished.fileName).toMatch(/^\d{10}\.pdf$/);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['cache-control']).toBe('no-store');
      expect(file.headers['content-disposition']).toMatch(/^inline/);
      expect(file.headers['content-disposition']).toContain(finished.fileName);
      const text = pdfText(file.rawPayload);
      for (const made of Object.values(reports)) expect(text).toContain(made.patientName);
      expect(text).toContain(categorised.name);
      expect(text).toContain(onDevice.name);

      expect((await secondBench.get(`/api/v1/worklists/runs/${run.id}`)).statusCode).toBe(404);
      expect((await secondBench.get(`/api/v1/worklists/runs/${run.id}/file`)).statusCode).toBe(404);
      expect((await other.admin.get(`/api/v1/worklists/runs/${run.id}`)).statusCode).toBe(404);
      expect((await other.admin.get(`/api/v1/worklists/runs/${run.id}/file`)).statusCode).toBe(404);
    });

    it('makes an Excel workbook with an Excel template, a PDF when compressed, and refuses another lab’s template', async () => {
      const template = await ctx.services.worklistTemplates.create({
        actor: lab.system,
        input: CreateWorklistTemplate.parse({
          name: uniqueName('Export'),
          categoryId: null,
          format: 'excel',
          flags: { ...noTemplateFlags, patientIdFlag: true },
        }),
      });
      const { finished, file } = await made(ofDepartment({ templateId: template.id, sortOrder: 'ascending' }));
      expect(finished).toMatchObject({ format: 'excel', state: 'done' });
      expect(finished.fileName).toMatch(/^\d{10}\.xlsx$/);
      expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(file.headers['content-disposition']).toMatch(/^attachment/);
      const sheet = (await readWorkbook(file.rawPayload)).worksheets[0];
      const cells = (sheet?.getSheetValues() ?? []).flatMap((row) => (Array.isArray(row) ? row : [])).map(String);
      for (const made of Object.values(reports)) {
        expect(cells).toContain(made.patientName);
        expect(cells).toContain(made.labPatientId);
      }
      expect(cells).toContain(categorised.name);

      const compressed = await start(ofDepartment({ templateId: template.id, compressed: true }));
      expect(compressed.json<WorklistRun>().format).toBe('pdf');

      const theirs = await ctx.services.worklistTemplates.create({
        actor: other.system,
        input: CreateWorklistTemplate.parse({
          name: uniqueName('Theirs'),
          categoryId: null,
          format: 'pdf',
          flags: noTemplateFlags,
        }),
      });
      expect((await start(ofDepartment({ templateId: theirs.id }))).statusCode).toBe(404);
    });
  });

  describe('the menu’s and the modals’ lists', () => {
    let department: Department;
    let glucose: CatalogueTest;
    let urine: CatalogueTest;

    beforeAll(async () => {
      department = await lab.department(uniqueName('Biochemistry'));
      glucose = await catalogueTest(lab, department, { name: uniqueName('Glucose'), sampleTypeId: serumTypeId });
      urine = await catalogueTest(lab, department, { name: uniqueName('Urine routine'), sampleTypeId: urineTypeId });
    });

    const header = (kind: string, fields: Record<string, unknown> = {}) => ({
      kind,
      departmentId: department.id,
      ...fields,
    });

    it('test wise: that test’s reports of the days, by bill time; another lab’s test finds nothing', async () => {
      const first = await report(glucose);
      await report(urine);
      const second = await report(glucose);
      expect(await idsOf(header('testWise', { testId: glucose.id }))).toEqual([first.reportId, second.reportId]);
      const theirTest = await catalogueTest(other, await other.department());
      const theirs = await start({ kind: 'testWise', testId: theirTest.id });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(refusal('worklistNoData'));
    });

    it('simple and accession: by accession number, numerically; accession only the accessioned', async () => {
      const scope = await lab.department(uniqueName('Serology'));
      const test = await catalogueTest(lab, scope, { sampleTypeId: serumTypeId });
      const base = 900_000_000 + Math.floor(Math.random() * 1_000_000);
      const tenth = await report(test, { sample: { accessionNo: String(base + 10), accessionedAt: new Date() } });
      const ninth = await report(test, { sample: { accessionNo: String(base + 9), accessionedAt: new Date() } });
      const pending = await report(test);
      expect(await idsOf({ kind: 'accession', departmentId: scope.id })).toEqual([ninth.reportId, tenth.reportId]);
      expect(await idsOf({ kind: 'simple', departmentId: scope.id })).toEqual([
        ninth.reportId,
        tenth.reportId,
        pending.reportId,
      ]);
    });

    it('processing samples: received and not done; with none, the PDF says so', async () => {
      const scope = await lab.department(uniqueName('Microbiology'));
      const test = await catalogueTest(lab, scope, { sampleTypeId: serumTypeId });
      const { run, finished, file } = await made({ kind: 'processingSamples', departmentId: scope.id });
      expect(run.total).toBe(0);
      expect(finished.state).toBe('done');
      expect(pdfText(file.rawPayload)).toContain('There is no sample accessed');

      const received = await report(test, { sample: { status: 'received', receivedAt: new Date() } });
      const partial = await report(test, {
        sample: { status: 'received' },
        set: { completedTests: true, partialFill: true },
      });
      await report(test, { sample: { status: 'received' }, set: { completedTests: true } });
      await report(test, { sample: { status: 'collected' } });
      expect(await idsOf({ kind: 'processingSamples', departmentId: scope.id })).toEqual([
        received.reportId,
        partial.reportId,
      ]);
    });

    it('department wise: the pending reports of each department; a department with none still prints', async () => {
      const scope = await lab.department(uniqueName('Immunology'));
      const test = await catalogueTest(lab, scope, { sampleTypeId: serumTypeId });
      const { run, finished, file } = await made({ kind: 'departmentWise', departmentId: scope.id });
      expect(run.total).toBe(0);
      expect(finished.state).toBe('done');
      const text = pdfText(file.rawPayload);
      expect(text).toContain(scope.name);
      expect(text).toContain('Data Not Found');

      const pending = await report(test);
      await report(test, { set: { completedTests: true, isSigned: true } });
      expect(await idsOf({ kind: 'departmentWise', departmentId: scope.id })).toEqual([pending.reportId]);
    });

    it('patient wise: one patient’s reports, or everyone’s with All', async () => {
      const first = await report(glucose, { patientName: uniqueName('Asha') });
      expect(await idsOf(header('patientWise', { patientId: first.patientId }))).toEqual([first.reportId]);
      const all = await idsOf(header('patientWise', { all: true }));
      expect(all).toContain(first.reportId);
      expect(all.length).toBeGreaterThan(1);
      const { file } = await made(header('patientWise', { patientId: first.patientId }));
      expect(pdfText(file.rawPayload)).toContain(first.patientName);
    });

    it('clinical history: by name, Reg No., lab numbers and dates, with the patient’s diseases', async () => {
      const name = uniqueName('Kavya');
      const withHistory = await report(glucose, {
        patientName: name,
        diseases: [
          { code: 'E11', name: 'Type 2 diabetes' },
          { code: 'I10', name: 'Hypertension' },
        ],
      });
      const lines = await linesOf({ kind: 'clinicalHistory', patientName: name.toLowerCase() });
      expect(lines.map((line) => line.reportId)).toEqual([withHistory.reportId]);
      expect(lines[0]?.patient.clinicalHistory).toBe('Type 2 diabetes, Hypertension');
      expect(await idsOf({ kind: 'clinicalHistory', patientId: withHistory.labPatientId })).toEqual(
        /^\d+$/.test(withHistory.labPatientId) ? [withHistory.reportId] : [],
      );
      if (/^\d+$/.test(withHistory.labBillId)) {
        const labNumber = withHistory.labBillId;
        expect(await idsOf({ kind: 'clinicalHistory', fromLab: labNumber, toLab: labNumber })).toEqual([
          withHistory.reportId,
        ]);
      }
      expect(await idsOf({ kind: 'clinicalHistory', patientName: name, from: today, to: today })).toEqual([
        withHistory.reportId,
      ]);
      expect(
        await idsOf({
          kind: 'clinicalHistory',
          patientName: name,
          from: calendarDaysBefore(today, 3),
          to: calendarDaysBefore(today, 2),
        }),
      ).toEqual([]);
    });

    it('sample type: by the sample type’s name in the order asked', async () => {
      const lines = await linesOf({ kind: 'sampleType', from: today, to: today, sortOrder: 'ascending' });
      const names = lines.map((line) => line.sample?.typeName ?? '').filter((name) => name !== '');
      expect(names.length).toBeGreaterThan(2);
      expect(names).toEqual([...names].sort((left, right) => left.toLowerCase().localeCompare(right.toLowerCase())));
      const descending = await linesOf({ kind: 'sampleType', from: today, to: today, sortOrder: 'descending' });
      expect(descending[0]?.sample?.typeName?.toLowerCase()).toBe(names.at(-1)?.toLowerCase());
    });

    it('referral and signing doctors: that doctor’s patients, and the reports they signed or are assigned', async () => {
      const referral = await lab.doctor({ isSigning: false, isReferral: true });
      const signing = await lab.doctor();
      const referred = await report(glucose, { bill: { referralDoctorId: referral.id } });
      const signed = await report(glucose, { set: { isSigned: true, completedTests: true } });
      await ctx.database.db.insert(reportSignatures).values({
        labId: lab.labId,
        reportId: signed.reportId,
        doctorId: signing.id,
        position: 1,
        signedAt: new Date(),
        valuesDigest: 'signed',
      });
      const assigned = await report(glucose, { set: { consultingDoctorId: signing.id } });
      expect(await idsOf({ kind: 'referralDoctor', doctorId: referral.id, from: today, to: today })).toEqual([
        referred.reportId,
      ]);
      expect(await idsOf({ kind: 'signingDoctor', doctorId: signing.id })).toEqual([
        signed.reportId,
        assigned.reportId,
      ]);
      const [line] = await linesOf({ kind: 'signingDoctor', doctorId: signing.id });
      expect(line?.signingDoctors).toEqual([signing.name]);
      const theirDoctor = await other.doctor({ isSigning: false, isReferral: true });
      const theirs = await start({ kind: 'referralDoctor', doctorId: theirDoctor.id });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(refusal('worklistNoData'));
    });

    it('keeps to the caller’s departments', async () => {
      const inReach = await report(glucose);
      const elsewhere = await lab.department();
      const technician = { labId: lab.labId, departmentIds: [elsewhere.id] };
      expect((await linesOf({ kind: 'simple' }, technician)).map((line) => line.reportId)).not.toContain(
        inReach.reportId,
      );
      expect((await linesOf({ kind: 'simple' })).map((line) => line.reportId)).toContain(inReach.reportId);
    });
  });

  it('refuses each of the spec’s validation messages with its key (400)', async () => {
    const tomorrow = calendarDaysBefore(today, -1);
    const cases: Array<[unknown, string]> = [
      [dialog({ choice: { statuses: noStatuses, tatExceeded: false } }), 'worklistSelectParameter'],
      [dialog({ from: null, to: null }), 'worklistProvideParameter'],
      [dialog({ from: today, to: calendarDaysBefore(today, 1) }), 'worklistToBeforeFrom'],
      [dialog({ from: today, to: tomorrow }), 'worklistDateInFuture'],
      [dialog({ from: '1999-12-31', to: today }), 'worklistDateTooEarly'],
      [{ kind: 'testWise' }, 'worklistSelectTest'],
      [{ kind: 'patientWise' }, 'worklistPatientRequired'],
      [{ kind: 'sampleType', from: today }, 'worklistDatesMandatory'],
      [{ kind: 'sampleType', from: today, to: calendarDaysBefore(today, 1) }, 'worklistToBeforeFrom'],
      [{ kind: 'clinicalHistory', fromLab: '12' }, 'worklistLabNumbersRequired'],
      [{ kind: 'clinicalHistory', fromLab: '1a', toLab: '20' }, 'worklistFromLabNumber'],
      [{ kind: 'clinicalHistory', fromLab: '1', toLab: '2b' }, 'worklistToLabNumber'],
      [{ kind: 'clinicalHistory', patientId: 'IG-7' }, 'worklistPatientIdNumber'],
      [{ kind: 'clinicalHistory' }, 'worklistClinicalParameters'],
      [{ kind: 'referralDoctor', from: today, to: today }, 'worklistSelectReferralDoctor'],
      [{ kind: 'signingDoctor' }, 'worklistSelectSigningDoctor'],
      [{ kind: 'simple', from: tomorrow }, 'worklistDateInFuture'],
    ];
    for (const [body, key] of cases) {
      const response = await start(body);
      expect(response.statusCode, `${key}: ${response.body}`).toBe(400);
      expect(response.json(), key).toEqual(refusal(key));
    }
  });

  it('fails the run, saying so, when its job cannot make the list', async () => {
    const created = await start({ kind: 'departmentWise' });
    const run = created.json<WorklistRun>();
    await ctx.database.db
      .update(worklistRuns)
      .set({ request: { kind: 'noSuchKind' } })
      .where(and(eq(worklistRuns.labId, lab.labId), eq(worklistRuns.id, run.id)));
    await ctx.services.jobs.worker.runDue();
    expect((await bench.get(`/api/v1/worklists/runs/${run.id}`)).json<WorklistRun>()).toMatchObject({
      state: 'failed',
      error: 'worklistGenerateFailed',
      fileName: null,
    });
    expect((await bench.get(`/api/v1/worklists/runs/${run.id}/file`)).statusCode).toBe(404);
  });

  it('refuses users who do not work the bench (403) and an unknown run (404)', async () => {
    const desk = await lab.user();
    expect((await start({ kind: 'simple' }, desk)).statusCode).toBe(403);
    expect((await bench.get('/api/v1/worklists/runs/999999999')).statusCode).toBe(404);
    expect((await bench.get('/api/v1/worklists/runs/999999999/file')).statusCode).toBe(404);
  });
});
