import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
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
});
