import type { Page } from '@playwright/test';
import { ACCOUNT_TYPE, API_PATHS, type OrderList } from '@marketplace/contract';
import { postJson, registerThroughApi, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { hideListedProducts, runTag, sellerWithProduct, signedInPage } from '../shop.ts';

// Paying: a buyer pays by card on the test gateway's page and comes back to an order that its store
// sees paid; the store refunds part of it, the admin the rest, and the buyer reads both refunds.
// Another buyer pays cash, and the store marks the cash collected.

test.afterEach(async ({ sites }) => {
  await hideListedProducts(sites.shopper);
});

async function myOrders(shopper: string, token: string): Promise<OrderList> {
  const answer = await fetch(`${shopper}${API_PATHS.order.getMyOrders}`, { headers: { authorization: `Bearer ${token}` } });
  return (await answer.json()) as OrderList;
}

/** A buyer with a name and the product in the cart; answers the e-mail and the token. */
async function buyerWithCart(shopper: string, outboxDir: string, itemId: string) {
  const email = uniqueEmail('pay-buyer');
  const token = await registerThroughApi(shopper, outboxDir, email, ACCOUNT_TYPE.CLIENT);
  await postJson(`${shopper}${API_PATHS.auth.updateAccount}`, { editedValues: { name: 'Nərgiz', lastname: 'Əliyeva' } }, token);
  await postJson(`${shopper}${API_PATHS.cart.addToCart}`, { itemId, quantity: 1 }, token);
  return { email, token };
}

/** The checkout filled for delivery in Baku, up to the choice of how to pay. */
async function fillCheckout(buyer: Page, shopper: string) {
  await buyer.goto(`${shopper}/checkout`);
  await buyer.getByLabel('Telefon nömrəsi').fill('055 765 43 21');
  await buyer.getByLabel('Şəhər').selectOption('Bakı');
  await buyer.getByLabel('Ünvan (küçə, ev, mənzil)').fill('Füzuli küç. 7, mənzil 3');
}

/** The payment panel of an order page, and its status badge. */
const paymentPanel = (page: Page) => page.getByRole('region', { name: 'Ödəniş' });
const paymentStatus = (page: Page) => paymentPanel(page).locator('[data-slot="payment-status"]');

test('a buyer pays by card on the test gateway, the store sees the order paid and refunds part of it, the admin the rest, and the buyer reads the refunds', async ({
  browser,
  sites,
  outboxDir,
}) => {
  test.setTimeout(240_000);
  const tag = runTag();
  const store = `Mis Ustası ${tag}`;
  const seller = await sellerWithProduct(sites.shopper, outboxDir, store, `Mis sini ${tag}`, 120);
  const { email, token } = await buyerWithCart(sites.shopper, outboxDir, seller.itemId);
  const buyer = await signedInPage(browser, sites.shopper, email);

  await test.step('the checkout offers cash and the test card; the card opens the gateway’s page', async () => {
    await fillCheckout(buyer, sites.shopper);
    const methods = buyer.getByRole('group', { name: 'Necə ödəmək istəyirsiniz?' });
    await expect(methods.getByRole('radio', { name: 'Çatdırılmada nağd' })).toBeChecked();
    await methods.getByRole('radio', { name: 'Kartla (test ödəniş səhifəsi)' }).check();
    await buyer.getByRole('button', { name: '125,00 ₼ ödə' }).click();
    await expect(buyer).toHaveURL(/\/test-gateway\//);
    // Nothing is placed while the buyer is on the bank's page, and the cart is kept.
    expect((await myOrders(sites.shopper, token)).total).toBe(0);
  });

  await test.step('paid on the gateway, the buyer is back on the payment page and then in the orders', async () => {
    await buyer.getByRole('button', { name: '125,00 ₼ ödə' }).click();
    await expect(buyer).toHaveURL(/\/checkout\/payment\//);
    await expect(buyer).toHaveURL(/\/profile\/orders\?placed=/, { timeout: 20_000 });
    await expect(buyer.getByRole('list', { name: 'Sifarişlərim' }).getByRole('listitem')).toHaveCount(1);
  });

  const order = (await myOrders(sites.shopper, token)).orders[0]!;
  const shop = await signedInPage(browser, sites.merchant, seller.email);

  await test.step('the store sees the order paid by card, with nothing for cash to collect', async () => {
    await shop.goto(`${sites.merchant}/orders/${order.orderId}`);
    const panel = paymentPanel(shop);
    await expect(paymentStatus(shop)).toHaveText('Ödənilib');
    await expect(panel.getByText('Kartla (test ödəniş səhifəsi)')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Nağd alındı' })).toHaveCount(0);
  });

  await test.step('the store refunds 20 ₼ of it with a reason', async () => {
    await paymentPanel(shop).getByRole('button', { name: 'Pulu qaytar' }).click();
    const dialog = shop.getByRole('dialog', { name: 'Alıcıya pulu qaytarın' });
    await dialog.getByRole('radio', { name: 'Bir hissəsi' }).check();
    await dialog.getByLabel('Məbləğ, manatla').fill('20');
    await dialog.getByLabel('Səbəb').fill('Sininin kənarında cızıq var, razılaşdığımız kimi.');
    await dialog.getByRole('button', { name: '20,00 ₼ qaytar' }).click();
    await expect(dialog).toBeHidden();
    const panel = paymentPanel(shop);
    await expect(paymentStatus(shop)).toHaveText('Qismən qaytarılıb');
    await expect(panel.getByText('105,00 ₼')).toBeVisible();
  });

  await test.step('the buyer’s order page shows the refund and its reason', async () => {
    await buyer.goto(`${sites.shopper}/profile/orders/${order.orderId}`);
    const panel = paymentPanel(buyer);
    await expect(paymentStatus(buyer)).toHaveText('Qismən qaytarılıb');
    const refunds = panel.getByRole('list', { name: 'Geri ödənişlər' });
    await expect(refunds).toContainText('20,00 ₼');
    await expect(refunds).toContainText('Sininin kənarında cızıq var, razılaşdığımız kimi.');
    await expect(refunds).toContainText('mağaza tərəfindən');
  });

  const admin = await (await browser.newContext({ locale: 'az-AZ' })).newPage();

  await test.step('the admin finds cash and the test card offered and Epoint unavailable without its keys', async () => {
    await admin.goto(`${sites.admin}/login`);
    await admin.getByLabel('İstifadəçi adı və ya e-poçt').fill(process.env.E2E_ADMIN_IDENTIFIER!);
    await admin.getByLabel('Şifrə', { exact: true }).fill(process.env.E2E_ADMIN_PASSWORD!);
    await admin.getByRole('button', { name: 'Daxil ol' }).click();
    await admin.waitForURL(`${sites.admin}/products`);
    await admin.getByRole('navigation', { name: 'Əsas menyu' }).getByRole('link', { name: 'Ödəniş üsulları' }).click();
    await admin.waitForURL(`${sites.admin}/payment-methods`);
    await expect(admin.getByRole('checkbox', { name: 'Çatdırılmada nağd' })).toBeChecked();
    await expect(admin.getByRole('checkbox', { name: 'Kartla (test ödəniş səhifəsi)' })).toBeChecked();
    const epoint = admin.getByRole('checkbox', { name: 'Bank kartı (Epoint)' });
    await expect(epoint).toBeDisabled();
    await expect(epoint).toHaveAccessibleDescription(/EPOINT_PUBLIC_KEY/);
  });

  await test.step('the admin refunds the rest of the order, and the buyer reads it refunded', async () => {
    await admin.goto(`${sites.admin}/orders/${order.orderId}`);
    await paymentPanel(admin).getByRole('button', { name: 'Pulu qaytar' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Alıcıya pulu qaytarın' });
    await expect(dialog.getByRole('radio', { name: 'Qalan hamısı: 105,00 ₼' })).toBeChecked();
    await dialog.getByLabel('Səbəb').fill('Alıcı ilə razılaşma: qalan məbləğ qaytarılır.');
    await dialog.getByRole('button', { name: '105,00 ₼ qaytar' }).click();
    await expect(dialog).toBeHidden();
    await expect(paymentStatus(admin)).toHaveText('Geri qaytarılıb');
    // Nothing is left to give back.
    await expect(paymentPanel(admin).getByRole('button', { name: 'Pulu qaytar' })).toHaveCount(0);

    await buyer.reload();
    await expect(paymentStatus(buyer)).toHaveText('Geri qaytarılıb');
    await expect(paymentPanel(buyer).getByRole('list', { name: 'Geri ödənişlər' }).getByRole('listitem')).toHaveCount(2);
    await expect(paymentPanel(buyer)).toContainText('marketpleys tərəfindən');
  });
});

test('a buyer pays cash on delivery, and the store marks the cash collected', async ({ browser, sites, outboxDir }) => {
  test.setTimeout(180_000);
  const tag = runTag();
  const store = `Toxucu ${tag}`;
  const seller = await sellerWithProduct(sites.shopper, outboxDir, store, `Yun şal ${tag}`, 60);
  const { email, token } = await buyerWithCart(sites.shopper, outboxDir, seller.itemId);
  const buyer = await signedInPage(browser, sites.shopper, email);

  await test.step('cash places the order at once', async () => {
    await fillCheckout(buyer, sites.shopper);
    await expect(buyer.getByRole('radio', { name: 'Çatdırılmada nağd' })).toBeChecked();
    await buyer.getByRole('button', { name: 'Sifariş ver' }).click();
    await expect(buyer).toHaveURL(/\/profile\/orders\?placed=/);
  });

  const order = (await myOrders(sites.shopper, token)).orders[0]!;

  await test.step('the buyer’s order says it is paid on delivery', async () => {
    await buyer.goto(`${sites.shopper}/profile/orders/${order.orderId}`);
    await expect(paymentStatus(buyer)).toHaveText('Hələ ödənilməyib');
  });

  await test.step('the store marks the cash collected once asked to confirm', async () => {
    const shop = await signedInPage(browser, sites.merchant, seller.email);
    await shop.goto(`${sites.merchant}/orders/${order.orderId}`);
    const panel = paymentPanel(shop);
    await expect(paymentStatus(shop)).toHaveText('Hələ ödənilməyib');
    // Nothing was paid yet: nothing to refund.
    await expect(panel.getByRole('button', { name: 'Pulu qaytar' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Nağd alındı' }).click();
    const dialog = shop.getByRole('dialog', { name: 'Nağd pulu aldınız?' });
    await expect(dialog).toContainText('65,00 ₼');
    await dialog.getByRole('button', { name: 'Bəli, pulu aldım' }).click();
    await expect(dialog).toBeHidden();
    await expect(paymentStatus(shop)).toHaveText('Ödənilib');
    await expect(panel.getByRole('button', { name: 'Nağd alındı' })).toHaveCount(0);
    // Collected cash may be given back.
    await expect(panel.getByRole('button', { name: 'Pulu qaytar' })).toBeVisible();
  });

  await test.step('the buyer’s order reads paid', async () => {
    await buyer.reload();
    await expect(paymentStatus(buyer)).toHaveText('Ödənilib');
  });
});
