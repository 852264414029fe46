import { useQuery } from '@tanstack/react-query';
import { usePrintSettings } from '../../settings';
import { getReport } from '../entry/api/report-entry-api';
import { reportKeys } from '../hooks/report-keys';

/** Whether the report's bill is due, read from the report when the caller could not say. */
const billDueKey = (reportId: number) => [...reportKeys.detail(reportId), 'bill-due'] as const;

export type PrintAccess =
  /** The print settings (or the bill) are still being read. */
  | { state: 'checking' }
  | { state: 'allowed' }
  /** spec 001 §6 hideAmountDueReport: 'You dont have access to print reports'. */
  | { state: 'refused' };

/**
 * Whether a report may be printed here (spec 001 §6: with hideAmountDueReport on, a report of a
 * bill with an amount due is not). The caller says whether the bill is due when it knows (the
 * print list's row, the report entry); otherwise it is read from the report. A bill that cannot
 * be read counts as due: printing is what the setting guards.
 */
export function usePrintAccess(reportId: number | null, billDue: boolean | undefined): PrintAccess {
  const settings = usePrintSettings();
  const hideAmountDue = settings.data?.hideAmountDueReport === true;
  const report = useQuery({
    queryKey: billDueKey(reportId ?? 0),
    queryFn: async ({ signal }) => (await getReport('lab', reportId ?? 0, signal)).sidePanel.billDue,
    enabled: reportId !== null && hideAmountDue && billDue === undefined,
    retry: false,
  });
  if (settings.isError) return { state: 'refused' };
  if (!settings.data) return { state: 'checking' };
  if (!hideAmountDue) return { state: 'allowed' };
  if (billDue !== undefined) return { state: billDue ? 'refused' : 'allowed' };
  if (report.isError) return { state: 'refused' };
  if (report.data === undefined) return { state: 'checking' };
  return { state: report.data ? 'refused' : 'allowed' };
}
