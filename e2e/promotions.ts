import type { Page } from '@playwright/test';
import { STORAGE_VERSION, STORAGE_VERSION_KEY } from '@marketplace/contract';

/**
 * Dismisses the app popup (and, unless `keepBanner`, the bottom banner), which would cover parts
 * of the page in tests that do not look at them. The storage version is written as the app itself
 * keeps it: unversioned data would make the app clear storage and reload once it boots (after the
 * first paint), in the middle of the test.
 */
export async function dismissPromotions(page: Page, { keepBanner = false } = {}): Promise<void> {
  await page.addInitScript(
    ([versionKey, version, dismissBanner]) => {
      window.localStorage.setItem(versionKey, version);
      window.localStorage.setItem('app_popup_dismissed_at', String(Date.now()));
      if (dismissBanner) window.sessionStorage.setItem('app_banner_dismissed', '1');
    },
    [STORAGE_VERSION_KEY, STORAGE_VERSION, !keepBanner] as const,
  );
}
