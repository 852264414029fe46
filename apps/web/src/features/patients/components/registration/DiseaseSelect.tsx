import type { DiseaseEntry } from '@lims/contract';
import { MultiSelect } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiseaseSearch } from '../../hooks/use-registration';
import { closedListUnmounted } from './FormSection';

interface DiseaseSelectProps {
  value: DiseaseEntry[];
  onChange: (value: DiseaseEntry[]) => void;
  error?: ReactNode;
}

/** At most this many conditions per patient (the contract's limit). */
const maxDiseases = 20;

/**
 * The patient's conditions by ICD-10 code, searched on the server by code or words of the name
 * and shown as 'E11 Type 2 diabetes mellitus'.
 */
export function DiseaseSelect({ value, onChange, error }: DiseaseSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const found = useDiseaseSearch(search, opened);

  // The chosen ones stay in the list whatever is searched, so their chips keep their names.
  const entries = new Map(value.map((entry) => [entry.code, entry]));
  for (const condition of found.data ?? []) {
    if (!entries.has(condition.icdCode))
      entries.set(condition.icdCode, { code: condition.icdCode, name: condition.name });
  }

  return (
    <MultiSelect
      comboboxProps={closedListUnmounted}
      label={t('patients.fields.diseases')}
      placeholder={value.length === 0 ? t('patients.fields.typeToSearch') : undefined}
      data={[...entries.values()].map((entry) => ({ value: entry.code, label: `${entry.code} ${entry.name}` }))}
      value={value.map((entry) => entry.code)}
      onChange={(codes) =>
        onChange(
          codes.flatMap((code) => {
            const entry = entries.get(code);
            return entry ? [entry] : [];
          }),
        )
      }
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already, by code and by words in any order.
      filter={({ options }) => options}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      nothingFoundMessage={found.searching ? t('patients.search.searching') : t('common.nothingFound')}
      maxValues={maxDiseases}
      hidePickedOptions
      error={error}
    />
  );
}
