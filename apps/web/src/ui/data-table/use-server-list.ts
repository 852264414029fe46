import { type ListQuery, listLimits, type Page, type SortDirection } from '@lims/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** spec 000 §9: search boxes wait 200 ms after the last key. */
export const searchDebounceMs = 200;

/** A list's own filters, sent in the query string beside the `ListQuery`. */
export type ListFilters = Record<string, string | number | boolean | undefined>;

export interface ListSort<SortKey extends string> {
  key: SortKey;
  direction: SortDirection;
}

/**
 * How a list is read page by page: 'pages' asks for one offset page at a time and shows page
 * numbers (lists a person sorts and pages through); 'more' follows `nextCursor` and appends
 * (feeds read front to back, such as jobs and the outbox).
 */
export type ListPaging = 'pages' | 'more';

export interface ServerListOptions<Item, SortKey extends string, Filters extends ListFilters> {
  /**
   * The area's key for this list, from its hooks file. The hook appends the query to it, so
   * invalidating the area's key refreshes every page of the list.
   */
  queryKey: readonly unknown[];
  fetchPage: (query: ListQuery<SortKey> & Filters, signal: AbortSignal) => Promise<Page<Item>>;
  /** The sort before anyone clicks a header; none leaves the order to the server. */
  defaultSort?: ListSort<SortKey>;
  /** The filters' starting values; changing them away from these counts as narrowing the list. */
  initialFilters?: Filters;
  pageSize?: number;
  paging?: ListPaging;
  /**
   * Reads the list again every few seconds while an item shown is still changing on the server
   * (a message queued, a job running), and stops once none is, so a settled list costs nothing.
   */
  refreshWhile?: (item: Item) => boolean;
}

/** How often a list with items still changing on the server is read again. */
export const listRefreshMs = 2000;

export type ListStatus = 'loading' | 'failed' | 'ready';

/** Everything the DataTable needs to show a list; see DataTable.tsx for the whole picture. */
export interface ServerList<Item, SortKey extends string, Filters extends ListFilters = ListFilters> {
  items: Item[];
  /** All the items that match, when the server counted them. */
  total: number | null;
  status: ListStatus;
  /** Set while a newer page, sort or search is on its way and the old rows are still shown. */
  refreshing: boolean;
  retry: () => void;
  search: string;
  setSearch: (search: string) => void;
  /** The answer is narrowed by a search or a filter, so no items means 'nothing matches'. */
  narrowed: boolean;
  sort: ListSort<SortKey> | null;
  setSort: (sort: ListSort<SortKey>) => void;
  /** A click on a header: the same column flips its direction, another one starts ascending. */
  toggleSort: (key: SortKey) => void;
  filters: Filters;
  setFilters: (filters: Filters) => void;
  paging: ListPaging;
  pageSize: number;
  /** 1-based, the page asked for; only for 'pages'. */
  page: number;
  /** How many rows come before the rows shown (while a new page loads, those of the old one). */
  offset: number;
  /** Known only when the server gives a total. */
  pageCount: number | null;
  setPage: (page: number) => void;
  hasNextPage: boolean;
  /** 'more' only: fetches the next cursor's page and appends it. */
  loadMore: () => void;
  loadingMore: boolean;
}

const emptyFilters = {};

/**
 * The state of a server-side list (search, sort, filters, paging) and its query, for
 * DataTable. Search is debounced; any change of search, sort or filters starts again at the
 * first page; the previous rows stay on screen until the next ones arrive.
 */
