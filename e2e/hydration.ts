import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Waits until a shopper page is live: its hydrating commit leaves one User Timing mark
 * (`shopper:hydrated`), which performance tools read too. Up to 30 s: with two browsers, the
 * server and the tests on two cores, hydration has taken longer than the usual 10 s while it
 * still came; a page that never hydrates still fails.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('shopper:hydrated', 'mark').length), { timeout: 30_000 })
    .toBe(1);
}
