const MS_PER_SECOND = 1000;

/** Whole seconds left until `deadlineMs`, rounded up (a code sent 44.2 s ago still shows 1), never below 0. */
export function secondsUntil(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / MS_PER_SECOND));
}

/** "m:ss", as the resend countdown shows it: 45 → "0:45", 125 → "2:05". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}
