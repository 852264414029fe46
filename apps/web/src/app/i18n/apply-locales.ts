import type { LocalesResponse } from '@lims/contract';
import { bundledLocales, type LocaleMessages, languageCodes } from '@lims/domain';
import { i18n } from './i18n';

function merge(base: LocaleMessages, override: LocaleMessages): LocaleMessages {
  const result: LocaleMessages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    result[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return result;
}

/**
 * Lays a lab's texts over the bundled ones. Each language is rebuilt from the bundle so that
 * an override the lab has since removed does not linger.
 */
export function applyLocales(locales: LocalesResponse['locales']): void {
  for (const code of languageCodes) {
    const fetched = locales[code];
    if (!fetched) continue;
    i18n.removeResourceBundle(code, 'translation');
    i18n.addResourceBundle(code, 'translation', merge(bundledLocales[code], fetched), true, true);
  }
}
