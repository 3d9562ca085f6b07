import path from 'node:path';
import { tmpdir } from 'node:os';
import type { Page } from '@playwright/test';
import { ACCOUNT_TYPE, API_PATHS, type CategoryFlat, type Item } from '@marketplace/contract';
import { categoryHref } from '../../design-system/src/rules/hrefs.ts';
import { TEST_PASSWORD, nextCode, postJson, registerThroughApi, uniqueEmail } from '../accounts.ts';
import { makePhoto } from '../fixtures/media.ts';
import { expect, test } from '../fixtures.ts';

const PRODUCT = 'Nar naxışlı ipək kəlağayı';

async function signUpAsSeller(page: Page, merchant: string, outboxDir: string, email: string) {
  await page.goto(merchant);
  const popup = page.getByRole('dialog');
  await popup.getByRole('button', { name: 'Qeydiyyatdan keç' }).click();
  await popup.getByLabel('E-poçt və ya telefon nömrəsi').fill(email);
  await popup.getByRole('button', { name: 'Kodu göndər' }).click();
  await popup.getByLabel('Təsdiq kodu').fill(await nextCode(outboxDir, email));
  await popup.getByRole('button', { name: 'Təsdiqlə' }).click();
  await popup.getByLabel('Yeni şifrə').fill(TEST_PASSWORD);
  await popup.getByLabel('Şifrəni təkrarlayın').fill(TEST_PASSWORD);
  await popup.getByRole('button', { name: 'Qeydiyyatı tamamla' }).click();
  await page.waitForURL((url) => url.origin === merchant && url.pathname === '/');
  await expect(page.getByRole('navigation', { name: 'Əsas menyu' })).toBeVisible();
}

