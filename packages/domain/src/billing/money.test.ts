import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyMinorDigits, currencyPrefix, formatMoney, majorToMinor, minorToMajor, roundMoney } from './money.js';

describe('currencyMinorDigits', () => {
  it("takes the currency's decimals, 2 when unknown", () => {
    expect(['INR', 'USD', 'AED', 'JPY', 'KWD'].map(currencyMinorDigits)).toEqual([2, 2, 2, 0, 3]);
    expect(currencyMinorDigits('not a currency')).toBe(2);
    expect(currencyMinorDigits(undefined)).toBe(2);
  });
});

describe('roundMoney (spec 000 §9: "amounts rounded to 2 decimals when floatSupportFlag is on, otherwise integers")', () => {
  it('keeps whole minor units (2 decimals) with float support', () => {
    expect(roundMoney(12_345.5, true)).toBe(12_346);
    expect(roundMoney(12_345.4, true)).toBe(12_345);
    expect(roundMoney(12_345, true)).toBe(12_345);
  });

  it('rounds to whole major units without it, halves away from zero', () => {
    expect(roundMoney(12_345, false)).toBe(12_300);
    expect(roundMoney(12_350, false)).toBe(12_400);
    expect(roundMoney(-12_350, false)).toBe(-12_400);
    expect(roundMoney(49, false)).toBe(0);
    expect(Object.is(roundMoney(-49, false), 0)).toBe(true);
    expect(roundMoney(1_250, false, 'JPY')).toBe(1_250);
  });

  it('lands on a multiple of the unit, within half a unit', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e10, max: 1e10, noNaN: true }), fc.boolean(), (minor, floatSupport) => {
        const unit = floatSupport ? 1 : 100;
        const rounded = roundMoney(minor, floatSupport);
        expect(rounded % unit === 0 || Object.is(rounded % unit, -0)).toBe(true);
        expect(Math.abs(rounded - minor)).toBeLessThanOrEqual(unit / 2);
      }),
    );
  });
});

describe('majorToMinor and minorToMajor', () => {
  it('shifts on the decimal digits', () => {
    expect(majorToMinor(12.5)).toBe(1_250);
    expect(majorToMinor(1.005)).toBe(101);
    expect(majorToMinor(0.29)).toBe(29);
    expect(majorToMinor(-3.1)).toBe(-310);
    expect(majorToMinor(1_500, 'JPY')).toBe(1_500);
    expect(majorToMinor(1.5, 'KWD')).toBe(1_500);
    expect(minorToMajor(1_250)).toBe(12.5);
    expect(minorToMajor(1_500, 'KWD')).toBe(1.5);
  });

  it('round trips every amount of whole minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(majorToMinor(minorToMajor(minor))).toBe(minor);
      }),
    );
  });
});

describe('currencyPrefix (spec 001 §9: "default concession type is the currency prefix (fallback \'Rs. \')")', () => {
  it("gives the currency's symbol, its code and a space when it has none, 'Rs. ' without a currency", () => {
    expect(currencyPrefix('INR')).toBe('₹');
    expect(currencyPrefix('USD')).toBe('$');
    expect(currencyPrefix('AED')).toBe('AED ');
    expect(currencyPrefix('')).toBe('Rs. ');
    expect(currencyPrefix('rupees')).toBe('Rs. ');
  });
});

describe('formatMoney (spec 000 §9: "Currency format INR with no decimals")', () => {
  it('shows INR in whole rupees with Indian grouping when float support is off', () => {
    expect(formatMoney(12_500_000, 'INR', { floatSupport: false })).toBe('₹1,25,000');
    expect(formatMoney(12_550, 'INR', { floatSupport: false })).toBe('₹126');
  });

  it('shows the decimals with float support', () => {
    expect(formatMoney(12_550, 'INR', { floatSupport: true })).toBe('₹125.50');
    expect(formatMoney(12_550, 'USD', { floatSupport: true })).toBe('$125.50');
  });

  it("follows the caller's locale but keeps Latin digits", () => {
    expect(formatMoney(12_550, 'AED', { floatSupport: true, locale: 'ar' })).toMatch(/125[.,٫]50/);
    expect(formatMoney(12_550, 'INR', { floatSupport: false, locale: 'not a locale!' })).toBe('₹126');
  });

  it("falls back to 'Rs. ' for a currency Intl does not know", () => {
    expect(formatMoney(12_500, 'rupees', { floatSupport: false })).toBe('Rs. 125');
  });
});
