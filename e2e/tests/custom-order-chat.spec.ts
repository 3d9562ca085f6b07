import path from 'node:path';
import { tmpdir } from 'node:os';
import { ACCOUNT_TYPE, API_PATHS, STORAGE_KEYS } from '@marketplace/contract';
import { TEST_PASSWORD, postJson, registerThroughApi, uniqueEmail } from '../accounts.ts';
import { productHref } from '../../design-system/src/rules/hrefs.ts';
import { makePhoto } from '../fixtures/media.ts';
import { expect, test } from '../fixtures.ts';
import { dismissPromotions } from '../promotions.ts';
import { signedInPage } from '../shop.ts';
import { untilHydrated } from '../hydration.ts';

// The custom-order chat: a buyer writes to a maker from the product page, the maker answers from the
// seller panel's Messages, each sees the other's messages live; a guest signs in and lands back on
// the open chat.

/** Products these journeys list, hidden again after each one so the shared catalogue stays the demo's. */
const listed: { token: string; itemId: string }[] = [];

test.afterEach(async ({ sites }) => {
  for (const { token, itemId } of listed.splice(0)) {
    await postJson(`${sites.shopper}${API_PATHS.merchant.setItemsStatus}`, { ids: [itemId], status: 'HIDDEN' }, token);
  }
});

/** A store name of this run alone: other journeys find stores by name and by their address. */
const storeName = () => `Toxuculuq Evi ${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`;
const BUYER = 'Leyla';
const PHONE = '050 123 45 67';

function productForm(selectedCategory: number, productName: string) {
  return {
    productName,
    authorName: 'Usta Səadət',
    productPrice: 60,
    discountType: '',
    discountValue: 0,
    saleType: 'item',
    selectedCategory,
    productInfo: '<p>Əl ilə toxunmuş ipək kəlağayı.</p>',
    coverImage: `/media/covers/${'b2'.repeat(16)}.webp`,
    media: [],
    itemType: 1,
    attributes: [],
  };
}

/** A seller with a named store and one product; answers its e-mail and the product's id. */
async function sellerWithProduct(
  shopper: string,
  outboxDir: string,
  productName: string,
): Promise<{ email: string; itemId: string; store: string }> {
  const store = storeName();
  const email = uniqueEmail('chat-seller');
  const token = await registerThroughApi(shopper, outboxDir, email, ACCOUNT_TYPE.MERCHANT);
  await postJson(`${shopper}${API_PATHS.auth.updateAccount}`, { editedValues: { companyName: store } }, token);
  const leaves = (await (await fetch(`${shopper}${API_PATHS.item.getCategoryList}`)).json()) as Array<{
    id: number;
    isLeaf: boolean;
  }>;
  const leaf = leaves.find((category) => category.isLeaf)!;
  const item = await postJson<{ id: string }>(`${shopper}${API_PATHS.item.addNewItem}`, productForm(leaf.id, productName), token);
  listed.push({ token, itemId: item.id });
  return { email, itemId: item.id, store };
}

