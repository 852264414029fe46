import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';
import { useDeadline } from './use-deadline';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (milliseconds: number) =>
  act(() => {
    vi.advanceTimersByTime(milliseconds);
  });

// spec 000 §4 line 116: "OTP resend timer starts at 30 seconds, counts down each second, Resend
// is disabled until zero, pressing Resend restarts at 30."
describe('useCountdown (the OTP resend timer)', () => {
  it('starts at 30 and counts down each second to zero, never below', () => {
    const { result } = renderHook(() => useCountdown(30));
    expect(result.current).toMatchObject({ remaining: 30, done: false });
    advance(1000);
    expect(result.current.remaining).toBe(29);
    advance(28_000);
    expect(result.current).toMatchObject({ remaining: 1, done: false });
    advance(1000);
    expect(result.current).toMatchObject({ remaining: 0, done: true });
    advance(5000);
    expect(result.current.remaining).toBe(0);
  });

  it('restarts at 30', () => {
    const { result } = renderHook(() => useCountdown(30));
    advance(30_000);
    expect(result.current.done).toBe(true);
    act(() => result.current.restart());
    expect(result.current).toMatchObject({ remaining: 30, done: false });
    advance(10_000);
    expect(result.current.remaining).toBe(20);
  });

  it('counts by the clock, so a throttled tab catches up', () => {
    const { result } = renderHook(() => useCountdown(30));
    // The clock moves on without the interval firing, as in a background tab.
    act(() => {
      vi.setSystemTime(Date.now() + 12_000);
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.remaining).toBe(17);
  });
});

// spec 000 §4 line 113: "It starts as loading; if still loading after 10 seconds it becomes
// timeout. 'Retry Now' from timeout sets loading again and restarts the 10-second timer."
describe('useDeadline (the account creation timeout)', () => {
  it('expires after 10 seconds, not before', () => {
    const { result } = renderHook(() => useDeadline(10_000));
    advance(9999);
    expect(result.current.expired).toBe(false);
    advance(1);
    expect(result.current.expired).toBe(true);
  });

  it('starts a whole new wait on restart', () => {
    const { result } = renderHook(() => useDeadline(10_000));
    advance(10_000);
    act(() => result.current.restart());
    expect(result.current.expired).toBe(false);
    advance(9999);
    expect(result.current.expired).toBe(false);
    advance(1);
    expect(result.current.expired).toBe(true);
  });
});
