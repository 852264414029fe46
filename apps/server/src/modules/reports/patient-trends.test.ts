import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import {
  type CatalogueTest,
  CreateBill,
  CreateReportFormat,
  CreateTest,
  type PatientTrends,
  RegisterPatient,
  type TrendsSettings,
} from '@lims/contract';
import type { ReportValue } from '@lims/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bills, labReports } from '../../db/schema/index.js';
import { pdfText } from '../../platform/documents/document-reading.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';

const refusal = (messageKey: string) => ({ error: expect.objectContaining({ messageKey }) });

describe('patient trends (spec 001 §2 Patient Trends, §7 v4/fetch-data-for-trends/, §9 trends flag)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let cbc: CatalogueTest;
  let sugar: CatalogueTest;
  /** Front desk: lab staff who open the trends frame. */
  let desk: TestClient;
  let technician: TestClient;
  let patientId: number;
  let patientName: string;
  let malePatientId: number;
  let otherPatientId: number;
  let otherBillId: number;
  const ids = { januaryBill: 0, februaryBill: 0, februaryCbc: 0, marchBill: 0, marchCbc: 0 };
  const keys = { haemoglobin: '', platelets: '', glucose: '' };

  const makeTest = async (of: TestLab, name: string, department: string, parameters: Record<string, unknown>[]) => {
    const test = await ctx.services.labTests.create({
      actor: of.system,
      input: CreateTest.parse({
        code: uniqueName('T'),
        name,
        departmentId: (await of.department(uniqueName(department))).id,
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

  /** A bill of `reports` made at `at`, each report given `values` and, when `signed`, the signed stage. */
  const visit = async (
    of: TestLab,
    patient: number,
    at: string,
    reports: { test: CatalogueTest; values: ReportValue[]; signed: boolean }[],
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
    const reportIds: number[] = [];
    for (const { test, values, signed } of reports) {
      const report = bill.reports.find((made) => made.testId === test.id);
      if (!report) throw new Error('the bill made no report of the test');
      reportIds.push(report.id);
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
    return { billId: bill.id, reportIds };
  };
  const value = (index: number, entered: string): ReportValue => ({
    index,
    value: entered,
    highlight: false,
    isCritical: 0,
  });

  const register = (of: TestLab, gender: 'Female' | 'Male', firstName = uniqueName('Trends')) =>
    ctx.services.patients.register({
      actor: of.system,
      input: RegisterPatient.parse({
        designation: gender === 'Female' ? 'Mrs.' : 'Mr.',
        firstName,
        lastName: 'Patient',
        gender,
        age: 52,
        ageUnit: 'Years',
        mobile: '9876543210',
      }),
    });

  const trendsOf = async (client: TestClient, query: string) => {
    const response = await client.get(`/api/v1/patient-trends?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PatientTrends>();
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    cbc = await makeTest(lab, 'Complete blood count', 'Haematology', [
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
      { index: 3, order: 3, name: 'Platelets', unit: '10^3/uL', isNumeric: true, lowerBoundMale: 150 },
      { index: 4, order: 4, name: 'Remarks', descriptionFlag: true, isNumeric: false },
    ]);
    sugar = await makeTest(lab, 'Glucose fasting', 'Biochemistry', [
      { index: 1, order: 1, name: 'Glucose', unit: 'mg/dL', isNumeric: true, lowerBoundMale: 70, upperBoundMale: 110 },
    ]);
    keys.haemoglobin = `${cbc.id}:haemoglobin`;
    keys.platelets = `${cbc.id}:platelets`;
    keys.glucose = `${sugar.id}:glucose`;
    [desk, technician] = await Promise.all([lab.user({}), lab.user({ labAccess: true })]);

    patientName = uniqueName('Asha');
    const patient = await register(lab, 'Female', patientName);
    patientId = patient.id;
    const january = await visit(lab, patientId, '2025-01-14T20:00:00.000Z', [
      { test: cbc, values: [value(2, '11.2'), value(3, '250'), value(4, 'Mild anaemia')], signed: true },
    ]);
    const february = await visit(lab, patientId, '2025-02-10T04:00:00.000Z', [
      { test: cbc, values: [value(2, '6.4')], signed: true },
      { test: sugar, values: [value(1, '126')], signed: true },
    ]);
    // Entered, not signed: no trend shows it.
    const march = await visit(lab, patientId, '2025-03-03T05:00:00.000Z', [
      { test: cbc, values: [value(2, '13.9')], signed: false },
    ]);
    ids.januaryBill = january.billId;
    ids.februaryBill = february.billId;
    ids.februaryCbc = february.reportIds[0] ?? -1;
    ids.marchBill = march.billId;
    ids.marchCbc = march.reportIds[0] ?? -1;

    malePatientId = (await register(lab, 'Male')).id;
    await visit(lab, malePatientId, '2025-01-20T05:00:00.000Z', [
      { test: cbc, values: [value(2, '12.5')], signed: true },
    ]);

    otherPatientId = (await register(other, 'Female')).id;
    const urea = await makeTest(other, 'Urea', 'Biochemistry', [
      { index: 1, order: 1, name: 'Urea', unit: 'mg/dL', isNumeric: true, lowerBoundMale: 15, upperBoundMale: 40 },
    ]);
    otherBillId = (
      await visit(other, otherPatientId, '2025-01-20T05:00:00.000Z', [
        { test: urea, values: [value(1, '30')], signed: true },
      ])
    ).billId;
  });
  afterAll(() => ctx.close());

  it('gives the same series by report, by bill and by patient: signed reports only, points oldest first', async () => {
    const byReport = await trendsOf(desk, `labReportId=${ids.februaryCbc}`);
    const byBill = await trendsOf(desk, `labBillId=${ids.januaryBill}`);
    const byPatient = await trendsOf(desk, `labPatientId=${patientId}`);
    // The unsigned March report opens the same patient's trends, without its own value.
    const byUnsignedReport = await trendsOf(technician, `labReportId=${ids.marchCbc}`);
    expect(byBill).toEqual(byReport);
    expect(byPatient).toEqual(byReport);
    expect(byUnsignedReport).toEqual(byReport);

    expect(byReport.flag).toBe(1);
    expect(byReport.patient).toEqual({
      id: patientId,
      name: `Mrs. ${patientName} Patient`,
      age: '52 Years',
      gender: 'Female',
    });
    // By department (Biochemistry before Haematology), then the format's order; the remark is no number.
    expect(byReport.series.map((series) => [series.key, series.testName, series.parameterName, series.unit])).toEqual([
      [keys.glucose, 'Glucose fasting', 'Glucose', 'mg/dL'],
      [keys.haemoglobin, 'Complete blood count', 'Haemoglobin', 'g/dL'],
      [keys.platelets, 'Complete blood count', 'Platelets', '10^3/uL'],
    ]);
    const haemoglobin = byReport.series[1];
    expect(haemoglobin?.points.map((point) => [point.at, point.value, point.text, point.isCritical])).toEqual([
      ['2025-01-14T20:00:00.000Z', 11.2, '11.2', 1],
      ['2025-02-10T04:00:00.000Z', 6.4, '6.4', 2],
    ]);
    expect(haemoglobin?.points[1]?.reportId).toBe(ids.februaryCbc);
    expect(byReport.series.every((series) => series.hidden === false)).toBe(true);
  });

  it('bands each series with the range of the patient’s sex', async () => {
    const female = await trendsOf(desk, `labPatientId=${patientId}`);
    const male = await trendsOf(desk, `labPatientId=${malePatientId}`);
    expect(female.series.find((series) => series.key === keys.haemoglobin)).toMatchObject({ low: 12, high: 15 });
    expect(female.series.find((series) => series.key === keys.platelets)).toMatchObject({ low: 150, high: null });
    const maleHaemoglobin = male.series.find((series) => series.key === keys.haemoglobin);
    expect(maleHaemoglobin).toMatchObject({ low: 13, high: 17 });
    // 12.5 is within a woman's range but low for a man.
    expect(maleHaemoglobin?.points.map((point) => point.isCritical)).toEqual([1]);
  });

  it('keeps in the compact trends (flag 0) only the series with two points or more; full (flag 1) keeps all', async () => {
    const compact = await trendsOf(desk, `labPatientId=${patientId}&flag=0`);
    expect(compact.flag).toBe(0);
    expect(compact.series.map((series) => series.key)).toEqual([keys.haemoglobin]);
    const full = await trendsOf(desk, `labPatientId=${patientId}&flag=1`);
    expect(full.series).toHaveLength(3);
  });

  it('refuses a query naming no subject, two of them or an unknown flag (400)', async () => {
    for (const query of [
      '',
      'flag=1',
      `labPatientId=${patientId}&labBillId=${ids.januaryBill}`,
      `labPatientId=${patientId}&flag=2`,
      'labPatientId=abc',
    ]) {
      const response = await desk.get(`/api/v1/patient-trends?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await desk.get(`/api/v1/patient-trends/pdf?flag=0`)).statusCode).toBe(400);
  });

  it('does not find another lab’s report, bill or patient, nor an unknown one (404)', async () => {
    for (const query of [
      `labPatientId=${patientId}`,
      `labBillId=${ids.januaryBill}`,
      `labReportId=${ids.februaryCbc}`,
    ]) {
      expect((await other.admin.get(`/api/v1/patient-trends?${query}`)).statusCode, query).toBe(404);
      expect((await other.admin.get(`/api/v1/patient-trends/pdf?${query}`)).statusCode, query).toBe(404);
    }
    for (const query of [`labPatientId=${otherPatientId}`, `labBillId=${otherBillId}`, 'labReportId=999999999']) {
      expect((await desk.get(`/api/v1/patient-trends?${query}`)).statusCode, query).toBe(404);
    }
    await expect(
      ctx.services.patientTrends.pdfForBill({ labId: lab.labId, billId: otherBillId, flag: 0 }),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(
      ctx.services.patientTrends.forPatient({ labId: lab.labId, patientId: otherPatientId, flag: 1 }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('refuses a collection centre’s user, a doctor’s and a patient’s login (403)', async () => {
    const refused = [await lab.user({ isCollectionCenter: 4 }), await lab.doctor(), await lab.patient()];
    for (const client of refused) {
      for (const path of [
        `/api/v1/patient-trends?labPatientId=${patientId}`,
        `/api/v1/patient-trends/pdf?labPatientId=${patientId}`,
        '/api/v1/settings/trends',
      ]) {
        const response = await client.get(path);
        expect(response.statusCode, path).toBe(403);
        expect(response.json(), path).toEqual(refusal('notAuthorised'));
      }
      expect((await client.put('/api/v1/settings/trends', { hiddenKeys: [] })).statusCode).toBe(403);
    }
  });

  it('prints the full Patient Trends Report: the lab, the patient, a chart and a table of values per parameter', async () => {
    const response = await desk.get(`/api/v1/patient-trends/pdf?labBillId=${ids.februaryBill}&flag=1&language=en`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    if (process.env.TRENDS_PDF_OUT) writeFileSync(`${process.env.TRENDS_PDF_OUT}-full.pdf`, response.rawPayload);
    const text = pdfText(response.rawPayload);
    for (const expected of [
      lab.name,
      'Patient Trends Report',
      'Trends Report',
      patientName,
      '52 Years / Female',
      'Haemoglobin',
      'Platelets',
      'Glucose',
      'Reference range: 12 - 15',
      'Reference range: > 150',
      '15-01-2025',
      '10-02-2025',
      '11.2*',
      '6.4**',
      'Page 1 of',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('13.9');
    expect(text).not.toContain('Remarks');
  });

  it('prints the compact report with the series of two points or more, and in Arabic', async () => {
    const compact = await desk.get(`/api/v1/patient-trends/pdf?labPatientId=${patientId}&flag=0&language=en`);
    expect(compact.statusCode).toBe(200);
    if (process.env.TRENDS_PDF_OUT) writeFileSync(`${process.env.TRENDS_PDF_OUT}-compact.pdf`, compact.rawPayload);
    const text = pdfText(compact.rawPayload);
    expect(text).toContain('Trends Compact');
    expect(text).toContain('Haemoglobin');
    expect(text).not.toContain('Glucose');
    expect(text).not.toContain('Platelets');
    // The compact page is landscape.
    expect(execFileSync('pdfinfo', ['-'], { input: compact.rawPayload }).toString()).toMatch(
      /Page size:\s+841\.89 x 595\.\d+ pts/,
    );

    const arabic = await desk.get(`/api/v1/patient-trends/pdf?labPatientId=${patientId}&flag=1&language=ar`);
    expect(arabic.statusCode).toBe(200);
    if (process.env.TRENDS_PDF_OUT) writeFileSync(`${process.env.TRENDS_PDF_OUT}-ar.pdf`, arabic.rawPayload);
    const arabicText = pdfText(arabic.rawPayload);
    for (const expected of ['تقرير اتجاهات المريض', 'Haemoglobin', '15-01-2025', '12 - 15']) {
      expect(arabicText, expected).toContain(expected);
    }
  });

  it('names as many dates under a chart as fit: the newest always, the others evenly', async () => {
    const regular = (await register(lab, 'Male')).id;
    // Twelve fasting glucose results, one a month through 2024.
    for (let month = 1; month <= 12; month += 1) {
      const at = `2024-${String(month).padStart(2, '0')}-05T05:00:00.000Z`;
      await visit(lab, regular, at, [{ test: sugar, values: [value(1, String(80 + month * 5))], signed: true }]);
    }
    const compact = await desk.get(`/api/v1/patient-trends/pdf?labPatientId=${regular}&flag=0&language=en`);
    expect(compact.statusCode).toBe(200);
    if (process.env.TRENDS_PDF_OUT) writeFileSync(`${process.env.TRENDS_PDF_OUT}-many.pdf`, compact.rawPayload);
    const text = pdfText(compact.rawPayload);
    // Every value is labelled; every third date is named, counting back from the newest.
    for (const month of [1, 6, 12]) expect(text).toContain(String(80 + month * 5));
    for (const date of ['05-12-2024', '05-09-2024', '05-06-2024', '05-03-2024']) expect(text).toContain(date);
    for (const date of ['05-11-2024', '05-10-2024', '05-01-2024']) expect(text).not.toContain(date);
    // The full report's table lists them all.
    const full = pdfText(
      (await desk.get(`/api/v1/patient-trends/pdf?labPatientId=${regular}&flag=1&language=en`)).rawPayload,
    );
    expect(full).toContain('05-11-2024');
    expect(full).toContain('05-01-2024');
  });

  it('gives a patient with no numeric history no series, and a PDF that says so', async () => {
    const fresh = await register(lab, 'Male');
    const trends = await trendsOf(desk, `labPatientId=${fresh.id}`);
    expect(trends.series).toEqual([]);
    const response = await desk.get(`/api/v1/patient-trends/pdf?labPatientId=${fresh.id}&language=en`);
    expect(response.statusCode).toBe(200);
    expect(pdfText(response.rawPayload)).toContain('No signed reports with numeric results yet.');
  });

  it('serves the share e-mail and the patient’s own login without an actor: the same series, the same PDF', async () => {
    const own = await ctx.services.patientTrends.forPatient({ labId: lab.labId, patientId, flag: 0 });
    expect(own).toEqual(await trendsOf(desk, `labPatientId=${patientId}&flag=0`));
    const forBill = await ctx.services.patientTrends.pdfForBill({ labId: lab.labId, billId: ids.januaryBill, flag: 1 });
    const billText = pdfText(forBill);
    expect(billText).toContain('Patient Trends Report');
    expect(billText).toContain('Glucose');
    const forPatient = await ctx.services.patientTrends.pdfForPatient({
      labId: lab.labId,
      patientId,
      flag: 0,
      language: 'fr',
    });
    expect(pdfText(forPatient)).toContain('Tendances compactes');
  });

  it('saves the hidden series for the lab (Save Settings): marked in the frame, left out of the PDF, versioned and audited', async () => {
    const read = await desk.get('/api/v1/settings/trends');
    expect(read.statusCode, read.body).toBe(200);
    const before = read.json<TrendsSettings>();
    expect(before.hiddenKeys).toEqual([]);

    const saved = await desk.put('/api/v1/settings/trends', {
      hiddenKeys: [keys.glucose, ` ${keys.glucose}`, keys.platelets],
      version: before.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<TrendsSettings>();
    expect(after.hiddenKeys).toEqual([keys.glucose, keys.platelets]);
    expect(after.version).toBe((before.version ?? 0) + 1);

    // Another user saving from the settings they read before: refused, nothing lost.
    const stale = await technician.put('/api/v1/settings/trends', { hiddenKeys: [], version: before.version });
    expect(stale.statusCode).toBe(409);
    expect((await technician.get('/api/v1/settings/trends')).json<TrendsSettings>().hiddenKeys).toEqual([
      keys.glucose,
      keys.platelets,
    ]);

    const trends = await trendsOf(technician, `labPatientId=${patientId}`);
    expect(trends.series.map((series) => [series.key, series.hidden])).toEqual([
      [keys.glucose, true],
      [keys.haemoglobin, false],
      [keys.platelets, true],
    ]);
    const pdf = pdfText(
      (await desk.get(`/api/v1/patient-trends/pdf?labPatientId=${patientId}&language=en`)).rawPayload,
    );
    expect(pdf).toContain('Haemoglobin');
    expect(pdf).not.toContain('Glucose');
    expect(pdf).toContain('Parameters hidden in the trends settings are left out.');

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.labId, lab.labId), eq(auditLog.action, 'settings.trends.update')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.after).toEqual({ trends: { hiddenKeys: [keys.glucose, keys.platelets] } });
    // Another lab's settings are its own.
    expect((await other.admin.get('/api/v1/settings/trends')).json<TrendsSettings>().hiddenKeys).toEqual([]);

    for (const body of [{ hiddenKeys: 'all' }, { hiddenKeys: ['x'.repeat(301)] }, {}]) {
      expect((await desk.put('/api/v1/settings/trends', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
