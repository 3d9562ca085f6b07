import { randomUUID } from 'node:crypto';
import { ACCOUNT_TYPE, API_PATHS, type CheckoutQuote, type HelpRequestList, type PlaceOrderAnswer } from '@marketplace/contract';
import { postJson, registerThroughApi, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { hideListedProducts, runTag, sellerWithProduct, signedInPage } from '../shop.ts';

// Help with an order: a buyer whose shipped order has not arrived asks for help from the order's
// page; the request opens in the conversation with the store, where the store sees it and marks it
// resolved, and the buyer's order page follows.

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

test('a buyer asks for help with a shipped order; the store sees it in the conversation and resolves it', async ({
  browser,
  sites,
  outboxDir,
}) => {
  test.setTimeout(180_000);
  const tag = runTag();
  const productName = `Saxsı küp ${tag}`;
  const seller = await sellerWithProduct(sites.shopper, outboxDir, `Saxsı Evi ${tag}`, productName, 45);
  const buyerEmail = uniqueEmail('help-buyer');
  const buyerToken = await registerThroughApi(sites.shopper, outboxDir, buyerEmail, ACCOUNT_TYPE.CLIENT);
  await postJson(`${sites.shopper}${API_PATHS.cart.addToCart}`, { itemId: seller.itemId, quantity: 1 }, buyerToken);
  const orderId = await placeCashOrder(sites.shopper, buyerToken);
  for (const action of ['ACCEPT', 'SHIP']) {
    await postJson(`${sites.shopper}${API_PATHS.order.changeOrderStatus}`, { orderId, action }, seller.token);
  }
  const buyer = await signedInPage(browser, sites.shopper, buyerEmail);
  const problem = 'Bağlama bir həftədir yoldadır, izləmə nömrəsi heç nə göstərmir.';

  await test.step('on the shipped order the buyer asks for help: "not received" is the reason that fits', async () => {
    await buyer.goto(`${sites.shopper}/profile/orders/${orderId}`);
    await buyer.getByRole('button', { name: 'Bu sifarişlə bağlı kömək alın' }).click();
    const dialog = buyer.getByRole('dialog');
    await expect(dialog.getByLabel('Nə baş verib?')).toHaveValue('NOT_RECEIVED');
    await dialog.getByLabel('Problemi təsvir edin').fill(problem);
    await dialog.getByRole('button', { name: 'Sorğunu göndər' }).click();
    const card = buyer.getByRole('article', { name: 'Sifariş çatmayıb' });
    await expect(card).toContainText('Mağazanın cavabı gözlənilir');
    await expect(card).toContainText(problem);
    await expect(card.getByRole('link', { name: 'Yazışmanı aç' })).toHaveAttribute('href', /#chatBox$/);
    await expect(buyer.getByRole('button', { name: 'Bu sifarişlə bağlı kömək alın' })).toHaveCount(0);
  });

  await test.step("the store finds it in the conversation, with the buyer's message, and marks it resolved", async () => {
    const list = await (
      await fetch(`${sites.shopper}${API_PATHS.help.getOrderHelpRequests}?orderId=${orderId}`, {
        headers: { authorization: `Bearer ${buyerToken}` },
      })
    ).json();
    const chatId = (list as HelpRequestList).requests[0]!.chat!.chatId;
    const store = await signedInPage(browser, sites.merchant, seller.email);
    await store.goto(`${sites.merchant}/messages?chat=${chatId}`);
    await expect(store.getByText(problem).first()).toBeVisible();
    const card = store.getByRole('article', { name: 'Sifariş çatmayıb' });
    await card.getByRole('button', { name: 'Həll olundu kimi qeyd et' }).click();
    await expect(card).toHaveCount(0);
    await store.goto(`${sites.merchant}/orders/${orderId}`);
    await expect(store.getByRole('article', { name: 'Sifariş çatmayıb' })).toContainText('Həll olunub');
  });

  await test.step("the buyer's order page shows it resolved, and help can be asked again", async () => {
    await buyer.reload();
    await expect(buyer.getByRole('article', { name: 'Sifariş çatmayıb' })).toContainText('Həll olunub');
    await expect(buyer.getByRole('button', { name: 'Bu sifarişlə bağlı kömək alın' })).toBeVisible();
  });
});
