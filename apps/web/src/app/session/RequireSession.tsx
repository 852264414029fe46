import { Center } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { EmptyState, FullPageLoader } from '../../ui';
import { loginPaths, type SignInState } from '../paths';
import { currentPath } from './return-path';
import { SignedIn } from './SignedIn';
import { useSessionQuery } from './session-hooks';

/** The gate of every signed-in page; a visitor without a session signs in and comes back here. */
export function RequireSession() {
  const query = useSessionQuery();
  const location = useLocation();
  if (query.isPending) return <FullPageLoader />;
  if (query.isError) {
    return (
      <Center mih="100vh">
        <EmptyState variant="failedToLoad" onRetry={() => void query.refetch()} />
      </Center>
    );
  }
  if (query.data === null) {
    const state: SignInState = { from: currentPath(location) };
    return <Navigate to={loginPaths.lab} replace state={state} />;
  }
  return (
    <SignedIn session={query.data.session}>
      <Outlet />
    </SignedIn>
  );
}
