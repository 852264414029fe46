import { Group, Input, Paper, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchDebounceMs, UserText } from '../../../ui';
import { useTestSearch } from '../hooks/use-catalogue';
import { MoveButtons } from './MoveButtons';
import { moveItem } from './move-item';

/** A test as a profile or a device lists it. */
export interface PickedTest {
  id: number;
  code: string;
  name: string;
  /** Null where the list has no prices (a device's tests). */
  price: number | null;
}

interface TestPickerProps {
  label: string;
  value: PickedTest[];
  onChange: (tests: PickedTest[]) => void;
  error?: ReactNode;
  /** What each picked row shows at its end (a profile shows the test's price). */
  trailing?: (test: PickedTest) => ReactNode;
}

/**
 * Tests searched by name or code on the server and added one by one to an ordered list, which
 * the up and down buttons reorder.
 */
export function TestPicker({ label, value, onChange, error, trailing }: TestPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), searchDebounceMs);
  const found = useTestSearch(debounced);
  const picked = new Set(value.map((test) => test.id));
  const offered = (found.data ?? []).filter((test) => !picked.has(test.id));
  const add = (id: string | null) => {
    const test = offered.find((candidate) => String(candidate.id) === id);
    if (test) onChange([...value, { id: test.id, code: test.code, name: test.name, price: test.price }]);
    setSearch('');
  };
  return (
    <Input.Wrapper label={label} error={error}>
      <Stack gap="xs" mt={4}>
        <Select
          aria-label={t('catalogue.picker.search')}
          placeholder={t('catalogue.picker.search')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          value={null}
          onChange={add}
          data={offered.map((test) => ({ value: String(test.id), label: `${test.code} · ${test.name}` }))}
          filter={({ options }) => options}
          nothingFoundMessage={found.isFetching ? t('catalogue.picker.searching') : t('common.nothingFound')}
        />
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('catalogue.picker.none')}
          </Text>
        ) : (
          <Paper withBorder radius="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {value.map((test, position) => (
              <Group
                component="li"
                key={test.id}
                gap="sm"
                wrap="nowrap"
                px="sm"
                py={6}
                style={position > 0 ? { borderBlockStart: '1px solid var(--mantine-color-default-border)' } : undefined}
              >
                <Text size="sm" c="dimmed" w={24} ta="end">
                  {position + 1}
                </Text>
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <UserText size="sm" fw={500} lineClamp={1}>
                    {test.name}
                  </UserText>
                  <UserText size="xs" c="dimmed">
                    {test.code}
                  </UserText>
                </Stack>
                {trailing?.(test)}
                <MoveButtons
                  name={test.name}
                  position={position}
                  count={value.length}
                  onMove={(to) => onChange(moveItem(value, position, to))}
                  onRemove={() => onChange(value.filter((other) => other.id !== test.id))}
                />
              </Group>
            ))}
          </Paper>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
