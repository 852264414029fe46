import { describe, expect, it } from 'vitest';
import { bundledLocales, flattenKeys } from './bundled-locales.js';
import { fallbackLanguage, languageCodes, languageDirection, languages, localeFetchTimeoutMs } from './languages.js';

// spec 000 §1 line 22: "Interface languages: English, Hindi, Arabic, Spanish, French. Translation
// locales are fetched per lab and cached locally; if the fetch takes longer than 2 seconds the
// product proceeds with a fallback."
describe('interface languages (spec 000 §1)', () => {
  it('are English, Hindi, Arabic, Spanish and French, with English as the fallback', () => {
    expect(languageCodes).toEqual(['en', 'hi', 'ar', 'es', 'fr']);
    expect(fallbackLanguage).toBe('en');
  });

  it('writes Arabic right to left and the others left to right; an unknown code is left to right', () => {
    expect(languages.filter((language) => language.direction === 'rtl').map((language) => language.code)).toEqual([
      'ar',
    ]);
    expect(languageDirection('ar')).toBe('rtl');
    expect(languageDirection('hi')).toBe('ltr');
    expect(languageDirection('xx')).toBe('ltr');
  });

  it('gives up on the locale fetch after 2 seconds (spec 000 §9 "Locale fetch fallback 2 seconds")', () => {
    expect(localeFetchTimeoutMs).toBe(2000);
  });
});

describe('bundled locales', () => {
  it('ship one dictionary per language', () => {
    expect(Object.keys(bundledLocales).sort()).toEqual([...languageCodes].sort());
  });

  it('have the same keys in all five languages, none of them empty (STYLE.md: keys exist in every locale)', () => {
    const english = flattenKeys(bundledLocales.en).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const code of languageCodes) {
      expect(flattenKeys(bundledLocales[code]).sort(), code).toEqual(english);
    }
  });

  it('have no empty text', () => {
    const texts = (messages: unknown): string[] =>
      typeof messages === 'string' ? [messages] : Object.values(messages as object).flatMap(texts);
    for (const code of languageCodes) {
      expect(
        texts(bundledLocales[code]).filter((text) => text.trim() === ''),
        code,
      ).toEqual([]);
    }
  });
});

describe('flattenKeys', () => {
  it('dots nested keys and keeps top-level ones', () => {
    expect(flattenKeys({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })).toEqual(['a.b', 'a.c.d', 'e']);
  });

  it('gives nothing for an empty dictionary or an empty branch', () => {
    expect(flattenKeys({})).toEqual([]);
    expect(flattenKeys({ a: {} })).toEqual([]);
  });
});
