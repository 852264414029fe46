import type { BarcodeSettings } from '@lims/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { labSession } from '../../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi } from '../../../../test/render-page';
import { PrintLabelsButton } from './PrintLabelsButton';

const settingsWith = (printProtocol: BarcodeSettings['printProtocol']): BarcodeSettings => ({
  patientIdFlag: 1,
  sampleTypeBarcodeFlag: 1,
  collectionDateFlag: 1,
  testNamesFlag: 1,
  manualSampleIdFlag: 0,
  printProtocol,
  version: 3,
});

const { fetchMock, requests } = stubApi();

describe("Print labels (spec 002 §9 'print protocol modes 0, 1, 2')", () => {
  it('opens the label sheet of the samples in a new tab when the lab prints PDF sheets (0)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, settingsWith(0)));
    renderPage(<PrintLabelsButton sampleIds={[4, 7]} />);
    await waitFor(() => expect(requests()).toEqual(['GET /api/v1/barcode-settings']));
    const link = screen.getByRole('link', { name: 'Print labels' });
    expect(link.getAttribute('href')).toBe('/api/v1/samples/labels?sampleIds=4%2C7&format=pdf&language=en');
    expect(link.getAttribute('target')).toBe('_blank');
  }, 20_000);

  it('saves ZPL for a label printer (1)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, settingsWith(1)));
    renderPage(<PrintLabelsButton sampleIds={[9]} />);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Print labels' }).getAttribute('href')).toBe(
        '/api/v1/samples/labels?sampleIds=9&format=zpl&language=en',
      ),
    );
    expect(screen.getByRole('link', { name: 'Print labels' }).hasAttribute('download')).toBe(true);
  }, 20_000);

  it('offers both when the lab prints either way (2)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, settingsWith(2)));
    renderPage(<PrintLabelsButton sampleIds={[9]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Print labels' }));
    const pdf = await screen.findByRole('menuitem', { name: 'Label sheet (PDF)' });
    const zpl = screen.getByRole('menuitem', { name: 'Label printer (ZPL)' });
    expect(pdf.getAttribute('href')).toBe('/api/v1/samples/labels?sampleIds=9&format=pdf&language=en');
    expect(zpl.getAttribute('href')).toBe('/api/v1/samples/labels?sampleIds=9&format=zpl&language=en');
  }, 20_000);

  it('is disabled with no samples, and not shown to a referral doctor (samples.labels)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, settingsWith(0)));
    const { unmount } = renderPage(<PrintLabelsButton sampleIds={[]} />);
    expect(screen.getByRole('button', { name: 'Print labels' }).hasAttribute('disabled')).toBe(true);
    unmount();
    fetchMock.mockClear();
    renderPage(<PrintLabelsButton sampleIds={[1]} />, {
      session: { ...labSession, admin: false, user: { ...labSession.user, isReferral: true } },
    });
    expect(screen.queryByText('Print labels')).toBeNull();
    expect(requests()).toEqual([]);
  }, 20_000);
});
