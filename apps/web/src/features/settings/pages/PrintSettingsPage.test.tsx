import type { PrintSettings } from '@lims/contract';
import { defaultPrintSettings, formatPhpDate } from '@lims/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { PrintSettingsPage } from './PrintSettingsPage';

// jsdom has no layout: the selects scroll their chosen option into view.
Element.prototype.scrollIntoView = () => {};

const settings: PrintSettings = { ...defaultPrintSettings, version: 4 };

const { fetchMock, requests, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});

const sentBody = () => JSON.parse(String(callsWith('PUT')[0]?.[1]?.body));

describe('Settings > Print settings (spec 002 §3 print defaults, spec 001 §6 hideAmountDueReport)', () => {
  it("shows today's date in the format typed, as the report will print it", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, settings));
    renderPage(<PrintSettingsPage />);
    const format = await screen.findByRole('textbox', { name: /Date format/ });
    expect((format as HTMLInputElement).value).toBe('M d, Y, h:i a');
    const example = screen.getByTestId('print-date-example');
    const today = new Date();
    expect(example.textContent).toBe(formatPhpDate(today, 'M d, Y, h:i a', 'Asia/Kolkata'));
    fireEvent.change(format, { target: { value: 'Y-m-d' } });
    expect(example.textContent).toBe(formatPhpDate(today, 'Y-m-d', 'Asia/Kolkata'));
    expect(example.textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }, 20_000);

  it('saves the page, the date format and the printing switches with the version it read', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT' ? jsonResponse(200, { ...settings, version: 5 }) : jsonResponse(200, settings),
    );
    renderPage(<PrintSettingsPage />);
    fireEvent.click(await screen.findByRole('textbox', { name: 'Font' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Liberation Serif' }));
    fireEvent.click(screen.getByRole('textbox', { name: /Font size/ }));
    fireEvent.click(await screen.findByRole('option', { name: '12' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Paper margin/ }), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('switch', { name: /Page numbers/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /Date format/ }), { target: { value: ' d/m/Y H:i ' } });
    fireEvent.click(screen.getByRole('switch', { name: /With Letterhead by default/ }));
    fireEvent.click(screen.getByRole('switch', { name: /Hide reports with an amount due/ }));
    fireEvent.click(screen.getByRole('switch', { name: /Due-report alert/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests()).toContain('PUT /api/v1/settings/print'));
    expect(sentBody()).toEqual({
      fontSize: 12,
      fontFamily: 'Liberation Serif',
      pageNumbers: false,
      paperMargin: 15,
      dateFormat: 'd/m/Y H:i',
      withLetterhead: false,
      hideAmountDueReport: true,
      showDueReportAlert: false,
      version: 4,
    });
    await waitFor(() => expect(toasts().map((toast) => toast.message)).toContain('Updated successfully'));
  }, 20_000);

  it('holds a margin out of range and an empty date format, saying why next to the field', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, settings));
    renderPage(<PrintSettingsPage />);
    const margin = await screen.findByRole('textbox', { name: /Paper margin/ });
    fireEvent.change(margin, { target: { value: '60' } });
    expect(await screen.findByText('Enter a whole number from 5 to 50.')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(margin, { target: { value: '20' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Date format/ }), { target: { value: '  ' } });
    expect(await screen.findByText('Enter a date format.')).toBeTruthy();
    expect(screen.getByTestId('print-date-example').textContent).toBe('—');
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(callsWith('PUT')).toEqual([]);
  }, 20_000);

  it("says 'Failed to update' with the reason when another admin saved first (409)", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(409, {
            error: {
              code: 'stale',
              messageKey: 'staleRecord',
              message:
                'Someone else changed this record while you were editing it. Reload it and make your change again.',
            },
          })
        : jsonResponse(200, settings),
    );
    renderPage(<PrintSettingsPage />);
    fireEvent.click(await screen.findByRole('switch', { name: /Hide reports with an amount due/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toasts().map((toast) => toast.title)).toContain('Failed to update'));
    expect(toasts().map((toast) => toast.message)).toContain(
      'Someone else changed this record while you were editing it. Reload it and make your change again.',
    );
  }, 20_000);
});
