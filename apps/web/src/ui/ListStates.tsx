import type { ReactNode } from 'react';
import { DataNotFound } from './DataNotFound';
import { EmptyState } from './EmptyState';
import { TableSkeleton } from './TableSkeleton';

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  data: ReadonlyArray<unknown> | undefined;
  refetch: () => unknown;
}

interface ListStatesProps {
  query: ListQuery;
  /** Shown when the list has nothing at all: usually an EmptyState with an add button. */
  empty: ReactNode;
  /** How many items the search leaves; none with a search typed shows 'Data Not Found'. */
  matches: number;
  searching: boolean;
  children: ReactNode;
}

/**
 * The states every list page goes through, in one order: loading, failed, empty, nothing
 * matches the search, then the list itself.
 */
export function ListStates({ query, empty, matches, searching, children }: ListStatesProps) {
  if (query.isPending) return <TableSkeleton />;
  if (query.isError) return <EmptyState variant="failedToLoad" onRetry={() => void query.refetch()} />;
  if (!query.data?.length) return empty;
  if (searching && matches === 0) return <DataNotFound />;
  return children;
}