test('a buyer starts a custom order on a product page, the seller answers from Messages, and each sees the other live', async ({
  page,
  browser,
  sites,
  outboxDir,
}) => {
  test.setTimeout(180_000);
  const productName = `İpək kəlağayı ${Date.now() % 100_000}`;
  const { email: sellerEmail, itemId, store } = await sellerWithProduct(sites.shopper, outboxDir, productName);
  const buyerToken = await registerThroughApi(sites.shopper, outboxDir, uniqueEmail('chat-buyer'), ACCOUNT_TYPE.CLIENT);
  await postJson(`${sites.shopper}${API_PATHS.auth.updateAccount}`, { editedValues: { name: BUYER } }, buyerToken);
  const photo = path.join(tmpdir(), `chat-photo-${Date.now()}.jpg`);
  await makePhoto(photo, 7, 'jpeg');

  await dismissPromotions(page);
  await page.addInitScript(
    ([token, keys]) => {
      if (!localStorage.getItem(keys.token)) {
        localStorage.setItem(keys.token, token);
        localStorage.setItem(keys.accountType, '1');
      }
    },
    [buyerToken, { token: STORAGE_KEYS.token, accountType: STORAGE_KEYS.accountType }] as const,
  );

  // The seller's panel is open before the buyer writes: its count and list must follow live.
  const seller = await signedInPage(browser, sites.merchant, sellerEmail);
  await seller.goto(`${sites.merchant}/products`);
  const sellerMenu = seller.getByRole('navigation', { name: 'Əsas menyu' });
  await expect(sellerMenu.getByRole('link', { name: 'Mesajlar', exact: true })).toBeVisible();

  const chat = page.getByRole('complementary', { name: 'Satıcı ilə söhbət' });
  const buyerMessage = `Salam! Bunu bənövşəyi rəngdə toxuya bilərsinizmi? Nömrəm ${PHONE}`;

  await test.step('the buyer presses custom order: the side panel opens with the masking notice, and the message goes with a photo', async () => {
    await page.goto(`${sites.shopper}/item?name=kelagayi&id=${itemId}`);
    await untilHydrated(page);
    const press = page.getByRole('button', { name: 'Fərdi sifariş' });
    await press.click();
    await expect(press).toHaveAttribute('aria-expanded', 'true');
    await expect(chat.getByRole('heading', { name: store })).toBeVisible();
    await expect(
      chat.getByText('Qaydalarımıza görə mesajlarda telefon, e-poçt, messencer və sosial şəbəkə əlaqələri gizlədilir.'),
    ).toBeVisible();
    const field = chat.getByRole('textbox', { name: 'Mesaj' });
    await expect(field).toBeFocused();

    await chat.locator('input[type="file"]').setInputFiles(photo);
    await expect(chat.getByRole('list', { name: 'Seçilmiş şəkillər' }).getByRole('listitem')).toHaveAttribute(
      'data-state',
      'success',
      {
        timeout: 30_000,
      },
    );
    await field.fill(buyerMessage);
    await field.press('Enter');
    const log = chat.getByRole('log');
    // Stored, the text comes back with the number hidden (the policy's rule), also on the buyer's side.
    await expect(log.getByText('Salam! Bunu bənövşəyi rəngdə toxuya bilərsinizmi? Nömrəm •••')).toBeVisible();
    await expect(log.getByRole('link', { name: 'Şəkil 1: tam ölçüdə yeni vərəqdə açın' })).toBeVisible();
    await expect(log).not.toContainText(PHONE);
  });

  await test.step('the seller sees the unread count in the sidebar without a reload, and the conversation in Messages', async () => {
    await expect(sellerMenu.getByRole('link', { name: 'Mesajlar 1 oxunmamış' })).toBeVisible();
    await sellerMenu.getByRole('link', { name: /^Mesajlar/ }).click();
    await expect(seller).toHaveURL(`${sites.merchant}/messages`);
    const row = seller.getByRole('list', { name: 'Söhbətlər' }).getByRole('link', { name: new RegExp(BUYER) });
    await expect(row).toContainText(productName);
    await row.click();
    await expect(seller).toHaveURL(/\/messages\?chat=[0-9a-f-]{36}$/);
  });

  const conversation = seller.getByRole('region', { name: BUYER });
  await test.step('the phone number the buyer typed shows hidden to the seller; opening it marks it read', async () => {
    const log = conversation.getByRole('log');
    await expect(log.getByText('Salam! Bunu bənövşəyi rəngdə toxuya bilərsinizmi? Nömrəm •••')).toBeVisible();
    await expect(log.getByText('Əlaqə məlumatları gizlədildi')).toBeVisible();
    await expect(log).not.toContainText(PHONE);
    await expect(log.getByRole('link', { name: 'Şəkil 1: tam ölçüdə yeni vərəqdə açın' })).toBeVisible();
    // The card links the product on the shopper site.
    await expect(conversation.getByRole('link', { name: `Söhbətin məhsulu: ${productName}` })).toHaveAttribute(
      'href',
      `${sites.shopper}${productHref({ id: itemId, productName })}`,
    );
    await expect(sellerMenu.getByRole('link', { name: 'Mesajlar', exact: true })).toBeVisible();
  });

  await test.step('the seller answers, and the buyer sees it without a reload', async () => {
    const field = conversation.getByRole('textbox', { name: 'Mesaj' });
    await field.fill('Bəli, toxuyaram. Üç həftəyə hazır olar, qiyməti 75 ₼.');
    await field.press('Enter');
    await expect(conversation.getByRole('log').getByText('Bəli, toxuyaram. Üç həftəyə hazır olar, qiyməti 75 ₼.')).toBeVisible();
    await expect(chat.getByRole('log').getByText('Bəli, toxuyaram. Üç həftəyə hazır olar, qiyməti 75 ₼.')).toBeVisible();
  });

  await test.step('the buyer finds the conversation under the profile, and it opens the product with the chat open', async () => {
    await page.goto(`${sites.shopper}/profile`);
    const mine = page.getByRole('list', { name: 'Söhbətlərim' }).getByRole('link', { name: new RegExp(store) });
    await expect(mine).toContainText(productName);
    await mine.click();
    await untilHydrated(page);
    await expect(page).toHaveURL(new RegExp(`/item\\?name=[^#]+&id=${itemId}$`));
    await expect(chat.getByRole('log').getByText('Bəli, toxuyaram. Üç həftəyə hazır olar, qiyməti 75 ₼.')).toBeVisible();
  });
  await seller.context().close();
});

