/** spec 000 §1 "Interface languages: English, Hindi, Arabic, Spanish, French". */
export const languages = [
  { code: 'en', name: 'English', direction: 'ltr' },
  { code: 'hi', name: 'हिन्दी', direction: 'ltr' },
  { code: 'ar', name: 'العربية', direction: 'rtl' },
  { code: 'es', name: 'Español', direction: 'ltr' },
  { code: 'fr', name: 'Français', direction: 'ltr' },
] as const;
export type LanguageCode = (typeof languages)[number]['code'];
export const languageCodes = languages.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];
export const fallbackLanguage: LanguageCode = 'en';

/** Whether a stored or requested code is one of the product's languages. */
export const isLanguageCode = (value: string | null | undefined): value is LanguageCode =>
  (languageCodes as readonly (string | null | undefined)[]).includes(value);

/** spec 000 §1: "if the fetch takes longer than 2 seconds the product proceeds with a fallback". */
export const localeFetchTimeoutMs = 2000;

export const languageDirection = (code: string): 'ltr' | 'rtl' =>
  languages.find((language) => language.code === code)?.direction ?? 'ltr';
