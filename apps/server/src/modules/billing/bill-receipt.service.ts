import { readFileSync } from 'node:fs';
import type { Bill } from '@lims/contract';
import { fallbackLanguage, formatMoney, isLanguageCode, type LanguageCode, type PaymentMode } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { requirePermission } from '../../http/permissions.js';
import {
  type DocumentsService,
  documentAgeSex,
  documentDateTime,
  type TextKey,
  textReader,
} from '../../platform/documents/index.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';

const template = readFileSync(new URL('./bill-receipt.typ', import.meta.url), 'utf8');

const paymentModeKeys: Record<PaymentMode, TextKey> = {
  Cash: 'documents.billReceipt.paymentModes.cash',
  Online: 'documents.billReceipt.paymentModes.online',
  'Swipe Machine': 'documents.billReceipt.paymentModes.swipeMachine',
  Credit: 'documents.billReceipt.paymentModes.credit',
  Free: 'documents.billReceipt.paymentModes.free',
  Cheque: 'documents.billReceipt.paymentModes.cheque',
  'Credit Card': 'documents.billReceipt.paymentModes.creditCard',
  'Debit Card': 'documents.billReceipt.paymentModes.debitCard',
  UPI: 'documents.billReceipt.paymentModes.upi',
  Wallets: 'documents.billReceipt.paymentModes.wallets',
  Other: 'documents.billReceipt.paymentModes.other',
};
interface BillReceiptDeps extends Pick<ServiceDeps, 'now'> {
  bills: Pick<ServiceRegistry['bills'], 'get'>;
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
  labProfile: Pick<ServiceRegistry['labProfile'], 'documentLogo'>;
  translations: Pick<ServiceRegistry['translations'], 'locales'>;
  documents: DocumentsService;
}

/**
 * The printable bill receipt (the issue: 'A printable bill receipt (PDF) with the lab's details,
 * in the bill's language'): the lab's name and logo, the bill, its patient, lines, totals and
 * payments. The texts are the product's with the lab's own overrides; the amounts are the lab's
 * currency as the desk shows them (spec 000 §9); dates are the lab's, DD-MM-YYYY.
 */
export function createBillReceiptService({ bills, labs, labProfile, translations, documents, now }: BillReceiptDeps) {
  const contents = async (actor: LabActor, bill: Bill, language: LanguageCode, logo: string | null) => {
    const lab = await labs.getLab(actor.labId);
    const text = textReader((await translations.locales(actor.labId)).locales[language]);
    const money = (minor: number) => formatMoney(minor, lab.currency, { floatSupport: lab.settings.floatSupportFlag });
    const { patient } = bill;
    const ageSex = documentAgeSex(text, patient);
    const totals = [
      { label: text('documents.billReceipt.gross'), amount: money(bill.grossAmount), strong: false },
      { label: text('documents.billReceipt.concessionTotal'), amount: money(bill.concessionAmount), strong: false },
      { label: text('documents.billReceipt.net'), amount: money(bill.netAmount), strong: true },
      ...(bill.organisationAmount > 0
        ? [
            {
              label: text('documents.billReceipt.organisationShare'),
              amount: money(bill.organisationAmount),
              strong: false,
            },
          ]
        : []),
      { label: text('documents.billReceipt.paid'), amount: money(bill.paidAmount), strong: false },
      ...(bill.refundedAmount > 0
        ? [{ label: text('documents.billReceipt.refunded'), amount: money(bill.refundedAmount), strong: false }]
        : []),
      { label: text('documents.billReceipt.due'), amount: money(bill.dueAmount), strong: true },
    ];
    return {
      labName: lab.name,
      logo,
      labBillId: bill.labBillId,
      billedAt: documentDateTime(new Date(bill.createdAt), lab.timeZone),
      printedAt: documentDateTime(now(), lab.timeZone),
      notice:
        bill.status === 'dismissed'
          ? text('documents.billReceipt.dismissed')
          : bill.status === 'cancelled'
            ? text('documents.billReceipt.cancelledBill')
            : null,
      patient: {
        name: [patient.designation, patient.fullName].filter(Boolean).join(' '),
        labPatientId: patient.labPatientId,
        ageSex: ageSex ?? '-',
        mobile: patient.mobile
          ? [patient.countryCode && `+${patient.countryCode}`, patient.mobile].filter(Boolean).join(' ')
          : null,
      },
      referral: bill.referralDoctor?.name ?? null,
      organisation: bill.organisation?.name ?? null,
      orderNumber: bill.orderNumber,
      privilegeCard: bill.privilegeCard ? `${bill.privilegeCard.typeName} · ${bill.privilegeCard.cardNumber}` : null,
      lines: bill.lines.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        price: money(line.unitPrice),
        concession: money(line.concessionAmount),
        amount: money(line.cancelledAt ? 0 : line.netAmount),
        cancelled: line.cancelledAt !== null,
      })),
      totals,
      payments: bill.payments.map((payment) => ({
        at: documentDateTime(new Date(payment.createdAt), lab.timeZone),
        mode:
          payment.kind === 'refund'
            ? `${text('documents.billReceipt.refund')} · ${text(paymentModeKeys[payment.mode])}`
            : text(paymentModeKeys[payment.mode]),
        amount: money(payment.kind === 'refund' ? -payment.amount : payment.amount),
      })),
      billedBy: bill.createdBy,
      texts: {
        title: text('documents.billReceipt.title'),
        billNumber: text('documents.billReceipt.billNumber'),
        billDate: text('documents.billReceipt.billDate'),
        patient: text('documents.billReceipt.patient'),
        patientId: text('documents.billReceipt.patientId'),
        ageSex: text('documents.billReceipt.ageSex'),
        mobile: text('documents.billReceipt.mobile'),
        referral: text('documents.billReceipt.referral'),
        organisation: text('documents.billReceipt.organisation'),
        orderNumber: text('documents.billReceipt.orderNumber'),
        privilegeCard: text('documents.billReceipt.privilegeCard'),
        line: text('documents.billReceipt.line'),
        test: text('documents.billReceipt.test'),
        quantity: text('documents.billReceipt.quantity'),
        price: text('documents.billReceipt.price'),
        concession: text('documents.billReceipt.concession'),
        amount: text('documents.billReceipt.amount'),
        cancelled: text('documents.billReceipt.cancelled'),
        payments: text('documents.billReceipt.payments'),
        date: text('documents.billReceipt.date'),
        mode: text('documents.billReceipt.mode'),
        noPayments: text('documents.billReceipt.noPayments'),
        billedBy: text('documents.billReceipt.billedBy'),
        printedOn: text('documents.printedOn'),
        pageOf: text('documents.pageOf'),
      },
    };
  };

  return {
    /**
     * The receipt of a bill the caller may see, in `language` or else the bill's own; the file
     * name is the bill's number.
     */
    async pdf({
      actor,
      id,
      language,
    }: {
      actor: LabActor;
      id: number;
      language?: LanguageCode;
    }): Promise<{ fileName: string; pdf: Buffer }> {
      requirePermission(actor, 'billing.view');
      const bill = await bills.get({ actor, id });
      const chosen = language ?? (isLanguageCode(bill.language) ? bill.language : fallbackLanguage);
      const logo = await labProfile.documentLogo({ actor });
      const pdf = await documents.pdf({
        template,
        language: chosen,
        data: await contents(actor, bill, chosen, logo?.name ?? null),
        files: logo ? { [logo.name]: logo.bytes } : {},
      });
      return { fileName: `bill-${bill.labBillId}.pdf`, pdf };
    },
  };
}
export type BillReceiptService = ReturnType<typeof createBillReceiptService>;
