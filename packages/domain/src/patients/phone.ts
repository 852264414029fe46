import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** spec 000 §5: "Registration mobile bounds are 7 to 13 digits, non-digits stripped." */
export const registrationMobileDigits = { min: 7, max: 13 } as const;

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/**
 * A registration mobile: digits only, 7 to 13 of them, and a valid number for the chosen
 * country (libphonenumber-js, spec 000 §5 "the phone is validated with the country code").
 */
export function isValidMobile(mobile: string, isoCode: string): boolean {
  const digits = digitsOnly(mobile);
  if (digits.length < registrationMobileDigits.min || digits.length > registrationMobileDigits.max) return false;
  const parsed = parsePhoneNumberFromString(digits, isoCode.toUpperCase() as CountryCode);
  return parsed?.isValid() ?? false;
}

/**
 * The national number of a mobile typed with or without its dial code: '+91 98765 43210',
 * '919876543210' and '9876543210' are the same number in India.
 */
export function nationalNumber(mobile: string, isoCode: string): string {
  const digits = digitsOnly(mobile);
  const parsed = parsePhoneNumberFromString(digits, isoCode.toUpperCase() as CountryCode);
  return parsed?.isValid() ? parsed.nationalNumber : digits;
}
