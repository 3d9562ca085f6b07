import type { Page } from '@playwright/test';
import { ACCOUNT_TYPE } from '@marketplace/contract';
import { TEST_PASSWORD as PASSWORD, registerThroughApi, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { dismissPromotions } from '../promotions.ts';
import { hideListedProducts, runTag, sellerWithProduct } from '../shop.ts';

// The admin site (issue 16): the admin signs in on the admin host and blocks a buyer in Users; the
// buyer's open tab is signed out at its next request and the buyer cannot sign in again; the audit
// log says who blocked whom.

test.afterEach(async ({ sites }) => {
  await hideListedProducts(sites.shopper);
});

function navbarLoginButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Daxil ol' });
}

async function logInThroughPopup(page: Page, identifier: string) {
  const popup = page.getByRole('dialog');
  await popup.getByLabel('E-poçt və ya telefon nömrəsi').fill(identifier);
  await popup.getByRole('button', { name: 'Davam et' }).click();
  await popup.getByLabel('Şifrə', { exact: true }).fill(PASSWORD);
  await popup.locator('form').getByRole('button', { name: 'Daxil ol' }).click();
}

test('the admin blocks a buyer: the buyer’s open tab is signed out at once and cannot sign in again', async ({
  page,
  browser,
  sites,
  outboxDir,
}) => {
  const email = uniqueEmail('blocked-buyer');
  await registerThroughApi(sites.shopper, outboxDir, email, ACCOUNT_TYPE.CLIENT);
  // A product of its own: the newest of the catalogue may be another journey's, hidden again at its end.
  const item = { id: (await sellerWithProduct(sites.shopper, outboxDir, `Bloklama ${runTag()}`, `Qab ${runTag()}`, 30)).itemId };

  await test.step('the buyer signs in on the shopper site and opens a product', async () => {
    await dismissPromotions(page);
    await page.goto(sites.shopper);
    await navbarLoginButton(page).click();
    // Through the redirect page back to the shopper site, signed in.
    const exchanged = page.waitForResponse((response) => response.url().endsWith('/auth/v1/exchangeHandoff'));
    await logInThroughPopup(page, email);
    expect((await exchanged).status()).toBe(200);
    await page.waitForURL((url) => url.origin === sites.shopper && url.pathname === '/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profilim' })).toBeVisible();
    await page.goto(`${sites.shopper}/item?name=demo&id=${encodeURIComponent(item.id)}`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profilim' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Səbətə at' })).toBeEnabled();
  });

  const adminContext = await browser.newContext({ locale: 'az-AZ' });
  const admin = await adminContext.newPage();

  await test.step('the admin signs in on the admin host and finds the buyer in Users', async () => {
    await admin.goto(`${sites.admin}/login`);
    await admin.getByLabel('İstifadəçi adı və ya e-poçt').fill(process.env.E2E_ADMIN_IDENTIFIER!);
    await admin.getByLabel('Şifrə', { exact: true }).fill(process.env.E2E_ADMIN_PASSWORD!);
    await admin.getByRole('button', { name: 'Daxil ol' }).click();
    await admin.waitForURL(`${sites.admin}/products`);
    await admin.getByRole('navigation', { name: 'Əsas menyu' }).getByRole('link', { name: 'İstifadəçilər' }).click();
    await admin.waitForURL(`${sites.admin}/users`);
    await admin.getByRole('searchbox', { name: 'Hesabları axtar' }).fill(email);
    await admin.getByRole('button', { name: 'Axtar', exact: true }).click();
    await admin.waitForURL((url) => url.searchParams.get('q') === email);
    await expect(admin.locator('[data-slot="user-row"]')).toHaveCount(1);
    await expect(admin.locator('[data-slot="user-row"]')).toContainText(email);
  });

  await test.step('the admin blocks the buyer after confirming', async () => {
    const row = admin.locator('[data-slot="user-row"]');
    await row.getByRole('button', { name: `Blokla: ${email}` }).click();
    const dialog = admin.getByRole('dialog', { name: `${email} bloklansın?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Blokla', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveAttribute('data-status', 'BLOCKED');
    await expect(row.getByText('Bloklanıb')).toBeVisible();
  });

  await test.step('the buyer’s open tab is signed out as soon as the block ends its session', async () => {
    // The server closes the blocked session's live connection, and the page forgets the session at once
    // rather than at its next request: no token, the navbar's login button.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(navbarLoginButton(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profilim' })).toHaveCount(0);
    // Adding to the cart now asks to sign in again.
    await page.getByRole('button', { name: 'Səbətə at' }).click();
    const popup = page.getByRole('dialog', { name: 'Daxil olun' });
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
  });

  await test.step('and the buyer cannot sign in again: the popup says the account is blocked', async () => {
    await navbarLoginButton(page).click();
    const popup = page.getByRole('dialog');
    await logInThroughPopup(page, email);
    await expect(popup.getByText('Hesabınız bloklanıb. Dəstək xidmətinə müraciət edin.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  await test.step('the audit log shows who blocked the buyer', async () => {
    await admin.getByRole('navigation', { name: 'Əsas menyu' }).getByRole('link', { name: 'Əməliyyat jurnalı' }).click();
    await admin.waitForURL(`${sites.admin}/audit-log`);
    await admin.getByLabel('Əməliyyat', { exact: true }).selectOption({ label: 'Hesab bloklandı' });
    const entry = admin.locator('[data-slot="audit-row"]').first();
    await expect(entry).toContainText('Hesab bloklandı');
    await expect(entry).toContainText(process.env.E2E_ADMIN_IDENTIFIER!);
  });

  await adminContext.close();
});
