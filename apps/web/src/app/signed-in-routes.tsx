import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { NotFoundPage } from '../ui';
import { webAreas } from './areas';
import { SignedInFrame } from './frame/SignedInFrame';
import { addAreaEnglish } from './i18n/apply-locales';
import { RequirePermission } from './session/RequirePermission';
import { RequireSession } from './session/RequireSession';
import { SetupAtRoot } from './session/SetupAtRoot';

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
        element: (
          <RequirePermission permission={route.permission} {...(route.module ? { module: route.module } : {})} />
        ),
        children: [{ path: route.path, element: <Page /> }],
      };
    }),
  ),
  { path: '*', element: <NotFoundPage /> },
];

const signedInRoutes: RouteObject[] = [
  { element: <RequireSession />, children: [{ element: <SignedInFrame />, children: framedRoutes }] },
];

/** The texts of the one page outside every web area, the account setup: its English loads with it. */
export const publicPageTexts = ['onboarding'] as const;

/**
 * The account setup at `/` for a visitor without a session, with its texts. Loaded from here
 * rather than from the router so that the pieces of Mantine it shares with the frame stay in
 * this chunk: loaded from the router, they became chunks of their own, which the frame then
 * fetched as several small files (2 KB more gzipped). A visitor at `/` downloads this chunk too.
 */
const AccountSetupPage = lazy(async () => {
  const [{ AccountSetupPage: page }] = await Promise.all([
    import('../features/onboarding'),
    ...publicPageTexts.map(addAreaEnglish),
  ]);
  return { default: page };
});

/** The pages behind sign-in, loaded by the router (router.tsx) once a page other than sign-in is asked for. */
export function SignedInRoutes() {
  const pages = useRoutes(signedInRoutes);
  return <SetupAtRoot setup={<AccountSetupPage />}>{pages}</SetupAtRoot>;
}
