import { useEffect, useState } from 'react';

const minuteMs = 60_000;

/**
 * Now, moved on every minute: the TAT badges count down (and turn to 'TAT Exceeded') while the
 * list stays open, without reading the list again.
 */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), minuteMs);
    return () => clearInterval(timer);
  }, []);
  return now;
}
