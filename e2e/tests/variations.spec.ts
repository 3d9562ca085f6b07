import { ACCOUNT_TYPE, API_PATHS, type ItemVariations } from '@marketplace/contract';
import { postJson, registerThroughApi, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { runTag, signedInPage } from '../shop.ts';
import { untilHydrated } from '../hydration.ts';

// Variations: a seller gives a ring's sizes their own price and stock in the product form, and a
// buyer buys size 19 at its price; the stock of that size (and of no other) drops.

const SIZES = ['16', '17', '18', '19'];
let listed: { token: string; itemId: string } | null = null;

test.afterEach(async ({ sites }) => {
  if (!listed) return;
  await postJson(
    `${sites.shopper}${API_PATHS.merchant.setItemsStatus}`,
    { ids: [listed.itemId], status: 'HIDDEN' },
    listed.token,
  );
  listed = null;
});

async function variationsOf(shopper: string, itemId: string, token: string): Promise<ItemVariations> {
  const answer = await fetch(`${shopper}${API_PATHS.variation.getItemVariations}?itemId=${itemId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await answer.json()) as ItemVariations;
}

const stockBySize = (set: ItemVariations) =>
  Object.fromEntries(set.variations.map((variation) => [variation.options['Ölçü'], variation.stockCount]));

test('a seller prices a ring by size, a buyer buys size 19 at its price, and the stock of that size drops', async ({
  browser,
  sites,
  outboxDir,
}) => {
  test.setTimeout(240_000);
  const tag = runTag();
  const store = `Gümüş Evi ${tag}`;
  const ring = `Gümüş üzük ${tag}`;
  const sellerEmail = uniqueEmail('variation-seller');
  const sellerToken = await registerThroughApi(sites.shopper, outboxDir, sellerEmail, ACCOUNT_TYPE.MERCHANT);
  await postJson(`${sites.shopper}${API_PATHS.auth.updateAccount}`, { editedValues: { companyName: store } }, sellerToken);
  const leaves = (await (await fetch(`${sites.shopper}${API_PATHS.item.getCategoryList}`)).json()) as Array<{
    id: number;
    isLeaf: boolean;
  }>;
  const { id: itemId } = await postJson<{ id: string }>(
    `${sites.shopper}${API_PATHS.item.addNewItem}`,
    {
      productName: ring,
      authorName: 'Usta Elnur',
      productPrice: 45,
      discountType: '',
      discountValue: 0,
      saleType: 'item',
      selectedCategory: leaves.find((category) => category.isLeaf)!.id,
      productInfo: '<p>Əl işi gümüş üzük.</p>',
      coverImage: `/media/covers/${'a7'.repeat(16)}.webp`,
      media: [],
      itemType: 1,
      attributes: [{ key: 'Ölçü', values: SIZES }],
    },
    sellerToken,
  );
  listed = { token: sellerToken, itemId };

  await test.step('the seller ticks Size in the product form, gives every size 2 pieces and size 19 its own price', async () => {
    const seller = await signedInPage(browser, sites.merchant, sellerEmail);
    await seller.goto(`${sites.merchant}/products`);
    await seller.getByRole('article').filter({ hasText: ring }).getByRole('button', { name: 'Düzəliş et' }).click();
    const form = seller.getByRole('dialog');
    await form.getByRole('checkbox', { name: 'Ölçü qiyməti və stoku dəyişir' }).click();
    await expect(form.getByRole('rowheader')).toHaveText(SIZES);
    await form.getByRole('textbox', { name: 'Hamısına stok' }).fill('2');
    await form.getByRole('button', { name: 'Hamısına tətbiq et' }).click();
    await form.getByRole('textbox', { name: '19 qiyməti' }).fill('52');
    await form.getByRole('textbox', { name: '19 SKU' }).fill(`RING-19-${tag}`);
    await expect(form.getByText('4 birləşmə, stokda 8 ədəd, 45,00 ₼-dan')).toBeVisible();
    await form.getByRole('button', { name: 'Dəyişiklikləri yadda saxla' }).click();
    await expect(seller.getByText('Dəyişikliklər yadda saxlanıldı')).toBeVisible();
    await expect(seller.getByRole('dialog')).toHaveCount(0);

    const saved = await variationsOf(sites.shopper, itemId, sellerToken);
    expect(saved.variations.map((variation) => [variation.options['Ölçü'], variation.priceQepik, variation.stockCount])).toEqual([
      ['16', 4500, 2],
      ['17', 4500, 2],
      ['18', 4500, 2],
      ['19', 5200, 2],
    ]);
    expect(saved.variations[3]?.sku).toBe(`RING-19-${tag}`);
  });

  const buyerEmail = uniqueEmail('variation-buyer');
  const buyerToken = await registerThroughApi(sites.shopper, outboxDir, buyerEmail, ACCOUNT_TYPE.CLIENT);
  await postJson(
    `${sites.shopper}${API_PATHS.auth.updateAccount}`,
    { editedValues: { name: 'Nigar', lastname: 'Əliyeva' } },
    buyerToken,
  );
  const buyer = await signedInPage(browser, sites.shopper, buyerEmail);

  await test.step('the product page says "from" 45, and size 19 shows its own price', async () => {
    await buyer.goto(`${sites.shopper}/item?name=gumus-uzuk&id=${itemId}`);
    await untilHydrated(buyer);
    await expect(buyer.locator('[data-slot="price-from"]')).toHaveText('45,00 ₼-dan');
    await buyer.getByRole('group', { name: 'Ölçü' }).getByText('19', { exact: true }).click();
    await expect(buyer.locator('[data-slot="price-from"]')).toHaveCount(0);
    await expect(buyer.locator('[data-slot="purchase-total"]')).toHaveText('52,00 ₼');
    await expect(buyer.getByText('Bu seçimdən 2 ədəd qalıb')).toBeVisible();
    const added = buyer.waitForResponse((response) => response.url().endsWith(API_PATHS.cart.addToCart));
    await buyer.getByRole('button', { name: 'Səbətə at' }).click();
    expect((await added).status()).toBe(200);
  });

  await test.step('the cart keeps the size at its price, and the order is placed', async () => {
    await buyer.goto(`${sites.shopper}/cart`);
    await expect(buyer.getByText('Ölçü: 19')).toBeVisible({ timeout: 30_000 });
    await expect(buyer.locator('[data-slot="cart-total"]')).toHaveText('52,00 ₼');
    await buyer.getByRole('link', { name: 'Sifarişi rəsmiləşdir' }).click();
    await expect(buyer).toHaveURL(/\/checkout$/);
    await buyer.getByLabel('Telefon nömrəsi').fill('050 123 45 67');
    await buyer.getByLabel('Şəhər').selectOption('Bakı');
    await buyer.getByLabel('Ünvan (küçə, ev, mənzil)').fill('Nizami küç. 10, mənzil 5');
    const placed = buyer.waitForURL(/\/profile\/orders\?placed=/);
    await buyer.getByRole('button', { name: 'Sifariş ver' }).click();
    await placed;
    await expect(buyer.getByText('Sifarişiniz qəbul olundu.', { exact: false })).toBeVisible();
  });

  await test.step('size 19 has one left, the other sizes still two; the order line keeps size and price', async () => {
    expect(stockBySize(await variationsOf(sites.shopper, itemId, sellerToken))).toEqual({ '16': 2, '17': 2, '18': 2, '19': 1 });
    const mine = (await (
      await fetch(`${sites.shopper}${API_PATHS.order.getMyOrders}`, { headers: { authorization: `Bearer ${buyerToken}` } })
    ).json()) as { orders: Array<{ orderId: string }> };
    const order = (await (
      await fetch(`${sites.shopper}${API_PATHS.order.getOrder}?orderId=${mine.orders[0]!.orderId}`, {
        headers: { authorization: `Bearer ${buyerToken}` },
      })
    ).json()) as { lines: Array<{ attributes: Record<string, string>; unitPriceQepik: number }> };
    expect(order.lines.map((line) => [line.attributes, line.unitPriceQepik])).toEqual([[{ Ölçü: '19' }, 5200]]);
  });
});
