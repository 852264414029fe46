import { Navigate } from 'react-router';
import { cataloguePaths } from '../area';

/** The catalogue's navigation entry opens its first tab. */
export function CatalogueHome() {
  return <Navigate to={cataloguePaths.tests} replace />;
}
