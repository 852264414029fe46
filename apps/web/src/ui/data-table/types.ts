import type { ReactNode } from 'react';

export interface DataTableColumn<Item, SortKey extends string = string> {
  /** Unique among the table's columns. */
  key: string;
  /** The column header; on phones the label beside each value. */
  header: string;
  cell: (item: Item) => ReactNode;
  /** Set when the server can sort by this column: the header becomes a sort button. */
  sortKey?: SortKey;
  width?: number | string;
}

/** The row actions behind one quiet button at the end of each row (STYLE.md Screens). */
export interface DataTableRowActions<Item> {
  /** Names the row for the button's label, 'Actions for {{name}}'. */
  name: (item: Item) => string;
  /** `Menu.Item`s (and `Menu.Divider`s); a destructive one is `color="red"` here and nowhere else. */
  items: (item: Item) => ReactNode;
}
