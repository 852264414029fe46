import type { BillableItem } from '@lims/contract';
import { Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../app/money/use-money';
import { searchDebounceMs, UserText } from '../../../ui';
import { TypeAheadEmpty, useTypeAhead } from '../../patients';
import { searchBillables } from '../api/bills-api';
import { billingKeys } from '../hooks/billing-keys';
import { ProfileBadge } from './BillBadges';

const optionValue = (item: BillableItem) => `${item.kind}:${item.id}`;

function BillableOption({ item }: { item: BillableItem }) {
  const money = useMoney();
  const detail = item.kind === 'profile' ? item.testNames.join(', ') : item.sampleType?.name;
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Stack gap={0} miw={0}>
        <Group gap={6} wrap="nowrap" miw={0}>
          <Text size="sm" ff="monospace" c="dimmed" dir="ltr">
            {item.code}
          </Text>
          <UserText size="sm" fw={500} truncate>
            {item.name}
          </UserText>
          {item.kind === 'profile' && <ProfileBadge />}
        </Group>
        {detail && (
          <UserText size="xs" c="dimmed" truncate>
            {detail}
          </UserText>
        )}
      </Stack>
      <Text size="sm" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
        {money.format(item.price)}
      </Text>
    </Group>
  );
}

/**
 * Tests and profiles by name or code (spec 002 §3 'Add-test bill line'), asked 200 ms after the
 * last key; arrows and Enter add the chosen one and the box empties for the next.
 */
export function BillableSearch({ onAdd }: { onAdd: (item: BillableItem) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const search = useTypeAhead({
    key: billingKeys.billables(),
    text,
    debounceMs: searchDebounceMs,
    enabled: combobox.dropdownOpened,
    fetch: searchBillables,
  });
  const items = search.data ?? [];
  const label = t('billing.newBill.addTest');

  const choose = (value: string) => {
    const item = items.find((candidate) => optionValue(candidate) === value);
    if (!item) return;
    onAdd(item);
    setText('');
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal>
      <Combobox.Target>
        {/* The page's direction, not dir="auto": empty, the box would turn left to right on an
            Arabic page and put the search icon over the start of the placeholder. */}
        <TextInput
          type="search"
          value={text}
          placeholder={t('billing.newBill.addTestPlaceholder')}
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
        <Combobox.Options mah={360} style={{ overflowY: 'auto' }} aria-label={label}>
          {items.length === 0 ? (
            <TypeAheadEmpty failed={search.isError} searching={search.searching} />
          ) : (
            items.map((item) => (
              <Combobox.Option key={optionValue(item)} value={optionValue(item)}>
                <BillableOption item={item} />
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
