import type { PatientSummary } from '@lims/contract';
import { Combobox, Loader, Stack, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../ui';
import { usePatientText } from '../hooks/use-patients';
import { type SearchVariant, usePatientSearch } from '../hooks/use-search';
import { detailLine } from './registration/detail-line';
import { TypeAheadEmpty } from './registration/LookupSelect';

interface PatientSearchProps {
  onSelect: (patient: PatientSummary) => void;
  /** The search variant of spec 000 §7 (is_multi_center_search, is_national_id_search, is_common_search). */
  variant?: SearchVariant;
  placeholder?: string;
}

/** Option values name their group: one patient may be found both by name and by national id. */
const optionValue = (group: 'patients' | 'nationalId', patient: PatientSummary) => `${group}:${patient.id}`;

function PatientOption({ patient }: { patient: PatientSummary }) {
  const text = usePatientText();
  const details = detailLine([
    patient.labPatientId,
    text.ageAndGender(patient),
    text.phone(patient.countryCode, patient.mobile),
  ]);
  return (
    <Stack gap={0} miw={0}>
      <UserText size="sm" fw={500} truncate>
        {text.name(patient)}
      </UserText>
      <UserText size="xs" c="dimmed" truncate>
        {details}
      </UserText>
    </Stack>
  );
}

/**
 * The one patient search box (spec 000 §2 'Patient search groups'): patients by name, id or
 * mobile, and by national id, each group with the patient's name, id, age and gender and
 * mobile. Asked 200 ms after the last key (spec 000 §9); arrows and Enter choose.
 */
export function PatientSearch({ onSelect, variant = 'default', placeholder }: PatientSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const search = usePatientSearch(text, variant, combobox.dropdownOpened);
  const label = placeholder ?? t('patients.search.placeholder');

  const groups = [
    { key: 'patients' as const, label: t('patients.search.groups.patients'), items: search.data?.patients ?? [] },
    { key: 'nationalId' as const, label: t('patients.search.groups.nationalId'), items: search.data?.nationalId ?? [] },
  ].filter((group) => group.items.length > 0);
  const byValue = new Map(groups.flatMap((group) => group.items.map((item) => [optionValue(group.key, item), item])));

  const choose = (value: string) => {
    const patient = byValue.get(value);
    if (!patient) return;
    onSelect(patient);
    setText('');
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal>
      <Combobox.Target>
        <TextInput
          type="search"
          value={text}
          placeholder={label}
          aria-label={label}
          autoComplete="off"
          leftSection={<IconSearch size={16} stroke={1.5} />}
          rightSection={search.searching ? <Loader size={14} /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!search.asked}>
        <Combobox.Options mah={360} style={{ overflowY: 'auto' }}>
          {groups.length === 0 ? (
            <TypeAheadEmpty failed={search.isError} searching={search.searching} />
          ) : (
            groups.map((group) => (
              <Combobox.Group key={group.key} label={group.label}>
                {group.items.map((patient) => (
                  <Combobox.Option key={patient.id} value={optionValue(group.key, patient)}>
                    <PatientOption patient={patient} />
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
