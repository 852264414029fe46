import { Table } from '@mantine/core';
import type { Ref } from 'react';
import classes from './DataTable.module.css';
import { RowActionsMenu } from './RowActionsMenu';
import type { DataTableColumn, DataTableRowActions } from './types';

export interface TableRowProps<Item> {
  item: Item;
  columns: ReadonlyArray<DataTableColumn<Item, string>>;
  rowActions: DataTableRowActions<Item> | undefined;
  /** Virtualised rows report their height and position to the virtualiser. */
  measureRef?: Ref<HTMLTableRowElement>;
  index?: number;
}

export function TableRow<Item>({ item, columns, rowActions, measureRef, index }: TableRowProps<Item>) {
  return (
    <Table.Tr ref={measureRef} data-index={index}>
      {columns.map((column) => (
        <Table.Td key={column.key}>{column.cell(item)}</Table.Td>
      ))}
      {rowActions && (
        <Table.Td className={classes.actions}>
          <RowActionsMenu name={rowActions.name(item)}>{rowActions.items(item)}</RowActionsMenu>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
