import type { MyReports, SessionData } from '@lims/contract';
import { formatMoney } from '@lims/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n/i18n';
import { labSession } from '../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { MyReportsPage } from './MyReportsPage';

const { fetchMock, requests } = stubApi();

/** Sunita Devi signed in with her own login (the demo's `patient`). */
const patientSession: SessionData = {
  ...labSession,
  kind: 'patient',
  admin: false,
  labUserName: 'Sunita Devi',
  labuseraccessmaster: { isRootUser: false },
  user: {
    ...labSession.user,
    id: 7,
    username: 'patient',
    name: 'Sunita Devi',
    flags: {
      admin: false,
      financeManager: false,
      sampleAccess: false,
      labAccess: false,
      privilegeCardAccess: 0,
      discountApproval: false,
    },
  },
};
const money = (minor: number) => formatMoney(minor, labSession.currency, { floatSupport: labSession.floatSupportFlag });

/** March: one ready report, one in progress, an amount due; January: paid, its report amended. */
const twoVisits: MyReports = {
  trends: true,
  bills: [
    {
      id: 12,
      labBillId: 'B-000012',
      billedAt: '2026-03-14T05:30:00.000Z',
      total: 90_000,
      paid: 50_000,
      due: 40_000,
      reports: [
        {
          id: 301,
          testName: 'Fasting blood sugar',
          departmentName: 'Biochemistry',
          signedAt: '2026-03-14T11:00:00.000Z',
          amended: false,
          held: null,
        },
      ],
      inProgress: ['Thyroid profile', 'Vitamin D'],
    },
    {
      id: 4,
      labBillId: 'B-000004',
      billedAt: '2026-01-09T05:30:00.000Z',
      total: 20_000,
      paid: 20_000,
      due: 0,
      reports: [
        {
          id: 120,
          testName: 'Complete blood count',
          departmentName: 'Haematology',
          signedAt: '2026-01-09T12:00:00.000Z',
          amended: true,
          held: null,
        },
      ],
      inProgress: [],
    },
  ],
};

const answer = (body: MyReports) => fetchMock.mockResolvedValue(jsonResponse(200, body));
const billCard = (number: string) => screen.getByRole('region', { name: `Bill ${number}` });

describe("the patient's own reports (issue 13)", () => {
  it('shows each bill as a card, newest first, with its amounts, its ready reports and the rest by name', async () => {
    answer(twoVisits);
    renderPage(<MyReportsPage />, { session: patientSession });
    expect(await screen.findByRole('heading', { name: 'My reports' })).toBeTruthy();
    expect(requests()).toEqual(['GET /api/v1/me/reports']);
    const cards = screen.getAllByRole('region');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Bill B-000012',
      'Bill B-000004',
    ]);
    const march = billCard('B-000012');
    expect(within(march).getByText(`Due ${money(40_000)}`)).toBeTruthy();
    expect(within(march).getByText('In progress: Thyroid profile, Vitamin D')).toBeTruthy();
    expect(within(march).getByText('Fasting blood sugar')).toBeTruthy();
    const january = billCard('B-000004');
    expect(within(january).getByText('Paid in full')).toBeTruthy();
    expect(within(january).queryByText(/^Due /)).toBeNull();
    expect(within(january).getByText('Amended')).toBeTruthy();
  });

  it('downloads each report, all of a bill, its receipt and the trends as PDFs in a new tab', async () => {
    answer(twoVisits);
    renderPage(<MyReportsPage />, { session: patientSession });
    const report = await screen.findByRole('link', { name: 'Download Fasting blood sugar' });
    expect(report.getAttribute('href')).toBe('/api/v1/me/reports/301/pdf');
    expect(report.getAttribute('target')).toBe('_blank');
    expect(report.textContent).toBe('Download');
    expect(screen.getByRole('link', { name: 'Download all reports of bill B-000012' }).getAttribute('href')).toBe(
      '/api/v1/me/bills/12/reports/pdf',
    );
    expect(screen.getByRole('link', { name: 'Receipt of bill B-000004' }).getAttribute('href')).toBe(
      '/api/v1/me/bills/4/pdf',
    );
    expect(screen.getByRole('link', { name: 'Trends Report' }).getAttribute('href')).toBe(
      '/api/v1/me/trends/pdf?flag=1&language=en',
    );
    expect(screen.getByRole('link', { name: 'Trends Compact' }).getAttribute('href')).toBe(
      '/api/v1/me/trends/pdf?flag=0&language=en',
    );
    expect(screen.getAllByText('BETA')).toHaveLength(2);
  });

  it("holds a due bill's reports when the lab keeps them back, and says why", async () => {
    const [march] = twoVisits.bills;
    if (!march) throw new Error('two visits above');
    answer({
      trends: false,
      bills: [{ ...march, reports: march.reports.map((report) => ({ ...report, held: 'amountDue' as const })) }],
    });
    renderPage(<MyReportsPage />, { session: patientSession });
    const card = await screen.findByRole('region', { name: 'Bill B-000012' });
    expect(within(card).getByText('Your reports can be downloaded once the bill is paid in full.')).toBeTruthy();
    expect(within(card).getByText('Fasting blood sugar')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: /^Download/ })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Receipt of bill B-000012' })).toBeTruthy();
    // No trend from one visit.
    expect(screen.queryByRole('link', { name: 'Trends Report' })).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    answer({ trends: false, bills: [] });
    renderPage(<MyReportsPage />, { session: patientSession });
    expect(await screen.findByText('No reports yet')).toBeTruthy();
    expect(screen.getByText('Your bills and reports will appear here after your visit to the lab.')).toBeTruthy();
  });

  it('offers a retry when the reports fail to load', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 500 }));
    renderPage(<MyReportsPage />, { session: patientSession });
    expect(await screen.findByText('Your reports could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    await i18n.changeLanguage('ar');
    answer(twoVisits);
    renderPage(<MyReportsPage />, { session: patientSession });
    expect(await screen.findByRole('heading', { name: 'تقاريري' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'الفاتورة B-000012' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تنزيل Fasting blood sugar' }).textContent).toBe('تنزيل');
    expect(screen.getByRole('link', { name: 'تقرير الاتجاهات' }).getAttribute('href')).toContain('language=ar');
  });
});
