import type { SearchQuery } from '@lims/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchDebounceMs } from '../../../ui';
import { searchEverything } from '../api/patients-api';
import { patientKeys } from './patient-keys';

export type SearchVariant = NonNullable<SearchQuery['variant']>;

/** spec 000 §9 Debounces: "organisation search 500 ms". */
export const organisationSearchDebounceMs = 500;
/** spec 000 §9 Debounces: "referral search 300 ms". */
export const referralSearchDebounceMs = 300;

/**
 * A type-ahead's answers, asked once the user has stopped typing for `debounceMs`. While the next
 * answer is on its way the previous one stays, so the list does not flicker empty. `enabled`
 * is false while the picker is closed: nothing is asked that nobody will see.
 */
export function useTypeAhead<T>({
  key,
  text,
  debounceMs,
  enabled,
  fetch,
  minLength = 1,
}: {
  key: readonly unknown[];
  text: string;
  debounceMs: number;
  enabled: boolean;
  fetch: (text: string, signal: AbortSignal) => Promise<T>;
  minLength?: number;
}) {
  const [debounced] = useDebouncedValue(text.trim(), debounceMs);
  const asked = enabled && debounced.length >= minLength;
  const query = useQuery({
    queryKey: [...key, debounced],
    queryFn: ({ signal }) => fetch(debounced, signal),
    enabled: asked,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return {
    data: asked ? query.data : undefined,
    /** Typing, or waiting for the answer to what was typed. */
    searching: asked ? query.isFetching || debounced !== text.trim() : false,
    isError: asked && query.isError,
    /** The text the answer is for: nothing is asked below `minLength` characters. */
    asked,
  };
}

/** The one search box (spec 000 §2 'Patient search groups'), debounced 200 ms (spec 000 §9). */
export function usePatientSearch(text: string, variant: SearchVariant, enabled: boolean) {
  return useTypeAhead({
    key: [...patientKeys.search(), variant],
    text,
    debounceMs: searchDebounceMs,
    enabled,
    fetch: (q, signal) => searchEverything({ q, variant, limit: 10 }, signal),
  });
}
