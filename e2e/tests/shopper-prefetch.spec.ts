import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { dismissPromotions } from '../promotions.ts';

/** Whether this page has downloaded the product page's code chunk. */
const hasItemPageCode = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').some((entry) => /\/assets\/ItemPage-[\w-]+\.js$/.test(entry.name)),
  );

const productLinks = (page: Page) => page.locator('[data-slot="product-card"] a[href^="/item?"]');

test('product cards on screen preload the product page code; hovering one fetches the page, which then opens from the prefetch', async ({
  page,
  sites,
}) => {
  await dismissPromotions(page);
  await page.goto(sites.shopper);
  const link = productLinks(page).first();
  // Hydration may still swap the node under the locator: retry until the scroll lands.
  await expect(async () => link.scrollIntoViewIfNeeded()).toPass();
  await expect.poll(() => hasItemPageCode(page), { message: 'the product page code, once a card is on screen' }).toBe(true);

  const href = await link.getAttribute('href');
  // The page's one rule set, written by the server: prefetch what a script marks.
  const rules = page.locator('script[type="speculationrules"]');
  await expect(rules).toHaveCount(1);
  expect(JSON.parse((await rules.textContent()) ?? '')).toEqual({
    prefetch: [{ where: { selector_matches: 'a[data-prefetch]' }, eagerness: 'immediate' }],
  });
  await link.hover();
  await expect(link).toHaveAttribute('data-prefetch', '');

  await link.click();
  await expect(page).toHaveURL(`${sites.shopper}${href}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const deliveryType = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType,
  );
  expect(deliveryType).toBe('navigational-prefetch');
});

test('a reader who asked to save data gets nothing loaded ahead', async ({ page, sites }) => {
  await dismissPromotions(page);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g' }),
    });
  });
  await page.goto(sites.shopper);
  await expect(async () => productLinks(page).first().scrollIntoViewIfNeeded()).toPass();
  await productLinks(page).first().hover();
  // Longer than the idle delay and the hover intent together.
  await page.waitForTimeout(2500);
  await expect(page.locator('a[data-prefetch]')).toHaveCount(0);
  expect(await hasItemPageCode(page)).toBe(false);
});
