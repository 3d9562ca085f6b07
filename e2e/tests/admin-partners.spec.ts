import type { Page } from '@playwright/test';
import { ACCOUNT_TYPE, API_PATHS, type CategoryFlat } from '@marketplace/contract';
import { postJson, registerThroughApi, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { signedInPage } from '../shop.ts';

// The Partners section (issue 16): the admin deactivates a store (its products leave the shopper
// site) and activates it again, marks it premium (the seller's dashboard shows it), then takes a
// category from the store's permissions (the seller's product form no longer offers it).

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

/** The category titles the seller's product form offers for a search. */
async function offeredCategories(page: Page, merchant: string, search: string): Promise<string[]> {
  await page.goto(`${merchant}/products`);
  await page.getByRole('button', { name: 'Yeni məhsul' }).first().click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: /^Kateqoriya/ }).click();
  await page.getByRole('combobox', { name: 'Kateqoriya axtarın' }).fill(search);
  return page.getByRole('option').allInnerTexts();
}

test('the admin deactivates a store (its products leave the shopper site), marks it premium (its dashboard shows it) and restricts its categories (its product form no longer offers them)', async ({
  page,
  browser,
  sites,
  outboxDir,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now() % 100_000;
  const storeName = `Tərtər Toxuculuq ${stamp}`;
  const productName = `Tərtər kilimi ${stamp}`;
  const email = uniqueEmail('partners-seller');
  const token = await registerThroughApi(sites.shopper, outboxDir, email, ACCOUNT_TYPE.MERCHANT);
  await postJson(`${sites.shopper}${API_PATHS.auth.updateAccount}`, { editedValues: { companyName: storeName } }, token);

  const categories = (await (await fetch(`${sites.shopper}${API_PATHS.item.getCategoryList}?lng=az`)).json()) as CategoryFlat[];
  const byId = new Map(categories.map((category) => [category.id, category]));
  // Titles no other category contains, so a search finds just that one.
  const leaves = categories.filter(
    (category) => category.isLeaf && categories.filter((other) => other.title.includes(category.title)).length === 1,
  );
  // The category to take away (one with a parent, so its tree has to be opened) and one the store keeps.
  const taken = leaves.find((category) => category.upperCategoryId !== null)!;
  const kept = leaves.find((category) => category.id !== taken.id)!;
  const item = await postJson<{ id: string }>(
    `${sites.shopper}${API_PATHS.item.addNewItem}`,
    productForm(taken.id, productName),
    token,
  );

  const shopper = await browser.newPage();
  const itemPage = `${sites.shopper}/item?name=kilim&id=${item.id}`;
  const shopperSees = async () => {
    const answer = await shopper.goto(itemPage);
    return answer?.status() === 200 && (await shopper.getByRole('heading', { level: 1, name: productName }).isVisible());
  };
  expect(await shopperSees()).toBe(true);

  await test.step('the admin signs in on the admin host and finds the store in Partners', async () => {
    await page.goto(`${sites.admin}/login`);
    await page.getByLabel('İstifadəçi adı və ya e-poçt').fill(process.env.E2E_ADMIN_IDENTIFIER!);
    await page.getByLabel('Şifrə', { exact: true }).fill(process.env.E2E_ADMIN_PASSWORD!);
    await page.getByRole('button', { name: 'Daxil ol' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
    await page.getByRole('link', { name: 'Partnyorlar' }).first().click();
    await page.waitForURL((url) => url.pathname === '/partners');
    await page.getByRole('searchbox', { name: 'Partnyor axtar' }).fill(storeName);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/partners\?q=/);
    await expect(page.getByRole('row', { name: new RegExp(storeName) })).toBeVisible();
  });
  const row = page.getByRole('row', { name: new RegExp(storeName) });

  await test.step('deactivated: the row says so once the server has it, and the product leaves the shopper site', async () => {
    await row.getByRole('button', { name: `${storeName} — deaktiv et` }).click();
    // It asks first, naming the store.
    const confirm = page.getByRole('dialog', { name: `«${storeName}» deaktiv edilsin?` });
    await confirm.getByRole('button', { name: 'Deaktiv et' }).click();
    await expect(page.getByText(`${storeName} deaktiv edildi`)).toBeVisible();
    await expect(row.getByText('Deaktiv', { exact: true })).toBeVisible();
    expect(await shopperSees()).toBe(false);
    // The filter is kept in the address.
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Deaktiv' }).click();
    await expect(page).toHaveURL(/status=INACTIVE/);
    await expect(row).toBeVisible();
  });

  await test.step('activated again: the product is back', async () => {
    await row.getByRole('button', { name: `${storeName} — aktivləşdir` }).click();
    await expect(page.getByText(`${storeName} yenidən aktivdir.`)).toBeVisible();
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Hamısı' }).click();
    await expect(row.getByText('Aktiv', { exact: true })).toBeVisible();
    expect(await shopperSees()).toBe(true);
  });

  // The deactivation ended the seller's sessions: it signs in again.
  const seller = await signedInPage(browser, sites.merchant, email);
  expect(await offeredCategories(seller, sites.merchant, taken.title)).toEqual(
    expect.arrayContaining([expect.stringContaining(taken.title)]),
  );

  await test.step("marked premium: the seller's dashboard shows it", async () => {
    await seller.goto(sites.merchant);
    await expect(seller.getByRole('heading', { name: storeName })).toBeVisible();
    await expect(seller.getByText('Premium', { exact: true })).toHaveCount(0);
    const premium = row.getByRole('checkbox', { name: `Premium: ${storeName}` });
    await expect(premium).toHaveAttribute('aria-checked', 'false');
    await premium.click();
    await expect(page.getByText(`${storeName} artıq premiumdur.`)).toBeVisible();
    await expect(premium).toHaveAttribute('aria-checked', 'true');
    await seller.reload();
    await expect(seller.getByText('Premium', { exact: true })).toBeVisible();
  });

  await test.step('the admin unticks a category in the details and saves', async () => {
    await row.getByRole('button', { name: `${storeName} — ətraflı` }).click();
    const details = page.getByRole('dialog', { name: storeName });
    await expect(details.getByRole('button', { name: 'Dəyişiklikləri yadda saxla' })).toHaveCount(0);
    const ancestors: CategoryFlat[] = [];
    for (let up = taken.upperCategoryId; up !== null; up = byId.get(up)?.upperCategoryId ?? null)
      ancestors.unshift(byId.get(up)!);
    for (const ancestor of ancestors) {
      await details.getByRole('button', { name: `${ancestor.title} — alt kateqoriyaları göstər` }).click();
    }
    const box = details.getByRole('checkbox', { name: taken.title, exact: true });
    await expect(box).toHaveAttribute('aria-checked', 'true');
    await box.click();
    await expect(box).toHaveAttribute('aria-checked', 'false');
    await expect(details.getByRole('checkbox', { name: ancestors.at(-1)!.title, exact: true })).toHaveAttribute(
      'aria-checked',
      /mixed|false/,
    );
    await details.getByRole('button', { name: 'Dəyişiklikləri yadda saxla' }).click();
    await expect(page.getByText(`${storeName} üçün kateqoriya icazələri yadda saxlanıldı.`)).toBeVisible();
    await expect(details.getByRole('button', { name: 'Dəyişiklikləri yadda saxla' })).toHaveCount(0);
  });

  await test.step("the seller's product form no longer offers it, and still offers the others", async () => {
    expect(await offeredCategories(seller, sites.merchant, taken.title)).not.toEqual(
      expect.arrayContaining([expect.stringContaining(taken.title)]),
    );
    expect(await offeredCategories(seller, sites.merchant, kept.title)).toEqual(
      expect.arrayContaining([expect.stringContaining(kept.title)]),
    );
  });
  await seller.context().close();
  await shopper.close();
});
