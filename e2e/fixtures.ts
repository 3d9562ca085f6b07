import { test as base, expect, type Page } from '@playwright/test';

export interface SiteUrls {
  shopper: string;
  merchant: string;
  admin: string;
}

interface Fixtures {
  sites: SiteUrls;
  outboxDir: string;
  /** Page errors and CSP violations seen during the test; asserted empty after it. */
  pageProblems: string[];
}

function watchProblems(page: Page, problems: string[]) {
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply)|Hydration|hydrat/i.test(text)) {
      problems.push(`console ${message.type()}: ${text}`);
    }
  });
}

export const test = base.extend<Fixtures>({
  sites: async ({}, use) => {
    const port = process.env.E2E_PORT;
    if (!port) throw new Error('E2E_PORT is not set: run through the e2e global setup');
    await use({
      shopper: `http://localhost:${port}`,
      merchant: `http://merchant.localhost:${port}`,
      admin: `http://admin.localhost:${port}`,
    });
  },
  outboxDir: async ({}, use) => {
    const dir = process.env.E2E_OUTBOX_DIR;
    if (!dir) throw new Error('E2E_OUTBOX_DIR is not set');
    await use(dir);
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      watchProblems(page, problems);
      await use(problems);
      expect(problems, 'page errors or CSP/hydration problems').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
