const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * A cron expression that fires about every `seconds` (cron counts whole minutes and whole hours,
 * so the interval is rounded to the nearest step cron can express, at least a minute, at most a day).
 */
export function cronEvery(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / MINUTE));
  if (minutes < 60) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  const hours = Math.round(seconds / HOUR);
  if (hours < 24) return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  return '0 0 * * *';
}
