import { describe, expect, it } from 'vitest';
import { conditionMatches, isIcd10Code, normaliseIcdCode } from './icd-codes.js';

const diabetes = { icdCode: 'E11.9', name: 'Type 2 diabetes mellitus without complications' };

// spec 000 §7 line 198: "GET getMedicalHistoryList/, getAllergiesList/, getDiseaseListApi/,
// get_all_icd_codes/" and §8 'Unable to get ICD code list': conditions are chosen by ICD-10 code.
describe('ICD-10 codes (spec 000 §7 get_all_icd_codes)', () => {
  it.each(['E11', 'E11.9', 'e11.9', ' I10 ', 'J45.909', 'S72.001A', 'U07.1'])('accepts %j', (code) => {
    expect(isIcd10Code(code)).toBe(true);
  });

  it.each(['', 'E1', '11.9', 'E11.', 'E11.A', 'EE11', 'E11.12345', 'E11 9', 'Diabetes'])('refuses %j', (code) => {
    expect(isIcd10Code(code)).toBe(false);
  });

  it('keeps codes trimmed and in upper case', () => {
    expect(normaliseIcdCode(' e11.9 ')).toBe('E11.9');
  });
});

describe('conditionMatches: the disease box searches by code or by name', () => {
  it.each([
    ['the start of the code', 'E11'],
    ['the code in lower case, with its dot', 'e11.'],
    ['a word of the name', 'diabetes'],
    ['prefixes of two words in another order', 'mell diab'],
    ['a word with another case', 'TYPE'],
    ['nothing', '  '],
  ])('finds it by %s', (_case, search) => {
    expect(conditionMatches(diabetes, search)).toBe(true);
  });

  it.each([
    ['another code', 'E10'],
    ['the middle of a word', 'abetes'],
    ['one word that is not in the name', 'diabetes insipidus'],
    ['punctuation only', '--'],
  ])('does not find it by %s', (_case, search) => {
    expect(conditionMatches(diabetes, search)).toBe(false);
  });

  it('folds accents, as patient search does', () => {
    expect(conditionMatches({ icdCode: 'G30', name: "Maladie d'Alzheimer" }, 'alzhéimer')).toBe(true);
  });
});
