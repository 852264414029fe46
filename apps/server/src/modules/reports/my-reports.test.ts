import { type CatalogueTest, CreateBill, CreateReportFormat, CreateTest, type MyReports } from '@lims/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labReports } from '../../db/schema/index.js';
import { pdfText } from '../../platform/documents/document-reading.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestContext, type TestUser, uniqueName } from '../../test/test-context.js';

const refusal = (messageKey: string) => ({ error: expect.objectContaining({ messageKey }) });

// Issue 13: 'A patient signs in (the separate patient login) and sees their own signed, submitted
// reports and bills, downloads the PDFs and the trends, and nothing of anyone else.'
describe("the patient's own reports and bills (issue 13)", () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let sugar: CatalogueTest;
  let thyroid: CatalogueTest;
  let theirSugar: CatalogueTest;
  /** The demo's patient login: two visits, the first paid, the second with an amount due. */
  let sunita: TestUser;
  /** Another patient of the same lab, one ready report. */
  let ravi: TestUser;
  /** A patient of another lab. */
  let meera: TestUser;
  const ids = {
    januaryBill: 0,
    januarySugar: 0,
    marchBill: 0,
    marchSugar: 0,
    marchThyroidSignedOnly: 0,
    ravisSugar: 0,
    meerasSugar: 0,
  };

  const makeTest = async (of: TestLab, name: string) => {
    const test = await ctx.services.labTests.create({
      actor: of.system,
      input: CreateTest.parse({
        code: uniqueName('T'),
        name,
        departmentId: (await of.department(uniqueName('Biochemistry'))).id,
        sampleTypeId: null,
        price: 20_000,
        targetTatMinutes: 240,
      }),
    });
    await ctx.services.reportFormats.create({
      actor: of.system,
      input: CreateReportFormat.parse({
        testId: test.id,
        name: 'Default',
        isDefault: true,
        parameters: [{ index: 1, order: 1, name: 'Glucose', unit: 'mg/dL', isNumeric: true, upperBoundMale: 110 }],
      }),
    });
    return test;
  };

  /** A bill of `tests` for `patientId`, paid in full when `paid`; its report ids in the tests' order. */
  const bill = async (of: TestLab, patientId: number, tests: CatalogueTest[], paid: boolean) => {
    const made = await ctx.services.bills.create({
      actor: of.system,
      input: CreateBill.parse({
        patientId,
        lines: tests.map((test) => ({ kind: 'test', id: test.id })),
        payments: paid ? [{ mode: 'Cash', amount: 20_000 * tests.length }] : [],
      }),
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
    const reportIds = tests.map((test) => {
      const report = made.reports.find((one) => one.testId === test.id);
      if (!report) throw new Error('the bill made no report of the test');
      return report.id;
    });
    return { billId: made.id, reportIds };
  };

  /** The report entered, and signed and submitted as asked. */
  const advance = (of: TestLab, id: number, { signed, submitted }: { signed: boolean; submitted: boolean }) =>
    ctx.database.db
      .update(labReports)
      .set({
        values: [{ index: 1, value: '98', highlight: false, isCritical: 0 }],
        completedTests: true,
        enteredAt: new Date(),
        entryStage: submitted ? 'dispatched' : signed ? 'signed' : 'completed',
        isSigned: signed,
        isSynced: submitted,
        syncedAt: submitted ? new Date() : null,
      })
      .where(and(eq(labReports.labId, of.labId), eq(labReports.id, id)));

  const setHideDue = async (hide: boolean) => {
    const current = await ctx.services.labSettings.getPrint({ actor: lab.system });
    await ctx.services.labSettings.updatePrint({ actor: lab.system, input: { ...current, hideAmountDueReport: hide } });
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    [sugar, thyroid, theirSugar] = await Promise.all([
      makeTest(lab, 'Fasting blood sugar'),
      makeTest(lab, 'Thyroid profile'),
      makeTest(other, 'Fasting blood sugar'),
    ]);
    [sunita, ravi, meera] = await Promise.all([lab.patient(), lab.patient(), other.patient()]);

    const january = await bill(lab, sunita.id, [sugar], true);
    ids.januaryBill = january.billId;
    [ids.januarySugar = 0] = january.reportIds;
    await advance(lab, ids.januarySugar, { signed: true, submitted: true });
    await ctx.database.db
      .update(labReports)
      .set({ amendments: 1 })
      .where(and(eq(labReports.labId, lab.labId), eq(labReports.id, ids.januarySugar)));

    const march = await bill(lab, sunita.id, [sugar, thyroid], false);
    ids.marchBill = march.billId;
    [ids.marchSugar = 0, ids.marchThyroidSignedOnly = 0] = march.reportIds;
    await advance(lab, ids.marchSugar, { signed: true, submitted: true });
    await advance(lab, ids.marchThyroidSignedOnly, { signed: true, submitted: false });

    [ids.ravisSugar = 0] = (await bill(lab, ravi.id, [sugar], true)).reportIds;
    await advance(lab, ids.ravisSugar, { signed: true, submitted: true });
    [ids.meerasSugar = 0] = (await bill(other, meera.id, [theirSugar], true)).reportIds;
    await advance(other, ids.meerasSugar, { signed: true, submitted: true });
  });

  afterAll(() => ctx.close());

  it('lists her bills newest first, each with its signed and submitted reports, the rest by name only', async () => {
    const response = await sunita.get('/api/v1/me/reports');
    expect(response.statusCode, response.body).toBe(200);
    const { bills, trends } = response.json<MyReports>();
    expect(bills.map((one) => one.id)).toEqual([ids.marchBill, ids.januaryBill]);
    const [march, january] = bills;
    expect(march).toMatchObject({ total: 40_000, paid: 0, due: 40_000, inProgress: ['Thyroid profile'] });
    // Exactly these fields: a report's values never come in the list.
    expect(march?.reports).toEqual([
      {
        id: ids.marchSugar,
        testName: 'Fasting blood sugar',
        departmentName: expect.stringContaining('Biochemistry'),
        signedAt: expect.any(String),
        amended: false,
        held: null,
      },
    ]);
    expect(january).toMatchObject({ total: 20_000, paid: 20_000, due: 0, inProgress: [] });
    expect(january?.reports).toEqual([expect.objectContaining({ id: ids.januarySugar, amended: true, held: null })]);
    // The same test on two visits: enough for a trend.
    expect(trends).toBe(true);
  });

  it('shows another patient only their own, and no trend from a single visit', async () => {
    const { bills, trends } = (await ravi.get('/api/v1/me/reports')).json<MyReports>();
    expect(bills.flatMap((one) => one.reports.map((report) => report.id))).toEqual([ids.ravisSugar]);
    expect(trends).toBe(false);
  });

  it('downloads her own ready report as a PDF', async () => {
    const response = await sunita.get(`/api/v1/me/reports/${ids.januarySugar}/pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Fasting blood sugar');
    expect(text).toContain(sunita.name);
  });

  it("answers 404 for another patient's report, another lab's, an unsubmitted one and one that does not exist", async () => {
    for (const id of [ids.ravisSugar, ids.meerasSugar, ids.marchThyroidSignedOnly, 999_999_999]) {
      const response = await sunita.get(`/api/v1/me/reports/${id}/pdf`);
      expect(response.statusCode, String(id)).toBe(404);
    }
    // From the other lab, her report's id names nothing either.
    expect((await meera.get(`/api/v1/me/reports/${ids.januarySugar}/pdf`)).statusCode).toBe(404);
    expect((await meera.get('/api/v1/me/reports')).json<MyReports>().bills.map((one) => one.reports.length)).toEqual([
      1,
    ]);
  });

  it('refuses an id that is not a number', async () => {
    expect((await sunita.get('/api/v1/me/reports/first/pdf')).statusCode).toBe(400);
  });

  it("holds a due bill's reports when the lab hides due reports, and says why", async () => {
    await setHideDue(true);
    try {
      const { bills } = (await sunita.get('/api/v1/me/reports')).json<MyReports>();
      expect(bills.find((one) => one.id === ids.marchBill)?.reports[0]?.held).toBe('amountDue');
      expect(bills.find((one) => one.id === ids.januaryBill)?.reports[0]?.held).toBeNull();
      const held = await sunita.get(`/api/v1/me/reports/${ids.marchSugar}/pdf`);
      expect(held.statusCode).toBe(409);
      expect(held.json()).toEqual(refusal('printNotAllowed'));
      expect((await sunita.get(`/api/v1/me/reports/${ids.januarySugar}/pdf`)).statusCode).toBe(200);
    } finally {
      await setHideDue(false);
    }
    expect((await sunita.get(`/api/v1/me/reports/${ids.marchSugar}/pdf`)).statusCode).toBe(200);
  });

  it("downloads every ready report of one of her bills in one PDF ('Download all'), never another's", async () => {
    const all = await sunita.get(`/api/v1/me/bills/${ids.marchBill}/reports/pdf`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = await pdfText(all.rawPayload);
    expect(text).toContain('Fasting blood sugar');
    // Signed but not submitted: not in it.
    expect(text).not.toContain('Thyroid profile');
    const ravisBill = (await ravi.get('/api/v1/me/reports')).json<MyReports>().bills[0]?.id;
    expect((await sunita.get(`/api/v1/me/bills/${ravisBill}/reports/pdf`)).statusCode).toBe(404);
    expect((await meera.get(`/api/v1/me/bills/${ids.marchBill}/reports/pdf`)).statusCode).toBe(404);
    await setHideDue(true);
    try {
      expect((await sunita.get(`/api/v1/me/bills/${ids.marchBill}/reports/pdf`)).json()).toEqual(
        refusal('printNotAllowed'),
      );
    } finally {
      await setHideDue(false);
    }
  });

  it("downloads her own bill's receipt, never another patient's", async () => {
    const receipt = await sunita.get(`/api/v1/me/bills/${ids.januaryBill}/pdf`);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const ravisBill = (await ravi.get('/api/v1/me/reports')).json<MyReports>().bills[0]?.id;
    expect((await sunita.get(`/api/v1/me/bills/${ravisBill}/pdf`)).statusCode).toBe(404);
    expect((await meera.get(`/api/v1/me/bills/${ids.januaryBill}/pdf`)).statusCode).toBe(404);
  });

  it('downloads her own trends, the full report and the compact one, and refuses another flag', async () => {
    for (const flag of [1, 0]) {
      const response = await sunita.get(`/api/v1/me/trends/pdf?flag=${flag}&language=en`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
      expect(await pdfText(response.rawPayload)).toContain(sunita.name);
    }
    expect((await sunita.get('/api/v1/me/trends/pdf?flag=2')).statusCode).toBe(400);
  });

  it('refuses lab users, doctors and organisations (403): they read reports through the lab routes', async () => {
    for (const client of [lab.admin, await lab.doctor(), await lab.organisation()]) {
      for (const url of [
        '/api/v1/me/reports',
        `/api/v1/me/reports/${ids.januarySugar}/pdf`,
        `/api/v1/me/bills/${ids.januaryBill}/pdf`,
        `/api/v1/me/bills/${ids.januaryBill}/reports/pdf`,
        '/api/v1/me/trends/pdf?flag=1',
      ]) {
        const response = await client.get(url);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual(refusal('notAuthorised'));
      }
    }
  });

  it('asks to be signed in', async () => {
    const signedOut = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/reports' });
    expect(signedOut.statusCode).toBe(401);
  });
});
