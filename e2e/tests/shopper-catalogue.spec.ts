import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { dismissPromotions } from '../promotions.ts';

interface CategoryNode {
  id: number;
  urlPath: string;
  productCount: number;
  subcategories: CategoryNode[];
}

interface StoreSummary {
  id: string;
  companyName: string;
  productCount: number;
}

/** A top-level category of the demo catalogue with more than one page of products (20 a page). */
async function categoryWithPages(request: APIRequestContext, base: string): Promise<CategoryNode> {
  const tree = (await (await request.get(`${base}/item/v1/getAllCategories`)).json()) as CategoryNode[];
  const found = tree.find((node) => node.productCount > 40);
  if (!found) throw new Error('the demo catalogue should have a category with more than two pages');
  return found;
}

async function stores(request: APIRequestContext, base: string): Promise<{ items: StoreSummary[]; total: number }> {
  return (await request.get(`${base}/auth/v1/getAllMerchants?page_size=100`)).json();
}

const cardLinks = (page: Page) => page.locator('[data-slot="product-card"] h2 a');

test('a category lists its products; the page-2 link shows other products with page=2 in the address', async ({
  page,
  sites,
  request,
}) => {
  await dismissPromotions(page);
  const category = await categoryWithPages(request, sites.shopper);
  await page.goto(`${sites.shopper}/category?name=${encodeURIComponent(category.urlPath)}&id=${category.id}`);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(cardLinks(page)).toHaveCount(20);
  // Subcategory chips lead to category pages.
  await expect(page.locator('[data-slot="category-chips"] a')).toHaveCount(category.subcategories.length + 1);
  const firstPage = await cardLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));

  const pagination = page.locator('[data-slot="pagination"]');
  await expect(pagination.locator('a[aria-current="page"]')).toHaveText('1');
  await pagination.locator('li a').getByText('2', { exact: true }).click();

  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pagination.locator('a[aria-current="page"]')).toHaveText('2');
  await expect(cardLinks(page)).toHaveCount(20);
  const secondPage = await cardLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /[?&]page=2$/);
  await expect(page.locator('[data-slot="block-notice"]')).toHaveCount(0);
});

test('a card title longer than 25 characters shows its first 24 and an ellipsis', async ({ page, sites, request }) => {
  await dismissPromotions(page);
  const category = await categoryWithPages(request, sites.shopper);
  await page.goto(`${sites.shopper}/category?name=${encodeURIComponent(category.urlPath)}&id=${category.id}`);
  // Cut titles carry the whole name in their title attribute.
  const cut = cardLinks(page).and(page.locator('[title]'));
  await expect(cut.first()).toBeVisible();
  const full = (await cut.first().getAttribute('title')) ?? '';
  const shown = (await cut.first().textContent()) ?? '';
  expect(Array.from(full).length).toBeGreaterThan(25);
  expect(shown).toBe(`${Array.from(full).slice(0, 24).join('').trimEnd()}…`);
  // Titles that fit are shown whole.
  const whole = await cardLinks(page).evaluateAll((links) =>
    links.filter((link) => !link.hasAttribute('title')).map((link) => link.textContent ?? ''),
  );
  for (const title of whole) expect(Array.from(title).length).toBeLessThanOrEqual(25);
});

test("a store's page shows its header and only its products", async ({ page, sites, request }) => {
  await dismissPromotions(page);
  const { items } = await stores(request, sites.shopper);
  const store = items.find((candidate) => candidate.productCount > 0);
  if (!store) throw new Error('the demo data should have a store with products');
  await page.goto(`${sites.shopper}/company?id=${store.id}`);
  await expect(page.locator('h1')).toHaveText(store.companyName);
  const cards = page.locator('[data-slot="product-card"]');
  await expect(cards).toHaveCount(Math.min(20, store.productCount));
  for (const card of await cards.all()) await expect(card).toContainText(store.companyName);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/company\\?name=.+&id=${store.id}$`));
});

test('/companies lists the stores, each linking to its page', async ({ page, sites, request }) => {
  await dismissPromotions(page);
  const { items, total } = await stores(request, sites.shopper);
  await page.goto(`${sites.shopper}/companies`);
  await expect(page.locator('h1')).toHaveCount(1);
  const cards = page.locator('[data-slot="store-card"]');
  await expect(cards).toHaveCount(Math.min(total, 100));
  const first = items[0];
  if (!first) throw new Error('the demo data should have stores');
  const link = cards.getByRole('link', { name: first.companyName, exact: true });
  await expect(link).toHaveAttribute('href', new RegExp(`^/company\\?name=.+&id=${first.id}$`));
  await link.click();
  await expect(page.locator('h1')).toHaveText(first.companyName);
});
