import { describe, expect, it } from 'vitest';
import { isLanguageCode, languageCodes } from './languages.js';

describe('isLanguageCode (spec 000 §1: English, Hindi, Arabic, Spanish, French)', () => {
  it('takes the five languages of the product', () => {
    for (const code of languageCodes) expect(isLanguageCode(code)).toBe(true);
  });

  it('refuses anything else, a missing value and another case', () => {
    for (const value of ['de', 'EN', 'en-IN', '', null, undefined]) expect(isLanguageCode(value)).toBe(false);
  });
});
