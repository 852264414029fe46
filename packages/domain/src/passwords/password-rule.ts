import { messages } from '../errors/messages.js';

/** spec 000 §5: the special characters a password must contain one of. */
export const passwordSpecialCharacters = '$@!%*?&#';
export const passwordMinimumLength = 8;
/** Longer inputs are refused before hashing so that a huge body cannot tie up the CPU. */
export const passwordMaximumLength = 128;

export interface PasswordCheck {
  ok: boolean;
  missing: Array<'length' | 'lowercase' | 'uppercase' | 'digit' | 'special' | 'tooLong'>;
}

/**
 * spec 000 §5: "minimum 8 characters, with a lowercase letter, an uppercase letter, a digit
 * and one of $ @ ! % * ? & #". The other reading ("longer than 8") is stricter by one
 * character and is not taken: docs/decisions/0003-password-rule.md. Other characters are
 * allowed, so long pass phrases are not refused.
 */
export function checkPassword(password: string): PasswordCheck {
  const missing: PasswordCheck['missing'] = [];
  if (password.length < passwordMinimumLength) missing.push('length');
  if (password.length > passwordMaximumLength) missing.push('tooLong');
  if (!/[a-z]/.test(password)) missing.push('lowercase');
  if (!/[A-Z]/.test(password)) missing.push('uppercase');
  if (!/[0-9]/.test(password)) missing.push('digit');
  if (![...password].some((character) => passwordSpecialCharacters.includes(character))) missing.push('special');
  return { ok: missing.length === 0, missing };
}

export const passwordRuleMessage = messages.passwordRule;
