import { execFileSync } from 'node:child_process';
import { Readable } from 'node:stream';
import {
  type CatalogueTest,
  CreateBill,
  CreateReportFormat,
  CreateTest,
  RegisterPatient,
  type ReportEntry,
  type ReportFormatParameterInput,
  type ReportVerification,
} from '@lims/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labReports, labs } from '../../db/schema/index.js';
import { pdfFonts, pdfImages, pdfLines, pdfText } from '../../platform/documents/document-reading.js';
import { sampleFiles } from '../../platform/files/sample-files.js';
import { type TestLab, testPassword } from '../../test/factories.js';
import {
  createTestContext,
  type TestClient,
  type TestContext,
  type TestUser,
  uniqueName,
} from '../../test/test-context.js';

const refusal = (messageKey: string) => ({ error: expect.objectContaining({ messageKey }) });

/** The parameters of the glucose format: a heading, a value with a secondary unit, an optional one, an interpretation. */
const glucoseParameters: ReportFormatParameterInput[] = [
  { index: 1, order: 1, name: 'Fasting sample', styleFlag: true },
  {
    index: 2,
    order: 2,
    name: 'Glucose',
    unit: 'mg/dL',
    isNumeric: true,
    method: 'Hexokinase',
    lowerBoundMale: 70,
    upperBoundMale: 110,
    criticalLowerMale: 40,
    criticalUpperMale: 400,
    secondaryUnit: 'mmol/L',
    secondaryFactor: 0.0555,
  },
  {
    index: 3,
    order: 3,
    name: 'Cholesterol',
    unit: 'mg/dL',
    isNumeric: true,
    upperBoundMale: 200,
    otherFlag: true,
    otherMale: '< 200 desirable',
  },
  { index: 4, order: 4, name: 'Remarks', descriptionFlag: true, optionalField: true },
  { index: 5, order: 5, name: 'Urine sugar', descriptionFlag: true },
  {
    index: 6,
    order: 6,
    name: 'Glycaemic note',
    isInterpretation: true,
    descriptionFlag: true,
    optionalField: true,
    defaultDescription: 'Fasting glucose of 126 mg/dL or more on two occasions indicates diabetes.',
  },
];

const haemoglobinParameters: ReportFormatParameterInput[] = [
  {
    index: 1,
    order: 1,
    name: 'Haemoglobin',
    unit: 'g/dL',
    isNumeric: true,
    lowerBoundMale: 13,
    upperBoundMale: 17,
    criticalLowerMale: 7,
    criticalUpperMale: 20,
    secondaryUnit: 'g/L',
    secondaryFactor: 10,
  },
];

