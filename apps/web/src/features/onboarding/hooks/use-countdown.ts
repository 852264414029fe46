import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline, counted down once a second, and a restart that sets the
 * deadline `seconds` from now. The count is read from the clock rather than decremented, so a
 * tab the browser throttled in the background still shows the right number when it comes back.
 */
export function useCountdown(seconds: number, { running = true }: { running?: boolean } = {}) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    if (!running) return;
    const tick = () => setRemaining(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, running]);

  const restart = useCallback(() => {
    setDeadline(Date.now() + seconds * 1000);
    setRemaining(seconds);
  }, [seconds]);

  return { remaining, done: remaining === 0, restart };
}
