import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { LANGUAGES, companySlug, type Language } from '@marketplace/contract';
import { expect, test } from '../fixtures.ts';

type Catalogue = Record<string, unknown>;

function flatten(catalogue: Catalogue, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') Object.assign(flat, flatten(value as Catalogue, path));
    else flat[path] = String(value);
  }
  return flat;
}

const catalogues = Object.fromEntries(
  LANGUAGES.map((lng) => [
    lng,
    flatten(JSON.parse(readFileSync(new URL(`../../design-system/locales/${lng}/translation.json`, import.meta.url), 'utf8'))),
  ]),
) as Record<Language, Record<string, string>>;

/** Every key a page could show raw: the catalogue's keys and the bases of plural keys (`x` of `x_one`). */
const KNOWN_KEYS = new Set(
  Object.keys(catalogues.az).flatMap((key) => [key, key.replace(/_(zero|one|two|few|many|other)$/, '')]),
);

/** Texts a person reads: visible text, the title and the labels assistive technology reads out. */
async function readableTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [placeholder], [alt], [title]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...labels].join('\n');
  });
}

async function rawKeysOn(page: Page): Promise<string[]> {
  const text = await readableTexts(page);
  const candidates = text.match(/\b[a-z][a-zA-Z]*(?:\.[a-zA-Z_]+)+\b/g) ?? [];
  return [...new Set(candidates.filter((candidate) => KNOWN_KEYS.has(candidate)))];
}

/** Azerbaijani interface sentences still on a page that should be in `lng` (data such as product names excluded). */
async function azerbaijaniLeftOn(page: Page, lng: Language): Promise<string[]> {
  const text = await readableTexts(page);
  return Object.entries(catalogues.az)
    .filter(([key, az]) => az.includes(' ') && az.length >= 12 && !az.includes('{{') && catalogues[lng][key] !== az)
    .map(([, az]) => az)
    .filter((az) => text.includes(az));
}

interface DemoPages {
  item: string;
  category: string;
}

