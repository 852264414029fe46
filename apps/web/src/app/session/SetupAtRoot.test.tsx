import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { theme } from '../theme';
import { RequireSession } from './RequireSession';
import { SetupAtRoot } from './SetupAtRoot';
import { labSession } from './test-session';

vi.mock('../realtime/realtime-socket', () => ({ openRealtime: () => () => {} }));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const signedOut = { error: { code: 'unauthenticated', messageKey: 'notSignedIn', message: 'Signed out.' } };
const fetchMock = vi.fn<typeof fetch>();

/** The signed-in pages as the router has them: behind their gate, under the catch-all route. */
function SignedInPages() {
  return useRoutes([
    {
      element: <RequireSession />,
      children: [
        { path: '/', element: <p>Dashboard page</p> },
        { path: '/settings/lab-users', element: <p>Lab users page</p> },
      ],
    },
  ]);
}

function renderApp(initialPath: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>Sign-in page</p> },
      {
        path: '*',
        element: (
          <SetupAtRoot setup={<p>Account setup page</p>}>
            <SignedInPages />
          </SetupAtRoot>
        ),
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return router;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// spec 000 §2: "Account setup: a single page at the root path, mounted on its own page without
// the main application frame"; issue 8: "A signed-in user who opens `/` goes to the app instead."
describe('the root path', () => {
  it('is the account setup for a visitor without a session', async () => {
    fetchMock.mockResolvedValue(json(401, signedOut));
    const router = renderApp('/');
    expect(await screen.findByText('Account setup page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Dashboard page')).toBeNull();
  });

  it('is the dashboard for a signed-in user', async () => {
    fetchMock.mockResolvedValue(json(200, { csrfToken: 'token', session: labSession }));
    const router = renderApp('/');
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(screen.queryByText('Account setup page')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('still sends a visitor without a session elsewhere to sign in, and back after', async () => {
    fetchMock.mockResolvedValue(json(401, signedOut));
    const router = renderApp('/settings/lab-users');
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/settings/lab-users' });
    expect(screen.queryByText('Account setup page')).toBeNull();
  });
});
