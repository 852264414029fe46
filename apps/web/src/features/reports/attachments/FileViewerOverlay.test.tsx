import type { ReportAttachment } from '@lims/contract';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { FileViewerOverlay } from './FileViewerOverlay';

const file = (id: number, fileType: ReportAttachment['fileType'], name: string): ReportAttachment => ({
  id,
  billId: 9,
  reportId: 41,
  name,
  mediaType: fileType === 'image' ? 'image/png' : fileType === 'pdf' ? 'application/pdf' : 'application/zip',
  sizeBytes: 2048,
  fileType,
  url: `/api/v1/attachments/${id}/file`,
  thumbUrl: fileType === 'image' ? `/api/v1/attachments/${id}/file` : null,
  dicom: null,
  removable: true,
  createdAt: '2026-11-24T10:00:00.000Z',
});

const files = [file(1, 'image', 'film.png'), file(2, 'pdf', 'referral.pdf'), file(3, 'other', 'study.zip')];

function Harness({ onClose }: { onClose: () => void }) {
  const [index, setIndex] = useState<number | null>(0);
  return (
    <FileViewerOverlay
      files={files}
      index={index}
      onIndexChange={setIndex}
      onClose={() => {
        setIndex(null);
        onClose();
      }}
    />
  );
}

const key = (name: string) => fireEvent.keyDown(window, { key: name });
const title = () => screen.getByRole('dialog').querySelector('h2')?.textContent;

describe("File viewer overlay (spec 001 §2 'Attachments and DICOM')", () => {
  it('goes back with left or down, forward with up or right, stops at the ends, and closes on Escape', async () => {
    const onClose = vi.fn();
    renderPage(<Harness onClose={onClose} />);
    await screen.findByRole('dialog');
    expect(title()).toBe('File 1 of 3');
    key('ArrowLeft');
    expect(title()).toBe('File 1 of 3');
    key('ArrowRight');
    expect(title()).toBe('File 2 of 3');
    key('ArrowUp');
    expect(title()).toBe('File 3 of 3');
    key('ArrowRight');
    expect(title()).toBe('File 3 of 3');
    key('ArrowDown');
    expect(title()).toBe('File 2 of 3');
    key('ArrowLeft');
    expect(title()).toBe('File 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next file' }));
    expect(title()).toBe('File 2 of 3');
    key('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows an image, a PDF in an object, any other file as a card to download, and 'Failed to load attachment'", async () => {
    renderPage(<Harness onClose={() => undefined} />);
    const image = await screen.findByRole('img', { name: 'film.png' });
    expect(image.getAttribute('src')).toBe('/api/v1/attachments/1/file');
    expect(screen.getByText('2 KB')).toBeTruthy();
    fireEvent.error(image);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load attachment');

    key('ArrowRight');
    const pdf = screen.getByTitle('referral.pdf');
    expect(pdf.tagName).toBe('OBJECT');
    expect(pdf.getAttribute('data')).toBe('/api/v1/attachments/2/file');

    key('ArrowRight');
    expect(screen.getByText('This file cannot be shown here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('/api/v1/attachments/3/file');
  });

  it('is 550 wide (34.375rem)', async () => {
    renderPage(<Harness onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('[style*="--modal-size"]')?.getAttribute('style')).toContain('34.375rem');
  });
});
