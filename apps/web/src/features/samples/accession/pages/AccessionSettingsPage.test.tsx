import type { AccessionSettings } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../../test/render-page';
import { AccessionSettingsPage } from './AccessionSettingsPage';

const settings: AccessionSettings = {
  numberPrefix: '',
  numberDigits: 6,
  accessionOnReceive: false,
  batchManagement: false,
  accessionAtBilling: true,
  accessionNoInBilling: false,
  nextNumber: '000042',
  version: 5,
};

const { fetchMock, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});

describe('Accession settings (spec 002 §2 /accession-settings, §3 accessionAtBilling)', () => {
  it("previews the next number in the lab's format and saves the lab's own fields (batch management too) with the version read", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(200, { ...settings, numberPrefix: 'ACC-', numberDigits: 4, nextNumber: 'ACC-0042', version: 6 })
        : jsonResponse(200, settings),
    );
    renderPage(<AccessionSettingsPage />);
    expect((await screen.findByTestId('next-accession-number')).textContent).toBe('000042');
    // Support's flags are shown, not offered.
    expect(screen.getByText('Accession at billing')).toBeTruthy();
    expect(screen.getByText('On')).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Accession at billing' })).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: /Accession number prefix/ }), { target: { value: 'ACC-' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Digits of the number' }), { target: { value: '4' } });
    expect(screen.getByTestId('next-accession-number').textContent).toBe('ACC-0042');
    fireEvent.click(screen.getByRole('switch', { name: 'Accession samples when they are received' }));
    fireEvent.click(screen.getByRole('switch', { name: /Send samples to the lab in batches/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('Accession settings saved.'));
    expect(JSON.parse(String(callsWith('PUT')[0]?.[1]?.body))).toEqual({
      numberPrefix: 'ACC-',
      numberDigits: 4,
      accessionOnReceive: true,
      batchManagement: true,
      version: 5,
    });
  }, 20_000);

  it('refuses a prefix with digits before sending it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, settings));
    renderPage(<AccessionSettingsPage />);
    fireEvent.change(await screen.findByRole('textbox', { name: /Accession number prefix/ }), {
      target: { value: 'A1' },
    });
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  }, 20_000);
});
