import { roundHalfAwayFromZero } from '../catalogue/calculation.js';
import { fallbackCurrencyPrefix } from './billing-options.js';

/** Each currency's digits once found: making a NumberFormat costs more than pricing a bill line. */
const minorDigitsOf = new Map<string, number>();

/**
 * Money travels and is stored in integer minor units of the lab's currency (paise for INR,
 * DESIGN.md Data). How many minor units make a major one comes from the currency (Intl's digits:
 * 2 for INR, USD and AED, 0 for JPY, 3 for KWD); 2 when the currency is not given or unknown.
 */
export function currencyMinorDigits(currency?: string): number {
  if (!currency) return 2;
  const known = minorDigitsOf.get(currency);
  if (known !== undefined) return known;
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // An unknown currency keeps the default.
  }
  minorDigitsOf.set(currency, digits);
  return digits;
}

const minorPerMajor = (currency?: string): number => 10 ** currencyMinorDigits(currency);

/**
 * spec 000 §9: "amounts rounded to 2 decimals when floatSupportFlag is on, otherwise integers":
 * to whole minor units (2 decimals of INR) when on, to whole major units (multiples of 100 paise)
 * when off; halves away from zero, as a cashier rounds.
 */
export function roundMoney(minor: number, floatSupport: boolean, currency?: string): number {
  const unit = floatSupport ? 1 : minorPerMajor(currency);
  const rounded = Math.sign(minor) * Math.round(Math.abs(minor) / unit) * unit;
  return rounded === 0 ? 0 : rounded;
}

/**
 * An amount typed in major units (12.5 rupees) in minor units (1250 paise). The shift is done on
 * the decimal text, so 1.005 becomes 101 (not 100, as 1.005 * 100 would give).
 */
export function majorToMinor(major: number, currency?: string): number {
  const digits = currencyMinorDigits(currency);
  const minor = Math.round(roundHalfAwayFromZero(major, digits) * 10 ** digits);
  return minor === 0 ? 0 : minor;
}

export const minorToMajor = (minor: number, currency?: string): number => minor / minorPerMajor(currency);

const endsWithLetter = /\p{L}$/u;

/**
 * spec 001 §9 and 002 §9: "default concession type is the currency prefix (fallback 'Rs. ')".
 * The prefix is the currency's own short symbol ('₹', '$'), or its code and a space where it has
 * none ('AED '); 'Rs. ' when the lab has no valid currency.
 */
export function currencyPrefix(currency: string): string {
  try {
    const symbol = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value;
    if (!symbol) return fallbackCurrencyPrefix;
    return endsWithLetter.test(symbol) ? `${symbol} ` : symbol;
  } catch {
    return fallbackCurrencyPrefix;
  }
}

/** The locale amounts are grouped in: the caller's, else Indian grouping (1,25,000) for INR; 'en' for a malformed tag. */
function moneyLocale(currency: string, locale: string | undefined): string {
  try {
    return Intl.getCanonicalLocales(locale ?? (currency === 'INR' ? 'en-IN' : 'en'))[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/**
 * An amount as the desk, the bill and the receipt show it. spec 000 §9 "Currency format INR with
 * no decimals": whole major units when `floatSupport` is off, the currency's decimals when on.
 * Digits stay Latin in every language, as every number of the lab does.
 */
export function formatMoney(
  minor: number,
  currency: string,
  { floatSupport, locale }: { floatSupport: boolean; locale?: string },
): string {
  const digits = floatSupport ? currencyMinorDigits(currency) : 0;
  const major = minorToMajor(roundMoney(minor, floatSupport, currency), currency);
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits, numberingSystem: 'latn' };
  const chosenLocale = moneyLocale(currency, locale);
  try {
    return new Intl.NumberFormat(chosenLocale, { ...options, style: 'currency', currency }).format(major);
  } catch {
    return `${fallbackCurrencyPrefix}${new Intl.NumberFormat(chosenLocale, options).format(major)}`;
  }
}
