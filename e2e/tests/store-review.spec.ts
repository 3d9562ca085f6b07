import { ACCOUNT_TYPE, API_PATHS } from '@marketplace/contract';
import { postJson, registerThroughApi, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { signedInPage } from '../shop.ts';

// The store review: a new seller names the store in the panel and lists a product; the store waits
// in the admin's review queue; the admin approves it; a shopper then sees the store as verified on
// its page and on the product page.

function productForm(selectedCategory: number, productName: string) {
  return {
    productName,
    authorName: 'Usta Leyla',
    productPrice: 35,
    discountType: '',
    discountValue: 0,
    saleType: 'item',
    selectedCategory,
    productInfo: '<p>Əl ilə toxunub.</p>',
    coverImage: `/media/covers/${'b2'.repeat(16)}.webp`,
    media: [],
    itemType: 1,
    attributes: [],
  };
}

test('a new store waits in the review queue, the admin approves it, and a shopper sees it as verified', async ({
  page,
  browser,
  sites,
  outboxDir,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now() % 100_000;
  const storeName = `Zaqatala Toxuculuq ${stamp}`;
  const productName = `Zaqatala kilimi ${stamp}`;
  const email = uniqueEmail('review-seller');
  const token = await registerThroughApi(sites.shopper, outboxDir, email, ACCOUNT_TYPE.MERCHANT);
  const seller = await signedInPage(browser, sites.merchant, email);

  await test.step('the seller names the store in the panel (the checklist leads there first) and lists a product', async () => {
    await seller.goto(sites.merchant);
    const checklist = seller.getByRole('region', { name: 'Mağazanızı satışa hazırlayın' });
    await checklist.getByRole('link', { name: 'Mağazanın adını yazın' }).click();
    await seller.getByLabel('Mağazanın adı').fill(storeName);
    await seller.getByRole('button', { name: 'Dəyişiklikləri yadda saxla' }).click();
    await expect(seller.getByText('Mağaza profili yadda saxlanıldı.')).toBeVisible();
    const leaves = (await (await fetch(`${sites.shopper}${API_PATHS.item.getCategoryList}`)).json()) as Array<{
      id: number;
      isLeaf: boolean;
    }>;
    const leaf = leaves.find((category) => category.isLeaf)!;
    await postJson(`${sites.shopper}${API_PATHS.item.addNewItem}`, productForm(leaf.id, productName), token);
    // Awaiting review: the seller's own badge says so.
    await seller.goto(sites.merchant);
    await expect(seller.getByText('Təsdiqlənməyib')).toBeVisible();
  });
  const item = (
    (await (await fetch(`${sites.shopper}${API_PATHS.item.search}?q=${encodeURIComponent(productName)}`)).json()) as {
      items: Array<{ id: string; merchantId: string }>;
    }
  ).items[0]!;

  await test.step('the store is in the admin’s review queue, counted on its tab', async () => {
    await page.goto(`${sites.admin}/login`);
    await page.getByLabel('İstifadəçi adı və ya e-poçt').fill(process.env.E2E_ADMIN_IDENTIFIER!);
    await page.getByLabel('Şifrə', { exact: true }).fill(process.env.E2E_ADMIN_PASSWORD!);
    await page.getByRole('button', { name: 'Daxil ol' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
    await page.getByRole('link', { name: 'Partnyorlar' }).first().click();
    await page.waitForURL((url) => url.pathname === '/partners');
    await page
      .getByRole('group', { name: 'Yoxlama' })
      .getByRole('button', { name: /^Yoxlama gözləyir \(\d+\)$/ })
      .click();
    await expect(page).toHaveURL(/review=AWAITING/);
    await page.getByRole('searchbox', { name: 'Partnyor axtar' }).fill(storeName);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('row', { name: new RegExp(storeName) })).toBeVisible();
  });

  await test.step('the shopper sees no mark and no warning before the decision', async () => {
    await page.goto(`${sites.shopper}/item?name=kilim&id=${item.id}`);
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(page.getByText('Təsdiqlənməyib')).toHaveCount(0);
    await expect(page.getByText('Təsdiqlənib')).toHaveCount(0);
    // No stars without a count: the rating under the title and the reviews section both say so.
    await expect(page.getByText('Hələ rəy yoxdur')).toHaveCount(2);
    await expect(page.getByText('Hələ rəy yoxdur').first()).toBeVisible();
  });

  await test.step('the admin approves it: it leaves the queue', async () => {
    await page.goto(`${sites.admin}/partners?review=AWAITING&q=${encodeURIComponent(storeName)}`);
    const row = page.getByRole('row', { name: new RegExp(storeName) });
    await row.getByRole('button', { name: `${storeName} mağazasını təsdiqlə` }).click();
    await expect(page.getByText(`${storeName} təsdiqləndi`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByRole('group', { name: 'Yoxlama' }).getByRole('button', { name: 'Təsdiqlənib' }).click();
    await expect(page.getByRole('row', { name: new RegExp(storeName) }).getByText('Təsdiqlənib')).toBeVisible();
  });

  await test.step('a shopper sees the store as verified on the product page and the store page', async () => {
    const shopper = await (await browser.newContext({ locale: 'az-AZ' })).newPage();
    await shopper.goto(`${sites.shopper}/item?name=kilim&id=${item.id}`);
    await expect(shopper.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(shopper.locator('[data-slot="byline"]').getByText('Təsdiqlənib')).toBeVisible();
    await shopper.locator('[data-slot="byline"]').getByRole('link', { name: storeName }).click();
    await expect(shopper.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
    await expect(shopper.locator('[data-slot="store-header"]').getByText('Təsdiqlənib')).toBeVisible();
  });
});
