import { screen, within } from '@testing-library/react';
import { Navigate, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../test/render-page';
import { routeApi } from '../patients/test-patients';
import { ReportEntryPage } from './entry/pages/ReportEntryPage';
import { reportEntryWith, signingDoctors } from './entry/test-report-entry';
import { TestWisePage } from './pages/TestWisePage';
import { renderListPage, reportItem, reportListPage } from './test-report-lists';

// jsdom has no layout: Mantine's selects scroll their chosen option into view.
Element.prototype.scrollIntoView = () => {};

const { fetchMock } = stubApi();

/** Issue 15: an unresolved QC hold on the report's device and test. */
const held = { inQuestion: false, onHold: false, notPerformed: false, isResolved: false, qcHold: true };

describe('QC Hold on the reports (issue 15)', () => {
  it("shows 'QC Hold' in the entry list for a report an unresolved QC hold holds, and nothing once resolved", async () => {
    routeApi(fetchMock, [
      [
        'GET',
        '/api/v1/reports?',
        () =>
          jsonResponse(
            200,
            reportListPage([
              { ...reportItem, exception: held },
              {
                ...reportItem,
                id: 102,
                test: { id: 8, code: 'LFT', name: 'Liver Function Test' },
                exception: { ...held, qcHold: false },
              },
            ]),
          ),
      ],
    ]);
    renderListPage('/test-wise/:tab', <TestWisePage />, { path: '/test-wise/total' });
    const heldRow = (await screen.findByText('Complete Blood Count')).closest('tr') as HTMLElement;
    expect(within(heldRow).getByText('QC Hold')).toBeTruthy();
    const freeRow = screen.getByText('Liver Function Test').closest('tr') as HTMLElement;
    expect(within(freeRow).queryByText('QC Hold')).toBeNull();
  });

  it('badges the entry header and says the report cannot be signed until the QC is resolved, with the way there', async () => {
    const report = reportEntryWith({ exception: { ...reportEntryWith().exception, qcHold: true } });
    routeApi(fetchMock, [
      ['GET', `/api/v1/reports/${report.id}/signing-doctors`, () => jsonResponse(200, signingDoctors)],
      ['GET', `/api/v1/reports/${report.id}`, () => jsonResponse(200, report)],
    ]);
    renderPage(
      <Routes>
        <Route path="/list" element={<Navigate to={`/reports/${report.id}`} state={{ reportIds: [report.id] }} />} />
        <Route path="/reports/:reportId" element={<ReportEntryPage />} />
      </Routes>,
      { path: '/list' },
    );
    const alert = await screen.findByRole('alert', { name: /QC Hold/ });
    expect(within(alert).getByText(/cannot be signed until the QC of its test is resolved/)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Open quality control' }).getAttribute('href')).toBe(
      '/quality-control?tab=holds',
    );
    expect(screen.getAllByText('QC Hold').length).toBeGreaterThanOrEqual(2);
  });

  it('shows no QC Hold alert on a report no hold holds', async () => {
    const report = reportEntryWith();
    routeApi(fetchMock, [
      ['GET', `/api/v1/reports/${report.id}/signing-doctors`, () => jsonResponse(200, signingDoctors)],
      ['GET', `/api/v1/reports/${report.id}`, () => jsonResponse(200, report)],
    ]);
    renderPage(
      <Routes>
        <Route path="/list" element={<Navigate to={`/reports/${report.id}`} state={{ reportIds: [report.id] }} />} />
        <Route path="/reports/:reportId" element={<ReportEntryPage />} />
      </Routes>,
      { path: '/list' },
    );
    await screen.findByRole('textbox', { name: 'Haemoglobin' });
    expect(screen.queryByText('QC Hold')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open quality control' })).toBeNull();
  });
});
