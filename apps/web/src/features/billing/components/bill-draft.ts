import type { BillableItem, ConcessionInput, CreateBill, NamedRef, OrganisationChoice } from '@lims/contract';
import {
  type ConcessionType,
  defaultTestQuantity,
  type MessageKey,
  type PaymentMode,
  type PricedBill,
  priceBill,
} from '@lims/domain';

/** A concession as the desk types it: a percent, or an amount in minor units. */
export interface ConcessionDraft {
  type: ConcessionType;
  value: number;
}

export interface LineDraft {
  /** Unique in the draft, as the same test may be billed twice on purpose. */
  key: string;
  item: BillableItem;
  quantity: number;
  concession: ConcessionDraft;
  /** spec: copaymentFlag; offered only when the bill has an organisation. */
  copayment: boolean;
}

export interface PaymentDraft {
  key: string;
  mode: PaymentMode;
  /** Minor units; 0 is no payment. */
  amount: number;
  reference: string;
}

export interface BillDraft {
  referralDoctor: NamedRef | null;
  organisation: OrganisationChoice | null;
  orderNumber: string;
  comments: string;
  /** spec 001 §3 Lab report mode: the bill's reports go first in every list. */
  emergency: boolean;
  lines: LineDraft[];
  concession: ConcessionDraft;
  /** Whether the card covering the patient applies; the cashier may bill without it. */
  applyCard: boolean;
  payments: PaymentDraft[];
}

export const emptyConcession: ConcessionDraft = { type: 'amount', value: 0 };

let nextKey = 0;
export const draftKey = () => {
  nextKey += 1;
  return `k${nextKey}`;
};

export const lineOf = (item: BillableItem): LineDraft => ({
  key: draftKey(),
  item,
  quantity: defaultTestQuantity,
  concession: emptyConcession,
  copayment: false,
});

export const emptyPayment = (): PaymentDraft => ({ key: draftKey(), mode: 'Cash', amount: 0, reference: '' });

export const emptyDraft = (): BillDraft => ({
  referralDoctor: null,
  organisation: null,
  orderNumber: '',
  comments: '',
  emergency: false,
  lines: [],
  concession: emptyConcession,
  applyCard: true,
  payments: [emptyPayment()],
});

/** The contract's concession: a percent in hundredths (12.5 % is 1250), an amount in minor units. */
export const concessionInput = ({ type, value }: ConcessionDraft): Required<ConcessionInput> => ({
  type,
  value: type === 'percent' ? Math.round(value * 100) : value,
});

/** What the pricing needs of the lab and the patient's card. */
export interface PricingContext {
  currency: string;
  floatSupport: boolean;
  /** 0 without a card, or when the cashier bills without it. */
  cardDiscountBasisPoints: number;
}

/** The bill as the server will price it, from the same domain rule (packages/domain billing/bill-totals.ts). */
export function priceDraft(
  draft: BillDraft,
  { currency, floatSupport, cardDiscountBasisPoints }: PricingContext,
): PricedBill {
  return priceBill({
    lines: draft.lines.map((line) => ({
      unitPrice: line.item.price,
      quantity: line.quantity,
      concession: concessionInput(line.concession),
      copayment: draft.organisation !== null && line.copayment,
      copayPercent: null,
      cancelled: false,
    })),
    concession: concessionInput(draft.concession),
    cardDiscountBasisPoints,
    floatSupport,
    currency,
  });
}

export const paymentsTotal = (payments: readonly PaymentDraft[]) =>
  payments.reduce((sum, payment) => sum + payment.amount, 0);

/**
 * The request that saves the draft. `privilegeCardId` left out applies the card that covers the
 * patient; null bills without it.
 */
export function createBillRequest(
  draft: BillDraft,
  patientId: number,
  options: { language: string; skipCard: boolean; approval?: CreateBill['approval'] },
): CreateBill {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    patientId,
    referralDoctorId: draft.referralDoctor?.id ?? null,
    organisationId: draft.organisation?.id ?? null,
    orderNumber: text(draft.orderNumber),
    comments: text(draft.comments),
    emergency: draft.emergency,
    language: options.language,
    lines: draft.lines.map((line) => ({
      kind: line.item.kind,
      id: line.item.id,
      quantity: line.quantity,
      concession: concessionInput(line.concession),
      copayment: draft.organisation !== null && line.copayment,
    })),
    concession: concessionInput(draft.concession),
    payments: draft.payments
      .filter((payment) => payment.amount > 0)
      .map((payment) => ({
        mode: payment.mode,
        amount: payment.amount,
        reference: text(payment.reference),
      })),
    ...(options.skipCard && { privilegeCardId: null }),
    ...(options.approval && { approval: options.approval }),
  };
}

/** Where the pricing found a problem (a concession above the amount): per line index, and on the bill. */
export function problemsOf(priced: PricedBill): { lines: Map<number, MessageKey>; bill: MessageKey | null } {
  const lines = new Map<number, MessageKey>();
  let bill: MessageKey | null = null;
  for (const problem of priced.problems) {
    if (problem.line === null) bill = problem.messageKey;
    else lines.set(problem.line, problem.messageKey);
  }
  return { lines, bill };
}
