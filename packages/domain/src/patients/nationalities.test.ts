import { describe, expect, it } from 'vitest';
import { countries, dialCodeOf } from './countries.js';
import { nationalities } from './nationalities.js';

// spec 000 §3 line 104: "Static lists: about 230 nationalities (value and label) and about 100
// countries (label, alpha2, alpha3, numeric)."
describe('nationalities (spec 000 §3 "Static lists")', () => {
  it('hold about 230 entries, each value once', () => {
    expect(nationalities.length).toBeGreaterThanOrEqual(220);
    expect(nationalities.length).toBeLessThanOrEqual(240);
    expect(new Set(nationalities.map((nationality) => nationality.value)).size).toBe(nationalities.length);
  });

  it('use the demonym as both value and label, with no blank or padded word', () => {
    for (const nationality of nationalities) {
      expect(nationality.label).toBe(nationality.value);
      expect(nationality.value).toBe(nationality.value.trim());
      expect(nationality.value).not.toBe('');
    }
  });

  it('include the product’s regions', () => {
    const values = nationalities.map((nationality) => nationality.value);
    expect(values).toEqual(expect.arrayContaining(['Indian', 'American', 'British', 'Emirati', 'French', 'German']));
  });

  it('are sorted alphabetically, accents aside', () => {
    const values = nationalities.map((nationality) => nationality.value);
    const sorted = [...values].sort((left, right) => left.localeCompare(right, 'en', { sensitivity: 'base' }));
    expect(values).toEqual(sorted);
  });
});

// The 27 members of the European Union.
const europeanUnion = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];

describe('countries (spec 000 §3 "Static lists")', () => {
  it('hold about 100 countries with well-formed, unique ISO 3166-1 codes', () => {
    expect(countries.length).toBeGreaterThanOrEqual(90);
    expect(countries.length).toBeLessThanOrEqual(110);
    for (const country of countries) {
      expect(country.alpha2, country.label).toMatch(/^[A-Z]{2}$/);
      expect(country.alpha3, country.label).toMatch(/^[A-Z]{3}$/);
      expect(country.numeric, country.label).toMatch(/^\d{3}$/);
    }
    for (const key of ['label', 'alpha2', 'alpha3', 'numeric'] as const) {
      expect(new Set(countries.map((country) => country[key])).size, key).toBe(countries.length);
    }
  });

  it('cover every region of the product (spec 000 §9 "regions IN, US, UK, UAE, EU")', () => {
    const codes = countries.map((country) => country.alpha2);
    expect(europeanUnion).toHaveLength(27);
    expect(codes).toEqual(expect.arrayContaining(['IN', 'US', 'GB', 'AE', ...europeanUnion]));
  });

  it('give the ISO codes of known countries', () => {
    const byAlpha2 = new Map(countries.map((country) => [country.alpha2, country]));
    expect(byAlpha2.get('IN')).toEqual({ label: 'India', alpha2: 'IN', alpha3: 'IND', numeric: '356' });
    expect(byAlpha2.get('US')).toEqual({ label: 'United States', alpha2: 'US', alpha3: 'USA', numeric: '840' });
    expect(byAlpha2.get('GB')).toEqual({ label: 'United Kingdom', alpha2: 'GB', alpha3: 'GBR', numeric: '826' });
    expect(byAlpha2.get('AE')).toEqual({ label: 'United Arab Emirates', alpha2: 'AE', alpha3: 'ARE', numeric: '784' });
    expect(byAlpha2.get('DE')).toMatchObject({ alpha3: 'DEU', numeric: '276' });
    expect(byAlpha2.get('AT')).toMatchObject({ alpha3: 'AUT', numeric: '040' });
  });

  it('has a dial code for every listed country', () => {
    for (const country of countries) expect(dialCodeOf(country.alpha2), country.label).toMatch(/^\d{1,3}$/);
  });
});

// spec 000 §3 line 62: "Country list: ISO2 code, name and dial code. Default dial code 91."
describe('dialCodeOf', () => {
  it('gives the dial code without its plus, in either case of the code', () => {
    expect(dialCodeOf('IN')).toBe('91');
    expect(dialCodeOf('in')).toBe('91');
    expect(dialCodeOf('US')).toBe('1');
    expect(dialCodeOf('GB')).toBe('44');
    expect(dialCodeOf('AE')).toBe('971');
  });

  it('gives null for a code libphonenumber-js does not know', () => {
    expect(dialCodeOf('XX')).toBeNull();
    expect(dialCodeOf('')).toBeNull();
  });
});
