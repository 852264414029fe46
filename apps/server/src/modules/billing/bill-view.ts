import type { Bill, BillListItem, BillPayment, PaymentStatus } from '@lims/contract';
import { sampleCollected } from '@lims/domain';
import type { Executor } from '../../db/database.js';
import { notFound } from '../../http/errors.js';
import type { LabReportsService, ReportView } from '../reports/reports.service.js';
import type { SamplesService, SampleView } from '../samples/samples.service.js';
import {
  type BillLineRow,
  type BillListRow,
  type BillPaymentRow,
  type BillRow,
  type BillViewRow,
  countBillAttachments,
  findBillView,
  listBillLines,
  listBillPayments,
} from './bills.queries.js';

/** The bill statuses (contract `Bill.status`): every line cancelled makes a bill 'cancelled'. */
export const billStatuses = { active: 'active', cancelled: 'cancelled', dismissed: 'dismissed' } as const;
type BillStatus = Bill['status'];

/** spec 001 §2 badges: 'Due' while the patient owes anything, else 'Paid'. */
export const paymentStatusOf = (bill: Pick<BillRow, 'dueAmount'>): PaymentStatus =>
  bill.dueAmount > 0 ? 'due' : 'paid';

const refOf = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

const billedPatientOf = ({ organisationId: _organisationId, ...patient }: BillViewRow['patient']) => patient;

export const toBillListItem = (row: BillListRow): BillListItem => ({
  id: row.bill.id,
  labBillId: row.bill.labBillId,
  patient: { id: row.patient.id, labPatientId: row.patient.labPatientId, fullName: row.patient.fullName },
  organisation: refOf(row.bill.organisationId, row.organisationName),
  referralDoctor: refOf(row.bill.referralDoctorId, row.referralDoctorName),
  branch: refOf(row.bill.branchId, row.branchName),
  orderNumber: row.bill.orderNumber,
  testNames: row.testNames,
  netAmount: row.bill.netAmount,
  paidAmount: row.bill.paidAmount,
  dueAmount: row.bill.dueAmount,
  status: row.bill.status as BillStatus,
  paymentStatus: paymentStatusOf(row.bill),
  createdAt: row.bill.createdAt.toISOString(),
});

/** What a bill is shown with besides its own row: as the queries (or, for a new bill, its inserts) answer them. */
export interface BillParts {
  lines: Array<{ line: BillLineRow; outsourceCentreName: string | null }>;
  payments: Array<{ payment: BillPaymentRow; createdByName: string | null }>;
  samples: SampleView[];
  reports: ReportView[];
  attachmentCount: number;
}

/**
 * The whole bill as the details page reads it (contract `Bill`): its lines, money, samples and
 * reports. A line is cancellable while the bill is active, the line is not cancelled and no
 * sample of its reports is collected.
 */
export async function billView(
  { db, samples, labReports }: { db: Executor; samples: SamplesService; labReports: LabReportsService },
  labId: number,
  id: number,
): Promise<{ bill: Bill; patientOrganisationId: number | null }> {
  const row = await findBillView(db, labId, id);
  if (!row) throw notFound();
  const [lines, payments, billSamples, reports, attachmentCount] = [
    await listBillLines(db, labId, id),
    await listBillPayments(db, labId, id),
    await samples.listForBill(labId, id),
    await labReports.listForBill(labId, id),
    await countBillAttachments(db, labId, id),
  ];
  return {
    bill: composeBill(row, { lines, payments, samples: billSamples, reports, attachmentCount }),
    patientOrganisationId: row.patient.organisationId,
  };
}

/**
 * A bill its transaction has just written, answered as `billView` would read it back: the bill's
 * row is read again for the names it shows (its lines too when one names an outsource centre);
 * the rest is what was written, in the order it was written, which is the order read back.
 */
export async function newBillView(
  db: Executor,
  labId: number,
  written: Pick<BillParts, 'samples' | 'reports'> & { id: number; lines: BillLineRow[]; payments: BillPaymentRow[] },
): Promise<Bill> {
  const row = await findBillView(db, labId, written.id);
  if (!row) throw notFound();
  const outsourced = written.lines.some((line) => line.outsourceCentreId !== null);
  return composeBill(row, {
    lines: outsourced
      ? await listBillLines(db, labId, written.id)
      : written.lines.map((line) => ({ line, outsourceCentreName: null })),
    // A new bill's payments are taken by whoever made it.
    payments: written.payments.map((payment) => ({ payment, createdByName: row.createdByName })),
    samples: written.samples,
    reports: written.reports,
    attachmentCount: 0,
  });
}

