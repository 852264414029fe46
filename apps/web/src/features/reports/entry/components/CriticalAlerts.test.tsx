import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishRealtime } from '../../../../app/realtime/realtime-bus';
import { TestProviders } from '../../../../test/render';
import { CriticalAlerts } from './CriticalAlerts';

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  vi.spyOn(notifications, 'hide').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const critical = { reportId: 41, testName: 'Potassium', patientName: 'Ravi Kumar', count: 1 };

describe('Critical value alerts (the waiting-list channel, ReportsPayload kind critical)', () => {
  it('keeps a critical value on screen with the patient, the test and the way to the report, until it is acknowledged', () => {
    render(
      <TestProviders>
        <MemoryRouter initialEntries={['/']}>
          <CriticalAlerts />
          <Routes>
            <Route path="/" element={<p>Home</p>} />
            <Route path="/reports/:reportId" element={<p>Report 41 opened</p>} />
          </Routes>
        </MemoryRouter>
      </TestProviders>,
    );
    act(() => publishRealtime({ channel: 'waiting-list', payload: { kind: 'saved', reportIds: [41] } }));
    expect(notifications.show).not.toHaveBeenCalled();
    act(() => publishRealtime({ channel: 'waiting-list', payload: { kind: 'critical', reportIds: [41], critical } }));
    const shown = vi.mocked(notifications.show).mock.calls[0]?.[0];
    expect(shown).toMatchObject({ id: 'critical-report-41', autoClose: false, title: 'Critical values: 1' });

    // The notification's body, drawn here as the notifications would draw it.
    render(
      <TestProviders>
        <MemoryRouter>{shown?.message}</MemoryRouter>
      </TestProviders>,
    );
    expect(screen.getByText('Potassium of Ravi Kumar')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Open the report' }).click());
    expect(notifications.hide).toHaveBeenCalledWith('critical-report-41');
    expect(screen.getByText('Report 41 opened')).toBeTruthy();

    vi.mocked(notifications.hide).mockClear();
    act(() =>
      publishRealtime({ channel: 'waiting-list', payload: { kind: 'criticalAcknowledged', reportIds: [41, 42] } }),
    );
    expect(notifications.hide).toHaveBeenCalledWith('critical-report-41');
    expect(notifications.hide).toHaveBeenCalledWith('critical-report-42');
  });
});
