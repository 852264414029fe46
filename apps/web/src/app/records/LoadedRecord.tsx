import { Anchor, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../ui';
import { isApiError } from '../api-client';

interface LoadedRecordProps<Item> {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: Item; refetch: () => unknown };
  /** Where 'not found' offers to go on, the list the record belongs to. */
  listPath: string;
  notFoundTitle: string;
  children: (record: Item) => ReactNode;
}

/** A record's page while it loads, when it is not the lab's (404) or could not be read, and then itself. */
export function LoadedRecord<Item>({ query, listPath, notFoundTitle, children }: LoadedRecordProps<Item>) {
  const navigate = useNavigate();
  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy>
        <Skeleton h={60} radius="md" />
        <Skeleton h={220} radius="md" />
      </Stack>
    );
  }
  if (query.isError || query.data === undefined) {
    return isApiError(query.error) && query.error.code === 'not_found' ? (
      <EmptyState
        variant="pageNotFound"
        title={notFoundTitle}
        onGoBack={() => void navigate(-1)}
        onHome={() => void navigate(listPath)}
      />
    ) : (
      <EmptyState variant="failedToLoad" onRetry={() => void query.refetch()} />
    );
  }
  return children(query.data);
}

/** The way back to the page above, its arrow pointing the reading direction's way. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" w="fit-content">
      <IconArrowLeft size={14} className="lims-flip-rtl" style={{ verticalAlign: 'middle' }} aria-hidden /> {children}
    </Anchor>
  );
}

/** A route's id parameter as a record id, or null when it cannot be one. */
export function recordIdOf(parameter: string | undefined): number | null {
  const id = Number(parameter);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
