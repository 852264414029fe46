import type { AttachedReport, ReportAttachments } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { FileReportAction } from './FileReportAction';

const { fetchMock, requests } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const report = (fileReport: AttachedReport['fileReport']): AttachedReport => ({
  id: 41,
  version: 2,
  testName: 'Chest X-ray',
  isSynced: false,
  hasDICOM: false,
  studyUUID: null,
  fileReport,
});
const uploadedDocument = {
  fileId: 70,
  name: 'outside.pdf',
  mediaType: 'application/pdf',
  sizeBytes: 4096,
  url: '/api/v1/reports/41/file-report',
};
const listed = (fileReport: AttachedReport['fileReport']): ReportAttachments => ({
  report: report(fileReport),
  items: [],
});

describe('Convert to file report and back (spec 001 §7 convertReportToFileOrNormal)', () => {
  it("uploads the document on the entry's version of the report and says so", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, listed(null)))
      .mockResolvedValueOnce(jsonResponse(200, report(uploadedDocument)))
      .mockResolvedValue(jsonResponse(200, listed(uploadedDocument)));
    renderPage(<FileReportAction reportId={41} version={5} editable />);
    await screen.findByRole('button', { name: 'Convert to file report' });
    const input = document.querySelector('input[type="file"]');
    expect(input?.getAttribute('accept')).toBe('.jpeg,.jpg,.png,.gif,.pdf');
    if (!input) throw new Error('no file picker');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(10)], 'outside.pdf')] } });
    const open = await screen.findByRole('link', { name: "Open the report's document" });
    expect(open.getAttribute('href')).toBe('/api/v1/reports/41/file-report');
    expect(requests()).toContain('POST /api/v1/reports/41/file-report?version=5');
    expect(toasts()).toContain('The report is now a file report.');
  });

  it('goes back to a normal report after a confirmation, and offers nothing on a signed report', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, listed(uploadedDocument)))
      .mockResolvedValueOnce(jsonResponse(200, report(null)))
      .mockResolvedValue(jsonResponse(200, listed(null)));
    const { unmount } = renderPage(<FileReportAction reportId={41} version={3} editable />);
    fireEvent.click(await screen.findByRole('button', { name: 'Convert to normal report' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Convert to normal report' }));
    await waitFor(() => expect(requests()).toContain('DELETE /api/v1/reports/41/file-report?version=3'));
    await screen.findByRole('button', { name: 'Convert to file report' });
    expect(toasts()).toContain('The report is a normal report again.');
    unmount();

    fetchMock.mockResolvedValue(jsonResponse(200, listed(uploadedDocument)));
    renderPage(<FileReportAction reportId={41} version={3} editable={false} />);
    await screen.findByRole('link', { name: "Open the report's document" });
    expect(screen.queryByRole('button', { name: /^Convert/ })).toBeNull();
  });
});
