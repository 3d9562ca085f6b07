import type { APIRequestContext } from '@playwright/test';
import { ACCOUNT_TYPE } from '@marketplace/contract';
import { TEST_PASSWORD as PASSWORD, registerThroughApi, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { dismissPromotions } from '../promotions.ts';
import { untilHydrated } from '../hydration.ts';

interface DemoItem {
  id: string;
  productName: string;
  productPrice: number;
  salePrice: number | null;
  itemType: number;
  attributes: Array<{ key: string; values: string[] }>;
  pocketTypes: Array<{ id: number; name: string; active: boolean }>;
  pocketFees: Record<string, number>;
}

const QUANTITY = 4;

/** "1 234,50 ₼": manat as the az pages print it. */
function manat(amount: number): string {
  const [whole, cents] = amount.toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${cents} ₼`;
}

/** A demo product (not counted stock) that offers a pocket with a fee. */
async function itemWithPaidPocket(request: APIRequestContext, base: string) {
  const answer = await request.get(`${base}/item/v1/getAllItems?page_size=100`);
  const { items } = (await answer.json()) as { items: DemoItem[] };
  for (const item of items) {
    if (item.itemType === 3) continue;
    const pocket = item.pocketTypes.find((candidate) => candidate.active && (item.pocketFees[String(candidate.id)] ?? 0) > 0);
    if (pocket) return { item, pocket, fee: item.pocketFees[String(pocket.id)]! };
  }
  throw new Error('the demo catalogue has no product with a paid pocket');
}

test('four pieces with a paid pocket: the product page and the cart show the same total, the fee charged for each piece', async ({
  page,
  sites,
  outboxDir,
}) => {
  const email = uniqueEmail('pocket-fee');
  await registerThroughApi(sites.shopper, outboxDir, email, ACCOUNT_TYPE.CLIENT);
  const { item, pocket, fee } = await itemWithPaidPocket(page.request, sites.shopper);
  const unit = item.salePrice !== null && item.salePrice < item.productPrice ? item.salePrice : item.productPrice;
  const expected = manat(((Math.round(unit * 100) + Math.round(fee * 100)) * QUANTITY) / 100);
  const itemUrl = `${sites.shopper}/item?name=demo&id=${encodeURIComponent(item.id)}`;
  await dismissPromotions(page);
  await page.goto(itemUrl);
  await untilHydrated(page);

  await test.step('the product page says the fee is per item and totals four pieces with four pockets', async () => {
    for (const attribute of item.attributes.filter((candidate) => candidate.values.length > 0)) {
      await page.getByRole('group', { name: attribute.key }).getByText(attribute.values[0]!, { exact: true }).click();
    }
    const pocketChoice = page.getByRole('group', { name: 'Qablaşdırma növü' }).locator('label', { hasText: pocket.name });
    await expect(pocketChoice).toContainText(`+${manat(fee)} hər ədədə`);
    await pocketChoice.click();
    for (let press = 1; press < QUANTITY; press += 1) await page.getByRole('button', { name: 'Artır' }).click();
    await expect(page.getByRole('spinbutton')).toHaveValue(String(QUANTITY));
    await expect(page.locator('[data-slot="purchase-total"]')).toHaveText(expected);
  });

  await test.step('signing in from the popup adds them', async () => {
    await page.getByRole('button', { name: 'Səbətə at' }).click();
    const popup = page.getByRole('dialog');
    await popup.getByLabel('E-poçt və ya telefon nömrəsi').fill(email);
    await popup.getByRole('button', { name: 'Davam et' }).click();
    await popup.getByLabel('Şifrə', { exact: true }).fill(PASSWORD);
    const added = page.waitForResponse((response) => response.url().endsWith('/cart/v1/addToCart'));
    await popup.locator('form').getByRole('button', { name: 'Daxil ol' }).click();
    expect((await added).status()).toBe(200);
    await expect(page.getByText('Səbətə əlavə olundu.')).toBeVisible();
  });

  await test.step('the cart shows the same total and says the fee is per item', async () => {
    await page.goto(`${sites.shopper}/cart`);
    await expect(page.getByRole('link', { name: item.productName })).toBeVisible();
    await expect(page.getByText(`${pocket.name} (+${manat(fee)} hər ədədə)`)).toBeVisible();
    await expect(page.locator('[data-slot="cart-total"]')).toHaveText(expected);
  });
});
