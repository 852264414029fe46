import type { MessageKey } from '@lims/domain';
import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../../app/api-client';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { EmptyState } from '../../../ui';
import { AuthLayout } from '../../auth';

/** A moment in the visitor's own calendar and clock: the lab's time zone is not public. */
export const visitorMoment = (value: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

/** One labelled fact of a public page. */
export function PublicDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * A page opened by a code from outside the product (the QR code of a printed report, a WhatsApp
 * link): no session, the code is the key. A code the server does not know shows `notFound`, a
 * server failure offers a retry.
 */
export function PublicCodePage<Found>({
  title,
  queryKey,
  read,
  notFound,
  children,
}: {
  title: string;
  queryKey: string;
  read: (code: string, signal: AbortSignal) => Promise<Found>;
  notFound: MessageKey;
  children: (found: Found, code: string) => ReactNode;
}) {
  const code = useParams().code ?? '';
  const query = useQuery({ queryKey: [queryKey, code], queryFn: ({ signal }) => read(code, signal), retry: false });
  const unknown = query.isError && isApiError(query.error) && query.error.status < 500;
  return (
    <AuthLayout title={title}>
      {query.data ? (
        children(query.data, code)
      ) : unknown ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {localiseMessage(notFound)}
        </Alert>
      ) : query.isError ? (
        <EmptyState variant="failedToLoad" onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="sm" aria-busy>
          <Skeleton height={28} width="60%" />
          <Skeleton height={18} />
          <Skeleton height={60} />
          <Skeleton height={36} />
        </Stack>
      )}
    </AuthLayout>
  );
}
