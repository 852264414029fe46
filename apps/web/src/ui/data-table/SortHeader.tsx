import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import classes from './DataTable.module.css';
import type { DataTableColumn } from './types';
import type { ListSort } from './use-server-list';

interface SortHeaderProps<SortKey extends string> {
  column: DataTableColumn<never, SortKey>;
  sort: ListSort<SortKey> | null;
  onSort: (key: SortKey) => void;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** A column header; a sortable one is a button and tells assistive technology its order. */
export function SortHeader<SortKey extends string>({ column, sort, onSort }: SortHeaderProps<SortKey>) {
  const { sortKey } = column;
  if (sortKey === undefined) {
    return (
      <Table.Th w={column.width} className={classes.headerCell}>
        {column.header}
      </Table.Th>
    );
  }
  const direction = sort?.key === sortKey ? sort.direction : null;
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th w={column.width} className={classes.headerCell} aria-sort={direction ? ariaSort[direction] : undefined}>
      <UnstyledButton
        className={classes.sortButton}
        data-sorted={direction !== null || undefined}
        onClick={() => onSort(sortKey)}
      >
        {column.header}
        <Icon size={14} stroke={1.75} className={classes.sortIcon} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
