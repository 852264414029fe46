import type { ListQuery, Page, SortDirection } from '@lims/contract';
import {
  type AnyColumn,
  and,
  count,
  eq,
  ilike,
  isNull,
  or,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { currentTransaction } from '../../db/transactions.js';
import { badRequest } from '../../http/errors.js';
import { decodeCursor, encodeCursor, type ListCursor } from './list-cursor.js';

/**
 * The one list helper of the server (docs/decisions/0011-one-list-primitive.md): it applies a
 * contract `ListQuery` (search, sort, direction, limit, offset or cursor) and the list's filters
 * to a list's select and answers a `Page`. Every sort ends with the id, so pages never repeat or
 * skip a row; the `nextCursor` is a keyset cursor (the last row's sort value and id).
 *
 * A page costs one statement when it is the last one (`total` is then the rows before it and on
 * it) and a second one, the count, otherwise. Each statement is built once per shape (sort,
 * direction, search or not, cursor or not, which filters) with placeholders for the values, and
 * prepared: drizzle built every list query anew on every request, which cost more CPU than the
 * database took to run it (docs/decisions/0017-delivery-and-speed.md).
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

interface PreparedSelect<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/** A dynamic drizzle select (`.$dynamic()`) with no where clause: the list adds it. */
export interface ListSelect<Row> extends PromiseLike<Row[]>, SQLWrapper {
  where(condition: SQL | undefined): ListSelect<Row>;
  orderBy(...order: SQL[]): ListSelect<Row>;
  limit(limit: Placeholder): ListSelect<Row>;
  offset(offset: Placeholder): ListSelect<Row>;
  prepare(name: string): PreparedSelect<Row>;
}

/**
 * A filter other than equality, such as one end of a date range: the condition it makes of
 * its value's placeholder (`conditionFilter<string>((from) => sql\`${table.createdAt} >= ${from}\`)`).
 */
export interface ConditionFilter<Value> {
  condition: (value: Placeholder) => SQL;
  /** Never set: it carries the type of the value the page is given. */
  readonly value?: Value;
}
export const conditionFilter = <Value>(condition: (value: Placeholder) => SQL): ConditionFilter<Value> => ({
  condition,
});
type Filter = AnyColumn | ConditionFilter<unknown>;
const isConditionFilter = (filter: Filter): filter is ConditionFilter<unknown> => 'condition' in filter;

/**
 * What a list can be narrowed to: the rows whose column equals the value given under the
 * filter's name, or that meet a condition filter's condition. Every list has its lab's column
 * as `labId`, and every page is given one.
 */
type ListFilters = { labId: AnyColumn } & Record<string, Filter>;
type FilterValue<Of> = Of extends ConditionFilter<infer Value> ? Value : Of extends AnyColumn ? Of['_']['data'] : never;
/** The values of a page's filters; a filter given no value (undefined) narrows nothing. */
export type FilterValues<Filters extends ListFilters> = { labId: number } & {
  [Name in keyof Filters]?: FilterValue<Filters[Name]> | undefined;
};

export interface ListDefinition<
  Select extends ListSelect<CursorValues>,
  SortKey extends string,
  Filters extends ListFilters,
> {
  /** The rows, with `...cursor` in the selection and no where clause (a `.$dynamic()` select). */
  select(db: Executor, cursor: CursorFields): Select;
  /** Unique within the list: the last word of every sort. */
  id: AnyColumn;
  /** Where a search looks: case-insensitive, anywhere in the text. */
  search: ReadonlyArray<AnyColumn | SQL>;
  /** What each sort key of the contract's `listQuery([...])` sorts by. */
  sort: Record<SortKey, AnyColumn | SQL>;
  defaultSort: NoInfer<SortKey>;
  filters: Filters;
  /**
   * An order every page starts with, before the sort and whatever its direction (the entry
   * lists' emergency reports first). Such a list pages by offset: a keyset cursor holds the
   * sort's value alone, so it answers no cursor and refuses one.
   */
  first?: SQL;
}

/** A listed row without the two cursor columns. */
export type ListRow<Select> = Select extends PromiseLike<Array<infer Row>> ? Omit<Row, keyof CursorValues> : never;

export interface List<Row, SortKey extends string, Filters extends ListFilters> {
  /** One page of the rows that the filters select (the caller's lab, and the list's own filters). */
  page(db: Executor, query: ListQuery<SortKey>, filters: FilterValues<Filters>): Promise<Page<Row>>;
}

/**
 * Text sorted the same way on PGlite and PostgreSQL, whatever the database's collation:
 * without regard to case, then by code point.
 */
export const textSort = (column: AnyColumn | SQL): SQL => sql`lower(${column}) collate "C"`;

/** `%` and `_` in a search are the characters themselves, not wildcards. */
const containing = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

/** The placeholders of the helper's own values; a filter's placeholder is the filter's name. */
const placeholders = {
  search: sql.placeholder('listSearch'),
  limit: sql.placeholder('listLimit'),
  offset: sql.placeholder('listOffset'),
  cursorValue: sql.placeholder('listCursorValue'),
  cursorId: sql.placeholder('listCursorId'),
};

/** Where a cursor leaves a page to start: a value, or a row without one (the nulls come last). */
type CursorStart = 'value' | 'null';

/** Rows after the cursor in the page's order (nulls come last in both directions). */
function after(sortBy: AnyColumn | SQL, id: AnyColumn, direction: SortDirection, start: CursorStart): SQL | undefined {
  const later = direction === 'asc' ? sql`>` : sql`<`;
  const laterId = sql`${id} ${later} ${placeholders.cursorId}`;
  if (start === 'null') return and(isNull(sortBy), laterId);
  const value = placeholders.cursorValue;
  return or(sql`${sortBy} ${later} ${value}`, and(sql`${sortBy} = ${value}`, laterId), isNull(sortBy));
}

interface Shape<SortKey extends string> {
  sortKey: SortKey;
  direction: SortDirection;
  searched: boolean;
  start: CursorStart | undefined;
  /** The names of the filters given a value, in the definition's order. */
  filtered: string[];
}

/** Statement names are per connection on PostgreSQL: one name per list and shape in the process. */
let definedLists = 0;

export function defineList<
  Select extends ListSelect<CursorValues>,
  SortKey extends string,
  Filters extends ListFilters,
>(definition: ListDefinition<Select, SortKey, Filters>): List<ListRow<Select>, SortKey, Filters> {
  const listName = `list_${++definedLists}`;
  const statementNames = new Map<string, string>();
  const nameOf = (key: string) => {
    let name = statementNames.get(key);
    if (!name) {
      name = `${listName}_${statementNames.size + 1}`;
      statementNames.set(key, name);
    }
    return name;
  };
  const filterNames = Object.keys(definition.filters);
  const cursorFieldsOf = (sortBy: AnyColumn | SQL): CursorFields => ({
    listSortValue: sql<string | null>`(${sortBy})::text`.as('list_sort_value'),
    listId: sql`${definition.id}`.mapWith(Number).as('list_id'),
  });

  /** The rows the filters and the search select, before any cursor. */
  const listed = ({ searched, filtered }: Pick<Shape<SortKey>, 'searched' | 'filtered'>) =>
    and(
      ...filtered.map((name) => {
        const filter = definition.filters[name] as Filter;
        return isConditionFilter(filter) ? filter.condition(sql.placeholder(name)) : eq(filter, sql.placeholder(name));
      }),
      searched ? or(...definition.search.map((column) => ilike(column, placeholders.search))) : undefined,
    );

  const buildPage = (db: Executor, shape: Shape<SortKey>, name: string): PreparedSelect<CursorValues> => {
    const sortBy = definition.sort[shape.sortKey];
    const order = shape.direction === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
    return definition
      .select(db, cursorFieldsOf(sortBy))
      .where(and(listed(shape), shape.start && after(sortBy, definition.id, shape.direction, shape.start)))
      .orderBy(...(definition.first ? [definition.first] : []), sql`${sortBy} ${order}`, sql`${definition.id} ${order}`)
      .limit(placeholders.limit)
      .offset(placeholders.offset)
      .prepare(name);
  };

  const buildCount = (db: Executor, shape: Shape<SortKey>, name: string) =>
    db
      .select({ total: count() })
      .from(sql`${definition.select(db, cursorFieldsOf(definition.id)).where(listed(shape))} as listed`)
      .prepare(name);

  /**
   * Prepared statements belong to the handle they were built on: the database's outside a
   * transaction, the transaction's inside one (where the outer handle must not be touched).
   */
  const statementsOf = new WeakMap<object, Map<string, PreparedSelect<unknown>>>();
  const statement = <Row>(
    db: Executor,
    key: string,
    build: (db: Executor, name: string) => PreparedSelect<Row>,
  ): PreparedSelect<Row> => {
    const handle = currentTransaction() ?? db;
    let statements = statementsOf.get(handle);
    if (!statements) {
      statements = new Map();
      statementsOf.set(handle, statements);
    }
    let prepared = statements.get(key);
    if (!prepared) {
      prepared = build(handle, nameOf(key));
      statements.set(key, prepared);
    }
    return prepared as PreparedSelect<Row>;
  };

  return {
    async page(db, query, filters) {
      const { direction, limit, offset } = query;
      const sortKey = query.sort ?? definition.defaultSort;
      if (query.cursor && definition.first) throw badRequest('invalidRequest', 'cursor');
      const cursor: ListCursor | undefined = query.cursor ? decodeCursor(query.cursor, sortKey, direction) : undefined;
      const shape: Shape<SortKey> = {
        sortKey,
        direction,
        searched: Boolean(query.search),
        start: cursor && (cursor.value === null ? 'null' : 'value'),
        filtered: filterNames.filter((name) => filters[name] !== undefined),
      };
      const values: Record<string, unknown> = {
        ...filters,
        [placeholders.search.name]: query.search && containing(query.search),
        // One more than asked tells whether there is a next page.
        [placeholders.limit.name]: limit + 1,
        [placeholders.offset.name]: cursor ? 0 : offset,
        [placeholders.cursorValue.name]: cursor?.value,
        [placeholders.cursorId.name]: cursor?.id,
      };
      const pageKey = `page ${sortKey} ${direction} ${shape.searched} ${shape.start} ${shape.filtered}`;
      const rows = await statement(db, pageKey, (handle, name) => buildPage(handle, shape, name)).execute(values);

      const pageRows = rows.slice(0, limit);
      // The last page, unless it is empty past the end: what came before it and what is on it.
      const lastPage = !cursor && rows.length <= limit && (rows.length > 0 || offset === 0);
      const total = lastPage
        ? offset + rows.length
        : ((
            await statement(db, `count ${shape.searched} ${shape.filtered}`, (handle, name) =>
              buildCount(handle, shape, name),
            ).execute(values)
          )[0]?.total ?? 0);
      const last = pageRows.at(-1);
      return {
        items: pageRows.map(({ listSortValue: _value, listId: _id, ...row }) => row as ListRow<Select>),
        total,
        nextCursor:
          rows.length > limit && last && !definition.first
            ? encodeCursor({ sort: sortKey, direction, value: last.listSortValue, id: last.listId })
            : null,
      };
    },
  };
}
