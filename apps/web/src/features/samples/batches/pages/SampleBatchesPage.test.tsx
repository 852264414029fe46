import type { SampleListItem, SessionData } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishRealtime } from '../../../../app/realtime/realtime-bus';
import { labSession } from '../../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi } from '../../../../test/render-page';
import { errorResponse, routeApi } from '../../../patients/test-patients';
import { sampleItem, samplePage } from '../../test-samples';
import { type BatchManagement, batchDetail, batchItem, batchPage, nextReferenceRoute } from '../test-batches';
import { SampleBatchesPage } from './SampleBatchesPage';

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

const listCalls = () => requests().filter((request) => request.startsWith('GET /api/v1/sample-batches?'));
const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body)) as unknown;

const waiting: SampleListItem = { ...sampleItem, id: 31, autoSampleId: 'S-000031', status: 'collected' };
const collectionCentre: SessionData = {
  ...labSession,
  admin: false,
  isCollectionCenter: 4,
  user: { ...labSession.user, flags: { ...labSession.user.flags, admin: false, sampleAccess: true } },
};

function answer({
  management = 'on',
  create,
  more = [],
}: {
  management?: BatchManagement;
  create?: () => Response;
  /** Further routes a test needs. */
  more?: Parameters<typeof routeApi>[1];
} = {}) {
  routeApi(fetchMock, [
    ...more,
    nextReferenceRoute(management),
    ['GET', '/api/v1/sample-batches?', () => jsonResponse(200, batchPage([batchItem]))],
    ['GET', '/api/v1/samples?', () => jsonResponse(200, samplePage([waiting]))],
    ['POST', '/api/v1/sample-batches', create ?? (() => jsonResponse(201, batchDetail()))],
  ]);
}

async function openCreate() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create batch' }));
  return screen.findByRole('dialog', { name: 'Create and send a batch' });
}

describe('Batches page', () => {
  it('lists the batches with their reference, spec status, places, handling, samples and sender', async () => {
    answer();
    renderPage(<SampleBatchesPage />, { session: collectionCentre });
    const row = (await screen.findByText('BT-20250521-0007')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Sent')).toBeTruthy();
    // Sent from City Clinic's collection centre (no branch), for City Clinic, to the main lab.
    expect(within(row).getAllByText('City Clinic')).toHaveLength(2);
    expect(within(row).getByText('to Main lab')).toBeTruthy();
    expect(within(row).getByText('2–8 °C')).toBeTruthy();
    expect(within(row).getByText('Ravi Kumar')).toBeTruthy();
    expect(within(row).getByText('Nisha Patel')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'BT-20250521-0007' }).getAttribute('href')).toBe('/sample-batches/21');
    expect(listCalls()[0]).toBe('GET /api/v1/sample-batches?sort=createdAt&direction=desc&limit=50&offset=0');
  });

  it('sends the status filter to the server, and reads the list again when samples change in the lab', async () => {
    answer();
    renderPage(<SampleBatchesPage />);
    await screen.findByText('BT-20250521-0007');
    fireEvent.click(screen.getByRole('textbox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Received' }));
    await waitFor(() => expect(listCalls().at(-1)).toContain('status=received'));
    const before = listCalls().length;
    act(() => publishRealtime({ channel: 'samples', payload: { kind: 'collected', sampleIds: [11], billId: 7 } }));
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });

  it('says batch management is off and offers no Create when the lab does not manage batches', async () => {
    answer({ management: 'off' });
    renderPage(<SampleBatchesPage />);
    expect(
      await screen.findByText(
        'Batch management is off for this lab. An administrator can turn it on in Accession settings.',
      ),
    ).toBeTruthy();
    await screen.findByText('BT-20250521-0007');
    expect(screen.queryByRole('button', { name: 'Create batch' })).toBeNull();
  });

  it('creates and sends a batch of the chosen collected samples with the proposed reference', async () => {
    answer();
    renderPage(<SampleBatchesPage />, { session: collectionCentre });
    const dialog = await openCreate();
    expect((within(dialog).getByLabelText(/Reference number/) as HTMLInputElement).value).toBe('BT-20250521-0008');
    expect(requests()).toContain(
      'GET /api/v1/samples?limit=25&offset=0&status=collected&inBatch=none&sort=collectedAt&direction=desc',
    );
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Select sample S-000031' }));
    expect(within(dialog).getByText('Chosen: 1')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Temperature'), { target: { value: '2–8 °C' } });
    fireEvent.change(within(dialog).getByLabelText('Collecting person'), { target: { value: 'Ravi Kumar' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(toasts()).toContain('Batch Created Successfully.'));
    expect(bodyOf(callsWith('POST')[0])).toEqual({
      referenceNo: 'BT-20250521-0008',
      sampleIds: [31],
      toBranchId: null,
      temperature: '2–8 °C',
      collectingPerson: 'Ravi Kumar',
      comments: null,
    });
  });

  it('sends the batch to a branch chosen among the enabled ones when the lab has branches', async () => {
    const branchOf = (id: number, name: string, enabled: boolean) => ({
      id,
      name,
      code: null,
      address: null,
      contact: null,
      enabled,
      version: 0,
      createdAt: sampleItem.createdAt,
      updatedAt: sampleItem.createdAt,
    });
    const branches = [branchOf(5, 'Andheri', true), branchOf(6, 'Bandra', false)];
    answer({
      more: [['GET', '/api/v1/branches', () => jsonResponse(200, { items: branches, total: 2, nextCursor: null })]],
    });
    renderPage(<SampleBatchesPage />, { session: { ...labSession, branchManagement: true } });
    const dialog = await openCreate();
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'To' }));
    expect(await screen.findByRole('option', { name: 'Main lab' })).toBeTruthy();
    // A disabled branch takes no batch.
    expect(screen.queryByRole('option', { name: 'Bandra' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Andheri' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Select sample S-000031' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts()).toContain('Batch Created Successfully.'));
    expect(bodyOf(callsWith('POST')[0])).toMatchObject({ sampleIds: [31], toBranchId: 5 });
  });

  it('asks for mapped samples before sending a batch with none', async () => {
    answer();
    renderPage(<SampleBatchesPage />);
    const dialog = await openCreate();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please select mapped samples for batch.');
    expect(callsWith('POST')).toHaveLength(0);
  });

  it('shows a used reference number on its field', async () => {
    answer({ create: () => errorResponse(409, 'conflict', 'batchReferenceExists') });
    renderPage(<SampleBatchesPage />);
    const dialog = await openCreate();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Select sample S-000031' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByText('Batch reference number already exists.');
    expect(
      within(dialog)
        .getByLabelText(/Reference number/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('says a sample is already in another batch above the form', async () => {
    answer({ create: () => errorResponse(409, 'conflict', 'sampleInAnotherBatch') });
    renderPage(<SampleBatchesPage />);
    const dialog = await openCreate();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Select sample S-000031' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Sample is already added on another batch.');
    expect(toasts()).toEqual([]);
    // The choice starts afresh from the samples still free.
    expect(within(dialog).getByText('Chosen: 0')).toBeTruthy();
  });

  it('refuses a reference number with other characters without asking the server', async () => {
    answer();
    renderPage(<SampleBatchesPage />);
    const dialog = await openCreate();
    fireEvent.change(within(dialog).getByLabelText(/Reference number/), { target: { value: 'BT 7!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByText('Use letters, digits and - / _ . only, up to 40 characters.');
    expect(callsWith('POST')).toHaveLength(0);
  });
});
