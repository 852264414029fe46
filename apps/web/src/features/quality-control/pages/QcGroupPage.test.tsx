import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { routeApi } from '../../patients/test-patients';
import { glucoseChart, glucoseGroup, rejectedRecord } from '../test-quality-control';
import { QcGroupPage } from './QcGroupPage';

const { fetchMock, callsWith, requests } = stubApi();
const shownToasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const runPosts = () => callsWith('POST').filter(([url]) => String(url) === '/api/v1/qc/groups/7/runs');
const creatinineChart = { ...glucoseChart, test: { id: 102, name: 'Creatinine' }, records: [] };

function answer(extra: Parameters<typeof routeApi>[1] = []) {
  routeApi(fetchMock, [
    ...extra,
    ['GET', '/api/v1/qc/groups/7/chart?testId=101', () => jsonResponse(200, glucoseChart)],
    ['GET', '/api/v1/qc/groups/7/chart?testId=102', () => jsonResponse(200, creatinineChart)],
    ['GET', '/api/v1/qc/groups/7', () => jsonResponse(200, glucoseGroup)],
  ]);
}

const showGroup = () =>
  renderPage(
    <Routes>
      <Route path="/quality-control/groups/:groupId" element={<QcGroupPage />} />
    </Routes>,
    { path: '/quality-control/groups/7' },
  );

describe('QC group page', () => {
  it("shows the group's control and its first test's Levey-Jennings chart, the violations marked red with their rules", async () => {
    answer();
    showGroup();
    expect(await screen.findByRole('heading', { name: 'Chemistry Level 1' })).toBeTruthy();
    expect(screen.getByText('LOT-4471')).toBeTruthy();
    expect(screen.getByText('Cobas c311')).toBeTruthy();
    const chart = await screen.findByRole('img', {
      name: /Levey-Jennings chart of Glucose Fasting in Chemistry Level 1/,
    });
    // The chart reads left to right in every language.
    expect(chart.closest('[dir="ltr"]')).toBeTruthy();
    const points = chart.querySelectorAll('g[data-status]');
    expect([...points].map((point) => point.getAttribute('data-status'))).toEqual(['accepted', 'warning', 'rejected']);
    const rejected = points[2] as SVGGElement;
    expect(rejected.querySelector('circle')?.getAttribute('fill')).toContain('red');
    expect(within(rejected as unknown as HTMLElement).getByText('1-2s 1-3s')).toBeTruthy();
    expect((points[1] as SVGGElement).querySelector('circle')?.getAttribute('fill')).toContain('orange');
    for (const line of ['Mean', '+1 SD', '+2 SD', '+3 SD', '−3 SD']) expect(within(chart).getByText(line)).toBeTruthy();
    // The records as a table, newest first, with their z-scores.
    const table = screen.getByRole('table', { name: 'Records of Glucose Fasting, newest first' });
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(firstRow).getByText('+3.40')).toBeTruthy();
    expect(within(firstRow).getByText('Rejected')).toBeTruthy();
    expect(within(firstRow).getByText('1-3s')).toBeTruthy();
  });

  it('switches the chart to another test of the group', async () => {
    answer();
    showGroup();
    await screen.findByRole('img', { name: /Glucose Fasting/ });
    fireEvent.click(screen.getByRole('radio', { name: 'Creatinine' }));
    expect(await screen.findByText('No runs of this test in the last 60 days.')).toBeTruthy();
    expect(requests()).toContain('GET /api/v1/qc/groups/7/chart?testId=102');
  });

  it('records a run: the values entered (a blank test not run) and the comment, and a rejection said in red', async () => {
    answer([
      [
        'POST',
        '/api/v1/qc/groups/7/runs',
        () =>
          jsonResponse(201, {
            runId: 40,
            status: 'rejected',
            records: [rejectedRecord],
            holds: [{ holdId: 31, testId: 101, reports: 2 }],
            messageKey: 'qcRunRejected',
            messageParams: { rules: '1-3s', count: 2 },
          }),
      ],
    ]);
    showGroup();
    fireEvent.click(await screen.findByRole('button', { name: 'Record run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record run of Chemistry Level 1' });
    const measuredAt = within(dialog).getByLabelText(/^Measured at/) as HTMLInputElement;
    expect(measuredAt.value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    fireEvent.change(measuredAt, { target: { value: '2025-05-21T10:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^Glucose Fasting \(mg\/dL\)/), { target: { value: '117' } });
    fireEvent.change(within(dialog).getByLabelText(/^Comment/), { target: { value: 'New reagent pack' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save run' }));
    await waitFor(() => expect(runPosts()).toHaveLength(1));
    const body = JSON.parse(String(runPosts()[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toEqual({
      // 10:00 on the lab's clock in Asia/Kolkata.
      measuredAt: '2025-05-21T04:30:00.000Z',
      values: [{ testId: 101, value: 117 }],
      comment: 'New reagent pack',
    });
    await waitFor(() =>
      expect(shownToasts()).toContainEqual(
        expect.objectContaining({ message: 'QC rejected (1-3s): 2 reports are on QC Hold.', color: 'red' }),
      ),
    );
  });

  it('sends nothing without a value, and refuses a time after now', async () => {
    answer();
    showGroup();
    fireEvent.click(await screen.findByRole('button', { name: 'Record run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record run of Chemistry Level 1' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save run' }));
    expect(await within(dialog).findByText('Enter at least one value.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Measured at/), { target: { value: '2999-01-01T10:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^Creatinine/), { target: { value: '1.3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save run' }));
    expect(await within(dialog).findByText("The run's time cannot be after now.")).toBeTruthy();
    expect(runPosts()).toHaveLength(0);
  });
});
