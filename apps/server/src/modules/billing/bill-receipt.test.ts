import { Readable } from 'node:stream';
import { type Bill, RegisterPatient } from '@lims/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfLines, pdfText } from '../../platform/documents/document-reading.js';
import { sampleFiles } from '../../platform/files/sample-files.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';
import { type BillingCatalogue, billingCatalogue, systemBill } from './bills.test-support.js';

describe('the bill receipt (PDF, in the bill language)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let catalogue: BillingCatalogue;
  let desk: TestClient;
  let bill: Bill;

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    catalogue = await billingCatalogue(ctx, lab);
    desk = await lab.user({ fullName: 'Meera Cashier' });
    const patient = await ctx.services.patients.register({
      actor: lab.system,
      input: RegisterPatient.parse({
        designation: 'Mrs.',
        firstName: uniqueName('Receipt'),
        lastName: 'Patient',
        gender: 'Female',
        age: 34,
        ageUnit: 'Years',
        mobile: '9876543210',
      }),
    });
    const made = await desk.post('/api/v1/bills', {
      patientId: patient.id,
      orderNumber: 'ORD-4471',
      lines: [
        { kind: 'test', id: catalogue.glucose.id, concession: { type: 'amount', value: 2_000 } },
        { kind: 'profile', id: catalogue.liver.id },
        { kind: 'test', id: catalogue.urine.id },
      ],
      payments: [{ mode: 'UPI', amount: 30_000 }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id, lines, version } = made.json<Bill>();
    const urineLine = lines.find((line) => line.testId === catalogue.urine.id);
    const cancelled = await desk.post(`/api/v1/bills/${id}/lines/${urineLine?.id}/cancel`, {
      reason: 'Sample not given',
      version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const paid = await desk.post(`/api/v1/bills/${id}/payments`, {
      mode: 'Cash',
      amount: 10_000,
      version: cancelled.json<Bill>().version,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    bill = (await desk.get(`/api/v1/bills/${id}`)).json<Bill>();
  });
  afterAll(() => ctx.close());

  const receipt = async (billId: number, query = '', client = desk) => {
    const response = await client.get(`/api/v1/bills/${billId}/receipt.pdf${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return response;
  };

  it('prints the lab, the bill, the patient, each line, the totals, the payments and who billed it, in English', async () => {
    const response = await receipt(bill.id);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^inline; filename="bill-${bill.labBillId}.pdf"`),
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = pdfLines(response.rawPayload);
    const { patient } = bill;
    // Glucose 150 less 20, the panel 400, urine 100 cancelled: net 530; paid 300 by UPI and 100 cash, due 130 (INR, no decimals).
    for (const expected of [
      new RegExp(`^${lab.name} Bill receipt$`),
      new RegExp(`^Bill no\\. ${bill.labBillId} Bill date \\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2}$`),
      new RegExp(`^Patient Mrs\\. ${patient.fullName} Patient ID ${patient.labPatientId}$`),
      /^Age \/ Sex 34 Years \/ Female Mobile \+91 9876543210$/,
      /^Order no\. ORD-4471 Privilege card -$/,
      /^# Test Qty Price Concession Amount$/,
      new RegExp(`^1 ${catalogue.glucose.name} 1 ₹150 ₹20 ₹130$`),
      new RegExp(`^2 ${catalogue.liver.name} 1 ₹400 ₹0 ₹400$`),
      new RegExp(`^3 ${catalogue.urine.name} 1 ₹100 ₹0 ₹0$`),
      /^Cancelled$/,
      /^Gross amount ₹\d+$/,
      /^Net amount ₹530$/,
      /^Paid ₹400$/,
      /^Due ₹130$/,
      /^\d{2}-\d{2}-\d{4} \d{2}:\d{2} UPI ₹300$/,
      /^\d{2}-\d{2}-\d{4} \d{2}:\d{2} Cash ₹100$/,
      /^Billed by Meera Cashier$/,
      /^Printed on \d{2}-\d{2}-\d{4} \d{2}:\d{2} Page 1 of 1$/,
    ])
      expect(lines).toContainEqual(expect.stringMatching(expected));
  });

  it('prints in Arabic, right to left, with the numbers left to right', async () => {
    const text = pdfText((await receipt(bill.id, '?language=ar')).rawPayload);
    expect(text).toContain('إيصال الفاتورة');
    expect(text).toContain(bill.labBillId);
    expect(text).toContain(bill.patient.fullName);
    expect(text).toContain('₹130');
    expect(text).toContain('المستحق');
  });

  it("prints the lab's logo when it has one", async () => {
    const plain = (await receipt(bill.id)).rawPayload;
    const { version } = await ctx.services.labProfile.get({ actor: lab.system });
    await ctx.services.labProfile.replaceLogo({
      actor: lab.system,
      version,
      upload: { fileName: 'logo.png', stream: Readable.from([sampleFiles.png]) },
    });
    const withLogo = (await receipt(bill.id)).rawPayload;
    expect(withLogo.toString('latin1')).toContain('/Subtype /Image');
    expect(plain.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it("another lab's bill is not found; a referral user may not print one", async () => {
    const theirs = await systemBill(ctx, other, {
      lines: [{ kind: 'test', id: (await billingCatalogue(ctx, other)).glucose.id }],
    });
    const response = await desk.get(`/api/v1/bills/${theirs.id}/receipt.pdf`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.messageKey).toBe('notFound');
    const referral = await lab.user({ isReferral: true });
    expect((await referral.get(`/api/v1/bills/${bill.id}/receipt.pdf`)).statusCode).toBe(403);
  });
});
