import { Paper, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './DataTable.module.css';
import { SortHeader } from './SortHeader';
import { TableRow } from './TableRow';
import type { DataTableColumn, DataTableRowActions } from './types';
import { useScrollEdges } from './use-scroll-edges';
import type { ListSort } from './use-server-list';
import { VirtualBody } from './VirtualBody';

/** Pages longer than this render only the rows in view. */
export const virtualRowThreshold = 100;

interface DesktopTableProps<Item, SortKey extends string> {
  label: string;
  items: ReadonlyArray<Item>;
  columns: ReadonlyArray<DataTableColumn<Item, SortKey>>;
  rowKey: (item: Item) => string | number;
  rowActions: DataTableRowActions<Item> | undefined;
  sort: ListSort<SortKey> | null;
  onSort: (key: SortKey) => void;
  minWidth: number;
  refreshing: boolean;
}

export function DesktopTable<Item, SortKey extends string>({
  label,
  items,
  columns,
  rowKey,
  rowActions,
  sort,
  onSort,
  minWidth,
  refreshing,
}: DesktopTableProps<Item, SortKey>) {
  const { t } = useTranslation();
  const scroll = useScrollEdges();
  const virtual = items.length > virtualRowThreshold;
  // A region that scrolls must be reachable by keyboard, and then it needs a name.
  const scrolls = scroll.edges.start || scroll.edges.end;

  return (
    <Paper
      withBorder
      radius="md"
      className={classes.frame}
      data-cut-start={scroll.edges.start || undefined}
      data-cut-end={scroll.edges.end || undefined}
      data-with-actions={rowActions ? true : undefined}
      data-testid="data-table"
    >
      <div
        ref={scroll.ref}
        className={`${classes.scroller} ${virtual ? classes.tall : ''} ${refreshing ? classes.refreshing : ''}`}
        {...(scrolls || virtual ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
        aria-busy={refreshing || undefined}
      >
        <Table
          miw={minWidth}
          verticalSpacing="sm"
          horizontalSpacing="md"
          highlightOnHover
          stickyHeader={virtual}
          aria-label={label}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <SortHeader key={column.key} column={column} sort={sort} onSort={onSort} />
              ))}
              {rowActions && (
                <Table.Th className={classes.actions}>
                  <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          {virtual ? (
            <VirtualBody
              items={items}
              rowKey={rowKey}
              scroller={scroll.element}
              columns={columns}
              rowActions={rowActions}
            />
          ) : (
            <Table.Tbody>
              {items.map((item) => (
                <TableRow key={rowKey(item)} item={item} columns={columns} rowActions={rowActions} />
              ))}
            </Table.Tbody>
          )}
        </Table>
      </div>
    </Paper>
  );
}
