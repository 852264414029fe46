import type { Bill, BillList, CreateBill, SearchResult } from '@lims/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bills, labReports } from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import { type TestLab, testPassword } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';
import { collectionCentreUser } from '../patients/patients.test-support.js';
import { type BillingCatalogue, billingCatalogue, billingPatient } from './bills.test-support.js';

const notFound = (field?: string) => errorBody('not_found', 'notFound', 'The requested item was not found.', field);
const staleRecord = errorBody(
  'stale',
  'staleRecord',
  'Someone else changed this record while you were editing it. Reload it and make your change again.',
);

describe('bills (spec 002 §3 Add-test bill line; decision 0025)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let catalogue: BillingCatalogue;
  let otherCatalogue: BillingCatalogue;
  let patientId: number;
  let otherPatientId: number;
  /** A receptionist: may bill and take payments, may neither approve discounts nor refund. */
  let desk: TestClient;
  /** A lab user who may approve discounts (spec 000 §6). */
  let approver: { username: string; password: string };
  /** A finance manager: refunds and dismissals. */
  let finance: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab({ settings: { sampleIdFormatType: 5 } }), ctx.createLab()]);
    catalogue = await billingCatalogue(ctx, lab);
    otherCatalogue = await billingCatalogue(ctx, other);
    patientId = (await billingPatient(ctx, lab)).id;
    otherPatientId = (await billingPatient(ctx, other)).id;
    desk = await lab.user();
    finance = await lab.user({ financeManager: true });
    const approverUser = await lab.user({ discountApproval: true });
    approver = { username: approverUser.username, password: testPassword };
  });
  afterAll(() => ctx.close());

  const billOf = (overrides: Partial<CreateBill> = {}): CreateBill => ({
    patientId,
    lines: [{ kind: 'test', id: catalogue.glucose.id }],
    ...overrides,
  });
  const createBill = async (input: CreateBill, as: TestClient = desk): Promise<Bill> => {
    const response = await as.post('/api/v1/bills', input);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Bill>();
  };
  const auditActions = async (billId: number) =>
    (
      await ctx.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'bill'), eq(auditLog.entityId, String(billId))))
        .orderBy(auditLog.id)
    ).map((row) => row.action);

  it('bills two tests, a profile and a radiology test with line and bill concessions and an advance', async () => {
    const bill = await createBill({
      patientId,
      orderNumber: 'ORD-7731',
      lines: [
        { kind: 'test', id: catalogue.glucose.id, concession: { type: 'percent', value: 1000 } },
        { kind: 'test', id: catalogue.urine.id },
        { kind: 'profile', id: catalogue.liver.id },
        { kind: 'test', id: catalogue.xray.id },
      ],
      concession: { type: 'amount', value: 3000 },
      payments: [{ mode: 'Cash', amount: 50_000 }],
    });
    // 150 + 100 + 400 + 500 = 1150; 10 % of 150 off the glucose line and 30 off the bill.
    expect(bill).toMatchObject({
      grossAmount: 115_000,
      concessionAmount: 4500,
      netAmount: 110_500,
      patientAmount: 110_500,
      organisationAmount: 0,
      paidAmount: 50_000,
      dueAmount: 60_500,
      paymentStatus: 'due',
      status: 'active',
      orderNumber: 'ORD-7731',
      language: 'en',
      version: 0,
    });
    expect(bill.labBillId).toMatch(/^\d+$/);
    // The bill's 30 is shared by what is left of each line, in whole rupees: 4 + 2 + 11 + 13.
    expect(bill.lines.map((line) => [line.kind, line.concessionAmount, line.netAmount])).toEqual([
      ['test', 1900, 13_100],
      ['test', 200, 9800],
      ['profile', 1100, 38_900],
      ['test', 1300, 48_700],
    ]);
    expect(bill.lines.every((line) => line.cancellable)).toBe(true);
    expect(bill.payments).toEqual([
      expect.objectContaining({ kind: 'payment', mode: 'Cash', amount: 50_000, payer: 'patient', advance: true }),
    ]);

    // One sample per sample type (Serum, Urine), none for the X-ray; ids in the lab's type 5 format.
    expect(bill.samples.map((sample) => sample.autoSampleId)).toEqual([
      expect.stringMatching(/^SER\d{6}$/),
      expect.stringMatching(/^URI\d{6}$/),
    ]);
    const [serum, urine] = bill.samples;
    expect(bill.samples.every((sample) => sample.status === 'notCollected')).toBe(true);
    // One report per test, the profile's two keeping the profile; Not Collected, TAT from the test.
    expect(
      bill.reports.map((report) => [report.testId, report.profileId, report.sampleId, report.targetTatMinutes]),
    ).toEqual([
      [catalogue.glucose.id, null, serum?.id, 60],
      [catalogue.urine.id, null, urine?.id, 90],
      [catalogue.alt.id, catalogue.liver.id, serum?.id, 180],
      [catalogue.ast.id, catalogue.liver.id, serum?.id, 180],
      [catalogue.xray.id, null, null, 240],
    ]);
    expect(bill.reports.every((report) => report.status === 'notCollected')).toBe(true);
    expect(await auditActions(bill.id)).toEqual(['bill.create']);

    const read = await desk.get(`/api/v1/bills/${bill.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<Bill>()).toEqual(bill);
  });

  it('makes one report per unit of a test billed more than once', async () => {
    const bill = await createBill(
      billOf({
        lines: [
          { kind: 'test', id: catalogue.creatinine.id, quantity: 2 },
          { kind: 'profile', id: catalogue.liver.id, quantity: 2 },
        ],
      }),
    );
    expect(bill.grossAmount).toBe(2 * 20_000 + 2 * 40_000);
    expect(bill.reports.map((report) => report.testId)).toEqual([
      catalogue.creatinine.id,
      catalogue.creatinine.id,
      catalogue.alt.id,
      catalogue.ast.id,
      catalogue.alt.id,
      catalogue.ast.id,
    ]);
    expect(bill.samples).toHaveLength(1);
  });

  // spec 001 §3 Lab report mode (decision 0039): an emergency bill's reports go first in the lists.
  it('marks every report of an emergency bill as an emergency, and none of an ordinary one', async () => {
    const emergencyOf = async (emergency: boolean) => {
      const bill = await createBill(billOf({ emergency, lines: [{ kind: 'profile', id: catalogue.liver.id }] }));
      const rows = await ctx.database.db
        .select({ emergency: labReports.emergency })
        .from(labReports)
        .where(and(eq(labReports.labId, lab.labId), eq(labReports.billId, bill.id)));
      return rows.map((row) => row.emergency);
    };
    expect(await emergencyOf(true)).toEqual([true, true]);
    expect(await emergencyOf(false)).toEqual([false, false]);
  });

  it('answers a new bill as reading it back does, an outsourced line with its centre', async () => {
    const centre = await lab.admin.post('/api/v1/catalogue/outsource-centres', { name: uniqueName('Metro Lab') });
    expect(centre.statusCode, centre.body).toBe(201);
    const { id: centreId, name: centreName } = centre.json<{ id: number; name: string }>();
    const bill = await createBill(
      billOf({
        lines: [
          { kind: 'test', id: catalogue.glucose.id, outsourceCentreId: centreId },
          { kind: 'profile', id: catalogue.liver.id },
        ],
        payments: [
          { mode: 'Cash', amount: 10_000 },
          { mode: 'UPI', amount: 5_000, reference: 'UPI-1' },
        ],
      }),
    );
    expect(bill.lines.map((line) => line.outsourceCentre)).toEqual([{ id: centreId, name: centreName }, null]);
    expect(bill.payments.map((payment) => [payment.mode, payment.createdBy])).toEqual([
      ['Cash', expect.any(String)],
      ['UPI', expect.any(String)],
    ]);
    expect(bill.reports.map((report) => report.testName)).toEqual([
      catalogue.glucose.name,
      catalogue.alt.name,
      catalogue.ast.name,
    ]);
    expect((await desk.get(`/api/v1/bills/${bill.id}`)).json<Bill>()).toEqual(bill);
  });

  it("refuses unknown tests, another lab's tests and patients, and concessions above the amount", async () => {
    const unknown = await desk.post('/api/v1/bills', billOf({ lines: [{ kind: 'test', id: 999_999 }] }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { messageKey: 'testNotFound', field: 'lines.0.id' } });
    const foreignTest = await desk.post(
      '/api/v1/bills',
      billOf({
        lines: [
          { kind: 'test', id: catalogue.glucose.id },
          { kind: 'profile', id: otherCatalogue.liver.id },
        ],
      }),
    );
    expect(foreignTest.statusCode).toBe(404);
    expect(foreignTest.json()).toMatchObject({ error: { field: 'lines.1.id' } });
    const foreignPatient = await desk.post('/api/v1/bills', billOf({ patientId: otherPatientId }));
    expect(foreignPatient.statusCode).toBe(404);
    expect(foreignPatient.json()).toEqual(notFound('patientId'));

    const aboveLine = await desk.post(
      '/api/v1/bills',
      billOf({ lines: [{ kind: 'test', id: catalogue.glucose.id, concession: { type: 'amount', value: 15_100 } }] }),
    );
    expect(aboveLine.statusCode).toBe(400);
    expect(aboveLine.json()).toEqual(
      errorBody(
        'bad_request',
        'concessionAboveAmount',
        'The concession cannot be more than the amount.',
        'lines.0.concession.value',
      ),
    );
    const aboveBill = await desk.post('/api/v1/bills', billOf({ concession: { type: 'percent', value: 10_001 } }));
    expect(aboveBill.statusCode).toBe(400);
    expect(aboveBill.json()).toMatchObject({
      error: { messageKey: 'concessionAboveAmount', field: 'concession.value' },
    });

    const zero = await desk.post('/api/v1/bills', billOf({ payments: [{ mode: 'Cash', amount: 0 }] }));
    expect(zero.json()).toEqual(
      errorBody('bad_request', 'paymentNotPositive', 'Enter an amount above zero.', 'payments.0.amount'),
    );
    const negative = await desk.post('/api/v1/bills', billOf({ payments: [{ mode: 'Cash', amount: -100 }] }));
    expect(negative.statusCode).toBe(400);
    const tooMuch = await desk.post('/api/v1/bills', billOf({ payments: [{ mode: 'UPI', amount: 15_100 }] }));
    expect(tooMuch.json()).toEqual(
      errorBody(
        'bad_request',
        'paymentAboveDue',
        'The payment is more than the amount due (₹150).',
        'payments.0.amount',
        {
          due: '₹150',
        },
      ),
    );
    const noBills = await ctx.database.db.select().from(bills).where(eq(bills.labId, other.labId));
    expect(noBills).toEqual([]);
  });

  it("refuses another lab's or an unknown outsource centre, and a test with no report format (spec 002 §8 -2)", async () => {
    const foreignCentre = await other.admin.post('/api/v1/catalogue/outsource-centres', {
      name: uniqueName('Far Lab'),
    });
    expect(foreignCentre.statusCode, foreignCentre.body).toBe(201);
    for (const outsourceCentreId of [foreignCentre.json<{ id: number }>().id, 999_999]) {
      const refused = await desk.post(
        '/api/v1/bills',
        billOf({ lines: [{ kind: 'test', id: catalogue.glucose.id, outsourceCentreId }] }),
      );
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(notFound('lines.0.outsourceCentreId'));
    }

    const departmentId = (await lab.department(uniqueName('Serology'))).id;
    const noFormat = await lab.admin.post('/api/v1/catalogue/tests', {
      code: uniqueName('WIDAL').slice(0, 30),
      name: uniqueName('Widal test'),
      departmentId,
      price: 20_000,
      targetTatMinutes: 240,
    });
    expect(noFormat.statusCode, noFormat.body).toBe(201);
    const unformatted = await desk.post(
      '/api/v1/bills',
      billOf({ lines: [{ kind: 'test', id: noFormat.json<{ id: number }>().id }] }),
    );
    expect(unformatted.statusCode).toBe(400);
    expect(unformatted.json()).toEqual(
      errorBody(
        'bad_request',
        'reportFormatMissing',
        'Please add format for this report and bill again.',
        'lines.0.id',
      ),
    );
  });

  it("asks for approval of a concession above the lab's limit, by the approver's own password", async () => {
    const aboveLimit = billOf({ concession: { type: 'percent', value: 1500 } });
    const refused = await desk.post('/api/v1/bills', aboveLimit);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(
      errorBody(
        'forbidden',
        'discountApprovalNeeded',
        'A concession above 10% needs approval by a user who may approve discounts.',
        'approval',
        { limit: '10%' },
      ),
    );
    const wrongPassword = await desk.post('/api/v1/bills', {
      ...aboveLimit,
      approval: { username: approver.username, password: 'Wrong@123' },
    });
    expect(wrongPassword.statusCode).toBe(403);
    const notAnApprover = await lab.user();
    const withoutTheRight = await desk.post('/api/v1/bills', {
      ...aboveLimit,
      approval: { username: notAnApprover.username, password: testPassword },
    });
    expect(withoutTheRight.statusCode).toBe(403);

    const approved = await createBill({ ...aboveLimit, approval: approver });
    expect(approved.concessionAmount).toBe(2300);
    const [row] = await ctx.database.db.select().from(bills).where(eq(bills.id, approved.id));
    expect(row?.concessionApprovedBy).not.toBeNull();
    // An admin may approve their own concession.
    expect((await lab.admin.post('/api/v1/bills', aboveLimit)).statusCode).toBe(201);
  });

  it('takes later payments up to the due, refusing nothing, too much and a stale version', async () => {
    const bill = await createBill(billOf());
    const pay = (body: object) => desk.post(`/api/v1/bills/${bill.id}/payments`, body);
    expect((await pay({ mode: 'Cash', amount: 0, version: 0 })).json()).toEqual(
      errorBody('bad_request', 'paymentNotPositive', 'Enter an amount above zero.', 'amount'),
    );
    expect((await pay({ mode: 'Cash', amount: 15_001, version: 0 })).json()).toEqual(
      errorBody('bad_request', 'paymentAboveDue', 'The payment is more than the amount due (₹150).', 'amount', {
        due: '₹150',
      }),
    );
    const first = await pay({ mode: 'UPI', amount: 5000, reference: 'UPI-1', version: 0 });
    expect(first.statusCode).toBe(201);
    expect(first.json<Bill>()).toMatchObject({ paidAmount: 5000, dueAmount: 10_000, paymentStatus: 'due', version: 1 });
    const stale = await pay({ mode: 'Cash', amount: 100, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(staleRecord);
    const rest = await pay({ mode: 'Cash', amount: 10_000, version: 1 });
    expect(rest.json<Bill>()).toMatchObject({ dueAmount: 0, paymentStatus: 'paid' });
    expect(await auditActions(bill.id)).toEqual(['bill.create', 'bill.payment', 'bill.payment']);

    const otherLab = await other.admin.post(`/api/v1/bills/${bill.id}/payments`, {
      mode: 'Cash',
      amount: 1,
      version: 2,
    });
    expect(otherLab.statusCode).toBe(404);
    expect((await other.admin.get(`/api/v1/bills/${bill.id}`)).statusCode).toBe(404);
  });

  it('lets exactly one of two cashiers paying the same due at once succeed', async () => {
    const bill = await createBill(billOf());
    const second = await lab.user();
    const body = { mode: 'Cash', amount: 15_000, version: 0 };
    const answers = await Promise.all([
      desk.post(`/api/v1/bills/${bill.id}/payments`, body),
      second.post(`/api/v1/bills/${bill.id}/payments`, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const after = (await desk.get(`/api/v1/bills/${bill.id}`)).json<Bill>();
    expect(after).toMatchObject({ paidAmount: 15_000, dueAmount: 0, version: 1 });
    expect(after.payments).toHaveLength(1);
  });

  it('refunds up to what was received, never changing a payment row', async () => {
    const bill = await createBill(billOf({ payments: [{ mode: 'Cash', amount: 10_000 }] }));
    const refund = (as: TestClient, amount: number, version: number) =>
      as.post(`/api/v1/bills/${bill.id}/refunds`, { mode: 'Cash', amount, comments: 'Overpaid', version });
    expect((await refund(desk, 100, 0)).statusCode).toBe(403);
    expect((await refund(finance, 10_100, 0)).json()).toEqual(
      errorBody('bad_request', 'refundAboveReceived', 'The refund is more than the amount received (₹100).', 'amount', {
        paid: '₹100',
      }),
    );
    const given = await refund(finance, 4000, 0);
    expect(given.statusCode).toBe(201);
    expect(given.json<Bill>()).toMatchObject({ paidAmount: 10_000, refundedAmount: 4000, dueAmount: 9000 });
    expect(given.json<Bill>().payments.map((payment) => [payment.kind, payment.amount])).toEqual([
      ['payment', 10_000],
      ['refund', 4000],
    ]);
  });

  it('cancels a line before its sample is collected, prices the bill again, and cancels the bill with its last line', async () => {
    const bill = await createBill(
      billOf({
        lines: [
          { kind: 'test', id: catalogue.glucose.id },
          { kind: 'test', id: catalogue.urine.id },
        ],
        concession: { type: 'amount', value: 2000 },
      }),
    );
    const [glucoseLine, urineLine] = bill.lines;
    const cancel = (lineId: number | undefined, version: number, reason = 'Ordered twice') =>
      desk.post(`/api/v1/bills/${bill.id}/lines/${lineId}/cancel`, { reason, version });
    // The reason box takes several lines (the shared reason dialog is a text area).
    const first = await cancel(urineLine?.id, 0, 'Ordered twice\nby the referring clinic');
    expect(first.statusCode).toBe(200);
    const afterFirst = first.json<Bill>();
    // The bill's 20 now falls on the glucose line alone.
    expect(afterFirst).toMatchObject({
      grossAmount: 15_000,
      concessionAmount: 2000,
      netAmount: 13_000,
      status: 'active',
    });
    expect(afterFirst.lines[1]).toMatchObject({
      cancellable: false,
      cancelReason: 'Ordered twice\nby the referring clinic',
      netAmount: 0,
    });
    expect(afterFirst.reports.map((report) => report.status)).toEqual(['notCollected', 'cancelled']);
    expect(afterFirst.samples.map((sample) => sample.status)).toEqual(['notCollected', 'cancelled']);
    expect((await cancel(urineLine?.id, 1)).json()).toMatchObject({ error: { messageKey: 'lineAlreadyCancelled' } });

    const last = await cancel(glucoseLine?.id, 1);
    expect(last.json<Bill>()).toMatchObject({ status: 'cancelled', netAmount: 0, dueAmount: 0 });
    const payment = await desk.post(`/api/v1/bills/${bill.id}/payments`, { mode: 'Cash', amount: 100, version: 2 });
    expect(payment.statusCode).toBe(409);
    expect(payment.json()).toMatchObject({ error: { messageKey: 'billCancelled' } });
    expect(await auditActions(bill.id)).toEqual(['bill.create', 'bill.cancel_line', 'bill.cancel_line']);
  });

  it('refuses to cancel a line whose sample is collected', async () => {
    const bill = await createBill(billOf({ lines: [{ kind: 'profile', id: catalogue.liver.id }] }));
    const [sample] = bill.samples;
    const collector = await lab.user({ sampleAccess: true });
    const collected = await collector.post(`/api/v1/samples/${sample?.id}/collect`, { version: sample?.version });
    expect(collected.statusCode).toBe(200);
    const read = (await desk.get(`/api/v1/bills/${bill.id}`)).json<Bill>();
    expect(read.lines[0]?.cancellable).toBe(false);
    const refused = await desk.post(`/api/v1/bills/${bill.id}/lines/${bill.lines[0]?.id}/cancel`, {
      reason: 'Too late',
      version: 0,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { messageKey: 'lineSampleCollected' } });
    expect((await desk.post(`/api/v1/samples/${sample?.id}/collect`, { version: 1 })).statusCode).toBe(403);
  });

  it('refuses to dismiss a bill both payers paid (result 4) or one already invoiced (result 3), else dismisses it', async () => {
    const organisation = await ctx.services.organisations.create({
      actor: lab.system,
      input: { name: uniqueName('Clinic'), login: null },
    });
    const paidByBoth = await createBill(
      billOf({
        organisationId: organisation.id,
        lines: [{ kind: 'test', id: catalogue.glucose.id, copayment: true, copayPercent: 20 }],
        payments: [
          { mode: 'Cash', amount: 3000 },
          { mode: 'Credit', amount: 12_000, payer: 'organisation' },
        ],
      }),
    );
    expect(paidByBoth).toMatchObject({ patientAmount: 3000, organisationAmount: 12_000, dueAmount: 0 });
    const dismiss = (id: number, version = 0) =>
      finance.post(`/api/v1/bills/${id}/dismiss`, { reason: 'Wrong patient', version });
    const both = await dismiss(paidByBoth.id);
    expect(both.statusCode).toBe(409);
    expect(both.json()).toMatchObject({ error: { messageKey: 'dismissBothPayers' } });

    const invoiced = await createBill(billOf());
    await ctx.database.db.update(bills).set({ invoiceId: 1 }).where(eq(bills.id, invoiced.id));
    expect((await dismiss(invoiced.id)).json()).toMatchObject({ error: { messageKey: 'dismissInvoiced' } });

    const plain = await createBill(billOf({ payments: [{ mode: 'Cash', amount: 5000 }] }));
    expect((await desk.post(`/api/v1/bills/${plain.id}/dismiss`, { reason: 'x', version: 0 })).statusCode).toBe(403);
    const dismissed = (await dismiss(plain.id)).json<Bill>();
    expect(dismissed).toMatchObject({ status: 'dismissed', dismissReason: 'Wrong patient', dueAmount: 0 });
    expect(dismissed.reports.map((report) => report.status)).toEqual(['dismissed']);
    expect(dismissed.samples.map((sample) => sample.status)).toEqual(['dismissed']);
    expect((await dismiss(plain.id, 1)).json()).toMatchObject({ error: { messageKey: 'billAlreadyDismissed' } });
    expect(await auditActions(plain.id)).toEqual(['bill.create', 'bill.dismiss']);
  });

  it('lists bills newest first, by number, patient, payment status and day, and answers the search groups', async () => {
    const patient = await billingPatient(ctx, lab);
    const due = await createBill(billOf({ patientId: patient.id, orderNumber: uniqueName('ORDX') }));
    const paid = await createBill(billOf({ patientId: patient.id, payments: [{ mode: 'Cash', amount: 15_000 }] }));
    const list = async (query: string) => {
      const response = await desk.get(`/api/v1/bills?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<BillList>().items.map((item) => item.id);
    };
    expect(await list(`patientId=${patient.id}`)).toEqual([paid.id, due.id]);
    expect(await list(`patientId=${patient.id}&paymentStatus=due`)).toEqual([due.id]);
    expect(await list(`patientId=${patient.id}&paymentStatus=paid`)).toEqual([paid.id]);
    // The search looks in the bill number, the patient's name and id and the order number.
    expect(await list(`search=${due.labBillId}&limit=200`)).toContain(due.id);
    expect(await list(`search=${encodeURIComponent(patient.fullName)}`)).toEqual([paid.id, due.id]);
    expect(await list(`search=${encodeURIComponent(due.orderNumber ?? '')}`)).toEqual([due.id]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(await list(`patientId=${patient.id}&from=${today}&to=${today}`)).toEqual([paid.id, due.id]);
    expect(await list(`patientId=${patient.id}&to=2020-01-01`)).toEqual([]);
    const [item] = (await desk.get(`/api/v1/bills?patientId=${patient.id}&limit=1`)).json<BillList>().items;
    expect(item).toMatchObject({
      labBillId: paid.labBillId,
      testNames: [catalogue.glucose.name],
      paymentStatus: 'paid',
    });
    expect((await other.admin.get(`/api/v1/bills?patientId=${patient.id}`)).json<BillList>().items).toEqual([]);

    const search = async (q: string) =>
      (await desk.get(`/api/v1/search?q=${encodeURIComponent(q)}&variant=common`)).json<SearchResult>();
    const dueHit = {
      id: due.id,
      label: due.labBillId,
      patientId: patient.id,
      patientName: patient.fullName,
      billLabel: due.labBillId,
      createdAt: due.createdAt,
    };
    expect((await search(due.labBillId)).bills).toContainEqual(dueHit);
    expect((await search(due.orderNumber ?? '')).orders).toEqual([{ ...dueHit, label: due.orderNumber }]);
  });

  it("keeps a collection centre to its own organisation's patients", async () => {
    const centre = await ctx.services.organisations.create({
      actor: lab.system,
      input: { name: uniqueName('Centre'), login: null },
    });
    const centreUser = await collectionCentreUser(ctx, lab, centre.id);
    const own = await billingPatient(ctx, lab, centre.id);
    const ownBill = await createBill(billOf({ patientId: own.id }), centreUser);
    expect(ownBill.organisation).toEqual({ id: centre.id, name: centre.name });
    const elsewhere = await centreUser.post('/api/v1/bills', billOf());
    expect(elsewhere.json()).toEqual(notFound('patientId'));
    const labBill = await createBill(billOf());
    expect((await centreUser.get(`/api/v1/bills/${labBill.id}`)).statusCode).toBe(404);
    expect((await centreUser.get('/api/v1/bills?limit=200')).json<BillList>().items.map((item) => item.id)).toEqual([
      ownBill.id,
    ]);
  });

  it('counts the bills of the day on the dashboard', async () => {
    const before = await lab.admin.get('/api/v1/dashboard/today');
    const count = (body: { counts: { key: string; value?: number }[] }) =>
      body.counts.find((entry) => entry.key === 'bills')?.value;
    const was = count(before.json());
    await createBill(billOf());
    expect(count((await lab.admin.get('/api/v1/dashboard/today')).json())).toBe((was ?? 0) + 1);
  });
});
