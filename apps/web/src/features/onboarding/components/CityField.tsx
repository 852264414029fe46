import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchDebounceMs } from '../../../ui';
import { usePlaces } from '../hooks/use-onboarding';

/** A chosen city and its state (spec 000 §3 sign-up 'city, lab_state'). */
export interface ChosenCity {
  city: string;
  state: string | null;
}

const keyOf = ({ city, state }: ChosenCity) => `${city}|${state ?? ''}`;
const labelOf = ({ city, state }: ChosenCity) => (state ? `${city}, ${state}` : city);

interface CityFieldProps {
  /** The ISO code of the chosen country; the search looks in it only. */
  country: string | null;
  value: ChosenCity | null;
  onChange: (value: ChosenCity | null) => void;
  missing: boolean;
}

/** City as a place search over the offline data of the chosen country (spec 000 §2 'City (place search)'). */
export function CityField({ country, value, onChange, missing }: CityFieldProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value ? labelOf(value) : '');
  // Typing the chosen city's label back into the box is not a new search.
  const query = value && search === labelOf(value) ? '' : search.trim();
  const [debounced] = useDebouncedValue(query, searchDebounceMs);
  const places = usePlaces(country, debounced);

  const found: ChosenCity[] = (places.data ?? []).map((place) => ({ city: place.city, state: place.state }));
  const options = new Map(found.map((place) => [keyOf(place), place]));
  if (value) options.set(keyOf(value), value);

  return (
    <Select
      label={t('onboarding.about.city')}
      placeholder={country ? t('onboarding.about.cityPlaceholder') : t('onboarding.about.chooseCountryFirst')}
      required
      searchable
      clearable
      disabled={country === null}
      value={value ? keyOf(value) : null}
      onChange={(key) => onChange(key === null ? null : (options.get(key) ?? null))}
      searchValue={search}
      onSearchChange={setSearch}
      data={[...options].map(([key, place]) => ({ value: key, label: labelOf(place) }))}
      // The server has already matched the search (and by more than the label's words).
      filter={({ options: all }) => all}
      nothingFoundMessage={places.isFetching ? undefined : t('onboarding.about.noCity')}
      error={missing}
      autoComplete="off"
    />
  );
}
