import type { PatientTrends, TrendSeries } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { PatientTrendsPage } from './PatientTrendsPage';
import { TrendsMenu } from './TrendsMenu';

const { fetchMock, requests, callsWith } = stubApi();

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const point = (day: number, value: number, isCritical: 0 | 1 | 2 = 0) => ({
  reportId: day,
  labBillId: `B-${day}`,
  at: `2026-0${day}-10T08:00:00.000Z`,
  value,
  text: value.toFixed(1),
  isCritical,
});

const series = (overrides: Partial<TrendSeries>): TrendSeries => ({
  key: '1:Glucose',
  testName: 'Blood Sugar',
  parameterName: 'Glucose',
  unit: 'mg/dL',
  low: 70,
  high: 110,
  points: [point(1, 95), point(2, 130), point(3, 102)],
  hidden: false,
  ...overrides,
});

const trends = (items: TrendSeries[], flag: 0 | 1 = 1): PatientTrends => ({
  patient: { id: 3, name: 'Asha Rao', age: '34 Years', gender: 'Female' },
  flag,
  series: items,
});

const threeSeries = [
  series({}),
  series({ key: '2:Cholesterol', testName: 'Lipid Profile', parameterName: 'Cholesterol', low: null, high: 200 }),
  series({ key: '2:HDL', testName: 'Lipid Profile', parameterName: 'HDL', hidden: true }),
];

function answer(body: PatientTrends, hiddenKeys: string[] = ['2:HDL', '9:Other']) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.startsWith('/api/v1/patient-trends?')) return jsonResponse(200, body);
    if (path === '/api/v1/settings/trends' && init?.method === 'PUT') return new Response(null, { status: 204 });
    if (path === '/api/v1/settings/trends') return jsonResponse(200, { hiddenKeys });
    return jsonResponse(404, { error: { code: 'not_found', messageKey: 'notFound', message: 'Not found.' } });
  });
}

const page = (path: string) =>
  renderPage(
    <Routes>
      <Route path="/v4/fetch-data-for-trends" element={<PatientTrendsPage />} />
    </Routes>,
    { path },
  );
const chart = (name: string) => screen.getByRole('img', { name });
/** What a chart's marks say on hover: the band's and the points' titles. */
const titles = (element: HTMLElement) => [...element.querySelectorAll('title')].map((title) => title.textContent);

describe('the Patient Trends Report (spec 001 §2 Patient Trends)', () => {
  it('charts every series the lab shows, with its reference band and its out-of-range points', async () => {
    answer(trends(threeSeries));
    page('/v4/fetch-data-for-trends?labBillId=5&flag=1');
    expect(await screen.findByRole('heading', { name: 'Patient Trends Report' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Glucose of Blood Sugar over time' })).toBeTruthy();
    expect(requests()).toContain('GET /api/v1/patient-trends?labBillId=5&flag=1');

    // The hidden series is listed unticked and not charted.
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.queryByRole('img', { name: 'HDL of Lipid Profile over time' })).toBeNull();
    // On a narrow screen (as in the tests) the list folds under its count.
    fireEvent.click(screen.getByRole('button', { name: 'Series: 2 of 3 shown' }));
    const list = screen.getByRole('complementary', { name: 'Series' });
    expect((within(list).getByRole('checkbox', { name: 'HDL (mg/dL)' }) as HTMLInputElement).checked).toBe(false);
    expect(within(list).getByRole('group', { name: 'Lipid Profile' })).toBeTruthy();

    const glucose = chart('Glucose of Blood Sugar over time');
    expect(glucose.querySelector('rect[data-band] > title')?.textContent).toBe('Reference range 70 – 110');
    expect(glucose.querySelectorAll('circle')).toHaveLength(3);
    expect(glucose.querySelectorAll('circle[data-out-of-range]')).toHaveLength(1);
    expect(titles(glucose)).toContain('130.0 on 10-02-2026, out of range');
    expect(titles(glucose)).toContain('95.0 on 10-01-2026');
    expect(within(glucose).getByText('10-01-2026')).toBeTruthy();
    // A band open at one end still shades up to its bound.
    expect(titles(chart('Cholesterol of Lipid Profile over time'))).toContain('Reference range … – 200');

    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toBe('/api/v1/patient-trends/pdf?labBillId=5&flag=1');
  });

  it('unticks a series, hides its chart, and Save Settings keeps it hidden with the lab’s others', async () => {
    answer(trends(threeSeries));
    page('/v4/fetch-data-for-trends?labPatientId=3&flag=0');
    await screen.findByRole('img', { name: 'Glucose of Blood Sugar over time' });
    await waitFor(() => expect(requests()).toContain('GET /api/v1/settings/trends'));
    fireEvent.click(screen.getByRole('button', { name: 'Series: 2 of 3 shown' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Glucose (mg/dL)' }));
    expect(screen.queryByRole('img', { name: 'Glucose of Blood Sugar over time' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(callsWith('PUT')).toHaveLength(1));
    expect(requests()).toContain('PUT /api/v1/settings/trends');
    const body = JSON.parse(String(callsWith('PUT')[0]?.[1]?.body)) as { hiddenKeys: string[] };
    expect(body.hiddenKeys.sort()).toEqual(['1:Glucose', '2:HDL', '9:Other']);
    await waitFor(() =>
      expect(vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message)).toContain(
        'Trends settings saved.',
      ),
    );
  });

  it('says when there is nothing to chart', async () => {
    answer(trends([]));
    page('/v4/fetch-data-for-trends?labReportId=41&flag=1');
    expect(await screen.findByText('Nothing to chart yet')).toBeTruthy();
    expect(requests()).toContain('GET /api/v1/patient-trends?labReportId=41&flag=1');
  });
});

describe('the Patient Trends dropdown', () => {
  it('offers Trends Report and Trends Compact, both BETA, each in a new window', async () => {
    renderPage(<TrendsMenu target={{ labPatientId: 3 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Patient Trends' }));
    const report = await screen.findByRole('menuitem', { name: /Trends Report/ });
    const compact = screen.getByRole('menuitem', { name: /Trends Compact/ });
    expect(report.getAttribute('href')).toBe('/v4/fetch-data-for-trends?labPatientId=3&flag=1');
    expect(compact.getAttribute('href')).toBe('/v4/fetch-data-for-trends?labPatientId=3&flag=0');
    expect(report.getAttribute('target')).toBe('_blank');
    expect(within(report).getByText('BETA')).toBeTruthy();
    expect(within(compact).getByText('BETA')).toBeTruthy();
  });
});
