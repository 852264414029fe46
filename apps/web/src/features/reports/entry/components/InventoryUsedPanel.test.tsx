import type { ReportConsumption, ReportEntry } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../../test/render-page';
import { routeApi } from '../../../patients/test-patients';
import { ReportEntryPage } from '../pages/ReportEntryPage';
import { reportEntryWith, signingDoctors } from '../test-report-entry';

// jsdom has no layout: Mantine's selects scroll their chosen option into view.
Element.prototype.scrollIntoView = () => {};

const { fetchMock, callsWith, requests } = stubApi();
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const savedBodies = () => callsWith('PUT').map((call) => JSON.parse(String(call[1]?.body)) as Record<string, unknown>);

const withInventory = (overrides: Partial<ReportEntry> = {}) =>
  reportEntryWith({ settings: { ...reportEntryWith().settings, inventoryManagement: true }, ...overrides });

const reagent = {
  stockTestId: 31,
  inventoryId: 7,
  inventoryName: 'Glucose reagent',
  inventoryType: 'reagent' as const,
  inventoryUnit: 'mL',
  brandId: 9,
  brandName: 'Acme',
  quantity: 2,
  consumptionOrder: 0,
  inStock: 10,
  missing: 0,
};
const cuvette = {
  ...reagent,
  stockTestId: 32,
  inventoryId: 8,
  inventoryName: 'Cuvette',
  inventoryType: 'consumable' as const,
  inventoryUnit: 'pcs',
  brandId: 11,
  brandName: 'Lab Co',
  quantity: 1,
  consumptionOrder: 1,
  inStock: 0,
  missing: 1,
};

function answer(report: ReportEntry, consumption: Omit<ReportConsumption, 'reportId'>) {
  routeApi(fetchMock, [
    [
      'GET',
      `/api/v1/inventory/consumptions/reports/${report.id}`,
      () => jsonResponse(200, { reportId: report.id, ...consumption }),
    ],
    ['GET', `/api/v1/reports/${report.id}/signing-doctors`, () => jsonResponse(200, signingDoctors)],
    ['GET', `/api/v1/reports/${report.id}`, () => jsonResponse(200, report)],
    [
      'PUT',
      `/api/v1/reports/${report.id}/values`,
      () =>
        jsonResponse(200, {
          report: { ...report, version: report.version + 1 },
          signaturesRemoved: 0,
          messageKey: 'reportSaved',
        }),
    ],
  ]);
}

const renderEntry = (report: ReportEntry) =>
  renderPage(
    <Routes>
      <Route path="/reports/:reportId" element={<ReportEntryPage />} />
    </Routes>,
    { path: `/reports/${report.id}` },
  );

const department = { id: 3, name: 'Biochemistry' };

describe('Report entry: the inventory-used panel (spec 001 §2, §3 inventory consumption line)', () => {
  it('reads the planned lines only once shown, names a shortage, and sends the edited quantities with the save', async () => {
    const report = withInventory();
    answer(report, {
      state: 'planned',
      department,
      device: null,
      consumedAt: null,
      consumedBy: null,
      lines: [reagent, cuvette],
    });
    renderEntry(report);
    const panel = await screen.findByRole('region', { name: 'Inventory used' });
    expect(requests().some((request) => request.includes('/inventory/consumptions/'))).toBe(false);

    fireEvent.click(within(panel).getByRole('button', { name: 'Show' }));
    const quantity = await within(panel).findByRole('textbox', { name: 'Quantity of Glucose reagent' });
    expect(within(panel).getByText('Default Group')).toBeTruthy();
    expect(within(panel).getByText('OR Condition 1')).toBeTruthy();
    expect(within(panel).getByText('Short by 1 pcs')).toBeTruthy();
    fireEvent.change(quantity, { target: { value: '3.5' } });

    fireEvent.change(screen.getByRole('textbox', { name: 'Haemoglobin' }), { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(savedBodies()).toHaveLength(1));
    expect(savedBodies()[0]?.inventoryValue).toEqual([
      { stockTestId: 31, inventoryId: 7, brandId: 9, quantityConsumed: 3.5 },
      { stockTestId: 32, inventoryId: 8, brandId: 11, quantityConsumed: 1 },
    ]);
    // The save consumed the stock: the panel reads what it took.
    await waitFor(() =>
      expect(requests().filter((request) => request.includes('/inventory/consumptions/reports/'))).toHaveLength(2),
    );
    // The whole entry page, typed and saved: slower than the default on a busy machine.
  }, 20_000);

  it('sends no inventoryValue when the panel was never shown', async () => {
    const report = withInventory();
    answer(report, {
      state: 'planned',
      department,
      device: null,
      consumedAt: null,
      consumedBy: null,
      lines: [reagent],
    });
    renderEntry(report);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Haemoglobin' }), { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(savedBodies()).toHaveLength(1));
    expect(savedBodies()[0]).not.toHaveProperty('inventoryValue');
  });

  it('shows consumed lines read-only, with when and by whom', async () => {
    const report = withInventory();
    answer(report, {
      state: 'consumed',
      department,
      device: null,
      consumedAt: '2026-03-04T05:30:00.000Z',
      consumedBy: 'Asha Verma',
      lines: [{ ...reagent, quantity: 3.5, inStock: null }],
    });
    renderEntry(report);
    const panel = await screen.findByRole('region', { name: 'Inventory used' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Show' }));
    expect(await within(panel).findByText(/^Consumed on .* by Asha Verma$/)).toBeTruthy();
    expect(within(panel).getByText('Glucose reagent')).toBeTruthy();
    expect(within(panel).queryByRole('textbox')).toBeNull();
    expect(within(panel).queryByText('In stock')).toBeNull();
  });

  it("says nothing is recorded when the lab's stock consumption is off for it", async () => {
    const report = withInventory();
    answer(report, { state: 'off', department, device: null, consumedAt: null, consumedBy: null, lines: [] });
    renderEntry(report);
    const panel = await screen.findByRole('region', { name: 'Inventory used' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Show' }));
    expect(await within(panel).findByText('No stock is recorded against this test yet.')).toBeTruthy();
  });
});

describe('Report entry: the device the test ran on (issue 15)', () => {
  it('offers a Device choice when the test runs on two devices and sends the chosen one as deviceId', async () => {
    const devices = [
      { id: 5, name: 'Cobas c311' },
      { id: 6, name: 'Erba XL-200' },
    ];
    const report = withInventory({ devices, device: { id: 5, name: 'Cobas c311' } });
    answer(report, { state: 'off', department, device: null, consumedAt: null, consumedBy: null, lines: [] });
    renderEntry(report);
    const select = await screen.findByRole('textbox', { name: 'Device' });
    expect((select as HTMLInputElement).value).toBe('Cobas c311');
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Erba XL-200' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Haemoglobin' }), { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(savedBodies()).toHaveLength(1));
    expect(savedBodies()[0]?.deviceId).toBe(6);
  });

  it('names the one device without a choice, and shows nothing for a test on none', async () => {
    const report = withInventory({ devices: [{ id: 5, name: 'Cobas c311' }] });
    answer(report, { state: 'off', department, device: null, consumedAt: null, consumedBy: null, lines: [] });
    const { unmount } = renderEntry(report);
    expect(await screen.findByText('Cobas c311')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Device' })).toBeNull();
    unmount();

    const none = withInventory();
    answer(none, { state: 'off', department, device: null, consumedAt: null, consumedBy: null, lines: [] });
    renderEntry(none);
    await screen.findByRole('textbox', { name: 'Haemoglobin' });
    expect(screen.queryByText(/^Device/)).toBeNull();
  });
});
