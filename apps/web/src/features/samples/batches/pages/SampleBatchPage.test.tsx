import type { SessionData } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { labSession } from '../../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi } from '../../../../test/render-page';
import { errorResponse, routeApi } from '../../../patients/test-patients';
import { barcodeSettingsItem } from '../../test-samples';
import { type BatchManagement, batchDetail, batchItem, nextReferenceRoute } from '../test-batches';
import { SampleBatchPage } from './SampleBatchPage';

const { fetchMock, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body)) as unknown;
const withFlags = (flags: Partial<SessionData['user']['flags']>, more: Partial<SessionData> = {}): SessionData => ({
  ...labSession,
  admin: false,
  ...more,
  user: { ...labSession.user, flags: { ...labSession.user.flags, admin: false, ...flags } },
});
const labTechnician = withFlags({ sampleAccess: true });
const collectionCentre = withFlags({ sampleAccess: true }, { isCollectionCenter: 4 });

function answer({ management = 'on', decision }: { management?: BatchManagement; decision?: () => Response } = {}) {
  routeApi(fetchMock, [
    nextReferenceRoute(management),
    ['GET', '/api/v1/sample-batches/21', () => jsonResponse(200, batchDetail())],
    ['GET', '/api/v1/sample-batches/99', () => errorResponse(404, 'not_found', 'dataNotFound')],
    ['GET', '/api/v1/barcode-settings', () => jsonResponse(200, barcodeSettingsItem)],
    ['POST', '/api/v1/sample-batches/21/decision', decision ?? (() => jsonResponse(200, batchDetail()))],
  ]);
}

const renderBatch = (session: SessionData, id = 21) =>
  renderPage(
    <Routes>
      <Route path="/sample-batches/:batchId" element={<SampleBatchPage />} />
    </Routes>,
    { session, path: `/sample-batches/${id}` },
  );

describe('Batch page', () => {
  it('shows the batch as recorded, its samples with the Batch Processing badge, and its shipping details', async () => {
    answer();
    renderBatch(labTechnician);
    await screen.findByText('BT-20250521-0007');
    expect(screen.getAllByText('City Clinic')).toHaveLength(2);
    expect(screen.getByText('Main lab')).toBeTruthy();
    expect(screen.getByText('Ravi Kumar')).toBeTruthy();
    expect(screen.getByText('Keep upright')).toBeTruthy();
    const row = screen.getByText('S-000011').closest('tr') as HTMLElement;
    expect(within(row).getByText('Mr. Rahul Sharma')).toBeTruthy();
    expect(within(row).getByText('Collected')).toBeTruthy();
    expect(within(row).getByText('Batch Processing')).toBeTruthy();
    const shipping = screen.getByRole('link', { name: 'Shipping details' });
    expect(shipping.getAttribute('href')).toBe('/api/v1/sample-batches/21/shipping.pdf');
    expect(shipping.getAttribute('target')).toBe('_blank');
  });

  it('prints the batch’s labels only while the lab manages batches (spec 002 §6)', async () => {
    answer();
    const { unmount } = renderBatch(labTechnician);
    const print = await screen.findByRole('link', { name: 'Print labels' }, { timeout: 4000 });
    expect(print.getAttribute('href')).toContain('11');
    unmount();
    answer({ management: 'off' });
    renderBatch(labTechnician);
    await screen.findByText('BT-20250521-0007');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('next-reference'))).toBe(true),
    );
    expect(screen.queryByRole('link', { name: 'Print labels' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Shipping details' })).toBeTruthy();
  });

  it('receives the batch at the lab with the version read', async () => {
    answer();
    renderBatch(labTechnician);
    fireEvent.click(await screen.findByRole('button', { name: 'Receive' }));
    const confirmDialog = await screen.findByRole('dialog', { name: 'Receive batch BT-20250521-0007?' });
    fireEvent.click(within(confirmDialog).getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(toasts()).toContain('Batch Received Successfully.'));
    expect(bodyOf(callsWith('POST')[0])).toEqual({ decision: 'receive', version: 1 });
  });

  it('says so when someone decided the batch first', async () => {
    answer({ decision: () => errorResponse(409, 'conflict', 'batchAlreadyDecided') });
    renderBatch(labTechnician);
    fireEvent.click(await screen.findByRole('button', { name: 'Receive' }));
    const confirmDialog = await screen.findByRole('dialog', { name: 'Receive batch BT-20250521-0007?' });
    fireEvent.click(within(confirmDialog).getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(toasts()).toContain('This batch has already been received or rejected.'));
  });

  it('rejects the batch with the reason written', async () => {
    answer();
    renderBatch(labTechnician);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject batch BT-20250521-0007' });
    const reject = within(dialog).getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(reject.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Leaking tubes' } });
    fireEvent.click(reject);
    await waitFor(() => expect(toasts()).toContain('Batch rejected.'));
    expect(bodyOf(callsWith('POST')[0])).toEqual({ decision: 'reject', version: 1, reason: 'Leaking tubes' });
  });

  it('offers a collection centre no receipt or rejection: that is the lab’s work', async () => {
    answer();
    renderBatch(collectionCentre);
    await screen.findByText('BT-20250521-0007');
    expect(screen.getByRole('link', { name: 'Shipping details' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('offers nothing to decide on a batch already received', async () => {
    routeApi(fetchMock, [
      ['GET', '/api/v1/sample-batches/next-reference', () => jsonResponse(200, { referenceNo: 'BT-1' })],
      [
        'GET',
        '/api/v1/sample-batches/21',
        () =>
          jsonResponse(
            200,
            batchDetail({
              ...batchItem,
              status: 'received',
              receivedAt: batchItem.createdAt,
              receivedBy: 'Asha Verma',
            }),
          ),
      ],
      ['GET', '/api/v1/barcode-settings', () => errorResponse(404, 'not_found', 'dataNotFound')],
    ]);
    renderBatch(labTechnician);
    await screen.findByText(/Asha Verma/);
    expect(screen.getAllByText('Received').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();
  });

  it('says a batch that is not there was not found', async () => {
    answer();
    renderBatch(labTechnician, 99);
    expect(await screen.findByText('This batch was not found.')).toBeTruthy();
  });
});
