import type { DepartmentOrder, InventoryBrandChoice, InventoryItem, InventorySettings, StockRow } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { labSession } from '../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { errorResponse, routeApi } from '../../patients/test-patients';
import { InventoryPage } from './InventoryPage';

// Mantine's option lists scroll the chosen option into view, which jsdom does not do.
Element.prototype.scrollIntoView = () => {};

const { fetchMock, requests, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const at = '2026-11-20T04:30:00.000Z';
const page = <Item,>(items: Item[]) => ({ items, total: items.length, nextCursor: null });
const bodyOf = (method: string, path: string) => {
  const call = callsWith(method).find(([url]) => String(url).startsWith(path));
  return JSON.parse(String(call?.[1]?.body)) as unknown;
};

const biochemistry = { id: 3, name: 'Biochemistry' };
const stockRow: StockRow = {
  department: biochemistry,
  inventoryId: 10,
  inventoryName: 'Glucose reagent',
  inventoryType: 'reagent',
  materialCode: 'GLU-500',
  inventoryUnit: 'test',
  brandId: 100,
  brandName: 'Randox',
  remaining: 40,
  reorderLevel: 100,
  level: 'low',
  nextExpiry: '2026-12-01',
  expiry: 'nearExpiry',
  lots: [
    {
      id: 501,
      lotNumber: 'LOT-A1',
      expiresOn: '2026-12-01',
      expiry: 'nearExpiry',
      received: 500,
      remaining: 40,
      receivedAt: at,
      version: 2,
    },
  ],
};
const item: InventoryItem = {
  id: 10,
  name: 'Glucose reagent',
  materialCode: 'GLU-500',
  inventoryType: 'reagent',
  category: 'Biochemistry kits',
  purchaseUnit: 'box',
  inventoryUnit: 'test',
  unitsPerPurchase: 500,
  reorderLevel: 100,
  enabled: true,
  brands: [
    { id: 100, name: 'Randox', enabled: true, version: 1 },
    { id: 101, name: 'Erba', enabled: false, version: 3 },
  ],
  inStock: 40,
  version: 4,
  updatedAt: at,
};
const choices: InventoryBrandChoice[] = [
  {
    inventoryId: 10,
    inventoryName: 'Glucose reagent',
    inventoryType: 'reagent',
    inventoryUnit: 'test',
    brandId: 100,
    brandName: 'Randox',
  },
];
const order: DepartmentOrder = {
  id: 7,
  department: biochemistry,
  status: 'open',
  note: null,
  orderedAt: at,
  orderedBy: 'Asha Verma',
  closedAt: null,
  closedBy: null,
  itemCount: 1,
  items: [],
  version: 1,
};
const settings: InventorySettings = {
  testWiseConsumption: true,
  sampleWiseConsumption: false,
  qcConsumption: false,
  sampleDepartmentId: null,
  nearExpiryDays: 30,
  version: 5,
};
const departments = page([{ ...biochemistry, enabled: true, version: 1, createdAt: at, updatedAt: at }]);

function answer(extra: Parameters<typeof routeApi>[1] = []) {
  routeApi(fetchMock, [
    ...extra,
    ['GET', '/api/v1/departments?', () => jsonResponse(200, departments)],
    ['GET', '/api/v1/inventory/stock/movements?', () => jsonResponse(200, page([]))],
    ['GET', '/api/v1/inventory/stock?', () => jsonResponse(200, page([stockRow]))],
    ['GET', '/api/v1/inventory/brands', () => jsonResponse(200, { items: choices })],
    ['GET', '/api/v1/inventory/items/10', () => jsonResponse(200, item)],
    ['GET', '/api/v1/inventory/items?', () => jsonResponse(200, page([item]))],
    ['GET', '/api/v1/inventory/orders/7', () => jsonResponse(200, { ...order, items: [] })],
    ['GET', '/api/v1/inventory/orders?', () => jsonResponse(200, page([order]))],
    ['GET', '/api/v1/inventory/settings', () => jsonResponse(200, settings)],
    [
      'GET',
      '/api/v1/inventory/consumption/past-thirty-days?',
      () =>
        jsonResponse(200, {
          inventoryId: 10,
          departmentId: 3,
          total: 620,
          byBrand: [{ brandId: 100, brandName: 'Randox', quantity: 600 }],
        }),
    ],
  ]);
}

/** Opens a picker inside `scope` and chooses the option with this text. */
async function choose(scope: HTMLElement, label: RegExp, option: string) {
  fireEvent.click(within(scope).getByLabelText(label, { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
const type = (scope: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label, { selector: 'input' }), { target: { value } });

describe('Inventory page: stock', () => {
  it('lists each department’s stock with its level, next expiry and their badges', async () => {
    answer();
    renderPage(<InventoryPage />);
    const row = (await screen.findByRole('button', { name: 'Glucose reagent' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('GLU-500 · Reagent')).toBeTruthy();
    expect(within(row).getByText('Biochemistry')).toBeTruthy();
    expect(within(row).getByText('Randox')).toBeTruthy();
    expect(within(row).getByText('40 test')).toBeTruthy();
    expect(within(row).getByText('Low')).toBeTruthy();
    expect(within(row).getByText('01-12-2026')).toBeTruthy();
    expect(within(row).getByText('Near expiry')).toBeTruthy();
  }, 15_000);

  it("asks for the low-stock and near-expiry view with 'Needs attention'", async () => {
    answer();
    renderPage(<InventoryPage />);
    await screen.findByRole('button', { name: 'Glucose reagent' });
    fireEvent.click(screen.getByRole('switch', { name: 'Needs attention' }));
    await waitFor(() =>
      expect(
        requests()
          .filter((request) => request.startsWith('GET /api/v1/inventory/stock?'))
          .at(-1),
      ).toContain('attention=true'),
    );
  }, 15_000);

  it('receives a lot in boxes into a department, filling its open order, showing the conversion', async () => {
    answer([['POST', '/api/v1/inventory/stock/receipts', () => jsonResponse(201, stockRow)]]);
    renderPage(<InventoryPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Receive stock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive stock' });
    await choose(dialog, /^Item/, 'Glucose reagent');
    // The item's only brand is chosen with it.
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/^Brand/, { selector: 'input' }) as HTMLInputElement).value).toBe('Randox'),
    );
    await choose(dialog, /^Department/, 'Biochemistry');
    type(dialog, /^Lot number/, ' LOT-B7 ');
    type(dialog, /^Expiry date/, '2027-06-30');
    type(dialog, /^Quantity/, '2');
    expect(await within(dialog).findByText('2 box = 1,000 test')).toBeTruthy();
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/^Fills order/, { selector: 'input' }) as HTMLInputElement).disabled).toBe(
        false,
      ),
    );
    await choose(dialog, /^Fills order/, 'Order #7 of 20-11-2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(toasts()).toContain('2 box added to stock.'));
    expect(bodyOf('POST', '/api/v1/inventory/stock/receipts')).toEqual({
      inventoryId: 10,
      brandId: 100,
      departmentId: 3,
      lotNumber: 'LOT-B7',
      expiresOn: '2027-06-30',
      quantity: 2,
      unit: 'purchase',
      orderId: 7,
    });
  }, 30_000);

  it('takes stock out of a lot as discarded, with the reason, at the lot’s version', async () => {
    answer([['POST', '/api/v1/inventory/stock/lots/501/removals', () => jsonResponse(200, stockRow)]]);
    renderPage(<InventoryPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Glucose reagent' }));
    expect(await screen.findByText('No movements yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Take out of lot LOT-A1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take out of lot LOT-A1' });
    fireEvent.click(within(dialog).getByText('Discarded'));
    type(dialog, /^Quantity/, '5');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Spilled' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take out' }));
    await waitFor(() => expect(toasts()).toContain('5 test taken out of stock.'));
    expect(bodyOf('POST', '/api/v1/inventory/stock/lots/501/removals')).toEqual({
      kind: 'discarded',
      quantity: 5,
      reason: 'Spilled',
      version: 2,
    });
    expect(requests()).toContain(
      'GET /api/v1/inventory/stock/movements?inventoryId=10&departmentId=3&sort=at&direction=desc&limit=20&offset=0',
    );
  }, 15_000);

  it('shows sample staff the stock without Receive stock, Take out or the Settings tab', async () => {
    answer();
    renderPage(<InventoryPage />, {
      session: {
        ...labSession,
        admin: false,
        user: { ...labSession.user, flags: { ...labSession.user.flags, admin: false, sampleAccess: true } },
        labuseraccessmaster: { isRootUser: false },
        departments: [biochemistry],
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Glucose reagent' }));
    expect(await screen.findByText('LOT-A1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Take out/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Receive stock' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Settings' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Orders' })).toBeTruthy();
  }, 15_000);
});

