import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { manifestClosure, type Manifest } from '../../apps/web/src/build/manifestClosure.ts';
import { expect, test } from '../fixtures.ts';

const clientDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist/client');
const manifest = JSON.parse(readFileSync(path.join(clientDist, '.vite/manifest.json'), 'utf8')) as Manifest;
const shopperFiles = new Set(
  [...manifestClosure(manifest, 'src/shopper/entry-client.tsx', true)].map((key) => `/${manifest[key]!.file}`),
);

test('the shopper host serves the server-rendered shopper site and only its code', async ({ page, sites, request }) => {
  const html = await (await request.get(`${sites.shopper}/`)).text();
  // Rendered on the server with its data, before any script runs.
  expect(html).toContain('Əl işi hədiyyələr, sənət və xidmətlər');
  expect(html).toMatch(/<html[^>]* lang="az"/);

  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto(`${sites.shopper}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Azərbaycan ustalarından unudulmaz hədiyyələr');
  await expect(page).toHaveTitle(/Əl işi hədiyyələr/);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => !shopperFiles.has(script))).toEqual([]);
});

test('the merchant host serves the seller site, its panel behind sign-in', async ({ page, sites }) => {
  await page.goto(`${sites.merchant}/joinus`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Əl işlərinizi satış edən mağazaya çevirin');
  await expect(page).toHaveTitle(/Hədiyyə Bazarında satın/);
  await page.goto(`${sites.merchant}/products`);
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the admin host serves the admin site', async ({ page, sites }) => {
  await page.goto(`${sites.admin}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin girişi');
});

test('an unknown shopper address answers 404 with the way back home', async ({ page, sites }) => {
  const answer = await page.goto(`${sites.shopper}/no-such-place`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByText('Oops! Buralar hələ kəşf edilməyib')).toBeVisible();
  await page.getByRole('link', { name: 'Ana səhifəyə qayıt' }).click();
  await expect(page).toHaveURL(`${sites.shopper}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Azərbaycan ustalarından unudulmaz hədiyyələr');
});

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the page speaks the browser language and loads other catalogues over HTTP', async ({ page, sites }) => {
    const answer = await page.goto(`${sites.shopper}/`);
    expect(await answer?.text()).toContain('Handmade gifts, art and services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unforgettable gifts from Azerbaijani makers');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const catalogue = await page.evaluate(async () => (await fetch('/localization/ru/translation.json')).status);
    expect(catalogue).toBe(200);
  });
});
