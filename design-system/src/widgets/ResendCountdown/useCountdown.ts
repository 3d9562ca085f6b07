import { useCallback, useEffect, useState } from 'react';
import { secondsUntil } from '../../rules/countdown.ts';

const TICK_MS = 250;

/**
 * Seconds left of a countdown that starts at `seconds` on mount and on every `restart`.
 * It measures against a deadline rather than counting ticks, so a throttled background
 * tab still shows the true time (and a frozen clock in stories holds the start value).
 */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [secondsLeft, setSecondsLeft] = useState(() => Math.max(0, Math.ceil(seconds)));

  useEffect(() => {
    const tick = () => setSecondsLeft(secondsUntil(deadline, Date.now()));
    tick();
    if (secondsUntil(deadline, Date.now()) === 0) return;
    const timer = setInterval(() => {
      tick();
      if (secondsUntil(deadline, Date.now()) === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(
    (nextSeconds: number = seconds) => {
      setSecondsLeft(Math.max(0, Math.ceil(nextSeconds)));
      setDeadline(Date.now() + nextSeconds * 1000);
    },
    [seconds],
  );

  return { secondsLeft, restart };
}
