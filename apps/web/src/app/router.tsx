import { loginKinds } from '@lims/domain';
import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { LoginPage } from '../features/auth';
import { addAreaEnglish } from './i18n/apply-locales';
import { loginPaths } from './paths';
import { RootLayout } from './RootLayout';
import { PublicOnly } from './session/PublicOnly';

// Loaded on demand: the session's gate, the frame, every area's routes and the account setup
// at `/`. The sign-in pages download none of them (docs/decisions/0017-delivery-and-speed.md).
const SignedInRoutes = lazy(async () => ({ default: (await import('./signed-in-routes')).SignedInRoutes }));

// The public page a printed report's QR code opens (decision 0041), with its texts in the
// visitor's language; signed in or not, nothing of the frame loads with it.
const VerifyReportPage = lazy(async () => {
  const [page] = await Promise.all([
    import('../features/reports/viewer/VerifyReportPage'),
    addAreaEnglish('report-viewer'),
  ]);
  await page.applyVisitorLanguage();
  return { default: page.VerifyReportPage };
});

/** The QR code's link on every printed report: `{PUBLIC_URL}/verify/{labId}.{uuid}`. */
export const verifyReportPath = '/verify/:code';

// A WhatsApp share's download link (issue 13), public like the QR code's page and in the visitor's language.
const SharedReportPage = lazy(async () => {
  const [page, verify] = await Promise.all([
    import('../features/reports/sharing/SharedReportPage'),
    import('../features/reports/viewer/VerifyReportPage'),
    addAreaEnglish('report-sharing'),
  ]);
  await verify.applyVisitorLanguage();
  return { default: page.SharedReportPage };
});

/** The link a WhatsApp share sends: `{PUBLIC_URL}/shared-report/{labId}.{token}`. */
export const sharedReportPath = '/shared-report/:code';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicOnly />,
        children: loginKinds.map((kind) => ({ path: loginPaths[kind], element: <LoginPage kind={kind} /> })),
      },
      { path: verifyReportPath, element: <VerifyReportPage /> },
      { path: sharedReportPath, element: <SharedReportPage /> },
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
