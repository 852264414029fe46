import { Select } from '@mantine/core';
import { IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './types';
import type { ListSort } from './use-server-list';

interface SortSelectProps<SortKey extends string> {
  columns: ReadonlyArray<DataTableColumn<never, SortKey>>;
  sort: ListSort<SortKey> | null;
  onChange: (sort: ListSort<SortKey>) => void;
}

/** Phones have no column headers to click: the same sorts, chosen from a list. */
export function SortSelect<SortKey extends string>({ columns, sort, onChange }: SortSelectProps<SortKey>) {
  const { t } = useTranslation();
  const sortable = columns.flatMap((column) =>
    column.sortKey === undefined ? [] : [{ ...column, sortKey: column.sortKey }],
  );
  if (sortable.length === 0) return null;
  const options = sortable.flatMap((column) => [
    { value: `${column.sortKey}:asc`, label: t('dataTable.sortAscending', { column: column.header }) },
    { value: `${column.sortKey}:desc`, label: t('dataTable.sortDescending', { column: column.header }) },
  ]);
  const choose = (value: string | null) => {
    const chosen = sortable.find((column) => value?.startsWith(`${column.sortKey}:`));
    if (chosen) onChange({ key: chosen.sortKey, direction: value?.endsWith(':desc') ? 'desc' : 'asc' });
  };
  return (
    <Select
      aria-label={t('dataTable.sortBy')}
      placeholder={t('dataTable.sortBy')}
      data={options}
      value={sort ? `${sort.key}:${sort.direction}` : null}
      onChange={choose}
      allowDeselect={false}
      leftSection={<IconArrowsSort size={16} stroke={1.5} />}
      w="100%"
    />
  );
}
