import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../../test/render-page';
import { reEnabledTimeline } from '../test-tracking';
import { SampleTrackingBanner } from './SampleTrackingBanner';
import { TrackSampleButton } from './TrackSampleButton';

const { fetchMock, requests } = stubApi();

const stepItem = (step: string) => {
  const item = document.querySelector(`[data-step="${step}"]`);
  if (!(item instanceof HTMLElement)) throw new Error(`No step ${step}`);
  return item;
};

describe('Track Sample (spec 001 §2, spec 002 §2)', () => {
  it('opens the tracking: the side panel and every step with its mark and events', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, reEnabledTimeline));
    renderPage(<TrackSampleButton sampleId={41} />);
    // Nothing is read until the tracking is opened.
    expect(requests()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Track Sample' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track Sample' });
    expect(requests()).toEqual(['GET /api/v1/samples/41/timeline']);
    const panel = await within(dialog).findByRole('complementary', { name: 'Sample details' });
    expect(within(panel).getByText('In Progress')).toBeTruthy();
    expect(within(panel).getByText('S-000123')).toBeTruthy();
    expect(within(panel).getByText('Pending Accession')).toBeTruthy();
    expect(within(panel).getByText('Haemolysed')).toBeTruthy();
    expect(within(panel).getByText('B-000045')).toBeTruthy();

    // spec: IN, OUT, Skipped or Sent Back; Pending before the sample reaches a step.
    expect(within(stepItem('billed')).getByText('OUT')).toBeTruthy();
    expect(within(stepItem('collected')).getByText('IN')).toBeTruthy();
    expect(within(stepItem('received')).getByText('Sent Back')).toBeTruthy();
    expect(within(stepItem('signed')).getByText('Pending')).toBeTruthy();

    // Each event: what, who, when, from where.
    const collect = stepItem('collected').querySelector('[data-event="sample.collect"]');
    expect(collect?.textContent).toContain('Not Collected → Collected');
    expect(collect?.textContent).toContain('Meera Nair');
    expect(collect?.textContent).toContain('5th Jan 26, 9:10 am');
    expect(collect?.textContent).toContain('Collection centre Green Park Centre');
    expect(collect?.textContent).toContain('IP 203.0.113.24');
    const reject = stepItem('received').querySelector('[data-event="sample.reject"]');
    expect(reject?.textContent).toContain('System');
    expect(reject?.textContent).toContain('Haemolysed');
  });

  it('cuts step names of 13 characters or more to 11 and an ellipsis, the whole name in the title; 12 stay whole', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, reEnabledTimeline));
    renderPage(<TrackSampleButton sampleId={41} />);
    fireEvent.click(screen.getByRole('button', { name: 'Track Sample' }));
    await screen.findByRole('dialog', { name: 'Track Sample' });
    const collected = await within(await waitFor(() => stepItem('collected'))).findByTitle('Sample Collected');
    expect(collected.textContent).toBe('Sample Coll…');
    // 'Report Entry' has 12 characters.
    expect(within(stepItem('reportEntry')).getByTitle('Report Entry').textContent).toBe('Report Entry');
    expect(within(stepItem('signed')).getByTitle('Report Signed').textContent).toBe('Report Sign…');
  });

  it('closes with Escape', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, reEnabledTimeline));
    renderPage(<TrackSampleButton sampleId={41} />);
    fireEvent.click(screen.getByRole('button', { name: 'Track Sample' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track Sample' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers a retry when the timeline cannot be read', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(500, { error: { code: 'internal', messageKey: 'somethingWentWrong', message: 'x' } }),
    );
    renderPage(<TrackSampleButton sampleId={41} />);
    fireEvent.click(screen.getByRole('button', { name: 'Track Sample' }));
    expect(await screen.findByText("The sample's tracking could not be loaded.")).toBeTruthy();
    fetchMock.mockResolvedValue(jsonResponse(200, reEnabledTimeline));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('S-000123')).toBeTruthy();
  });

  it('the banner names the sample and opens its tracking with Track Sample', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, reEnabledTimeline));
    renderPage(<SampleTrackingBanner sampleId={41} sampleLabel="S-000123" />);
    expect(screen.getByText('Sample tracking')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Track Sample' }));
    expect(await screen.findByRole('dialog', { name: 'Track Sample' })).toBeTruthy();
    expect(requests()).toEqual(['GET /api/v1/samples/41/timeline']);
  });
});