describe('the report PDF and its verification (the issue: The report PDF; CLIA 42 CFR 493.1291(c))', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let glucoseTest: CatalogueTest;
  let haemoglobinTest: CatalogueTest;
  let otherTest: CatalogueTest;
  let technician: TestUser;
  /** Front desk: may print, may not see result entry. */
  let desk: TestClient;
  /** A collection centre's user: no printing here (decision 0041). */
  let centreUser: TestClient;
  let primaryDoctor: TestUser;
  let secondDoctor: TestUser;

  const catalogueTest = async (
    of: TestLab,
    department: number,
    name: string,
    parameters: ReportFormatParameterInput[],
  ) => {
    const test = await ctx.services.labTests.create({
      actor: of.system,
      input: CreateTest.parse({
        code: uniqueName(name.slice(0, 3).toUpperCase()),
        name,
        departmentId: department,
        price: 10_000,
        targetTatMinutes: 120,
      }),
    });
    await ctx.services.reportFormats.create({
      actor: of.system,
      input: CreateReportFormat.parse({ testId: test.id, name: 'Default', isDefault: true, parameters }),
    });
    return test;
  };

  const patientOf = (of: TestLab, fullName = `Ravi ${uniqueName('Kumar')}`) => {
    const [firstName, ...rest] = fullName.split(' ');
    return ctx.services.patients.register({
      actor: of.system,
      input: RegisterPatient.parse({
        designation: 'Mr.',
        firstName,
        lastName: rest.join(' '),
        fullName,
        gender: 'Male',
        age: 42,
        ageUnit: 'Years',
        referenceId: 'REF-7781',
      }),
    });
  };

  /** A bill of the tests, its reports entered with `values` by test id, then signed by `signers` (none: left unsigned). */
  const billedReports = async ({
    of = lab,
    tests,
    values,
    signers = [primaryDoctor],
    patientName,
    language = 'en',
    comments,
  }: {
    of?: TestLab;
    tests: CatalogueTest[];
    values: Record<number, { index: number; value: string }[]>;
    signers?: TestUser[];
    patientName?: string;
    language?: 'en' | 'ar' | 'hi';
    comments?: string;
  }) => {
    const patient = await patientOf(of, patientName);
    const bill = await ctx.services.bills.create({
      actor: of.system,
      input: CreateBill.parse({
        patientId: patient.id,
        language,
        lines: tests.map((test) => ({ kind: 'test', id: test.id })),
        payments: [],
      }),
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
    const entrant = of === lab ? technician : of.admin;
    for (const report of bill.reports) {
      const entry = (await entrant.get(`/api/v1/reports/${report.id}`)).json<ReportEntry>();
      const saved = await entrant.put(`/api/v1/reports/${report.id}/values`, {
        version: entry.version,
        formatId: entry.format?.id,
        values: values[report.testId] ?? [],
        comments: comments ?? null,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      if (signers.length > 0) {
        const signed = await entrant.post(`/api/v1/reports/${report.id}/signatures`, {
          version: saved.json<{ report: ReportEntry }>().report.version,
          signatures: signers.map((doctor) => ({ doctorId: doctor.id, passkey: testPassword })),
        });
        expect(signed.statusCode, signed.body).toBe(200);
      }
    }
    return { bill, reportIds: bill.reports.map((report) => report.id) };
  };

  const glucoseValues = (glucose = '182', cholesterol = '240') => ({
    [glucoseTest.id]: [
      { index: 2, value: glucose },
      { index: 3, value: cholesterol },
      { index: 5, value: 'Nil' },
    ],
  });

  const pdfOf = async (reportId: number, query = '', client: TestClient = desk) => {
    const response = await client.get(`/api/v1/reports/${reportId}/pdf${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return response;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab({ name: uniqueName('Sunrise Diagnostics') }), ctx.createLab()]);
    const [biochemistry, haematology] = await Promise.all([
      lab.department('Biochemistry'),
      lab.department('Haematology'),
    ]);
    glucoseTest = await catalogueTest(lab, biochemistry.id, 'Glucose panel', glucoseParameters);
    haemoglobinTest = await catalogueTest(lab, haematology.id, 'Haemoglobin', haemoglobinParameters);
    otherTest = await catalogueTest(other, (await other.department('Biochemistry')).id, 'Glucose', glucoseParameters);
    [technician, desk, centreUser, primaryDoctor, secondDoctor] = await Promise.all([
      lab.user({ labAccess: true, departmentIds: [biochemistry.id, haematology.id] }),
      lab.user({ fullName: 'Front Desk' }),
      lab.user({ isCollectionCenter: 4, admin: true }),
      lab.doctor({ fullName: 'Dr. Meera Iyer' }),
      lab.doctor({ fullName: 'Dr. Arjun Rao' }),
    ]);
  });
  afterAll(() => ctx.close());

  it('prints every element a clinical report must carry, in English', async () => {
    const { bill, reportIds } = await billedReports({
      tests: [glucoseTest],
      values: glucoseValues(),
      signers: [primaryDoctor, secondDoctor],
      patientName: 'Ravi Shankar Kumar',
      comments: 'Repeat fasting sample advised.',
    });
    const [reportId] = reportIds as [number];
    const response = await pdfOf(reportId);
    expect(response.headers['cache-control']).toBe('no-store');
    const disposition = `inline; filename="report-${bill.labBillId}-${glucoseTest.code}.pdf"`;
    expect(response.headers['content-disposition']).toContain(disposition);
    const text = pdfText(response.rawPayload);
    const lines = pdfLines(response.rawPayload);
    for (const expected of [
      lab.name,
      'Mr. Ravi Shankar Kumar',
      '42 Years / Male',
      bill.patient.labPatientId,
      'REF-7781',
      bill.labBillId,
      'Biochemistry',
      'Glucose panel',
      'Sample ID',
      'Sample type',
      'Collected',
      'Received',
      'Reported',
      'Fasting sample',
      'Method: Hexokinase',
      'Comments Repeat fasting sample advised.',
      'Glycaemic note Fasting glucose of 126 mg/dL or more on two occasions indicates diabetes.',
      'Signed by Dr. Meera Iyer',
      'Also signed by Dr. Arjun Rao',
      'Scan to verify this report',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    // Abnormal values bold with their direction; the free-text range printed instead of numbers.
    expect(lines).toContainEqual(expect.stringMatching(/^Glucose 182 mg\/dL 70 - 110 H$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Cholesterol 240 mg\/dL < 200 desirable H$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Urine sugar Nil$/));
    // An optional parameter left empty is not printed; nothing says preliminary or amended.
    expect(text).not.toContain('Remarks');
    expect(text).not.toContain('Preliminary');
    expect(text).not.toContain('Amended');
    // The dates in the lab's default format ('M d, Y, h:i a').
    expect(text).toMatch(/Signed on [A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2} [ap]m/);
    // The spec's default font (Verdana's free counterpart, DejaVu Sans) and nothing of the machine's.
    const fonts = pdfFonts(response.rawPayload);
    expect(fonts).toEqual(expect.arrayContaining(['DejaVuSans', 'DejaVuSans-Bold']));
    for (const font of fonts)
      expect(font).toMatch(/^(DejaVuSans(-Bold)?|NotoSans(Arabic|Devanagari)?-(Regular|Bold))$/);
    // The QR code is drawn as vectors, not as an image; the lab has no logo: no image at all.
    expect(pdfImages(response.rawPayload)).toHaveLength(0);
  });

  it('marks a critical value, in bold with its direction and the word Critical', async () => {
    const { reportIds } = await billedReports({ tests: [glucoseTest], values: glucoseValues('32', '180') });
    const lines = pdfLines((await pdfOf(reportIds[0] as number)).rawPayload);
    expect(lines).toContainEqual(expect.stringMatching(/^Glucose 32 mg\/dL 70 - 110 Critical L$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Cholesterol 180 mg\/dL < 200 desirable$/));
  });

  it('keeps the results table readable when a text value runs over several lines', async () => {
    const smear =
      'Red cells are normocytic and normochromic. White cells and platelets are adequate in number and morphology. No parasites seen.';
    const { reportIds } = await billedReports({
      tests: [glucoseTest],
      values: {
        [glucoseTest.id]: [
          { index: 2, value: '182' },
          { index: 3, value: '240' },
          { index: 5, value: smear },
        ],
      },
    });
    const lines = pdfLines((await pdfOf(reportIds[0] as number)).rawPayload);
    // Each value on its parameter's line, the flag at its end: the long text squeezed no column.
    expect(lines).toContainEqual(expect.stringMatching(/^Glucose 182 mg\/dL 70 - 110 H$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Urine sugar Red cells are normocytic/));
  });

  it('prints in Arabic, right to left, with numbers, ranges and dates kept left to right', async () => {
    const { bill, reportIds } = await billedReports({
      tests: [glucoseTest],
      values: glucoseValues(),
      patientName: 'سمير حداد',
      language: 'ar',
    });
    const arabicPdf = (await pdfOf(reportIds[0] as number)).rawPayload;
    const text = pdfText(arabicPdf);
    // Arabic letters in Noto Sans Arabic, shaped, not in DejaVu Sans's own Arabic.
    expect(pdfFonts(arabicPdf)).toEqual(expect.arrayContaining(['NotoSansArabic-Regular', 'DejaVuSans']));
    for (const expected of [
      'سمير حداد',
      'رقم المريض',
      'النتيجة',
      'المدى المرجعي',
      'وقعه',
      'Dr. Meera Iyer',
      '70 - 110',
      '182',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(bill.labBillId);
    // Another language asked for in the query wins over the bill's.
    const english = pdfText((await pdfOf(reportIds[0] as number, '?language=en')).rawPayload);
    expect(english).toContain('Reference range');
  });

  it('prints in Hindi with the names shaped and read back in order', async () => {
    const { reportIds } = await billedReports({
      tests: [glucoseTest],
      values: glucoseValues(),
      patientName: 'नेहा जोशी',
      language: 'hi',
    });
    const pdf = (await pdfOf(reportIds[0] as number)).rawPayload;
    const text = pdfText(pdf);
    for (const expected of ['नेहा जोशी', 'रोगी आईडी', 'संदर्भ सीमा', 'परिणाम', '70 - 110'])
      expect(text).toContain(expected);
    expect(pdfFonts(pdf)).toContain('NotoSansDevanagari-Regular');
  });

  it('prints the secondary units beside the primary ones when asked', async () => {
    const { reportIds } = await billedReports({
      tests: [glucoseTest, haemoglobinTest],
      values: {
        ...glucoseValues('98', '150'),
        [haemoglobinTest.id]: [{ index: 1, value: '13.5' }],
      },
    });
    const plain = pdfText((await pdfOf(reportIds[0] as number)).rawPayload);
    expect(plain).not.toContain('mmol/L');
    const withSecondary = (await pdfOf(reportIds[0] as number, '?secondaryUnits=true')).rawPayload;
    const text = pdfText(withSecondary);
    // 98 mg/dL × 0.0555 = 5.44 mmol/L; the range 70 - 110 becomes 3.89 - 6.11.
    expect(text).toContain('5.44');
    expect(text).toContain('mmol/L');
    expect(text).toContain('3.89 - 6.11');
    const haemoglobin = pdfText((await pdfOf(reportIds[1] as number, '?secondaryUnits=true')).rawPayload);
    expect(haemoglobin).toContain('135');
    expect(haemoglobin).toContain('130 - 170');
  });

  it('prints the letterhead images when asked, and blank space in their place for pre-printed stationery', async () => {
    const { version } = await ctx.services.labProfile.letterhead({ actor: lab.system });
    const withHeader = await ctx.services.labProfile.replaceLetterhead({
      actor: lab.system,
      slot: 'header',
      version,
      upload: { fileName: 'header.png', stream: Readable.from([sampleFiles.png]) },
    });
    await ctx.services.labProfile.replaceLetterhead({
      actor: lab.system,
      slot: 'footer',
      version: withHeader.version,
      upload: { fileName: 'footer.png', stream: Readable.from([sampleFiles.png]) },
    });
    const { reportIds } = await billedReports({ tests: [glucoseTest], values: glucoseValues() });
    const reportId = reportIds[0] as number;
    // The letterhead's header and footer images; without it, none (the QR code is vectors).
    expect(pdfImages((await pdfOf(reportId, '?letterhead=true')).rawPayload)).toHaveLength(2);
    const blank = (await pdfOf(reportId, '?letterhead=false')).rawPayload;
    expect(pdfImages(blank)).toHaveLength(0);
    // The header image replaces the lab's name band; without the letterhead it is not printed either.
    expect(pdfText(blank)).not.toContain(lab.name);
    for (const slot of ['header', 'footer'] as const) {
      const { version: current } = await ctx.services.labProfile.letterhead({ actor: lab.system });
      await ctx.services.labProfile.removeLetterhead({ actor: lab.system, slot, version: current });
    }
  });

  it('refuses an unsigned report to whoever only prints, and shows it to result staff as preliminary', async () => {
    const { reportIds } = await billedReports({ tests: [glucoseTest], values: glucoseValues(), signers: [] });
    const reportId = reportIds[0] as number;
    const refused = await desk.get(`/api/v1/reports/${reportId}/pdf`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(refusal('reportNotPrintable'));
    const preview = pdfText((await pdfOf(reportId, '', technician)).rawPayload);
    expect(preview).toContain('Preliminary report — not signed');
    expect(preview).not.toContain('Signed by');
    // A preview is not the report being seen: the print list's 'hide seen' waits for the signed one.
    expect((await firstViewedOf(reportId)).firstViewedAt).toBeNull();
  });

  const firstViewedOf = async (reportId: number) =>
    (
      await ctx.database.db
        .select({ firstViewedAt: labReports.firstViewedAt })
        .from(labReports)
        .where(and(eq(labReports.labId, lab.labId), eq(labReports.id, reportId)))
    )[0] ?? { firstViewedAt: null };

  it('keeps the first opening of a signed report, and a download as an attachment', async () => {
    const { reportIds } = await billedReports({ tests: [glucoseTest], values: glucoseValues() });
    const reportId = reportIds[0] as number;
    expect((await firstViewedOf(reportId)).firstViewedAt).toBeNull();
    await pdfOf(reportId);
    const first = (await firstViewedOf(reportId)).firstViewedAt;
    expect(first).toBeInstanceOf(Date);
    ctx.clock.advance(60_000);
    const download = await pdfOf(reportId, '?download=true');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="report-/);
    expect((await firstViewedOf(reportId)).firstViewedAt).toEqual(first);
  });

  it('prints an amended report with its reason and date', async () => {
    const { reportIds } = await billedReports({ tests: [glucoseTest], values: glucoseValues() });
    const reportId = reportIds[0] as number;
    const entry = (await lab.admin.get(`/api/v1/reports/${reportId}`)).json<ReportEntry>();
    const submitted = await lab.admin.post('/api/v1/reports/submit', {
      reports: [{ id: reportId, version: entry.version }],
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const dispatched = (await lab.admin.get(`/api/v1/reports/${reportId}`)).json<ReportEntry>();
    const amended = await lab.admin.put(`/api/v1/reports/${reportId}/values`, {
      version: dispatched.version,
      formatId: dispatched.format?.id,
      values: glucoseValues('150')[glucoseTest.id],
      amendmentReason: 'Transcription error corrected',
      saveFlag: 1,
      signatures: [{ doctorId: primaryDoctor.id, passkey: testPassword }],
    });
    expect(amended.statusCode, amended.body).toBe(200);
    const text = pdfText((await pdfOf(reportId)).rawPayload);
    expect(text).toContain('Amended report');
    expect(text).toMatch(/Amended on [A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2} [ap]m: Transcription error corrected/);
    expect(text).toContain('150');
  });

  it("follows the lab's print settings: date format and page numbers", async () => {
    const [row] = await ctx.database.db.select({ settings: labs.settings }).from(labs).where(eq(labs.id, lab.labId));
    if (!row) throw new Error('the lab has no row');
    const { settings } = row;
    await ctx.database.db
      .update(labs)
      .set({
        settings: {
          ...settings,
          print: { dateFormat: 'd/m/Y H:i', pageNumbers: false, fontFamily: 'Liberation Serif' },
        },
      })
      .where(eq(labs.id, lab.labId));
    try {
      const { reportIds } = await billedReports({ tests: [glucoseTest], values: glucoseValues() });
      const pdf = (await pdfOf(reportIds[0] as number)).rawPayload;
      const text = pdfText(pdf);
      expect(text).toMatch(/Signed on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      expect(text).not.toContain('Page 1 of 1');
      // The lab's serif, shipped in the repository, and nothing of the machine's.
      expect(pdfFonts(pdf)).toEqual(expect.arrayContaining(['LiberationSerif', 'LiberationSerif-Bold']));
      for (const font of pdfFonts(pdf))
        expect(font).toMatch(/^(LiberationSerif(-Bold)?|NotoSans(Arabic|Devanagari)?-(Regular|Bold))$/);
    } finally {
      await ctx.database.db.update(labs).set({ settings }).where(eq(labs.id, lab.labId));
    }
  });

  it("answers 404 for another lab's report, 403 without reports.print and 400 for a bad query", async () => {
    const { reportIds } = await billedReports({
      of: other,
      tests: [otherTest],
      values: { [otherTest.id]: [{ index: 2, value: '90' }] },
      signers: [],
    });
    expect((await desk.get(`/api/v1/reports/${reportIds[0]}/pdf`)).statusCode).toBe(404);
    const { reportIds: ours } = await billedReports({ tests: [glucoseTest], values: glucoseValues() });
    const forbidden = await centreUser.get(`/api/v1/reports/${ours[0]}/pdf`);
    expect(forbidden.statusCode).toBe(403);
    expect((await desk.get(`/api/v1/reports/${ours[0]}/pdf?language=xx`)).statusCode).toBe(400);
    expect((await desk.get(`/api/v1/reports/${ours[0]}/pdf?letterhead=maybe`)).statusCode).toBe(400);
    expect((await desk.get('/api/v1/reports/not-a-number/pdf')).statusCode).toBe(400);
  });

  describe('many reports in one PDF (Print All)', () => {
    it('gives one section per bill, in the order given, each with its own page count', async () => {
      const made = [];
      for (const name of ['Anil Section', 'Bela Section', 'Chand Section']) {
        made.push(await billedReports({ tests: [glucoseTest], values: glucoseValues(), patientName: name }));
      }
      const progress: Array<[number, number]> = [];
      const order = [made[2], made[0], made[1]].map((bill) => bill?.reportIds[0] as number);
      const pdf = await ctx.services.reportDocuments.renderMany({
        labId: lab.labId,
        reportIds: order,
        pageBreak: 0,
        options: { secondaryUnits: false },
        onProgress: (done, total) => progress.push([done, total]),
      });
      const text = pdfText(pdf);
      const positions = ['Chand Section', 'Anil Section', 'Bela Section'].map((name) => text.indexOf(name));
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect([...positions].sort((left, right) => left - right)).toEqual(positions);
      expect(text.match(/Page 1 of 1/g)).toHaveLength(3);
      expect(progress).toEqual([
        [1, 3],
        [2, 3],
        [3, 3],
      ]);
    });

    it('breaks pages as asked: never, for each report, or when the department changes', async () => {
      // Two short haematology reports and a biochemistry one, grouped by department in that order.
      const { reportIds } = await billedReports({
        tests: [haemoglobinTest, glucoseTest, haemoglobinTest],
        values: { ...glucoseValues(), [haemoglobinTest.id]: [{ index: 1, value: '14.1' }] },
      });
      /** The reports' titles on each page, as printed. */
      const titlesByPage = async (pageBreak: 0 | 1 | 3) => {
        const pdf = await ctx.services.reportDocuments.renderMany({
          labId: lab.labId,
          reportIds,
          pageBreak,
          options: { secondaryUnits: false },
        });
        return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
          .toString('utf8')
          .split('\f')
          .filter((page) => page.trim() !== '')
          .map((page) =>
            [...page.matchAll(/^\s*(Haemoglobin|Glucose panel) {3,}[A-Z]{3}-[0-9a-f]{8}\s*$/gm)].map(
              (found) => found[1],
            ),
          );
      };
      expect(await titlesByPage(1)).toEqual([['Haemoglobin'], ['Haemoglobin'], ['Glucose panel']]);
      expect(await titlesByPage(3)).toEqual([['Haemoglobin', 'Haemoglobin'], ['Glucose panel']]);
      // No break: each report starts right under the one before (the last runs on to a second page).
      expect((await titlesByPage(0))[0]).toEqual(['Haemoglobin', 'Haemoglobin', 'Glucose panel']);
    });

    it("refuses an unsigned report and another lab's", async () => {
      const { reportIds: signed } = await billedReports({ tests: [glucoseTest], values: glucoseValues() });
      const { reportIds: unsigned } = await billedReports({
        tests: [glucoseTest],
        values: glucoseValues(),
        signers: [],
      });
      const many = (reportIds: number[], labId = lab.labId) =>
        ctx.services.reportDocuments.renderMany({ labId, reportIds, pageBreak: 1, options: { secondaryUnits: false } });
      await expect(many([...signed, ...unsigned])).rejects.toMatchObject({ messageKey: 'reportNotPrintable' });
      await expect(many(signed, other.labId)).rejects.toMatchObject({ code: 'not_found' });
    });
  });

  describe('the public verification of a printed report (decision 0041)', () => {
    const codeOf = async (reportId: number, of: TestLab = lab) => {
      const [row] = await ctx.database.db
        .select({ verificationId: labReports.verificationId })
        .from(labReports)
        .where(and(eq(labReports.labId, of.labId), eq(labReports.id, reportId)));
      return `${of.labId}.${row?.verificationId}`;
    };

    it('shows that the report exists and nothing more, to anyone', async () => {
      const { reportIds, bill } = await billedReports({
        tests: [glucoseTest],
        values: glucoseValues(),
        patientName: 'Ravi Shankar Kumar',
      });
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/report-verifications/${await codeOf(reportIds[0] as number)}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const verification = response.json<ReportVerification>();
      expect(verification).toEqual({
        labName: lab.name,
        patientInitials: 'R. S. K.',
        tests: ['Glucose panel'],
        signedAt: expect.any(String),
        billedAt: bill.createdAt,
        amended: false,
        dispatched: false,
      });
      // Nothing that names the patient or gives a value: the exact shape above, and none of its
      // texts about the patient carries a name, a value or an id (the dates' and the lab name's
      // random digits may hold a short id by chance).
      const texts = [verification.patientInitials, ...verification.tests].join(' | ');
      for (const secret of ['Ravi', 'Kumar', '182', bill.patient.labPatientId, bill.labBillId]) {
        expect(texts).not.toContain(secret);
      }
    });

    it('answers 404 verificationNotFound for an unknown, malformed or cross-lab code', async () => {
      const { reportIds } = await billedReports({ tests: [glucoseTest], values: glucoseValues() });
      const code = await codeOf(reportIds[0] as number);
      const [, uuid] = code.split('.');
      for (const wrong of [
        `${lab.labId}.00000000-0000-4000-8000-000000000000`,
        `${other.labId}.${uuid}`,
        'not-a-code',
        `${lab.labId}.${uuid?.toUpperCase()}`,
        `99999999999999.${uuid}`,
      ]) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/report-verifications/${encodeURIComponent(wrong)}`,
        });
        expect(response.statusCode, wrong).toBe(404);
        expect(response.json()).toEqual(refusal('verificationNotFound'));
      }
    });
  });
});
