/**
 * The one data table (DESIGN.md Web client: one list primitive). A list is read from the
 * server page by page, searched, sorted and filtered there; this component shows it.
 *
 *   // features/<area>/hooks/use-<things>.ts: the area's key and its API call
 *   const list = useServerList({
 *     queryKey: thingKeys.lists(),
 *     fetchPage: (query, signal) => listThings(query, signal),  // ListQuery<SortKey> → Page<Thing>
 *     defaultSort: { key: 'name', direction: 'asc' },
 *     initialFilters: { includeDisabled: true },                // optional, sent beside the query
 *     paging: 'pages',                                          // or 'more' for cursor feeds
 *   });
 *
 *   // features/<area>/pages/ThingsPage.tsx (texts already translated)
 *   <DataTable
 *     label={title}
 *     list={list}
 *     rowKey={(thing) => thing.id}
 *     columns={[{ key: 'name', header: nameHeader, sortKey: 'name', cell: (thing) => <UserText>{thing.name}</UserText> }]}
 *     rowActions={{ name: (thing) => thing.name, items: (thing) => <Menu.Item onClick={...}>{editText}</Menu.Item> }}
 *     searchPlaceholder={searchText}
 *     filters={<Switch checked={list.filters.includeDisabled} onChange={...list.setFilters...} />}
 *     empty={<EmptyState variant="noPending" title={emptyTitle} />}
 *   />
 *
 * It shows, in this order: a skeleton while the first page loads; 'Failed to load' with a
 * retry; `empty` when the list has nothing at all; 'Data Not Found' when a search or filter
 * matches nothing; else the rows and the pager. Row actions sit behind one quiet button in a
 * column that stays at the inline end while the rest scrolls sideways, with a shadow at the cut
 * edge. Pages of more than 100 rows render only the rows in view. Below 48em (phones) each
 * row becomes a card and a 'Sort by' list replaces the headers.
 */
import { Box, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { DataNotFound } from '../DataNotFound';
import { EmptyState } from '../EmptyState';
import { SearchInput } from '../SearchInput';
import { TableSkeleton } from '../TableSkeleton';
import classes from './DataTable.module.css';
import { DesktopTable } from './DesktopTable';
import { SortSelect } from './SortSelect';
import { StackedRows } from './StackedRows';
import { TablePager } from './TablePager';
import type { DataTableColumn, DataTableRowActions } from './types';
import type { ListFilters, ServerList } from './use-server-list';

export interface DataTableProps<Item, SortKey extends string, Filters extends ListFilters> {
  /** Names the table for assistive technology, usually the page title. */
  label: string;
  list: ServerList<Item, SortKey, Filters>;
  columns: ReadonlyArray<DataTableColumn<Item, SortKey>>;
  rowKey: (item: Item) => string | number;
  rowActions?: DataTableRowActions<Item>;
  /** Without it there is no search box. */
  searchPlaceholder?: string;
  /** Controls beside the search box that change `list.filters`. */
  filters?: ReactNode;
  /** Shown when the list has nothing at all, usually an EmptyState with the add button. */
  empty: ReactNode;
  /** Narrower than this, the table scrolls sideways (and shows it). */
  minWidth?: number;
}

/** Mantine's `sm` breakpoint: below it a phone gets cards instead of a table. */
const phoneQuery = '(max-width: 47.99em)';

export function DataTable<Item, SortKey extends string, Filters extends ListFilters>({
  label,
  list,
  columns,
  rowKey,
  rowActions,
  searchPlaceholder,
  filters,
  empty,
  minWidth = 640,
}: DataTableProps<Item, SortKey, Filters>) {
  const phone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
  const nothingAtAll = list.status === 'ready' && list.items.length === 0 && !list.narrowed;
  if (nothingAtAll) return empty;

  const toolbar = (searchPlaceholder !== undefined || filters || phone) && (
    <Group gap="sm" align="center" wrap="wrap">
      {searchPlaceholder !== undefined && (
        <Box className={classes.search}>
          <SearchInput value={list.search} onChange={list.setSearch} placeholder={searchPlaceholder} width="100%" />
        </Box>
      )}
      {filters}
      {phone && <SortSelect columns={columns} sort={list.sort} onChange={list.setSort} />}
    </Group>
  );

  return (
    <Stack gap="md">
      {toolbar}
      <ListBody
        list={list}
        phone={phone}
        label={label}
        columns={columns}
        rowKey={rowKey}
        rowActions={rowActions}
        minWidth={minWidth}
      />
    </Stack>
  );
}

type ListBodyProps<Item, SortKey extends string, Filters extends ListFilters> = Pick<
  DataTableProps<Item, SortKey, Filters>,
  'list' | 'label' | 'columns' | 'rowKey' | 'rowActions'
> & { phone: boolean; minWidth: number };

function ListBody<Item, SortKey extends string, Filters extends ListFilters>({
  list,
  phone,
  label,
  columns,
  rowKey,
  rowActions,
  minWidth,
}: ListBodyProps<Item, SortKey, Filters>) {
  if (list.status === 'loading') return <TableSkeleton />;
  if (list.status === 'failed') return <EmptyState variant="failedToLoad" onRetry={list.retry} />;
  if (list.items.length === 0) return <DataNotFound />;
  return (
    <>
      {phone ? (
        <StackedRows label={label} items={list.items} columns={columns} rowKey={rowKey} rowActions={rowActions} />
      ) : (
        <DesktopTable
          label={label}
          items={list.items}
          columns={columns}
          rowKey={rowKey}
          rowActions={rowActions}
          sort={list.sort}
          onSort={list.toggleSort}
          minWidth={minWidth}
          refreshing={list.refreshing}
        />
      )}
      <TablePager list={list} compact={phone} />
    </>
  );
}
