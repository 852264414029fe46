import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';

/** spec 000 §9: search boxes wait 200 ms after the last key. */
export const searchDebounceMs = 200;

/** Filters a loaded list by a search text, case-insensitively, on the given fields. */
export function useSearchFilter<T>(items: ReadonlyArray<T> | undefined, textOf: (item: T) => string) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim().toLocaleLowerCase(), searchDebounceMs);
  // textOf is usually an inline arrow; the list and the search decide when to filter again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const filtered = useMemo(
    () => (items ?? []).filter((item) => debounced === '' || textOf(item).toLocaleLowerCase().includes(debounced)),
    [items, debounced],
  );
  return { search, setSearch, filtered, searching: debounced !== '' };
}
