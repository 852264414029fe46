import { describe, expect, it } from 'vitest';
import { toastDurations, toastPosition, toastPositions } from './toasts.js';

// spec 000 §9 line 256: "Toasts: auto-close 2000 ms, success 1200 ms; permission error 3000 ms;
// consulting-doctor success 1000 ms; alerts 3000 and 5000 ms. Positions: 1 top-right,
// 2 top-center, 3 bottom-right."
describe('toast durations (spec 000 §9)', () => {
  it('auto-closes after 2000 ms, success after 1200 ms, a permission error after 3000 ms', () => {
    expect(toastDurations.default).toBe(2000);
    expect(toastDurations.success).toBe(1200);
    expect(toastDurations.permissionError).toBe(3000);
  });

  it('closes a consulting-doctor success after 1000 ms and alerts after 3000 or 5000 ms', () => {
    expect(toastDurations.consultingDoctorSuccess).toBe(1000);
    expect(toastDurations.alertShort).toBe(3000);
    expect(toastDurations.alertLong).toBe(5000);
  });
});

describe('toast positions (spec 000 §9, statusNotificationPosition)', () => {
  it('maps 1 to top-right, 2 to top-center, 3 to bottom-right', () => {
    expect(toastPositions).toEqual({ 1: 'top-right', 2: 'top-center', 3: 'bottom-right' });
    expect(toastPosition(1)).toBe('top-right');
    expect(toastPosition(2)).toBe('top-center');
    expect(toastPosition(3)).toBe('bottom-right');
  });

  it.each([null, undefined, 0, 4, -1, 2.5, Number.NaN])('falls back to top-right for %s', (value) => {
    expect(toastPosition(value)).toBe('top-right');
  });
});
