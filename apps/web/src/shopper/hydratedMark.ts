/**
 * A User Timing mark at the first commit of the hydrated shopper page: performance tools (and
 * `npm run bench:web`, which counts the JavaScript a page needs before it is live) read it.
 */
export const HYDRATED_MARK = 'shopper:hydrated';

export function markHydrated(): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(HYDRATED_MARK);
}
