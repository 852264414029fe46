import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { NotFoundPage } from '../ui';
import { webAreas } from './areas';
import { SignedInFrame } from './frame/SignedInFrame';
import { addAreaEnglish } from './i18n/apply-locales';
import { RequirePermission } from './session/RequirePermission';
import { RequireSession } from './session/RequireSession';

/**
 * Every area's pages behind the frame, each behind the permission it declares. A page's code
 * loads on first visit, with the English texts of its area.
 */
const framedRoutes: RouteObject[] = [
  ...webAreas.flatMap((area) =>
    area.routes.map((route): RouteObject => {
      const Page = lazy(async () => {
        const [component] = await Promise.all([
          route.load(),
          ...[area.name, ...(area.alsoTexts ?? [])].map(addAreaEnglish),
        ]);
        return { default: component };
      });
      return {
        element: <RequirePermission permission={route.permission} />,
        children: [{ path: route.path, element: <Page /> }],
      };
    }),
  ),
  { path: '*', element: <NotFoundPage /> },
];

const signedInRoutes: RouteObject[] = [
  { element: <RequireSession />, children: [{ element: <SignedInFrame />, children: framedRoutes }] },
];

/** The pages behind sign-in, loaded by the router (router.tsx) once a page other than sign-in is asked for. */
export function SignedInRoutes() {
  return useRoutes(signedInRoutes);
}
