import { loginKinds } from '@lims/domain';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth';
import { ErrorFallback, FullPageLoader, NotFoundPage } from '../ui';
import { webAreas } from './areas';
import { loginPaths } from './paths';
import { RootLayout } from './RootLayout';
import { PublicOnly } from './session/PublicOnly';
import { RequirePermission } from './session/RequirePermission';
import { RequireSession } from './session/RequireSession';

/** Every area's pages behind the frame, each behind the permission it declares. */
const framedRoutes: RouteObject[] = [
  ...webAreas.flatMap((area) =>
    area.routes.map(
      (route): RouteObject => ({
        element: <RequirePermission permission={route.permission} />,
        children: [{ path: route.path, lazy: async () => ({ Component: await route.load() }) }],
      }),
    ),
  ),
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorFallback />,
    // Shown while the first page's code loads.
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        element: <PublicOnly />,
        children: loginKinds.map((kind) => ({ path: loginPaths[kind], element: <LoginPage kind={kind} /> })),
      },
      {
        element: <RequireSession />,
        // Loaded on demand: the sign-in pages never download the frame.
        children: [
          {
            lazy: async () => ({ Component: (await import('./frame/SignedInFrame')).SignedInFrame }),
            children: framedRoutes,
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
