import { csrfHeader, type LabProfile } from '@lims/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n/i18n';
import { jsonResponse, renderPage, stubApi, testCsrfToken } from '../../../test/render-page';
import { useLabProfile } from '../hooks/use-lab-profile';
import { LabLogoCard } from './LabLogoCard';

const noLogo: LabProfile = { logo: null, version: 0 };
const withLogo: LabProfile = {
  logo: {
    id: 7,
    kind: 'labLogo',
    name: 'Demo logo.png',
    mediaType: 'image/png',
    sizeBytes: 12_800,
    createdAt: '2025-05-21T10:00:00.000Z',
  },
  version: 3,
};

const { fetchMock, callsWith } = stubApi();
const puts = () => callsWith('PUT');

const pick = (file: File) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};
const png = (bytes: number, name = 'logo.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

// spec 000 §5 line 167: "Upload: allowed extensions list; default maximum 800 KB; messages 'File
// is not valid.' and 'File should not be greater then {n}KB.' Image types jpeg, jpg, png, gif".
/** The card as Centre settings shows it: on the profile the page read. */
function LogoOfTheLab() {
  const profile = useLabProfile();
  return profile.data ? <LabLogoCard profile={profile.data} /> : null;
}

describe('Centre settings: the logo', () => {
  it('offers an upload when the lab has no logo, with the types and limit it takes', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, noLogo));
    renderPage(<LogoOfTheLab />);
    expect(await screen.findByRole('button', { name: 'Upload logo' })).toBeTruthy();
    expect(screen.getByText("No logo yet: the header shows the lab's name only.")).toBeTruthy();
    expect(screen.getByText('\u2066JPEG, JPG, PNG, GIF\u2069 · at most 800 KB')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull();
    expect((document.querySelector('input[type="file"]') as HTMLInputElement).accept).toBe('.jpeg,.jpg,.png,.gif');
  });

  it("says 'File is not valid.' for a type outside the list, without sending it", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, noLogo));
    renderPage(<LogoOfTheLab />);
    await screen.findByRole('button', { name: 'Upload logo' });
    pick(new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('File is not valid.');
    expect(puts()).toEqual([]);
  });

  it("says 'File should not be greater then 800KB.' for one byte more, without sending it", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, noLogo));
    renderPage(<LogoOfTheLab />);
    await screen.findByRole('button', { name: 'Upload logo' });
    pick(png(800 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('File should not be greater then 800KB.');
    expect(puts()).toEqual([]);
  });

  it("sends a good file as multipart with the profile's version, and shows the server's refusal by its key", async () => {
    fetchMock.mockImplementation(async (_, init) =>
      init?.method === 'PUT'
        ? jsonResponse(400, {
            error: { code: 'bad_request', messageKey: 'fileNotValid', message: 'File is not valid.', field: 'file' },
          })
        : jsonResponse(200, noLogo),
    );
    await i18n.changeLanguage('ar');
    renderPage(<LogoOfTheLab />);
    await screen.findByRole('button', { name: 'رفع الشعار' });
    const file = png(2048);
    pick(file);
    expect((await screen.findByRole('alert')).textContent).toBe('الملف غير صالح.');

    const [url, init] = puts()[0] ?? [];
    expect(url).toBe('/api/v1/lab-profile/logo?version=0');
    const body = init?.body;
    if (!(body instanceof FormData)) throw new Error('the logo was not sent as a form');
    expect(body.get('file')).toMatchObject({ name: file.name, size: file.size });
    const headers = new Headers(init?.headers);
    expect(headers.get(csrfHeader)).toBe(testCsrfToken);
    expect(headers.has('content-type')).toBe(false);
  });

  it('shows the current logo with its name and size, to replace or remove', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, withLogo));
    renderPage(<LogoOfTheLab />);
    const image = (await screen.findByAltText('Logo of Demo Diagnostics')) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/api/v1/lab-profile/logo?v=7');
    expect(screen.getByText('Demo logo.png')).toBeTruthy();
    expect(screen.getByText('Size: \u206612.5 KB\u2069')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace logo' })).toBeTruthy();

    fetchMock.mockResolvedValue(jsonResponse(200, { logo: null, version: 4 }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload logo' })).toBeTruthy());
    const removal = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(removal?.[0]).toBe('/api/v1/lab-profile/logo?version=3');
  });
});