async function demoPages(request: APIRequestContext, base: string): Promise<DemoPages> {
  const items = (await (await request.get(`${base}/item/v1/getTopItems?top=1`)).json()) as { id: string }[];
  const categories = (await (await request.get(`${base}/item/v1/getAllCategories`)).json()) as {
    id: number;
    urlPath: string;
    productCount: number;
  }[];
  const item = items[0];
  const category = categories.find((node) => node.productCount > 0);
  if (!item || !category) throw new Error('the demo data should have products and categories');
  return {
    item: `/item?name=demo&id=${item.id}`,
    category: `/category?name=${category.urlPath}&id=${category.id}`,
  };
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

for (const lng of LANGUAGES) {
  test.describe(`a browser that prefers ${lng}`, () => {
    test.use({ locale: lng === 'az' ? 'az-AZ' : lng });

    test(`${lng}: home, product, category and policy pages show no raw keys and say lang=${lng}`, async ({
      page,
      request,
      sites,
    }) => {
      const pages = await demoPages(request, sites.shopper);
      // The browser's language comes first in spec §9's order, on the server and after hydration.
      for (const path of ['/', pages.item, pages.category, '/policy']) {
        const response = await page.goto(`${sites.shopper}${path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html'), path).toHaveAttribute('lang', lng);
        await settle(page);
        await expect(page.locator('html'), `${path} after hydration`).toHaveAttribute('lang', lng);
        expect(await rawKeysOn(page), `raw keys on ${path}`).toEqual([]);
        if (lng !== 'az') expect(await azerbaijaniLeftOn(page, lng), `untranslated text on ${path}`).toEqual([]);
      }
    });
  });
}

test.describe('a browser that prefers Russian, with Turkish cached in the cookie', () => {
  test.use({ locale: 'ru-RU' });

  test('the server renders Russian (the browser comes before the cookie) and the page stays Russian after hydration', async ({
    page,
    context,
    sites,
  }) => {
    await context.addCookies([{ name: 'i18next', value: 'tr', url: sites.shopper }]);
    const seen: string[] = [];
    await page.exposeFunction('reportLang', (lang: string) => void seen.push(lang));
    // Every lang the document takes from the first byte on: a flash of Turkish would be recorded.
    await page.addInitScript(() => {
      const report = () =>
        (window as unknown as { reportLang: (lang: string) => void }).reportLang(document.documentElement.lang);
      new MutationObserver(report).observe(document, { attributes: true, subtree: true, attributeFilter: ['lang'] });
    });
    const response = await page.goto(`${sites.shopper}/`);
    expect(await response?.text()).toContain('<html lang="ru"');
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: catalogues.ru['frame.footer.links.about'], exact: true })).toBeVisible();
    expect(seen.filter((lang) => lang !== '' && lang !== 'ru')).toEqual([]);
  });
});

test.describe('a browser that names no supported language', () => {
  test.use({ locale: 'de-DE' });

  test('the language switch changes the visible strings at once and the server keeps the choice', async ({ page, sites }) => {
    await page.goto(`${sites.shopper}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'az');
    await settle(page);
    const footer = page.getByRole('contentinfo');
    const aboutAz = catalogues.az['frame.footer.links.about'] ?? '';
    await expect(footer.getByRole('link', { name: aboutAz, exact: true })).toBeVisible();

    await footer.getByRole('combobox', { name: catalogues.az['languageSwitcher.label'] }).selectOption('en');

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(footer.getByRole('link', { name: catalogues.en['frame.footer.links.about'], exact: true })).toBeVisible();
    await expect(footer.getByRole('combobox', { name: catalogues.en['languageSwitcher.label'] })).toHaveValue('en');
    expect(await azerbaijaniLeftOn(page, 'en')).toEqual([]);
    expect(await rawKeysOn(page)).toEqual([]);

    // The next page comes from the server in the chosen language (the cookie, next in spec §9's
    // order after the browser's languages), and stays in it after hydration.
    const response = await page.reload();
    expect(await response?.text()).toContain('<html lang="en"');
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(footer.getByRole('combobox', { name: catalogues.en['languageSwitcher.label'] })).toHaveValue('en');
  });
});

test('a store vanity address reaches the store page; an unknown one is a 404', async ({ page, request, sites }) => {
  const stores = (await (await request.get(`${sites.shopper}/auth/v1/getAllMerchants?page_size=1`)).json()) as {
    items: { id: string; companyName: string }[];
  };
  const store = stores.items[0];
  if (!store) throw new Error('the demo data should have stores');
  const slug = companySlug(store.companyName);

  const direct = await request.get(`${sites.shopper}/${slug}`, { maxRedirects: 0 });
  expect(direct.status()).toBe(302);
  expect(direct.headers().location).toContain(`id=${store.id}`);

  await page.goto(`${sites.shopper}/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/company\\?.*id=${store.id}`));

  const missing = await page.goto(`${sites.shopper}/no-such-store-${Date.now()}`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.az['notFound.title'] ?? '');
});

test('search finds products with and without Azerbaijani letters', async ({ page, sites }) => {
  const resultsFor = async (query: string) => {
    const response = await page.goto(`${sites.shopper}/search?q=${encodeURIComponent(query)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(query);
    const cards = page.getByRole('main').locator('a[href^="/item?"]');
    await expect(cards.first()).toBeVisible();
    return cards.count();
  };
  expect(await resultsFor('xalça')).toBeGreaterThan(0);
  expect(await resultsFor('xalca')).toBeGreaterThan(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('search without words shows the hint; with no match, the top categories', async ({ page, sites }) => {
  await page.goto(`${sites.shopper}/search`);
  await expect(page.getByRole('heading', { name: catalogues.az['searchPage.hint.title'] })).toBeVisible();

  await page.getByRole('main').getByRole('searchbox').fill('qqzzxxww');
  await page.getByRole('main').getByRole('button', { name: catalogues.az['searchPage.form.submit'] }).click();
  await expect(page).toHaveURL(/\/search\?q=qqzzxxww/);
  await expect(page.getByRole('heading', { name: /qqzzxxww/, level: 2 })).toBeVisible();
  const suggestions = page.getByRole('navigation', { name: catalogues.az['searchPage.empty.suggestions'] });
  await expect(suggestions.locator('a[href^="/category?"]').first()).toBeVisible();
});
