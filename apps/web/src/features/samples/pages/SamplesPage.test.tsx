import type { SampleListItem } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishRealtime } from '../../../app/realtime/realtime-bus';
import { labSession } from '../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { errorResponse, routeApi } from '../../patients/test-patients';
import { barcodeSettingsItem, sampleItem, samplePage } from '../test-samples';
import { SamplesPage } from './SamplesPage';

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

const listCalls = () => requests().filter((request) => request.startsWith('GET /api/v1/samples?'));
const bodyOf = (call: Parameters<typeof fetch>) => JSON.parse(String(call[1]?.body)) as Record<string, unknown>;

const collected: SampleListItem = {
  ...sampleItem,
  id: 12,
  autoSampleId: 'S-000012',
  status: 'collected',
  collectedAt: '2025-05-21T10:30:00.000Z',
  accessionNo: 'ACC-7',
  redrawFlag: 1,
  sampleType: { id: 3, name: 'Serum', containerType: null, containerColor: '#ffd60a', collectionInstructions: null },
};
const received: SampleListItem = { ...sampleItem, id: 13, autoSampleId: 'S-000013', status: 'received', redrawFlag: 2 };
const rejected: SampleListItem = {
  ...sampleItem,
  id: 14,
  autoSampleId: 'S-000014',
  status: 'rejected',
  rejectReason: 'Haemolysed',
};

type Answer = () => Response;
function answer(items: SampleListItem[], writes: Record<string, Answer> = {}) {
  routeApi(fetchMock, [
    ['GET', '/api/v1/samples/rejected', () => jsonResponse(200, samplePage([rejected]))],
    ['GET', '/api/v1/samples?', () => jsonResponse(200, samplePage(items))],
    [
      'GET',
      '/api/v1/departments',
      () =>
        jsonResponse(200, {
          items: [
            {
              id: 5,
              name: 'Haematology',
              enabled: true,
              version: 1,
              createdAt: sampleItem.createdAt,
              updatedAt: sampleItem.createdAt,
            },
          ],
          total: 1,
          nextCursor: null,
        }),
    ],
    [
      'GET',
      '/api/v1/organisations/lookup',
      () =>
        jsonResponse(200, {
          items: [{ id: 3, name: 'City Clinic', mandatoryPatientFields: [], patientContactMandatory: false }],
        }),
    ],
    ['GET', '/api/v1/barcode-settings', () => jsonResponse(200, barcodeSettingsItem)],
    ...Object.entries(writes).map(([path, reply]) => ['POST', path, reply] as [string, string, Answer]),
  ]);
}

const rowOf = async (sampleId: string) => (await screen.findByText(sampleId)).closest('tr') as HTMLElement;

