/** Runs `callback` when the browser has nothing more urgent to do (within two seconds at the latest). */
export function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}
