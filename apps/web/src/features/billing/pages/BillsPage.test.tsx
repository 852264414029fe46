import { formatMoney } from '@lims/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { labSession } from '../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { routeApi } from '../../patients/test-patients';
import { billListItem } from '../test-billing';
import { BillsPage } from './BillsPage';

vi.setConfig({ testTimeout: 30_000 });

const { fetchMock, requests } = stubApi();

describe('The bill list', () => {
  it('shows each bill with its amounts and a Due or Paid badge, newest first', async () => {
    routeApi(fetchMock, [
      [
        'GET',
        '/api/v1/bills',
        () =>
          jsonResponse(200, {
            items: [
              billListItem,
              {
                ...billListItem,
                id: 8,
                labBillId: 'B-000008',
                paidAmount: 170_000,
                dueAmount: 0,
                paymentStatus: 'paid',
              },
            ],
            total: 2,
            nextCursor: null,
          }),
      ],
    ]);
    renderPage(<BillsPage />);
    const due = (await screen.findByRole('link', { name: 'B-000007' })).closest('tr');
    const paid = screen.getByRole('link', { name: 'B-000008' }).closest('tr');
    if (!due || !paid) throw new Error('rows not found');
    expect(within(due).getByText('Due')).toBeTruthy();
    expect(within(due).getByText(formatMoney(70_000, 'INR', { floatSupport: false }))).toBeTruthy();
    expect(within(paid).getByText('Paid')).toBeTruthy();
    expect(requests()[0]).toContain('sort=createdAt&direction=desc');
  });
});

// spec 001 §6: with branch management on, lists carry the branch.
describe('The bill list of a lab with branches', () => {
  it('shows a Branch column with each bill’s branch; without branch management it has none', async () => {
    routeApi(fetchMock, [
      [
        'GET',
        '/api/v1/bills',
        () =>
          jsonResponse(200, {
            items: [{ ...billListItem, branch: { id: 4, name: 'Andheri' } }],
            total: 1,
            nextCursor: null,
          }),
      ],
    ]);
    const { unmount } = renderPage(<BillsPage />, {
      session: { ...labSession, branchManagement: true, branches: [{ id: 4, name: 'Andheri' }] },
    });
    const row = (await screen.findByRole('link', { name: 'B-000007' })).closest('tr');
    if (!row) throw new Error('row not found');
    expect(screen.getByRole('columnheader', { name: 'Branch' })).toBeTruthy();
    expect(within(row).getByText('Andheri')).toBeTruthy();
    unmount();
    renderPage(<BillsPage />);
    await screen.findByRole('link', { name: 'B-000007' });
    expect(screen.queryByRole('columnheader', { name: 'Branch' })).toBeNull();
  });
});
