import type { LocalesResponse } from '@lims/contract';
import { fallbackLanguage, type LanguageCode, languageCodes } from '@lims/domain';
import { i18n } from './i18n';
import { loadAreaEnglish, setLabTexts, textsOf } from './language-texts';

/** Rebuilds a language from its bundled texts, so that an override the lab has since removed does not linger. */
function install(code: LanguageCode): void {
  i18n.removeResourceBundle(code, 'translation');
  i18n.addResourceBundle(code, 'translation', textsOf(code), true, true);
}

/** Lays a lab's texts over the bundled ones. */
export function applyLocales(locales: LocalesResponse['locales']): void {
  setLabTexts(locales);
  for (const code of languageCodes) {
    if (locales[code]) install(code);
  }
}

/** An area's English, the fallback of its texts, loaded with its pages (signed-in-routes.tsx). */
export async function addAreaEnglish(area: string): Promise<void> {
  await loadAreaEnglish(area);
  install(fallbackLanguage);
}
