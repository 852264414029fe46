import type { NamedRef } from '@lims/contract';
import { Loader, Select, type SelectProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTypeAhead } from '../hooks/use-search';

/** Side by side on a phone too: two short lists do not need a row each. */
const defaultWidth = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', sm: 200 };

export interface LookupFilterProps {
  label: string;
  queryKey: readonly unknown[];
  debounceMs: number;
  fetch: (text: string, signal: AbortSignal) => Promise<readonly NamedRef[]>;
  onChange: (id: number | undefined) => void;
  /** The width of the list's other filters, so the row lines up. */
  w?: SelectProps['w'];
}

/**
 * A list's filter over a server look-up (organisations, referral doctors): typing asks the
 * server after the spec's debounce, nothing is filtered here. Labelled for assistive
 * technology only, so that it lines up with the search box.
 */
export function LookupFilter({ label, queryKey, debounceMs, fetch, onChange, w = defaultWidth }: LookupFilterProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<NamedRef | null>(null);
  const lookup = useTypeAhead({ key: queryKey, text: search, debounceMs, enabled: opened, fetch, minLength: 0 });
  const found = lookup.data ?? [];
  const items = chosen && !found.some((item) => item.id === chosen.id) ? [chosen, ...found] : found;
  return (
    <Select
      aria-label={label}
      placeholder={label}
      searchable
      clearable
      data={items.map((item) => ({ value: String(item.id), label: item.name }))}
      value={chosen ? String(chosen.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      onChange={(value) => {
        const item = items.find((candidate) => String(candidate.id) === value) ?? null;
        setChosen(item);
        onChange(item?.id);
      }}
      nothingFoundMessage={lookup.searching ? t('patients.search.searching') : t('common.nothingFound')}
      rightSection={lookup.searching ? <Loader size={14} /> : undefined}
      w={w}
    />
  );
}
