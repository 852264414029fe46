import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { LabCreditsPage } from './LabCreditsPage';
import { sunriseCredits, supportSession } from './support-test-data';

const { fetchMock, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});

const renderCredits = (session = supportSession) =>
  renderPage(
    <Routes>
      <Route path="/support/labs/:labId/credits" element={<LabCreditsPage />} />
    </Routes>,
    { session, path: '/support/labs/42/credits' },
  );

describe('Support > a lab > Credits (spec 000 §3 Credits state, spec 002 §9 add_credit_amount)', () => {
  it('shows the SMS, WhatsApp (with its expiry) and id-scan balances, and adds WhatsApp credits', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? jsonResponse(200, { ...sunriseCredits, whatsapp: 540, version: 6 })
        : jsonResponse(200, sunriseCredits),
    );
    renderCredits();
    expect(await screen.findByRole('heading', { name: 'Sunrise Diagnostics' })).toBeTruthy();
    expect(screen.getByText('120')).toBeTruthy();
    expect(screen.getByText('40')).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
    expect(screen.getByText('Expires on 31-12-2099')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add credits' }));
    await waitFor(() => expect(toasts()).toContain('Credits added'));
    const [[url, init]] = callsWith('POST') as [[string, RequestInit]];
    expect(String(url)).toBe('/api/v1/support/labs/42/credits/whatsapp');
    expect(JSON.parse(String(init.body))).toEqual({ amount: 500, expiresOn: '2099-12-31', version: 5 });
    expect(await screen.findByText('540')).toBeTruthy();
  });

  it('shows zero with the error flag when the credits cannot be fetched (spec 000 §8)', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(500, { error: { code: 'internal', messageKey: 'somethingWentWrong', message: 'x' } }),
    );
    renderCredits();
    expect(await screen.findByText('The credits could not be fetched; they show as zero until they can.')).toBeTruthy();
    expect(screen.getAllByText('0')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add credits' })).toBeNull();
  });

  it('shows no add form, and no settings tab, to support without those rights', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, sunriseCredits));
    renderCredits({ ...supportSession, supportRights: [] });
    expect(await screen.findByText('120')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add credits' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Lab settings' })).toBeNull();
  });
});
