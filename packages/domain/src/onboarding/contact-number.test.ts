import { describe, expect, it } from 'vitest';
import { messages } from '../errors/messages.js';
import {
  contactNumberDigits,
  defaultDialCode,
  internationalContactNumber,
  isValidContactNumber,
} from './contact-number.js';

// spec 000 §5 line 147: "Phone: digits only, length within the dial code's minimum and maximum;
// a leading plus and dial code is stripped when the string is over 5 characters. Message:
// 'Please enter valid number.'"; §3 line 62: "Default dial code 91."
describe('sign-up contact number (spec 000 §5)', () => {
  it('defaults to dial code 91', () => {
    expect(defaultDialCode).toBe('91');
    expect(isValidContactNumber('9876543210')).toBe(true);
  });

  it('strips a leading plus and dial code when the string is over 5 characters', () => {
    expect(contactNumberDigits('+91 98765 43210', '91')).toBe('9876543210');
    expect(contactNumberDigits('+9198', '91')).toBe('9198');
    expect(internationalContactNumber('+91 98765 43210', '91')).toBe('+919876543210');
  });

  it('keeps digits only', () => {
    expect(contactNumberDigits('98765-43210', '91')).toBe('9876543210');
  });

  it("refuses numbers outside the dial code's lengths", () => {
    expect(isValidContactNumber('98765', '91')).toBe(false);
    expect(isValidContactNumber('987654321012', '91')).toBe(false);
    expect(isValidContactNumber('', '91')).toBe(false);
  });

  it('checks the number against its dial code', () => {
    expect(isValidContactNumber('2025550123', '1')).toBe(true);
    expect(isValidContactNumber('501234567', '971')).toBe(true);
    expect(isValidContactNumber('9876543210', '971')).toBe(false);
  });

  it("says 'Please enter valid number.'", () => {
    expect(messages.invalidNumber).toBe('Please enter valid number.');
  });
});