export function useServerList<Item, SortKey extends string, Filters extends ListFilters = ListFilters>(
  options: ServerListOptions<Item, SortKey, Filters>,
): ServerList<Item, SortKey, Filters> {
  const paging = options.paging ?? 'pages';
  const pageSize = options.pageSize ?? listLimits.defaultLimit;
  const initialFilters = options.initialFilters ?? (emptyFilters as Filters);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), searchDebounceMs);
  const [sort, setSort] = useState<ListSort<SortKey> | null>(options.defaultSort ?? null);
  const [filters, setFilters] = useState<Filters>(initialFilters);

  const criteria = {
    ...filters,
    search: debouncedSearch === '' ? undefined : debouncedSearch,
    sort: sort?.key,
    direction: sort?.direction ?? 'asc',
    limit: pageSize,
  } satisfies Omit<ListQuery<SortKey>, 'offset'> & ListFilters;
  // A page number belongs to the criteria it was chosen under: new criteria start at page 1.
  const criteriaKey = JSON.stringify(criteria);
  const [chosenPage, setChosenPage] = useState({ criteriaKey, page: 1 });
  const requestedPage = chosenPage.criteriaKey === criteriaKey ? chosenPage.page : 1;

  const { refreshWhile } = options;
  const refreshInterval = (items: Item[] | undefined) =>
    refreshWhile && items?.some(refreshWhile) ? listRefreshMs : false;

  const pages = useQuery({
    queryKey: [...options.queryKey, criteria, requestedPage],
    queryFn: async ({ signal }) => {
      const offset = (requestedPage - 1) * pageSize;
      const answer = await options.fetchPage({ ...criteria, offset } as ListQuery<SortKey> & Filters, signal);
      return { ...answer, offset };
    },
    placeholderData: keepPreviousData,
    enabled: paging === 'pages',
    refetchInterval: (query) => refreshInterval(query.state.data?.items),
  });
  const feed = useInfiniteQuery({
    queryKey: [...options.queryKey, criteria, 'more'],
    queryFn: ({ signal, pageParam }) =>
      options.fetchPage({ ...criteria, offset: 0, cursor: pageParam } as ListQuery<SortKey> & Filters, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled: paging === 'more',
    refetchInterval: (query) => refreshInterval(query.state.data?.pages.flatMap((page) => page.items)),
  });

  const narrowed = criteria.search !== undefined || JSON.stringify(filters) !== JSON.stringify(initialFilters);
  const common = {
    search,
    setSearch,
    narrowed,
    sort,
    setSort,
    toggleSort: (key: SortKey) =>
      setSort(
        sort?.key === key ? { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' },
      ),
    filters,
    setFilters,
    paging,
    pageSize,
  };

  if (paging === 'more') {
    const loaded = feed.data?.pages ?? [];
    return {
      ...common,
      items: loaded.flatMap((page) => page.items),
      total: loaded[0]?.total ?? null,
      status: statusOf(feed),
      refreshing: feed.isPlaceholderData,
      retry: () => void feed.refetch(),
      page: 1,
      offset: 0,
      pageCount: null,
      setPage: () => {},
      hasNextPage: feed.hasNextPage,
      loadMore: () => void feed.fetchNextPage(),
      loadingMore: feed.isFetchingNextPage,
    };
  }

  const total = pages.data?.total ?? null;
  const pageCount = total === null ? null : Math.max(1, Math.ceil(total / pageSize));
  // A change elsewhere (a row disabled under a filter) can leave the page past the last one.
  const page = pageCount !== null && requestedPage > pageCount && !pages.isPlaceholderData ? pageCount : requestedPage;
  if (page !== requestedPage) setChosenPage({ criteriaKey, page });
  return {
    ...common,
    items: pages.data?.items ?? [],
    total,
    status: statusOf(pages),
    refreshing: pages.isPlaceholderData,
    retry: () => void pages.refetch(),
    page,
    offset: pages.data?.offset ?? 0,
    pageCount,
    setPage: (next) => setChosenPage({ criteriaKey, page: Math.max(1, next) }),
    hasNextPage: pageCount === null ? pages.data?.nextCursor != null : page < pageCount,
    loadMore: () => {},
    loadingMore: false,
  };
}

function statusOf(query: { data: unknown; isError: boolean }): ListStatus {
  if (query.data !== undefined) return 'ready';
  return query.isError ? 'failed' : 'loading';
}
