import { ACCOUNT_TYPE, API_PATHS, type OrderList } from '@marketplace/contract';
import { postJson, registerThroughApi, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { hideListedProducts, runTag, sellerWithProduct, signedInPage } from '../shop.ts';

// Coupons: a seller makes a code in the panel, a buyer applies it at checkout (typed in small
// letters), sees the store's discount in the summary and pays the total after it; the order keeps
// the code and its discount, and the seller's list counts the use.

test.afterEach(async ({ sites }) => {
  await hideListedProducts(sites.shopper);
});

test('a buyer uses a store’s coupon code at checkout and the order keeps its discount', async ({ browser, sites, outboxDir }) => {
  test.setTimeout(180_000);
  const tag = runTag();
  const store = `Gil Evi ${tag}`;
  const code = `BAHAR-${tag.replace(/\D/g, '').slice(0, 8)}`;
  const vase = await sellerWithProduct(sites.shopper, outboxDir, store, `Saxsı vaza ${tag}`, 40);

  await test.step('the seller makes a 15 % code in Coupons and sales', async () => {
    const seller = await signedInPage(browser, sites.merchant, vase.email);
    await seller.goto(`${sites.merchant}/`);
    await seller.getByRole('navigation', { name: 'Əsas menyu' }).getByRole('link', { name: 'Kuponlar və endirimlər' }).click();
    await expect(seller).toHaveURL(/\/coupons$/);
    await seller.getByRole('button', { name: 'Yeni kupon' }).click();
    await seller.getByRole('textbox', { name: 'Kod' }).fill(code);
    await seller.getByRole('textbox', { name: 'Faiz' }).fill('15');
    await seller.getByRole('button', { name: 'Yarat' }).click();
    const row = seller.getByRole('row', { name: new RegExp(code) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Aktiv')).toBeVisible();
    await expect(row.getByText('15% endirim')).toBeVisible();
    await seller.context().close();
  });

  const buyerEmail = uniqueEmail('coupon-buyer');
  const buyerToken = await registerThroughApi(sites.shopper, outboxDir, buyerEmail, ACCOUNT_TYPE.CLIENT);
  await postJson(
    `${sites.shopper}${API_PATHS.auth.updateAccount}`,
    { editedValues: { name: 'Nigar', lastname: 'Əliyeva' } },
    buyerToken,
  );
  await postJson(`${sites.shopper}${API_PATHS.cart.addToCart}`, { itemId: vase.itemId, quantity: 1 }, buyerToken);
  const buyer = await signedInPage(browser, sites.shopper, buyerEmail);

  await test.step('at checkout the buyer applies the code in the store’s part and the total drops by its discount', async () => {
    await buyer.goto(`${sites.shopper}/checkout`);
    await buyer.getByLabel('Telefon nömrəsi').fill('050 123 45 67');
    await buyer.getByLabel('Şəhər').selectOption('Bakı');
    await buyer.getByLabel('Ünvan (küçə, ev, mənzil)').fill('Nizami küç. 10, mənzil 5');
    await expect(buyer.locator('[data-slot="checkout-total"]')).toHaveText('45,00 ₼');
    await buyer.getByRole('button', { name: 'Kupon kodunuz var?' }).click();
    const field = buyer.getByRole('textbox', { name: `${store} üçün kupon kodu` });
    await expect(field).toBeFocused();
    // Another store's code, or a typo: not found here, and nothing changes.
    await field.fill('YOXDUR-1');
    await field.press('Enter');
    await expect(buyer.getByText('Bu mağazanın belə kodu yoxdur.')).toBeVisible();
    await field.fill(code.toLowerCase());
    await field.press('Enter');
    await expect(buyer.getByRole('status').filter({ hasText: `${code} kodu tətbiq olundu: −6,00 ₼` })).toBeVisible();
    await expect(buyer.locator('[data-slot="summary-discount"]')).toHaveText(`Kupon ${code}−6,00 ₼`);
    // 40 ₼ less 15 %, plus 5 ₼ delivery in Baku.
    await expect(buyer.locator('[data-slot="checkout-total"]')).toHaveText('39,00 ₼');
    const placed = buyer.waitForURL(/\/profile\/orders\?placed=/);
    await buyer.getByRole('button', { name: 'Sifariş ver' }).click();
    await placed;
  });

  await test.step('the order keeps the code and its discount', async () => {
    const answer = await fetch(`${sites.shopper}${API_PATHS.order.getMyOrders}`, {
      headers: { authorization: `Bearer ${buyerToken}` },
    });
    const [order] = ((await answer.json()) as OrderList).orders;
    expect(order?.totalQepik).toBe(3900);
    await buyer.goto(`${sites.shopper}/profile/orders/${order!.orderId}`);
    await expect(buyer.locator('[data-slot="order-discount"]')).toHaveText(`Kupon ${code}−6,00 ₼`);
    await expect(buyer.locator('[data-slot="order-total"]')).toHaveText('39,00 ₼');
  });

  await test.step('the seller’s list counts the use and what it gave', async () => {
    const seller = await signedInPage(browser, sites.merchant, vase.email);
    await seller.goto(`${sites.merchant}/coupons`);
    const row = seller.getByRole('row', { name: new RegExp(code) });
    await expect(row.getByRole('cell', { name: '6,00 ₼' })).toBeVisible();
    await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  });
});
