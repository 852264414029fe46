import { writeFileSync } from 'node:fs';
import {
  type CatalogueTest,
  CreateBill,
  CreateReportFormat,
  CreateTest,
  type CumulativeReport,
  type PatientVisits,
  RegisterPatient,
  type VisitReports,
} from '@lims/contract';
import { emptyClinicalInfoForm, type ReportValue } from '@lims/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills, clinicalVisits, labReports } from '../../db/schema/index.js';
import { pdfLines, pdfText } from '../../platform/documents/document-reading.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';

const refusal = (messageKey: string) => ({ error: expect.objectContaining({ messageKey }) });

describe('the patient overview and the cumulative report (spec 000 §2 Patient Overview modal, §4, §7; issue 12)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let cbc: CatalogueTest;
  let sugar: CatalogueTest;
  /** Lab staff with result access: sees unsigned values. */
  let technician: TestClient;
  /** Front desk: no lab access, sees that a report exists but not its unsigned values. */
  let desk: TestClient;
  let patientId: number;
  let otherPatientId: number;
  /** The patient's bills: January (signed CBC), February (signed CBC and glucose), March (CBC not signed). */
  const reportIds = { january: 0, februaryCbc: 0, februarySugar: 0, februaryLater: 0, march: 0 };

  const makeTest = async (of: TestLab, name: string, parameters: Record<string, unknown>[]) => {
    const test = await ctx.services.labTests.create({
      actor: of.system,
      input: CreateTest.parse({
        code: uniqueName('T'),
        name,
        departmentId: (
          await of.department(uniqueName(name === 'Complete blood count' ? 'Haematology' : 'Biochemistry'))
        ).id,
        sampleTypeId: null,
        price: 20_000,
        targetTatMinutes: 240,
      }),
    });
    await ctx.services.reportFormats.create({
      actor: of.system,
      input: CreateReportFormat.parse({ testId: test.id, name: 'Default', isDefault: true, parameters }),
    });
    return test;
  };

  /** A bill of `tests` made at `at`, its reports given `values` and, when `signed`, the signed stage. */
  const visit = async (
    of: TestLab,
    patient: number,
    at: string,
    reports: { test: CatalogueTest; values?: ReportValue[]; signed?: boolean }[],
  ) => {
    const bill = await ctx.services.bills.create({
      actor: of.system,
      input: CreateBill.parse({
        patientId: patient,
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
    for (const { test, values, signed } of reports) {
      const report = bill.reports.find((made) => made.testId === test.id);
      if (!report) throw new Error('the bill made no report of the test');
      ids.push(report.id);
      if (values === undefined) continue;
      await ctx.database.db
        .update(labReports)
        .set({
          values,
          completedTests: true,
          enteredAt: new Date(at),
          entryStage: signed ? 'signed' : 'completed',
          isSigned: signed,
        })
        .where(and(eq(labReports.labId, of.labId), eq(labReports.id, report.id)));
    }
    return { billId: bill.id, labBillId: bill.labBillId, ids };
  };
  const value = (index: number, entered: string): ReportValue => ({
    index,
    value: entered,
    highlight: false,
    isCritical: 0,
  });

  const register = (of: TestLab) =>
    ctx.services.patients.register({
      actor: of.system,
      input: RegisterPatient.parse({
        designation: 'Mrs.',
        firstName: uniqueName('Overview'),
        lastName: 'Patient',
        gender: 'Female',
        age: 52,
        ageUnit: 'Years',
        mobile: '9876543210',
      }),
    });

  let bills3: { labBillId: string }[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    cbc = await makeTest(lab, 'Complete blood count', [
      { index: 1, order: 1, name: 'CBC', styleFlag: true },
      // Women 12-15 g/dL, men 13-17; critical below 7.
      {
        index: 2,
        order: 2,
        name: 'Haemoglobin',
        unit: 'g/dL',
        isNumeric: true,
        lowerBoundMale: 13,
        upperBoundMale: 17,
        lowerBoundFemale: 12,
        upperBoundFemale: 15,
        criticalLowerMale: 7,
        criticalLowerFemale: 7,
      },
      { index: 3, order: 3, name: 'Remarks', descriptionFlag: true, isNumeric: false },
    ]);
    sugar = await makeTest(lab, 'Glucose fasting', [
      { index: 1, order: 1, name: 'Glucose', unit: 'mg/dL', isNumeric: true, lowerBoundMale: 70, upperBoundMale: 110 },
    ]);
    [technician, desk] = await Promise.all([lab.user({ labAccess: true }), lab.user({})]);
    const patient = await register(lab);
    patientId = patient.id;
    otherPatientId = (await register(other)).id;

    // The lab's time zone is Asia/Kolkata (UTC+5:30): 20:00 UTC on 14 January is 15 January there.
    const january = await visit(lab, patientId, '2025-01-14T20:00:00.000Z', [
      { test: cbc, values: [value(2, '11.2'), value(3, 'Mild anaemia')], signed: true },
    ]);
    const february = await visit(lab, patientId, '2025-02-10T04:00:00.000Z', [
      { test: cbc, values: [value(2, '6.4')], signed: true },
      { test: sugar, values: [value(1, '126')], signed: true },
    ]);
    const march = await visit(lab, patientId, '2025-03-03T05:00:00.000Z', [
      { test: cbc, values: [value(2, '13.9')], signed: false },
    ]);
    const first = (ids: number[], at = 0) => ids[at] ?? -1;
    reportIds.january = first(january.ids);
    reportIds.februaryCbc = first(february.ids);
    reportIds.februarySugar = first(february.ids, 1);
    reportIds.march = first(march.ids);
    bills3 = [january, february, march];
    // A second bill on the February day, its report not entered yet, and a cardiac score that day.
    reportIds.februaryLater = first((await visit(lab, patientId, '2025-02-10T09:00:00.000Z', [{ test: sugar }])).ids);
    await ctx.database.db.insert(clinicalVisits).values({
      labId: lab.labId,
      patientId,
      visitDate: '2025-02-10',
      type: 'score',
      form: emptyClinicalInfoForm(),
      score: 7.5,
      createdAt: new Date('2025-02-10T06:00:00.000Z'),
    });
    // A form saved without a score is no heart.
    await ctx.database.db.insert(clinicalVisits).values({
      labId: lab.labId,
      patientId,
      visitDate: '2025-03-03',
      type: 'clinicalInfo',
      form: emptyClinicalInfoForm(),
      createdAt: new Date('2025-03-03T06:00:00.000Z'),
    });
  });
  afterAll(() => ctx.close());

  it('lists the visit days newest first, the heart on the scored day, bills and reports counted', async () => {
    const response = await desk.get(`/api/v1/patients/${patientId}/visits`);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<PatientVisits>();
    expect(items.map((day) => [day.day, day.reports, day.cardiacScore, day.bills.length])).toEqual([
      ['2025-03-03', 1, false, 1],
      ['2025-02-10', 3, true, 2],
      ['2025-01-15', 1, false, 1],
    ]);
    // The day's bills newest first.
    expect(items[1]?.bills[0]?.billedAt).toBe('2025-02-10T09:00:00.000Z');
    expect(items[2]?.bills[0]?.labBillId).toBe(bills3[0]?.labBillId);
  });

  it('gives a day’s reports with their results, ranges for the patient’s sex and levels', async () => {
    const response = await technician.get(`/api/v1/patients/${patientId}/visits/2025-02-10/reports`);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<VisitReports>();
    // The later bill first; within a bill by department (Biochemistry before Haematology).
    expect(items.map((report) => [report.id, report.test.name, report.signed, report.status])).toEqual([
      [reportIds.februaryLater, 'Glucose fasting', false, 'incomplete'],
      [reportIds.februarySugar, 'Glucose fasting', true, 'signed'],
      [reportIds.februaryCbc, 'Complete blood count', true, 'signed'],
    ]);
    expect(items[0]?.results).toEqual([]);
    expect(items[2]?.results).toEqual([
      { name: 'Haemoglobin', value: '6.4', unit: 'g/dL', referenceRange: '12 - 15', level: 2 },
    ]);
    expect(items[1]?.results).toEqual([
      { name: 'Glucose', value: '126', unit: 'mg/dL', referenceRange: '70 - 110', level: 1 },
    ]);
    expect(items.every((report) => report.printDone === false)).toBe(true);
    // Billed with nothing paid: the viewer's print follows hideAmountDueReport for these.
    expect(items.every((report) => report.bill.due)).toBe(true);
  });

  it('shows result staff the values of a report not signed yet, the desk only that it is pending', async () => {
    const asStaff = (
      await technician.get(`/api/v1/patients/${patientId}/visits/2025-03-03/reports`)
    ).json<VisitReports>();
    expect(asStaff.items[0]).toMatchObject({ id: reportIds.march, signed: false, status: 'completed' });
    expect(asStaff.items[0]?.results.map((result) => result.value)).toEqual(['13.9']);

    const response = await desk.get(`/api/v1/patients/${patientId}/visits/2025-03-03/reports`);
    expect(response.statusCode).toBe(200);
    const [report] = response.json<VisitReports>().items;
    expect(report).toMatchObject({ id: reportIds.march, signed: false, status: 'completed', results: [] });
    // A signed report's values the desk does see.
    const january = (await desk.get(`/api/v1/patients/${patientId}/visits/2025-01-15/reports`)).json<VisitReports>();
    expect(january.items[0]?.results).toEqual([
      { name: 'Haemoglobin', value: '11.2', unit: 'g/dL', referenceRange: '12 - 15', level: 1 },
      { name: 'Remarks', value: 'Mild anaemia', unit: null, referenceRange: null, level: 0 },
    ]);
  });

  it('answers an empty day with no reports, and a day that is no date with 400', async () => {
    const empty = await desk.get(`/api/v1/patients/${patientId}/visits/2024-12-31/reports`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json<VisitReports>().items).toEqual([]);
    expect((await desk.get(`/api/v1/patients/${patientId}/visits/31-12-2024/reports`)).statusCode).toBe(400);
    expect((await desk.get(`/api/v1/patients/${patientId}/visits/2024-13-45/reports`)).statusCode).toBe(400);
    expect((await desk.get('/api/v1/patients/abc/visits')).statusCode).toBe(400);
  });

  it('refuses a doctor’s login (403) and does not find another lab’s patient (404)', async () => {
    const doctor = await lab.doctor();
    for (const path of ['visits', 'visits/2025-02-10/reports', 'cumulative', 'cumulative.pdf']) {
      const refused = await doctor.get(`/api/v1/patients/${patientId}/${path}`);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json(), path).toEqual(refusal('notAuthorised'));
      expect((await desk.get(`/api/v1/patients/${otherPatientId}/${path}`)).statusCode, path).toBe(404);
      expect((await other.admin.get(`/api/v1/patients/${patientId}/${path}`)).statusCode, path).toBe(404);
    }
  });

  it('builds the cumulative table of signed reports only: visits oldest first, numeric parameters as rows', async () => {
    const response = await desk.get(`/api/v1/patients/${patientId}/cumulative`);
    expect(response.statusCode, response.body).toBe(200);
    const table = response.json<CumulativeReport>();
    // March's report is not signed: two visits.
    expect(table.columns.map((column) => column.labBillId)).toEqual([bills3[0]?.labBillId, bills3[1]?.labBillId]);
    // By department: Biochemistry before Haematology.
    expect(table.rows.map((row) => [row.test, row.parameter, row.unit, row.referenceRange])).toEqual([
      ['Glucose fasting', 'Glucose', 'mg/dL', '70 - 110'],
      ['Complete blood count', 'Haemoglobin', 'g/dL', '12 - 15'],
    ]);
    expect(table.rows[0]?.cells).toEqual([null, { value: '126', level: 1 }]);
    expect(table.rows[1]?.cells).toEqual([
      { value: '11.2', level: 1 },
      { value: '6.4', level: 2 },
    ]);
  });

  it('prints the cumulative PDF with the lab, the patient, the dates and every value marked, in English and Arabic', async () => {
    const response = await desk.get(`/api/v1/patients/${patientId}/cumulative.pdf?language=en`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    if (process.env.CUMULATIVE_PDF_OUT) writeFileSync(`${process.env.CUMULATIVE_PDF_OUT}-en.pdf`, response.rawPayload);
    const text = pdfText(response.rawPayload);
    for (const expected of [
      lab.name,
      'Cumulative report',
      'Overview',
      '52 Years / Female',
      '15-01-2025',
      '10-02-2025',
      'Haemoglobin',
      '11.2*',
      '6.4**',
      '126*',
      '12 - 15',
      '* abnormal, ** critical',
      'Page 1 of 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('13.9');
    const lines = pdfLines(response.rawPayload);
    expect(
      lines.some((line) => /Haemoglobin\s+g\/dL\s+12 - 15\s+11\.2\*\s+6\.4\*\*/.test(line)),
      lines.join('\n'),
    ).toBe(true);

    const arabic = await desk.get(`/api/v1/patients/${patientId}/cumulative.pdf?language=ar`);
    expect(arabic.statusCode).toBe(200);
    if (process.env.CUMULATIVE_PDF_OUT) writeFileSync(`${process.env.CUMULATIVE_PDF_OUT}-ar.pdf`, arabic.rawPayload);
    const arabicText = pdfText(arabic.rawPayload);
    for (const expected of ['التقرير التراكمي', 'المدى المرجعي', '15-01-2025', '12 - 15']) {
      expect(arabicText, expected).toContain(expected);
    }
    // The value and its mark print left to right (ltr-run); text extraction may put the mark first.
    expect(arabicText).toMatch(/6\.4\*\*|\*\*6\.4/);
  });

  it('says so in the PDF when the patient has no signed numeric result', async () => {
    const fresh = await register(lab);
    const response = await desk.get(`/api/v1/patients/${fresh.id}/cumulative.pdf?language=en`);
    expect(response.statusCode).toBe(200);
    expect(pdfText(response.rawPayload)).toContain('No signed reports with numeric results yet.');
    expect((await desk.get(`/api/v1/patients/${fresh.id}/visits`)).json<PatientVisits>().items).toEqual([]);
  });
});
