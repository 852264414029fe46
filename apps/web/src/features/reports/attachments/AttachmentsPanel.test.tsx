import type { ReportAttachment, ReportAttachments } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { labSession } from '../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { AttachmentsPanel } from './AttachmentsPanel';

const { fetchMock, requests, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const attachment = (id: number, fields: Partial<ReportAttachment> = {}): ReportAttachment => ({
  id,
  billId: 9,
  reportId: 41,
  name: `file-${id}.pdf`,
  mediaType: 'application/pdf',
  sizeBytes: 1536,
  fileType: 'pdf',
  url: `/api/v1/attachments/${id}/file`,
  thumbUrl: null,
  dicom: null,
  removable: true,
  createdAt: '2026-11-24T10:00:00.000Z',
  ...fields,
});

const study = attachment(2, {
  name: 'chest.dcm',
  mediaType: 'application/dicom',
  sizeBytes: 3 * 1024 * 1024,
  fileType: 'dicom',
  dicom: {
    studyInstanceUid: '1.2.826.0.1.3680043.8.498.1',
    seriesInstanceUid: null,
    modality: 'DX',
    studyDate: '20261124',
    studyDescription: 'CHEST PA',
    bodyPartExamined: 'CHEST',
    manufacturer: null,
  },
});

const answer = (isSynced: boolean, items: ReportAttachment[]): ReportAttachments => ({
  report: {
    id: 41,
    version: 3,
    testName: 'Chest X-ray',
    isSynced,
    hasDICOM: items.some((item) => item.dicom),
    studyUUID: study.dicom?.studyInstanceUid ?? null,
    fileReport: null,
  },
  items,
});

const pick = (file: File) => {
  const input = document.querySelector('input[type="file"]');
  if (!input) throw new Error('no file picker');
  fireEvent.change(input, { target: { files: [file] } });
};

describe("Attachments panel (spec 001 §2 'Attachments and DICOM', §6, §8)", () => {
  it('lists each file with its type and its size in Bytes, KB or MB, and deletes one after a confirmation', async () => {
    const files = [attachment(1), study, attachment(3, { name: 'note.txt', fileType: 'other', sizeBytes: 512 })];
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, answer(false, files)))
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockResolvedValue(jsonResponse(200, answer(false, files.slice(1))));
    renderPage(<AttachmentsPanel reportId={41} />);
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('file-1.pdf1.5 KB'),
      expect.stringContaining('chest.dcm3 MB'),
      expect.stringContaining('note.txt512 Bytes'),
    ]);
    expect(within(rows[0] as HTMLElement).getByLabelText('PDF')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByLabelText('DICOM')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload file' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete file-1.pdf' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete file-1.pdf? This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests()).toContain('DELETE /api/v1/attachments/1'));
    await waitFor(() => expect(screen.queryByText('file-1.pdf')).toBeNull());
    expect(toasts()).toContain('Attachment removed.');
  });

  it("hides delete and upload once the report is submitted (spec 001 §6 'Attachment deletion is hidden when isSynced is 1')", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, answer(true, [attachment(1, { removable: false })])));
    renderPage(<AttachmentsPanel reportId={41} />);
    await screen.findByText('file-1.pdf');
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload file' })).toBeNull();
  });

  it("shows a DICOM study's tags and opens it in the lab's viewer with its study UID", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, answer(false, [study])));
    renderPage(<AttachmentsPanel reportId={41} />, {
      session: { ...labSession, dicom_viewer_url: 'https://pacs.example.org/viewer' },
    });
    const link = await screen.findByRole('link', { name: 'Open in DICOM' });
    expect(link.getAttribute('href')).toBe(
      'https://pacs.example.org/viewer?StudyInstanceUIDs=1.2.826.0.1.3680043.8.498.1',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('DX')).toBeTruthy();
    expect(screen.getByText('CHEST PA')).toBeTruthy();
  });

  it('says when the lab has no DICOM viewer, rather than link nowhere', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, answer(false, [study])));
    renderPage(<AttachmentsPanel reportId={41} />);
    await screen.findByText('No DICOM viewer is set for the lab.');
    expect(screen.queryByRole('link', { name: 'Open in DICOM' })).toBeNull();
  });

  it("uploads the chosen file: 'File Uploaded Successfully', or 'File Not Uploaded' when it fails", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, answer(false, [])))
      .mockResolvedValueOnce(jsonResponse(201, attachment(5, { name: 'referral.pdf' })))
      .mockResolvedValueOnce(jsonResponse(200, answer(false, [attachment(5, { name: 'referral.pdf' })])))
      .mockResolvedValueOnce(jsonResponse(500, { error: { code: 'internal', messageKey: 'somethingWentWrong' } }))
      .mockResolvedValue(jsonResponse(200, answer(false, [attachment(5, { name: 'referral.pdf' })])));
    renderPage(<AttachmentsPanel reportId={41} />);
    await screen.findByText('No attachments');
    expect(document.querySelector('input[type="file"]')?.getAttribute('accept')).toContain('.dcm');
    pick(new File([new Uint8Array(100)], 'referral.pdf', { type: 'application/pdf' }));
    await screen.findByText('referral.pdf');
    expect(toasts()).toContain('File Uploaded Successfully');
    const [upload] = callsWith('POST');
    expect(String(upload?.[0])).toBe('/api/v1/reports/41/attachments');
    expect((upload?.[1]?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);

    pick(new File([new Uint8Array(100)], 'second.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(toasts()).toContain('File Not Uploaded'));
  });

  it('lists and opens in the report viewer, without upload or the file report, and shows nothing there when empty', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, answer(false, [attachment(1)])));
    const { unmount } = renderPage(<AttachmentsPanel reportId={41} variant="viewer" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open file-1.pdf' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('File 1 of 1');
    expect(screen.queryByRole('button', { name: 'Upload file' })).toBeNull();
    unmount();

    fetchMock.mockResolvedValueOnce(jsonResponse(200, answer(false, [])));
    renderPage(<AttachmentsPanel reportId={41} variant="viewer" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Attachments' })).toBeNull();
    expect(screen.queryByText('No attachments')).toBeNull();
  });
});
