import { type ReactNode, useMemo, useState } from 'react';
import { type DateRangeSelection, todaySelection } from '../../ui';
import { DateRangeContext } from './date-range-context';

interface DateRangeProviderProps {
  timeZone: string;
  children: ReactNode;
}

/** Starts on Today (spec 000 §9 presets) in the lab's time zone. */
export function DateRangeProvider({ timeZone, children }: DateRangeProviderProps) {
  const [range, setRange] = useState<DateRangeSelection>(() => todaySelection(new Date(), timeZone));
  const value = useMemo(() => ({ range, setRange }), [range]);
  return <DateRangeContext.Provider value={value}>{children}</DateRangeContext.Provider>;
}
