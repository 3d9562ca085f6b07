import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** The current moment, renewed every minute, so relative dates ("5 dəqiqə əvvəl") move on by themselves. */
export function useChatNow(intervalMs: number = MINUTE_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