test('a message just sent shows no read tick; it shows, live, once the other side opens the conversation, on either side', async ({
  page,
  browser,
  sites,
  outboxDir,
}) => {
  test.setTimeout(120_000);
  const productName = `Saxsı güldan ${Date.now() % 100_000}`;
  const { email: sellerEmail, itemId } = await sellerWithProduct(sites.shopper, outboxDir, productName);
  const buyerToken = await registerThroughApi(sites.shopper, outboxDir, uniqueEmail('chat-ticks'), ACCOUNT_TYPE.CLIENT);
  await postJson(`${sites.shopper}${API_PATHS.auth.updateAccount}`, { editedValues: { name: BUYER } }, buyerToken);
  await dismissPromotions(page);
  await page.addInitScript(
    ([token, keys]) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.accountType, '1');
    },
    [buyerToken, { token: STORAGE_KEYS.token, accountType: STORAGE_KEYS.accountType }] as const,
  );
  const chat = page.getByRole('complementary', { name: 'Satıcı ilə söhbət' });
  const buyerLog = chat.getByRole('log');
  const question = 'Salam! Bu güldanın hündürlüyü neçə santimetrdir?';
  const answer = 'Salam! Otuz santimetr.';

  await test.step('the buyer writes: the stored message shows without a read tick, and keeps none', async () => {
    await page.goto(`${sites.shopper}/item?name=guldan&id=${itemId}`);
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Fərdi sifariş' }).click();
    const field = chat.getByRole('textbox', { name: 'Mesaj' });
    await expect(field).toBeFocused();
    await field.fill(question);
    await field.press('Enter');
    await expect(buyerLog.getByText(question)).toBeVisible();
    await expect(buyerLog.getByText('Göndərilir…')).toHaveCount(0);
    // The live frames of the send (the message, the buyer's own read mark, the inbox) have had time to arrive.
    await page.waitForTimeout(2_000);
    await expect(buyerLog.getByText('Oxundu')).toHaveCount(0);
  });

  const seller = await signedInPage(browser, sites.merchant, sellerEmail);
  const conversation = seller.getByRole('region', { name: BUYER });
  const sellerLog = conversation.getByRole('log');
  await test.step('the seller opens the conversation: the buyer sees the read tick without a reload', async () => {
    await seller.goto(`${sites.merchant}/messages`);
    await seller
      .getByRole('list', { name: 'Söhbətlər' })
      .getByRole('link', { name: new RegExp(BUYER) })
      .click();
    await expect(sellerLog.getByText(question)).toBeVisible();
    await expect(buyerLog.getByText('Oxundu')).toBeVisible();
  });

  await test.step('the seller answers: no tick under the answer until the buyer, whose panel is open, has read it', async () => {
    const field = conversation.getByRole('textbox', { name: 'Mesaj' });
    await field.fill(answer);
    await field.press('Enter');
    await expect(sellerLog.getByText(answer)).toBeVisible();
    // The buyer's open panel shows the answer and marks it read: the seller's tick follows live.
    await expect(buyerLog.getByText(answer)).toBeVisible();
    await expect(sellerLog.getByText('Oxundu')).toBeVisible();
  });

  await test.step('the seller writes again with the buyer’s panel closed: that message shows no tick', async () => {
    await chat.getByRole('button', { name: 'Çatı bağlayın' }).click();
    await expect(chat).toBeHidden();
    const field = conversation.getByRole('textbox', { name: 'Mesaj' });
    await field.fill('Rəngini də seçə bilərsiniz.');
    await field.press('Enter');
    const last = sellerLog.getByRole('listitem').filter({ hasText: 'Rəngini də seçə bilərsiniz.' });
    await expect(last).toBeVisible();
    await expect(sellerLog.getByText('Göndərilir…')).toHaveCount(0);
    await seller.waitForTimeout(2_000);
    await expect(last.getByText('Oxundu')).toHaveCount(0);
    // The tick stays under the answer the buyer read.
    await expect(sellerLog.getByRole('listitem').filter({ hasText: answer }).getByText('Oxundu')).toBeVisible();
  });
  await seller.context().close();
});