describe('Inventory page: items', () => {
  it('lists items with their conversion, levels and brands, and filters by type', async () => {
    answer();
    renderPage(<InventoryPage />, { path: '/inventory?tab=items' });
    const row = (await screen.findByText('Biochemistry kits')).closest('tr') as HTMLElement;
    expect(within(row).getByText('1 box = 500 test')).toBeTruthy();
    expect(within(row).getByText('40 test')).toBeTruthy();
    expect(within(row).getByText('Reorder at 100 test')).toBeTruthy();
    expect(within(row).getByText('Randox')).toBeTruthy();
    expect(within(row).getByText('Erba')).toBeTruthy();
    await choose(document.body, /^Type$/, 'Control');
    await waitFor(() =>
      expect(
        requests()
          .filter((request) => request.startsWith('GET /api/v1/inventory/items?'))
          .at(-1),
      ).toContain('inventoryType=control'),
    );
  }, 15_000);

  it('adds an item with its first brand, and shows a name already taken at the name', async () => {
    answer([
      [
        'POST',
        '/api/v1/inventory/items',
        () =>
          jsonResponse(409, {
            error: {
              code: 'conflict',
              messageKey: 'inventoryItemNameTaken',
              message: 'An item with this name already exists.',
              field: 'name',
            },
          }),
      ],
    ]);
    renderPage(<InventoryPage />, { path: '/inventory?tab=items' });
    fireEvent.click(await screen.findByRole('button', { name: 'New item' }));
    const dialog = await screen.findByRole('dialog', { name: 'New item' });
    type(dialog, /^Name/, 'Glucose reagent');
    type(dialog, /^Purchase unit/, 'box');
    type(dialog, /^Inventory unit(?!s)/, 'test');
    type(dialog, /^Inventory units in one purchase unit/, '500');
    type(dialog, /^First brand/, 'Randox');
    fireEvent.click(within(dialog).getByRole('button', { name: 'New item' }));
    expect(await within(dialog).findByText('An item with this name already exists.')).toBeTruthy();
    expect(bodyOf('POST', '/api/v1/inventory/items')).toEqual({
      name: 'Glucose reagent',
      materialCode: null,
      inventoryType: 'reagent',
      category: null,
      purchaseUnit: 'box',
      inventoryUnit: 'test',
      unitsPerPurchase: 500,
      reorderLevel: 0,
      brandName: 'Randox',
    });
  }, 15_000);

  it('disables a brand at its version', async () => {
    answer([['PUT', '/api/v1/inventory/brands/100', () => jsonResponse(200, item)]]);
    renderPage(<InventoryPage />, { path: '/inventory?tab=items' });
    await screen.findByText('Biochemistry kits');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Glucose reagent' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit brand Randox' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit a brand of Glucose reagent' });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Enabled' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toasts()).toContain('Brand saved.'));
    expect(bodyOf('PUT', '/api/v1/inventory/brands/100')).toEqual({ name: 'Randox', enabled: false, version: 1 });
  }, 15_000);
});

