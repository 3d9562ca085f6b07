import type { Page } from '@playwright/test';
import { ACCOUNT_TYPE } from '@marketplace/contract';
import { TEST_PASSWORD as PASSWORD, nextCode, registerThroughApi, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';

const CONFLICT_TITLE = 'Hesab Növü Dəyişikliyi Xəbərdarlığı';

function authPopup(page: Page) {
  return page.getByRole('dialog');
}

/** Login mode of the popup: identifier → continue → password → log in. */
async function logInThroughPopup(page: Page, identifier: string, password: string) {
  const popup = authPopup(page);
  await popup.getByLabel('E-poçt və ya telefon nömrəsi').fill(identifier);
  await popup.getByRole('button', { name: 'Davam et' }).click();
  await popup.getByLabel('Şifrə', { exact: true }).fill(password);
  await popup.locator('form').getByRole('button', { name: 'Daxil ol' }).click();
}

/** The status getClientInfo answers for a token, asked from the page's own host. */
async function sessionStatus(page: Page, token: string): Promise<number> {
  return page.evaluate(
    async (bearer) => (await fetch('/auth/v1/getClientInfo', { headers: { authorization: `Bearer ${bearer}` } })).status,
    token,
  );
}

/**
 * Runs `act`, then waits for the redirect page to spend its sign-in code and the browser to land
 * where `landed` says. Waiting for the URL alone could match the page the user started on.
 */
async function signInRedirect(page: Page, act: () => Promise<void>, landed: (url: URL) => boolean) {
  const exchanged = page.waitForResponse((response) => response.url().endsWith('/auth/v1/exchangeHandoff'));
  await act();
  expect((await exchanged).status()).toBe(200);
  await page.waitForURL(landed);
}

function navbarLoginButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Daxil ol' });
}

test('a buyer signs up on the shopper site, upgrades to seller on the merchant site, and one logout ends both', async ({
  page,
  sites,
  outboxDir,
}) => {
  const email = uniqueEmail('buyer');

  await test.step('sign up on the shopper host with the mailed code', async () => {
    await page.goto(sites.shopper);
    await navbarLoginButton(page).click();
    const popup = authPopup(page);
    await popup.getByRole('button', { name: 'Qeydiyyatdan keç' }).click();
    await popup.getByLabel('E-poçt və ya telefon nömrəsi').fill(email);
    await popup.getByRole('button', { name: 'Kodu göndər' }).click();

    const code = await nextCode(outboxDir, email);
    await popup.getByLabel('Təsdiq kodu').fill(code);
    await popup.getByRole('button', { name: 'Təsdiqlə' }).click();

    await popup.getByLabel('Yeni şifrə').fill(PASSWORD);
    await popup.getByLabel('Şifrəni təkrarlayın').fill(PASSWORD);
    // Through the redirect page back to the shopper site, signed in.
    await signInRedirect(
      page,
      () => popup.getByRole('button', { name: 'Qeydiyyatı tamamla' }).click(),
      (url) => url.origin === sites.shopper && url.pathname === '/',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profilim' })).toBeVisible();
    await expect(navbarLoginButton(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('n_t'))).toBe('1');
  });

  await test.step('log in on the merchant host, see the conflict screen, upgrade', async () => {
    await page.goto(sites.merchant);
    await logInThroughPopup(page, email, PASSWORD);

    await expect(page.getByRole('heading', { name: CONFLICT_TITLE })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('temp_token'))).toBeTruthy();
    await signInRedirect(
      page,
      () => page.getByRole('button', { name: 'Satıcı hesabına yüksəlt' }).click(),
      (url) => url.origin === sites.merchant && url.pathname === '/',
    );
    await expect(page.getByRole('navigation', { name: 'Əsas menyu' })).toBeVisible();
    await expect(authPopup(page)).toHaveCount(0);
    expect(await page.evaluate(() => [localStorage.getItem('n_t'), localStorage.getItem('temp_token')])).toEqual(['2', null]);
  });

  await test.step('logout on the merchant host leaves neither host signed in', async () => {
    const merchantToken = await page.evaluate(() => localStorage.getItem('token'));
    expect(merchantToken?.length).toBeGreaterThan(10);
    expect(await sessionStatus(page, merchantToken!)).toBe(200);

    await page.goto(`${sites.merchant}/logout`);
    await page.waitForURL((url) => url.origin === sites.shopper);
    await expect(navbarLoginButton(page)).toBeVisible();
    // The server-rendered navbar is logged out at once; the stored token goes when the hydrated site checks it.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.goto(sites.merchant);
    await expect(authPopup(page)).toBeVisible();
    await expect(authPopup(page).getByRole('heading', { name: 'Daxil olun' })).toBeVisible();
    // The server really ended the session: the old token is refused.
    expect(await sessionStatus(page, merchantToken!)).toBe(401);
  });
});

