import { useCallback, useEffect, useState } from 'react';

/** Whether `milliseconds` have passed since the wait began or was last restarted. */
export function useDeadline(milliseconds: number) {
  const [attempt, setAttempt] = useState(0);
  const [expired, setExpired] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` is what starts a new wait.
  useEffect(() => {
    setExpired(false);
    const timer = setTimeout(() => setExpired(true), milliseconds);
    return () => clearTimeout(timer);
  }, [attempt, milliseconds]);

  const restart = useCallback(() => setAttempt((current) => current + 1), []);
  return { expired, restart };
}
