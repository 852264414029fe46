import type { LanguageCode } from './languages.js';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import hi from './locales/hi.json' with { type: 'json' };

export type LocaleMessages = { [key: string]: string | LocaleMessages };

/** The texts shipped with the product; a lab's overrides are laid over them by the server. */
export const bundledLocales: Record<LanguageCode, LocaleMessages> = { en, hi, ar, es, fr };

/** Every key of a nested dictionary, dotted: { a: { b: 'x' } } gives ['a.b']. */
export function flattenKeys(messages: LocaleMessages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
  );
}