test('the admin login refuses a buyer with a clear message and lets the admin in', async ({ page, sites, outboxDir }) => {
  const buyer = uniqueEmail('not-admin');
  await registerThroughApi(sites.shopper, outboxDir, buyer, ACCOUNT_TYPE.CLIENT);
  const admin = { identifier: process.env.E2E_ADMIN_IDENTIFIER!, password: process.env.E2E_ADMIN_PASSWORD! };
  expect(admin.identifier).toBeTruthy();

  await test.step('the dashboard sends a visitor without an admin session to /login', async () => {
    await page.goto(sites.admin);
    await page.waitForURL(`${sites.admin}/login`);
  });

  const identifier = page.getByLabel('İstifadəçi adı və ya e-poçt');
  const password = page.getByLabel('Şifrə', { exact: true });
  const submit = page.getByRole('button', { name: 'Daxil ol' });

  await test.step('empty fields and a buyer account are refused', async () => {
    await submit.click();
    await expect(page.getByText('Kullanıcı adı ve şifre gereklidir')).toBeVisible();

    await identifier.fill(buyer);
    await password.fill(PASSWORD);
    await submit.click();
    await expect(page.getByText('Bu hesab administrator hesabı deyil.')).toBeVisible();
    expect(page.url()).toBe(`${sites.admin}/login`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  await test.step('the admin signs in and reaches the panel, on its first section', async () => {
    await identifier.fill(admin.identifier);
    await password.fill(admin.password);
    await submit.click();
    await page.waitForURL(`${sites.admin}/products`);
    await expect(page.getByRole('navigation', { name: 'Əsas menyu' }).getByRole('link', { name: 'Məhsullar' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await page.evaluate(() => localStorage.getItem('n_t'))).toBe('0');
  });
});

test('a buyer e-mail signing up as a seller is offered the upgrade, which follows a login', async ({
  page,
  sites,
  outboxDir,
}) => {
  const email = uniqueEmail('buyer-to-seller');
  await registerThroughApi(sites.shopper, outboxDir, email, ACCOUNT_TYPE.CLIENT);

  await page.goto(sites.merchant);
  const popup = authPopup(page);
  await popup.getByRole('button', { name: 'Qeydiyyatdan keç' }).click();
  await popup.getByLabel('E-poçt və ya telefon nömrəsi').fill(email);
  await popup.getByRole('button', { name: 'Kodu göndər' }).click();

  await expect(page.getByRole('heading', { name: CONFLICT_TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Satıcı hesabına yüksəlt' }).click();

  // The upgrade needs the account's password first: the popup says so, for this e-mail, and
  // offers no sign-up; after the login the upgrade goes ahead by itself.
  const confirm = page.getByRole('dialog', { name: 'Hesabın sizin olduğunu təsdiqləyin' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toHaveAccessibleDescription(
    `${email} alıcı hesabıdır. Onu satıcı hesabına yüksəltməzdən əvvəl hesabın sizə aid olduğunu təsdiqləmək üçün onun şifrəsi ilə daxil olun: daxil olan kimi yüksəltmə davam edəcək.`,
  );
  await expect(confirm.getByLabel('E-poçt və ya telefon nömrəsi')).toHaveValue(email);
  await expect(confirm.getByRole('button', { name: 'Qeydiyyatdan keç' })).toHaveCount(0);
  await signInRedirect(
    page,
    () => logInThroughPopup(page, email, PASSWORD),
    (url) => url.origin === sites.merchant && url.pathname === '/',
  );
  await expect(page.getByRole('navigation', { name: 'Əsas menyu' })).toBeVisible();
  await expect(authPopup(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('n_t'))).toBe('2');
});
