import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { LabSettingsPage } from './LabSettingsPage';
import { sunriseSettings, supportSession } from './support-test-data';

const { fetchMock, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});

const renderSettings = () =>
  renderPage(
    <Routes>
      <Route path="/support/labs/:labId/settings" element={<LabSettingsPage />} />
    </Routes>,
    { session: supportSession, path: '/support/labs/42/settings' },
  );

describe('Support > a lab > Lab settings (spec 002 §3 Support lab settings)', () => {
  it('shows every field grouped, the lab columns and SMS balance read-only, and saves only what changed', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(200, {
            ...sunriseSettings,
            values: { ...sunriseSettings.values, floatSupportFlag: true, bannerText: 'Closed on Sunday' },
            version: 4,
          })
        : jsonResponse(200, sunriseSettings),
    );
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'Sunrise Diagnostics' })).toBeTruthy();
    for (const group of ['Messaging', 'Country and currency', 'Registration', 'Billing', 'Reports', 'System']) {
      expect(screen.getByRole('heading', { name: group })).toBeTruthy();
    }
    const currency = screen.getByLabelText('Currency') as HTMLInputElement;
    expect(currency.value).toBe('INR');
    expect(currency.readOnly).toBe(true);
    expect((screen.getByLabelText('SMS credits') as HTMLInputElement).readOnly).toBe(true);
    // The 23 flags of spec 002 §3, and inventoryManagement and qualityControl (issue 15).
    expect(screen.getAllByRole('switch')).toHaveLength(25);

    fireEvent.click(screen.getByRole('switch', { name: 'Decimal amounts' }));
    fireEvent.change(screen.getByLabelText('Banner text'), { target: { value: 'Closed on Sunday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts()).toContain('Updated successfully'));
    const [[url, init]] = callsWith('PUT') as [[string, RequestInit]];
    expect(String(url)).toBe('/api/v1/support/labs/42/settings');
    expect(JSON.parse(String(init.body))).toEqual({
      values: { floatSupportFlag: true, bannerText: 'Closed on Sunday' },
      version: 3,
    });
    // Six groups of 29 fields render slowly in jsdom.
  }, 20_000);

  it('refuses a sender id the operators would not register, before sending anything', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, sunriseSettings));
    renderSettings();
    fireEvent.change(await screen.findByLabelText('SMS sender ID'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The sender ID is 3 to 11 letters or digits, with at least one letter.'),
    ).toBeTruthy();
    expect(callsWith('PUT')).toHaveLength(0);
  });

  it("says so when the lab's settings cannot be fetched (spec 000 §8)", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(500, { error: { code: 'internal', messageKey: 'somethingWentWrong', message: 'x' } }),
    );
    renderSettings();
    expect(await screen.findByText('Unable to fetch Lab Settings.')).toBeTruthy();
  });

  it('shows the Credits tab beside Lab settings', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, sunriseSettings));
    renderSettings();
    const tabs = await screen.findByRole('navigation', { name: 'Lab pages' });
    await waitFor(() => expect(within(tabs).getByRole('link', { name: 'Lab settings' })).toBeTruthy());
    expect(within(tabs).getByRole('link', { name: 'Credits' }).getAttribute('href')).toBe('/support/labs/42/credits');
  });
});
