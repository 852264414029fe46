import type { OutboxMessage, OutboxPage as OutboxPageBody } from '@lims/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n/i18n';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { listRefreshMs } from '../../../ui/data-table/use-server-list';
import { OutboxPage } from './OutboxPage';

const held: OutboxMessage = {
  id: 3,
  channel: 'email',
  recipient: 'lab.admin@example.com',
  subject: 'Test e-mail from Demo Diagnostics',
  body: 'This is a test e-mail from Demo Diagnostics.',
  state: 'held',
  provider: 'outbox',
  sentAt: null,
  error: null,
  attachmentCount: 0,
  createdAt: '2025-05-21T10:00:00.000Z',
};
const page = (items: OutboxMessage[]): OutboxPageBody => ({ items, total: items.length, nextCursor: null });

const { fetchMock, callsWith } = stubApi();
const posts = () => callsWith('POST');

const openTestDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Send test e-mail' }));
  return screen.findByRole('dialog', { name: 'Send a test e-mail' });
};

describe('Settings > Outbox', () => {
  it('shows what was sent, to whom, when, by which channel and in which state, newest first', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, page([held])));
    renderPage(<OutboxPage />);
    const row = (await screen.findByText('lab.admin@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText('E-mail')).toBeTruthy();
    expect(within(row).getByText('Test e-mail from Demo Diagnostics')).toBeTruthy();
    expect(within(row).getByText('Held')).toBeTruthy();
    // 10:00 UTC is 3:30 pm in the lab's time zone (Asia/Kolkata), spec 000 §9 'Do MMM YY, h:mm a'.
    expect(within(row).getByText('21st May 25, 3:30 pm')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/outbox?sort=createdAt&direction=desc&limit=50&offset=0');
  });

  it('reads the list again while a message is queued, and stops once none is', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, page([{ ...held, state: 'queued', provider: null }])))
      .mockResolvedValue(jsonResponse(200, page([held])));
    renderPage(<OutboxPage />);
    const row = (await screen.findByText('lab.admin@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Queued')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('Held')).toBeTruthy(), { timeout: listRefreshMs + 1500 });
    const readsOnceSettled = fetchMock.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, listRefreshMs + 500));
    expect(fetchMock.mock.calls.length).toBe(readsOnceSettled);
  }, 15_000);

  it('opens a message to read it whole', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, page([held])));
    renderPage(<OutboxPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for lab.admin@example.com' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'View message' }));
    const dialog = await screen.findByRole('dialog', { name: 'View message' });
    expect(within(dialog).getByText('This is a test e-mail from Demo Diagnostics.')).toBeTruthy();
  });

  it('sends a test e-mail to the address an admin enters, and closes', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? jsonResponse(202, { ...held, id: 4, state: 'queued', provider: null })
        : jsonResponse(200, page([held])),
    );
    renderPage(<OutboxPage />);
    const dialog = await openTestDialog();
    fireEvent.change(within(dialog).getByLabelText(/E-mail address/), { target: { value: ' new.admin@example.com ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [url, init] = posts()[0] ?? [];
    expect(String(url)).toBe('/api/v1/outbox/test-email');
    expect(JSON.parse(String(init?.body))).toEqual({ to: 'new.admin@example.com' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send a test e-mail' })).toBeNull());
  });

  it('says what is wrong with an address beside the field, without sending it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, page([])));
    renderPage(<OutboxPage />);
    const dialog = await openTestDialog();
    fireEvent.change(within(dialog).getByLabelText(/E-mail address/), { target: { value: 'not-an-address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('shows the empty state, with the test e-mail at hand, when nothing was sent yet', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, page([])));
    renderPage(<OutboxPage />);
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send test e-mail' })).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    fetchMock.mockResolvedValue(jsonResponse(200, page([held])));
    renderPage(<OutboxPage />);
    const row = (await screen.findByText('lab.admin@example.com')).closest('tr') as HTMLElement;
    expect(screen.getByRole('heading', { name: 'صندوق الصادر' })).toBeTruthy();
    expect(within(row).getByText('محتجزة')).toBeTruthy();
    expect(within(row).getByText('البريد الإلكتروني')).toBeTruthy();
  });
});
