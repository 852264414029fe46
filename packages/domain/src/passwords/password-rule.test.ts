import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../errors/messages.js';
import {
  checkPassword,
  passwordMaximumLength,
  passwordMinimumLength,
  passwordRuleMessage,
  passwordSpecialCharacters,
} from './password-rule.js';

// spec 000 §5 line 148: "Password rule: minimum 8 characters, with a lowercase letter, an
// uppercase letter, a digit and one of $ @ ! % * ? & #."
describe('checkPassword (spec 000 §5)', () => {
  it("accepts the demo password 'Demo@1234'", () => {
    expect(checkPassword('Demo@1234')).toEqual({ ok: true, missing: [] });
  });

  it.each([
    ['a lowercase letter', 'DEMO@1234', 'lowercase'],
    ['an uppercase letter', 'demo@1234', 'uppercase'],
    ['a digit', 'Demo@abcd', 'digit'],
    ['a special character', 'Demo12345', 'special'],
  ] as const)('refuses a password without %s', (_name, password, missing) => {
    expect(checkPassword(password)).toEqual({ ok: false, missing: [missing] });
  });

  it('lists every missing class at once', () => {
    expect(checkPassword('abcdefgh').missing).toEqual(['uppercase', 'digit', 'special']);
    expect(checkPassword('').missing).toEqual(['length', 'lowercase', 'uppercase', 'digit', 'special']);
  });

  it('refuses 7 characters and accepts 8 (minimum 8; the "longer than 8" reading is not taken)', () => {
    expect(passwordMinimumLength).toBe(8);
    expect(checkPassword('Dem@123')).toEqual({ ok: false, missing: ['length'] });
    expect(checkPassword('Demo@123')).toEqual({ ok: true, missing: [] });
  });

  it('lists exactly the special characters of the spec', () => {
    expect([...passwordSpecialCharacters].sort()).toEqual(['!', '#', '$', '%', '&', '*', '?', '@'].sort());
  });

  it.each(['$', '@', '!', '%', '*', '?', '&', '#'])('accepts %s as the special character', (special) => {
    expect(checkPassword(`Demo${special}123`)).toEqual({ ok: true, missing: [] });
  });

  it.each(['^', '-', '_', '+', '.', ' ', '~'])('does not count %j as the special character', (other) => {
    expect(checkPassword(`Demo${other}123`)).toEqual({ ok: false, missing: ['special'] });
  });

  it('allows other characters beside the required ones (pass phrases)', () => {
    expect(checkPassword('Correct horse battery staple 9!').ok).toBe(true);
  });

  it('accepts 128 characters and refuses 129', () => {
    expect(passwordMaximumLength).toBe(128);
    const base = 'Demo@123';
    expect(checkPassword(base.padEnd(128, 'x')).ok).toBe(true);
    expect(checkPassword(base.padEnd(129, 'x'))).toEqual({ ok: false, missing: ['tooLong'] });
  });

  it('gives the rule as its message, naming every special character', () => {
    expect(passwordRuleMessage).toBe(messages.passwordRule);
    expect(passwordRuleMessage).toBe(
      'Password must be at least 8 characters long and contain a lowercase letter, an uppercase letter, a digit and one of $ @ ! % * ? & #.',
    );
  });

  it('property: ok exactly when nothing is missing, and every class found is not reported missing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), (password) => {
        const { ok, missing } = checkPassword(password);
        expect(ok).toBe(missing.length === 0);
        if (/[a-z]/.test(password)) expect(missing).not.toContain('lowercase');
        if (/[A-Z]/.test(password)) expect(missing).not.toContain('uppercase');
        if (/[0-9]/.test(password)) expect(missing).not.toContain('digit');
        expect(missing.includes('length')).toBe(password.length < 8);
        expect(missing.includes('tooLong')).toBe(password.length > 128);
      }),
    );
  });
});
