import type { CommunicationSettings } from '@lims/contract';
import { defaultCommunicationSettings } from '@lims/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { CommunicationSettingsPage } from './CommunicationSettingsPage';

const settings: CommunicationSettings = { ...defaultCommunicationSettings, version: 4 };
const stale = {
  error: {
    code: 'stale',
    messageKey: 'staleRecord',
    message: 'Someone else changed this record while you were editing it. Reload it and make your change again.',
  },
};

const { fetchMock, requests, callsWith } = stubApi();

const toasts = () =>
  vi.mocked(notifications.show).mock.calls.map(([toast]) => ({ title: toast.title, message: toast.message }));
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});

const bodyOf = (method: string) => JSON.parse(String(callsWith(method)[0]?.[1]?.body));

describe('Settings > Communication (spec 000 §3)', () => {
  it('shows the switches of each channel and saves a change with the version it read', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(200, { ...settings, sms: { ...settings.sms, billingSms: true }, version: 5 })
        : jsonResponse(200, settings),
    );
    renderPage(<CommunicationSettingsPage />);
    expect(await screen.findByText('SMS')).toBeTruthy();
    expect(screen.getByText('WhatsApp')).toBeTruthy();
    expect(screen.getByText('E-mail')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save.hasAttribute('disabled')).toBe(true);
    const billing = screen.getAllByRole('switch', { name: /Billing/ })[0] as HTMLElement;
    fireEvent.click(billing);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Variant 2' }));
    fireEvent.click(save);
    await waitFor(() => expect(requests()).toContain('PUT /api/v1/settings/communication'));
    expect(bodyOf('PUT')).toEqual({
      ...defaultCommunicationSettings,
      sms: { ...defaultCommunicationSettings.sms, billingSms: true },
      whatsAppVariantTriggerList: [1, 2],
      version: 4,
    });
    await waitFor(() => expect(toasts()).toContainEqual({ title: undefined, message: 'Updated successfully' }));
  }, 20_000);

  it('keeps at least one WhatsApp variant: the last one cannot be unticked', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, settings));
    renderPage(<CommunicationSettingsPage />);
    const only = await screen.findByRole('checkbox', { name: 'Variant 1' });
    fireEvent.click(only);
    expect((only as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Save changes' }).hasAttribute('disabled')).toBe(true);
  });

  it("says 'Failed to update' with the reason when someone else saved first", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT' ? jsonResponse(409, stale) : jsonResponse(200, settings),
    );
    renderPage(<CommunicationSettingsPage />);
    fireEvent.click((await screen.findAllByRole('switch', { name: /Hard stop alerts/ }))[0] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toasts()).toContainEqual({ title: 'Failed to update', message: stale.error.message }));
  }, 20_000);

  it("says 'No able to fetch settings' when they cannot be read", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(500, { error: { code: 'internal', messageKey: 'somethingWentWrong', message: 'x' } }),
    );
    renderPage(<CommunicationSettingsPage />);
    expect(await screen.findByText('No able to fetch settings')).toBeTruthy();
  });
});
