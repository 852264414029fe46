import type { BulkMappingCheck, InventoryMapping, MappingTargetRow } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { routeApi } from '../../patients/test-patients';
import { InventoryMappingPage } from './InventoryMappingPage';

// jsdom has no layout: Mantine's selects scroll their chosen option into view.
Element.prototype.scrollIntoView = () => {};

const { fetchMock, callsWith, requests } = stubApi();
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const bodiesOf = (method: string) => callsWith(method).map((call) => call[1]?.body);

const glucose: MappingTargetRow = {
  id: 21,
  name: 'Glucose fasting',
  departmentName: 'Biochemistry',
  devices: [
    { id: 5, name: 'Cobas c311' },
    { id: 6, name: 'Erba XL-200' },
  ],
  mappings: 2,
};
const serum: MappingTargetRow = { id: 2, name: 'Serum', departmentName: null, devices: [], mappings: 1 };
const lipidControl: MappingTargetRow = {
  id: 4,
  name: 'Lipid control L1',
  departmentName: 'Biochemistry',
  devices: [],
  mappings: 0,
};

const mapping = (overrides: Partial<InventoryMapping>): InventoryMapping => ({
  id: 51,
  target: 'test',
  targetId: 21,
  device: null,
  inventoryId: 7,
  inventoryName: 'Glucose reagent',
  inventoryType: 'reagent',
  materialCode: null,
  purchaseUnit: 'box',
  inventoryUnit: 'mL',
  category: null,
  brandId: 9,
  brandName: 'Acme',
  quantity: 2,
  consumptionOrder: 0,
  enabled: true,
  version: 3,
  ...overrides,
});
const testMappings = [
  mapping({}),
  mapping({
    id: 52,
    inventoryId: 8,
    inventoryName: 'Cuvette',
    inventoryType: 'consumable',
    inventoryUnit: 'pcs',
    brandId: 11,
    brandName: 'Lab Co',
    quantity: 1,
    consumptionOrder: 1,
    device: { id: 6, name: 'Erba XL-200' },
  }),
];
const page = (items: MappingTargetRow[]) => ({ items, total: items.length, nextCursor: null });
const checked: BulkMappingCheck = {
  rows: [
    {
      line: 2,
      row: {
        testName: 'Glucose fasting',
        inventoryName: 'Glucose reagent',
        brandName: 'Acme',
        quantity: 2,
        instrumentName: null,
      },
      status: 0,
      problems: [],
    },
    {
      line: 3,
      row: {
        testName: 'Unknown test',
        inventoryName: 'Glucose reagent',
        brandName: 'Acme',
        quantity: 0,
        instrumentName: null,
      },
      status: 1,
      problems: ['testNotFound', 'quantityNotPositive'],
    },
    {
      line: 4,
      row: {
        testName: 'Glucose fasting',
        inventoryName: 'Glucose reagent',
        brandName: 'Acme',
        quantity: 2,
        instrumentName: null,
      },
      status: 2,
      problems: [],
    },
  ],
  counts: { valid: 1, invalid: 1, duplicate: 1 },
};

function answer() {
  routeApi(fetchMock, [
    ['GET', '/api/v1/inventory/mapping-targets?target=test', () => jsonResponse(200, page([glucose]))],
    ['GET', '/api/v1/inventory/mapping-targets?target=sample', () => jsonResponse(200, page([serum]))],
    ['GET', '/api/v1/inventory/mapping-targets?target=qc', () => jsonResponse(200, page([lipidControl]))],
    ['GET', '/api/v1/inventory/mappings?target=test', () => jsonResponse(200, { items: testMappings })],
    [
      'GET',
      '/api/v1/inventory/mappings?target=sample',
      () =>
        jsonResponse(200, {
          items: [
            mapping({
              id: 61,
              target: 'sample',
              targetId: 2,
              inventoryName: 'Vacutainer',
              inventoryType: 'consumable',
              inventoryUnit: 'pcs',
            }),
          ],
        }),
    ],
    ['GET', '/api/v1/inventory/mappings?target=qc', () => jsonResponse(200, { items: [] })],
    [
      'GET',
      '/api/v1/inventory/brands',
      () =>
        jsonResponse(200, {
          items: [
            {
              inventoryId: 8,
              inventoryName: 'Cuvette',
              inventoryType: 'consumable',
              inventoryUnit: 'pcs',
              brandId: 11,
              brandName: 'Lab Co',
            },
          ],
        }),
    ],
    ['POST', '/api/v1/inventory/mappings/bulk/check', () => jsonResponse(200, checked)],
    ['POST', '/api/v1/inventory/mappings/bulk', () => jsonResponse(200, { ...checked, saved: 1 })],
    ['POST', '/api/v1/inventory/mappings', () => jsonResponse(201, mapping({ id: 53 }))],
    ['DELETE', '/api/v1/inventory/mappings/', () => new Response(null, { status: 204 })],
  ]);
}

