import { Outlet } from 'react-router';
import { UnauthenticatedRedirect } from './session/UnauthenticatedRedirect';

export function RootLayout() {
  return (
    <>
      <UnauthenticatedRedirect />
      <Outlet />
    </>
  );
}
