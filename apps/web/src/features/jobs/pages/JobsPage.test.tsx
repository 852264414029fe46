import { csrfHeader, type Job, type JobPage } from '@lims/contract';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../../app/api-client';
import { i18n } from '../../../app/i18n/i18n';
import { SessionContext } from '../../../app/session/session-context';
import { labSession } from '../../../app/session/test-session';
import { theme } from '../../../app/theme';
import { JobsPage } from './JobsPage';

const job = (overrides: Partial<Job>): Job => ({
  id: 1,
  name: 'message.send',
  state: 'done',
  attempts: 1,
  maxAttempts: 8,
  runAt: '2025-05-21T10:00:00.000Z',
  lastError: null,
  finishedAt: '2025-05-21T10:00:01.000Z',
  createdAt: '2025-05-21T10:00:00.000Z',
  updatedAt: '2025-05-21T10:00:01.000Z',
  ...overrides,
});
const failed = job({ id: 7, state: 'failed', attempts: 8, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
const done = job({ id: 6, name: 'report.pdf' });
const page = (items: Job[]): JobPage => ({ items, total: items.length, nextCursor: null });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
const requests = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <SessionContext.Provider value={labSession}>{children}</SessionContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
  return render(<JobsPage />, { wrapper });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setCsrfToken('token-123');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
  await i18n.changeLanguage('en');
});

describe('Settings > Jobs', () => {
  it('lists jobs newest first with their state, name, attempts and last error', async () => {
    fetchMock.mockResolvedValue(json(200, page([failed, done])));
    renderPage();
    const row = (await screen.findByText('Send a message')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('8 of 8')).toBeTruthy();
    expect(within(row).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeTruthy();
    // A job the page has no words for shows its name as the code has it.
    expect(screen.getByText('report.pdf')).toBeTruthy();
    expect(requests()[0]).toBe('GET /api/v1/jobs?sort=createdAt&direction=desc&limit=50&offset=0');
  });

  it("retries a failed job from its row's menu, and reads the list again", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? json(200, { ...failed, state: 'queued', attempts: 0 })
        : json(200, page([failed, done])),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Send a message' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Retry' }));
    await waitFor(() => expect(requests()).toContain('POST /api/v1/jobs/7/retry'));
    const headers = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.headers;
    expect((headers as Record<string, string>)[csrfHeader]).toBe('token-123');
    await waitFor(() => expect(requests().filter((request) => request.startsWith('GET')).length).toBe(2));
  });

  it('offers Retry only on failed jobs', async () => {
    fetchMock.mockResolvedValue(json(200, page([done])));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for report.pdf' }));
    const retry = await screen.findByRole('menuitem', { name: 'Retry' });
    expect(retry.hasAttribute('disabled') || retry.getAttribute('data-disabled') === 'true').toBe(true);
  });

  it('filters by state on the server', async () => {
    fetchMock.mockResolvedValue(json(200, page([failed])));
    renderPage();
    await screen.findByText('Send a message');
    fireEvent.click(screen.getByRole('textbox', { name: 'State' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(requests().some((request) => request.includes('state=failed'))).toBe(true));
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    fetchMock.mockResolvedValue(json(200, page([failed])));
    renderPage();
    const row = (await screen.findByText('إرسال رسالة')).closest('tr') as HTMLElement;
    expect(screen.getByRole('heading', { name: 'المهام' })).toBeTruthy();
    expect(within(row).getByText('فشلت')).toBeTruthy();
    expect(within(row).getByText('8 من 8')).toBeTruthy();
  });
});
