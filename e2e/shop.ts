import type { Browser, Page } from '@playwright/test';
import { ACCOUNT_TYPE, API_PATHS, STORAGE_KEYS } from '@marketplace/contract';
import { TEST_PASSWORD, postJson, registerThroughApi, uniqueEmail } from './accounts.ts';
import { dismissPromotions } from './promotions.ts';

// Stores, products and signed-in pages for the buying journeys.

/** Products these journeys list, hidden again after each one so the shared catalogue stays the demo's. */
const listed: { token: string; itemId: string }[] = [];

export async function hideListedProducts(shopper: string): Promise<void> {
  for (const { token, itemId } of listed.splice(0)) {
    await postJson(`${shopper}${API_PATHS.merchant.setItemsStatus}`, { ids: [itemId], status: 'HIDDEN' }, token);
  }
}

/** A suffix of this run alone: journeys find stores and products by name. */
export const runTag = () => `${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`;

/** A seller with a named store and one product at `price` manat; answers its e-mail, token and product. */
export async function sellerWithProduct(shopper: string, outboxDir: string, store: string, productName: string, price: number) {
  const email = uniqueEmail('order-seller');
  const token = await registerThroughApi(shopper, outboxDir, email, ACCOUNT_TYPE.MERCHANT);
  await postJson(`${shopper}${API_PATHS.auth.updateAccount}`, { editedValues: { companyName: store } }, token);
  const leaves = (await (await fetch(`${shopper}${API_PATHS.item.getCategoryList}`)).json()) as Array<{
    id: number;
    isLeaf: boolean;
  }>;
  const item = await postJson<{ id: string }>(
    `${shopper}${API_PATHS.item.addNewItem}`,
    {
      productName,
      authorName: 'Usta',
      productPrice: price,
      discountType: '',
      discountValue: 0,
      saleType: 'item',
      selectedCategory: leaves.find((category) => category.isLeaf)!.id,
      productInfo: '<p>Əl işi.</p>',
      coverImage: `/media/covers/${'c3'.repeat(16)}.webp`,
      media: [],
      itemType: 1,
      attributes: [],
    },
    token,
  );
  listed.push({ token, itemId: item.id });
  return { email, token, itemId: item.id };
}

/** A page of another browser context signed in as `email` on `site` (token in storage, as a sign-in leaves it). */
export async function signedInPage(browser: Browser, site: string, email: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'az-AZ' })).newPage();
  await dismissPromotions(page);
  await page.goto(`${site}/policy`);
  await page.evaluate(
    async ([loginPath, identifier, password, keys]) => {
      const answer = (await (
        await fetch(loginPath, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ identifier, password }),
        })
      ).json()) as { token: string; type: number; id: string };
      localStorage.setItem(keys.token, answer.token);
      localStorage.setItem(keys.accountType, String(answer.type));
      localStorage.setItem(keys.id, answer.id);
    },
    [
      API_PATHS.auth.login,
      email,
      TEST_PASSWORD,
      { token: STORAGE_KEYS.token, accountType: STORAGE_KEYS.accountType, id: STORAGE_KEYS.id },
    ] as const,
  );
  return page;
}
