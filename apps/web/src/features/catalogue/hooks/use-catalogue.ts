import { type CopyCatalogueRecord, listLimits } from '@lims/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ListFilters, type ListSort, useServerList } from '../../../ui';
import {
  type CatalogueKind,
  type CatalogueKinds,
  catalogueApi,
  type ItemOf,
  type QueryOf,
  type SummaryOf,
} from '../api/catalogue-api';
import { isStale } from './use-departments';

/**
 * The query keys of the catalogue's records (departments keep theirs in use-departments.ts);
 * nothing outside this file builds them.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  kind: (kind: CatalogueKind) => [...catalogueKeys.all, kind] as const,
  /** A settings list; the list hook appends each page's query. */
  lists: (kind: CatalogueKind) => [...catalogueKeys.kind(kind), 'list'] as const,
  detail: (kind: CatalogueKind, id: number) => [...catalogueKeys.kind(kind), 'detail', id] as const,
  /** Every enabled record of a kind, for a form's picker. */
  choices: (kind: CatalogueKind) => [...catalogueKeys.kind(kind), 'choices'] as const,
  /** The tests a picker offers for what was typed. */
  testSearch: (search: string) => [...catalogueKeys.kind('tests'), 'search', search] as const,
};

export type SortKeyOf<Kind extends CatalogueKind> = NonNullable<QueryOf<Kind>['sort']>;

/** A catalogue settings list, searched, sorted and paged by the server. */
export function useCatalogueList<Kind extends CatalogueKind, Filters extends ListFilters>(
  kind: Kind,
  options: { defaultSort: ListSort<SortKeyOf<Kind>>; initialFilters: Filters },
) {
  return useServerList<SummaryOf<Kind>, SortKeyOf<Kind>, Filters>({
    queryKey: catalogueKeys.lists(kind),
    fetchPage: (query, signal) => catalogueApi[kind].list(query as unknown as QueryOf<Kind>, signal),
    defaultSort: options.defaultSort,
    initialFilters: options.initialFilters,
  });
}

/**
 * The enabled records of a kind, by name, for pickers. A lab keeps a few dozen sample types,
 * categories, centres or devices, so one page of the largest size holds them.
 */
export function useCatalogueChoices<Kind extends 'sampleTypes' | 'outsourceCentres' | 'testCategories'>(kind: Kind) {
  return useQuery({
    queryKey: catalogueKeys.choices(kind),
    queryFn: ({ signal }) =>
      catalogueApi[kind].list(
        { sort: 'name', direction: 'asc', limit: listLimits.maxLimit, offset: 0, includeDisabled: false },
        signal,
      ),
    select: (page) => page.items as SummaryOf<Kind>[],
  });
}

/** The enabled tests whose name or code matches, for the profile and device pickers. */
export function useTestSearch(search: string) {
  return useQuery({
    queryKey: catalogueKeys.testSearch(search),
    queryFn: ({ signal }) =>
      catalogueApi.tests.list(
        {
          search: search === '' ? undefined : search,
          sort: 'name',
          direction: 'asc',
          limit: 20,
          offset: 0,
          includeDisabled: false,
        },
        signal,
      ),
    select: (page) => page.items,
  });
}

export function useCatalogueRecord<Kind extends CatalogueKind>(kind: Kind, id: number | null) {
  return useQuery({
    queryKey: catalogueKeys.detail(kind, id ?? 0),
    queryFn: ({ signal }) => catalogueApi[kind].get(id ?? 0, signal) as Promise<ItemOf<Kind>>,
    enabled: id !== null,
  });
}

/**
 * A change of one record can show in others (a test's price in its profiles, its name in
 * devices and formats), so the catalogue is read again as a whole; it is small.
 */
const afterChange = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: catalogueKeys.all });

export function useCreateRecord<Kind extends CatalogueKind>(kind: Kind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CatalogueKinds[Kind]['create']) => catalogueApi[kind].create(body) as Promise<ItemOf<Kind>>,
    onSuccess: () => afterChange(queryClient),
  });
}

/**
 * A change sends the `version` it was made from; when someone else changed the record first
 * the server answers 409 'stale' and the catalogue is read again, so the caller can start
 * over from their version.
 */
export function useUpdateRecord<Kind extends CatalogueKind>(kind: Kind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: CatalogueKinds[Kind]['update'] }) =>
      catalogueApi[kind].update(id, changes) as Promise<ItemOf<Kind>>,
    onSuccess: (record, { id }) => {
      queryClient.setQueryData(catalogueKeys.detail(kind, id), record);
      return afterChange(queryClient);
    },
    onError: async (error) => {
      if (isStale(error)) await afterChange(queryClient);
    },
  });
}

export function useCopyRecord<Kind extends 'tests' | 'profiles' | 'reportFormats'>(kind: Kind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CopyCatalogueRecord }) =>
      catalogueApi[kind].copy(id, body) as Promise<ItemOf<Kind>>,
    onSuccess: () => afterChange(queryClient),
  });
}