describe('Inventory page: orders', () => {
  it('places an order, each line showing the department’s past thirty days', async () => {
    answer([['POST', '/api/v1/inventory/orders', () => jsonResponse(201, order)]]);
    renderPage(<InventoryPage />, { path: '/inventory?tab=orders' });
    const row = (await screen.findByRole('button', { name: '#7' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Open')).toBeTruthy();
    expect(within(row).getByText('Asha Verma')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New order' }));
    const dialog = await screen.findByRole('dialog', { name: 'New order' });
    await choose(dialog, /^Department/, 'Biochemistry');
    await choose(dialog, /^Item and brand 1/, 'Glucose reagent · Randox');
    expect(await within(dialog).findByText('Used in the past 30 days: 620 test (600 of Randox)')).toBeTruthy();
    type(dialog, /^Quantity/, '3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(toasts()).toContain('Order placed.'));
    expect(bodyOf('POST', '/api/v1/inventory/orders')).toEqual({
      departmentId: 3,
      note: null,
      items: [{ inventoryId: 10, brandId: 100, quantity: 3 }],
    });
  }, 15_000);

  it('cancels an open order once confirmed', async () => {
    answer([['POST', '/api/v1/inventory/orders/7/cancel', () => jsonResponse(200, { ...order, status: 'cancelled' })]]);
    renderPage(<InventoryPage />, { path: '/inventory?tab=orders' });
    await screen.findByRole('button', { name: '#7' });
    fireEvent.click(screen.getByRole('button', { name: 'Actions for #7' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cancel order' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Cancel order #7?' });
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(toasts()).toContain('The order has been cancelled.'));
    expect(bodyOf('POST', '/api/v1/inventory/orders/7/cancel')).toEqual({ version: 1 });
  }, 15_000);
});

describe('Inventory page: settings', () => {
  it('saves the switches, department and days at the version read, and shows a stale save’s message', async () => {
    answer([
      [
        'PUT',
        '/api/v1/inventory/settings',
        () =>
          errorResponse(
            409,
            'stale',
            'staleRecord',
            'Someone else changed this record while you were editing it. Reload it and make your change again.',
          ),
      ],
    ]);
    renderPage(<InventoryPage />, { path: '/inventory?tab=settings' });
    fireEvent.click(await screen.findByRole('switch', { name: /^Sample-wise/ }));
    await choose(document.body, /^Sample collection consumes from/, 'Biochemistry');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(toasts()).toContain(
        'Someone else changed this record while you were editing it. Reload it and make your change again.',
      ),
    );
    expect(bodyOf('PUT', '/api/v1/inventory/settings')).toEqual({
      testWiseConsumption: true,
      sampleWiseConsumption: true,
      qcConsumption: false,
      sampleDepartmentId: 3,
      nearExpiryDays: 30,
      version: 5,
    });
  }, 15_000);
});
