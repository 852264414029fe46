import { csrfHeader, type LabProfile } from '@lims/contract';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../../app/api-client';
import { i18n } from '../../../app/i18n/i18n';
import { SessionContext } from '../../../app/session/session-context';
import { labSession } from '../../../app/session/test-session';
import { theme } from '../../../app/theme';
import { LabProfilePage } from './LabProfilePage';

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

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <SessionContext.Provider value={labSession}>{children}</SessionContext.Provider>
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
  return render(<LabProfilePage />, { wrapper });
}

const pick = (file: File) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};
const png = (bytes: number, name = 'logo.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setCsrfToken('token-123');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
  await i18n.changeLanguage('en');
});

// spec 000 §5 line 167: "Upload: allowed extensions list; default maximum 800 KB; messages 'File
// is not valid.' and 'File should not be greater then {n}KB.' Image types jpeg, jpg, png, gif".
describe('Settings > Lab profile: the logo', () => {
  it('offers an upload when the lab has no logo, with the types and limit it takes', async () => {
    fetchMock.mockResolvedValue(json(200, noLogo));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Upload logo' })).toBeTruthy();
    expect(screen.getByText("No logo yet: the header shows the lab's name only.")).toBeTruthy();
    expect(screen.getByText('\u2066JPEG, JPG, PNG, GIF\u2069 · at most 800 KB')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull();
    expect((document.querySelector('input[type="file"]') as HTMLInputElement).accept).toBe('.jpeg,.jpg,.png,.gif');
  });

  it("says 'File is not valid.' for a type outside the list, without sending it", async () => {
    fetchMock.mockResolvedValue(json(200, noLogo));
    renderPage();
    await screen.findByRole('button', { name: 'Upload logo' });
    pick(new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('File is not valid.');
    expect(puts()).toEqual([]);
  });

  it("says 'File should not be greater then 800KB.' for one byte more, without sending it", async () => {
    fetchMock.mockResolvedValue(json(200, noLogo));
    renderPage();
    await screen.findByRole('button', { name: 'Upload logo' });
    pick(png(800 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('File should not be greater then 800KB.');
    expect(puts()).toEqual([]);
  });

  it("sends a good file as multipart with the profile's version, and shows the server's refusal by its key", async () => {
    fetchMock.mockImplementation(async (_, init) =>
      init?.method === 'PUT'
        ? json(400, {
            error: { code: 'bad_request', messageKey: 'fileNotValid', message: 'File is not valid.', field: 'file' },
          })
        : json(200, noLogo),
    );
    await i18n.changeLanguage('ar');
    renderPage();
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
    expect(headers.get(csrfHeader)).toBe('token-123');
    expect(headers.has('content-type')).toBe(false);
  });

  it('shows the current logo with its name and size, to replace or remove', async () => {
    fetchMock.mockResolvedValue(json(200, withLogo));
    renderPage();
    const image = (await screen.findByAltText('Logo of Demo Diagnostics')) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/api/v1/lab-profile/logo?v=7');
    expect(screen.getByText('Demo logo.png')).toBeTruthy();
    expect(screen.getByText('Size: \u206612.5 KB\u2069')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace logo' })).toBeTruthy();

    fetchMock.mockResolvedValue(json(200, { logo: null, version: 4 }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload logo' })).toBeTruthy());
    const removal = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(removal?.[0]).toBe('/api/v1/lab-profile/logo?version=3');
  });
});
