import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../ui';
import { UnauthenticatedRedirect } from './session/UnauthenticatedRedirect';

export function RootLayout() {
  return (
    <>
      <UnauthenticatedRedirect />
      {/* Shown while the signed-in pages' code loads. */}
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
