import { Box, Group, Paper, Stack } from '@mantine/core';
import { Fragment } from 'react';
import classes from './DataTable.module.css';
import { RowActionsMenu } from './RowActionsMenu';
import type { DataTableColumn, DataTableRowActions } from './types';

interface StackedRowsProps<Item> {
  label: string;
  items: ReadonlyArray<Item>;
  columns: ReadonlyArray<DataTableColumn<Item, string>>;
  rowKey: (item: Item) => string | number;
  rowActions: DataTableRowActions<Item> | undefined;
}

/**
 * Phones: each row is a card, its first column the title beside the actions button, the
 * other columns as 'header: value' lines, so nothing needs a sideways scroll.
 */
export function StackedRows<Item>({ label, items, columns, rowKey, rowActions }: StackedRowsProps<Item>) {
  const [title, ...details] = columns;
  return (
    <Stack component="ul" gap="xs" className={classes.cards} aria-label={label} data-testid="data-table-cards">
      {items.map((item) => (
        <Paper component="li" key={rowKey(item)} withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Box miw={0} flex={1}>
              {title?.cell(item)}
            </Box>
            {rowActions && <RowActionsMenu name={rowActions.name(item)}>{rowActions.items(item)}</RowActionsMenu>}
          </Group>
          {details.length > 0 && (
            <dl className={classes.cardFields}>
              {details.map((column) => (
                <Fragment key={column.key}>
                  <dt>{column.header}</dt>
                  <dd>{column.cell(item)}</dd>
                </Fragment>
              ))}
            </dl>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
