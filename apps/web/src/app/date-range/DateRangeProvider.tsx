import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { type DateRangeSelection, reportsFilterSelection, todaySelection } from '../../ui';
import { DateRangeContext } from './date-range-context';

interface DateRangeProviderProps {
  timeZone: string;
  children: ReactNode;
}

/**
 * Starts on Today (spec 000 §9 presets) in the lab's time zone. While a page holds the reports
 * filter the range everyone reads is clamped to it; the range chosen is kept, so leaving that
 * page gives back a wider one chosen elsewhere.
 */
export function DateRangeProvider({ timeZone, children }: DateRangeProviderProps) {
  const [chosen, setRange] = useState<DateRangeSelection>(() => todaySelection(new Date(), timeZone));
  // A count, not a flag: the page leaving and the next one arriving may overlap by a render.
  const [reportsFilterHolders, setReportsFilterHolders] = useState(0);
  const holdReportsFilter = useCallback(() => {
    setReportsFilterHolders((holders) => holders + 1);
    return () => setReportsFilterHolders((holders) => holders - 1);
  }, []);
  const reportsFilter = reportsFilterHolders > 0;
  const value = useMemo(
    () => ({
      range: reportsFilter ? reportsFilterSelection(chosen, new Date(), timeZone) : chosen,
      setRange,
      reportsFilter,
      holdReportsFilter,
    }),
    [chosen, reportsFilter, holdReportsFilter, timeZone],
  );
  return <DateRangeContext.Provider value={value}>{children}</DateRangeContext.Provider>;
}
