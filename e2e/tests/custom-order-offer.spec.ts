import { ACCOUNT_TYPE, API_PATHS, type OrderList } from '@marketplace/contract';
import { postJson, registerThroughApi, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { hideListedProducts, runTag, sellerWithProduct, signedInPage } from '../shop.ts';

// A custom order that ends in an order: the buyer asks from the product page, the seller sends an
// offer from Messages and changes it, and the buyer accepts the new version into an order of the
// store — each side seeing the other's move without a reload.

test.afterEach(async ({ sites }) => {
  await hideListedProducts(sites.shopper);
});

test('a seller sends an offer in the chat and changes it; the buyer accepts the new version into an order', async ({
  browser,
  sites,
  outboxDir,
}) => {
  test.setTimeout(240_000);
  const tag = runTag();
  const store = `Tikmə Evi ${tag}`;
  const productName = `Tikmə yastıq ${tag}`;
  const maker = await sellerWithProduct(sites.shopper, outboxDir, store, productName, 60);
  const buyerEmail = uniqueEmail('offer-buyer');
  const buyerToken = await registerThroughApi(sites.shopper, outboxDir, buyerEmail, ACCOUNT_TYPE.CLIENT);
  await postJson(`${sites.shopper}${API_PATHS.auth.updateAccount}`, { editedValues: { name: 'Nərgiz' } }, buyerToken);

  const buyer = await signedInPage(browser, sites.shopper, buyerEmail);
  const chat = buyer.getByRole('complementary', { name: 'Satıcı ilə söhbət' });
  await test.step('the buyer asks for a custom piece from the product page', async () => {
    await buyer.goto(`${sites.shopper}/item?name=yastiq&id=${maker.itemId}`);
    await buyer.getByRole('button', { name: 'Fərdi sifariş' }).click();
    const field = chat.getByRole('textbox', { name: 'Mesaj' });
    await field.fill('Salam! Adımı tikə bilərsinizmi? İki yastıq lazımdır.');
    await field.press('Enter');
    await expect(chat.getByRole('log').getByText('İki yastıq lazımdır.', { exact: false })).toBeVisible();
  });

  const seller = await signedInPage(browser, sites.merchant, maker.email);
  const conversation = seller.getByRole('region', { name: 'Nərgiz' });
  await test.step('the seller sends an offer from Messages; the buyer sees it live', async () => {
    await seller.goto(`${sites.merchant}/messages`);
    await seller
      .getByRole('list', { name: 'Söhbətlər' })
      .getByRole('link', { name: /Nərgiz/ })
      .click();
    await conversation.getByRole('button', { name: 'Təklif göndər' }).click();
    const dialog = seller.getByRole('dialog');
    await dialog.getByLabel('Nə hazırlanacaq').fill('Adlı tikmə yastıq, 2 ədəd');
    await dialog.getByLabel('Qiymət, ₼').fill('90');
    await dialog.getByLabel('Çatdırılma haqqı, ₼').fill('5');
    await dialog.getByLabel('Hazırlanma müddəti, iş günü').fill('10');
    await dialog.getByRole('button', { name: 'Təklifi göndər' }).click();
    await expect(dialog).toBeHidden();
    await expect(chat.getByRole('button', { name: 'Təklifi qəbul et' })).toBeVisible();
    await expect(chat.getByText('Adlı tikmə yastıq, 2 ədəd')).toBeVisible();
  });

  await test.step('the seller lowers the price: a second version replaces the first, live on the buyer’s side', async () => {
    await conversation.getByRole('button', { name: 'Dəyiş' }).click();
    const dialog = seller.getByRole('dialog');
    await dialog.getByLabel('Qiymət, ₼').fill('80');
    await dialog.getByRole('button', { name: 'Yeni versiyanı göndər' }).click();
    await expect(dialog).toBeHidden();
    await expect(chat.getByText('Versiya 2', { exact: false })).toBeVisible();
  });

  await test.step('the buyer accepts the new version with a delivery address: it becomes an order of the store', async () => {
    await chat.getByRole('button', { name: 'Təklifi qəbul et' }).click();
    const dialog = buyer.getByRole('dialog');
    await dialog.getByLabel('Telefon nömrəsi').fill('055 765 43 21');
    await dialog.getByLabel('Şəhər').selectOption('Bakı');
    await dialog.getByLabel('Ünvan (küçə, ev, mənzil)').fill('Füzuli küç. 3');
    await dialog.getByRole('button', { name: 'Sifariş ver' }).click();
    await expect(dialog).toBeHidden();
    await expect(chat.getByText('Təklif qəbul edilib və sifarişə çevrilib.')).toBeVisible();
    await expect(conversation.getByText('Təklif qəbul edilib və sifarişə çevrilib.')).toBeVisible();

    const answer = await fetch(`${sites.shopper}${API_PATHS.order.getMyOrders}`, {
      headers: { authorization: `Bearer ${buyerToken}` },
    });
    const mine = (await answer.json()) as OrderList;
    expect(mine.total).toBe(1);
    // The second version's price and the delivery fee: 80 ₼ + 5 ₼.
    expect(mine.orders[0]).toMatchObject({ storeName: store, totalQepik: 8_500, status: 'PLACED' });
  });
});
