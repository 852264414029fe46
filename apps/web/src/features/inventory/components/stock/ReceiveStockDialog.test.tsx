import type { InventoryItem, StockRow } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../../test/render-page';
import { routeApi } from '../../../patients/test-patients';
import { ReceiveStockDialog } from './ReceiveStockDialog';

// Mantine's option lists scroll the chosen option into view, which jsdom does not do.
Element.prototype.scrollIntoView = () => {};

const { fetchMock, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const at = '2026-11-20T04:30:00.000Z';
const item: InventoryItem = {
  id: 11,
  name: 'EDTA tube',
  materialCode: null,
  inventoryType: 'consumable',
  category: null,
  purchaseUnit: 'box',
  inventoryUnit: 'tube',
  unitsPerPurchase: 100,
  reorderLevel: 50,
  enabled: true,
  brands: [
    { id: 110, name: 'BD Vacutainer', enabled: true, version: 1 },
    { id: 111, name: 'Greiner', enabled: true, version: 1 },
  ],
  inStock: 0,
  version: 1,
  updatedAt: at,
};
const row: StockRow = {
  department: { id: 4, name: 'Haematology' },
  inventoryId: 11,
  inventoryName: 'EDTA tube',
  inventoryType: 'consumable',
  materialCode: null,
  inventoryUnit: 'tube',
  brandId: 111,
  brandName: 'Greiner',
  remaining: 250,
  reorderLevel: 50,
  level: 'ok',
  nextExpiry: null,
  expiry: 'ok',
  lots: [],
};
const choices = item.brands.map((brand) => ({
  inventoryId: 11,
  inventoryName: 'EDTA tube',
  inventoryType: 'consumable' as const,
  inventoryUnit: 'tube',
  brandId: brand.id,
  brandName: brand.name,
}));

function answer() {
  routeApi(fetchMock, [
    ['GET', '/api/v1/inventory/brands', () => jsonResponse(200, { items: choices })],
    ['GET', '/api/v1/inventory/items/11', () => jsonResponse(200, item)],
    ['GET', '/api/v1/inventory/orders?', () => jsonResponse(200, { items: [], total: 0, nextCursor: null })],
    ['POST', '/api/v1/inventory/stock/receipts', () => jsonResponse(201, row)],
  ]);
}

async function choose(label: RegExp, option: string) {
  fireEvent.click(screen.getByLabelText(label, { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const receipts = () => callsWith('POST').filter(([url]) => String(url).endsWith('/stock/receipts'));

describe('Receive stock', () => {
  it('counts in inventory units, with the department preset when the user has one, no expiry and no order', async () => {
    answer();
    const onClose = vi.fn();
    renderPage(<ReceiveStockDialog departments={[row.department]} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Receive stock' });
    await choose(/^Item/, 'EDTA tube');
    await choose(/^Brand/, 'Greiner');
    type(/^Lot number/, 'G-22');
    type(/^Quantity/, '250');
    fireEvent.click(await within(dialog).findByText('tube'));
    expect(await within(dialog).findByText('250 tube = 2.5 box')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(receipts()[0]?.[1]?.body))).toEqual({
      inventoryId: 11,
      brandId: 111,
      departmentId: 4,
      lotNumber: 'G-22',
      expiresOn: null,
      quantity: 250,
      unit: 'inventory',
    });
    expect(toasts()).toContain('250 tube added to stock.');
  }, 15_000);

  it('refuses a quantity of 0 at the field and sends nothing', async () => {
    answer();
    renderPage(<ReceiveStockDialog departments={[row.department]} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Receive stock' });
    await choose(/^Item/, 'EDTA tube');
    await choose(/^Brand/, 'BD Vacutainer');
    type(/^Lot number/, 'B-1');
    type(/^Quantity/, '0');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    expect(await within(dialog).findByText('The quantity must be more than 0.')).toBeTruthy();
    expect(receipts()).toHaveLength(0);
  }, 15_000);
});
