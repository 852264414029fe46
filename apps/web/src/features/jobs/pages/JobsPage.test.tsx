import { csrfHeader, type Job, type JobPage } from '@lims/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n/i18n';
import { jsonResponse, renderPage, stubApi, testCsrfToken } from '../../../test/render-page';
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

const { fetchMock, requests } = stubApi();

describe('Settings > Jobs', () => {
  it('lists jobs newest first with their state, name, attempts and last error', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, page([failed, done])));
    renderPage(<JobsPage />);
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
        ? jsonResponse(200, { ...failed, state: 'queued', attempts: 0 })
        : jsonResponse(200, page([failed, done])),
    );
    renderPage(<JobsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Send a message' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Retry' }));
    await waitFor(() => expect(requests()).toContain('POST /api/v1/jobs/7/retry'));
    const headers = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.headers;
    expect((headers as Record<string, string>)[csrfHeader]).toBe(testCsrfToken);
    await waitFor(() => expect(requests().filter((request) => request.startsWith('GET')).length).toBe(2));
  });

  it('offers Retry only on failed jobs', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, page([done])));
    renderPage(<JobsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for report.pdf' }));
    const retry = await screen.findByRole('menuitem', { name: 'Retry' });
    expect(retry.hasAttribute('disabled') || retry.getAttribute('data-disabled') === 'true').toBe(true);
  });

  it('filters by state on the server', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, page([failed])));
    renderPage(<JobsPage />);
    await screen.findByText('Send a message');
    fireEvent.click(screen.getByRole('textbox', { name: 'State' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(requests().some((request) => request.includes('state=failed'))).toBe(true));
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    fetchMock.mockResolvedValue(jsonResponse(200, page([failed])));
    renderPage(<JobsPage />);
    const row = (await screen.findByText('إرسال رسالة')).closest('tr') as HTMLElement;
    expect(screen.getByRole('heading', { name: 'المهام' })).toBeTruthy();
    expect(within(row).getByText('فشلت')).toBeTruthy();
    expect(within(row).getByText('8 من 8')).toBeTruthy();
  });
});
