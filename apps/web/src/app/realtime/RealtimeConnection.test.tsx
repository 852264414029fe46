import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../session/session-hooks';
import { RealtimeConnection } from './RealtimeConnection';
import { publishRealtime } from './realtime-bus';

vi.mock('./realtime-socket', () => ({ openRealtime: () => () => {} }));

let location: ReturnType<typeof useLocation> | undefined;
function LocationProbe() {
  location = useLocation();
  return null;
}

// Issue 2 / spec 000 §7 Real-time: a tab whose session a newer sign-in ended returns to sign-in,
// and to its page after signing in again.
describe('RealtimeConnection', () => {
  it.each([
    ['lab', '/login'],
    ['doctor', '/doctor/login'],
  ] as const)("sends a %s tab to %s on 'concurrent-login' and forgets the session", (kind, path) => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionKeys.current, { csrfToken: 'x', session: { kind } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/settings/departments']}>
          <RealtimeConnection kind={kind} />
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(location?.pathname).toBe('/settings/departments');

    act(() => publishRealtime({ channel: 'waiting-list', payload: {} }));
    expect(location?.pathname).toBe('/settings/departments');

    act(() => publishRealtime({ channel: 'concurrent-login', payload: { reason: 'concurrent_login' } }));
    expect(location?.pathname).toBe(path);
    expect(location?.state).toEqual({ notice: 'concurrentLogin', from: '/settings/departments' });
    expect(queryClient.getQueryData(sessionKeys.current)).toBeNull();
  });
});
