import type { AccessionedSample } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../../test/render-page';
import { AccessionDialog } from './AccessionDialog';

const samples = [
  { id: 41, autoSampleId: 'S-0041', version: 2 },
  { id: 42, autoSampleId: 'S-0042', version: 1 },
];
const accessioned = (id: number, accessionNo: string): AccessionedSample => ({
  id,
  autoSampleId: `S-00${id}`,
  manualSampleId: null,
  accessionNo,
  accessionedAt: '2026-11-24T06:00:00.000Z',
  status: 'collected',
  sampleType: 'Serum',
  bill: { id: 7, labBillId: '7' },
  patient: { id: 3, labPatientId: '3', fullName: 'Asha Rao' },
  collectedAt: '2026-11-24T05:00:00.000Z',
  receivedAt: null,
  createdAt: '2026-11-24T04:00:00.000Z',
  version: 3,
});

const { fetchMock, requests, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});

const manualBox = (sampleId: string) => screen.getByRole('textbox', { name: `Manual sample ID of ${sampleId}` });

describe('AccessionDialog (spec 002 §4, §7 manual-sample-id-check, §8)', () => {
  it('opens the alert when the manual id typed is taken, checked when the box is left', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { sampleId: 'M-9', available: false }));
    renderPage(<AccessionDialog opened samples={samples} onClose={() => {}} onDone={() => {}} />);
    fireEvent.change(manualBox('S-0041'), { target: { value: ' M-9 ' } });
    fireEvent.blur(manualBox('S-0041'));
    expect(await screen.findByText('Manual sample id must not already exist')).toBeTruthy();
    expect(requests()).toEqual(['GET /api/v1/samples/manual-sample-id-check?sampleId=M-9&exceptSampleId=41']);
  }, 20_000);

  it('says Something went wrong when the check fails, and nothing when the id is free', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { sampleId: 'M-1', available: true }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage(<AccessionDialog opened samples={samples} onClose={() => {}} onDone={() => {}} />);
    fireEvent.change(manualBox('S-0041'), { target: { value: 'M-1' } });
    fireEvent.blur(manualBox('S-0041'));
    await waitFor(() => expect(requests()).toHaveLength(1));
    fireEvent.change(manualBox('S-0042'), { target: { value: 'M-2' } });
    fireEvent.blur(manualBox('S-0042'));
    await waitFor(() => expect(toasts()).toContain('Something went wrong'));
    expect(screen.queryByText('Manual sample id must not already exist')).toBeNull();
  }, 20_000);

  it('refuses the same manual id on two rows without asking the server', async () => {
    renderPage(<AccessionDialog opened samples={samples} onClose={() => {}} onDone={() => {}} />);
    fireEvent.change(manualBox('S-0041'), { target: { value: 'M-5' } });
    fireEvent.change(manualBox('S-0042'), { target: { value: 'M-5' } });
    fireEvent.blur(manualBox('S-0042'));
    expect(await screen.findByText('Manual sample id must not already exist')).toBeTruthy();
    expect(requests()).toEqual([]);
  }, 20_000);

  it('accessions every row with its version and manual id, then hands the samples on and closes', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { samples: [accessioned(41, '000010'), accessioned(42, '000011')] }));
    const onDone = vi.fn();
    const onClose = vi.fn();
    renderPage(<AccessionDialog opened samples={samples} onClose={onClose} onDone={onDone} />);
    fireEvent.change(manualBox('S-0042'), { target: { value: 'M-7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accession' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(String(callsWith('POST')[0]?.[1]?.body))).toEqual({
      samples: [
        { id: 41, version: 2, manualSampleId: null },
        { id: 42, version: 1, manualSampleId: 'M-7' },
      ],
    });
    expect(onDone.mock.calls[0]?.[0].map((sample: AccessionedSample) => sample.accessionNo)).toEqual([
      '000010',
      '000011',
    ]);
    expect(onClose).toHaveBeenCalled();
    expect(toasts()).toContain('Samples accessioned: 2');
  }, 20_000);

  it('opens the alert when the server refuses a manual id taken meanwhile (409)', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        error: {
          code: 'conflict',
          messageKey: 'manualSampleIdExists',
          message: 'Manual sample id must not already exist',
        },
      }),
    );
    const onDone = vi.fn();
    renderPage(<AccessionDialog opened samples={samples} onClose={() => {}} onDone={onDone} />);
    fireEvent.change(manualBox('S-0041'), { target: { value: 'M-8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accession' }));
    expect(await screen.findByText('Manual sample id must not already exist')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  }, 20_000);
});
