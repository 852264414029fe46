import type { AddPayment, Bill } from '@lims/contract';
import { formatMoney } from '@lims/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { errorResponse, patient, routeApi } from '../../patients/test-patients';
import { bill } from '../test-billing';
import { BillView } from './BillPage';

vi.setConfig({ testTimeout: 30_000 });
Element.prototype.scrollIntoView = () => {};

const { fetchMock, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
const rupees = (minor: number) => formatMoney(minor, 'INR', { floatSupport: false });
const base = `/api/v1/bills/${bill.id}`;

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const paidBill: Bill = {
  ...bill,
  paidAmount: 170_000,
  dueAmount: 0,
  paymentStatus: 'paid',
  version: 4,
  payments: [
    ...bill.payments,
    {
      id: 302,
      kind: 'payment',
      mode: 'UPI',
      amount: 70_000,
      payer: 'patient',
      advance: false,
      reference: 'UPI-889',
      comments: null,
      createdBy: 'Asha Verma',
      createdAt: '2025-05-22T10:00:00.000Z',
    },
  ],
};

function answer(overrides: Array<[string, string, () => Response]> = []) {
  routeApi(fetchMock, [
    ...overrides,
    ['GET', `${base}/attachments`, () => jsonResponse(200, { items: [] })],
    ['GET', `/api/v1/patients/${patient.id}/privilege-card`, () => jsonResponse(200, { card: null })],
    ['POST', `${base}/payments`, () => jsonResponse(200, paidBill)],
    ['GET', base, () => jsonResponse(200, bill)],
  ]);
}

describe('The bill page', () => {
  it('shows the Due badge, the lines, the samples, the totals and the payments', async () => {
    answer();
    renderPage(<BillView billId={bill.id} />);
    expect(await screen.findByRole('heading', { name: 'Bill B-000007' })).toBeTruthy();
    expect(screen.getByText('Due', { selector: '.mantine-Badge-label' })).toBeTruthy();
    const lines = screen.getByRole('table', { name: 'Tests' });
    expect(within(lines).getByText('Lipid profile')).toBeTruthy();
    expect(within(lines).getByText('Profile')).toBeTruthy();
    const samples = screen.getByRole('region', { name: 'Samples' });
    expect(within(samples).getByText('S-250521-0001')).toBeTruthy();
    expect(within(samples).getByText('Not Collected')).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Due').nextElementSibling?.textContent).toBe(rupees(70_000));
    expect(within(screen.getByRole('table', { name: 'Payments' })).getByText(rupees(100_000))).toBeTruthy();
  });

  it('prints the receipt from a button in sight beside Add payment, in a new tab; attachments, refund and dismiss stay in More', async () => {
    answer();
    renderPage(<BillView billId={bill.id} />);
    const print = await screen.findByRole('link', { name: 'Print receipt' });
    expect(print.getAttribute('href')).toBe(`${base}/receipt.pdf`);
    expect(print.getAttribute('target')).toBe('_blank');
    expect(print.previousElementSibling?.textContent).toBe('Add payment');
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Attachments', 'Refund', 'Dismiss bill']);
  });

  it("prints the labels of the bill's samples beside the receipt (issue 10 barcode labels)", async () => {
    const barcodeSettings = {
      patientIdFlag: 1,
      sampleTypeBarcodeFlag: 1,
      collectionDateFlag: 1,
      testNamesFlag: 1,
      manualSampleIdFlag: 0,
      printProtocol: 0,
      version: 1,
    };
    answer([['GET', '/api/v1/barcode-settings', () => jsonResponse(200, barcodeSettings)]]);
    renderPage(<BillView billId={bill.id} />);
    const labels = await screen.findByRole('link', { name: 'Print labels' });
    const ids = bill.samples.map((sample) => sample.id).join('%2C');
    expect(labels.getAttribute('href')).toBe(`/api/v1/samples/labels?sampleIds=${ids}&format=pdf&language=en`);
    expect(labels.getAttribute('target')).toBe('_blank');
  });

  it('offers to cancel a line only before its sample is collected', async () => {
    answer();
    renderPage(<BillView billId={bill.id} />);
    const collected = await screen.findByRole('button', { name: 'Cancel Lipid profile' });
    expect(collected.hasAttribute('disabled')).toBe(true);
    const notCollected = screen.getByRole('button', { name: 'Cancel Complete blood count' });
    expect(notCollected.hasAttribute('disabled')).toBe(false);
    fireEvent.click(notCollected);
    expect(await screen.findByRole('dialog', { name: 'Cancel this test?' })).toBeTruthy();
  });

  it('cancels a line with the reason written, at the version read', async () => {
    answer([['POST', `${base}/lines/72/cancel`, () => jsonResponse(200, bill)]]);
    renderPage(<BillView billId={bill.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Complete blood count' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this test?' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: ' Patient left ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel test' }));
    await waitFor(() => expect(callsWith('POST')).toHaveLength(1));
    expect(JSON.parse(String(callsWith('POST')[0]?.[1]?.body))).toEqual({
      reason: 'Patient left',
      version: bill.version,
    });
  });

  it('adds a payment of what is due by default, and then shows the bill as Paid', async () => {
    answer();
    renderPage(<BillView billId={bill.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add payment' });
    expect((within(dialog).getByRole('textbox', { name: /Amount/ }) as HTMLInputElement).value).toBe('700');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reference' }), { target: { value: 'UPI-889' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add payment' }));

    await waitFor(() => expect(callsWith('POST')).toHaveLength(1));
    const body = JSON.parse(String(callsWith('POST')[0]?.[1]?.body)) as AddPayment;
    expect(body).toEqual({
      mode: 'Cash',
      amount: 70_000,
      payer: 'patient',
      reference: 'UPI-889',
      comments: null,
      version: bill.version,
    });
    await waitFor(() => expect(toasts()).toContain('Payment added'));
    expect(await screen.findByText('Paid', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add payment' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Print receipt' })).toBeTruthy();
  });

  it("shows the server's refusal of a payment in the dialog", async () => {
    answer([
      ['POST', `${base}/payments`, () => errorResponse(400, 'bad_request', 'paymentAboveDue', 'The payment is more')],
    ]);
    renderPage(<BillView billId={bill.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add payment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
  });

  it('is the not-found state for a bill the server does not know', async () => {
    answer([['GET', base, () => errorResponse(404, 'not_found', 'notFound')]]);
    renderPage(<BillView billId={bill.id} />);
    expect(await screen.findByText('Bill not found')).toBeTruthy();
  });
});
