/**
 * The print lists' addresses (spec 001 §2 routes: 'The waiting-list, report-prints, dispatched
 * and doctor-waiting pages each have a total tab under the first path segment'). The report
 * prints' tabs are the spec's keys ALL and PENDING_REPORTS; `total` is read as ALL.
 */
export const reportPrintsPaths = {
  prints: (tab: string = 'all') => `/report-prints/${tab}`,
  /** A numeric segment is a patient (spec 001 §2 '/dispatched/{labUserId}'), else the total tab. */
  dispatched: (tabOrPatient: string | number = 'total') => `/dispatched/${tabOrPatient}`,
  archives: (tab: string = 'total') => `/archives/${tab}`,
} as const;

/** The report prints' tab of a path segment: `all` (also the spec's `total`) or `pending`; null for anything else. */
export function printTabOf(segment: string | undefined): 'all' | 'pending' | null {
  if (segment === 'all' || segment === 'total') return 'all';
  if (segment === 'pending') return 'pending';
  return null;
}

/** The patient of a `/dispatched/{labUserId}` segment; null for a tab. */
export function patientOfSegment(segment: string | undefined): number | null {
  if (segment === undefined || !/^\d{1,15}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 ? id : null;
}
