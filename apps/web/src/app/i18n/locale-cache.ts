import type { LocalesResponse, Messages } from '@lims/contract';
import { languageCodes } from '@lims/domain';
import { isRecord } from '../schema';

/** One cache entry per lab ('public' before sign-in), because labs override texts differently. */
export type LocaleScope = number | 'public';

export const localeCacheKey = (scope: LocaleScope): string => `lims.locales.${scope}`;

const isMessages = (value: unknown): value is Messages =>
  isRecord(value) && Object.values(value).every((text) => typeof text === 'string' || isMessages(text));

/**
 * The contract's `LocalesResponse`, checked without its schema, as the sign-in page reads it and
 * carries no zod; locales.test.ts checks that both agree. Every language is there, no other.
 */
export function isLocalesResponse(value: unknown): value is LocalesResponse {
  if (!isRecord(value)) return false;
  const { labId, version, locales } = value;
  return (
    (labId === null || Number.isSafeInteger(labId)) &&
    typeof version === 'string' &&
    isRecord(locales) &&
    Object.keys(locales).length === languageCodes.length &&
    languageCodes.every((code) => isMessages(locales[code]))
  );
}

export function readCachedLocales(scope: LocaleScope): LocalesResponse | null {
  try {
    const text = window.localStorage.getItem(localeCacheKey(scope));
    if (text === null) return null;
    const cached: unknown = JSON.parse(text);
    return isLocalesResponse(cached) ? cached : null;
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