/** The contract's `Bill` of a bill's row with its names and its parts. */
export function composeBill(
  row: BillViewRow,
  { lines, payments, samples: billSamples, reports, attachmentCount }: BillParts,
): Bill {
  const { bill } = row;
  const collectedSampleIds = new Set(
    billSamples.filter((sample) => sampleCollected(sample.status)).map((sample) => sample.id),
  );
  const linesWithCollectedSample = new Set(
    reports
      .filter((report) => report.sampleId !== null && collectedSampleIds.has(report.sampleId))
      .map((report) => report.billLineId),
  );
  return {
    id: bill.id,
    labBillId: bill.labBillId,
    patient: billedPatientOf(row.patient),
    referralDoctor: refOf(bill.referralDoctorId, row.referralDoctorName),
    organisation: refOf(bill.organisationId, row.organisationName),
    branch: refOf(bill.branchId, row.branchName),
    orderNumber: bill.orderNumber,
    comments: bill.comments,
    language: bill.language,
    concessionType: bill.concessionType as Bill['concessionType'],
    concessionValue: bill.concessionValue,
    privilegeCard:
      bill.privilegeCardId === null
        ? null
        : {
            id: bill.privilegeCardId,
            cardNumber: row.cardNumber ?? '',
            typeName: row.cardTypeName ?? '',
            discountBasisPoints: row.cardDiscountBasisPoints ?? 0,
          },
    grossAmount: bill.grossAmount,
    concessionAmount: bill.concessionAmount,
    netAmount: bill.netAmount,
    patientAmount: bill.patientAmount,
    organisationAmount: bill.organisationAmount,
    paidAmount: bill.paidAmount,
    refundedAmount: bill.refundedAmount,
    dueAmount: bill.dueAmount,
    status: bill.status as BillStatus,
    paymentStatus: paymentStatusOf(bill),
    dismissedAt: bill.dismissedAt?.toISOString() ?? null,
    dismissReason: bill.dismissReason,
    lines: lines.map(({ line, outsourceCentreName }) => ({
      id: line.id,
      position: line.position,
      kind: line.profileId === null ? 'test' : 'profile',
      testId: line.testId,
      profileId: line.profileId,
      code: line.code,
      name: line.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      cost: line.cost,
      concessionType: line.concessionType as Bill['concessionType'],
      concessionValue: line.concessionValue,
      concessionAmount: line.concessionAmount,
      netAmount: line.netAmount,
      copayment: line.copayment,
      copayPercent: line.copayPercent,
      outsourceCentre: refOf(line.outsourceCentreId, outsourceCentreName),
      cancelledAt: line.cancelledAt?.toISOString() ?? null,
      cancelReason: line.cancelReason,
      cancellable:
        bill.status === billStatuses.active && line.cancelledAt === null && !linesWithCollectedSample.has(line.id),
    })),
    payments: payments.map(
      ({ payment, createdByName }): BillPayment => ({
        id: payment.id,
        kind: payment.kind as BillPayment['kind'],
        mode: payment.mode as BillPayment['mode'],
        amount: payment.amount,
        payer: payment.payer as BillPayment['payer'],
        advance: payment.advance,
        reference: payment.reference,
        comments: payment.comments,
        createdBy: createdByName,
        createdAt: payment.createdAt.toISOString(),
      }),
    ),
    samples: billSamples.map(({ id: sampleId, autoSampleId, manualSampleId, sampleType, status, version }) => ({
      id: sampleId,
      autoSampleId,
      manualSampleId,
      sampleType,
      status,
      version,
    })),
    reports: reports.map((report) => ({
      id: report.id,
      billLineId: report.billLineId,
      testId: report.testId,
      testName: report.testName,
      profileId: report.profileId,
      sampleId: report.sampleId,
      status: report.status,
      targetTatMinutes: report.targetTatMinutes,
    })),
    attachmentCount,
    createdBy: row.createdByName,
    createdAt: bill.createdAt.toISOString(),
    version: bill.version,
  };
}
