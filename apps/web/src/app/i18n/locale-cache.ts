import { LocalesResponse } from '@lims/contract';

/** One cache entry per lab ('public' before sign-in), because labs override texts differently. */
export type LocaleScope = number | 'public';

export const localeCacheKey = (scope: LocaleScope): string => `lims.locales.${scope}`;

export function readCachedLocales(scope: LocaleScope): LocalesResponse | null {
  try {
    const text = window.localStorage.getItem(localeCacheKey(scope));
    if (text === null) return null;
    const parsed = LocalesResponse.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeCachedLocales(scope: LocaleScope, locales: LocalesResponse): void {
  try {
    window.localStorage.setItem(localeCacheKey(scope), JSON.stringify(locales));
  } catch {
    // A full quota only costs the next visit its head start.
  }
}
