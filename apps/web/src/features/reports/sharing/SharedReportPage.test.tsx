import type { ReportLinkSummary } from '@lims/contract';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n/i18n';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { SharedReportPage } from './SharedReportPage';

const { fetchMock, requests } = stubApi();

const code = '12.Q2xpbmljYWxSZXBvcnRMaW5rVG9rZW4x';
const link: ReportLinkSummary = {
  labName: 'Sunrise Diagnostics',
  patientInitials: 'R. K.',
  tests: ['Complete Blood Count', 'Lipid Profile'],
  expiresAt: '2026-11-27T06:15:00.000Z',
};
const expired = {
  error: {
    code: 'not_found',
    messageKey: 'reportLinkExpired',
    message: 'This link has expired or is not valid. Ask the lab to send the report again.',
  },
};

const visit = (path = `/shared-report/${code}`) =>
  renderPage(
    <Routes>
      <Route path="/shared-report/:code" element={<SharedReportPage />} />
    </Routes>,
    { path },
  );

describe("the public page of a WhatsApp share's link (issue 13)", () => {
  it('shows the lab, the initials, the tests and the expiry, and downloads the PDF', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, link));
    visit();
    expect(await screen.findByText('Sunrise Diagnostics')).toBeTruthy();
    expect(requests()).toEqual([`GET /api/v1/report-links/${code}`]);
    expect(screen.getByText('R. K.')).toBeTruthy();
    expect(screen.getByText('Complete Blood Count')).toBeTruthy();
    expect(screen.getByText('Lipid Profile')).toBeTruthy();
    const written = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(link.expiresAt),
    );
    expect(screen.getByText(written)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download report' }).getAttribute('href')).toBe(
      `/api/v1/report-links/${code}/pdf`,
    );
  });

  it('says an expired or unknown link is not valid, and offers no download', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, expired));
    const { unmount } = visit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link has expired or is not valid. Ask the lab to send the report again.',
    );
    expect(screen.queryByRole('link', { name: 'Download report' })).toBeNull();
    unmount();

    fetchMock.mockResolvedValue(
      jsonResponse(400, { error: { code: 'bad_request', messageKey: 'notFound', message: 'Not found.' } }),
    );
    visit('/shared-report/not-a-code');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link has expired or is not valid. Ask the lab to send the report again.',
    );
  });

  it('reads in Arabic', async () => {
    await i18n.changeLanguage('ar');
    fetchMock.mockResolvedValue(jsonResponse(200, link));
    visit();
    expect(await screen.findByRole('link', { name: 'تنزيل التقرير' })).toBeTruthy();
  });
});
