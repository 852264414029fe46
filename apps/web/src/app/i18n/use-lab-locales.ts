import { localeFetchTimeoutMs } from '@lims/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLocales } from './apply-locales';
import { type LocaleScope, readCachedLocales, writeCachedLocales } from './locale-cache';
import { fetchLocales } from './locales-api';

export const localeKeys = {
  all: ['locales'] as const,
  scope: (scope: LocaleScope) => ['locales', scope] as const,
};

/**
 * spec 000 §1: texts are fetched per lab and cached locally; when the fetch takes longer than
 * 2 seconds the app goes on with the cache (or the bundled texts) and applies the fetched texts
 * whenever they arrive. The language this browser chose, when not English, waits for its own
 * files within the same 2 seconds (i18n.ts). Returns whether the app may render; once true it
 * stays true, so a later lab change never blanks the screen.
 */
export function useLabLocales(labId: number | null, enabled: boolean): boolean {
  const scope: LocaleScope = labId ?? 'public';

  useEffect(() => {
    if (!enabled) return;
    const cached = readCachedLocales(scope);
    if (cached) applyLocales(cached.locales);
  }, [enabled, scope]);

  const query = useQuery({
    queryKey: localeKeys.scope(scope),
    queryFn: async ({ signal }) => {
      const answer = await fetchLocales(labId, signal);
      applyLocales(answer.locales);
      writeCachedLocales(scope, answer);
      return answer;
    },
    enabled,
    staleTime: 15 * 60_000,
    retry: 1,
  });

  // The query's cached answer for an earlier lab is not re-fetched, so apply it on every switch.
  useEffect(() => {
    if (query.data) applyLocales(query.data.locales);
  }, [query.data]);

  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => setTimedOut(true), localeFetchTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [enabled]);

  const { ready: languageLoaded } = useTranslation();
  const settled = enabled && ((languageLoaded && (query.isSuccess || query.isError)) || timedOut);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (settled) setReady(true);
  }, [settled]);
  return ready || settled;
}
