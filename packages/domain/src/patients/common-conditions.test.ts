import { describe, expect, it } from 'vitest';
import { commonConditions } from './common-conditions.js';

// spec 000 §7 line 205: "GET getMedicalHistoryList/, getAllergiesList/, getDiseaseListApi/,
// get_all_icd_codes/." and §8 line 241 'Unable to get ICD code list': the list itself is not
// shown; these are the conditions a lab sees most on request forms.
describe('common conditions (ICD-10)', () => {
  it('hold about 120 conditions, each code and each name once', () => {
    expect(commonConditions.length).toBeGreaterThanOrEqual(110);
    expect(commonConditions.length).toBeLessThanOrEqual(130);
    expect(new Set(commonConditions.map((condition) => condition.icdCode)).size).toBe(commonConditions.length);
    expect(new Set(commonConditions.map((condition) => condition.name)).size).toBe(commonConditions.length);
  });

  it('use well-formed ICD-10 codes: a letter, two digits, then at most two after a dot', () => {
    for (const condition of commonConditions) {
      expect(condition.icdCode, condition.name).toMatch(/^[A-Z]\d{2}(\.\d{1,2})?$/);
      expect(condition.name.trim(), condition.icdCode).toBe(condition.name);
      expect(condition.name, condition.icdCode).not.toBe('');
    }
  });

  it('are ordered by code', () => {
    const codes = commonConditions.map((condition) => condition.icdCode);
    expect(codes).toEqual([...codes].sort());
  });

  it('give the known codes of the common conditions', () => {
    const nameOf = new Map(commonConditions.map((condition) => [condition.icdCode, condition.name]));
    expect(nameOf.get('E11')).toBe('Type 2 diabetes mellitus');
    expect(nameOf.get('I10')).toBe('Essential (primary) hypertension');
    expect(nameOf.get('E78.5')).toBe('Hyperlipidaemia, unspecified');
    expect(nameOf.get('J45')).toBe('Asthma');
    expect(nameOf.get('E03.9')).toBe('Hypothyroidism, unspecified');
    expect(nameOf.get('N18')).toBe('Chronic kidney disease');
    expect(nameOf.get('K76.0')).toMatch(/^Fatty \(change of\) liver/);
    expect(nameOf.get('D50')).toBe('Iron deficiency anaemia');
    expect(nameOf.get('B20')).toMatch(/HIV/);
    expect(nameOf.get('A15')).toMatch(/tuberculosis/i);
    expect(nameOf.get('O24.4')).toMatch(/gestational diabetes/);
  });
});
