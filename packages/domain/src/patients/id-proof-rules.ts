import type { IdProofType } from './patient-options.js';

/** Verhoeff's dihedral-group tables, the check-digit scheme of the Aadhaar number (UIDAI). */
const multiplication = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;
const permutation = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 8, 5],
] as const;

/** True when the last digit of `digits` is its Verhoeff check digit. */
export function hasVerhoeffCheckDigit(digits: string): boolean {
  let check = 0;
  [...digits].reverse().forEach((digit, position) => {
    const row = permutation[position % 8] as readonly number[];
    check = (multiplication[check] as readonly number[])[row[Number(digit)] as number] as number;
  });
  return check === 0;
}

/**
 * An Aadhaar number: 12 digits, in groups of four or not, the first neither 0 nor 1, the last
 * its Verhoeff check digit (UIDAI's published format).
 */
export function isAadhaarNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  return /^[2-9]\d{11}$/.test(digits) && hasVerhoeffCheckDigit(digits);
}

/** A PAN: five letters, four digits and a letter; the fourth letter is the holder's kind (P, C, H, …). */
export const isPanNumber = (value: string): boolean =>
  /^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/.test(value.trim().toUpperCase());

/** Passports of the product's regions: 6 to 9 letters and digits (India: a letter and 7 digits). */
export const isPassportNumber = (value: string): boolean => /^[A-Z0-9]{6,9}$/.test(value.trim().toUpperCase());

/**
 * A licence or an identity card: formats differ by country and issuer, so only what is clearly
 * no number is refused: 4 to 30 letters and digits, with spaces, hyphens or slashes between.
 */
export const isGeneralDocumentNumber = (value: string): boolean =>
  /^[\p{L}\p{N}](?:[\p{L}\p{N} /-]{2,28})[\p{L}\p{N}]$/u.test(value.trim());

const documentNumberRules: Record<IdProofType, (value: string) => boolean> = {
  'Aadhar Card': isAadhaarNumber,
  'Pan Card': isPanNumber,
  Passport: isPassportNumber,
  License: isGeneralDocumentNumber,
  'Identity Card': isGeneralDocumentNumber,
};

/**
 * Whether `documentNumber` can be a number of an ID proof of `proofType` (spec 000 §3 'ID proof
 * types'). The number is optional: an empty one is valid, the scan is the proof.
 */
export function isValidDocumentNumber(proofType: IdProofType, documentNumber: string | null | undefined): boolean {
  if (documentNumber === null || documentNumber === undefined || documentNumber.trim() === '') return true;
  return documentNumberRules[proofType](documentNumber);
}

/** The number as it is kept: trimmed, letters in upper case, Aadhaar's digits without their spaces. */
export function normaliseDocumentNumber(proofType: IdProofType, documentNumber: string): string {
  const trimmed = documentNumber.trim();
  if (proofType === 'Aadhar Card') return trimmed.replace(/[\s-]/g, '');
  if (proofType === 'Pan Card' || proofType === 'Passport') return trimmed.toUpperCase();
  return trimmed;
}
