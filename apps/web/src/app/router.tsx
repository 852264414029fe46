import { loginKinds } from '@lims/domain';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth';
import { ErrorFallback, FullPageLoader, NotFoundPage } from '../ui';
import { AppFrame } from './frame/AppFrame';
import { loginPaths, paths } from './paths';
import { RootLayout } from './RootLayout';
import { PublicOnly } from './session/PublicOnly';
import { RequireSession } from './session/RequireSession';

/** Pages behind the frame load on first visit, so the sign-in page stays small. */
const framedRoutes: RouteObject[] = [
  {
    path: paths.dashboard,
    lazy: async () => ({ Component: (await import('../features/dashboard')).DashboardPage }),
  },
  {
    path: paths.departments,
    lazy: async () => ({ Component: (await import('../features/catalogue')).DepartmentsPage }),
  },
  {
    path: paths.labUsers,
    lazy: async () => ({ Component: (await import('../features/settings')).LabUsersPage }),
  },
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
        children: [{ element: <AppFrame />, children: framedRoutes }],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
