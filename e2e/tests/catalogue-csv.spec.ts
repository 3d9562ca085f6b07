import { API_PATHS } from '@marketplace/contract';
import { expect, test } from '../fixtures.ts';
import { hideListedProducts, runTag, sellerWithProduct, signedInPage } from '../shop.ts';

// Catalogue tools: a seller imports 50 products from a CSV file. The file is checked first (a dry
// run): its two errors are listed by line and column and nothing is saved; once they are fixed in
// the file, the import creates the 50 products, which the product list then counts.

test.afterEach(async ({ sites }) => {
  await hideListedProducts(sites.shopper);
});

test('a seller imports 50 products from a CSV after fixing the two errors its dry run lists', async ({
  browser,
  sites,
  outboxDir,
}) => {
  test.setTimeout(180_000);
  const tag = runTag();
  const seller = await sellerWithProduct(sites.shopper, outboxDir, `Kaşı Evi ${tag}`, `Kaşı nümunə ${tag}`, 25);
  const categories = (await (await fetch(`${sites.shopper}${API_PATHS.item.getCategoryList}`)).json()) as Array<{
    id: number;
    isLeaf: boolean;
  }>;
  const leaf = categories.find((category) => category.isLeaf)!.id;
  const parent = categories.find((category) => !category.isLeaf)!.id;

  // Hidden, so the shared catalogue the other journeys read stays the demo's.
  const row = (n: number, price: string, category: number) =>
    `K-${tag}-${n},Kaşı ${n} ${tag},Usta Rəna,${price},${category},HIDDEN,<p>Əl ilə boyanmış kaşı</p>`;
  const fileOf = (rows: string[]) => ({
    name: 'kasilar.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['sku,productName,authorName,productPrice,selectedCategory,status,productInfo', ...rows].join('\n')),
  });
  const rows = Array.from({ length: 50 }, (_, at) => row(at + 1, '18.50', leaf));
  // Two mistakes: a price in words on the 7th product (line 8) and a category with subcategories on the 30th (line 31).
  rows[6] = row(7, 'on səkkiz', leaf);
  rows[29] = row(30, '18.50', parent);

  const page = await signedInPage(browser, sites.merchant, seller.email);
  await page.goto(`${sites.merchant}/products`);
  await page.getByRole('button', { name: 'CSV ixrac / idxal' }).click();
  await expect(page).toHaveURL(/\/products\/csv$/);
  const picker = page.getByLabel('İdxal üçün CSV faylı');

  await test.step('the dry run lists both errors by line and column and saves nothing', async () => {
    await picker.setInputFiles(fileOf(rows));
    await expect(page.getByText('kasilar.csv: 2 xəta. Heç nə yadda saxlanmadı.')).toBeVisible();
    const errors = page.getByRole('table', { name: 'Sətir və sütuna görə xətalar' }).getByRole('row');
    await expect(errors).toHaveCount(3);
    await expect(errors.nth(1)).toContainText('8');
    await expect(errors.nth(1)).toContainText('productPrice');
    await expect(errors.nth(1)).toContainText('Rəqəm deyil.');
    await expect(errors.nth(2)).toContainText('31');
    await expect(errors.nth(2)).toContainText('selectedCategory');
    await expect(page.getByRole('button', { name: /idxal et$/ })).toHaveCount(0);
  });

  await test.step('with the file fixed, the import creates the 50 products', async () => {
    rows[6] = row(7, '"18,50"', leaf);
    rows[29] = row(30, '18.50', leaf);
    await picker.setInputFiles(fileOf(rows));
    await expect(page.getByText('kasilar.csv idxala hazırdır.')).toBeVisible();
    await expect(page.getByText('50 yeni məhsul')).toBeVisible();
    await page.getByRole('button', { name: '50 dəyişikliyi idxal et' }).click();
    await expect(page.getByText('İdxal bitdi.')).toBeVisible();
    await expect(page.getByText('50 yaradıldı')).toBeVisible();
  });

  await test.step('the product list counts them, and the same file again changes nothing', async () => {
    await page.getByRole('button', { name: 'Başqa fayl idxal et' }).click();
    await picker.setInputFiles(fileOf(rows));
    await expect(page.getByText('Dəyişiklik yoxdur: fayl məhsullarınızla eynidir.')).toBeVisible();
    await page.goto(`${sites.merchant}/products?status=HIDDEN`);
    await expect(page.getByText('50 məhsul', { exact: true })).toBeVisible();
  });
  await page.context().close();
});