test('a new seller fills the profile, lists a product that shoppers find at its sale price, and hides it again', async ({
  page,
  sites,
  outboxDir,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('seller');
  const cover = path.join(tmpdir(), `cover-${Date.now()}.jpg`);
  const gallery = path.join(tmpdir(), `gallery-${Date.now()}.png`);
  await makePhoto(cover, 3, 'jpeg');
  await makePhoto(gallery, 4, 'png');

  await test.step('sign up on the merchant host', () => signUpAsSeller(page, sites.merchant, outboxDir, email));
  // Read from the browser's storage rather than the page, which may still be settling after sign-up.
  const storedToken = async () =>
    (await page.context().storageState()).origins
      .find((origin) => origin.origin === sites.merchant)
      ?.localStorage.find((entry) => entry.name === 'token')?.value ?? '';
  await expect.poll(storedToken).not.toBe('');
  const token = await storedToken();

  await test.step('fill the store profile', async () => {
    await page.getByRole('navigation', { name: 'Əsas menyu' }).getByRole('link', { name: 'Profil' }).click();
    await page.getByLabel('Mağazanın adı').fill('Nar Atelyesi');
    await page.getByLabel('Telefon nömrəsi').fill('+994 50 123 45 67');
    await expect(page.getByLabel('Hesabın e-poçtu')).toHaveValue(email);
    await expect(page.getByLabel('Hesabın e-poçtu')).not.toBeEditable();
    await page.getByRole('button', { name: 'Dəyişiklikləri yadda saxla' }).click();
    await expect(page.getByText('Mağaza profili yadda saxlanıldı.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Mağazanın adı')).toHaveValue('Nar Atelyesi');
  });

  let category: CategoryFlat;
  await test.step('create a product with attributes, two pockets, a percentage discount, a cover and a gallery photo', async () => {
    await page.goto(`${sites.merchant}/products`);
    await page.getByRole('button', { name: 'Yeni məhsul' }).first().click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: /^Məhsulun adı/ }).fill(PRODUCT);
    await form.getByRole('textbox', { name: /^Müəllifin adı/ }).fill('Səadət Həsənova');
    await form.getByRole('textbox', { name: /^Məhsulun qiyməti/ }).fill('50');
    await form.getByRole('combobox', { name: 'Endirim növü' }).selectOption('PERCENTAGE');
    await form.getByRole('textbox', { name: /^Endirim faizi/ }).fill('20');
    await expect(form.getByRole('status', { name: 'Satış qiyməti' })).toHaveText('40,00 ₼');
    await form.getByRole('textbox', { name: /^Məhsul haqqında/ }).fill('Əl ilə toxunmuş, təbii ipəkdən kəlağayı.');

    ({
      categories: [category],
    } = await page.evaluate(
      async ([path, bearer]) => (await fetch(path, { headers: { authorization: `Bearer ${bearer}` } })).json(),
      [`${API_PATHS.merchant.getPermittedCategories}?lng=az`, token] as const,
    )) as { categories: CategoryFlat[] };
    await form.getByRole('button', { name: /^Kateqoriya/ }).click();
    await page.getByRole('combobox', { name: 'Kateqoriya axtarın' }).fill(category!.title);
    await page
      .getByRole('option', { name: new RegExp(category!.title) })
      .first()
      .click();

    await form.getByRole('combobox', { name: 'Atribut axtarın və ya yenisini yazın' }).fill('rəng');
    await page.keyboard.press('Enter');
    await form.getByRole('textbox', { name: 'Rəng üçün yeni dəyər' }).fill('Qırmızı');
    await page.keyboard.press('Enter');
    await form.getByRole('textbox', { name: 'Rəng üçün yeni dəyər' }).fill('Mavi');
    await page.keyboard.press('Enter');

    await form.getByRole('textbox', { name: 'Yeni qablaşdırmanın adı' }).fill('Hədiyyə qutusu');
    await form.getByRole('button', { name: 'Qablaşdırma əlavə et' }).click();
    await form.getByRole('button', { name: 'Hədiyyə qutusu haqqını 0,5 ₼ artır' }).click();
    await form.getByRole('button', { name: 'Hədiyyə qutusu haqqını 0,5 ₼ artır' }).click();

    await form.getByLabel('Üz qabığı şəklini seçin').setInputFiles(cover);
    await form.getByLabel('Şəkil əlavə et').setInputFiles(gallery);
    await expect(form.getByRole('button', { name: 'Üz qabığını sil' })).toBeVisible({ timeout: 30_000 });
    await expect(form.getByRole('list', { name: 'Qalereya şəkilləri' }).getByRole('img', { name: 'Şəkil 1 / 1' })).toBeVisible({
      timeout: 30_000,
    });

    await form.getByRole('button', { name: 'Məhsulu əlavə et' }).click();
    await expect(page.getByText('Məhsul əlavə olundu')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(PRODUCT)).toBeVisible();
  });

  const [created] = (
    await postJson<{ items: Item[] }>(
      `${sites.shopper}${API_PATHS.merchant.getItemListByPage}`,
      { page_size: 12, offset: 0 },
      token,
    )
  ).items;
  await test.step('the server kept what the form sent, the cover compressed', async () => {
    expect(created).toMatchObject({
      productName: PRODUCT,
      productPrice: 50,
      discountType: 'PERCENTAGE',
      discountValue: 20,
      salePrice: 40,
      attributes: [{ key: 'Rəng', values: ['Qırmızı', 'Mavi'] }],
    });
    expect(created!.pocketTypes.map((pocket) => pocket.name)).toEqual(['Standart', 'Hədiyyə qutusu']);
    expect(Object.values(created!.pocketFees)).toContain(1);
    expect(created!.coverImage).not.toBe('');
    expect(created!.media).toHaveLength(1);
  });

  await test.step('with 13 products the second page holds one', async () => {
    for (let n = 1; n <= 12; n += 1) {
      await postJson(
        `${sites.shopper}${API_PATHS.item.addNewItem}`,
        {
          productName: `Kiçik xalça №${n}`,
          authorName: 'Səadət Həsənova',
          productPrice: 10 + n,
          productInfo: '<p>Yun.</p>',
          selectedCategory: category!.id,
          coverImage: created!.coverImage,
        },
        token,
      );
    }
    await page.goto(`${sites.merchant}/products`);
    await expect(page.getByRole('button', { name: 'Düzəliş et' })).toHaveCount(12);
    await page.goto(`${sites.merchant}/products?page=2`);
    await expect(page.getByRole('button', { name: 'Düzəliş et' })).toHaveCount(1);
    await expect(page.getByText(PRODUCT)).toBeVisible();
  });

  await test.step('shoppers find it in its category at the sale price', async () => {
    const shopper = await page.context().newPage();
    await shopper.goto(`${sites.shopper}${categoryHref(category!)}`);
    const card = shopper.getByRole('article').filter({ hasText: PRODUCT.slice(0, 20) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('40,00');
    await shopper.close();
  });

  await test.step('hidden from the panel, it is gone from the shopper site', async () => {
    await page.getByRole('button', { name: 'Gizlət' }).click();
    await expect(page.getByText('1 məhsul gizlədildi')).toBeVisible();
    const shopper = await page.context().newPage();
    await shopper.goto(`${sites.shopper}${categoryHref(category!)}`);
    await expect(shopper.getByRole('main')).toBeVisible();
    await expect(shopper.getByText(PRODUCT.slice(0, 20))).toHaveCount(0);
    await shopper.close();
  });

  await test.step("another seller's edit is refused by the API", async () => {
    const other = await registerThroughApi(sites.shopper, outboxDir, uniqueEmail('other-seller'), ACCOUNT_TYPE.MERCHANT);
    const answer = await fetch(`${sites.shopper}${API_PATHS.item.updateItem}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${other}` },
      body: JSON.stringify({
        id: created!.id,
        productName: 'Oğurlanmış',
        authorName: 'X',
        productPrice: 1,
        productInfo: '<p>x</p>',
        selectedCategory: category!.id,
      }),
    });
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('NOT_ITEM_OWNER');
  });
});
