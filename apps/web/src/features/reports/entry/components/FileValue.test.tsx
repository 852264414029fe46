import type { ReportEntry } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../../test/render-page';
import { routeApi } from '../../../patients/test-patients';
import { ReportEntryPage } from '../pages/ReportEntryPage';
import { entryParameter, haemoglobin, reportEntryWith, signingDoctors } from '../test-report-entry';

/** An ECG's tracing: parameter 2 takes a file (spec 001 §3 'Report format parameter' fileInput). */
const tracing = entryParameter(2, { name: 'Tracing', fileInput: true, isNumeric: false });
const parameters = [haemoglobin, tracing];
const storedFile = { index: 2, value: 'file:77', highlight: false, isCritical: 0 as const };

const { fetchMock, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

type Answer = () => Response | Promise<Response>;
function answer(report: ReportEntry, upload: Answer) {
  routeApi(fetchMock, [
    ['POST', `/api/v1/reports/${report.id}/files/2`, upload],
    ['GET', `/api/v1/reports/${report.id}/signing-doctors`, () => jsonResponse(200, signingDoctors)],
    ['GET', `/api/v1/reports/${report.id}`, () => jsonResponse(200, report)],
    [
      'PUT',
      `/api/v1/reports/${report.id}/values`,
      () =>
        jsonResponse(200, {
          report: { ...report, version: report.version + 1 },
          signaturesRemoved: 0,
          messageKey: 'reportSaved',
        }),
    ],
  ]);
}

const renderEntry = () =>
  renderPage(
    <Routes>
      <Route path="/reports/:reportId" element={<ReportEntryPage />} />
    </Routes>,
    { path: '/reports/41' },
  );

const pick = (file: File) => {
  const input = document.querySelector('input[type="file"]');
  if (!input) throw new Error('no file picker');
  fireEvent.change(input, { target: { files: [file] } });
};
const pdf = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe("Report entry: file values (spec 001 §4 'File upload in report entry', §8 messages)", () => {
  it("uploads the chosen file on the report's version, says 'File Uploaded Successfully' and links it in a new tab", async () => {
    const report = reportEntryWith({}, parameters);
    answer(report, () => jsonResponse(200, { ...report, version: 4, values: [storedFile] }));
    renderEntry();
    await screen.findByRole('button', { name: 'Upload a file for Tracing' });
    expect(document.querySelector('input[type="file"]')?.getAttribute('accept')).toBe('.jpeg,.jpg,.png,.gif,.pdf');
    pick(pdf('ecg.pdf'));
    const link = await screen.findByRole('link', { name: 'Open the file of Tracing' });
    expect(link.textContent).toBe('ecg.pdf');
    expect(link.getAttribute('href')).toBe('/api/v1/reports/41/files/2');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(toasts()).toContain('File Uploaded Successfully');
    const [call] = callsWith('POST');
    expect(String(call?.[0])).toBe('/api/v1/reports/41/files/2?version=3');
    expect((call?.[1]?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
  });

  it("refuses before sending a file of another type ('File is not valid.') or over 800 KB (spec 001 §5 'File upload')", async () => {
    answer(reportEntryWith({}, parameters), () => jsonResponse(500, {}));
    renderEntry();
    await screen.findByRole('button', { name: 'Upload a file for Tracing' });
    pick(new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    pick(pdf('large.pdf', 800 * 1024 + 1));
    expect(toasts()).toEqual(['File is not valid.', 'File should not be greater then 800KB.']);
    expect(callsWith('POST')).toHaveLength(0);
  });

  it("shows loading with a Cancel that aborts the upload and says 'File Not Uploaded'", async () => {
    const report = reportEntryWith({}, parameters);
    answer(
      report,
      () =>
        new Promise<Response>((_resolve, reject) => {
          const signal = fetchMock.mock.lastCall?.[1]?.signal;
          signal?.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
        }),
    );
    renderEntry();
    await screen.findByRole('button', { name: 'Upload a file for Tracing' });
    pick(pdf('ecg.pdf'));
    expect(await screen.findByLabelText('Uploading')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(toasts()).toContain('File Not Uploaded'));
    expect(screen.getByText('No file')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the file of Tracing' })).toBeNull();
  });

  it("deletes the file value to a dash, saved with the report (spec 001 §4 'Deleting clears the value to a dash')", async () => {
    answer(reportEntryWith({ values: [storedFile] }, parameters), () => jsonResponse(500, {}));
    renderEntry();
    expect((await screen.findByRole('link', { name: 'Open the file of Tracing' })).textContent).toBe('View file');
    fireEvent.click(screen.getByRole('button', { name: 'Delete the file of Tracing' }));
    expect(screen.getByText('No file')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsWith('PUT')).toHaveLength(1));
    const body = JSON.parse(String(callsWith('PUT')[0]?.[1]?.body)) as { values: { index: number; value: string }[] };
    expect(body.values).toContainEqual({ index: 2, value: '-' });
  });

  it("hides Delete and Upload on a dispatched report, the file still opens ('Attachment deletion is hidden when the report is synced')", async () => {
    answer(
      reportEntryWith({ values: [storedFile], isSynced: true, editable: false, status: 'dispatched' }, parameters),
      () => jsonResponse(500, {}),
    );
    renderEntry();
    expect(await screen.findByRole('link', { name: 'Open the file of Tracing' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete the file of Tracing' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload a file for Tracing' })).toBeNull();
  });
});
