import { createContext, useContext } from 'react';
import type { DateRangeSelection } from '../../ui';

export interface DateRangeState {
  range: DateRangeSelection;
  setRange: (range: DateRangeSelection) => void;
  /** A page showing the reports filter is open: the picker offers 'Last 3 Months' and goes back no further. */
  reportsFilter: boolean;
  /** Held by such a page while it is mounted (useReportsFilterRange); the answer lets go. */
  holdReportsFilter: () => () => void;
}

export const DateRangeContext = createContext<DateRangeState | null>(null);

/** The range chosen in the top bar; every page that lists by date reads it from here. */
export function useDateRange(): DateRangeState {
  const state = useContext(DateRangeContext);
  if (state === null) throw new Error('useDateRange used outside DateRangeProvider');
  return state;
}
