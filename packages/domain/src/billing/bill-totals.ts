import type { MessageKey } from '../errors/messages.js';
import type { ConcessionType } from './billing-options.js';
import { currencyMinorDigits, roundMoney } from './money.js';

/**
 * A concession as typed (contract ConcessionInput): `percent` in hundredths of a percent (1250 is
 * 12.5 %), `amount` in minor units.
 */
export interface Concession {
  type: ConcessionType;
  value: number;
}

/** One line to price (spec 002 §3 'Add-test bill line'): money in whole minor units. */
export interface PriceBillLine {
  unitPrice: number;
  quantity: number;
  concession: Concession;
  /** spec: copaymentFlag. The organisation pays the line, the patient `copayPercent` of it. */
  copayment: boolean;
  /** The patient's share of a copayment line in percent; null: the organisation pays it all. */
  copayPercent?: number | null;
  /** A cancelled line counts zero. */
  cancelled: boolean;
}

export interface PriceBillInput {
  lines: readonly PriceBillLine[];
  /** The concession on the whole bill, shared over the lines by their amounts. */
  concession: Concession;
  /** The privilege card's discount in hundredths of a percent; 0 without a card. */
  cardDiscountBasisPoints: number;
  /** The lab's floatSupportFlag (spec 000 §9): amounts to 2 decimals when on, whole units when off. */
  floatSupport: boolean;
  /** The lab's currency, for how many minor units make a whole one; 2 decimals when left out. */
  currency?: string;
}

export interface PricedLine {
  /** unitPrice x quantity. */
  grossAmount: number;
  /** The line's own concession. */
  lineConcessionAmount: number;
  /** The privilege card's discount on what is left after the line's concession. */
  cardDiscountAmount: number;
  /** The line's share of the bill's concession. */
  billConcessionAmount: number;
  /** The three above together. */
  concessionAmount: number;
  netAmount: number;
  patientAmount: number;
  organisationAmount: number;
}

/** A refused concession: on a line (its position in `lines`) or, with `line` null, on the bill. */
export interface BillProblem {
  line: number | null;
  messageKey: MessageKey;
}

export interface PricedBill {
  lines: PricedLine[];
  grossAmount: number;
  concessionAmount: number;
  cardDiscountAmount: number;
  billConcessionAmount: number;
  netAmount: number;
  patientAmount: number;
  organisationAmount: number;
  problems: BillProblem[];
}

const wholePercent = 10_000;

const zeroLine: PricedLine = {
  grossAmount: 0,
  lineConcessionAmount: 0,
  cardDiscountAmount: 0,
  billConcessionAmount: 0,
  concessionAmount: 0,
  netAmount: 0,
  patientAmount: 0,
  organisationAmount: 0,
};

/** The concession typed on `amount`, rounded, never above the amount; and whether it was typed above it. */
function concessionOn(
  amount: number,
  concession: Concession,
  round: (minor: number) => number,
): { concessionAmount: number; aboveAmount: boolean } {
  const value = Math.max(0, concession.value);
  const typed = concession.type === 'percent' ? (amount * value) / wholePercent : value;
  const aboveAmount = concession.type === 'percent' ? value > wholePercent : value > amount;
  return { concessionAmount: Math.min(amount, round(typed)), aboveAmount };
}

/**
 * Shares `total` over `amounts` in proportion to them, each share rounded to `unit`: share i is
 * the rounded running total up to line i less the rounded running total before it, so the shares
 * add up to `total` exactly, the last line taking what rounding left. Exact integer arithmetic:
 * amounts in minor units times a total overflow a double's integers on large bills. When every
 * amount and the total are multiples of `unit`, no share is above its amount.
 */
export function shareInProportion(total: number, amounts: readonly number[], unit: number): number[] {
  const base = amounts.reduce((sum, amount) => sum + amount, 0);
  if (base === 0 || total === 0) return amounts.map(() => 0);
  const exactUnit = amounts.every((amount) => amount % unit === 0) && total % unit === 0 ? unit : 1;
  const denominator = BigInt(base) * BigInt(exactUnit);
  let runningAmount = 0n;
  let previousTarget = 0;
  return amounts.map((amount) => {
    runningAmount += BigInt(amount);
    const numerator = BigInt(total) * runningAmount;
    const target = Number((2n * numerator + denominator) / (2n * denominator)) * exactUnit;
    const share = target - previousTarget;
    previousTarget = target;
    return share;
  });
}

