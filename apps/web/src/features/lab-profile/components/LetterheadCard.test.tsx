import type { Letterhead } from '@lims/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n/i18n';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { useLetterhead } from '../hooks/use-lab-images';
import { LetterheadCard } from './LetterheadCard';

const banner = (id: number, kind: 'letterheadHeader' | 'letterheadFooter', name: string) => ({
  id,
  kind,
  name,
  mediaType: 'image/png',
  sizeBytes: 1_572_864,
  createdAt: '2025-05-21T10:00:00.000Z',
});
const none: Letterhead = { header: null, footer: null, version: 4 };
const withHeader: Letterhead = {
  header: banner(11, 'letterheadHeader', 'Letterhead top.png'),
  footer: null,
  version: 5,
};

const { fetchMock, callsWith } = stubApi();

/** The card as Centre settings shows it: on the letterhead the page read. */
function LetterheadOfTheLab() {
  const letterhead = useLetterhead();
  return letterhead.data ? <LetterheadCard letterhead={letterhead.data} /> : null;
}
const pickFor = (slot: number, file: File) => {
  const input = document.querySelectorAll('input[type="file"]')[slot] as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};
const png = (bytes: number, name = 'banner.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

// spec 002 §9: "Sample shipping details PDF includes header and footer images fetched from storage".
describe('Centre settings: the letterhead header and footer', () => {
  it('offers both uploads when the lab has none, images up to 2 MB', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, none));
    renderPage(<LetterheadOfTheLab />);
    expect(await screen.findByRole('button', { name: 'Upload header' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload footer' })).toBeTruthy();
    expect(screen.getByText("No header yet: documents show the lab's logo and name at the top.")).toBeTruthy();
    expect(screen.getByText('No footer yet: documents end with the page numbers only.')).toBeTruthy();
    expect(screen.getAllByText('\u2066JPEG, JPG, PNG, GIF\u2069 · at most 2048 KB')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Remove header' })).toBeNull();
  });

  it("says 'File should not be greater then 2048KB.' for a banner one byte over, without sending it", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, none));
    renderPage(<LetterheadOfTheLab />);
    await screen.findByRole('button', { name: 'Upload footer' });
    pickFor(1, png(2048 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('File should not be greater then 2048KB.');
    pickFor(1, new File(['%PDF-1.7'], 'footer.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('File is not valid.'));
    expect(callsWith('PUT')).toEqual([]);
  });

  it('sends the footer to its own address with the version, and shows the header it answers', async () => {
    fetchMock.mockImplementation(async (_, init) =>
      init?.method === 'PUT'
        ? jsonResponse(200, { ...withHeader, footer: banner(12, 'letterheadFooter', 'banner.png'), version: 6 })
        : jsonResponse(200, none),
    );
    renderPage(<LetterheadOfTheLab />);
    await screen.findByRole('button', { name: 'Upload footer' });
    pickFor(1, png(4096));
    await waitFor(() => expect(callsWith('PUT')).toHaveLength(1));
    const [url, init] = callsWith('PUT')[0] ?? [];
    expect(url).toBe('/api/v1/lab-profile/letterhead/footer?version=4');
    const body = init?.body;
    if (!(body instanceof FormData)) throw new Error('the footer was not sent as a form');
    expect(body.get('file')).toMatchObject({ name: 'banner.png', size: 4096 });
  });

  it('shows the header with its name and size, to replace or remove; in Arabic too', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, withHeader));
    await i18n.changeLanguage('ar');
    renderPage(<LetterheadOfTheLab />);
    expect(await screen.findByRole('button', { name: 'استبدال الترويسة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'رفع التذييل' })).toBeTruthy();
    await i18n.changeLanguage('en');

    const image = (await screen.findByAltText('Letterhead header of Demo Diagnostics')) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/api/v1/lab-profile/letterhead/header?v=11');
    expect(screen.getByText('Letterhead top.png')).toBeTruthy();
    expect(screen.getByText('Size: \u20661.5 MB\u2069')).toBeTruthy();

    fetchMock.mockResolvedValue(jsonResponse(200, none));
    fireEvent.click(screen.getByRole('button', { name: 'Remove header' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Remove the header?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload header' })).toBeTruthy());
    const removal = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(removal?.[0]).toBe('/api/v1/lab-profile/letterhead/header?version=5');
  });
});
