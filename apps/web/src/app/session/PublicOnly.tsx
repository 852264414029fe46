import { Navigate, Outlet } from 'react-router';
import { FullPageLoader } from '../../ui';
import { paths } from '../paths';
import { useSessionQuery } from './session-hooks';

/** Sign-in pages: a signed-in visitor goes straight to the dashboard. */
export function PublicOnly() {
  const query = useSessionQuery();
  if (query.isPending) return <FullPageLoader />;
  if (query.data) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
