import { type LocaleMessages, mergeAreaTexts } from './area-texts.js';
import { type LanguageCode, languageCodes } from './languages.js';
import { areaLocales, type EnglishLocale } from './locales/index.js';

// In a module of its own: the web client merges the files it loads with it and must not pull in
// the dictionaries of every language that this module builds.
export { type LocaleMessages, mergeAreaTexts } from './area-texts.js';

const mergeAreas = (language: LanguageCode) => mergeAreaTexts(areaLocales.map((area) => area[language]));

/** The texts shipped with the product; a lab's overrides are laid over them by the server. */
export const bundledLocales = Object.fromEntries(languageCodes.map((code) => [code, mergeAreas(code)])) as Record<
  LanguageCode,
  LocaleMessages
>;
export type { EnglishLocale };

/** Every key of a nested dictionary, dotted: { a: { b: 'x' } } gives ['a.b']. */
export function flattenKeys(messages: LocaleMessages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
  );
}
