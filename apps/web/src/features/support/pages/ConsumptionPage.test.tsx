import type { CreditConsumptionPage } from '@lims/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { ConsumptionPage } from './ConsumptionPage';
import { supportSession } from './support-test-data';

const { fetchMock, requests } = stubApi();

const page: CreditConsumptionPage = {
  items: [
    { labId: 42, labName: 'Sunrise Diagnostics', sms: { added: 200, used: 50 }, whatsapp: { added: 100, used: 95 } },
    { labId: 43, labName: 'Sunrise Pathology', sms: { added: 0, used: 0 }, whatsapp: { added: 0, used: 0 } },
  ],
  total: 2,
  nextCursor: null,
};

describe('Support > Credits consumption (spec 002 §2 progress bar, Search By {title})', () => {
  it("shows each lab's bars, the search box by the lab name, and the count of results", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, page));
    renderPage(<ConsumptionPage />, { session: supportSession });
    const search = await screen.findByPlaceholderText('Search By Lab name');
    expect(await screen.findByText('Sunrise Diagnostics')).toBeTruthy();
    expect(screen.getByText('Search Results:')).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
    expect(screen.getByText('50 of 200 used')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'SMS credits of Sunrise Diagnostics: 25% used' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'WhatsApp credits of Sunrise Diagnostics: 95% used' })).toBeTruthy();

    fetchMock.mockResolvedValue(jsonResponse(200, { ...page, items: [page.items[1]], total: 1 }));
    fireEvent.change(search, { target: { value: 'Pathology' } });
    await waitFor(() => expect(screen.queryByText('Sunrise Diagnostics')).toBeNull());
    expect(screen.getByText('1')).toBeTruthy();
    expect(requests().at(-1)).toBe(
      'GET /api/v1/support/credits/consumption?search=Pathology&sort=name&direction=asc&limit=20&offset=0',
    );
  });
});
