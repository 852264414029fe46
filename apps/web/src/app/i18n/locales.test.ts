import {
  bundledLocales,
  flattenKeys,
  type LanguageCode,
  type LocaleMessages,
  languageCodes,
  messages,
} from '@lims/domain';
import { describe, expect, it } from 'vitest';

// Every source file of the app, as text (Vite reads them; no file system access needed).
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** t('key'), i18n.t('key') and t("key"): STYLE.md asks for literal keys, so this finds them all. */
const usedKeys = (): Map<string, string[]> => {
  const found = new Map<string, string[]>();
  const pattern = /\bt\(\s*(['"`])([A-Za-z0-9_.]+)\1/g;
  for (const [file, text] of Object.entries(sources)) {
    for (const match of text.matchAll(pattern)) {
      const key = match[2] ?? '';
      found.set(key, [...(found.get(key) ?? []), file]);
    }
  }
  return found;
};

const valueAt = (dictionary: LocaleMessages, key: string): string | undefined => {
  let node: string | LocaleMessages | undefined = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const english = bundledLocales.en;
const englishKeys = flattenKeys(english).sort();
const others = languageCodes.filter((code): code is Exclude<LanguageCode, 'en'> => code !== 'en');

describe('translations', () => {
  it('finds the keys the code uses', () => {
    expect(usedKeys().size).toBeGreaterThan(100);
  });

  it.each(languageCodes)('has every key the code uses in %s', (code) => {
    const missing = [...usedKeys()].filter(([key]) => valueAt(bundledLocales[code], key) === undefined);
    expect(missing.map(([key, files]) => `${key} (${files.join(', ')})`)).toEqual([]);
  });

  it.each(others)('has exactly the English key set in %s', (code) => {
    expect(flattenKeys(bundledLocales[code]).sort()).toEqual(englishKeys);
  });

  it.each(others)('keeps the placeholders of every text in %s', (code) => {
    const mismatched = englishKeys.filter(
      (key) =>
        JSON.stringify(placeholders(valueAt(bundledLocales[code], key) ?? '')) !==
        JSON.stringify(placeholders(valueAt(english, key) ?? '')),
    );
    expect(mismatched).toEqual([]);
  });

  it.each(others)('translates %s rather than copying English', (code) => {
    const copied = englishKeys.filter((key) => valueAt(bundledLocales[code], key) === valueAt(english, key));
    // A few words are the same in both (LIMS, Patient, Actions); whole screens must not be.
    expect(copied.length).toBeLessThan(englishKeys.length * 0.05);
  });

  it('keeps the spec texts of the domain letter for letter in English', () => {
    const englishMessages = english.messages;
    expect(typeof englishMessages).toBe('object');
    const texts = Object.fromEntries(Object.keys(messages).map((key) => [key, valueAt(english, `messages.${key}`)]));
    expect(texts).toEqual(messages);
  });

  it('keeps the quoted spec texts the web client shows exact in English', () => {
    expect(valueAt(english, 'frame.switchDepartment')).toBe('Switch Department');
    expect(valueAt(english, 'auth.patientLink')).toBe('Are you a patient? You can Login here');
    expect(valueAt(english, 'confirm.sure')).toBe('Sure');
    expect(valueAt(english, 'confirm.cancel')).toBe('Cancel');
    expect(valueAt(english, 'messages.dataNotFound')).toBe('Data Not Found');
    expect(valueAt(english, 'messages.errorBoundary')).toBe('Oops! Something went wrong. Please Reload the page.');
  });
});
