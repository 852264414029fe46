import type { RealtimeMessage } from '@lims/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishRealtime, subscribeRealtime } from './realtime-bus';
import { openRealtime } from './realtime-socket';

class FakeSocket {
  static opened: FakeSocket[] = [];
  readonly listeners = new Map<string, (event: { data?: unknown }) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.listeners.set(type, listener);
  }
  emit(type: string, data?: unknown) {
    this.listeners.get(type)?.({ data });
  }
  close() {
    this.closed = true;
  }
}

beforeEach(() => {
  FakeSocket.opened = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('realtime socket', () => {
  it('passes on well-formed messages and ignores the rest', () => {
    const received: RealtimeMessage[] = [];
    const close = openRealtime((message) => received.push(message));
    const socket = FakeSocket.opened[0];
    expect(socket?.url).toMatch(/^ws:\/\/.+\/api\/v1\/realtime$/);

    socket?.emit('message', JSON.stringify({ channel: 'concurrent-login', payload: { reason: 'concurrent_login' } }));
    socket?.emit('message', 'not json');
    socket?.emit('message', JSON.stringify({ channel: 'no-such-channel', payload: 1 }));
    expect(received).toEqual([{ channel: 'concurrent-login', payload: { reason: 'concurrent_login' } }]);
    close();
  });

  it('reconnects after a drop, and stops when closed', () => {
    const close = openRealtime(() => {});
    FakeSocket.opened[0]?.emit('close');
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.opened).toHaveLength(2);

    close();
    expect(FakeSocket.opened[1]?.closed).toBe(true);
    FakeSocket.opened[1]?.emit('close');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.opened).toHaveLength(2);
  });
});

describe('realtime bus', () => {
  it('delivers a channel only to its listeners until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeRealtime('concurrent-login', listener);
    publishRealtime({ channel: 'samples', payload: 1 });
    publishRealtime({ channel: 'concurrent-login', payload: 2 });
    unsubscribe();
    publishRealtime({ channel: 'concurrent-login', payload: 3 });
    expect(listener.mock.calls).toEqual([[2]]);
  });
});
