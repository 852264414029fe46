import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasVerhoeffCheckDigit,
  isAadhaarNumber,
  isValidDocumentNumber,
  normaliseDocumentNumber,
} from './id-proof-rules.js';
import { idProofTypes } from './patient-options.js';

/** The one digit that makes `prefix` + digit pass Verhoeff's check. */
const withCheckDigit = (prefix: string) => {
  const valid = [...'0123456789'].filter((digit) => hasVerhoeffCheckDigit(prefix + digit));
  expect(valid).toHaveLength(1);
  return prefix + valid[0];
};

// spec 000 §3 line 102: "ID proof types: Aadhar Card, Pan Card, Passport, License, Identity Card."
describe('document numbers of the ID proof types (spec 000 §3)', () => {
  it('knows the textbook Verhoeff example: 236 has check digit 3', () => {
    expect(hasVerhoeffCheckDigit('2363')).toBe(true);
    expect(hasVerhoeffCheckDigit('2364')).toBe(false);
  });

  it('accepts an Aadhaar number with its check digit, grouped or not, and refuses one digit changed', () => {
    const number = withCheckDigit('23412341234');
    expect(isAadhaarNumber(number)).toBe(true);
    expect(isAadhaarNumber(`${number.slice(0, 4)} ${number.slice(4, 8)} ${number.slice(8)}`)).toBe(true);
    expect(isAadhaarNumber(`${number.slice(0, 11)}${(Number(number[11]) + 1) % 10}`)).toBe(false);
  });

  it('refuses Aadhaar numbers of the wrong length or starting with 0 or 1', () => {
    for (const prefix of ['03412341234', '13412341234']) expect(isAadhaarNumber(withCheckDigit(prefix))).toBe(false);
    expect(isAadhaarNumber(withCheckDigit('2341234123'))).toBe(false);
    expect(isAadhaarNumber('abcd efgh ijkl')).toBe(false);
  });

  it('catches every single-digit typo in an Aadhaar number (the point of Verhoeff)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[2-9]\d{10}$/),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 9 }),
        (prefix, position, shift) => {
          const number = withCheckDigit(prefix);
          const typo =
            number.slice(0, position) + ((Number(number[position]) + shift) % 10) + number.slice(position + 1);
          return !isAadhaarNumber(typo);
        },
      ),
    );
  });

  it.each([
    ['Pan Card', 'ABCPE1234F', true],
    ['Pan Card', 'abcpe1234f', true],
    ['Pan Card', 'ABCXE1234F', false],
    ['Pan Card', 'ABCPE12345', false],
    ['Passport', 'K1234567', true],
    ['Passport', 'K12', false],
    ['License', 'MH12 20110012345', true],
    ['License', 'DL-04/2019/000123', true],
    ['Identity Card', '784-1990-1234567-1', true],
    ['Identity Card', '!!!', false],
    ['Identity Card', 'x'.repeat(31), false],
  ] as const)('%s %j: %s', (proofType, number, valid) => {
    expect(isValidDocumentNumber(proofType, number)).toBe(valid);
  });

  it('treats the number as optional for every type: the scan is the proof', () => {
    for (const proofType of idProofTypes) {
      expect(isValidDocumentNumber(proofType, null)).toBe(true);
      expect(isValidDocumentNumber(proofType, '  ')).toBe(true);
    }
  });

  it('keeps numbers in one form, so that the same document is written the same way', () => {
    expect(normaliseDocumentNumber('Aadhar Card', ' 2341 2341 2346 ')).toBe('234123412346');
    expect(normaliseDocumentNumber('Pan Card', 'abcpe1234f')).toBe('ABCPE1234F');
    expect(normaliseDocumentNumber('License', ' dl-04/2019 ')).toBe('dl-04/2019');
  });
});
