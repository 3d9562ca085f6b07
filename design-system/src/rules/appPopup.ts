import { APP_POPUP_DISMISS_MEMORY_MS } from '@marketplace/contract';

/** Where the moment the app popup was last closed is kept (milliseconds since the epoch). */
export const APP_POPUP_DISMISSED_KEY = 'app_popup_dismissed_at';
/** The bottom app banner stays closed for the rest of the browser session once dismissed. */
export const APP_BANNER_DISMISSED_KEY = 'app_banner_dismissed';

/** A stored dismissal moment, or null when missing or unreadable. */
export function parseDismissedAt(stored: string | null): number | null {
  if (stored === null || !/^\d+$/.test(stored)) return null;
  const value = Number(stored);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * Spec §2, §9: the mobile-app popup shows unless it was dismissed within the past 24 h.
 * A dismissal dated in the future (a clock changed since) does not silence it forever.
 */
export function shouldShowAppPopup(now: number, dismissedAt: number | null): boolean {
  if (dismissedAt === null || dismissedAt > now) return true;
  return now - dismissedAt >= APP_POPUP_DISMISS_MEMORY_MS;
}
