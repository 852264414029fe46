import type { CreateBill } from '@lims/contract';
import { formatMoney, priceBill } from '@lims/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { errorResponse, patient, routeApi } from '../../patients/test-patients';
import { bill, cbc, lipidProfile } from '../test-billing';
import { NewBillPage } from './NewBillPage';

// Each test types into several inputs and waits out the search's debounce on a shared machine.
vi.setConfig({ testTimeout: 30_000 });
// jsdom has no layout: Mantine's option lists scroll the active option into view.
Element.prototype.scrollIntoView = () => {};

const { fetchMock, callsWith } = stubApi();
const rupees = (minor: number) => formatMoney(minor, 'INR', { floatSupport: false });

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

function answer(createBill: Array<() => Response> = [() => jsonResponse(201, bill)]) {
  const answers = [...createBill];
  routeApi(fetchMock, [
    ['GET', `/api/v1/patients/${patient.id}/privilege-card`, () => jsonResponse(200, { card: null })],
    ['GET', `/api/v1/patients/${patient.id}`, () => jsonResponse(200, patient)],
    ['GET', '/api/v1/catalogue/billables', () => jsonResponse(200, { items: [cbc, lipidProfile] })],
    ['POST', '/api/v1/bills', () => (answers.shift() ?? (() => jsonResponse(201, bill)))()],
  ]);
}

const openPage = () => renderPage(<NewBillPage />, { path: `/billing/new?patientId=${patient.id}` });

async function addBillable(name: string) {
  const search = await screen.findByRole('searchbox', { name: 'Add a test or profile' });
  fireEvent.change(search, { target: { value: 'c' } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

const sentBodies = () => callsWith('POST').map(([, init]) => JSON.parse(String(init?.body)) as CreateBill);

describe('New bill', () => {
  it('shows a profile with its Profile badge in the test search', async () => {
    answer();
    openPage();
    const search = await screen.findByRole('searchbox', { name: 'Add a test or profile' });
    fireEvent.change(search, { target: { value: 'lip' } });
    const profile = await screen.findByRole('option', { name: /Lipid profile/ });
    expect(within(profile).getByText('Profile')).toBeTruthy();
    const test = screen.getByRole('option', { name: /Complete blood count/ });
    expect(within(test).queryByText('Profile')).toBeNull();
  });

  it('totals a line concession, a bill concession and a payment as priceBill does, and sends them in minor units', async () => {
    answer();
    openPage();
    expect(await screen.findByRole('link', { name: 'Mr. Rahul Sharma' })).toBeTruthy();
    await addBillable('Complete blood count');
    await addBillable('Lipid profile');

    // 10 % off the CBC, ₹100 off the bill, ₹1,000 paid in cash.
    fireEvent.click(screen.getByRole('textbox', { name: 'Concession type of Concession on Complete blood count' }));
    fireEvent.click(await screen.findByRole('option', { name: '%' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Concession on Complete blood count' }), {
      target: { value: '10' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Concession on the bill' }), { target: { value: '100' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount 1' }), { target: { value: '1000' } });

    const expected = priceBill({
      lines: [
        {
          unitPrice: cbc.price,
          quantity: 1,
          concession: { type: 'percent', value: 1000 },
          copayment: false,
          cancelled: false,
        },
        {
          unitPrice: lipidProfile.price,
          quantity: 1,
          concession: { type: 'amount', value: 0 },
          copayment: false,
          cancelled: false,
        },
      ],
      concession: { type: 'amount', value: 10_000 },
      cardDiscountBasisPoints: 0,
      floatSupport: false,
      currency: 'INR',
    });
    const totals = screen.getByRole('region', { name: 'Totals' });
    await waitFor(() =>
      expect(within(totals).getByText('Net amount').nextElementSibling?.textContent).toBe(rupees(expected.netAmount)),
    );
    expect(within(totals).getByText('Concession').nextElementSibling?.textContent).toBe(
      `- ${rupees(expected.concessionAmount)}`,
    );
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Due').nextElementSibling?.textContent).toBe(
      rupees(expected.patientAmount - 100_000),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save bill' }));
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    expect(sentBodies()[0]).toMatchObject({
      patientId: patient.id,
      lines: [
        { kind: 'test', id: cbc.id, quantity: 1, concession: { type: 'percent', value: 1000 } },
        { kind: 'profile', id: lipidProfile.id, quantity: 1, concession: { type: 'amount', value: 0 } },
      ],
      concession: { type: 'amount', value: 10_000 },
      payments: [{ mode: 'Cash', amount: 100_000 }],
    });
    expect(sentBodies()[0]).not.toHaveProperty('privilegeCardId');
  });

  it('asks another user to approve a concession above the limit and sends the bill again with their approval', async () => {
    answer([
      () =>
        jsonResponse(403, {
          error: {
            code: 'forbidden',
            messageKey: 'discountApprovalNeeded',
            message: 'A concession above 10 % needs approval',
            params: { limit: '10 %' },
          },
        }),
      () => jsonResponse(201, bill),
    ]);
    openPage();
    await addBillable('Complete blood count');
    fireEvent.change(screen.getByRole('textbox', { name: 'Concession on the bill' }), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bill' }));

    const dialog = await screen.findByRole('dialog', { name: 'Approve the concession' });
    expect(
      within(dialog).getByText('A concession above 10 % needs approval by a user who may approve discounts.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Approver's username/), { target: { value: 'manager' } });
    fireEvent.change(within(dialog).getByLabelText(/Approver's password/), { target: { value: 'Secret@123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and save' }));

    await waitFor(() => expect(sentBodies()).toHaveLength(2));
    expect(sentBodies()[0]).not.toHaveProperty('approval');
    expect(sentBodies()[1]?.approval).toEqual({ username: 'manager', password: 'Secret@123' });
  });

  it('refuses to save a bill without tests', async () => {
    answer();
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Save bill' }));
    expect(await screen.findByText('Add at least one test or profile to the bill.')).toBeTruthy();
    expect(callsWith('POST')).toHaveLength(0);
  });

  it('says the patient could not be read', async () => {
    routeApi(fetchMock, [
      ['GET', `/api/v1/patients/${patient.id}/privilege-card`, () => jsonResponse(200, { card: null })],
      ['GET', `/api/v1/patients/${patient.id}`, () => errorResponse(500, 'internal', 'somethingWentWrong')],
    ]);
    openPage();
    expect(await screen.findByText('Could not fetch patient info ! Please try again')).toBeTruthy();
  });
});