test('a guest pressing custom order signs in and comes back to the product page with the chat open', async ({
  page,
  sites,
  outboxDir,
}) => {
  const productName = `Xalça ${Date.now() % 100_000}`;
  const { itemId, store } = await sellerWithProduct(sites.shopper, outboxDir, productName);
  const email = uniqueEmail('chat-guest');
  await registerThroughApi(sites.shopper, outboxDir, email, ACCOUNT_TYPE.CLIENT);
  const itemUrl = `${sites.shopper}/item?name=xalca&id=${itemId}`;
  await dismissPromotions(page);
  await page.goto(itemUrl);
  await untilHydrated(page);

  await page.getByRole('button', { name: 'Fərdi sifariş' }).click();
  const popup = page.getByRole('dialog');
  await popup.getByLabel('E-poçt və ya telefon nömrəsi').fill(email);
  await popup.getByRole('button', { name: 'Davam et' }).click();
  await popup.getByLabel('Şifrə', { exact: true }).fill(TEST_PASSWORD);
  await popup.locator('form').getByRole('button', { name: 'Daxil ol' }).click();

  // The sign-in goes through this host's redirect page and back (the address is the product's
  // before it leaves, too): first the panel open after the round trip — up to 30 s on a loaded
  // machine — then the address, back on the product page with the marker gone.
  const chat = page.getByRole('complementary', { name: 'Satıcı ilə söhbət' });
  await expect(chat.getByRole('heading', { name: store })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(itemUrl);
  await expect(chat.getByRole('textbox', { name: 'Mesaj' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fərdi sifariş' })).toHaveAttribute('aria-expanded', 'true');
});

test('the support button keeps clear of the open chat panel: no welcome bubble over its composer on a short desktop screen, no button under it on a phone', async ({
  page,
  sites,
  outboxDir,
}) => {
  const productName = `Kəlağayı ${Date.now() % 100_000}`;
  const { itemId } = await sellerWithProduct(sites.shopper, outboxDir, productName);
  const buyerToken = await registerThroughApi(sites.shopper, outboxDir, uniqueEmail('chat-clear'), ACCOUNT_TYPE.CLIENT);
  await dismissPromotions(page);
  await page.addInitScript(
    ([token, keys]) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.accountType, '1');
    },
    [buyerToken, { token: STORAGE_KEYS.token, accountType: STORAGE_KEYS.accountType }] as const,
  );
  const chat = page.getByRole('complementary', { name: 'Satıcı ilə söhbət' });
  const press = page.getByRole('button', { name: 'Fərdi sifariş' });
  const welcome = page.getByRole('status').filter({ hasText: 'Hədiyyə seçməkdə' });
  const supportButton = page.getByRole('button', { name: 'Dəstək çatını açın', exact: true });
  /** What a press in the middle of the composer's field and on its send button would reach. */
  const composerReached = () =>
    chat.evaluate((panel) =>
      [panel.querySelector('textarea'), panel.querySelector('button[type="submit"]')].map((control) => {
        const box = control!.getBoundingClientRect();
        return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('button, textarea') === control;
      }),
    );

  await test.step('a 720 px tall desktop screen: with the panel open no welcome shows over its composer; it shows once the panel closes', async () => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${sites.shopper}/item?name=kelagayi&id=${itemId}`);
    await untilHydrated(page);
    await press.click();
    await expect(chat.getByRole('textbox', { name: 'Mesaj' })).toBeFocused();
    // Past the welcome's 5 s.
    await page.waitForTimeout(6_000);
    await expect(welcome).toHaveCount(0);
    await expect(supportButton).toBeVisible();
    expect(await composerReached()).toEqual([true, true]);
    await chat.getByRole('button', { name: 'Çatı bağlayın' }).click();
    await expect(welcome).toBeVisible();
  });

  await test.step('a phone: the panel fills the screen and the support button steps aside until it closes', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${sites.shopper}/item?name=kelagayi&id=${itemId}`);
    await untilHydrated(page);
    await expect(supportButton).toBeVisible();
    await press.click();
    await expect(chat.getByRole('textbox', { name: 'Mesaj' })).toBeFocused();
    await expect(supportButton).toBeHidden();
    expect(await composerReached()).toEqual([true, true]);
    await chat.getByRole('button', { name: 'Çatı bağlayın' }).click();
    await expect(supportButton).toBeVisible();
  });
});
