import { execFileSync } from 'node:child_process';
import { WorklistRequest, type WorklistTemplate } from '@lims/contract';
import { bundledLocales, type LanguageCode, noTemplateFlags, type ReportFlags } from '@lims/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfLines, pdfText, readWorkbook } from '../../platform/documents/document-reading.js';
import { renderWorkbook } from '../../platform/documents/excel.js';
import { createPdfRenderer } from '../../platform/documents/pdf-renderer.js';
import { textReader } from '../../platform/documents/texts.js';
import { type WorklistDocumentInput, worklistPdfJob, worklistWorkbook } from './worklist-documents.js';
import type { WorklistLine } from './worklist-lines.js';

const renderer = createPdfRenderer();
afterAll(() => renderer.close());

const flags = (overrides: Partial<ReportFlags> = {}): ReportFlags => ({
  dismissed: false,
  markedAsDone: false,
  redrawFlag: 0,
  isSynced: false,
  isApproved: false,
  isSigned: false,
  partialSigned: false,
  isPartialFill: false,
  completedTests: false,
  sample: 'received',
  ...overrides,
});

const haematology = { id: 1, name: 'Haematology' };
const biochemistry = { id: 2, name: 'Biochemistry' };
const serology = { id: 3, name: 'Serology' };

interface LineOptions {
  reportId: number;
  test: string;
  department?: { id: number; name: string };
  patient?: { id: number; name: string; labPatientId: string; gender?: string; age?: number };
  bill?: { id: number; labBillId: string; billedAt?: string };
  sample?: { id: number; autoSampleId: string; accessionNo?: string | null; typeName?: string } | null;
  flags?: Partial<ReportFlags>;
  parameters?: WorklistLine['parameters'];
}

const asha = { id: 11, name: 'Asha Verma', labPatientId: 'P-1001', gender: 'Female', age: 34 };
const ravi = { id: 12, name: 'Ravi Kumar', labPatientId: 'P-1002', gender: 'Male', age: 58 };

function line(options: LineOptions): WorklistLine {
  const patient = options.patient ?? asha;
  const bill = options.bill ?? { id: 101, labBillId: '5001' };
  const sample = options.sample === undefined ? { id: 201, autoSampleId: 'S-0201', accessionNo: '77' } : options.sample;
  return {
    reportId: options.reportId,
    test: {
      id: options.reportId,
      code: options.test.slice(0, 3).toUpperCase(),
      name: options.test,
      categoryName: null,
    },
    department: options.department ?? haematology,
    patient: {
      id: patient.id,
      labPatientId: patient.labPatientId,
      fullName: patient.name,
      designation: null,
      gender: patient.gender ?? null,
      age: patient.age ?? null,
      ageUnit: 'Years',
      patientType: 'OP',
      clinicalHistory: patient.id === asha.id ? 'Diabetes, Hypertension' : null,
    },
    bill: {
      id: bill.id,
      labBillId: bill.labBillId,
      billedAt: new Date(bill.billedAt ?? '2026-11-24T04:30:00Z'),
      comments: 'Fasting sample',
      orderNumber: 'ORD-9',
      referralDoctorName: 'Dr. Mehta',
      organisationName: 'City Hospital',
      branchName: 'North Centre',
    },
    sample: sample
      ? {
          id: sample.id,
          autoSampleId: sample.autoSampleId,
          manualSampleId: null,
          accessionNo: sample.accessionNo ?? null,
          accessionedAt: sample.accessionNo ? new Date('2026-11-24T05:00:00Z') : null,
          collectedAt: new Date('2026-11-24T04:45:00Z'),
          receivedAt: new Date('2026-11-24T05:00:00Z'),
          status: 'received',
          typeName: sample.typeName ?? 'Whole Blood',
        }
      : null,
    flags: flags(options.flags),
    worklistStatus: 'unprocessed',
    emergency: false,
    targetTatMinutes: 120,
    dueAt: null,
    tatExceeded: false,
    comments: 'Repeat if haemolysed',
    exception: null,
    signingDoctors: [],
    parameters: options.parameters ?? [],
    deviceNames: [],
  };
}

