import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';

/**
 * Journeys that read the demo catalogue as it was seeded (home blocks, category pages and their
 * page 2, stores, search, language pages, product pages of demo products). They run first, two at
 * a time, before any journey adds products or stores: a product listed while a category's page 2
 * loads would show on both pages.
 */
const DEMO_CATALOGUE_READERS = [
  'shopper-catalogue.spec.ts',
  'shopper-fixes.spec.ts',
  'shopper-home.spec.ts',
  'shopper-item.spec.ts',
  'shopper-language.spec.ts',
  'shopper-prefetch.spec.ts',
  'sites.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Two browsers against the one server the global setup starts: files run side by side, the tests
  // of a file in order. Every journey signs up its own buyers and sellers and names its own stores.
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results/e2e',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    locale: 'az-AZ',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'demo-catalogue', testMatch: DEMO_CATALOGUE_READERS },
    { name: 'journeys', testIgnore: DEMO_CATALOGUE_READERS, dependencies: ['demo-catalogue'] },
  ],
});
