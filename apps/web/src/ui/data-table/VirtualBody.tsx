import { Table } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { TableRow, type TableRowProps } from './TableRow';

interface VirtualBodyProps<Item> extends Omit<TableRowProps<Item>, 'item' | 'measureRef' | 'index'> {
  items: ReadonlyArray<Item>;
  rowKey: (item: Item) => string | number;
  scroller: HTMLElement | null;
}

/** A row is about this tall before it is measured (one line of text, small vertical spacing). */
const estimatedRowHeight = 49;

/**
 * Only the rows in view (and a few either side) are in the page; spacer rows above and below
 * keep the scroll bar true to the whole page of rows.
 */
export function VirtualBody<Item>({ items, rowKey, scroller, columns, rowActions }: VirtualBodyProps<Item>) {
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller,
    estimateSize: () => estimatedRowHeight,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : rowKey(item);
    },
    overscan: 8,
  });
  const rows = virtualizer.getVirtualItems();
  const before = rows[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);
  const span = columns.length + (rowActions ? 1 : 0);

  return (
    <Table.Tbody>
      {before > 0 && (
        <tr aria-hidden style={{ height: before }}>
          <td colSpan={span} />
        </tr>
      )}
      {rows.map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <TableRow
            key={row.key}
            index={row.index}
            measureRef={virtualizer.measureElement}
            item={item}
            columns={columns}
            rowActions={rowActions}
          />
        );
      })}
      {after > 0 && (
        <tr aria-hidden style={{ height: after }}>
          <td colSpan={span} />
        </tr>
      )}
    </Table.Tbody>
  );
}
