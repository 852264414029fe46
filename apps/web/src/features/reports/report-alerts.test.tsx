import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishRealtime } from '../../app/realtime/realtime-bus';
import { TestProviders } from '../../test/render';
import { renderPage } from '../../test/render-page';
import { ReportAlertsForLab } from './report-alerts';
import { doctorSession } from './test-report-lists';

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  vi.spyOn(notifications, 'hide').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const critical = { reportId: 41, testName: 'Potassium', patientName: 'Ravi Kumar', count: 1 };
const publish = (payload: unknown) => act(() => publishRealtime({ channel: 'waiting-list', payload }));
const frame = (
  <>
    <ReportAlertsForLab />
    <Routes>
      <Route path="/" element={<p>Home</p>} />
      <Route path="/reports/:reportId" element={<p>Report 41 opened</p>} />
    </Routes>
  </>
);

describe('Critical value alerts (the waiting-list channel, ReportsPayload kind critical)', () => {
  it('keeps a critical value on screen with the patient, the test and the way to the report, until it is acknowledged', async () => {
    renderPage(frame);
    publish({ kind: 'saved', reportIds: [41] });
    publish({ kind: 'critical', reportIds: [41], critical: { ...critical, count: 'two' } });
    publish({ kind: 'critical', reportIds: [41], critical });
    await waitFor(() => expect(notifications.show).toHaveBeenCalledTimes(1));
    const shown = vi.mocked(notifications.show).mock.calls[0]?.[0];
    expect(shown).toMatchObject({ id: 'critical-report-41', autoClose: false, title: 'Critical values: 1' });

    // The notification's body, drawn apart as the notifications draw it.
    render(<TestProviders>{shown?.message as ReactNode}</TestProviders>);
    expect(screen.getByText('Potassium of Ravi Kumar')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Open the report' }).click());
    expect(notifications.hide).toHaveBeenCalledWith('critical-report-41');
    expect(screen.getByText('Report 41 opened')).toBeTruthy();

    vi.mocked(notifications.hide).mockClear();
    publish({ kind: 'criticalAcknowledged', reportIds: [41, 42] });
    await waitFor(() => expect(notifications.hide).toHaveBeenCalledWith('critical-report-42'));
    expect(notifications.hide).toHaveBeenCalledWith('critical-report-41');
  });

  it('shows nothing to a doctor login', async () => {
    renderPage(frame, { session: doctorSession });
    publish({ kind: 'critical', reportIds: [41], critical });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notifications.show).not.toHaveBeenCalled();
  });
});
