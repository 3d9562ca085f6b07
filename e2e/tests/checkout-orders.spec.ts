import { ACCOUNT_TYPE, API_PATHS, type OrderList } from '@marketplace/contract';
import { postJson, registerThroughApi, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { hideListedProducts, runTag, sellerWithProduct, signedInPage } from '../shop.ts';

// Buying: a buyer fills a cart from two stores and checks out (a double click places one order
// group), the stores answer from their panels — one accepts and ships with tracking, the other
// declines with a reason — and the buyer's open order page follows each change live.

test.afterEach(async ({ sites }) => {
  await hideListedProducts(sites.shopper);
});

async function myOrders(shopper: string, token: string): Promise<OrderList> {
  const answer = await fetch(`${shopper}${API_PATHS.order.getMyOrders}`, { headers: { authorization: `Bearer ${token}` } });
  return (await answer.json()) as OrderList;
}

test('a cart from two stores becomes two orders; one store ships with tracking, the other declines, and the buyer sees both live', async ({
  browser,
  sites,
  outboxDir,
}) => {
  test.setTimeout(240_000);
  const tag = runTag();
  const carpets = `Xalça Evi ${tag}`;
  const pottery = `Dulusçu ${tag}`;
  const carpet = await sellerWithProduct(sites.shopper, outboxDir, carpets, `Kilim ${tag}`, 120);
  const jug = await sellerWithProduct(sites.shopper, outboxDir, pottery, `Saxsı küp ${tag}`, 45);
  const buyerEmail = uniqueEmail('order-buyer');
  const buyerToken = await registerThroughApi(sites.shopper, outboxDir, buyerEmail, ACCOUNT_TYPE.CLIENT);
  await postJson(
    `${sites.shopper}${API_PATHS.auth.updateAccount}`,
    { editedValues: { name: 'Aysel', lastname: 'Məmmədova' } },
    buyerToken,
  );
  for (const itemId of [carpet.itemId, jug.itemId]) {
    await postJson(`${sites.shopper}${API_PATHS.cart.addToCart}`, { itemId, quantity: 1 }, buyerToken);
  }

  const buyer = await signedInPage(browser, sites.shopper, buyerEmail);

  await test.step('the cart leads to the checkout, and a double click on "Sifariş ver" places one order group', async () => {
    await buyer.goto(`${sites.shopper}/cart`);
    await buyer.getByRole('link', { name: 'Sifarişi rəsmiləşdir' }).click();
    await expect(buyer).toHaveURL(/\/checkout$/);
    await expect(buyer.getByLabel('Ad və soyad')).toHaveValue('Aysel Məmmədova');
    await buyer.getByLabel('Telefon nömrəsi').fill('050 123 45 67');
    await buyer.getByLabel('Şəhər').selectOption('Bakı');
    // Each store delivers in Baku by default: its choice is picked once the city is known.
    for (const store of [carpets, pottery]) {
      await expect(
        buyer
          .getByRole('group', { name: `${store}: necə təhvil almaq istəyirsiniz?` })
          .getByRole('radio')
          .first(),
      ).toBeChecked();
    }
    await buyer.getByLabel('Ünvan (küçə, ev, mənzil)').fill('Nizami küç. 10, mənzil 5');
    const placed = buyer.waitForURL(/\/profile\/orders\?placed=/);
    await buyer.getByRole('button', { name: 'Sifariş ver' }).dblclick();
    await placed;
    await expect(buyer.getByText('Sifarişiniz qəbul olundu.', { exact: false })).toBeVisible();
    const list = buyer.getByRole('list', { name: 'Sifarişlərim' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').filter({ hasText: carpets })).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: pottery })).toBeVisible();
  });

  const orders = await myOrders(sites.shopper, buyerToken);
  expect(orders.total).toBe(2);
  expect(new Set(orders.orders.map((order) => order.groupId)).size).toBe(1);
  const carpetOrder = orders.orders.find((order) => order.storeName === carpets)!;
  const jugOrder = orders.orders.find((order) => order.storeName === pottery)!;

  // The buyer keeps the carpet order open while the stores answer.
  await buyer.goto(`${sites.shopper}/profile/orders/${carpetOrder.orderId}`);
  await expect(buyer.getByText('Yeni', { exact: true }).first()).toBeVisible();

  await test.step('the carpet store sees the new order counted, accepts it and ships it with tracking', async () => {
    const seller = await signedInPage(browser, sites.merchant, carpet.email);
    await seller.goto(`${sites.merchant}/orders`);
    const menu = seller.getByRole('navigation', { name: 'Əsas menyu' });
    await expect(menu.getByRole('link', { name: 'Sifarişlər 1 yeni' })).toBeVisible();
    await seller
      .getByRole('link', { name: new RegExp(String(carpetOrder.number)) })
      .first()
      .click();
    await seller.getByRole('button', { name: 'Qəbul et' }).click();
    await expect(seller.getByText('Qəbul edilib', { exact: true }).first()).toBeVisible();
    await seller.getByRole('button', { name: 'Göndərildi' }).click();
    const dialog = seller.getByRole('dialog');
    await dialog.getByLabel('Daşıyıcı').fill('Azərpoçt');
    await dialog.getByLabel('İzləmə nömrəsi').fill('AZ123456789');
    await dialog.getByLabel('İzləmə linki').fill('https://www.azerpost.az/track/AZ123456789');
    await dialog.getByRole('button', { name: 'Göndərildi kimi qeyd et' }).click();
    await expect(seller.getByText('Göndərilib', { exact: true }).first()).toBeVisible();
  });

  await test.step('the buyer’s open page shows the shipment and its tracking link without a reload, and the bell counts both moves', async () => {
    await expect(buyer.getByText('Göndərilib', { exact: true }).first()).toBeVisible();
    const bell = buyer.getByRole('button', { name: /^Bildirişlər/ });
    await expect(bell).toHaveAccessibleName('Bildirişlər, 2 oxunmamış');
    await bell.click();
    const popover = buyer.getByRole('dialog', { name: 'Bildirişlər' });
    await expect(popover.getByRole('link', { name: new RegExp(`Sifariş № ${carpetOrder.number} göndərildi`) })).toHaveAttribute(
      'href',
      `/profile/orders/${carpetOrder.orderId}`,
    );
    await buyer.keyboard.press('Escape');
    await expect(buyer.getByText('İzləmə nömrəsi: AZ123456789')).toBeVisible();
    await expect(buyer.getByRole('link', { name: 'Bağlamanı izlə' }).first()).toHaveAttribute(
      'href',
      'https://www.azerpost.az/track/AZ123456789',
    );
  });

  await test.step('the pottery store declines with a reason; the buyer reads it', async () => {
    const seller = await signedInPage(browser, sites.merchant, jug.email);
    await seller.goto(`${sites.merchant}/orders/${jugOrder.orderId}`);
    await seller.getByRole('button', { name: 'Rədd et' }).click();
    const dialog = seller.getByRole('dialog');
    await dialog.getByLabel('Səbəb').fill('Bu küpün gili qurtarıb, bağışlayın.');
    await dialog.getByRole('button', { name: 'Rədd et' }).click();
    await expect(seller.getByText('Ləğv edilib', { exact: true }).first()).toBeVisible();

    await buyer.goto(`${sites.shopper}/profile/orders/${jugOrder.orderId}`);
    await expect(buyer.getByText('Bu küpün gili qurtarıb, bağışlayın.', { exact: false }).first()).toBeVisible();
    // Declining one store's order leaves the other store's as it was.
    const after = await myOrders(sites.shopper, buyerToken);
    expect(after.orders.find((order) => order.orderId === carpetOrder.orderId)?.status).toBe('SHIPPED');
    expect(after.orders.find((order) => order.orderId === jugOrder.orderId)?.status).toBe('CANCELLED');
  });
});