/** Two patients, three samples, two departments, each report at another stage. */
const lines: WorklistLine[] = [
  line({
    reportId: 1,
    test: 'Complete Blood Count',
    parameters: [
      { name: 'Blood counts', unit: null, value: null, heading: true },
      { name: 'Haemoglobin', unit: 'g/dL', value: '13.2', heading: false },
      { name: 'Platelet count', unit: '10^3/uL', value: null, heading: false },
    ],
  }),
  line({ reportId: 2, test: 'ESR', flags: { completedTests: true } }),
  line({
    reportId: 3,
    test: 'Lipid Profile',
    department: biochemistry,
    patient: ravi,
    bill: { id: 102, labBillId: '5002', billedAt: '2026-11-24T06:00:00Z' },
    sample: { id: 202, autoSampleId: 'S-0202', accessionNo: null, typeName: 'Serum' },
    flags: { isSigned: true, completedTests: true },
  }),
  line({
    reportId: 4,
    test: 'Blood Glucose Fasting',
    department: biochemistry,
    patient: ravi,
    bill: { id: 102, labBillId: '5002', billedAt: '2026-11-24T06:00:00Z' },
    sample: { id: 203, autoSampleId: 'S-0203', accessionNo: '12', typeName: 'Fluoride Plasma' },
    flags: { isSynced: true, isSigned: true, completedTests: true },
  }),
  line({
    reportId: 5,
    test: 'Thyroid Profile',
    department: biochemistry,
    patient: ravi,
    bill: { id: 102, labBillId: '5002', billedAt: '2026-11-24T06:00:00Z' },
    sample: { id: 202, autoSampleId: 'S-0202', accessionNo: null, typeName: 'Serum' },
    flags: { sample: 'notCollected' },
  }),
];

const allFlags = Object.fromEntries(Object.keys(noTemplateFlags).map((flag) => [flag, true])) as typeof noTemplateFlags;
const templateOf = (flags: Partial<typeof noTemplateFlags>, format: 'pdf' | 'excel' = 'pdf'): WorklistTemplate => ({
  id: 1,
  name: 'Morning bench',
  categoryId: null,
  categoryName: null,
  format,
  flags: { ...noTemplateFlags, ...flags },
  version: 1,
  updatedAt: '2026-11-24T00:00:00.000Z',
});

const baseFilters = {
  from: '2026-11-20',
  to: '2026-11-24',
  choice: {
    statuses: { unprocessed: true, processing: true, processed: true, approved: true, dispatched: true },
    tatExceeded: true,
  },
};

function input(
  request: Record<string, unknown>,
  overrides: Partial<Omit<WorklistDocumentInput, 'request'>> = {},
  language: LanguageCode = 'en',
): WorklistDocumentInput {
  return {
    request: WorklistRequest.parse(request),
    lines,
    template: null,
    lab: { name: 'Demo Diagnostics', timeZone: 'Asia/Kolkata' },
    language,
    text: textReader(bundledLocales[language]),
    madeAt: new Date('2026-11-24T08:15:00Z'),
    names: {},
    ...overrides,
  };
}

const render = (documentInput: WorklistDocumentInput) => renderer.render(worklistPdfJob(documentInput));

/** The first page's size in points, as pdfinfo reads it. */
function pageSize(pdf: Buffer): { width: number; height: number } {
  const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8');
  const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info) ?? [];
  return { width: Number(width), height: Number(height) };
}
const isLandscape = (pdf: Buffer) => pageSize(pdf).width > pageSize(pdf).height;

/** The text line of the PDF holding `fragment`. */
const lineWith = (pdf: Buffer, fragment: string) => pdfLines(pdf).find((printed) => printed.includes(fragment)) ?? '';

