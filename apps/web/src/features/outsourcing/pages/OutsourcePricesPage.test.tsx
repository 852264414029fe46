import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { errorResponse, routeApi } from '../../patients/test-patients';
import { apex, centreList } from '../test-outsourcing';
import { OutsourcePricesPage } from './OutsourcePricesPage';

Element.prototype.scrollIntoView = () => {};

const { fetchMock, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const priceList = {
  centre: { id: apex.id, name: apex.name },
  items: [
    { test: { id: 9, code: 'URINE-CS', name: 'Urine Culture and Sensitivity' }, cost: 35_000, price: 45_000 },
    { test: { id: 10, code: 'TFT', name: 'Thyroid Function Test' }, cost: 20_000, price: null },
  ],
};

const renderPrices = (centreId = apex.id) =>
  renderPage(
    <Routes>
      <Route path="/outsourcing/centres/:centreId/prices" element={<OutsourcePricesPage />} />
    </Routes>,
    { path: `/outsourcing/centres/${centreId}/prices` },
  );

describe('Outsource price list page', () => {
  it("lists the lab's tests with their catalogue cost and the centre's price, and saves the list whole", async () => {
    routeApi(fetchMock, [
      ['GET', '/api/v1/catalogue/outsource-centres?', () => jsonResponse(200, centreList)],
      ['GET', `/api/v1/outsource-centres/${apex.id}/prices`, () => jsonResponse(200, priceList)],
      ['PUT', `/api/v1/outsource-centres/${apex.id}/prices`, () => jsonResponse(200, priceList)],
    ]);
    renderPrices();
    const urine = (await screen.findByLabelText('Centre price of Urine Culture and Sensitivity')) as HTMLInputElement;
    expect(urine.value).toBe('450');
    const row = urine.closest('tr') as HTMLElement;
    expect(within(row).getByText('₹350')).toBeTruthy();
    const thyroid = screen.getByLabelText('Centre price of Thyroid Function Test') as HTMLInputElement;
    expect(thyroid.value).toBe('');
    fireEvent.change(thyroid, { target: { value: '240' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    await waitFor(() => expect(toasts()).toContain('Price list saved.'));
    expect(JSON.parse(String(callsWith('PUT')[0]?.[1]?.body))).toEqual({
      prices: [
        { testId: 9, price: 45_000 },
        { testId: 10, price: 24_000 },
      ],
    });
  });

  it('says so when the centre is not one of the lab', async () => {
    routeApi(fetchMock, [
      ['GET', '/api/v1/catalogue/outsource-centres?', () => jsonResponse(200, centreList)],
      ['GET', '/api/v1/outsource-centres/99/prices', () => errorResponse(404, 'not_found', 'notFound')],
    ]);
    renderPrices(99);
    expect(await screen.findByText('No such outsource centre')).toBeTruthy();
  });
});
