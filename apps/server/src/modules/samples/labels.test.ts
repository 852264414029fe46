import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BarcodeSettings, type Bill, RegisterPatient } from '@lims/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { auditLog } from '../../db/schema/index.js';
import { createAmbientDatabase } from '../../db/transactions.js';
import { pdfText } from '../../platform/documents/document-reading.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';
import { type BillingCatalogue, billingCatalogue, billingPatient, systemBill } from '../billing/bills.test-support.js';
import { collectionCentreUser } from '../patients/patients.test-support.js';

/** The decoder's WebAssembly from the installed package: the test never fetches it. */
const zxingWasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));

/** Page `page` of a PDF as a 300 dpi PNG, as poppler rasterises it for a printer. */
const pagePng = (pdf: Buffer, page = 1): Buffer => {
  const folder = mkdtempSync(join(tmpdir(), 'lims-labels-'));
  try {
    const pdfPath = join(folder, 'labels.pdf');
    execFileSync('bash', ['-c', `cat > "${pdfPath}"`], { input: pdf });
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '300',
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      pdfPath,
      join(folder, 'page'),
    ]);
    return readFileSync(join(folder, 'page.png'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

const decodedBarcodes = async (png: Buffer) =>
  (await readBarcodes(new Blob([new Uint8Array(png)]), { formats: ['Code128'] })).map((result) => result.text);

const pageCount = (pdf: Buffer): number => {
  const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8');
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
};

describe('sample barcode labels (spec 002 §3 Barcode settings, §7 print-sample-barcode)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let catalogue: BillingCatalogue;
  let desk: TestClient;
  let bill: Bill;
  let serumSample: Bill['samples'][number];
  let urineSample: Bill['samples'][number];
  let patientName: string;

  beforeAll(async () => {
    await prepareZXingModule({ overrides: { wasmBinary: zxingWasm.buffer as ArrayBuffer }, fireImmediately: true });
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    catalogue = await billingCatalogue(ctx, lab);
    desk = await lab.user({ fullName: 'Meera Desk' });
    patientName = uniqueName('Label');
    const patient = await ctx.services.patients.register({
      actor: lab.system,
      input: RegisterPatient.parse({
        designation: 'Mrs.',
        firstName: patientName,
        lastName: 'Rao',
        gender: 'Female',
        dateOfBirth: '1990-04-07',
        mobile: '9876543210',
      }),
    });
    const made = await desk.post('/api/v1/bills', {
      patientId: patient.id,
      lines: [
        { kind: 'test', id: catalogue.glucose.id },
        { kind: 'profile', id: catalogue.liver.id },
        { kind: 'test', id: catalogue.urine.id, manualSampleId: 'MAN-77' },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    bill = made.json<Bill>();
    const byType = (id: number | null) => bill.samples.find((sample) => sample.sampleType?.id === id);
    serumSample = byType(catalogue.glucose.sampleType?.id ?? null) as Bill['samples'][number];
    urineSample = byType(catalogue.urine.sampleType?.id ?? null) as Bill['samples'][number];
    expect(serumSample && urineSample).toBeTruthy();
  });
  afterAll(() => ctx.close());

  const print = async (sampleIds: number[], format: 'pdf' | 'zpl', client = desk) => {
    const response = await client.post('/api/v1/samples/labels', { sampleIds, format });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  const settings = async (change: Partial<BarcodeSettings>) => {
    const current = (await lab.admin.get('/api/v1/barcode-settings')).json<BarcodeSettings>();
    const saved = await lab.admin.put('/api/v1/barcode-settings', { ...current, ...change });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json<BarcodeSettings>();
  };

  it('prints one label a sample whose Code 128 barcode reads back as the sample id, with every field by default', async () => {
    const response = await print([serumSample.id, urineSample.id], 'pdf');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="labels-/);
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = response.rawPayload;
    expect(pageCount(pdf)).toBe(2);
    expect(await decodedBarcodes(pagePng(pdf, 1))).toEqual([serumSample.autoSampleId]);
    // The manual id is not on the barcode until the settings ask for it.
    expect(await decodedBarcodes(pagePng(pdf, 2))).toEqual([urineSample.autoSampleId]);
    const text = pdfText(pdf);
    for (const expected of [
      `Mrs. ${patientName} Rao`,
      'Female',
      'DOB 07-04-1990',
      `PID ${bill.patient.labPatientId}`,
      `Bill ${bill.labBillId}`,
      serumSample.sampleType?.name ?? '',
      // spec 002 §3 testNamesFlag 1: the tests by their codes.
      catalogue.glucose.code,
      catalogue.urine.code,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(catalogue.glucose.name);
  });

  it('follows the settings: no patient id or sample type, short test names, the manual id on the barcode', async () => {
    await settings({ patientIdFlag: 0, sampleTypeBarcodeFlag: 0, testNamesFlag: 0, manualSampleIdFlag: 1 });
    try {
      const pdf = (await print([urineSample.id, serumSample.id], 'pdf')).rawPayload;
      expect(await decodedBarcodes(pagePng(pdf, 1))).toEqual(['MAN-77']);
      // A sample without a manual id keeps its automatic one.
      expect(await decodedBarcodes(pagePng(pdf, 2))).toEqual([serumSample.autoSampleId]);
      const text = pdfText(pdf);
      expect(text).not.toContain(`PID ${bill.patient.labPatientId}`);
      expect(text).not.toContain('PID');
      expect(text).not.toContain(urineSample.sampleType?.name ?? '');
      expect(text).not.toContain(catalogue.glucose.code);
      // spec 002 §3 testNamesFlag: 'otherwise short text': the name cut to 12 characters.
      expect(text).toContain(`${catalogue.glucose.name.slice(0, 11)}…`);
      expect(text).toContain(`Bill ${bill.labBillId}`);
    } finally {
      await settings({ patientIdFlag: 1, sampleTypeBarcodeFlag: 1, testNamesFlag: 1, manualSampleIdFlag: 0 });
    }
  });

  it("answers the same labels from a link (spec 002 §7 'GET generateBarcode/{ids}/')", async () => {
    const response = await desk.get(`/api/v1/samples/labels?sampleIds=${urineSample.id},${serumSample.id}&format=pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(pageCount(response.rawPayload)).toBe(2);
    expect(await decodedBarcodes(pagePng(response.rawPayload, 1))).toEqual([urineSample.autoSampleId]);
    for (const query of [
      `sampleIds=${serumSample.id},x&format=pdf`,
      'sampleIds=&format=zpl',
      `sampleIds=${serumSample.id}`,
    ]) {
      expect((await desk.get(`/api/v1/samples/labels?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('writes ZPL for a label printer: one ^XA…^XZ label a sample with a Code 128 (^BC) of its id', async () => {
    const response = await print([serumSample.id, urineSample.id], 'zpl');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="labels-.*\.zpl"/);
    const labels = response.body.split('^XZ').filter((label) => label.trim() !== '');
    expect(labels).toHaveLength(2);
    expect(labels[0]).toMatch(/^\^XA/);
    expect(labels[0]).toContain('^BC');
    expect(labels[0]).toContain(`^FD${serumSample.autoSampleId}^FS`);
    expect(labels[0]).toContain(catalogue.glucose.code);
    expect(labels[1]).toContain(`^FD${urineSample.autoSampleId}^FS`);
  });

  it('renders 100 labels, one page each', async () => {
    const many = await systemBill(ctx, lab, {
      lines: [{ kind: 'test', id: catalogue.glucose.id }],
    });
    // As billing makes them: inside a transaction, where the sample-id counter moves.
    const extra = await createAmbientDatabase(ctx.database.db).transaction(() =>
      ctx.services.samples.createForBill({
        labId: lab.labId,
        billId: many.id,
        patientId: many.patient.id,
        labBillId: many.labBillId,
        labPatientId: many.patient.labPatientId,
        labDate: many.createdAt.slice(0, 10),
        samples: Array.from({ length: 99 }, () => ({
          sampleTypeId: catalogue.glucose.sampleType?.id as number,
          sampleTypeName: 'Serum',
          manualSampleId: null,
        })),
      }),
    );
    const ids = [...many.samples, ...extra].map((sample) => sample.id);
    expect(ids).toHaveLength(100);
    const pdf = (await print(ids, 'pdf')).rawPayload;
    expect(pageCount(pdf)).toBe(100);
    expect(await decodedBarcodes(pagePng(pdf, 100))).toEqual([extra[98]?.autoSampleId]);
  });

  it("answers not found for another lab's sample, or one of another organisation for a collection centre", async () => {
    const foreignBill = await other.admin.post('/api/v1/bills', {
      patientId: (await billingPatient(ctx, other)).id,
      lines: [{ kind: 'test', id: (await billingCatalogue(ctx, other)).glucose.id }],
    });
    expect(foreignBill.statusCode, foreignBill.body).toBe(201);
    const foreignSample = foreignBill.json<Bill>().samples[0]?.id as number;
    for (const sampleIds of [[foreignSample], [serumSample.id, foreignSample]]) {
      const response = await desk.post('/api/v1/samples/labels', { sampleIds, format: 'pdf' });
      expect(response.statusCode).toBe(404);
    }
    const centre = await ctx.services.organisations.create({
      actor: lab.system,
      input: { name: uniqueName('Centre'), login: null },
    });
    const centreUser = await collectionCentreUser(ctx, lab, centre.id);
    const refused = await centreUser.post('/api/v1/samples/labels', { sampleIds: [serumSample.id], format: 'zpl' });
    expect(refused.statusCode).toBe(404);
    const ownPatientBill = await centreUser.post('/api/v1/bills', {
      patientId: (await billingPatient(ctx, lab, centre.id)).id,
      lines: [{ kind: 'test', id: catalogue.urine.id }],
    });
    expect(ownPatientBill.statusCode, ownPatientBill.body).toBe(201);
    await print([ownPatientBill.json<Bill>().samples[0]?.id as number], 'zpl', centreUser);
  });

  it('refuses bad input, a caller without the permission, and a change by anyone but the lab admin', async () => {
    for (const body of [
      { sampleIds: [], format: 'pdf' },
      { sampleIds: [serumSample.id], format: 'png' },
      { sampleIds: [serumSample.id, serumSample.id], format: 'pdf' },
      { sampleIds: ['x'], format: 'pdf' },
    ]) {
      const response = await desk.post('/api/v1/samples/labels', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    // spec 000 §6: a referral doctor's login is lab staff that keeps no patients.
    const referral = await lab.user({ isReferral: true });
    const refused = await referral.post('/api/v1/samples/labels', { sampleIds: [serumSample.id], format: 'pdf' });
    expect(refused.statusCode).toBe(403);
    const current = (await desk.get('/api/v1/barcode-settings')).json<BarcodeSettings>();
    expect((await desk.put('/api/v1/barcode-settings', current)).statusCode).toBe(403);
    const invalid = await lab.admin.put('/api/v1/barcode-settings', { ...current, printProtocol: 3 });
    expect(invalid.statusCode).toBe(400);
  });

  it('keeps the settings per lab, versioned and audited', async () => {
    const before = (await lab.admin.get('/api/v1/barcode-settings')).json<BarcodeSettings>();
    expect(before).toMatchObject({
      patientIdFlag: 1,
      sampleTypeBarcodeFlag: 1,
      collectionDateFlag: 1,
      testNamesFlag: 1,
      manualSampleIdFlag: 0,
      printProtocol: 0,
    });
    const saved = await settings({ printProtocol: 2, collectionDateFlag: 0 });
    expect(saved).toMatchObject({ printProtocol: 2, collectionDateFlag: 0, version: before.version + 1 });
    const stale = await lab.admin.put('/api/v1/barcode-settings', { ...before });
    expect(stale.statusCode).toBe(409);
    expect((await other.admin.get('/api/v1/barcode-settings')).json<BarcodeSettings>().printProtocol).toBe(0);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.labId, lab.labId), eq(auditLog.action, 'settings.barcodeLabels.update')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.after).toMatchObject({ barcodeLabels: { printProtocol: 2, collectionDateFlag: 0 } });
    await settings({ printProtocol: 0, collectionDateFlag: 1 });
  });
});
