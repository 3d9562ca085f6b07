import { ACCOUNT_TYPE, API_PATHS } from '@marketplace/contract';
import { postJson, registerThroughApi, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';

// Products Management (issue 16): the admin finds a store's product, hides it (its shopper page is
// gone), shows it again (the page is back), deletes it and restores it.

function productForm(selectedCategory: number, productName: string) {
  return {
    productName,
    authorName: 'Usta Əli',
    productPrice: 40,
    discountType: 'AMOUNT',
    discountValue: 5,
    saleType: 'item',
    selectedCategory,
    productInfo: '<p>Əl ilə toxunub.</p>',
    coverImage: `/media/covers/${'a1'.repeat(16)}.webp`,
    media: [],
    itemType: 1,
    attributes: [],
  };
}

test('the admin hides a product (its shopper page is gone), shows it again, deletes and restores it', async ({
  page,
  browser,
  sites,
  outboxDir,
}) => {
  const name = `Gizlənən kəlağayı ${Date.now() % 100_000}`;
  const sellerEmail = uniqueEmail('products-seller');
  const seller = await registerThroughApi(sites.shopper, outboxDir, sellerEmail, ACCOUNT_TYPE.MERCHANT);
  // A store is shown to buyers only once it has a name.
  await postJson(
    `${sites.shopper}${API_PATHS.auth.updateAccount}`,
    { editedValues: { companyName: `Kəlağayı Evi ${Date.now() % 100_000}` } },
    seller,
  );
  const leaves = (await (await fetch(`${sites.shopper}${API_PATHS.item.getCategoryList}`)).json()) as Array<{
    id: number;
    isLeaf: boolean;
  }>;
  const leaf = leaves.find((category) => category.isLeaf)!;
  const item = await postJson<{ id: string }>(`${sites.shopper}${API_PATHS.item.addNewItem}`, productForm(leaf.id, name), seller);
  const shopper = await browser.newPage();
  const itemPage = `${sites.shopper}/item?name=kelagayi&id=${item.id}`;
  const shopperSees = async () => {
    const answer = await shopper.goto(itemPage);
    return answer?.status() === 200 && (await shopper.getByRole('heading', { level: 1, name }).isVisible());
  };
  expect(await shopperSees()).toBe(true);

  await test.step('the admin signs in and finds the product by its name', async () => {
    await page.goto(`${sites.admin}/login`);
    await page.getByLabel('İstifadəçi adı və ya e-poçt').fill(process.env.E2E_ADMIN_IDENTIFIER!);
    await page.getByLabel('Şifrə', { exact: true }).fill(process.env.E2E_ADMIN_PASSWORD!);
    await page.getByRole('button', { name: 'Daxil ol' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
    await page.getByRole('searchbox', { name: 'Məhsullarda axtar' }).fill(name);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=/);
    await expect(page.getByRole('article')).toHaveCount(1);
  });
  const card = page.getByRole('article', { name });

  await test.step('the store found by its e-mail shows only its products', async () => {
    await page.getByRole('searchbox', { name: 'Mağaza axtar' }).fill(sellerEmail);
    await page.keyboard.press('Enter');
    const pick = page.getByRole('combobox', { name: 'Tapılan mağazalar' });
    await pick.selectOption({ index: 1 });
    await expect(page).toHaveURL(/store=/);
    await expect(page.getByText('1 məhsul', { exact: true })).toBeVisible();
    await expect(card).toBeVisible();
  });

  await test.step('hidden: the card says so and the shopper page is gone', async () => {
    await expect(card.getByText('Satışda')).toBeVisible();
    await expect(card.getByText('5,00 ₼ endirim')).toBeVisible();
    await card.getByRole('button', { name: 'Gizlət', exact: true }).click();
    await expect(page.getByText('1 məhsul gizlədildi')).toBeVisible();
    await expect(card.getByText('Gizli', { exact: true })).toBeVisible();
    expect(await shopperSees()).toBe(false);
  });

  await test.step('shown again: the shopper page is back', async () => {
    await card.getByRole('button', { name: 'Göstər', exact: true }).click();
    await expect(card.getByText('Satışda')).toBeVisible();
    expect(await shopperSees()).toBe(true);
  });

  await test.step('deleted after a confirmation, then restored from the deleted products', async () => {
    await card.getByRole('button', { name: 'Sil', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `“${name}” silinsin?` });
    await confirm.getByRole('button', { name: 'Sil', exact: true }).click();
    await expect(page.getByRole('article')).toHaveCount(0);
    expect(await shopperSees()).toBe(false);
    await page.getByRole('group', { name: 'Vəziyyətə görə süz' }).getByRole('button', { name: 'Silinib' }).click();
    await expect(page).toHaveURL(/status=DELETED/);
    await card.getByRole('button', { name: 'Bərpa et', exact: true }).click();
    await expect(page.getByText('1 məhsul bərpa olundu')).toBeVisible();
    expect(await shopperSees()).toBe(true);
  });
  await shopper.close();
});
