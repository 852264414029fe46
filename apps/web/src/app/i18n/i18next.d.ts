import type en from '@lims/domain/locales/en.json';

// Keys are checked at compile time against the English file; the locale test checks the other four.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
