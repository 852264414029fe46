import type { EnglishLocale } from '@lims/domain';

// Keys are checked at compile time against the English texts; the locale test checks the other four.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: EnglishLocale };
  }
}
