import { fallbackLanguage, isLanguageCode, type LanguageCode, languageCodes, languageDirection } from '@lims/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bundledTextsBackend, commonEnglish } from './language-texts';

const languageStorageKey = 'lims.language';

/** The language this browser last chose explicitly, if any. */
export function storedLanguage(): LanguageCode | null {
  try {
    const value = window.localStorage.getItem(languageStorageKey);
    return value !== null && isLanguageCode(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(languageStorageKey, code);
  } catch {
    // Private mode or a full quota: the choice still holds for this page.
  }
}

export const i18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .use(bundledTextsBackend)
  .init({
    resources: { [fallbackLanguage]: { translation: commonEnglish } },
    // Another language comes with the lab's answer or, chosen before it came, from its own files.
    partialBundledLanguages: true,
    lng: storedLanguage() ?? fallbackLanguage,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...languageCodes],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
    // Lab texts arrive after the first render; re-render when they are added. A language whose
    // texts are still loading reads English meanwhile rather than suspending (LocaleGate holds
    // the first paint for them).
    react: { bindI18nStore: 'added removed', useSuspense: false },
  });

function applyDocumentLanguage(code: string): void {
  document.documentElement.lang = code;
  document.documentElement.dir = languageDirection(code);
}

applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

export const currentLanguage = (): LanguageCode => {
  const code = i18n.resolvedLanguage ?? i18n.language;
  return isLanguageCode(code) ? code : fallbackLanguage;
};
