import { isCollectionCentreUser } from '@lims/domain';
import { AppShell, Center, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../ui';
import { useCurrentSession } from '../session/session-context';
import { AppNavbar } from './AppNavbar';
import { CollectionCentreHeader } from './CollectionCentreHeader';
import { LabHeader } from './LabHeader';

// Only a lab in its trial shows it (docs/decisions/0027): the others never download it.
const TrialBanner = lazy(async () => ({ default: (await import('./TrialBanner')).TrialBanner }));

export function AppFrame() {
  const session = useCurrentSession();
  const { pathname } = useLocation();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  // spec 000 §6: collection-centre users see a different top bar.
  const collectionCentre = session.kind === 'lab' && isCollectionCentreUser(session.isCollectionCenter);
  const header = { navOpened, onToggleNav: toggle };

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="lg"
    >
      <AppShell.Header>
        {collectionCentre ? <CollectionCentreHeader {...header} /> : <LabHeader {...header} />}
      </AppShell.Header>
      {/* An admin's entries outgrow a laptop's height: the bar scrolls on its own, under the header. */}
      <AppShell.Navbar p="sm" style={{ overflowY: 'auto' }}>
        <AppNavbar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        {session.trialEndsAt !== null && (
          <Suspense fallback={null}>
            <TrialBanner />
          </Suspense>
        )}
        {/* Shown while a page's code loads the first time; the router keeps the last page meanwhile. */}
        <Suspense
          fallback={
            <Center mih="60vh" aria-busy="true">
              <Loader type="dots" />
            </Center>
          }
        >
          {/* Keyed by path so that a page that failed does not keep the next one from rendering. */}
          <ErrorBoundary key={pathname}>
            <Outlet />
          </ErrorBoundary>
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
