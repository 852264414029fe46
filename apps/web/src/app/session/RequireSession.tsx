import { Center } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { accountArea, loadChangePasswordPage } from '../../features/auth/area';
import { EmptyState, FullPageLoader } from '../../ui';
import { addAreaEnglish } from '../i18n/apply-locales';
import { loginPaths, type SignInState } from '../paths';
import { currentPath } from './return-path';
import { SignedIn } from './SignedIn';
import { useSessionQuery } from './session-hooks';

/**
 * An account whose password someone else chose (the sign-up's new admin) changes it before
 * anything else: this page in place of every other, whatever the address (the server refuses
 * the rest meanwhile). Once changed, the session no longer asks it and the page asked for opens.
 */
const ForcedPasswordChange = lazy(async () => {
  const [page] = await Promise.all([
    loadChangePasswordPage(),
    ...[accountArea.name, ...(accountArea.alsoTexts ?? [])].map(addAreaEnglish),
  ]);
  return { default: page };
});

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
      {query.data.session.mustChangePassword ? (
        <Suspense fallback={<FullPageLoader />}>
          <ForcedPasswordChange />
        </Suspense>
      ) : (
        <Outlet />
      )}
    </SignedIn>
  );
}