describe('Samples page', () => {
  it('lists the pending samples with their ids, accession mark, patient, bill, type, tests and spec status names', async () => {
    answer([sampleItem, collected, received]);
    renderPage(<SamplesPage />);
    const first = await rowOf('S-000011');
    expect(within(first).getByText('Mr. Rahul Sharma')).toBeTruthy();
    expect(within(first).getByText('1042')).toBeTruthy();
    expect(within(first).getByText('Whole blood')).toBeTruthy();
    expect(within(first).getByText('Complete Blood Count, ESR')).toBeTruthy();
    expect(within(first).getByText('Not Collected')).toBeTruthy();
    // spec 002 §4: "(A) accessed or (P) pending accession".
    expect(within(first).getByLabelText('Pending Accession').textContent).toBe('P');
    const second = await rowOf('S-000012');
    expect(within(second).getByText('Collected')).toBeTruthy();
    expect(within(second).getByLabelText('Accessed').textContent).toBe('A');
    // spec 002 §3 sampleRedrawFlag: 1 Sample Redrawn, 2 Report Redone.
    expect(within(second).getByText('Sample Redrawn')).toBeTruthy();
    const third = await rowOf('S-000013');
    expect(within(third).getByText('Received')).toBeTruthy();
    expect(within(third).getByText('Report Redone')).toBeTruthy();
    expect(listCalls()[0]).toBe('GET /api/v1/samples?status=pending&sort=createdAt&direction=desc&limit=50&offset=0');
  });

  it("marks a sample travelling in a batch 'Batch Processing', one with a test at an outsource centre 'Outsourced' (spec 002 §2)", async () => {
    answer([
      { ...sampleItem, outsourced: true },
      { ...collected, batch: { id: 21, referenceNo: 'BT-20250521-0007' } },
    ]);
    renderPage(<SamplesPage />);
    expect(within(await rowOf('S-000012')).getByText('Batch Processing')).toBeTruthy();
    expect(within(await rowOf('S-000012')).queryByText('Outsourced')).toBeNull();
    expect(within(await rowOf('S-000011')).queryByText('Batch Processing')).toBeNull();
    expect(within(await rowOf('S-000011')).getByText('Outsourced')).toBeTruthy();
  });

  it("shows the sample type's collection instructions one click away (spec 002 §2 'instructions panels')", async () => {
    answer([sampleItem, collected]);
    renderPage(<SamplesPage />);
    const row = await rowOf('S-000011');
    fireEvent.click(within(row).getByRole('button', { name: 'Collection instructions for Whole blood' }));
    const panel = await screen.findByRole('dialog', { name: 'Collection instructions for Whole blood' });
    expect(within(panel).getByText('Fill the tube to the line; invert it gently 8 to 10 times.')).toBeTruthy();
    // A sample type without instructions offers none.
    expect(within(await rowOf('S-000012')).queryByRole('button', { name: /Collection instructions/ })).toBeNull();
  });

  it('sends the status, department, organisation and date filters to the server', async () => {
    answer([sampleItem]);
    renderPage(<SamplesPage />);
    await rowOf('S-000011');

    fireEvent.click(screen.getByRole('textbox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Received' }));
    await waitFor(() => expect(listCalls().at(-1)).toContain('status=received'));

    fireEvent.click(screen.getByRole('textbox', { name: 'Department' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Haematology' }));
    await waitFor(() => expect(listCalls().at(-1)).toContain('departmentId=5'));

    fireEvent.click(screen.getByRole('textbox', { name: 'Organisation' }));
    fireEvent.click(await screen.findByRole('option', { name: 'City Clinic' }));
    await waitFor(() => expect(listCalls().at(-1)).toContain('organisationId=3'));

    fireEvent.click(screen.getByRole('button', { name: 'Any billing date' }));
    await waitFor(() => expect(listCalls().at(-1)).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/));
    expect(listCalls().at(-1)).toContain('status=received');
    expect(listCalls().at(-1)).toContain('departmentId=5');
  });

  it('collects the chosen samples at the time given, on the lab’s clock', async () => {
    answer([sampleItem, collected], {
      '/api/v1/samples/collect': () => jsonResponse(200, { samples: [{ ...sampleItem, status: 'collected' }] }),
    });
    renderPage(<SamplesPage />);
    await rowOf('S-000011');
    const collect = screen.getByRole('button', { name: 'Collect' });
    expect((collect as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    fireEvent.click(collect);

    const dialog = await screen.findByRole('dialog', { name: 'Collect samples' });
    // Only the sample not yet collected is sent.
    expect(within(dialog).getByText('Samples to mark as collected at this time: 1')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Collection time/), { target: { value: '2025-05-21T09:15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Collect' }));

    await waitFor(() => expect(toasts()).toContain('Samples collected: 1'));
    const [call] = callsWith('POST');
    expect(String(call?.[0])).toBe('/api/v1/samples/collect');
    // 09:15 in Asia/Kolkata (UTC+5:30).
    expect(bodyOf(call as Parameters<typeof fetch>)).toEqual({
      samples: [{ id: 11, version: 1 }],
      collectedAt: '2025-05-21T03:45:00.000Z',
    });
  });

  it('refuses a collection time in the future without asking the server', async () => {
    answer([sampleItem]);
    renderPage(<SamplesPage />);
    await rowOf('S-000011');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select sample S-000011' }));
    fireEvent.click(screen.getByRole('button', { name: 'Collect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Collect samples' });
    const nextYear = new Date().getFullYear() + 1;
    fireEvent.change(within(dialog).getByLabelText(/Collection time/), {
      target: { value: `${nextYear}-01-01T10:00` },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Collect' }));
    expect(await within(dialog).findByText('The time cannot be in the future.')).toBeTruthy();
    expect(callsWith('POST')).toHaveLength(0);
  });

  it("says the spec's failure when a collection fails on the server", async () => {
    answer([sampleItem], { '/api/v1/samples/collect': () => errorResponse(500, 'internal', 'somethingWentWrong') });
    renderPage(<SamplesPage />);
    await rowOf('S-000011');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select sample S-000011' }));
    fireEvent.click(screen.getByRole('button', { name: 'Collect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Collect samples' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Collect' }));
    await waitFor(() => expect(toasts()).toContain('Unable to collect the report. Please try again.'));
  });

  it('receives the chosen collected samples', async () => {
    answer([collected], {
      '/api/v1/samples/receive': () => jsonResponse(200, { samples: [{ ...collected, status: 'received' }] }),
    });
    renderPage(<SamplesPage />);
    await rowOf('S-000012');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select sample S-000012' }));
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(toasts()).toContain('Samples received: 1'));
    expect(bodyOf(callsWith('POST')[0] as Parameters<typeof fetch>)).toEqual({ samples: [{ id: 12, version: 1 }] });
  });

  it('does not offer Receive to a collection centre, which may collect only', async () => {
    answer([collected]);
    renderPage(<SamplesPage />, { session: { ...labSession, isCollectionCenter: 4 } });
    await rowOf('S-000012');
    expect(screen.getByRole('button', { name: 'Collect' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();
  });

  it('rejects a sample only with a reason, and shows the server’s refusal in the dialog', async () => {
    answer([collected], {
      '/api/v1/samples/12/reject': () => errorResponse(409, 'conflict', 'sampleNotRejectable'),
    });
    renderPage(<SamplesPage />);
    await rowOf('S-000012');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for S-000012' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject sample S-000012' });
    const reject = within(dialog).getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(reject.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Haemolysed' } });
    expect(reject.disabled).toBe(false);
    fireEvent.click(reject);
    expect(await within(dialog).findByText('Only a collected or received sample can be rejected.')).toBeTruthy();
    expect(bodyOf(callsWith('POST')[0] as Parameters<typeof fetch>)).toEqual({ version: 1, reason: 'Haemolysed' });
  });

  it("shows the server's refusal of a row's action in a toast", async () => {
    answer([collected], {
      '/api/v1/samples/12/uncollect': () => errorResponse(409, 'conflict', 'sampleNotUncollectable'),
    });
    renderPage(<SamplesPage />);
    await rowOf('S-000012');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for S-000012' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Uncollect' }));
    await waitFor(() =>
      expect(toasts()).toContain('Only a collected sample that has not been received can be uncollected.'),
    );
  });

  it('accessions the chosen collected samples in the accession dialog', async () => {
    answer([sampleItem, collected]);
    renderPage(<SamplesPage />);
    await rowOf('S-000011');
    const accession = screen.getByRole('button', { name: 'Accession' }) as HTMLButtonElement;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select sample S-000011' }));
    // A sample not yet collected cannot be accessioned.
    expect(accession.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select sample S-000012' }));
    fireEvent.click(accession);
    const dialog = await screen.findByRole('dialog', { name: 'Accession samples' });
    expect(within(dialog).getByText('S-000012')).toBeTruthy();
    expect(within(dialog).queryByText('S-000011')).toBeNull();
  });

  it('prints the labels of the chosen samples', async () => {
    answer([sampleItem, collected]);
    renderPage(<SamplesPage />);
    await rowOf('S-000011');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select sample S-000011' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select sample S-000012' }));
    const print = await screen.findByRole('link', { name: 'Print labels' });
    expect(print.getAttribute('href')).toBe('/api/v1/samples/labels?sampleIds=11%2C12&format=pdf&language=en');
  });

  it('offers each row only the actions its status allows', async () => {
    answer([sampleItem, received]);
    renderPage(<SamplesPage />);
    await rowOf('S-000011');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for S-000011' }));
    const names = async () => (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(await names()).toEqual(['Track Sample', 'Dismiss']);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Actions for S-000013' }));
    expect(await names()).toEqual(['Track Sample', 'Redraw', 'Redo', 'Reject', 'Dismiss']);
  });

  it('lists the rejected samples with their reason, and enables one again', async () => {
    answer([], {
      '/api/v1/samples/14/re-enable': () => jsonResponse(200, { samples: [{ ...rejected, status: 'notCollected' }] }),
    });
    renderPage(<SamplesPage />, { path: '/?tab=rejected' });
    const row = await rowOf('S-000014');
    expect(within(row).getByText('Rejected')).toBeTruthy();
    expect(within(row).getByText('Haemolysed')).toBeTruthy();
    expect(requests()).toContain('GET /api/v1/samples/rejected?sort=createdAt&direction=desc&limit=50&offset=0');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for S-000014' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Enable again' }));
    await waitFor(() => expect(toasts()).toContain('Sample enabled again'));
    expect(String(callsWith('POST')[0]?.[0])).toBe('/api/v1/samples/14/re-enable');
  });

  it("reads the list again when the lab's 'samples' event arrives", async () => {
    answer([sampleItem]);
    renderPage(<SamplesPage />);
    await rowOf('S-000011');
    const before = listCalls().length;
    act(() => publishRealtime({ channel: 'samples', payload: { kind: 'collected', sampleIds: [11], billId: 7 } }));
    await waitFor(() => expect(listCalls().length).toBe(before + 1));
  });
});
