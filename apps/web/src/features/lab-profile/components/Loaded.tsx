import { Skeleton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui';

/**
 * A card's data: a skeleton while it loads, the spec's message with a retry when it fails
 * ('Unable to fetch Lab Details.', 'Unable to fetch Lab user Details.'), else the card.
 */
export function Loaded<Data>({
  query,
  failure,
  children,
}: {
  query: UseQueryResult<Data>;
  failure: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return <EmptyState variant="failedToLoad" description={failure} onRetry={() => void query.refetch()} />;
  return <Skeleton height={320} maw={960} radius="md" />;
}
