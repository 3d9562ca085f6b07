import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { PREBUNDLED_DEPENDENCIES } from './.storybook/prebundled.ts';
import { OTHER_FONTS_PROJECT, OTHER_FONTS_STORIES } from './.storybook/otherFonts.ts';
import { otherFontsEnvironment } from './.storybook/otherFontsConfig.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Two test files at a time per kind (Node, browser), where Vitest's default on two cores is one: an
 * API file spends most of its time waiting for its server, the job queue or a child process. Projects
 * run side by side must agree on it, so it is set once for all.
 */
const WORKERS = 2;

const UNIT_TESTS = '{contract,design-system,apps/web}/src/**/*.test.{ts,tsx}';
const DOM_TESTS = '{contract,design-system,apps/web}/src/**/*.dom.test.{ts,tsx}';

const chromium = (env?: Record<string, string>) =>
  playwright({
    // A page larger than the story viewport keeps screenshots at scale 1.
    contextOptions: { viewport: { width: 1400, height: 1000 } },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      env,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--font-render-hinting=none',
      ],
    },
  });

// A factory: one shared object would mislabel the projects.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium(),
  instances: [
    { browser: 'chromium' as const },
    // A few stories again under other system fonts: they must still match (.storybook/otherFonts.ts).
    {
      browser: 'chromium' as const,
      name: OTHER_FONTS_PROJECT,
      provider: chromium(otherFontsEnvironment()),
      include: OTHER_FONTS_STORIES,
    },
  ],
  viewport: { width: 1024, height: 768 },
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      // Any colour difference counts (a one-step change of a colour token alters thousands of
      // pixels and fails); a few pixels of anti-aliasing jitter on rounded borders are tolerated.
      comparatorOptions: { threshold: 0, allowedMismatchedPixels: 40 },
    },
  },
});

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      // Pure rules and functions run in Node; a file that needs a DOM (rendering, hooks, document,
      // window, storage) is named *.dom.test.ts(x) and runs in jsdom, which costs a new window per file.
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'node',
          pool: 'threads',
          include: [UNIT_TESTS],
          exclude: [DOM_TESTS, '**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          pool: 'threads',
          include: [DOM_TESTS],
          exclude: ['**/node_modules/**'],
          setupFiles: ['./vitest.setup.unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          // The files of a worker share its module graph (the app, Fastify, Drizzle, zod schemas):
          // importing it again per file was a third of the project's time. Each file still starts
          // its own servers on its own database, and no API test replaces a module.
          isolate: false,
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          globalSetup: ['./apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        optimizeDeps: { include: PREBUNDLED_DEPENDENCIES },
        test: {
          name: 'storybook',
          // The story files of a worker share one page and its loaded modules instead of a new
          // iframe per file, which halves the run; each story still mounts and unmounts on its own.
          isolate: false,
          browser: browser(),
          setupFiles: ['./.storybook/vitest.screenshots.ts'],
        },
      },
    ],
  },
});
