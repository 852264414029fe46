import { loginKinds } from '@lims/domain';
import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { LoginPage } from '../features/auth';
import { loginPaths } from './paths';
import { RootLayout } from './RootLayout';
import { PublicOnly } from './session/PublicOnly';

// Loaded on demand: the session's gate, the frame, every area's routes and the account setup
// at `/`. The sign-in pages download none of them (docs/decisions/0017-delivery-and-speed.md).
const SignedInRoutes = lazy(async () => ({ default: (await import('./signed-in-routes')).SignedInRoutes }));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicOnly />,
        children: loginKinds.map((kind) => ({ path: loginPaths[kind], element: <LoginPage kind={kind} /> })),
      },
      { path: '*', element: <SignedInRoutes /> },
    ],
  },
];

/**
 * Routes declared, inside a `BrowserRouter`, rather than a data router: nothing here loads data
 * through the router, and its loaders, actions and fetchers weighed 17 KB gzipped on every page.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
