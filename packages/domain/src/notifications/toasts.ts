/** spec 000 §9 Toasts: durations in milliseconds. */
export const toastDurations = {
  default: 2000,
  success: 1200,
  permissionError: 3000,
  consultingDoctorSuccess: 1000,
  alertShort: 3000,
  alertLong: 5000,
} as const;

/** spec 000 §9: statusNotificationPosition 1 top-right, 2 top-center, 3 bottom-right. */
export const toastPositions = { 1: 'top-right', 2: 'top-center', 3: 'bottom-right' } as const;
export type StatusNotificationPosition = keyof typeof toastPositions;
export type ToastPosition = (typeof toastPositions)[StatusNotificationPosition];

export function toastPosition(statusNotificationPosition: number | null | undefined): ToastPosition {
  if (statusNotificationPosition === 2 || statusNotificationPosition === 3) {
    return toastPositions[statusNotificationPosition];
  }
  return toastPositions[1];
}
