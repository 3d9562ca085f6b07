import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_TYPE, API_PATHS, type CheckoutQuote, type PlaceOrderAnswer } from '@marketplace/contract';
import { postJson, registerThroughApi, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { makePhoto } from '../fixtures/media.ts';
import { hideListedProducts, runTag, sellerWithProduct, signedInPage } from '../shop.ts';

// Reviews: a buyer whose order was delivered reviews the item from the order's page, five stars
// chosen by keyboard, a text and a photo, and the product page shows the review with its photo.

test.afterEach(async ({ sites }) => {
  await hideListedProducts(sites.shopper);
});

async function placeCashOrder(shopper: string, token: string): Promise<string> {
  const quote = await postJson<CheckoutQuote>(`${shopper}${API_PATHS.order.previewCheckout}`, { city: 'Bakı' }, token);
  const store = quote.stores[0]!;
  const choice = store.choices.find((candidate) => candidate.method === 'DELIVERY')!;
  const answer = await fetch(`${shopper}${API_PATHS.order.placeOrder}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      contact: { name: 'Leyla Əliyeva', phone: '050 123 45 67' },
      address: { city: 'Bakı', street: 'Nizami küç. 10', notes: '' },
      stores: [{ storeId: store.storeId, method: 'DELIVERY', zoneId: choice.method === 'DELIVERY' ? choice.zoneId : null }],
      seen: {
        lines: store.lines.map(({ lineId, quantity, unitPriceQepik, pocketFeeQepik }) => ({
          lineId,
          quantity,
          unitPriceQepik,
          pocketFeeQepik,
        })),
        totalQepik: quote.subtotalQepik + (choice.method === 'DELIVERY' ? choice.feeQepik : 0),
      },
    }),
  });
  const placed = (await answer.json()) as PlaceOrderAnswer;
  expect(answer.status, JSON.stringify(placed)).toBe(200);
  return placed.orders[0]!.orderId;
}

test('the buyer reviews a delivered item with a photo, and the product page shows it', async ({ browser, sites, outboxDir }) => {
  test.setTimeout(180_000);
  const tag = runTag();
  const productName = `Təbriz xalçası ${tag}`;
  const seller = await sellerWithProduct(sites.shopper, outboxDir, `Xalça Evi ${tag}`, productName, 90);
  const buyerEmail = uniqueEmail('review-buyer');
  const buyerToken = await registerThroughApi(sites.shopper, outboxDir, buyerEmail, ACCOUNT_TYPE.CLIENT);
  await postJson(
    `${sites.shopper}${API_PATHS.auth.updateAccount}`,
    { editedValues: { name: 'Leyla', lastname: 'Əliyeva' } },
    buyerToken,
  );
  await postJson(`${sites.shopper}${API_PATHS.cart.addToCart}`, { itemId: seller.itemId, quantity: 1 }, buyerToken);
  const orderId = await placeCashOrder(sites.shopper, buyerToken);
  for (const action of ['ACCEPT', 'SHIP', 'MARK_DELIVERED']) {
    await postJson(`${sites.shopper}${API_PATHS.order.changeOrderStatus}`, { orderId, action }, seller.token);
  }

  const photo = path.join(await mkdtemp(path.join(tmpdir(), 'review-')), 'xalca.jpg');
  await makePhoto(photo, 7, 'jpeg');
  const buyer = await signedInPage(browser, sites.shopper, buyerEmail);

  await test.step('on the delivered order, the buyer writes a review: stars by keyboard, a text and a photo', async () => {
    await buyer.goto(`${sites.shopper}/profile/orders/${orderId}`);
    const reviews = buyer.getByRole('region', { name: 'Rəylər' });
    await reviews.getByRole('button', { name: 'Rəy yaz' }).click();
    const form = buyer.getByRole('form', { name: `${productName} üçün rəy` });
    await form.getByRole('radio', { name: '1 ulduz' }).focus();
    await buyer.keyboard.press('End');
    await expect(form.getByRole('radio', { name: '5 ulduz' })).toBeChecked();
    await form.getByLabel('Rəyiniz').fill('Rənglər canlıdır, toxunuşu sıxdır. Təşəkkürlər!');
    await form.getByLabel('Şəkil əlavə edin (3 ədədə qədər)').setInputFiles(photo);
    await expect(form.getByRole('button', { name: 'Rəyi dərc et' })).toBeEnabled({ timeout: 60_000 });
    await form.getByRole('button', { name: 'Rəyi dərc et' }).click();
    await expect(reviews.getByText('Təşəkkür edirik! Rəyiniz dərc olundu.')).toBeVisible();
    await expect(reviews.getByRole('img', { name: 'Qiymət: 5 / 5' })).toBeVisible();
    await expect(reviews.getByRole('button', { name: 'Rəyi dəyiş' })).toBeVisible();
  });

  await test.step('the product page shows the review with its photo, and the rating it makes', async () => {
    await buyer.goto(`${sites.shopper}/item?id=${seller.itemId}`);
    const section = buyer.getByRole('region', { name: 'Rəylər' });
    await expect(section.getByText('Rənglər canlıdır, toxunuşu sıxdır. Təşəkkürlər!')).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Leyla Ə.' })).toBeVisible();
    await expect(section.getByRole('paragraph').filter({ hasText: /^1 rəy$/ })).toBeVisible();
    const image = section.getByRole('img', { name: 'Şəkil 1' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(buyer.getByRole('img', { name: 'Reytinq 5,0 / 5, 1 rəy' })).toBeVisible();
  });
});