describe('work list documents', () => {
  it('Test Wise: landscape, each report with its lab number, sample, patient, progress wording and a blank result', async () => {
    const pdf = await render(
      input(
        { kind: 'testWise', testId: 9, from: '2026-11-20', to: '2026-11-24' },
        { names: { test: 'Complete Blood Count' } },
      ),
    );
    expect(isLandscape(pdf)).toBe(true);
    const text = pdfText(pdf);
    expect(text).toContain('Test Wise WorkList');
    expect(text).toContain('Test: Complete Blood Count');
    expect(text).toContain('Date: 20/11/2026 to 24/11/2026');
    expect(text).toContain('Printed on 24-11-2026 13:45');
    for (const heading of ['S.No', 'Bill Date', 'Lab No', 'Sample Id / Accession No', 'Age/Sex', 'Referral', 'Result'])
      expect(text).toContain(heading);
    // The bill's time in the lab's zone (Asia/Kolkata, +05:30), DD-MM-YYYY.
    expect(lineWith(pdf, 'S-0201 / 77')).toBe(
      '1 24-11-2026 5001 S-0201 / 77 Asha Verma 34 Years / Female Dr. Mehta Acknowledged',
    );
    expect(lineWith(pdf, 'S-0203 / 12')).toContain('Submitted');
    expect(text).toContain('Report Entry');
    expect(text).toContain('Authenticated');
    expect(lineWith(pdf, 'S-0202')).toContain('Ravi Kumar');
  });

  it('Department Wise: a section per department, one with no report with the Data Not Found row', async () => {
    const pdf = await render(input({ kind: 'departmentWise' }, { departments: [haematology, biochemistry, serology] }));
    expect(isLandscape(pdf)).toBe(true);
    const printed = pdfLines(pdf);
    const haematologyAt = printed.indexOf('Haematology');
    const biochemistryAt = printed.indexOf('Biochemistry');
    const serologyAt = printed.indexOf('Serology');
    expect(haematologyAt).toBeGreaterThan(0);
    expect(biochemistryAt).toBeGreaterThan(haematologyAt);
    expect(serologyAt).toBeGreaterThan(biochemistryAt);
    const haematologyRows = printed.slice(haematologyAt, biochemistryAt).join('\n');
    expect(haematologyRows).toContain('Complete Blood Count');
    expect(haematologyRows).not.toContain('Lipid Profile');
    expect(printed.slice(biochemistryAt, serologyAt).join('\n')).toContain('Lipid Profile');
    expect(printed.slice(serologyAt + 1).join('\n')).toContain('Data Not Found');
    expect(pdfText(pdf).match(/Data Not Found/g)).toHaveLength(1);
  });

  it('Simple and Processing Samples: one row per sample, (A) accessed or (P) pending, its tests', async () => {
    const pdf = await render(input({ kind: 'simple' }));
    const text = pdfText(pdf);
    expect(text).toContain('Simple Work List');
    expect(lineWith(pdf, '77 (A)')).toContain('Asha Verma');
    expect(lineWith(pdf, '77 (A)')).toContain('Complete Blood Count');
    expect(lineWith(pdf, '77 (A)')).toContain('ESR');
    // The unaccessioned serum of Ravi's carries two tests, on its one row.
    expect(lineWith(pdf, 'S-0202 (P)')).toContain('Lipid Profile');
    expect(lineWith(pdf, 'S-0202 (P)')).toContain('Thyroid Profile');
    expect(lineWith(pdf, '12 (A)')).toContain('Blood Glucose Fasting');
    expect(text.match(/S-0202 \(P\)/g)).toHaveLength(1);

    const processing = await render(input({ kind: 'processingSamples' }));
    expect(pdfText(processing)).toContain("Processing Sample's WorkList");
    const none = pdfText(await render(input({ kind: 'processingSamples' }, { lines: [] })));
    expect(none).toContain('There is no sample accessed');
    const nothing = pdfText(
      await render(input({ kind: 'sampleType', from: '2026-11-24', to: '2026-11-24' }, { lines: [] })),
    );
    expect(nothing).toContain('No data found');
    expect(nothing).not.toContain('There is no sample accessed');
  });

  it('Accession: the samples in accession number order with their sample type and tests', async () => {
    // The accession list's lines are the accessioned samples' (the lines query's accessionedOnly).
    const accessioned = lines.filter((printed) => printed.sample?.accessionNo);
    const pdf = await render(input({ kind: 'accession' }, { lines: accessioned }));
    expect(isLandscape(pdf)).toBe(true);
    const printed = pdfLines(pdf);
    const twelve = printed.findIndex((row) => row.startsWith('1 12 S-0203'));
    const seventySeven = printed.findIndex((row) => row.startsWith('2 77 S-0201'));
    expect(twelve).toBeGreaterThan(0);
    expect(seventySeven).toBeGreaterThan(twelve);
    expect(printed[twelve]).toContain('Fluoride Plasma');
    expect(printed[seventySeven]).toContain('Whole Blood');
    expect(pdfText(pdf)).not.toContain('S-0202');
  });

  it('Work List without a template: portrait, the base columns and the worksheet letters', async () => {
    const pdf = await render(input({ kind: 'workList', ...baseFilters }));
    expect(isLandscape(pdf)).toBe(false);
    expect(pageSize(pdf).width).toBeCloseTo(595.28, 0);
    expect(lineWith(pdf, 'Complete Blood Count')).toMatch(
      /^1 5001 Asha Verma 34 Years \/ Female Complete Blood Count \(U\)$/,
    );
    expect(lineWith(pdf, 'ESR')).toMatch(/ESR \(P\)$/);
    expect(lineWith(pdf, 'Lipid Profile')).toMatch(/Lipid Profile \(A\)$/);
    expect(lineWith(pdf, 'Blood Glucose Fasting')).toMatch(/\(D\)$/);
    // Not collected: no letter.
    expect(lineWith(pdf, 'Thyroid Profile')).toMatch(/Thyroid Profile$/);
    const text = pdfText(pdf);
    for (const heading of ['Patient Id', 'Organization', 'Comments', 'Source', 'Order No', 'Ward No'])
      expect(text).not.toContain(heading);
  });

  it("Work List with a template: the flagged columns only, in the flags' order, with their values", async () => {
    const template = templateOf({ patientIdFlag: true, orgNameFlag: true, blankCommentsFlag: true, sourceFlag: true });
    const pdf = await render(input({ kind: 'workList', ...baseFilters, templateId: 1 }, { template }));
    expect(isLandscape(pdf)).toBe(false);
    const text = pdfText(pdf);
    expect(text).toContain('Template: Morning bench');
    expect(lineWith(pdf, 'S.No')).toBe(
      'S.No Lab No Patient Age/Sex Test Status Patient Id Organization Comments Source',
    );
    expect(lineWith(pdf, 'Complete Blood')).toMatch(/^1 5001 Asha Verma .*\(U\) P-1001 City Hospital North/);
    for (const heading of ['Ward No', 'Order No', 'Bill Comments', 'Clinical History', 'Patient Type'])
      expect(text).not.toContain(heading);

    // Every option: 19 narrow columns on a portrait page, the long words hyphenated; the
    // headings in full are the workbook's test below.
    const everything = await render(input({ kind: 'workList', ...baseFilters }, { template: templateOf(allFlags) }));
    expect(isLandscape(everything)).toBe(false);
    expect(lineWith(everything, 'P-1001')).toMatch(/\(U\) P-1001 OP 24-11-2026 City Dr\..*ORD-9$/);
  });

  it('Work Sheet: a section per department, each report with its letter and its parameters, an empty value left to fill', async () => {
    // A template lays out the Work List only: the worksheet does not name it.
    const pdf = await render(
      input({ kind: 'workSheet', ...baseFilters }, { template: templateOf({ patientIdFlag: true }) }),
    );
    expect(pdfText(pdf)).not.toContain('Morning bench');
    expect(isLandscape(pdf)).toBe(true);
    const printed = pdfLines(pdf);
    expect(printed).toContain('Haematology');
    expect(printed).toContain('Biochemistry');
    expect(lineWith(pdf, 'Complete Blood Count')).toBe('77 Asha Verma 34 Years / Female Complete Blood Count (U)');
    expect(lineWith(pdf, 'Lipid Profile')).toBe('S-0202 Ravi Kumar 58 Years / Male Lipid Profile (A)');
    expect(lineWith(pdf, 'Thyroid Profile')).toBe('S-0202 Ravi Kumar 58 Years / Male Thyroid Profile');
    expect(lineWith(pdf, 'Haemoglobin')).toBe('Haemoglobin 13.2 g/dL');
    expect(lineWith(pdf, 'Platelet count')).toBe('Platelet count 10^3/uL');
    expect(printed).toContain('Blood counts');
  });

  it('Device Work Sheet: a grid of 4 cells a row, or 6 when compressed', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      line({
        reportId: 100 + index,
        test: `Test ${String.fromCharCode(65 + index)}`,
        sample: { id: 300 + index, autoSampleId: `S-${300 + index}`, accessionNo: String(500 + index) },
      }),
    );
    const request = { kind: 'workSheet', ...baseFilters, deviceId: 4 };
    const cellsPerRow = (pdf: Buffer) => {
      const row = lineWith(pdf, '500 (U)');
      return row.match(/\d{3} \(U\)/g)?.length;
    };
    const four = await render(input(request, { lines: many, names: { device: 'Sysmex XN-550' } }));
    expect(pdfText(four)).toContain('Device Work Sheet');
    expect(pdfText(four)).toContain('Device: Sysmex XN-550');
    expect(cellsPerRow(four)).toBe(4);
    expect(lineWith(four, '504 (U)')).toMatch(/^504 \(U\) 505 \(U\) 506 \(U\) 507 \(U\)$/);
    const six = await render(input({ ...request, compressed: true }, { lines: many }));
    expect(cellsPerRow(six)).toBe(6);
    expect(lineWith(six, 'Test A')).toMatch(/^Test A Test B Test C Test D Test E Test F$/);
  });

  it('Patient Wise: a block per patient with their details and their tests, each with its letter', async () => {
    const pdf = await render(input({ kind: 'patientWise', all: true }));
    const text = pdfText(pdf);
    expect(text).toContain('Patient Wise WorkList');
    expect(lineWith(pdf, 'Asha Verma')).toBe(
      'Asha Verma Reg No.: P-1001 Age/Sex: 34 Years / Female Lab No: 5001 Referral: Dr. Mehta',
    );
    expect(lineWith(pdf, 'Complete Blood Count')).toBe('Complete Blood Count (U) ESR (P)');
    expect(lineWith(pdf, 'Lipid Profile')).toBe('Lipid Profile (A) Blood Glucose Fasting (D) Thyroid Profile');
  });

  it('Clinical History: a row per bill with the patient and the history', async () => {
    const pdf = await render(input({ kind: 'clinicalHistory', from: '2026-11-24', to: '2026-11-24' }));
    const text = pdfText(pdf);
    expect(text).toContain('Clinical History');
    expect(text).toContain('Date: 24/11/2026');
    expect(lineWith(pdf, '5001')).toContain('P-1001 Asha Verma');
    expect(lineWith(pdf, '5001')).toContain('Diabetes, Hypertension');
    expect(lineWith(pdf, '5002')).toContain('Biochemistry');
  });

  it('Sample Type: a section per sample type with its samples', async () => {
    const pdf = await render(input({ kind: 'sampleType', from: '2026-11-20', to: '2026-11-24' }));
    const printed = pdfLines(pdf);
    for (const type of ['Whole Blood', 'Serum', 'Fluoride Plasma']) expect(printed).toContain(type);
    const serum = printed.indexOf('Serum');
    expect(printed[serum + 2]).toContain('S-0202 5002 Ravi Kumar');
    expect(printed[serum + 2]).toContain('24-11-2026 10:15');
  });

  it("Referral and Signing Doctor: the doctor's name in the title and each report's progress", async () => {
    const pdf = await render(
      input(
        { kind: 'referralDoctor', doctorId: 3, from: '2026-11-24', to: '2026-11-24' },
        { names: { doctor: 'Dr. Mehta' } },
      ),
    );
    expect(isLandscape(pdf)).toBe(true);
    const text = pdfText(pdf);
    expect(text).toContain('Referral Doctor Work List: Dr. Mehta');
    expect(lineWith(pdf, 'Lipid Profile')).toMatch(/Lipid Profile Biochemistry Authenticated$/);
    const signing = pdfText(
      await render(input({ kind: 'signingDoctor', doctorId: 3 }, { names: { doctor: 'Dr. Rao' } })),
    );
    expect(signing).toContain('Signing Doctor Work List: Dr. Rao');
  });

  it('prints in Arabic, right to left, with the texts of the Arabic locale', async () => {
    const arabicLines = [
      ...lines,
      line({ reportId: 9, test: 'Urine Routine', patient: { id: 13, name: 'محمد العلي', labPatientId: 'P-1003' } }),
    ];
    const pdf = await render(
      input(
        { kind: 'workList', ...baseFilters },
        { lines: arabicLines, template: templateOf({ patientIdFlag: true }) },
        'ar',
      ),
    );
    const text = pdfText(pdf);
    expect(text).toContain(textReader(bundledLocales.ar)('worklistDocuments.columns.patientId'));
    expect(text).toContain('محمد العلي');
    expect(text).toContain('P-1003');
    expect(text).toContain('24-11-2026 13:45');
  });
});

