import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { type DateRangeSelection, defaultReportWindow, reportsFilterSelection, todaySelection } from '../../ui';
import { DateRangeContext } from './date-range-context';

interface DateRangeProviderProps {
  timeZone: string;
  children: ReactNode;
}

/**
 * Starts on Today (spec 000 §9 presets) in the lab's time zone, and on a page that lists
 * reports on the default report window, today and the four days before (spec 001 §9), until the
 * user picks a range. While a page holds the reports filter the range everyone reads is clamped
 * to it; the range chosen is kept, so leaving that page gives back a wider one chosen elsewhere.
 */
export function DateRangeProvider({ timeZone, children }: DateRangeProviderProps) {
  // Null until the user picks a range: what they see then depends on the page.
  const [picked, setRange] = useState<DateRangeSelection | null>(null);
  // A count, not a flag: the page leaving and the next one arriving may overlap by a render.
  const [reportsFilterHolders, setReportsFilterHolders] = useState(0);
  const holdReportsFilter = useCallback(() => {
    setReportsFilterHolders((holders) => holders + 1);
    return () => setReportsFilterHolders((holders) => holders - 1);
  }, []);
  const reportsFilter = reportsFilterHolders > 0;
  const value = useMemo(() => {
    const now = new Date();
    const chosen = picked ?? (reportsFilter ? defaultReportWindow(now, timeZone) : todaySelection(now, timeZone));
    return {
      range: reportsFilter ? reportsFilterSelection(chosen, now, timeZone) : chosen,
      setRange,
      reportsFilter,
      holdReportsFilter,
    };
  }, [picked, reportsFilter, holdReportsFilter, timeZone]);
  return <DateRangeContext.Provider value={value}>{children}</DateRangeContext.Provider>;
}
