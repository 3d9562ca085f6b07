import { expect, test } from '../fixtures.ts';
import { dismissPromotions } from '../promotions.ts';
import { untilHydrated } from '../hydration.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

test('home shows every block with real products, stores and categories', async ({ page, sites }) => {
  await dismissPromotions(page);
  await page.goto(sites.shopper);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('[data-slot="home-hero"] a[href^="http"]')).toHaveCount(2);
  // The category strip and the popular categories (top 4).
  await expect(page.locator('[data-slot="category-chips"] a').first()).toHaveAttribute('href', /^\/category\?name=.+&id=\d+$/);
  await expect(page.locator('[data-slot="category-tiles"] li')).toHaveCount(4);
  // Top 25 rail, the block of 8, the most chosen 20, top selling 12, most popular 8.
  const rails = page.locator('[data-slot="product-rail"]');
  await expect(rails.nth(0).locator('[data-slot="product-card"]')).toHaveCount(25);
  const grids = page.locator('[data-slot="product-grid"]');
  await expect(grids.nth(0).locator('[data-slot="product-card"]')).toHaveCount(8);
  await expect(grids.nth(1).locator('[data-slot="product-card"]')).toHaveCount(20);
  await expect(rails.nth(1).locator('[data-slot="store-card"]')).toHaveCount(10);
  await expect(rails.nth(2).locator('[data-slot="product-card"]')).toHaveCount(12);
  await expect(grids.nth(2).locator('[data-slot="product-card"]')).toHaveCount(8);
  await expect(page.locator('[data-slot="block-notice"]')).toHaveCount(0);
  // The first screen is the hero, the categories and the first trending products: the first card's photo (the
  // largest on a phone's first screen) loads at once with high priority; every other one waits until it is near.
  await expect(page.locator('main img[fetchpriority="high"], main img[loading="eager"]')).toHaveCount(1);
  await expect(rails.nth(0).locator('img').first()).toHaveAttribute('fetchpriority', 'high');
  await expect(rails.nth(0).locator('img').nth(1)).toHaveAttribute('loading', 'lazy');
  // Cards lead to real product pages.
  const firstProduct = await rails.nth(0).locator('[data-slot="product-card"] a').first().getAttribute('href');
  expect(firstProduct).toMatch(/^\/item\?name=.+&id=.+$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/.+\/media\//);
  await untilHydrated(page);
});

test('every footer link leads somewhere real', async ({ page, sites, request }) => {
  await dismissPromotions(page);
  await page.goto(sites.shopper);
  const links = page.locator('[data-slot="shopper-footer"] nav a');
  await expect(links).toHaveCount(15);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    const [pathname, anchor] = href.split('#');
    const answer = await request.get(`${sites.shopper}${pathname}`);
    expect(answer.status(), href).toBe(200);
    if (anchor) expect(await answer.text(), href).toContain(`id="${anchor}"`);
  }
  await expect(page.locator('[data-slot="shopper-footer"] a[href^="https://wa.me/"]')).toHaveCount(1);
  // A policy section is reachable by its anchor.
  await page.goto(`${sites.shopper}/policy#community`);
  await expect(page.locator('#community h2')).toBeVisible();
  await expect(page.locator('section[id] h2')).toHaveCount(8);
});

test('the navbar becomes fixed after scrolling past 200 px', async ({ page, sites }) => {
  await dismissPromotions(page);
  await page.goto(sites.shopper);
  const header = page.locator('[data-slot="shopper-navbar"] header');
  await expect(header).toHaveAttribute('data-fixed', 'false');
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(header).toHaveAttribute('data-fixed', 'true');
  await expect(header).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-fixed', 'false');
});

test('the app popup appears 2.5 s after load and stays dismissed for 24 h', async ({ page, sites }) => {
  await page.clock.install();
  await page.goto(sites.shopper);
  const popup = page.locator('[data-slot="app-promo-popup"]');
  await expect(page.locator('[data-slot="shopper-navbar"] header')).toBeVisible();
  await page.clock.runFor(2000);
  await expect(popup).toHaveCount(0);
  await page.clock.runFor(600);
  await expect(popup).toBeVisible();
  await popup.getByRole('button').click();
  await expect(popup).toHaveCount(0);

  await page.reload();
  await page.clock.runFor(10_000);
  await expect(popup).toHaveCount(0);

  await page.clock.fastForward(DAY_MS);
  await page.reload();
  await page.clock.runFor(2600);
  await expect(popup).toBeVisible();
});

test('the bottom app banner stays away for the rest of the session once dismissed', async ({ page, sites }) => {
  await dismissPromotions(page, { keepBanner: true });
  await page.goto(sites.shopper);
  const banner = page.locator('[data-slot="app-bottom-banner"]');
  await expect(banner).toBeVisible();
  await banner.getByRole('button').click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.locator('[data-slot="shopper-navbar"] header')).toBeVisible();
  await expect(banner).toHaveCount(0);
});
