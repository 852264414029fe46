import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../../test/render-page';
import { reEnabledTimeline } from '../test-tracking';
import { SamplePreparationPage } from './SamplePreparationPage';

const { fetchMock, requests } = stubApi();

const open = (path: string) =>
  renderPage(
    <Routes>
      <Route path="/sample-preparation/:processId/:stepId/:labReportId" element={<SamplePreparationPage />} />
    </Routes>,
    { path },
  );

const notFound = { error: { code: 'not_found', messageKey: 'notFound', message: 'Not found' } };

describe('the sample-tracking link #/sample-preparation/{processId}/{stepId}/{labReportId} (spec 001 §2, spec 002 §2)', () => {
  it("opens the tracking of the report's sample with the link's step brought forward", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, reEnabledTimeline));
    open('/sample-preparation/41/received/77');
    expect(await screen.findByRole('heading', { name: 'Sample tracking' })).toBeTruthy();
    expect(await screen.findByText('S-000123')).toBeTruthy();
    expect(requests()).toEqual(['GET /api/v1/reports/77/sample-timeline']);
    const current = document.querySelector('[aria-current="step"]');
    expect(current?.getAttribute('data-step')).toBe('received');
    expect(screen.getByTitle('Sample Received').textContent).toBe('Sample Rece…');
  });

  it('brings no step forward for a step it does not know', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, reEnabledTimeline));
    open('/sample-preparation/41/7/77');
    expect(await screen.findByText('S-000123')).toBeTruthy();
    expect(document.querySelector('[aria-current="step"]')).toBeNull();
  });

  it("is not found when the process is not the report's sample, the report is not found, or an id is not a number", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, reEnabledTimeline));
    const first = open('/sample-preparation/40/received/77');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    first.unmount();

    fetchMock.mockResolvedValue(jsonResponse(404, notFound));
    const second = open('/sample-preparation/41/received/78');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    second.unmount();

    fetchMock.mockClear();
    open('/sample-preparation/41/received/report');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(requests()).toEqual([]);
  });
});
