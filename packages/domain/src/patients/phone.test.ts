import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitsOnly, isValidMobile, nationalNumber, registrationMobileDigits } from './phone.js';

// spec 000 §5 line 147: "Phone: digits only, length within the dial code's minimum and maximum;
// ... Registration mobile bounds are 7 to 13 digits, non-digits stripped." and line 144: "the
// phone is validated with the country code".
describe('registration mobiles (spec 000 §5 "Registration mobile bounds are 7 to 13 digits")', () => {
  it('are bounded at 7 and 13 digits', () => {
    expect(registrationMobileDigits).toEqual({ min: 7, max: 13 });
  });

  it('strip everything but digits', () => {
    expect(digitsOnly('+91 (98765) 43-210')).toBe('919876543210');
    expect(digitsOnly('abc')).toBe('');
  });

  it('accept Indian mobiles, typed with spaces, dashes, a trunk zero or the dial code', () => {
    for (const mobile of [
      '9876543210',
      '98765 43210',
      '98765-43210',
      '09876543210',
      '919876543210',
      '+91 98765 43210',
    ]) {
      expect(isValidMobile(mobile, 'IN'), mobile).toBe(true);
    }
    expect(isValidMobile('7012345678', 'IN')).toBe(true);
    expect(isValidMobile('6012345678', 'IN')).toBe(true);
  });

  it('takes the country code in either case', () => {
    expect(isValidMobile('9876543210', 'in')).toBe(true);
  });

  it('refuse Indian numbers of the wrong length or shape', () => {
    for (const mobile of ['987654321', '98765432109', '0000000000', '98765', '', 'not a number']) {
      expect(isValidMobile(mobile, 'IN'), mobile).toBe(false);
    }
  });

  it('refuse fewer than 7 or more than 13 digits whatever the country', () => {
    expect(isValidMobile('123456', 'IN')).toBe(false);
    expect(isValidMobile('98765432101234', 'IN')).toBe(false);
    // 14 digits: a valid Indian mobile behind the 00 international prefix is still too long.
    expect(isValidMobile('0091 98765 43210', 'IN')).toBe(false);
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 14, maxLength: 20 }), (digits) =>
        ['IN', 'US', 'GB', 'AE'].every((isoCode) => !isValidMobile(digits, isoCode)),
      ),
    );
  });

  it('validate with the chosen country: a US number is valid in the US, not in India', () => {
    expect(isValidMobile('(201) 555-0123', 'US')).toBe(true);
    expect(isValidMobile('+1 201 555 0123', 'US')).toBe(true);
    expect(isValidMobile('2015550123', 'IN')).toBe(false);
    expect(isValidMobile('050 123 4567', 'AE')).toBe(true);
    expect(isValidMobile('07911 123456', 'GB')).toBe(true);
  });

  it('refuse every number for a country code that is not one', () => {
    expect(isValidMobile('9876543210', 'XX')).toBe(false);
    expect(isValidMobile('9876543210', '')).toBe(false);
  });
});

describe('nationalNumber', () => {
  it('is the same for a number typed with or without its dial code', () => {
    for (const mobile of ['9876543210', '919876543210', '+91 98765 43210', '09876543210']) {
      expect(nationalNumber(mobile, 'IN'), mobile).toBe('9876543210');
    }
    expect(nationalNumber('+1 (201) 555-0123', 'US')).toBe('2015550123');
    expect(nationalNumber('12015550123', 'US')).toBe('2015550123');
    expect(nationalNumber('+971 50 123 4567', 'AE')).toBe('501234567');
  });

  it('keeps the digits of a number it cannot read', () => {
    expect(nationalNumber('98-765', 'IN')).toBe('98765');
    expect(nationalNumber('9876543210', 'XX')).toBe('9876543210');
  });
});
