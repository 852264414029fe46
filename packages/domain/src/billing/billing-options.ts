/** spec 002 §9 "Payment modes", in the spec's order (the bill form's select lists them so). */
export const paymentModes = [
  'Cash',
  'Online',
  'Swipe Machine',
  'Credit',
  'Free',
  'Cheque',
  'Credit Card',
  'Debit Card',
  'UPI',
  'Wallets',
  'Other',
] as const;
export type PaymentMode = (typeof paymentModes)[number];

/** How a concession is typed: a percent of the amount or an amount in the lab's currency. */
export const concessionTypes = ['percent', 'amount'] as const;
export type ConcessionType = (typeof concessionTypes)[number];

/** Who pays a payment: the patient at the desk or the client organisation (copayment, credit). */
export const payers = ['patient', 'organisation'] as const;
export type Payer = (typeof payers)[number];

/** spec 002 §9 "Sample ID format types 0, 3, 5, 12, 13, 15, 16, 19"; their shapes are ours (sample-id-format.ts). */
export const sampleIdFormatTypes = [0, 3, 5, 12, 13, 15, 16, 19] as const;
export type SampleIdFormatType = (typeof sampleIdFormatTypes)[number];

/** spec 002 §3 'Add-test bill line': testQuantity=1. */
export const defaultTestQuantity = 1;
/** spec 000 §9 / 001 §9: "default concession type is the currency prefix (fallback 'Rs. ')". */
export const fallbackCurrencyPrefix = 'Rs. ';
