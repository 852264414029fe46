import type { ListQuery, Page } from '@lims/contract';
import { type AnyColumn, and, count, ilike, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { decodeCursor, encodeCursor, type ListCursor } from './list-cursor.js';

/**
 * The one list helper of the server (docs/decisions/0011-one-list-primitive.md): it applies a
 * contract `ListQuery` (search, sort, direction, limit, offset or cursor) to a list's select
 * and answers a `Page`. Every sort ends with the id, so pages never repeat or skip a row; the
 * `nextCursor` is a keyset cursor (the last row's sort value and id), and `total` is counted.
 */

/** Two columns every listed row carries beside its own, so that a page can end in a cursor. */
export interface CursorFields {
  listSortValue: SQL.Aliased<string | null>;
  listId: SQL.Aliased<number>;
}
interface CursorValues {
  listSortValue: string | null;
  listId: number;
}

/** A dynamic drizzle select (`.$dynamic()`) with no where clause: the list adds it. */
export interface ListSelect<Row> extends PromiseLike<Row[]>, SQLWrapper {
  where(condition: SQL | undefined): ListSelect<Row>;
  orderBy(...order: SQL[]): ListSelect<Row>;
  limit(limit: number): ListSelect<Row>;
  offset(offset: number): ListSelect<Row>;
}

export interface ListDefinition<Select extends ListSelect<CursorValues>, SortKey extends string> {
  /** The rows, with `...cursor` in the selection and no where clause (a `.$dynamic()` select). */
  select(db: Executor, cursor: CursorFields): Select;
  /** Unique within the list: the last word of every sort. */
  id: AnyColumn;
  /** Where a search looks: case-insensitive, anywhere in the text. */
  search: ReadonlyArray<AnyColumn | SQL>;
  /** What each sort key of the contract's `listQuery([...])` sorts by. */
  sort: Record<SortKey, AnyColumn | SQL>;
  defaultSort: NoInfer<SortKey>;
}

/** A listed row without the two cursor columns. */
export type ListRow<Select> = Select extends PromiseLike<Array<infer Row>> ? Omit<Row, keyof CursorValues> : never;

export interface List<Row, SortKey extends string> {
  /** One page of the rows that `where` selects (the lab and the list's own filters). */
  page(db: Executor, query: ListQuery<SortKey>, where: SQL | undefined): Promise<Page<Row>>;
}

/**
 * Text sorted the same way on PGlite and PostgreSQL, whatever the database's collation:
 * without regard to case, then by code point.
 */
export const textSort = (column: AnyColumn | SQL): SQL => sql`lower(${column}) collate "C"`;

/** `%` and `_` in a search are the characters themselves, not wildcards. */
const containing = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

/** Rows after the cursor in the page's order (nulls come last in both directions). */
function after(sortBy: AnyColumn | SQL, id: AnyColumn, cursor: ListCursor): SQL | undefined {
  const later = cursor.direction === 'asc' ? sql`>` : sql`<`;
  const laterId = sql`${id} ${later} ${cursor.id}`;
  if (cursor.value === null) return and(isNull(sortBy), laterId);
  return or(sql`${sortBy} ${later} ${cursor.value}`, and(sql`${sortBy} = ${cursor.value}`, laterId), isNull(sortBy));
}

export function defineList<Select extends ListSelect<CursorValues>, SortKey extends string>(
  definition: ListDefinition<Select, SortKey>,
): List<ListRow<Select>, SortKey> {
  return {
    async page(db, query, where) {
      const sortKey = query.sort ?? definition.defaultSort;
      const sortBy = definition.sort[sortKey];
      const { direction, limit } = query;
      const cursorFields: CursorFields = {
        listSortValue: sql<string | null>`(${sortBy})::text`.as('list_sort_value'),
        listId: sql`${definition.id}`.mapWith(Number).as('list_id'),
      };
      const search = query.search
        ? or(...definition.search.map((column) => ilike(column, containing(query.search as string))))
        : undefined;
      const listed = and(where, search);
      const cursor = query.cursor ? decodeCursor(query.cursor, sortKey, direction) : undefined;
      const order = direction === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;

      let select = definition
        .select(db, cursorFields)
        .where(and(listed, cursor && after(sortBy, definition.id, cursor)))
        .orderBy(sql`${sortBy} ${order}`, sql`${definition.id} ${order}`)
        // One more than asked tells whether there is a next page.
        .limit(limit + 1);
      if (!cursor && query.offset > 0) select = select.offset(query.offset);
      const rows: CursorValues[] = await select;

      const counted = await db
        .select({ total: count() })
        .from(sql`${definition.select(db, cursorFields).where(listed)} as listed`);

      const pageRows = rows.slice(0, limit);
      const last = pageRows.at(-1);
      return {
        items: pageRows.map(({ listSortValue: _value, listId: _id, ...row }) => row as ListRow<Select>),
        total: counted[0]?.total ?? 0,
        nextCursor:
          rows.length > limit && last
            ? encodeCursor({ sort: sortKey, direction, value: last.listSortValue, id: last.listId })
            : null,
      };
    },
  };
}
