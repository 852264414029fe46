import { useEffect } from 'react';
import { useDateRange } from './date-range-context';

/**
 * spec 001 §2 'Other widgets': "The reports filter has a 'Last 3 Months' preset that limits the
 * earliest date to three months back". A page listing reports calls this: while it is mounted
 * the header's picker offers that preset, goes back no further, and a range starting earlier is
 * clamped.
 */
export function useReportsFilterRange(): void {
  const { holdReportsFilter } = useDateRange();
  useEffect(() => holdReportsFilter(), [holdReportsFilter]);
}