describe('work list workbook', () => {
  it("has every option's column in the flags' order when the template has them all", async () => {
    const sheet = worklistWorkbook(
      input({ kind: 'workList', ...baseFilters }, { template: templateOf(allFlags, 'excel') }),
    );
    const worksheet = (await readWorkbook(await renderWorkbook(sheet))).getWorksheet(1);
    expect(worksheet?.getRow(1).values).toEqual([
      undefined,
      ...['S.No', 'Lab No', 'Patient', 'Age/Sex', 'Test', 'Status', 'Patient Id', 'Patient Type', 'Bill Date'],
      ...['Ward No', 'Organization', 'Referral', 'Other Referral', 'Comments', 'Clinical History', 'Bill Comments'],
      ...['Report Comments', 'Source', 'Order No'],
    ]);
    // Ward and other referral are not registered in this product: empty, as is the column to write comments in.
    expect(worksheet?.getRow(2).values).toEqual([
      undefined,
      ...[1, '5001', 'Asha Verma', '34 Years / Female', 'Complete Blood Count', '(U)', 'P-1001', 'OP'],
      new Date('2026-11-24T10:00:00Z'),
      undefined,
      ...['City Hospital', 'Dr. Mehta'],
      ...[undefined, undefined],
      ...['Diabetes, Hypertension', 'Fasting sample', 'Repeat if haemolysed', 'North Centre', 'ORD-9'],
    ]);
  });

  it("has the Work List's columns, one report a row, with typed values", async () => {
    const template = templateOf({ patientIdFlag: true, billDateFlag: true, blankCommentsFlag: true }, 'excel');
    const sheet = worklistWorkbook(input({ kind: 'workList', ...baseFilters }, { template }));
    const workbook = await readWorkbook(await renderWorkbook(sheet));
    const worksheet = workbook.getWorksheet(1);
    expect(worksheet?.name).toBe('Work List');
    expect(worksheet?.getRow(1).values).toEqual([
      undefined,
      'S.No',
      'Lab No',
      'Patient',
      'Age/Sex',
      'Test',
      'Status',
      'Patient Id',
      'Bill Date',
      'Comments',
    ]);
    expect(worksheet?.rowCount).toBe(lines.length + 1);
    const first = worksheet?.getRow(2);
    expect(first?.getCell(1).value).toBe(1);
    expect(first?.getCell(2).value).toBe('5001');
    expect(first?.getCell(3).value).toBe('Asha Verma');
    expect(first?.getCell(4).value).toBe('34 Years / Female');
    expect(first?.getCell(5).value).toBe('Complete Blood Count');
    expect(first?.getCell(6).value).toBe('(U)');
    expect(first?.getCell(7).value).toBe('P-1001');
    // 04:30 UTC is 10:00 in Asia/Kolkata: the lab's wall clock, as Excel shows a date.
    expect(first?.getCell(8).value).toEqual(new Date('2026-11-24T10:00:00Z'));
    expect(first?.getCell(9).value).toBeNull();
    expect(worksheet?.getRow(6).getCell(1).value).toBe(5);
    expect(worksheet?.getRow(6).getCell(5).value).toBe('Thyroid Profile');
  });
});
