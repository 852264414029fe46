import type { SessionData } from '@lims/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { setCsrfToken } from '../app/api-client';
import { i18n } from '../app/i18n/i18n';
import { SessionContext } from '../app/session/session-context';
import { labSession } from '../app/session/test-session';
import { TestProviders } from './render';

/** The CSRF token a page test's session carries; a state-changing call must send it. */
export const testCsrfToken = 'token-123';

/** A JSON answer of the API. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Stands in for the API in a page test: a fetch mock installed before each test and removed
 * after it, with the CSRF token set and the language back to English. Give it its answers
 * with `mockResolvedValue(jsonResponse(…))`; read what the page asked with `requests()`.
 */
export function stubApi() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setCsrfToken(testCsrfToken);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    setCsrfToken(null);
    await i18n.changeLanguage('en');
  });
  return {
    fetchMock,
    /** Each call as 'METHOD url', in order. */
    requests: () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`),
    /** The calls made with this method, with their init. */
    callsWith: (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method),
  };
}

/**
 * A page as the app shows it (a component without data needs only `renderWithProviders`):
 * texts, theme, dialogs, a fresh query cache (no retries, so a
 * failure shows at once), a router at `path` (for a page that reads its address) and the
 * signed-in session (a lab admin unless given).
 */
export function renderPage(page: ReactElement, options: { session?: SessionData; path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <SessionContext.Provider value={options.session ?? labSession}>{children}</SessionContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </TestProviders>
  );
  return render(page, { wrapper });
}