/**
 * Prices a bill (issue 7 Billing; spec 002 §3). Per line: its own concession first, then the
 * privilege card's discount on what is left, then a share of the bill's concession in proportion
 * to what is left after both. A concession above its amount is a problem ('concessionAboveAmount')
 * and counts as the whole amount, so no total goes below zero. A copayment line is paid by the
 * organisation but for the patient's `copayPercent`; other lines by the patient. Cancelled lines
 * count zero. Amounts are rounded per the lab's `floatSupportFlag` (spec 000 §9).
 */
export function priceBill(input: PriceBillInput): PricedBill {
  const round = (minor: number) => roundMoney(minor, input.floatSupport, input.currency);
  const cardBasisPoints = Math.min(wholePercent, Math.max(0, input.cardDiscountBasisPoints));
  const problems: BillProblem[] = [];

  const ownConcessions = input.lines.map((line, position) => {
    if (line.cancelled) return null;
    const grossAmount = Math.round(line.unitPrice * line.quantity);
    const own = concessionOn(grossAmount, line.concession, round);
    if (own.aboveAmount) problems.push({ line: position, messageKey: 'concessionAboveAmount' });
    const afterOwn = grossAmount - own.concessionAmount;
    const cardDiscountAmount = Math.min(afterOwn, round((afterOwn * cardBasisPoints) / wholePercent));
    return { grossAmount, lineConcessionAmount: own.concessionAmount, cardDiscountAmount };
  });

  const amountsLeft = ownConcessions.map((line) =>
    line === null ? 0 : line.grossAmount - line.lineConcessionAmount - line.cardDiscountAmount,
  );
  const billBase = amountsLeft.reduce((sum, amount) => sum + amount, 0);
  const bill = concessionOn(billBase, input.concession, round);
  if (bill.aboveAmount) problems.push({ line: null, messageKey: 'concessionAboveAmount' });
  const unit = input.floatSupport ? 1 : 10 ** currencyMinorDigits(input.currency);
  const shares = shareInProportion(bill.concessionAmount, amountsLeft, unit);

  const lines = input.lines.map((line, position): PricedLine => {
    const own = ownConcessions[position];
    if (!own) return zeroLine;
    const billConcessionAmount = shares[position] ?? 0;
    const concessionAmount = own.lineConcessionAmount + own.cardDiscountAmount + billConcessionAmount;
    const netAmount = own.grossAmount - concessionAmount;
    const organisationAmount = !line.copayment
      ? 0
      : line.copayPercent === null || line.copayPercent === undefined
        ? netAmount
        : Math.min(netAmount, round((netAmount * (100 - Math.min(100, Math.max(0, line.copayPercent)))) / 100));
    return {
      ...own,
      billConcessionAmount,
      concessionAmount,
      netAmount,
      organisationAmount,
      patientAmount: netAmount - organisationAmount,
    };
  });

  const total = (field: keyof PricedLine) => lines.reduce((sum, line) => sum + line[field], 0);
  return {
    lines,
    grossAmount: total('grossAmount'),
    concessionAmount: total('concessionAmount'),
    cardDiscountAmount: total('cardDiscountAmount'),
    billConcessionAmount: total('billConcessionAmount'),
    netAmount: total('netAmount'),
    patientAmount: total('patientAmount'),
    organisationAmount: total('organisationAmount'),
    problems,
  };
}

/** What the patient still owes: their share less what they paid, plus what was given back; never below zero. */
export const dueAmount = ({
  patientAmount,
  paidAmount,
  refundedAmount,
}: {
  patientAmount: number;
  paidAmount: number;
  refundedAmount: number;
}): number => Math.max(0, patientAmount - paidAmount + refundedAmount);

/**
 * The concession the desk gave, as a percent of the gross amount. The privilege card's discount
 * is not counted: its card type was approved when it was set up (spec 000 §6), and counting it
 * would send every card holder's bill for approval.
 */
export const concessionPercent = (
  priced: Pick<PricedBill, 'grossAmount' | 'concessionAmount' | 'cardDiscountAmount'>,
) =>
  priced.grossAmount === 0 ? 0 : ((priced.concessionAmount - priced.cardDiscountAmount) * 100) / priced.grossAmount;

/** Whether the bill needs a user who may approve discounts (spec 000 §6; the lab's concessionLimitPercent). */
export const exceedsConcessionLimit = (
  priced: Pick<PricedBill, 'grossAmount' | 'concessionAmount' | 'cardDiscountAmount'>,
  limitPercent: number,
): boolean => (priced.concessionAmount - priced.cardDiscountAmount) * 100 > limitPercent * priced.grossAmount;
