import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNT_TYPE } from '@marketplace/contract';
import { TEST_PASSWORD as PASSWORD, registerThroughApi, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { dismissPromotions } from '../promotions.ts';
import { untilHydrated } from '../hydration.ts';

interface DemoItem {
  id: string;
  productName: string;
  attributes: Array<{ key: string; values: string[] }>;
}

interface CartLine {
  itemId: string;
  quantity: number;
  attributes: Record<string, string>;
}

/** A demo product whose page offers attributes to choose (its kind is not counted stock). */
async function itemWithAttributes(request: APIRequestContext, base: string): Promise<DemoItem> {
  const answer = await request.get(`${base}/item/v1/getAllItems?page_size=100`);
  const { items } = (await answer.json()) as { items: Array<DemoItem & { itemType: number }> };
  const item = items.find(
    (candidate) => candidate.itemType !== 3 && candidate.attributes.some((attribute) => attribute.values.length > 1),
  );
  if (!item) throw new Error('the demo catalogue has no product with attributes to choose');
  return item;
}

/** The cart's lines, asked with the session the page keeps. */
async function cartLines(page: Page): Promise<CartLine[]> {
  return page.evaluate(async () => {
    const answer = await fetch('/cart/v1/getCart', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
    const cart = (await answer.json()) as { stores: Array<{ lines: CartLine[] }> };
    return cart.stores.flatMap((store) => store.lines);
  });
}

test('a guest who chose an attribute and two pieces, then signed in from the popup, finds exactly that in the cart, once', async ({
  page,
  sites,
  outboxDir,
}) => {
  const email = uniqueEmail('cart-intent');
  await registerThroughApi(sites.shopper, outboxDir, email, ACCOUNT_TYPE.CLIENT);
  const item = await itemWithAttributes(page.request, sites.shopper);
  // The second value: the one a page would not pick by itself.
  const chosen = item.attributes
    .filter((attribute) => attribute.values.length > 0)
    .map((attribute) => ({
      key: attribute.key,
      value: attribute.values[Math.min(1, attribute.values.length - 1)]!,
    }));
  const itemUrl = `${sites.shopper}/item?name=demo&id=${encodeURIComponent(item.id)}`;
  await dismissPromotions(page);
  await page.goto(itemUrl);
  await untilHydrated(page);

  await test.step('as a guest: choose, two pieces, add to cart — the sign-in popup opens, nothing is added', async () => {
    for (const { key, value } of chosen) {
      await page.getByRole('group', { name: key }).getByText(value, { exact: true }).click();
    }
    await page.getByRole('button', { name: 'Artır' }).click();
    await page.getByRole('button', { name: 'Səbətə at' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  await test.step('signing in brings the buyer back, the add completes with that choice and the toast confirms it', async () => {
    const popup = page.getByRole('dialog');
    await popup.getByLabel('E-poçt və ya telefon nömrəsi').fill(email);
    await popup.getByRole('button', { name: 'Davam et' }).click();
    await popup.getByLabel('Şifrə', { exact: true }).fill(PASSWORD);
    const exchanged = page.waitForResponse((response) => response.url().endsWith('/auth/v1/exchangeHandoff'));
    const added = page.waitForResponse((response) => response.url().endsWith('/cart/v1/addToCart'));
    await popup.locator('form').getByRole('button', { name: 'Daxil ol' }).click();
    expect((await exchanged).status()).toBe(200);
    expect((await added).status()).toBe(200);
    await expect(page).toHaveURL(itemUrl);
    await expect(page.getByText('Səbətə əlavə olundu.')).toBeVisible();
    // The panel shows what was added.
    for (const { key, value } of chosen) {
      await expect(page.getByRole('group', { name: key }).getByRole('radio', { name: value, exact: true })).toBeChecked();
    }
    await expect(page.getByRole('spinbutton')).toHaveValue('2');
    expect(await cartLines(page)).toEqual([
      expect.objectContaining({
        itemId: item.id,
        quantity: 2,
        attributes: Object.fromEntries(chosen.map(({ key, value }) => [key, value])),
      }),
    ]);
  });

  await test.step('a reload adds nothing more', async () => {
    let adds = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/cart/v1/addToCart')) adds += 1;
    });
    await page.reload();
    await untilHydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: item.productName })).toBeVisible();
    // The navbar's count has been asked for: the page's own work after hydration is done.
    await page.waitForLoadState('networkidle');
    expect(adds).toBe(0);
    expect((await cartLines(page)).map((line) => line.quantity)).toEqual([2]);
  });
});

test('a guest who closes the popup without signing in, then signs in from the navbar, gets nothing added', async ({
  page,
  sites,
  outboxDir,
}) => {
  const email = uniqueEmail('cart-intent-dropped');
  await registerThroughApi(sites.shopper, outboxDir, email, ACCOUNT_TYPE.CLIENT);
  const item = await itemWithAttributes(page.request, sites.shopper);
  await dismissPromotions(page);
  await page.goto(`${sites.shopper}/item?name=demo&id=${encodeURIComponent(item.id)}`);
  await untilHydrated(page);
  for (const attribute of item.attributes.filter((candidate) => candidate.values.length > 0)) {
    await page.getByRole('group', { name: attribute.key }).getByText(attribute.values[0]!, { exact: true }).click();
  }
  await page.getByRole('button', { name: 'Səbətə at' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  let adds = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/cart/v1/addToCart')) adds += 1;
  });
  await page.getByRole('banner').getByRole('button', { name: 'Daxil ol' }).click();
  const popup = page.getByRole('dialog');
  await popup.getByLabel('E-poçt və ya telefon nömrəsi').fill(email);
  await popup.getByRole('button', { name: 'Davam et' }).click();
  await popup.getByLabel('Şifrə', { exact: true }).fill(PASSWORD);
  const exchanged = page.waitForResponse((response) => response.url().endsWith('/auth/v1/exchangeHandoff'));
  await popup.locator('form').getByRole('button', { name: 'Daxil ol' }).click();
  expect((await exchanged).status()).toBe(200);
  await page.waitForURL((url) => !url.pathname.startsWith('/__rd'));
  await untilHydrated(page);
  await page.waitForLoadState('networkidle');
  expect(adds).toBe(0);
  expect(await cartLines(page)).toEqual([]);
});
