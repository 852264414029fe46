import type { AccessionedSample, AccessionList } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../../test/render-page';
import { AccessionBulkEditPage } from './AccessionBulkEditPage';

const sample = (overrides: Partial<AccessionedSample>): AccessionedSample => ({
  id: 51,
  autoSampleId: 'S-0051',
  manualSampleId: null,
  accessionNo: null,
  accessionedAt: null,
  status: 'collected',
  sampleType: 'Serum',
  bill: { id: 9, labBillId: '9' },
  patient: { id: 4, labPatientId: '4', fullName: 'Ravi Kumar' },
  collectedAt: '2026-11-23T05:00:00.000Z',
  receivedAt: null,
  createdAt: '2026-11-23T04:00:00.000Z',
  version: 2,
  ...overrides,
});
const list: AccessionList = {
  items: [
    sample({}),
    sample({
      id: 52,
      autoSampleId: 'S-0052',
      accessionNo: '000014',
      accessionedAt: '2026-11-23T06:00:00.000Z',
      status: 'received',
      receivedAt: '2026-11-23T05:30:00.000Z',
    }),
  ],
  total: 2,
  nextCursor: null,
};

const { fetchMock, requests, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});

const rowOf = async (sampleId: string) => (await screen.findByText(sampleId)).closest('tr') as HTMLElement;

describe('Bulk-edit accession (spec 002 §2, §7 updateSampleDate, §8)', () => {
  it('lists the samples of the last 7 days with their A or P mark and accession number', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, list));
    renderPage(<AccessionBulkEditPage />);
    const pending = await rowOf('S-0051');
    expect(within(pending).getByTitle('(P) Pending Accession').textContent).toBe('P');
    const accessed = await rowOf('S-0052');
    expect(within(accessed).getByTitle('(A) Accessed').textContent).toBe('A');
    expect(within(accessed).getByText('000014')).toBeTruthy();
    expect(requests()[0]).toMatch(
      /^GET \/api\/v1\/samples\/accessions\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&limit=50&offset=0$/,
    );
  }, 20_000);

  it('says Please select a date when the date is emptied, sending nothing', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, list));
    renderPage(<AccessionBulkEditPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change a date of S-0051' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('New date and time'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update date' }));
    await waitFor(() => expect(toasts()).toContain('Please select a date'));
    expect(callsWith('PUT')).toHaveLength(0);
  }, 20_000);

  it('sends the date chosen for the kind chosen and says Date updated successfully.', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(200, {
            messageKey: 'dateUpdated',
            message: 'Date updated successfully.',
            sample: { ...list.items[1], version: 3 },
          })
        : jsonResponse(200, list),
    );
    renderPage(<AccessionBulkEditPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change a date of S-0052' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('Receipt date'));
    fireEvent.change(within(dialog).getByLabelText('New date and time'), { target: { value: '2026-11-23T09:15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update date' }));
    await waitFor(() => expect(toasts()).toContain('Date updated successfully.'));
    const [url, init] = callsWith('PUT')[0] ?? [];
    expect(String(url)).toBe('/api/v1/samples/52/dates');
    expect(JSON.parse(String(init?.body))).toEqual({
      version: 2,
      kind: 'receipt',
      at: new Date('2026-11-23T09:15').toISOString(),
    });
  }, 20_000);
});
