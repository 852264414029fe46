import { CloseButton, Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../../ui';
import { useTypeAhead } from '../../hooks/use-search';

interface Named {
  id: number;
  name: string;
}

export interface LookupSelectProps<Item extends Named> {
  label: string;
  value: Item | null;
  onChange: (value: Item | null) => void;
  /** The query key of the lookup; the typed text is appended. */
  queryKey: readonly unknown[];
  /** spec 000 §9 Debounces: how long after the last key the server is asked. */
  debounceMs: number;
  fetch: (text: string, signal: AbortSignal) => Promise<readonly Item[]>;
  /** Below this many characters nothing is asked; 0 lists the first answers on opening. */
  minLength?: number;
  placeholder?: string;
  description?: ReactNode;
  required?: boolean;
  error?: ReactNode;
  disabled?: boolean;
  onBlur?: () => void;
  /** What an option shows under its name. */
  detailOf?: (item: Item) => string | null;
}

/** What an empty type-ahead list says: still searching, nothing found, or the lookup failed. */
export function TypeAheadEmpty({ failed, searching }: { failed: boolean; searching: boolean }) {
  const { t } = useTranslation();
  return (
    <Combobox.Empty>
      {failed ? t('patients.search.failed') : searching ? t('patients.search.searching') : t('common.nothingFound')}
    </Combobox.Empty>
  );
}

/**
 * A type-ahead over a server lookup (organisations, referral doctors, guarantors): the box shows
 * the chosen name; typing searches, arrows and Enter choose, the cross clears.
 */
export function LookupSelect<Item extends Named>({
  label,
  value,
  onChange,
  queryKey,
  debounceMs,
  fetch,
  minLength = 1,
  placeholder,
  description,
  required,
  error,
  disabled,
  onBlur,
  detailOf,
}: LookupSelectProps<Item>) {
  const { t } = useTranslation();
  // null while the user is not typing: the box shows the chosen name.
  const [typed, setTyped] = useState<string | null>(null);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const lookup = useTypeAhead({
    key: queryKey,
    text: typed ?? '',
    debounceMs,
    enabled: combobox.dropdownOpened,
    fetch,
    minLength,
  });
  const items = lookup.data ?? [];

  const choose = (id: string) => {
    const item = items.find((candidate) => String(candidate.id) === id);
    if (item) onChange(item);
    setTyped(null);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal>
      <Combobox.Target>
        <TextInput
          label={label}
          description={description}
          required={required}
          error={error}
          disabled={disabled}
          placeholder={placeholder ?? t('patients.fields.typeToSearch')}
          dir="auto"
          autoComplete="off"
          value={typed ?? value?.name ?? ''}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setTyped(null);
            onBlur?.();
          }}
          rightSection={
            lookup.searching ? (
              <Loader size={14} />
            ) : value && !disabled ? (
              <CloseButton
                size="sm"
                aria-label={t('patients.fields.clearChoice', { label })}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  onChange(null);
                  setTyped(null);
                }}
              />
            ) : null
          }
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!lookup.asked}>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
          {items.length === 0 ? (
            <TypeAheadEmpty failed={lookup.isError} searching={lookup.searching} />
          ) : (
            items.map((item) => {
              const detail = detailOf?.(item);
              return (
                <Combobox.Option key={item.id} value={String(item.id)} active={item.id === value?.id}>
                  <UserText size="sm">{item.name}</UserText>
                  {detail && (
                    <UserText size="xs" c="dimmed">
                      {detail}
                    </UserText>
                  )}
                </Combobox.Option>
              );
            })
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
