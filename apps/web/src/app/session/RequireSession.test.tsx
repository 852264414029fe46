import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../features/auth';
import { i18n } from '../i18n/i18n';
import { theme } from '../theme';
import { PublicOnly } from './PublicOnly';
import { RequireSession } from './RequireSession';
import { labSession } from './test-session';

vi.mock('../realtime/realtime-socket', () => ({ openRealtime: () => () => {} }));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const signedOut = { error: { code: 'unauthenticated', messageKey: 'notSignedIn', message: 'Signed out.' } };
const fetchMock = vi.fn<typeof fetch>();

function renderApp(initialPath: string) {
  const router = createMemoryRouter(
    [
      { element: <PublicOnly />, children: [{ path: '/login', element: <LoginPage kind="lab" /> }] },
      {
        element: <RequireSession />,
        children: [
          { path: '/', element: <p>Dashboard page</p> },
          { path: '/settings/lab-users', element: <p>Lab users page</p> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return router;
}

const signIn = async () => {
  fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'admin' } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Demo@1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input) === '/api/v1/auth/login'
      ? json(200, { csrfToken: 'token', session: labSession })
      : json(401, signedOut),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('signing in on the way to a page (STYLE.md Screens: back to the page that was asked for)', () => {
  it('sends a signed-out visitor to sign in, then back to the page they asked for', async () => {
    const router = renderApp('/settings/lab-users');
    await signIn();
    expect(await screen.findByText('Lab users page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings/lab-users');
  });

  it('goes to the dashboard when the sign-in page was opened directly', async () => {
    const router = renderApp('/login');
    await signIn();
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a refused sign-in by its message key, in the chosen language', async () => {
    await i18n.changeLanguage('es');
    fetchMock.mockImplementation(async () =>
      json(401, { error: { code: 'unauthenticated', messageKey: 'invalidCredentials', message: 'English text.' } }),
    );
    renderApp('/login');
    fireEvent.change(await screen.findByLabelText(/Usuario/), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText(/Contraseña/), { target: { value: 'Wrong@1234' } });
    fireEvent.click(screen.getByRole('button', { name: /Iniciar sesión/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Usuario o contraseña no válidos.');
    expect(screen.queryByText('English text.')).toBeNull();
  });
});

describe('a password that must be changed (issue 8)', () => {
  it('shows only the change-password page after sign-in, then the page that was asked for', async () => {
    const forced = { ...labSession, mustChangePassword: true };
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/v1/auth/login') return json(200, { csrfToken: 'token', session: forced });
      if (url === '/api/v1/auth/password') return json(200, { csrfToken: 'token', session: labSession });
      return json(401, signedOut);
    });
    const router = renderApp('/settings/lab-users');
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Change your password' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Lab users page')).toBeNull();
    expect(router.state.location.pathname).toBe('/settings/lab-users');

    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'Sent#Pass1' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Fresh#Start9' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'Fresh#Start9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Lab users page', {}, { timeout: 5000 })).toBeTruthy();
    const change = fetchMock.mock.calls.find(([url]) => String(url) === '/api/v1/auth/password');
    expect(JSON.parse(String(change?.[1]?.body))).toEqual({
      currentPassword: 'Sent#Pass1',
      newPassword: 'Fresh#Start9',
    });
  }, 15_000);
});
