import type { ReportVerification } from '@lims/contract';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n/i18n';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { applyVisitorLanguage, VerifyReportPage } from './VerifyReportPage';

const { fetchMock, requests } = stubApi();
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const code = '12.3f2b9c4e-8a1d-4c6b-9e2f-7d5a1b0c9e8f';
const verification: ReportVerification = {
  labName: 'Sunrise Diagnostics',
  patientInitials: 'R. K.',
  tests: ['Complete Blood Count', 'Lipid Profile'],
  signedAt: '2026-11-20T06:15:00.000Z',
  billedAt: '2026-11-20T04:30:00.000Z',
  amended: false,
  dispatched: true,
};

const visit = (path = `/verify/${code}`) =>
  renderPage(
    <Routes>
      <Route path="/verify/:code" element={<VerifyReportPage />} />
    </Routes>,
    { path },
  );

describe('the public report verification page (the QR code of a printed report, decision 0041)', () => {
  it('shows that the report exists: lab, initials, tests, billing and signing dates, dispatched', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, verification));
    visit();
    expect(await screen.findByText('Report verified')).toBeTruthy();
    expect(requests()).toEqual([`GET /api/v1/report-verifications/${code}`]);
    expect(screen.getByText('Sunrise Diagnostics')).toBeTruthy();
    expect(screen.getByText('R. K.')).toBeTruthy();
    expect(screen.getByText('Complete Blood Count')).toBeTruthy();
    expect(screen.getByText('Lipid Profile')).toBeTruthy();
    expect(screen.getByText('Dispatched')).toBeTruthy();
    const written = (value: string) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
    expect(screen.getByText(written(verification.billedAt))).toBeTruthy();
    expect(screen.getByText(written(verification.signedAt ?? ''))).toBeTruthy();
    expect(screen.queryByText(/amended after it was signed/)).toBeNull();
  });

  it('warns that an amended report may differ from the printout, and says when signatures were removed', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { ...verification, amended: true, dispatched: false, signedAt: null }),
    );
    visit();
    expect(
      await screen.findByText(
        'This report was amended after it was signed: the printed copy may be an earlier version.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Not signed now: its signatures were removed after it was printed.')).toBeTruthy();
    expect(screen.queryByText('Dispatched')).toBeNull();
  });

  it('says no report matches an unknown code (404) or a malformed one (400)', async () => {
    const notFound = {
      error: {
        code: 'not_found',
        messageKey: 'verificationNotFound',
        message: 'No report matches this code. The printed report may not be genuine.',
      },
    };
    fetchMock.mockResolvedValue(jsonResponse(404, notFound));
    const { unmount } = visit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No report matches this code. The printed report may not be genuine.',
    );
    expect(screen.queryByText('Report verified')).toBeNull();
    unmount();

    fetchMock.mockResolvedValue(
      jsonResponse(400, { error: { code: 'bad_request', messageKey: 'notFound', message: 'Not found.' } }),
    );
    visit('/verify/not-a-code');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No report matches this code. The printed report may not be genuine.',
    );
  });

  it("reads in the browser's language when this browser never chose one", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG', 'en']);
    await applyVisitorLanguage();
    expect(i18n.language).toBe('ar');
    fetchMock.mockResolvedValue(jsonResponse(200, verification));
    visit();
    expect(await screen.findByText('تم التحقق من التقرير')).toBeTruthy();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });

  it('keeps the language chosen on the sign-in page over the browser’s', async () => {
    window.localStorage.setItem('lims.language', 'fr');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX']);
    await applyVisitorLanguage();
    expect(i18n.language).toBe('en');
  });
});
