import { ACCOUNT_TYPE, API_PATHS, type AdminCategories } from '@marketplace/contract';
import { postJson, registerThroughApi, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';

// Categories Management (issue 16): the admin moves two products to another category with Move to…
// and confirms; the shopper's category page then shows them.

function productForm(selectedCategory: number, productName: string) {
  return {
    productName,
    authorName: 'Usta Əli',
    productPrice: 40,
    discountType: '',
    discountValue: 0,
    saleType: 'item',
    selectedCategory,
    productInfo: '<p>Əl ilə toxunub.</p>',
    coverImage: `/media/covers/${'a1'.repeat(16)}.webp`,
    media: [],
    itemType: 1,
    attributes: [],
  };
}

test('the admin moves two products to another category and confirms; the shopper’s category page shows them', async ({
  page,
  sites,
  outboxDir,
}) => {
  const run = Date.now() % 100_000;
  const names = [`Köçən xalça ${run}`, `Köçən kilim ${run}`];
  const seller = await registerThroughApi(sites.shopper, outboxDir, uniqueEmail('category-seller'), ACCOUNT_TYPE.MERCHANT);
  // A store is shown to buyers only once it has a name.
  await postJson(
    `${sites.shopper}${API_PATHS.auth.updateAccount}`,
    { editedValues: { companyName: `Köçürmə Evi ${run}` } },
    seller,
  );

  await test.step('the admin signs in on the admin host', async () => {
    await page.goto(`${sites.admin}/login`);
    await page.getByLabel('İstifadəçi adı və ya e-poçt').fill(process.env.E2E_ADMIN_IDENTIFIER!);
    await page.getByLabel('Şifrə', { exact: true }).fill(process.env.E2E_ADMIN_PASSWORD!);
    await page.getByRole('button', { name: 'Daxil ol' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
  });

  // Two fresh leaves under one parent, through the admin's own calls, and two products in the first.
  const call = <T>(path: string, body?: unknown) =>
    page.evaluate(
      async ([path, body]) => {
        const answer = await fetch(path as string, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { authorization: `Bearer ${localStorage.getItem('token')}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return answer.json();
      },
      [path, body] as const,
    ) as Promise<T>;
  const parent = await call<{ id: number }>(API_PATHS.item.addCategory, { titles: { az: `Köçürmə ${run}` } });
  const from = await call<{ id: number }>(API_PATHS.item.addCategory, {
    titles: { az: `Mənbə ${run}` },
    upperCategoryId: parent.id,
  });
  const to = await call<{ id: number }>(API_PATHS.item.addCategory, {
    titles: { az: `Hədəf ${run}` },
    upperCategoryId: parent.id,
  });
  for (const name of names) await postJson(`${sites.shopper}${API_PATHS.item.addNewItem}`, productForm(from.id, name), seller);

  await test.step('the source category lists both; Move stays off until there is a selection and a target', async () => {
    await page.goto(`${sites.admin}/categories?category=${from.id}`);
    await expect(page.getByRole('heading', { level: 2, name: `Mənbə ${run} kateqoriyasındakı məhsullar` })).toBeVisible();
    const move = page.getByRole('button', { name: 'Köçür', exact: true });
    await expect(move).toBeDisabled();
    for (const name of names) await page.getByRole('checkbox', { name: `${name} seç` }).click();
    await expect(move).toBeDisabled();
    await page.getByRole('button', { name: /Seçilmiş 2 məhsulu köçür/ }).click();
    await page.getByRole('combobox', { name: 'Kateqoriya axtarın' }).fill(`Hədəf ${run}`);
    await page.keyboard.press('Enter');
    await move.click();
    const pending = page.getByRole('region', { name: 'Gözləyən köçürmələr' });
    for (const name of names) await expect(pending.getByText(`${name}: Mənbə ${run} → Hədəf ${run}`)).toBeVisible();
  });

  await test.step('leaving with moves not confirmed asks first', async () => {
    await page.getByRole('link', { name: 'Məhsullar' }).first().click();
    const ask = page.getByRole('dialog', { name: 'Təsdiqləmədən çıxılsın?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Qal' }).click();
    await expect(page).toHaveURL(new RegExp(`/categories\\?category=${from.id}`));
  });

  await test.step('Confirm Changes (2) commits both moves and clears the list', async () => {
    await page.getByRole('button', { name: 'Dəyişiklikləri təsdiqlə (2)' }).click();
    await expect(page.getByText('2 məhsul köçürüldü')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dəyişiklikləri təsdiqlə (0)' })).toBeDisabled();
    await expect(page.getByText('Bu kateqoriyada məhsul yoxdur.')).toBeVisible();
  });

  await test.step('the shopper’s category page shows them', async () => {
    const { categories } = await call<AdminCategories>(API_PATHS.item.getAdminCategories);
    const target = categories.find((category) => category.id === to.id)!;
    expect(target.productCount).toBe(2);
    await page.goto(`${sites.shopper}/category?name=${encodeURIComponent(target.urlPath)}&id=${to.id}`);
    for (const name of names) await expect(page.getByText(name).first()).toBeVisible();
  });
});
