import { reportKeys } from '../hooks/report-keys';

/**
 * The smart reports' query keys; nothing else builds them. A bill's panel hangs under
 * `bills()`, so the real-time push reads every open panel again with one invalidation.
 */
export const smartReportKeys = {
  all: [...reportKeys.all, 'smart'] as const,
  providers: () => [...smartReportKeys.all, 'providers'] as const,
  bills: () => [...smartReportKeys.all, 'bill'] as const,
  bill: (billId: number) => [...smartReportKeys.bills(), billId] as const,
};
