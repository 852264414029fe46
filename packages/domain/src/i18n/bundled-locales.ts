import { type LanguageCode, languageCodes } from './languages.js';
import { areaLocales, type EnglishLocale } from './locales/index.js';

export type LocaleMessages = { [key: string]: string | LocaleMessages };

function mergeAreas(language: LanguageCode): LocaleMessages {
  const merged: LocaleMessages = {};
  for (const area of areaLocales) {
    for (const [namespace, texts] of Object.entries(area[language])) {
      if (namespace in merged) throw new Error(`Two areas define the text namespace '${namespace}'.`);
      merged[namespace] = texts as LocaleMessages;
    }
  }
  return merged;
}

/** The texts shipped with the product; a lab's overrides are laid over them by the server. */
export const bundledLocales = Object.fromEntries(languageCodes.map((code) => [code, mergeAreas(code)])) as Record<
  LanguageCode,
  LocaleMessages
>;
export const englishLocale = bundledLocales.en as unknown as EnglishLocale;
export type { EnglishLocale };

/** Every key of a nested dictionary, dotted: { a: { b: 'x' } } gives ['a.b']. */
export function flattenKeys(messages: LocaleMessages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
  );
}
