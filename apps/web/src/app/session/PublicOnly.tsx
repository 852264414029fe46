import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../ui';
import type { SignInState } from '../paths';
import { returnPathOf } from './return-path';
import { useSessionQuery } from './session-hooks';

/** Sign-in pages: a signed-in visitor goes on to the page that was asked for, else the dashboard. */
export function PublicOnly() {
  const query = useSessionQuery();
  const state: SignInState | null = useLocation().state;
  if (query.isPending) return <FullPageLoader />;
  if (query.data) return <Navigate to={returnPathOf(state?.from)} replace />;
  return <Outlet />;
}
