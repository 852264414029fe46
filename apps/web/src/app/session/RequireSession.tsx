import { Center } from '@mantine/core';
import { Navigate, Outlet } from 'react-router';
import { EmptyState, FullPageLoader } from '../../ui';
import { loginPaths } from '../paths';
import { SignedIn } from './SignedIn';
import { useSessionQuery } from './session-hooks';

/** The gate of every signed-in page. */
export function RequireSession() {
  const query = useSessionQuery();
  if (query.isPending) return <FullPageLoader />;
  if (query.isError) {
    return (
      <Center mih="100vh">
        <EmptyState variant="failedToLoad" onRetry={() => void query.refetch()} />
      </Center>
    );
  }
  if (query.data === null) return <Navigate to={loginPaths.lab} replace />;
  return (
    <SignedIn session={query.data.session}>
      <Outlet />
    </SignedIn>
  );
}
