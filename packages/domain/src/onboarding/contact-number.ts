import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * The sign-up mobile rule (spec 000 §5 Phone), apart from the other onboarding rules so that
 * libphonenumber-js's metadata loads only with the pages that check a number.
 */

/** spec 000 §3: "Default dial code 91." */
export const defaultDialCode = '91';

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * spec 000 §5: "a leading plus and dial code is stripped when the string is over 5
 * characters", then digits only: '+91 98765 43210' with dial code 91 is '9876543210'.
 */
export function contactNumberDigits(value: string, dialCode: string = defaultDialCode): string {
  const trimmed = value.trim();
  const prefix = `+${digits(dialCode)}`;
  const withoutDialCode =
    trimmed.length > 5 && trimmed.replace(/\s/g, '').startsWith(prefix)
      ? trimmed.replace(/\s/g, '').slice(prefix.length)
      : trimmed;
  return digits(withoutDialCode);
}

/**
 * spec 000 §5: "Phone: digits only, length within the dial code's minimum and maximum ...
 * Message: 'Please enter valid number.'" (message key invalidNumber). The number is checked as
 * libphonenumber-js reads it with its dial code.
 */
export function isValidContactNumber(value: string, dialCode: string = defaultDialCode): boolean {
  const national = contactNumberDigits(value, dialCode);
  if (national.length === 0) return false;
  return parsePhoneNumberFromString(`+${digits(dialCode)}${national}`)?.isValid() ?? false;
}

/** The number in international form (+919876543210), as the sign-up request keeps it. */
export const internationalContactNumber = (value: string, dialCode: string = defaultDialCode): string =>
  `+${digits(dialCode)}${contactNumberDigits(value, dialCode)}`;
