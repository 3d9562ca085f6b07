import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNT_TYPE, STORAGE_KEYS, TOAST_AUTO_CLOSE_MS } from '@marketplace/contract';
import { registerThroughApi, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { dismissPromotions } from '../promotions.ts';
import { untilHydrated } from '../hydration.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface DemoItem {
  id: string;
  productName: string;
  itemType: number;
  stockCount: number;
  attributes: Array<{ key: string; values: string[] }>;
}

/** A demo product that can be added more than once (no stock limit of one). */
async function demoItem(request: APIRequestContext, base: string): Promise<DemoItem> {
  const answer = await request.get(`${base}/item/v1/getAllItems?page_size=50`);
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: DemoItem[] };
  const item = items.find((candidate) => candidate.itemType !== 3 || candidate.stockCount > 2);
  if (!item) throw new Error('the demo catalogue has no product to add twice');
  return item;
}

const itemUrl = (base: string, item: DemoItem) => `${base}/item?name=demo&id=${encodeURIComponent(item.id)}`;

/** Signs the page's browser in as `token`'s buyer, as the sign-in popup would leave it. */
async function signedInAsBuyer(page: Page, token: string) {
  await page.addInitScript(
    ([keys, value, type]) => {
      window.localStorage.setItem(keys.token, value);
      window.localStorage.setItem(keys.accountType, type);
    },
    [STORAGE_KEYS, token, String(ACCOUNT_TYPE.CLIENT)] as const,
  );
}

/** The built file that holds a source module (the client build's manifest). */
function builtFileOf(source: string): string {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'apps/web/dist/client/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the client build`);
  return `/${entry.file}`;
}

test('adding to the cart shows a toast top-right that goes away by itself, and the navbar count follows the add and a quantity change on /cart', async ({
  page,
  sites,
  outboxDir,
}) => {
  const token = await registerThroughApi(sites.shopper, outboxDir, uniqueEmail('toast-buyer'), ACCOUNT_TYPE.CLIENT);
  const item = await demoItem(page.request, sites.shopper);
  await dismissPromotions(page);
  await signedInAsBuyer(page, token);
  await page.goto(itemUrl(sites.shopper, item));
  await untilHydrated(page);
  // No toast code is fetched until there is a toast to show.
  await expect(page.getByRole('region', { name: 'Bildirişlər (Alt+T)' })).toHaveCount(0);

  for (const attribute of item.attributes) {
    await page.getByRole('group', { name: attribute.key }).getByText(attribute.values[0]!, { exact: true }).click();
  }
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const added = page.waitForResponse((response) => response.url().endsWith('/cart/v1/addToCart'));
  await page.getByRole('button', { name: 'Səbətə at' }).click();
  expect((await added).status()).toBe(200);
  const shownAt = Date.now();

  const toast = page.getByRole('alert').filter({ hasText: 'Səbətə əlavə olundu.' });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('link', { name: 'Səbətə keç' })).toHaveAttribute('href', '/cart');
  await expect(page.locator('.Toastify__toast-container--top-right')).toContainText('Səbətə əlavə olundu.');
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeLessThan(viewport.height / 4);
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
  await expect(page.getByRole('link', { name: 'Səbət, 1 məhsul' })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  await page.mouse.move(0, viewport.height - 1);
  await expect(toast).toBeHidden({ timeout: TOAST_AUTO_CLOSE_MS + 5_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(TOAST_AUTO_CLOSE_MS - 500);

  await page.getByRole('link', { name: 'Səbət, 1 məhsul' }).click();
  await expect(page).toHaveURL(`${sites.shopper}/cart`);
  const quantity = page.getByRole('spinbutton', { name: `${item.productName} — say` });
  await expect(quantity).toHaveValue('1');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const changed = page.waitForResponse((response) => response.url().endsWith('/cart/v1/updateQuantity'));
  await page
    .getByRole('group', { name: `${item.productName} — say` })
    .getByRole('button', { name: 'Artır' })
    .click();
  expect((await changed).status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Səbət, 2 məhsul' })).toBeVisible();
  // Both counts changed in the document that made the change: no reload in between.
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('the chatBox marker opens the chat panel with something in it; without it no empty column is kept', async ({
  page,
  sites,
}) => {
  const item = await demoItem(page.request, sites.shopper);
  await dismissPromotions(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${itemUrl(sites.shopper, item)}&chatBox`);
  await untilHydrated(page);
  // The marker was read (and taken out of the address), and the panel it opened is not empty:
  // a guest is asked to sign in and come back to it (spec §6).
  await expect(page).toHaveURL(itemUrl(sites.shopper, item));
  const panel = page.locator('#item-chat-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Satıcıya yazmaq üçün daxil olun' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Daxil ol' })).toBeVisible();

  // Without the marker the panel is closed and the gallery and the details fill the row.
  await page.goto(itemUrl(sites.shopper, item));
  await untilHydrated(page);
  await expect(panel).toBeHidden();
  const gap = await panel.evaluate((element) => {
    const row = element.parentElement!.getBoundingClientRect();
    const details = element.previousElementSibling!.getBoundingClientRect();
    return row.right - details.right;
  });
  expect(gap).toBeLessThan(1);
});

test('a page whose code cannot be loaded shows the error screen with its refresh button, not the not-found page', async ({
  page,
  sites,
}) => {
  await dismissPromotions(page);
  const blocked = builtFileOf('src/shopper/pages/CompaniesPage.tsx');
  await page.route(
    (url) => url.pathname === blocked,
    (route) => route.abort('connectionfailed'),
  );

  await page.goto(`${sites.shopper}/companies`);

  await expect(page.getByRole('heading', { level: 1, name: 'Bir hata oluştu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Səhifəni yenilə' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mağazalar' })).toHaveCount(0);
  await expect(page.getByText('Oops! Buralar hələ kəşf edilməyib')).toHaveCount(0);
  await expect(page).toHaveTitle(/^Xəta \| /);
});

test('the admin site mounts the toaster', async ({ page, sites }) => {
  await page.goto(sites.admin);
  await expect(page.getByRole('region', { name: 'Bildirişlər (Alt+T)' })).toBeAttached();
});

test("on a 390×844 phone the home page's first screen shows products above the app banner", async ({ page, sites }) => {
  await dismissPromotions(page, { keepBanner: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(sites.shopper);
  await untilHydrated(page);
  const banner = page.locator('[data-slot="app-bottom-banner"]');
  await expect(banner).toBeVisible();
  const bannerTop = (await banner.boundingBox())!.y;
  const firstCard = page.locator('[data-slot="product-card"]').first();
  const picture = (await firstCard.locator('img').boundingBox())!;
  // The first card's photo is on screen whole, above the banner, without scrolling.
  expect(picture.y).toBeGreaterThan(0);
  expect(picture.y + picture.height).toBeLessThanOrEqual(bannerTop);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
