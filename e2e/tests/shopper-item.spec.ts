import type { APIRequestContext, Page } from '@playwright/test';
import { TEST_PASSWORD as PASSWORD, nextCode } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';

const DESCRIPTION_PREVIEW_CHARS = 120;

interface DemoItem {
  id: string;
  productName: string;
  productPrice: number;
  salePrice: number;
  productInfo: string;
  attributes: Array<{ key: string; values: string[] }>;
  pocketTypes: Array<{ id: number; name: string; active: boolean }>;
  pocketFees: Record<string, number>;
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** "1 234,50 ₼": manat as the az pages print it. */
function manat(amount: number): string {
  const [whole, cents] = amount.toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${cents} ₼`;
}

/** A demo product with attributes to choose and a description longer than the preview. */
async function demoItemWithChoices(request: APIRequestContext, base: string): Promise<DemoItem> {
  const answer = await request.get(`${base}/item/v1/getAllItems?page_size=100`);
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: DemoItem[] };
  const item = items.find(
    (candidate) => candidate.attributes.length > 0 && plainText(candidate.productInfo).length > DESCRIPTION_PREVIEW_CHARS,
  );
  if (!item) throw new Error('the demo catalogue has no product with attributes and a long description');
  return item;
}

async function chooseFirstValues(page: Page, item: DemoItem) {
  for (const attribute of item.attributes) {
    await page.getByRole('group', { name: attribute.key }).getByText(attribute.values[0]!, { exact: true }).click();
  }
}

test('a guest reads a product, is asked to sign up to add two, then finds them in the cart and edits the profile', async ({
  page,
  sites,
  outboxDir,
}) => {
  const item = await demoItemWithChoices(page.request, sites.shopper);
  const itemUrl = `${sites.shopper}/item?name=demo&id=${encodeURIComponent(item.id)}`;
  const email = `item-buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.az`;
  const addToCart = page.getByRole('button', { name: 'Səbətə at' });

  await test.step('the server-rendered product page shows the product and its meta tags', async () => {
    await page.goto(itemUrl);
    await expect(page.getByRole('heading', { level: 1, name: item.productName })).toBeVisible();
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/item\\?name=[a-z0-9-]+&id=${item.id}$`),
    );
  });

  await test.step('read more expands the description', async () => {
    const description = page.getByRole('region', { name: 'Təsvir' }).locator('[data-slot="read-more-content"]');
    const preview = (await description.textContent()) ?? '';
    expect(preview.endsWith('…')).toBe(true);
    expect(Array.from(preview).length).toBeLessThanOrEqual(DESCRIPTION_PREVIEW_CHARS + 1);
    await page.getByRole('button', { name: 'Daha çox oxu' }).click();
    await expect(page.getByRole('button', { name: 'Daha az göstər' })).toHaveAttribute('aria-expanded', 'true');
    expect(((await description.textContent()) ?? '').length).toBeGreaterThan(preview.length);
  });

  await test.step('adding two to the cart as a guest opens the auth popup', async () => {
    await chooseFirstValues(page, item);
    await page.getByRole('button', { name: 'Artır' }).click();
    await addToCart.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  await test.step('signs up with the mailed code, lands back on the product page, and the two are added', async () => {
    const popup = page.getByRole('dialog');
    await popup.getByRole('button', { name: 'Qeydiyyatdan keç' }).click();
    await popup.getByLabel('E-poçt və ya telefon nömrəsi').fill(email);
    await popup.getByRole('button', { name: 'Kodu göndər' }).click();
    await popup.getByLabel('Təsdiq kodu').fill(await nextCode(outboxDir, email));
    await popup.getByRole('button', { name: 'Təsdiqlə' }).click();
    await popup.getByLabel('Yeni şifrə').fill(PASSWORD);
    await popup.getByLabel('Şifrəni təkrarlayın').fill(PASSWORD);
    const exchanged = page.waitForResponse((response) => response.url().endsWith('/auth/v1/exchangeHandoff'));
    const added = page.waitForResponse((response) => response.url().endsWith('/cart/v1/addToCart'));
    await popup.getByRole('button', { name: 'Qeydiyyatı tamamla' }).click();
    expect((await exchanged).status()).toBe(200);
    await page.waitForURL((url) => url.origin === sites.shopper && !url.pathname.startsWith('/__rd'));
    await expect(page).toHaveURL(itemUrl);
    await expect(page.getByRole('heading', { level: 1, name: item.productName })).toBeVisible();
    expect((await added).status()).toBe(200);
    await expect(page.getByText('Səbətə əlavə olundu.')).toBeVisible();
  });

  await test.step('the cart shows the line and the right total', async () => {
    await page.getByRole('link', { name: 'Səbətə keç' }).click();
    await expect(page).toHaveURL(`${sites.shopper}/cart`);
    const unit = item.salePrice < item.productPrice ? item.salePrice : item.productPrice;
    const pocket = item.pocketTypes.find((candidate) => candidate.active)!;
    const total = (Math.round(unit * 100) + Math.round((item.pocketFees[String(pocket.id)] ?? 0) * 100)) * 2;
    await expect(page.getByRole('link', { name: item.productName })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: `${item.productName} — say` })).toHaveValue('2');
    await expect(page.locator('[data-slot="cart-total"]')).toHaveText(manat(total / 100));
  });

  await test.step('the profile page saves a name', async () => {
    await page.goto(`${sites.shopper}/profile`);
    await expect(page.getByLabel('E-poçt', { exact: true })).toHaveValue(email);
    await page.getByLabel('Ad', { exact: true }).fill('Aysel');
    const saved = page.waitForResponse((response) => response.url().endsWith('/auth/v1/updateAccount'));
    await page.getByRole('button', { name: 'Yadda saxla' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Dəyişikliklər yadda saxlanıldı.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Ad', { exact: true })).toHaveValue('Aysel');
  });
});