const chooseTarget = async (name: string) =>
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(name) }));

// Each test works the whole page as a user does (dialogs, selects): slower than the default on a busy machine.
describe('Stock mapping (spec 002 §1 inventory mapping screens, §3 consumption rows)', { timeout: 20_000 }, () => {
  it('lists each tab’s targets with their counts and the chosen one’s mappings by group', async () => {
    answer();
    renderPage(<InventoryMappingPage />);
    expect(await screen.findByRole('heading', { name: 'Stock mapping' })).toBeTruthy();
    await chooseTarget('Glucose fasting');
    expect(await screen.findByText('Glucose reagent')).toBeTruthy();
    expect(screen.getByText('Default Group')).toBeTruthy();
    expect(screen.getByText('OR Condition 1')).toBeTruthy();
    expect(requests()).toContain('GET /api/v1/inventory/mappings?target=test&targetId=21');

    // A device narrows the list to its mappings.
    fireEvent.click(screen.getByRole('textbox', { name: 'Device' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Erba XL-200' }));
    await waitFor(() =>
      expect(requests()).toContain('GET /api/v1/inventory/mappings?target=test&targetId=21&deviceId=6'),
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Sample-wise' }));
    await chooseTarget('Serum');
    expect(await screen.findByText('Vacutainer')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Device' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bulk upload' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'QC' }));
    await chooseTarget('Lipid control L1');
    expect(await screen.findByText('Nothing is mapped yet.')).toBeTruthy();
  });

  it('maps an item: its brand, quantity, OR Condition and device are posted', async () => {
    answer();
    renderPage(<InventoryMappingPage />);
    await chooseTarget('Glucose fasting');
    await screen.findByText('Glucose reagent');
    fireEvent.click(screen.getByRole('button', { name: 'Map item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Map item to Glucose fasting' });
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Item and brand' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cuvette — Lab Co' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Quantity' }), { target: { value: '1.5' } });
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Consumption order' }));
    fireEvent.click(await screen.findByRole('option', { name: 'OR Condition 2' }));
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Device' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cobas c311' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Map item' }));
    await waitFor(() => expect(bodiesOf('POST')).toHaveLength(1));
    expect(JSON.parse(String(bodiesOf('POST')[0]))).toEqual({
      target: 'test',
      targetId: 21,
      deviceId: 5,
      inventoryId: 8,
      brandId: 11,
      quantity: 1.5,
      consumptionOrder: 2,
    });
  });

  it('removes a mapping only after the confirmation, at the version read', async () => {
    answer();
    renderPage(<InventoryMappingPage />);
    await chooseTarget('Glucose fasting');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Glucose reagent' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Remove mapping' });
    expect(callsWith('DELETE')).toHaveLength(0);
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove mapping' })).toBeNull());
    expect(callsWith('DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Glucose reagent' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove mapping' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(requests()).toContain('DELETE /api/v1/inventory/mappings/51?version=3'));
  });

  it('checks a bulk file and shows each row’s status and problems; saves only on Save valid rows', async () => {
    answer();
    renderPage(<InventoryMappingPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Bulk upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk mapping upload' });
    expect(within(dialog).getByRole('link', { name: 'Download template' }).getAttribute('href')).toBe(
      '/api/v1/inventory/mappings/bulk/template',
    );
    const file = new File(['xlsx'], 'mappings.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    const rows = await within(dialog).findByRole('table', { name: 'Rows of the file' });
    expect(within(rows).getByText('Valid')).toBeTruthy();
    expect(within(rows).getByText('Invalid')).toBeTruthy();
    expect(within(rows).getByText('Duplicate')).toBeTruthy();
    expect(within(rows).getByText('No test has this name')).toBeTruthy();
    expect(within(rows).getByText('The quantity must be greater than 0')).toBeTruthy();
    expect(within(dialog).getByText('Invalid: 1')).toBeTruthy();
    expect(requests()).toContain('POST /api/v1/inventory/mappings/bulk/check');
    expect(requests()).not.toContain('POST /api/v1/inventory/mappings/bulk');
    expect(bodiesOf('POST')[0]).toBeInstanceOf(FormData);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save valid rows' }));
    expect(await within(dialog).findByText('Mappings saved: 1')).toBeTruthy();
    const saved = JSON.parse(String(bodiesOf('POST')[1])) as { rows: { line: number }[] };
    expect(saved.rows.map((row) => row.line)).toEqual([2, 3, 4]);
  });
});
