import type { BarcodeSettings } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../../test/render-page';
import { BarcodeSettingsPage } from './BarcodeSettingsPage';

const settings: BarcodeSettings = {
  patientIdFlag: 1,
  sampleTypeBarcodeFlag: 1,
  collectionDateFlag: 1,
  testNamesFlag: 1,
  manualSampleIdFlag: 0,
  printProtocol: 0,
  version: 8,
};

const { fetchMock, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});

describe('Barcode settings (spec 002 §3 Barcode settings)', () => {
  it("saves the label's fields and the print protocol with the version read", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(200, { ...settings, patientIdFlag: 0, testNamesFlag: 0, printProtocol: 2, version: 9 })
        : jsonResponse(200, settings),
    );
    renderPage(<BarcodeSettingsPage />);
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Patient ID' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Test codes instead of short test names' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Either, chosen at each print' }));
    fireEvent.click(save);
    await waitFor(() => expect(toasts()).toContain('Barcode settings saved.'));
    expect(JSON.parse(String(callsWith('PUT')[0]?.[1]?.body))).toEqual({
      ...settings,
      patientIdFlag: 0,
      testNamesFlag: 0,
      printProtocol: 2,
      version: 8,
    });
    // The saved answer is what the form now holds: nothing left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true));
    expect(screen.getByRole('switch', { name: 'Patient ID' })).toHaveProperty('checked', false);
  }, 20_000);
});
